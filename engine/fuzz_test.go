package engine

import (
	"math"
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// FuzzAnswers feeds engine answers to the parsers: none panics, a move
// read is on the board and reads back from its own vertex, and a score
// is finite.
func FuzzAnswers(f *testing.F) {
	for _, s := range []string{"D4", "pass", "resign", "Z99", "C4 75.00 F4 74.01", "W+1.5 (upper bound: 1.5, lower: 1.5)", "B+0.5", "0", "", "= D4", "I5", "dd", "D4 x", "info move D4 visits 3 scoreLead 1.5 order 0 pv D4 E5 info move pass scoreLead -2", "info move D4 ownership 0.5"} {
		f.Add(s, 9)
	}
	f.Fuzz(func(t *testing.T, ans string, size int) {
		if size < core.MinSize || size > core.MaxSize {
			return
		}
		if r, err := parseGenMove(ans, core.White, size); err == nil && !r.Resign {
			if !r.Move.IsPass() && !r.Move.Point().OnBoard(size) {
				t.Fatalf("%q read as %v, off the %d×%d board", ans, r.Move, size, size)
			}
			back, err := parseGenMove(vertex(r.Move), core.White, size)
			if err != nil || back != r {
				t.Fatalf("%q read as %+v, whose vertex reads as %+v, %v", ans, r, back, err)
			}
		}
		if cs, err := parseTopMoves(ans, core.Black, size); err == nil {
			for _, c := range cs {
				if !c.Move.Point().OnBoard(size) || math.IsNaN(c.Value) {
					t.Fatalf("%q read as %+v", ans, c)
				}
			}
		}
		if cs, err := parseKata(ans, core.White, size); err == nil {
			for _, c := range cs {
				if !c.Move.IsPass() && !c.Move.Point().OnBoard(size) || math.IsNaN(c.Value) {
					t.Fatalf("%q read as %+v", ans, c)
				}
			}
		}
		if s, err := parseScore(ans); err == nil && (math.IsNaN(s) || math.IsInf(s, 0)) {
			t.Fatalf("%q read as score %v", ans, s)
		}
	})
}
