package commands_test

import (
	"fmt"
	"sort"
	"testing"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/core"
	coresgf "github.com/gobot-baduk/gobot/core/sgf"
	"github.com/gobot-baduk/gobot/match"
	"github.com/stretchr/testify/require"
)

// walls7 is the 7×7 game of the report: a black wall on column C, a white
// wall on column D, and an invader on each side (Black F3, White B6).
var walls7 = []string{"C4", "D4", "C3", "D3", "C5", "D5", "C2", "D2", "C6", "D6", "C1", "D1", "C7", "D7", "F3", "B6"}

// startWalls7 starts that game under the rules and plays it up to both
// passes.
func startWalls7(t *testing.T, h *harness, rules string) *commands.Response {
	t.Helper()
	r := h.run(alice, "/play opponent:bob size:7 color:black komi:7.5 rules:"+rules)
	require.False(t, r.Ephemeral, r.Content)
	h.click(bob, "accept")
	h.play(walls7...)
	h.play("pass")
	r = h.play("pass")
	require.Equal(t, match.StatusScoring, h.game().Status)
	return r
}

// TestTrompTaylorCountsEveryStone: Tromp-Taylor rules score the board as
// it stands, so scoring proposes no dead stones, a toggle is refused with
// what to do instead, and the strict area count is recorded. In the 7×7
// game each side has 8 stones and no territory (each invader touches the
// other side's region): White wins by the komi, W+7.5, not the W+14.5
// that removing both invaders gave.
func TestTrompTaylorCountsEveryStone(t *testing.T) {
	h := newHarness(t)
	r := startWalls7(t, h, "tromp-taylor")
	require.Empty(t, h.game().Dead, "no dead stones are proposed")
	require.Contains(t, r.Content, "Tromp-Taylor rules count every stone on the board as it stands.")
	require.Contains(t, r.Content, "Count: Black 8 (8 stones + 0 territory) – White 15.5 (8 stones + 0 territory + 7.5 komi). If both players accept, White wins by 7.5 points.")
	require.NotContains(t, r.Content, "Toggle a group")
	v := h.game().Version
	requireMistake(t, h.run(alice, "/score toggle point:B6"), "Tromp-Taylor rules count every stone on the board: to remove dead stones, resume play")
	require.Equal(t, v, h.game().Version, "a refused toggle changes nothing")
	h.click(alice, "accept score")
	r = h.click(bob, "accept score")
	require.Contains(t, r.Content, "**Game over: White wins by 7.5 points** (W+7.5)")
	require.Contains(t, string(r.Files[1].Data), "RE[W+7.5]")

	// Under Chinese rules the same position counts the invaders dead.
	h2 := newHarness(t)
	r = startWalls7(t, h2, "chinese")
	require.Len(t, h2.game().Dead, 2)
	require.Contains(t, r.Content, "2 dead stones are crossed out.")
	require.Contains(t, r.Content, "White wins by 14.5 points")
}

// TestToggleKeepsDeadStonesConsistent: in the 7×7 game, marking Black's
// wall dead puts White's B6, marked dead inside it, in White's own area,
// so it comes back to life (it would otherwise still count as Black's
// capture); marking the wall alive again makes B6 dead again. Black's F3,
// in White's area, is untouched both times.
func TestToggleKeepsDeadStonesConsistent(t *testing.T) {
	b6, f3 := core.Pt(1, 5), core.Pt(5, 2)
	for _, rules := range []string{"chinese", "japanese"} {
		t.Run(rules, func(t *testing.T) {
			h := newHarness(t)
			startWalls7(t, h, rules)
			require.ElementsMatch(t, []core.Point{b6, f3}, h.game().Dead)

			r := h.run(alice, "/score toggle point:C4")
			require.False(t, r.Ephemeral, r.Content)
			require.Contains(t, r.Content, "Alice marked the Black group at C4 (7 stones) dead. With it, White's stone at B6 is alive again: it stands in White's own area now.")
			dead := h.game().Dead
			require.NotContains(t, dead, b6)
			require.Contains(t, dead, f3)
			require.Len(t, dead, 8)
			// White owns the whole board: no capture is left to Black.
			require.Contains(t, r.Content, "Count: Black 0 (")

			r = h.run(bob, "/score toggle point:C7")
			require.Contains(t, r.Content, "Bob marked the Black group at C7 (7 stones) alive. With it, White's stone at B6 is dead again, inside Black's area.")
			require.ElementsMatch(t, []core.Point{b6, f3}, h.game().Dead)

			// Toggling White's stone itself touches nothing else.
			r = h.run(bob, "/score toggle point:B6")
			require.Contains(t, r.Content, "Bob marked the White group at B6 (1 stone) alive.\n")
			require.Equal(t, []core.Point{f3}, h.game().Dead)
		})
	}
}

// TestSuicideAnnounced: where the rules allow suicide (New Zealand), a
// suicide is played and its answer says which stones left the board.
func TestSuicideAnnounced(t *testing.T) {
	h := newHarness(t)
	h.run(alice, "/play opponent:bob size:5 color:black rules:new-zealand")
	h.click(bob, "accept")
	r := h.play("C1", "A1", "A2", "E5", "B2", "B1")
	require.Contains(t, r.Content, "**White** (Bob) played B1, a suicide: 2 white stones removed.\n")
	bd := h.game().Game.Board()
	require.Equal(t, core.Empty, bd.At(core.Pt(0, 0)))
	require.Equal(t, core.Empty, bd.At(core.Pt(1, 0)))
	require.Equal(t, 2, bd.Prisoners(core.Black), "the stones are Black's prisoners")

	// A single stone too: White A1 in Black's corner.
	h2 := newHarness(t)
	h2.run(alice, "/play opponent:bob size:5 color:black rules:new-zealand")
	h2.click(bob, "accept")
	r = h2.play("A2", "E5", "B1", "A1")
	require.Contains(t, r.Content, "**White** (Bob) played A1, a suicide: 1 white stone removed.\n")
}

// TestFinalRecordHasTerritory: the SGF of a game scored to the end marks
// each side's territory, dead stones' points included, on its last node
// (TB and TW), and reads back so.
func TestFinalRecordHasTerritory(t *testing.T) {
	h := newHarness(t)
	startWalls7(t, h, "japanese")
	h.click(alice, "accept score")
	r := h.click(bob, "accept score")
	require.Contains(t, r.Content, "Game over")
	back, err := coresgf.ReadGame(r.Files[1].Data)
	require.NoError(t, err)
	back.GoToEnd()
	last := back.Cursor()
	require.True(t, last.Move().IsPass(), "the territory is on the last node, the final pass")
	points := func(id string) []string {
		v, _ := last.Prop(id)
		var out []string
		for _, s := range v {
			p, err := core.ParseSGF(s, 7)
			require.NoError(t, err, "%s[%s]", id, s)
			out = append(out, p.String())
		}
		sort.Strings(out)
		return out
	}
	// Black: columns A and B, B6 (the dead white stone) included; White:
	// columns E to G, F3 (the dead black stone) included.
	var wantB, wantW []string
	for y := 1; y <= 7; y++ {
		wantB = append(wantB, fmt.Sprintf("A%d", y), fmt.Sprintf("B%d", y))
		wantW = append(wantW, fmt.Sprintf("E%d", y), fmt.Sprintf("F%d", y), fmt.Sprintf("G%d", y))
	}
	sort.Strings(wantB)
	sort.Strings(wantW)
	require.Equal(t, wantB, points("TB"))
	require.Equal(t, wantW, points("TW"))
	// The stored record has them too, and /game sgf gives them again.
	r = h.run(carol, "/game sgf")
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, string(r.Files[0].Data), "TB[")
}

// TestScoringSaysWhenNoStoneIsDead: a count without dead stones says so
// in words, not "crossed out (0)".
func TestScoringSaysWhenNoStoneIsDead(t *testing.T) {
	h := newHarness(t)
	startGame(t, h, "")
	h.play("pass")
	r := h.play("pass")
	require.Contains(t, r.Content, "**Scoring.** No stones are marked dead. Count:")
	require.NotContains(t, r.Content, "(0)")
}
