package puzzles

import (
	"errors"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/internal/gnugo"
	"github.com/stretchr/testify/require"
)

// TestBuiltinAgainstGNUGo asks GNU Go's life-and-death reader (owl) about
// every hand-made puzzle (the generated supply is compared in package
// puzzles/generate, which records where owl and the solver differ) and compares with the book: the player moving
// first succeeds with one of the book's correct first moves, and the
// opponent moving first succeeds too (the puzzle is not settled already).
// Seki and ko count as in the solver: owl's ko results are reported.
func TestBuiltinAgainstGNUGo(t *testing.T) {
	e, err := gnugo.Start("--level", "10")
	if errors.Is(err, gnugo.ErrNotInstalled) {
		t.Skip("GNU Go is not installed; install the gnugo package to compare puzzles with it")
	}
	require.NoError(t, err)
	defer e.Close()
	c, err := HandMade()
	require.NoError(t, err)
	for _, p := range c.All() {
		t.Run(p.ID(), func(t *testing.T) {
			_, err := e.Sendf("boardsize %d", p.Size())
			require.NoError(t, err)
			_, err = e.Send("clear_board")
			require.NoError(t, err)
			for _, col := range []core.Color{core.Black, core.White} {
				for _, q := range p.Stones(col) {
					_, err := e.Sendf("play %s %s", col, q)
					require.NoError(t, err)
				}
			}
			tg := p.Target()
			target := tg.First()
			first, second := "owl_attack", "owl_defend"
			if p.Goal() == Live {
				first, second = second, first
			}
			ans, err := e.Sendf("%s %s", first, target)
			require.NoError(t, err)
			f := strings.Fields(ans)
			require.NotEmpty(t, f)
			require.Equal(t, "1", f[0], "%s %v: GNU Go says %q; the book's answers are %v", first, target, ans, correctFirst(p))
			if len(f) > 1 {
				q, err := core.ParseGTP(f[1], p.Size())
				require.NoError(t, err)
				n := p.Solution().Child(core.Play(p.ToPlay(), q))
				if n == nil || !n.Correct() {
					t.Errorf("GNU Go's %s is %v; the book's correct first moves are %v", first, q, correctFirst(p))
				}
			}
			ans, err = e.Sendf("%s %s", second, target)
			require.NoError(t, err)
			f = strings.Fields(ans)
			require.NotEmpty(t, f)
			require.Equal(t, "1", f[0], "%s %v (the opponent moving first): GNU Go says %q", second, target, ans)
		})
	}
}

func correctFirst(p *Puzzle) []string {
	var out []string
	for _, n := range p.Solution().Children() {
		if n.Correct() {
			out = append(out, n.Move().Point().String())
		}
	}
	return out
}
