package puzzles

import (
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/stretchr/testify/require"
)

func puzzleByID(t *testing.T, id string) *Puzzle {
	t.Helper()
	c, err := Builtin()
	require.NoError(t, err)
	p := c.ByID(id)
	require.NotNil(t, p, id)
	return p
}

// TestMainLinesSolve walks every puzzle's main line through Play, the way a
// player answering move by move would: every move is correct, the replies
// are the book's, and the last move solves the puzzle.
func TestMainLinesSolve(t *testing.T) {
	c, err := Builtin()
	require.NoError(t, err)
	s := NewSolver(0)
	for _, p := range c.All() {
		var line []core.Move
		main := p.MainLine()
		require.NotEmpty(t, main, p.ID())
		for i := 0; i < len(main); i += 2 {
			v, err := p.Play(s, line, main[i].Move().Point())
			require.NoError(t, err, p.ID())
			require.True(t, v.Correct, "%s move %d", p.ID(), i+1)
			require.False(t, v.OffBook)
			require.Equal(t, main[i].Comment(), v.Comment)
			line = append(line, v.Move)
			if i+1 < len(main) {
				require.Equal(t, main[i+1].Move(), v.Reply, p.ID())
				line = append(line, v.Reply)
			}
			require.Equal(t, i+2 >= len(main), v.Solved, "%s move %d", p.ID(), i+1)
		}
	}
}

func TestPlayWrongAndOffBook(t *testing.T) {
	p := puzzleByID(t, "straight-three-kill")
	s := NewSolver(0)
	// E19 is the vital point; D19 is wrong and White answers at E19.
	v, err := p.Play(s, nil, core.Pt(3, 18))
	require.NoError(t, err)
	require.False(t, v.Correct)
	require.Contains(t, v.Comment, "Wrong")
	require.Equal(t, core.Play(core.White, core.Pt(4, 18)), v.Reply)
	require.False(t, v.Solved)

	v, err = p.Play(s, nil, core.Pt(4, 18))
	require.NoError(t, err)
	require.True(t, v.Correct)
	line := []core.Move{v.Move, v.Reply}
	// After E19 and White's D19, every legal black move is judged by the
	// book or the solver; the solver agrees with Judge.
	b, _, _, err := p.replay(line)
	require.NoError(t, err)
	for q := range p.Region().Intersect(b.Stones(core.Empty)).All() {
		v, err := p.Play(s, line, q)
		if err != nil {
			continue
		}
		w, err := s.Judge(p.Problem(b), core.Play(core.Black, q), false)
		require.NoError(t, err)
		require.Equal(t, w, v.Correct, "%v", q)
	}
}

func TestPlayErrors(t *testing.T) {
	p := puzzleByID(t, "straight-three-kill")
	s := NewSolver(0)
	_, err := p.Play(s, nil, core.Pt(2, 18)) // White's stone
	require.ErrorIs(t, err, core.ErrOccupied)
	_, err = p.Play(s, nil, core.Pt(10, 10))
	require.ErrorIs(t, err, ErrOutsideRegion)
	_, err = p.Play(s, []core.Move{core.Play(core.White, core.Pt(4, 18))}, core.Pt(5, 18))
	require.ErrorIs(t, err, ErrLine)
	_, err = p.Play(s, []core.Move{core.Play(core.Black, core.Pt(4, 18))}, core.Pt(5, 18))
	require.ErrorIs(t, err, ErrLine, "a line must end with the opponent's reply")
}

func TestHint(t *testing.T) {
	s := NewSolver(0)
	for _, p := range proofSet(t) {
		q, err := p.Hint(s, nil)
		require.NoError(t, err)
		n := p.Solution().Child(core.Play(p.ToPlay(), q))
		require.NotNil(t, n, p.ID())
		require.True(t, n.Correct(), p.ID())
		require.Contains(t, p.HintText(q), "The key point is ")
	}
	p := puzzleByID(t, "straight-three-kill")
	// After a wrong move and its refutation nothing works any more.
	_, err := p.Hint(s, []core.Move{core.Play(core.Black, core.Pt(3, 18)), core.Play(core.White, core.Pt(4, 18))})
	require.ErrorIs(t, err, ErrLine)
}

// TestCheckTreeFindsAWrongMark: a wrong first move marked correct is
// found, named, and wrapped in ErrTree.
func TestCheckTreeFindsAWrongMark(t *testing.T) {
	c, err := Builtin()
	require.NoError(t, err)
	p := c.ByID("straight-three-kill")
	s := NewSolver(0)
	require.NoError(t, p.CheckTree(s))
	src := string(p.SGF())
	i := strings.Index(src, "BM[1]")
	require.Positive(t, i)
	bad, err := Parse("bad", []byte(src[:i]+"TE[1]"+src[i+len("BM[1]"):]))
	require.NoError(t, err)
	err = bad.CheckTree(s)
	require.ErrorIs(t, err, ErrTree)
	require.Contains(t, err.Error(), "is marked correct=true")
}
