package bot_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/bot"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/stretchr/testify/require"
)

// TestPrivateCopyEditedInPlace: "Browse privately" answers with an
// ephemeral message, and its buttons edit that message (UPDATE_MESSAGE,
// without the ephemeral flag an edit cannot carry) instead of posting
// another.
func TestPrivateCopyEditedInPlace(t *testing.T) {
	e := newEnvWith(t, nil, nil, []commands.Option{commands.WithFetcher(bot.FileFetcher{})})
	file, err := filepath.Abs("../commands/testdata/review/lesson.sgf")
	require.NoError(t, err)
	start := cmd(alice, "review", map[string]string{"file": "900"})
	start.Subcommand = "start"
	start.Attachments = map[string]commands.Attachment{"900": {ID: "900", Filename: "lesson.sgf", URL: "file://" + file, Size: 900}}
	e.do(start)
	g, err := e.store.ActiveGame(context.Background(), channelID)
	require.NoError(t, err)

	click := func(id string) *discordgo.InteractionResponse {
		r, _ := e.do(&commands.Request{Kind: commands.KindComponent, User: bob, CustomID: id})
		return r
	}
	r := click("rv-private:" + g.ID)
	require.Equal(t, discordgo.InteractionResponseChannelMessageWithSource, r.Type)
	require.Equal(t, discordgo.MessageFlagsEphemeral, r.Data.Flags&discordgo.MessageFlagsEphemeral, "only Bob sees his copy")
	require.Contains(t, r.Data.Content, "Only you see this copy")

	r = click("rv-pv:" + g.ID + ":n1:")
	require.Equal(t, discordgo.InteractionResponseUpdateMessage, r.Type, "the copy is edited in place")
	require.Zero(t, r.Data.Flags&discordgo.MessageFlagsEphemeral)
	require.Contains(t, r.Data.Content, "move 1, Black E5")
}
