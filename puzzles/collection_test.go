package puzzles

import (
	"fmt"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/internal/testenv"
	"github.com/stretchr/testify/require"
)

// proofSet returns the puzzles the proving tests cover: every hand-made
// one, and the generated supply: all of it with GOBOT_TEST_LONG=1, an
// evenly spread sample otherwise.
func proofSet(t *testing.T) []*Puzzle {
	t.Helper()
	hand, err := HandMade()
	require.NoError(t, err)
	gen, err := LoadSupply(supply, "supply")
	require.NoError(t, err)
	var sample []*Puzzle
	const n = 12
	for i := 0; i < gen.Len() && len(sample) < n; i += max(1, gen.Len()/n) {
		sample = append(sample, gen.All()[i])
	}
	out := append([]*Puzzle(nil), hand.All()...)
	return append(out, testenv.Sample(t, gen.All(), sample, fmt.Sprintf("%d of the %d generated puzzles", len(sample), gen.Len()))...)
}

// TestSupplyCounts checks the shipped supply against what the daily
// schedule needs: at least 3,650 generated problems, at least 500 at each
// level, enough at each level for ten years of its weekdays, and every
// goal, board size and region represented. It also bounds Builtin's
// loading time loosely (the benchmark measures it).
func TestSupplyCounts(t *testing.T) {
	start := time.Now()
	gen, err := LoadSupply(supply, "supply")
	require.NoError(t, err)
	t.Logf("LoadSupply: %d puzzles in %v", gen.Len(), time.Since(start))
	require.GreaterOrEqual(t, gen.Len(), 3650)
	levels := map[int]int{}
	goals := map[Goal]int{}
	sizes := map[int]int{}
	for _, p := range gen.All() {
		levels[p.Difficulty()]++
		goals[p.Goal()]++
		sizes[p.Size()]++
	}
	perWeek := map[int]int{}
	for _, l := range weekdayLevel {
		perWeek[l]++
	}
	for l := 1; l <= 5; l++ {
		// A level asked k times a week needs 522·k puzzles: 522 weeks are
		// 3,654 days.
		require.GreaterOrEqual(t, levels[l], max(500, 522*perWeek[l]), "level %d", l)
	}
	require.NotZero(t, goals[Live])
	require.NotZero(t, goals[Kill])
	for _, n := range []int{9, 13, 19} {
		require.NotZero(t, sizes[n], "no %d×%d problem", n, n)
	}
	t.Logf("levels %v, goals live %d kill %d, sizes %v", levels, goals[Live], goals[Kill], sizes)
}

func TestBuiltinCollectionLoads(t *testing.T) {
	c, err := Builtin()
	require.NoError(t, err)
	hand, err := HandMade()
	require.NoError(t, err)
	require.GreaterOrEqual(t, c.Len(), 25)
	for _, p := range hand.All() {
		require.Same(t, p, c.ByID(p.ID()), "the hand-made %s stays", p.ID())
	}
	levels := map[int]int{}
	for _, p := range c.All() {
		levels[p.Difficulty()]++
		require.NotEmpty(t, p.Intro(), p.ID())
		require.Same(t, p, c.ByID(p.ID()))
	}
	for d := 1; d <= 4; d++ {
		require.NotZero(t, levels[d], "no puzzle of difficulty %d", d)
	}
}

// TestBuiltinSolutionsAreProved is the guard that no puzzle gives a player
// a wrong answer: the solver proves every move of every solution tree.
// The player's moves marked correct must win against every defence, those
// marked wrong must lose, and the correct first moves must be exactly the
// winning first moves (no winning move goes unrecognised).
func TestBuiltinSolutionsAreProved(t *testing.T) {
	for _, p := range proofSet(t) {
		t.Run(p.ID(), func(t *testing.T) {
			s := NewSolver(0)
			b, err := p.Board()
			require.NoError(t, err)
			prob := p.Problem(b)
			attacker := p.Defender().Opponent()
			first := p.ToPlay()
			// The puzzle is not already decided: the opponent moving first
			// would win (otherwise there is nothing to solve).
			w, err := s.Wins(prob, first.Opponent(), false)
			require.NoError(t, err)
			require.True(t, w, "%s: %v would win even if %v passed first", p.ID(), first.Opponent(), first)
			winning := map[core.Point]bool{}
			for q := range p.Region().Intersect(b.Stones(core.Empty)).All() {
				w, err := s.Judge(prob, core.Play(first, q), false)
				if err != nil {
					continue
				}
				if w {
					winning[q] = true
				}
			}
			marked := map[core.Point]bool{}
			for _, n := range p.Solution().Children() {
				if n.Correct() {
					marked[n.Move().Point()] = true
				}
			}
			require.Equal(t, winning, marked, "%s: the correct first moves are not exactly the winning ones", p.ID())
			require.NoError(t, p.CheckTree(s))
			_ = attacker
		})
	}
}

func TestBoundsAndSGF(t *testing.T) {
	c, err := Builtin()
	require.NoError(t, err)
	for _, p := range c.All() {
		lo, hi := p.Bounds()
		require.True(t, lo.OnBoard(p.Size()) && hi.OnBoard(p.Size()), p.ID())
		for q := range p.Region().Union(p.Target()).All() {
			require.True(t, q.X() >= lo.X() && q.X() <= hi.X() && q.Y() >= lo.Y() && q.Y() <= hi.Y(), "%s: %v outside %v-%v", p.ID(), q, lo, hi)
		}
		require.Less(t, (hi.X()-lo.X()+1)*(hi.Y()-lo.Y()+1), 19*19/2, "%s is a local problem", p.ID())
		again, err := Parse(p.ID(), p.SGF())
		require.NoError(t, err)
		require.Equal(t, p.GoalText(), again.GoalText())
	}
	p := c.ByID("straight-three-kill")
	lo, hi := p.Bounds()
	// The region is D19-F19 and the target C18-G18 with C19 and G19.
	require.Equal(t, "A16", lo.String())
	require.Equal(t, "J19", hi.String())
}
