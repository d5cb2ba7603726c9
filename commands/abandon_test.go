package commands_test

import (
	"testing"

	"github.com/gobot-baduk/gobot/match"
	"github.com/stretchr/testify/require"
)

// TestAbandonFlows: /game abandon asks to confirm, saying what it will do.
// Before both players have moved it ends the game without a result (an
// abort); after, it asks the opponent, who agrees or declines, and a move
// declines too; a player who wants out without agreement resigns.
func TestAbandonFlows(t *testing.T) {
	h := newHarness(t)
	startGame(t, h, "")
	h.play("E5")
	confirm := h.run(bob, "/game abandon")
	requireMistake(t, confirm, "Not both players have made a move yet", "an abort")
	require.Equal(t, match.StatusPlaying, h.game().Status, "asking to confirm changes nothing")
	r := h.click(bob, "Cancel", confirm)
	require.True(t, r.Update)
	require.Contains(t, r.Content, "You did not abandon")
	r = h.click(bob, "Yes, abandon", confirm)
	require.False(t, r.Ephemeral)
	require.Contains(t, r.Content, "<@"+bob.ID+"> abandoned the game; it has no result.")
	require.Contains(t, r.Content, "**Game over: no result** (Void)")

	k := newHarness(t)
	startGame(t, k, "")
	k.play("E5", "C3")
	confirm = k.run(alice, "/game abandon")
	requireMistake(t, confirm, "Both players have moved, so the game ends without a result only if Bob agrees", "resign (`/game resign`)")
	r = k.click(alice, "Ask to abandon", confirm)
	require.False(t, r.Ephemeral)
	require.Contains(t, r.Content, "<@"+alice.ID+"> asks to end the game without a result. <@"+bob.ID+">, do you agree?")
	require.Equal(t, []string{bob.ID}, r.Mentions)
	require.Equal(t, match.StatusPlaying, k.game().Status)
	requireMistake(t, k.run(alice, "/game abandon"), "You already asked")
	requireMistake(t, k.click(alice, "Agree to abandon"), "Only Bob can answer")
	requireMistake(t, k.click(carol, "Decline"), "Only Bob can answer")
	r = k.click(bob, "Decline")
	require.True(t, r.Update)
	require.Contains(t, r.Content, "declined <@"+alice.ID+">'s request")
	requireMistake(t, k.click(bob, "Agree to abandon"), "no request to end this game")

	// Asked again; Bob plays on instead (declining), then asks himself.
	k.click(alice, "Ask to abandon", k.run(alice, "/game abandon"))
	k.play("D4")
	requireMistake(t, k.click(bob, "Agree to abandon"), "a move was played since")
	k.click(bob, "Ask to abandon", k.run(bob, "/game abandon"))
	confirm = k.run(alice, "/game abandon")
	requireMistake(t, confirm, "Bob asked to end the game without a result. Do you agree?")
	r = k.click(alice, "Yes, abandon", confirm)
	require.False(t, r.Ephemeral)
	require.Contains(t, r.Content, "<@"+alice.ID+"> agreed to end the game without a result.")
	require.Contains(t, r.Content, "(Void)")

	// Someone who does not play may not; a server manager may at once.
	m := newHarness(t)
	startGame(t, m, "")
	m.play("E5", "C3")
	requireMistake(t, m.run(carol, "/game abandon"), "Only the players or a server admin")
	confirm = m.run(mod, "/game abandon")
	requireMistake(t, confirm, "as a server manager")
	r = m.click(mod, "Yes, abandon", confirm)
	require.Contains(t, r.Content, "abandoned the game; it has no result.")
}
