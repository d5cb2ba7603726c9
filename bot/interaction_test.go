package bot_test

import (
	"encoding/json"
	"reflect"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/bot"
	"github.com/gobot-baduk/gobot/bot/bottest"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/stretchr/testify/require"
)

// TestRecordedInteractions decodes payloads shaped like Discord's.
func TestRecordedInteractions(t *testing.T) {
	tests := []recordedCase{
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
		// The message command "Review this game" (data.type 3) on a
		// message with an .sgf file: the message's id and its files.
		{"message_review.json", commands.Request{
			InteractionID: "5000000000000000031", Kind: commands.KindCommand,
			User: commands.User{ID: "600000000000000001", Name: "Alice"}, GuildID: "1111111111111111111", ChannelID: "2222222222222222222",
			Command: "Review this game", Options: map[string]string{"message": "1322222222222222222"},
			Attachments: map[string]commands.Attachment{"1311111111111111111": {ID: "1311111111111111111", Filename: "lesson.sgf", Size: 912,
				URL: "https://cdn.discordapp.com/attachments/2222222222222222222/1311111111111111111/lesson.sgf?ex=6745e3a1&is=674492a1&hm=0f3c", ContentType: "application/x-go-sgf"}},
		}},
	}
	tests = append(tests, recordedGameplay()...)
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			i, err := bot.DecodeInteraction(loadFixture(t, tc.file))
			require.NoError(t, err)
			got, err := bot.FromInteraction(i)
			require.NoError(t, err)
			require.Equal(t, tc.want, *got)
			if got.Kind == commands.KindComponent {
				// A click carries the message its button is on.
				require.NotNil(t, i.Message, "no message")
				require.Contains(t, buttonIDs(i.Message), got.CustomID)
				require.Equal(t, got.ChannelID, i.Message.ChannelID)
			}
		})
	}
	t.Run("channel object without channel_id", func(t *testing.T) {
		// channel_id is deprecated in favour of the channel object.
		var raw map[string]any
		require.NoError(t, json.Unmarshal(loadFixture(t, "thread_move.json"), &raw))
		delete(raw, "channel_id")
		body, err := json.Marshal(raw)
		require.NoError(t, err)
		i, err := bot.DecodeInteraction(body)
		require.NoError(t, err)
		got, err := bot.FromInteraction(i)
		require.NoError(t, err)
		require.Equal(t, thread, got.ChannelID)
	})
	t.Run("ping is the transport's", func(t *testing.T) {
		i, err := bot.DecodeInteraction(loadFixture(t, "ping.json"))
		require.NoError(t, err)
		_, err = bot.FromInteraction(i)
		require.ErrorIs(t, err, bot.ErrBadInteraction)
	})
}

var carol = commands.User{ID: "600000000000000003", Name: "Carol"}

// Ids in the recordings.
const (
	guild    = "1111111111111111111"
	textChan = "2222222222222222222"
	thread   = "2333333333333333333"
	dmChan   = "9999999999999999999"
	gameID   = "5f3a9c2e7b1d4a68"
	gnuBot   = "700000000000000777"
)

type recordedCase struct {
	file string
	want commands.Request
}

// recordedGameplay is what the recordings of a game's commands and clicks
// decode to.
func recordedGameplay() []recordedCase {
	cmd := func(id string, u commands.User, name, sub string, opts map[string]string) commands.Request {
		return commands.Request{InteractionID: id, Kind: commands.KindCommand, User: u, GuildID: guild, ChannelID: textChan, Command: name, Subcommand: sub, Options: opts}
	}
	click := func(id string, u commands.User, custom string) commands.Request {
		return commands.Request{InteractionID: id, Kind: commands.KindComponent, User: u, GuildID: guild, ChannelID: textChan, CustomID: custom}
	}
	botPlay := cmd("5000000000000000016", alice, "play", "", map[string]string{"opponent": gnuBot, "size": "9"})
	botPlay.Users = map[string]commands.User{gnuBot: {ID: gnuBot, Name: "GnuGoBot"}}
	botPlay.Bots = map[string]bool{gnuBot: true}
	threadMove := cmd("5000000000000000017", alice, "move", "", map[string]string{"point": "dd"})
	threadMove.ChannelID = thread
	dm := cmd("5000000000000000018", carol, "play", "", map[string]string{"size": "9"})
	dm.GuildID, dm.ChannelID = "", dmChan
	return []recordedCase{
		{"move.json", cmd("5000000000000000011", alice, "move", "", map[string]string{"point": "E5"})},
		{"score_toggle.json", cmd("5000000000000000012", bob, "score", "toggle", map[string]string{"point": "B5"})},
		{"game_abandon.json", cmd("5000000000000000013", alice, "game", "abandon", map[string]string{})},
		{"board_overlay.json", cmd("5000000000000000014", carol, "board", "", map[string]string{"overlay": "status,territory"})},
		{"analyze.json", cmd("5000000000000000015", carol, "analyze", "", map[string]string{})},
		{"play_bot_opponent.json", botPlay},
		{"thread_move.json", threadMove},
		{"dm_play.json", dm},
		{"click_pass.json", click("5000000000000000021", bob, "pass:"+gameID+":1-9c41e0d2")},
		{"click_resign.json", click("5000000000000000022", bob, "resign:"+gameID)},
		{"click_undo.json", click("5000000000000000023", alice, "undo:"+gameID)},
		{"click_resign_confirm.json", click("5000000000000000024", bob, "resign-confirm:"+gameID)},
		{"click_undo_accept.json", click("5000000000000000025", bob, "undo-accept:"+gameID)},
		{"click_score_accept.json", click("5000000000000000026", alice, "score-accept:"+gameID+":20-0b5e7a13")},
	}
}

// buttonIDs lists the custom ids of a message's buttons.
func buttonIDs(m *discordgo.Message) []string {
	var ids []string
	for _, c := range m.Components {
		if row, ok := c.(*discordgo.ActionsRow); ok {
			for _, k := range row.Components {
				if b, ok := k.(*discordgo.Button); ok {
					ids = append(ids, b.CustomID)
				}
			}
		}
	}
	return ids
}

// FuzzInteraction decodes arbitrary payloads: decoding never panics, and
// a payload that decodes to a Request survives the trip back through
// Discord's JSON shape (filled into the recordings by bottest) unchanged.
func FuzzInteraction(f *testing.F) {
	var discord bottest.Builder
	for _, name := range []string{"play_opponent.json", "button_accept.json", "move_autocomplete.json", "game_sgf_dm.json", "ping.json", "admin_abandon.json", "review_start.json", "modal_answer.json", "message_review.json"} {
		f.Add(loadFixtureF(f, name))
	}
	for _, tc := range recordedGameplay() {
		f.Add(loadFixtureF(f, tc.file))
	}
	f.Add([]byte(`{"type":2,"data":{"name":"move","options":[{"name":"point","type":3,"value":"D4"}]},"member":{"user":{"id":"1"}}}`))
	f.Add([]byte(`{"type":3,"data":null,"user":{"id":"1"}}`))
	f.Add([]byte(`{"type":5,"data":{"custom_id":"puzzle-modal:p","components":[{"type":18,"component":{"type":4,"custom_id":"moves","value":"C3"}}]},"user":{"id":"1"}}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		i, err := bot.DecodeInteraction(body)
		if err != nil {
			return
		}
		req, err := bot.FromInteraction(i)
		if err != nil {
			return
		}
		// Back through Discord's JSON shape, as the recordings have it.
		// Invalid UTF-8 and the like are written with replacements;
		// anything else that fails is a bug.
		back, err := discord.Payload(req)
		if err != nil {
			t.Fatalf("payload: %v", err)
		}
		i2, err := bot.DecodeInteraction(back)
		require.NoError(t, err)
		req2, err := bot.FromInteraction(i2)
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
		for id := range req2.Bots {
			require.True(t, req.Bots[id], "a bot appeared on the way back")
		}
		normalize(req)
		normalize(req2)
		if !reflect.DeepEqual(req, req2) {
			t.Fatalf("round trip changed the request:\n%+v\n%+v", req, req2)
		}
	})
}

// loadFixture reads a recorded interaction.
func loadFixture(t *testing.T, name string) []byte {
	t.Helper()
	b, err := bottest.Fixture(name)
	require.NoError(t, err)
	return b
}

func loadFixtureF(f *testing.F, name string) []byte {
	b, err := bottest.Fixture(name)
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
	r.Users, r.Attachments, r.Bots = nil, nil, nil
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
		if !utf8.ValidString(s) {
			return false
		}
	}
	return true
}

// TestModalSubmit decodes the submission of a form: the recorded shape
// (text inputs in action rows), and Discord's newer one (a text input in
// a label, a component type discordgo does not know); refusals of forms
// without data or nested without end.
func TestModalSubmit(t *testing.T) {
	i, err := bot.DecodeInteraction(loadFixture(t, "modal_answer.json"))
	require.NoError(t, err)
	req, err := bot.FromInteraction(i)
	require.NoError(t, err)
	require.Equal(t, commands.KindModal, req.Kind)
	require.Equal(t, "puzzle-modal:straight-three-kill", req.CustomID)
	require.Equal(t, map[string]string{"moves": "E19"}, req.Fields)
	require.Equal(t, "600000000000000002", req.User.ID)
	require.Equal(t, "2222222222222222222", req.ChannelID)
	require.Equal(t, "1111111111111111111", req.GuildID)

	i, err = bot.DecodeInteraction([]byte(`{"type":5,"id":"9","channel":{"id":"77"},"data":{"custom_id":"puzzle-modal:p","components":[
		{"type":18,"label":"Your move","component":{"type":4,"custom_id":"moves","value":"||C3||"}},
		{"type":1,"components":[{"type":4,"custom_id":"note","value":""}]}]},"member":{"user":{"id":"1","username":"ann"},"permissions":"0"},"guild_id":"5"}`))
	require.NoError(t, err)
	req, err = bot.FromInteraction(i)
	require.NoError(t, err)
	require.Equal(t, commands.KindModal, req.Kind)
	require.Equal(t, map[string]string{"moves": "||C3||", "note": ""}, req.Fields)
	require.Equal(t, "77", req.ChannelID)

	for _, bad := range []string{
		`{"type":5,"user":{"id":"1"}}`,
		`{"type":5,"data":"nope","user":{"id":"1"}}`,
		`{"type":5,"data":{"custom_id":"x","components":[{"component":{"component":{"component":{"component":{"component":{"custom_id":"m","value":"v"}}}}}}]},"user":{"id":"1"}}`,
	} {
		_, err := bot.DecodeInteraction([]byte(bad))
		require.ErrorIs(t, err, bot.ErrBadInteraction, bad)
	}
}
