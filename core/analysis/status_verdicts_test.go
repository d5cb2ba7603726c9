package analysis

import (
	"fmt"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/coretest"
	"github.com/gobot-baduk/gobot/internal/testenv"
	"github.com/stretchr/testify/require"
)

// Issue 16, item 3: verdicts a player would laugh at. The properties are
// checked on every checkpoint position of the corpus (midgame_test.go)
// and on random positions; the positions the issue named are regression
// tests of their own.

// checkVerdicts asserts the properties of item 3 on one analysis:
//
//   - every stone of a side is dead only when Benson proves it or the
//     opponent's walls close each of its stones in a small region;
//   - a group has eyes only when it encloses space: its eye space is not
//     empty and nothing but its own stones borders it;
//   - a group's eyes never exceed two per region of its eye space.
func checkVerdicts(t *testing.T, b *core.Board, a *Analysis, what string) {
	t.Helper()
	ben := Benson(b)
	dead := a.Dead()
	for _, c := range [2]core.Color{core.Black, core.White} {
		stones := b.Stones(c)
		if stones.Empty() || stones.Minus(dead).Any() {
			continue
		}
		bd := ben.deadOf(c)
		if stones.Minus(bd).Empty() {
			continue
		}
		walls := b.Stones(c.Opponent()).Minus(dead)
		for region := range core.FullSet(b.Size()).Minus(walls).Components() {
			require.False(t, region.Intersects(&stones) && 4*region.Count() > b.Size()*b.Size(),
				"%s: every %v stone is called dead, one of them in open space\n%v", what, c, b)
		}
	}
	for _, g := range a.Groups() {
		if g.Eyes == 0 {
			continue
		}
		require.True(t, g.eyeSpace.Any(), "%s: the %v group at %v has %v eyes and no enclosed region\n%v", what, g.Color, g.Stones.First(), g.Eyes, b)
		border := g.eyeSpace.Border()
		require.True(t, border.Minus(g.Stones).Empty(), "%s: the eye space of the %v group at %v is bordered by other stones\n%v", what, g.Color, g.Stones.First(), b)
		regions := 0
		for range g.eyeSpace.Components() {
			regions++
		}
		require.LessOrEqual(t, g.Eyes, float64(2*regions), "%s: the %v group at %v: %v eyes from %d regions\n%v", what, g.Color, g.Stones.First(), g.Eyes, regions, b)
	}
}

// TestVerdictsOnCorpus checks the properties on the corpus's checkpoint
// positions (every game under GOBOT_TEST_LONG=1, every fourth otherwise)
// and counts the groups called dead there whose stones end the game
// alive on the board.
func TestVerdictsOnCorpus(t *testing.T) {
	step := testenv.Sample(t, 1, 4, "every fourth game of the corpus")
	var wrongDead [3]int
	for i, cg := range loadCorpus(t) {
		if i%step != 0 || !cg.finished() {
			continue
		}
		end := cg.board(t)
		alive := end.Stones(core.Black).Union(end.Stones(core.White)).Minus(cg.deadSet())
		for k, pct := range checkpoints {
			b := cg.boardAt(t, checkpointMoves(cg, pct))
			a := AnalyzeBoard(b, cg.komi, 0)
			checkVerdicts(t, b, a, fmt.Sprintf("line %d at %d%%", cg.line, pct))
			for _, g := range a.Groups() {
				if g.Status == Dead && g.Stones.Minus(alive).Empty() {
					wrongDead[k]++
				}
			}
		}
	}
	t.Logf("groups called dead at 25/50/75%% whose stones all live at the end: %v", wrongDead)
}

// TestVerdictsOnRandomPositions checks the properties on positions of
// random games (moves that do not fill own eyes) on 9×9, 13×13 and 19×19,
// every tenth move.
func TestVerdictsOnRandomPositions(t *testing.T) {
	games := testenv.Sample(t, 12, 3, "3 random games a size")
	for _, size := range []int{9, 13, 19} {
		for seed := range games {
			randomGame(t, size, uint64(100*size+seed), func(b *core.Board, move int, _ bool) {
				if move%10 == 0 {
					checkVerdicts(t, b, AnalyzeBoard(b, 6.5, 0), fmt.Sprintf("%d×%d game %d, move %d", size, size, seed, move+1))
				}
			})
		}
	}
}

// TestNoSideAllDeadMidgame: corpus positions where the analysis before
// issue 16 called every stone of one side dead, the issue's "every White
// stone on the board dead" in an open 9×9 opening, estimate +73.5: lines
// 82, 120 and 40 at a quarter of the game (four to six White stones,
// each time estimated B+73.5 or so), line 90 at a quarter (every Black
// stone) and line 32 at three quarters (eighteen Black stones, with the
// right side open). None of them is a side that
// cannot make eye space anywhere.
func TestNoSideAllDeadMidgame(t *testing.T) {
	cases := map[int]int{82: 25, 120: 25, 40: 25, 90: 25, 32: 75}
	seen := 0
	for _, cg := range loadCorpus(t) {
		pct, ok := cases[cg.line]
		if !ok {
			continue
		}
		seen++
		b := cg.boardAt(t, checkpointMoves(cg, pct))
		a := AnalyzeBoard(b, cg.komi, 0)
		dead := a.Dead()
		for _, c := range [2]core.Color{core.Black, core.White} {
			require.True(t, b.Stones(c).Minus(dead).Any(), "line %d at %d%%: every %v stone dead\n%v", cg.line, pct, c, b)
		}
		s := a.Score()
		_, final := cg.finalOwners(t)
		t.Logf("line %d at %d%%: estimate %s, GNU Go's final score %+v", cg.line, pct, s.Estimate(), final)
		require.Less(t, abs(s.Margin()), float64(cg.size*cg.size)/2, "line %d at %d%%: estimate %v gives one side most of the board\n%v", cg.line, pct, s.Result(), b)
		require.Positive(t, s.Range, "line %d at %d%%: an open position has a range", cg.line, pct)
		checkVerdicts(t, b, a, fmt.Sprintf("line %d at %d%%", cg.line, pct))
	}
	require.Equal(t, len(cases), seen, "corpus lines missing")
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// TestLoneStonesAreNotOneGroup: with only D4 and T1 on an empty 19×19
// board (the "group at D4 (2 stones, 2 eyes)"), the two stones
// are two groups, with no eyes: the empty board around them encloses
// nothing. Neither is dead.
func TestLoneStonesAreNotOneGroup(t *testing.T) {
	b, err := core.NewBoard(19, core.JapaneseRules)
	require.NoError(t, err)
	for _, v := range []string{"D4", "T1"} {
		_, err := b.Play(core.Black, coretest.Pt(t, v, 19))
		require.NoError(t, err)
	}
	a := AnalyzeBoard(b, 6.5, 0)
	require.Len(t, a.Groups(), 2)
	for _, g := range a.Groups() {
		require.Equal(t, 1, g.Stones.Count(), "group at %v", g.Stones.First())
		require.Zero(t, g.Eyes, "group at %v", g.Stones.First())
		require.NotEqual(t, Dead, g.Status, "group at %v", g.Stones.First())
	}
	checkVerdicts(t, b, a, "D4 and T1")
}

// TestLoneStonesInTheOpeningLive: in a young game, stones with open space
// around them are not dead, even next to an opponent stone: a 9×9
// position of six moves, a White stone attached to each Black one.
func TestLoneStonesInTheOpeningLive(t *testing.T) {
	b := coretest.Board(t, `
		. . . . . . . . .
		. . . . . . . . .
		. . X O . . . . .
		. . . . . . . . .
		. . . . X . . . .
		. . . . O . . . .
		. . . . . . O . .
		. . . . . . X . .
		. . . . . . . . .`)
	a := AnalyzeBoard(b, 6.5, 0)
	require.True(t, a.Dead().Empty(), "dead stones in the opening:\n%v", a.Dead())
	s := a.Score()
	require.Positive(t, s.Range)
}

// TestLeanFollowsTheStones: on a 9×9 board with Black's wall on column C
// and White's on column G, the points behind each wall lean to its side
// and the middle column to nobody much.
func TestLeanFollowsTheStones(t *testing.T) {
	b := coretest.Board(t, `
		. . X . . . O . .
		. . X . . . O . .
		. . X . . . O . .
		. . X . . . O . .
		. . X . . . O . .
		. . X . . . O . .
		. . X . . . O . .
		. . X . . . O . .
		. . X . . . O . .`)
	a := AnalyzeBoard(b, 6.5, 0)
	require.Greater(t, a.Lean(coretest.Pt(t, "A5", 9)), 0.5)
	require.Less(t, a.Lean(coretest.Pt(t, "J5", 9)), -0.5)
	require.InDelta(t, 0, a.Lean(coretest.Pt(t, "E5", 9)), 0.2)
	require.Zero(t, a.Lean(core.NoPoint))
	// The position is symmetric: the estimate is the komi, give or take
	// the rounding, and the open middle gives it a range.
	s := a.Score()
	require.InDelta(t, -6.5, s.Margin(), 1, s.Estimate())
	require.Positive(t, s.Range, s.Estimate())
}
