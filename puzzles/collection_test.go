package puzzles

import (
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/stretchr/testify/require"
)

func TestBuiltinCollectionLoads(t *testing.T) {
	c, err := Builtin()
	require.NoError(t, err)
	require.GreaterOrEqual(t, c.Len(), 25)
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
	c, err := Builtin()
	require.NoError(t, err)
	for _, p := range c.All() {
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
			checkLine(t, s, p, b, p.Solution())
			_ = attacker
		})
	}
}

func checkLine(t *testing.T, s *Solver, p *Puzzle, b *core.Board, n *Node) {
	t.Helper()
	for _, c := range n.Children() {
		m := c.Move()
		if m.Color() == p.ToPlay() {
			w, err := s.Judge(p.Problem(b), m, false)
			require.NoError(t, err)
			require.Equal(t, c.Correct(), w, "%s: %v after %v is marked correct=%v", p.ID(), m, n.Move(), c.Correct())
		}
		nb := b.Clone()
		_, err := nb.Play(m.Color(), m.Point())
		require.NoError(t, err)
		checkLine(t, s, p, nb, c)
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
