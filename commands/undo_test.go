package commands_test

import (
	"testing"

	"github.com/gobot-baduk/gobot/match"
	"github.com/stretchr/testify/require"
)

// TestUndoRequestFlows: a second request by the same player is refused,
// as is one while the other's waits; undo is not offered while scoring;
// and a move that makes a request lapse says so.
func TestUndoRequestFlows(t *testing.T) {
	h := newHarness(t)
	startGame(t, h, "")
	h.play("E5", "C3")
	r := h.click(alice, "undo request")
	require.False(t, r.Ephemeral, r.Content)
	v := h.game().Version
	requireMistake(t, h.click(alice, "undo request"), "You already asked to take back your move; wait for Bob to accept or decline.")
	requireMistake(t, h.click(bob, "undo request"), "Alice has asked to take back a move: answer their request first")
	require.Equal(t, v, h.game().Version, "refusals change nothing")

	// Bob plays on instead of answering: the request lapses, and the move
	// says so.
	h.click(bob, "decline undo")
	h.play("D4")
	h.click(alice, "undo request")
	r = h.run(bob, "/move point:F6")
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "**White** (Bob) played F6. Alice's undo request lapsed with this move.\n")
	requireMistake(t, h.click(bob, "accept undo"), "no undo request waiting")
	// The next move has nothing to say about undo.
	r = h.play("G7")
	require.NotContains(t, r.Content, "undo")

	// During scoring, undo points to Resume play.
	h.play("pass", "pass")
	require.Equal(t, match.StatusScoring, h.game().Status)
	requireMistake(t, h.click(alice, "undo request"), "Undo is not available while the game is being scored", "Resume play")
}

// TestUndoInSGF: /game sgf exports the moves an undo took back as a
// variation commented "taken back", with the game's moves as the main
// line, as the README's "every variation" says (B4).
func TestUndoInSGF(t *testing.T) {
	h := newHarness(t)
	startGame(t, h, "")
	h.play("E5", "C3")
	h.click(alice, "undo request")
	h.click(bob, "accept undo")
	h.play("D4")
	r := h.run(carol, "/game sgf")
	require.Len(t, r.Files, 1)
	sgf := string(r.Files[0].Data)
	require.Regexp(t, `\(;B\[df\]\)\s*\(;B\[ee\]C\[taken back\]\s*;W\[cg\]C\[taken back\]\)`, sgf)
}
