package commands_test

import (
	"context"
	"encoding/json"
	"strconv"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/practice"
	"github.com/stretchr/testify/require"
)

func TestSettings(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	r := h.run(alice, "/settings show")
	requireMistake(t, r, "19×19", "japanese", "not posted")

	// Only those who may manage the server change anything.
	requireMistake(t, h.run(alice, "/settings play size:9"), "manage this server")
	st, err := h.store.Settings(ctx, "1111111111111111111")
	require.NoError(t, err)
	require.Zero(t, st.Size)

	r = h.run(mod, "/settings play size:13 rules:chinese komi:7.5")
	require.True(t, r.Ephemeral)
	require.Contains(t, r.Content, "Saved. New games: 13×13, chinese rules, komi 7.5.")
	// A new game takes them.
	h.run(alice, "/play opponent:bob")
	ch := h.game()
	require.Equal(t, 13, ch.Proposal.Size)
	require.Equal(t, "chinese", ch.Proposal.Rules)
	require.Equal(t, 7.5, ch.Proposal.Komi)

	r = h.run(mod, "/settings play komi:rules")
	require.Contains(t, r.Content, "13×13, chinese rules, komi 7.5 (the rules' own).")

	r = h.run(mod, "/settings daily channel:333333333333333333 hour:7")
	require.Contains(t, r.Content, "posted in <#333333333333333333> at 07:00 UTC")
	st, _ = h.store.Settings(ctx, "1111111111111111111")
	require.Equal(t, "333333333333333333", st.PuzzleChannel)
	require.Equal(t, 7, st.PuzzleHour)
	require.Equal(t, 13, st.Size, "the other settings stay")
	r = h.run(mod, "/settings daily channel:333333333333333333")
	require.Contains(t, r.Content, "at 12:00 UTC", "hour 12 by default")
	require.Contains(t, h.run(mod, "/settings daily-off").Content, "not posted")
	requireMistake(t, h.run(mod, "/settings daily-off"), "is not being posted")
}

// TestSettingsMistakes: each bad value is answered with what is wrong,
// and nothing changes.
func TestSettingsMistakes(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	h.run(mod, "/settings play size:9 rules:aga komi:7")
	before, err := h.store.Settings(ctx, "1111111111111111111")
	require.NoError(t, err)
	for line, want := range map[string]string{
		"/settings play":                                     "at least one",
		"/settings play size:4":                              "from 5 to 25",
		"/settings play size:nine":                           "from 5 to 25",
		"/settings play rules:ing":                           "Unknown rules",
		"/settings play komi:6.3":                            "multiple of 0.5",
		"/settings play komi:lots":                           "number such as 6.5",
		"/settings daily channel:333333333333333333 hour:24": "0 to 23",
		"/settings daily channel:333333333333333333 hour:-1": "0 to 23",
		"/settings daily channel:general":                    "Choose the channel",
		"/settings daily hour:5":                             "Choose the channel",
		// /play's options that are no server default are refused, not
		// dropped with a "Saved.".
		"/settings play handicap:3 color:white": "Nothing was saved: a server's defaults for new games are its rules, board size and komi, not `color` or `handicap`.",
		"/settings play size:13 color:white":    "not `color`",
	} {
		requireMistake(t, h.run(mod, line), want)
		after, err := h.store.Settings(ctx, "1111111111111111111")
		require.NoError(t, err)
		require.Equal(t, before, after, "%s changed the settings", line)
	}
	// Outside a server there are no settings.
	req := h.request(mod, "/settings show")
	req.GuildID = ""
	requireMistake(t, h.send(req), "belong to a server")
}

func TestDailyPuzzleMessage(t *testing.T) {
	h := newHarness(t)
	r, _, err := h.bot.DailyPost(context.Background(), practice.DateOf(2024, 6, 1)) // the harness clock's day
	require.NoError(t, err)
	require.False(t, r.Ephemeral)
	requirePNG(t, r)
	today := h.run(alice, "/puzzle today")
	require.Equal(t, today.Content, r.Content, "the post is /puzzle today's message")
}

// TestSettingsOnlyInServers: /settings is registered for servers alone
// (contexts [0], Discord's guild context) and for those who may manage
// the server, as Discord reads the definition.
func TestSettingsOnlyInServers(t *testing.T) {
	for _, def := range commands.Definitions() {
		if def.Name != "settings" {
			continue
		}
		raw, err := json.Marshal(def)
		require.NoError(t, err)
		var got struct {
			Contexts    []int   `json:"contexts"`
			Permissions *string `json:"default_member_permissions"`
			DM          *bool   `json:"dm_permission"`
		}
		require.NoError(t, json.Unmarshal(raw, &got))
		require.Equal(t, []int{0}, got.Contexts)
		require.NotNil(t, got.Permissions)
		require.Equal(t, strconv.FormatInt(discordgo.PermissionManageGuild, 10), *got.Permissions)
		require.Nil(t, got.DM, "the deprecated dm_permission is not sent")
		return
	}
	t.Fatal("no /settings definition")
}
