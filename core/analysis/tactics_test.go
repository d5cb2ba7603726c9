package analysis

import (
	"os"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/coretest"
	"github.com/stretchr/testify/require"
)

// TestTacticsReadings reads one marked chain (x or o) of each diagram with
// its opponent moving first (capture) and with its owner moving first
// (rescue).
func TestTacticsReadings(t *testing.T) {
	for _, tc := range []struct {
		name            string
		diagram         string
		capture, rescue tacResult
	}{
		{"ladder", `
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . O O . . .
			. . . O x . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .`, tacYes, tacYes},
		{"ladder in atari", `
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . O O . . .
			. . . O x . . . .
			. . . . O . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .`, tacYes, tacNo},
		{"ladder breaker", `
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . O O . . .
			. . . O x . . . .
			. . . . O . . . .
			. . . . . . . . .
			. . . . . . . X .
			. . . . . . . . .`, tacYes, tacYes},
		{"net", `
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . O . . .
			. . . O x . . . .
			. . . . O . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .`, tacYes, tacYes},
		{"four liberties", `
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . x . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .`, tacNo, tacYes},
		{"snapback", `
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			X X X X . . . . .
			o O O X . . . . .
			. . O X . . . . .`, tacYes, tacNo},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := coretest.Parse(t, tc.diagram)
			b := d.Board(t)
			pts := append(d.Points('x'), d.Points('o')...)
			require.NotEmpty(t, pts)
			tac := newTactics(b)
			require.Equal(t, tc.capture, tac.captureOf(pts[0]), "capture")
			require.Equal(t, tc.rescue, tac.rescueOf(pts[0]), "rescue")
			require.Empty(t, tac.frames, "the reading takes its moves back")
			require.Equal(t, newTactics(b).color, tac.color)
		})
	}
}

// TestTacticsMidgame measures, on the tuning half only, the mid-game
// estimate with and without the tactically dead chains (tacticsMaxLibs),
// and counts the chains whose being dead the reader changes, right when
// the end agrees (most of the chain's stones its owner's at the end or
// not). It runs only when GOBOT_TUNE_MIDGAME is set.
func TestTacticsMidgame(t *testing.T) {
	if os.Getenv("GOBOT_TUNE_MIDGAME") == "" {
		t.Skip("GOBOT_TUNE_MIDGAME is not set")
	}
	var tuning []*corpusGame
	for _, cg := range loadCorpus(t) {
		if cg.finished() && cg.line%2 == 0 {
			tuning = append(tuning, cg)
		}
	}
	defer func(m int) { tacticsMaxLibs = m }(tacticsMaxLibs)
	for _, m := range []int{0, 1, 2, 3} {
		tacticsMaxLibs = m
		r := measureMidgame(t, tuning, nil, 0)
		var right, wrong [3]int
		if m > 0 {
			for _, cg := range tuning {
				final, _ := cg.finalOwners(t)
				for i, pct := range checkpoints {
					b := cg.boardAt(t, checkpointMoves(cg, pct))
					tacticsMaxLibs = 0
					before := AnalyzeBoard(b, cg.komi, 0).Dead()
					tacticsMaxLibs = m
					after := AnalyzeBoard(b, cg.komi, 0).Dead()
					for _, h := range b.ChainHeads() {
						ch := b.Chain(h)
						if ch.Intersects(&before) == ch.Intersects(&after) {
							continue
						}
						lived := 0
						for p := range ch.All() {
							if final[p] == b.At(h) {
								lived++
							}
						}
						if (2*lived > ch.Count()) != ch.Intersects(&after) {
							right[i]++
						} else {
							wrong[i]++
						}
					}
				}
			}
		}
		t.Logf("tacticsMaxLibs %d: %s chains flipped right/wrong at 25/50/75%%: %d/%d %d/%d %d/%d", m, r.summary(),
			right[0], wrong[0], right[1], wrong[1], right[2], wrong[2])
	}
}

// TestTacticallyDeadChains checks that the verdicts take the chains the
// reader captures whoever moves first as dead, on corpus line 216 at 75%
// of its moves (13×13, Black to move): six white stones at the top left,
// in chains of two and three liberties, which the eye count called alive
// with two eyes and which Black captured (GNU Go's dead at the end).
func TestTacticallyDeadChains(t *testing.T) {
	var cg *corpusGame
	for _, g := range loadCorpus(t) {
		if g.line == 216 {
			cg = g
		}
	}
	require.NotNil(t, cg)
	b := cg.boardAt(t, checkpointMoves(cg, 75))
	white := coretest.Pts(t, "B13 D13 A12 C12 E12 D11", 13)
	for _, p := range white {
		require.Equal(t, core.White, b.At(p))
		require.Equal(t, Dead, AnalyzeBoard(b, cg.komi, 0).Status(p), "%v", p)
	}
	defer func(m int) { tacticsMaxLibs = m }(tacticsMaxLibs)
	tacticsMaxLibs = 0
	require.NotEqual(t, Dead, AnalyzeBoard(b, cg.komi, 0).Status(white[0]), "without the reader")
}

// TestTacticsLeaveSeki: in the corner seki of a finished 9×9 game (the
// one render's TestSekiWhileScoring draws), Black's throw-in at B9 makes
// the capture a bent three, so the reader kills White's five stones
// whoever moves first; the chains in such a closed race are left to the
// status engine, which calls both sides seki (as GNU Go does).
func TestTacticsLeaveSeki(t *testing.T) {
	d := coretest.Parse(t, `
		x.oXXO...
		x.oXXO.O.
		oooXXOO.O
		XXXXXO.O.
		.X..XOOOO
		X.X.XO...
		.X.XXO.O.
		X..XOOO.O
		.X.XO.O..`)
	b := d.Board(t)
	white := d.Points('o')[0]
	tac := newTactics(b)
	require.Equal(t, tacNo, tac.rescueOf(white))
	require.Equal(t, tacYes, tac.captureOf(white))
	a := AnalyzeBoard(b, 6.5, 0)
	for _, p := range append(d.Points('x'), d.Points('o')...) {
		require.Equal(t, Seki, a.Status(p), "%v", p)
	}
}

// TestTacticsCaptureBesideAWall: a Black chain of 19 stones on the first
// line of a 21×21 board, in atari under a White wall, escapes by taking
// the White stone in atari at its end, which joins it to the Black
// stones on the right. The defender tries that capture, however many
// times the wall (one chain, of many liberties) touches the chain: it
// used to take one of eight places for each part of the wall its early
// stopping scan had not marked, and the capture found none left.
func TestTacticsCaptureBesideAWall(t *testing.T) {
	const n = 21
	rows := make([]string, n)
	for y := range rows {
		r := []byte(strings.Repeat(".", n))
		switch y {
		case 0:
			copy(r, strings.Repeat("x", n-2)+"OX")
		case 1:
			copy(r, strings.Repeat("O", n-3))
			r[n-1] = 'X'
		case 2:
			r[n-3], r[n-1] = 'O', 'X'
		case 3, 4:
			r[n-1] = 'X'
		}
		rows[n-1-y] = string(r)
	}
	d := coretest.Parse(t, strings.Join(rows, "\n"))
	b := d.Board(t)
	x := d.Points('x')[0]
	require.Equal(t, 1, b.Liberties(x))
	require.Equal(t, tacYes, newTactics(b).rescueOf(x))
	require.NotEqual(t, Dead, AnalyzeBoard(b, 6.5, 0).Status(x))
}

// TestTacticsRaceOfThree: a capturing race of three liberties a side, none
// shared, which the side to move wins by filling the other's liberties;
// the reader used to call both chains dead (each captured whoever moves
// first), as its defender never filled an opponent's liberty.
func TestTacticsRaceOfThree(t *testing.T) {
	d := coretest.Parse(t, `
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		O O O O O X X X X
		O O O . x o . X X
		O O O O x o X X X
		O O O O x o X X X
		. . O . x o . X .
		. . O . x o . X .`)
	b := d.Board(t)
	a := AnalyzeBoard(b, 6.5, 0)
	for _, p := range []core.Point{d.Points('x')[0], d.Points('o')[0]} {
		require.Equal(t, 3, b.Liberties(p))
		require.Equal(t, tacYes, newTactics(b).rescueOf(p), "%v", p)
		require.NotEqual(t, Dead, a.Status(p), "%v", p)
	}
}
