package analysis

import (
	"fmt"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/stretchr/testify/require"
)

// randomPositions calls f on positions of random games (moves that do not
// fill own eyes) on 9×9, 13×13 and 19×19, every seventh move.
func randomPositions(t *testing.T, games int, f func(b *core.Board, where string)) {
	for _, size := range []int{9, 13, 19} {
		for seed := range games {
			randomGame(t, size, uint64(1000*size+seed), func(b *core.Board, move int, over bool) {
				if move%7 == 0 {
					f(b, fmt.Sprintf("%d×%d game %d, move %d", size, size, seed, move+1))
				}
			})
		}
	}
}

// randomGame plays a random game (moves that do not fill own eyes) on a
// size×size board from seed, up to two passes in a row or 3·size² moves,
// and calls f after each move with its index and whether the game is over.
func randomGame(t *testing.T, size int, seed uint64, f func(b *core.Board, move int, over bool)) {
	b, err := core.NewBoard(size, core.JapaneseRules)
	require.NoError(t, err)
	r := core.NewRand(seed)
	c, passes := core.Black, 0
	for move := 0; move < 3*size*size && passes < 2; move++ {
		if _, ok := b.PlayRandom(c, r); ok {
			passes = 0
		} else {
			b.Pass(c)
			passes++
		}
		c = c.Opponent()
		f(b, move, passes >= 2)
	}
}

// TestTacticsPropertiesOnRandomPositions asks the reader about every chain
// of three liberties or fewer of random positions: each question takes
// its moves back exactly (stones, ko, stacks) and plays at most its budget.
func TestTacticsPropertiesOnRandomPositions(t *testing.T) {
	randomPositions(t, 4, func(b *core.Board, where string) {
		want := newTactics(b)
		for _, h := range b.ChainHeads() {
			if b.Liberties(h) > 3 {
				continue
			}
			tac := newTactics(b)
			for _, q := range []func(core.Point) tacResult{tac.rescueOf, tac.captureOf} {
				q(h)
				require.LessOrEqual(t, tac.nodes, tacBudget, "%s, chain %v", where, h)
				require.Empty(t, tac.frames, "%s, chain %v", where, h)
				require.Empty(t, tac.hist, "%s, chain %v", where, h)
				require.Equal(t, core.NoPoint, tac.ko, "%s, chain %v", where, h)
				require.Equal(t, want.color, tac.color, "%s, chain %v", where, h)
			}
		}
	})
}

// TestTacticsAnalysisBudget: the questions of one analysis, rescues and
// captures, play at most tacAnalysisBudget moves in all.
func TestTacticsAnalysisBudget(t *testing.T) {
	most := 0
	randomPositions(t, 4, func(b *core.Board, where string) {
		e := newStatusEngine(b)
		_, moves := e.tacticallyDead()
		most = max(most, moves)
		require.LessOrEqual(t, moves, tacAnalysisBudget, where)
	})
	t.Logf("the most moves of an analysis: %d", most)
}

// TestAnalyzeEverySizeDeterministic analyses positions of a random game on
// every board size gobot plays on, 2×2 to 25×25, every size moves (every ninth on 9×9) up to
// the end: the analysis does not panic and gives the same dead stones and
// score twice.
func TestAnalyzeEverySizeDeterministic(t *testing.T) {
	for size := core.MinSize; size <= core.MaxSize; size++ {
		randomGame(t, size, uint64(size), func(b *core.Board, move int, over bool) {
			if move%size != 0 && !over {
				return
			}
			a1, a2 := AnalyzeBoard(b, 6.5, 0), AnalyzeBoard(b, 6.5, 0)
			require.Equal(t, a1.Dead(), a2.Dead(), "%d×%d, move %d", size, size, move+1)
			require.Equal(t, a1.Score(), a2.Score(), "%d×%d, move %d", size, size, move+1)
		})
	}
}
