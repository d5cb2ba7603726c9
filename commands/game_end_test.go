package commands_test

import (
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
	"github.com/stretchr/testify/require"
)

// TestGameSGFAfterTheEnd: /game sgf exports the channel's last finished
// game when none is active, and while a new challenge waits; with no game
// ever finished it says so.
func TestGameSGFAfterTheEnd(t *testing.T) {
	h := newHarness(t)
	requireMistake(t, h.run(carol, "/game sgf"), "There is no game in this channel, and none has finished here.")
	startGame(t, h, "")
	h.play("E5", "C3")
	h.run(bob, "/game resign")
	r := h.run(carol, "/game sgf")
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "The last game finished in this channel (2 moves, B+R)")
	require.Len(t, r.Files, 1)
	sgf := string(r.Files[0].Data)
	require.Contains(t, sgf, "RE[B+R]")
	require.Contains(t, sgf, ";B[ee]")

	// A later game, abandoned: it is the last one now.
	h.run(alice, "/play opponent:bob size:9 color:black")
	requireMistake(t, h.run(carol, "/game abandon"), "Only the players")
	h.click(bob, "accept")
	h.play("D4")
	h.click(alice, "Yes, abandon", h.run(alice, "/game abandon"))
	// A new challenge waits: the record is still the last game's.
	h.run(carol, "/play")
	r = h.run(carol, "/game sgf")
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "The last game finished in this channel (1 move, Void)")
	require.Contains(t, string(r.Files[0].Data), ";B[df]") // D4
	require.NotContains(t, string(r.Files[0].Data), "B[ee]")

	// A challenge in a channel where nothing finished has nothing to give.
	h.channel = "3333333333333333333"
	h.run(carol, "/play")
	requireMistake(t, h.run(carol, "/game sgf"), "The game has not started yet")
}

// TestResignCancel: the resignation's confirmation has a Cancel button,
// which turns it into a note without buttons and changes nothing.
func TestResignCancel(t *testing.T) {
	h := newHarness(t)
	startGame(t, h, "")
	h.play("E5")
	confirm := h.click(bob, "resign")
	require.True(t, confirm.Ephemeral)
	r := h.click(bob, "cancel", confirm)
	require.True(t, r.Update, "the confirmation itself is replaced")
	require.Empty(t, r.Components, "without its buttons")
	require.Contains(t, r.Content, "You did not resign")
	g := h.game()
	require.Equal(t, match.StatusPlaying, g.Status)
	require.Equal(t, core.White, g.Game.ToMove())
	// /game sgf counts moves in words that agree.
	require.Contains(t, h.run(carol, "/game sgf").Content, "The game so far (1 move)")
}
