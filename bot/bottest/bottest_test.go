package bottest_test

import (
	"encoding/json"
	"testing"

	"github.com/gobot-baduk/gobot/bot"
	"github.com/gobot-baduk/gobot/bot/bottest"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/stretchr/testify/require"
)

// TestBuilder fills requests of every kind into the recordings: each
// decodes back to the request it was built from, and keeps the recording's
// shape (a click's message, a thread's parent, a DM's user).
func TestBuilder(t *testing.T) {
	alice := commands.User{ID: "600000000000000001", Name: "Alice"}
	bob := commands.User{ID: "600000000000000002", Name: "Bob"}
	b := bottest.Builder{Threads: map[string]string{"30": "20"}}
	reqs := []*commands.Request{
		{Kind: commands.KindCommand, Command: "play", Options: map[string]string{"opponent": bob.ID, "size": "13", "komi": "0.5", "handicap": "2", "rules": "aga", "color": "white"}, Users: map[string]commands.User{bob.ID: bob}},
		{Kind: commands.KindCommand, Command: "play", Options: map[string]string{"opponent": "77"}, Users: map[string]commands.User{"77": {ID: "77", Name: "Robo"}}, Bots: map[string]bool{"77": true}},
		{Kind: commands.KindCommand, Command: "move", Options: map[string]string{"point": "Q16"}},
		{Kind: commands.KindCommand, Command: "score", Subcommand: "accept", Options: map[string]string{}},
		{Kind: commands.KindCommand, Command: "score", Subcommand: "toggle", Options: map[string]string{"point": "C3"}},
		{Kind: commands.KindCommand, Command: "game", Subcommand: "sgf", Options: map[string]string{}},
		{Kind: commands.KindCommand, Command: "settings", Subcommand: "play", Options: map[string]string{"size": "13", "komi": "rules"}, Admin: true},
		{Kind: commands.KindCommand, Command: "review", Subcommand: "start", Options: map[string]string{"file": "9"},
			Attachments: map[string]commands.Attachment{"9": {ID: "9", Filename: "g.sgf", URL: "https://cdn.discordapp.com/attachments/1/9/g.sgf", Size: 120, ContentType: "application/x-go-sgf"}}},
		{Kind: commands.KindCommand, Command: "analyze", Options: map[string]string{}, ChannelID: "30"},
		{Kind: commands.KindCommand, Command: "puzzle", Subcommand: "today", Options: map[string]string{}, GuildID: "-"},
		{Kind: commands.KindAutocomplete, Command: "move", Options: map[string]string{"point": "d1"}, Focused: "point"},
		{Kind: commands.KindComponent, CustomID: "pass:g1:3-0000abcd"},
		{Kind: commands.KindComponent, CustomID: "undo-decline:g1"},
		{Kind: commands.KindComponent, CustomID: "rv-var:g1", Values: []string{"2"}},
	}
	for i, req := range reqs {
		req.InteractionID = "90" + string(rune('0'+i))
		req.User = alice
		switch req.GuildID {
		case "":
			req.GuildID = "10"
		case "-":
			req.GuildID = ""
		}
		if req.ChannelID == "" {
			req.ChannelID = "20"
		}
		body, err := b.Payload(req)
		require.NoError(t, err, "%+v", req)
		i, err := bot.DecodeInteraction(body)
		require.NoError(t, err)
		got, err := bot.FromInteraction(i)
		require.NoError(t, err)
		if req.Kind == commands.KindComponent {
			req.Options = nil
		}
		require.Equal(t, *req, *got, "%s", body)
		var raw map[string]any
		require.NoError(t, json.Unmarshal(body, &raw))
		ch := raw["channel"].(map[string]any)
		require.Equal(t, req.ChannelID, ch["id"])
		switch {
		case req.GuildID == "":
			require.Nil(t, raw["member"])
			require.Equal(t, float64(1), raw["channel"].(map[string]any)["type"], "a DM channel")
		case req.ChannelID == "30":
			require.Equal(t, float64(11), ch["type"])
			require.Equal(t, "20", ch["parent_id"])
		default:
			require.Equal(t, float64(0), ch["type"])
		}
		if req.Kind == commands.KindComponent {
			require.NotNil(t, raw["message"], "a click carries its message")
		}
	}
}
