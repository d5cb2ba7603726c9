package commands_test

import (
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/match"
	"github.com/stretchr/testify/require"
)

// thread is the id of the thread in the recorded interactions.
const thread = "2333333333333333333"

// TestThreadAndParent plays two games at once: one in a text channel and
// one in a thread under it (Discord's channel type 11, whose parent_id is
// that channel). A thread counts as a channel of its own: each game has
// its own board, turn and buttons, and each place still holds one game.
func TestThreadAndParent(t *testing.T) {
	h := newHarness(t)
	h.discord.Threads = map[string]string{thread: h.channel}
	parent := h.channel
	in := func(ch string) { h.channel = ch }

	in(parent)
	startGame(t, h, "")
	in(thread)
	req := h.request(carol, "/play opponent:bob size:13 color:white")
	require.Equal(t, thread, req.ChannelID, "the thread's own id")
	r := h.send(req)
	require.False(t, r.Ephemeral, r.Content)
	r = h.click(bob, "accept")
	require.True(t, r.Update)
	require.Contains(t, r.Content, "<@"+bob.ID+">, your move as **Black**")

	// Moves in each place go to their own game.
	in(parent)
	require.False(t, h.run(alice, "/move point:E5").Ephemeral)
	in(thread)
	r = h.run(bob, "/move point:dd") // SGF: D10 on 13×13
	require.Contains(t, r.Content, "**Black** (Bob) played D10.")
	requireMistake(t, h.run(alice, "/move point:C3"), "You are not playing in this game", "Bob plays Black and Carol plays White")
	in(parent)
	r = h.run(bob, "/move point:C3")
	require.Contains(t, r.Content, "**White** (Bob) played C3.")

	in(parent)
	pg := h.game()
	in(thread)
	tg := h.game()
	require.NotEqual(t, pg.ID, tg.ID)
	require.Equal(t, 9, pg.Game.Size())
	require.Equal(t, 13, tg.Game.Size())
	require.Equal(t, 2, pg.Game.MoveNumber())
	require.Equal(t, 1, tg.Game.MoveNumber())
	require.Equal(t, thread, tg.ChannelID)

	// One game per place: the thread and its parent are both taken.
	requireMistake(t, h.run(alice, "/play"), "already has a game in progress")
	in(parent)
	requireMistake(t, h.run(carol, "/play"), "already has a game in progress")

	// The thread's buttons act on the thread's game: its Pass passes there.
	in(thread)
	r = h.click(carol, "pass")
	require.Contains(t, r.Content, "**White** (Carol) passed.")
	in(parent)
	require.Equal(t, 2, h.game().Game.MoveNumber(), "the parent's game did not move")
	r = h.run(carol, "/board")
	require.Contains(t, r.Content, "⚫ <@"+alice.ID+"> vs ⚪ <@"+bob.ID+">")

	// Ending the thread's game leaves the parent's going.
	in(thread)
	r = h.run(carol, "/game resign")
	require.Contains(t, r.Content, "Black wins by resignation")
	_, err := h.store.ActiveGame(t.Context(), thread)
	require.ErrorIs(t, err, match.ErrNotFound)
	in(parent)
	require.Equal(t, match.StatusPlaying, h.game().Status)
}

// TestRecordedGameStart plays the recorded /play and Accept payloads.
func TestRecordedGameStart(t *testing.T) {
	h := newHarness(t)
	r := h.send(decode(t, loadFixture(t, "play_opponent.json")))
	require.Contains(t, r.Content, "<@600000000000000001> challenges <@600000000000000002> to a game of Go: 9×9, japanese rules, komi 6.5; Alice plays Black.")
	body := strings.ReplaceAll(string(loadFixture(t, "button_accept.json")), "GAMEID", h.game().ID)
	r = h.send(decode(t, []byte(body)))
	require.True(t, r.Update)
	requirePNG(t, r)
	g := h.game()
	require.Equal(t, "Alice", g.Black.Name)
	require.Equal(t, "Bob", g.White.Name)
}

// TestRecordedPayloads sends recorded payloads as they are: a bot as
// opponent and /play in a direct message are refused, each with its
// reason; /move in the thread plays there.
func TestRecordedPayloads(t *testing.T) {
	h := newHarness(t)
	send := func(file string) *commands.Response {
		t.Helper()
		return h.send(decode(t, loadFixture(t, file)))
	}
	requireMistake(t, send("play_bot_opponent.json"), "GnuGoBot is a bot", "Challenge a person")
	requireMistake(t, send("dm_play.json"), "A game needs two players who can both see the board")
	h.channel = thread
	startGame(t, h, "")
	r := send("thread_move.json")
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "**Black** (Alice) played D6.") // dd on 9×9
	require.Equal(t, "D6", h.game().Game.LastMove().Point().String())
}
