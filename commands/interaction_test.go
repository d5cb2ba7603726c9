package commands_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/stretchr/testify/require"
)

// TestRecordedInteractions decodes payloads shaped like Discord's.
func TestRecordedInteractions(t *testing.T) {
	tests := []struct {
		file string
		want commands.Request
	}{
		{"play_opponent.json", commands.Request{
			InteractionID: "5000000000000000001", Kind: commands.KindCommand,
			User: commands.User{ID: "600000000000000001", Name: "Alice"}, GuildID: "1111111111111111111", ChannelID: "2222222222222222222",
			Command: "play", Options: map[string]string{"opponent": "600000000000000002", "size": "9", "komi": "6.5", "rules": "japanese", "color": "black"},
			Users: map[string]commands.User{"600000000000000002": {ID: "600000000000000002", Name: "Bob"}},
		}},
		{"button_accept.json", commands.Request{
			InteractionID: "5000000000000000002", Kind: commands.KindComponent,
			User: commands.User{ID: "600000000000000002", Name: "Bob"}, GuildID: "1111111111111111111", ChannelID: "2222222222222222222",
			CustomID: "accept:GAMEID",
		}},
		{"move_autocomplete.json", commands.Request{
			InteractionID: "5000000000000000003", Kind: commands.KindAutocomplete,
			User: commands.User{ID: "600000000000000001", Name: "alice g"}, GuildID: "1111111111111111111", ChannelID: "2222222222222222222",
			Command: "move", Options: map[string]string{"point": "d"}, Focused: "point",
		}},
		{"game_sgf_dm.json", commands.Request{
			InteractionID: "5000000000000000004", Kind: commands.KindCommand,
			User: commands.User{ID: "600000000000000003", Name: "carol"}, ChannelID: "9999999999999999999",
			Command: "game", Subcommand: "sgf", Options: map[string]string{},
		}},
		{"admin_abandon.json", commands.Request{
			InteractionID: "5000000000000000005", Kind: commands.KindCommand, Admin: true,
			User: commands.User{ID: "600000000000000009", Name: "Mod"}, GuildID: "1111111111111111111", ChannelID: "2222222222222222222",
			Command: "game", Subcommand: "abandon", Options: map[string]string{},
		}},
		{"review_start.json", commands.Request{
			InteractionID: "5000000000000000006", Kind: commands.KindCommand,
			User: commands.User{ID: "600000000000000001", Name: "Alice"}, GuildID: "1111111111111111111", ChannelID: "2222222222222222222",
			Command: "review", Subcommand: "start", Options: map[string]string{"file": "1311111111111111111"},
			Attachments: map[string]commands.Attachment{"1311111111111111111": {ID: "1311111111111111111", Filename: "lesson.sgf", Size: 912,
				URL: "https://cdn.discordapp.com/attachments/2222222222222222222/1311111111111111111/lesson.sgf?ex=6745e3a1&is=674492a1&hm=0f3c", ContentType: "application/x-go-sgf"}},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			i, err := commands.DecodeInteraction(loadFixture(t, tc.file))
			require.NoError(t, err)
			got, err := commands.FromInteraction(i)
			require.NoError(t, err)
			require.Equal(t, tc.want, *got)
		})
	}
	t.Run("ping is the transport's", func(t *testing.T) {
		i, err := commands.DecodeInteraction(loadFixture(t, "ping.json"))
		require.NoError(t, err)
		_, err = commands.FromInteraction(i)
		require.ErrorIs(t, err, commands.ErrBadInteraction)
	})
}

// TestRecordedGameStart plays the recorded /play and Accept payloads.
func TestRecordedGameStart(t *testing.T) {
	h := newHarness(t)
	i, err := commands.DecodeInteraction(loadFixture(t, "play_opponent.json"))
	require.NoError(t, err)
	req, err := commands.FromInteraction(i)
	require.NoError(t, err)
	r := h.send(req)
	require.Contains(t, r.Content, "<@600000000000000001> challenges <@600000000000000002> to a game of Go: 9×9, japanese rules, komi 6.5; Alice plays Black.")
	body := strings.ReplaceAll(string(loadFixture(t, "button_accept.json")), "GAMEID", h.game().ID)
	i, err = commands.DecodeInteraction([]byte(body))
	require.NoError(t, err)
	req, err = commands.FromInteraction(i)
	require.NoError(t, err)
	r = h.send(req)
	require.True(t, r.Update)
	requirePNG(t, r)
	g := h.game()
	require.Equal(t, "Alice", g.Black.Name)
	require.Equal(t, "Bob", g.White.Name)
}

// FuzzInteraction decodes arbitrary payloads: decoding never panics, and
// a payload that decodes to a Request survives the trip back through
// Discord's JSON shape unchanged.
func FuzzInteraction(f *testing.F) {
	for _, name := range []string{"play_opponent.json", "button_accept.json", "move_autocomplete.json", "game_sgf_dm.json", "ping.json", "admin_abandon.json", "review_start.json"} {
		f.Add(loadFixtureF(f, name))
	}
	f.Add([]byte(`{"type":2,"data":{"name":"move","options":[{"name":"point","type":3,"value":"D4"}]},"member":{"user":{"id":"1"}}}`))
	f.Add([]byte(`{"type":3,"data":null,"user":{"id":"1"}}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		i, err := commands.DecodeInteraction(body)
		if err != nil {
			return
		}
		req, err := commands.FromInteraction(i)
		if err != nil {
			return
		}
		back, err := json.Marshal(commands.Interaction(req, "app", "tok"))
		if err != nil {
			// Invalid UTF-8 and the like are marshalled with replacements;
			// anything else is a bug.
			t.Fatalf("marshal: %v", err)
		}
		i2, err := commands.DecodeInteraction(back)
		require.NoError(t, err)
		req2, err := commands.FromInteraction(i2)
		require.NoError(t, err)
		if !validUTF8Request(req) {
			return
		}
		// Resolved users and attachments come back only where an option of
		// their type names them; nothing is invented on the way.
		for id := range req2.Users {
			require.Contains(t, req.Users, id, "a user appeared on the way back")
		}
		for id, a := range req2.Attachments {
			require.Equal(t, req.Attachments[id], a, "an attachment changed on the way back")
		}
		normalize(req)
		normalize(req2)
		if !reflect.DeepEqual(req, req2) {
			t.Fatalf("round trip changed the request:\n%+v\n%+v", req, req2)
		}
	})
}

func loadFixtureF(f *testing.F, name string) []byte {
	b, err := readFixture(name)
	if err != nil {
		f.Fatal(err)
	}
	return b
}

// normalize clears what the trip back cannot keep: the names of users
// whose display names came from nicknames are kept as usernames, empty
// maps and nil maps are the same, and resolved users and attachments are
// compared apart: they come back only where an option of their type names
// them (the recorded fixtures check that those are kept).
func normalize(r *commands.Request) {
	// (Compared separately: see FuzzInteraction.)
	r.Users, r.Attachments = nil, nil
	if len(r.Users) == 0 {
		r.Users = nil
	}
	if len(r.Attachments) == 0 {
		r.Attachments = nil
	}
	if len(r.Options) == 0 && r.Kind != commands.KindComponent {
		r.Options = map[string]string{}
	}
	if len(r.Values) == 0 {
		r.Values = nil
	}
	if r.Focused != "" {
		if _, ok := r.Options[r.Focused]; !ok {
			r.Focused = ""
		}
	}
}

func validUTF8Request(r *commands.Request) bool {
	all := []string{r.InteractionID, r.User.ID, r.User.Name, r.GuildID, r.ChannelID, r.Command, r.Subcommand, r.CustomID, r.Focused}
	for k, v := range r.Options {
		all = append(all, k, v)
	}
	for k, u := range r.Users {
		all = append(all, k, u.ID, u.Name)
	}
	all = append(all, r.Values...)
	for _, s := range all {
		if !utf8Valid(s) {
			return false
		}
	}
	return true
}
