package analysis

import (
	"fmt"
	"math"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/coretest"
)

// sameInfluence fails the test unless f (updated incrementally) equals a
// full computation on b within 1e-9 at every point, in both distributions
// and for both colours, and describes b's stones.
func sameInfluence(t *testing.T, f *influence, b *core.Board, what string) {
	t.Helper()
	full := newInfluence(b)
	for c := core.Black; c <= core.White; c++ {
		if !f.Stones(c).Equal(b.Stones(c)) {
			t.Fatalf("%s: incremental %v stones differ from the board", what, c)
		}
	}
	worst, at := 0.0, ""
	for d := sameColorShadows; d <= allShadows; d++ {
		for c := core.Black; c <= core.White; c++ {
			for y := 0; y < b.Size(); y++ {
				for x := 0; x < b.Size(); x++ {
					p := core.Pt(x, y)
					if e := math.Abs(f.Potential(d, c, p) - full.Potential(d, c, p)); e > worst {
						worst, at = e, fmt.Sprintf("%v %v at %v: incremental %.12f, full %.12f", d, c, p, f.Potential(d, c, p), full.Potential(d, c, p))
					}
				}
			}
		}
	}
	if worst > 1e-9 {
		t.Fatalf("%s: incremental differs from full by %g (%s)\n%s", what, worst, at, coretest.Draw(b))
	}
}

// TestInfluenceIncrementalReplaysGames replays random games (moves that
// do not fill own eyes, until both pass, so with many captures) and checks
// after every move that Sync equals a full recomputation.
func TestInfluenceIncrementalReplaysGames(t *testing.T) {
	games := map[int]int{5: 6, 9: 4, 13: 2, 19: 2}
	if testing.Short() {
		games = map[int]int{5: 3, 9: 2, 13: 1, 19: 1}
	}
	for _, size := range []int{5, 9, 13, 19} {
		for g := 0; g < games[size]; g++ {
			b, _ := core.NewBoard(size, core.ChineseRules)
			f := newInfluence(b)
			r := core.NewRand(uint64(1000*size + g))
			c, passes, captures := core.Black, 0, 0
			for move := 0; passes < 2 && move < 4*size*size; move++ {
				before := b.Stones(core.Black).Count() + b.Stones(core.White).Count()
				if _, ok := b.PlayRandom(c, r); ok {
					passes = 0
				} else {
					b.Pass(c)
					passes++
				}
				if b.Stones(core.Black).Count()+b.Stones(core.White).Count() <= before && passes == 0 {
					captures++
				}
				f.Sync(b)
				sameInfluence(t, f, b, fmt.Sprintf("%d×%d game %d, move %d", size, size, g, move+1))
				c = c.Opponent()
			}
			if captures == 0 {
				t.Errorf("%d×%d game %d had no capture", size, size, g)
			}
		}
	}
}

// TestInfluenceIncrementalUndoAndSetup checks Sync on jumps that are not
// a move: undo (stones come back, the played stone goes), setup that
// replaces a stone by one of the other colour, a big jump (recomputed in
// full), another board size, and Add and Remove on their own.
func TestInfluenceIncrementalUndoAndSetup(t *testing.T) {
	b, _ := core.NewBoard(9, core.ChineseRules)
	r := core.NewRand(3)
	var history []*core.Board
	c := core.Black
	for i := 0; i < 120; i++ {
		if _, ok := b.PlayRandom(c, r); !ok {
			b.Pass(c)
		}
		history = append(history, b.Clone())
		c = c.Opponent()
	}
	f := newInfluence(history[len(history)-1])
	for i := len(history) - 2; i >= 0; i-- {
		f.Sync(history[i])
		sameInfluence(t, f, history[i], fmt.Sprintf("undo to move %d", i+1))
	}
	f.Sync(history[len(history)-1])
	sameInfluence(t, f, history[len(history)-1], "jump to the end")

	s := history[60].Clone()
	f.Sync(s)
	for i, p := range s.Stones(core.Black).Points()[:5] {
		s.Setup(core.White, p)
		f.Sync(s)
		sameInfluence(t, f, s, fmt.Sprintf("setup: black stone %d turned white", i))
	}
	empties := s.Stones(core.Empty).Points()
	s.Setup(core.Empty, s.Stones(core.White).Points()[:3]...)
	s.Setup(core.Black, empties[:4]...)
	f.Sync(s)
	sameInfluence(t, f, s, "setup: stones removed and added")

	small, _ := core.NewBoard(3, core.ChineseRules)
	small.Setup(core.Black, core.Pt(1, 1), core.Pt(0, 2))
	small.Setup(core.White, core.Pt(2, 0))
	f.Sync(small)
	sameInfluence(t, f, small, "another board size")
	// A 3×3 stone has images across every edge.
	small.Setup(core.White, core.Pt(1, 2))
	f.Sync(small)
	sameInfluence(t, f, small, "3×3: a stone with images on both sides")

	b2, _ := core.NewBoard(7, core.ChineseRules)
	g := newInfluence(b2)
	for i, m := range []struct {
		c core.Color
		p core.Point
	}{{core.Black, core.Pt(3, 3)}, {core.White, core.Pt(4, 3)}, {core.Black, core.Pt(5, 3)}, {core.White, core.Pt(0, 0)}, {core.Black, core.Pt(1, 0)}} {
		g.Add(m.c, m.p)
		b2.Setup(m.c, m.p)
		sameInfluence(t, g, b2, fmt.Sprintf("Add %d", i))
	}
	g.Add(core.White, core.Pt(3, 3)) // occupied: ignored
	g.Add(core.Empty, core.Pt(2, 2)) // not a stone: ignored
	g.Add(core.Black, core.Pt(7, 0)) // off the board: ignored
	g.Remove(core.Pt(2, 2))          // empty: ignored
	sameInfluence(t, g, b2, "ignored Adds and Removes")
	g.Remove(core.Pt(4, 3))
	b2.Setup(core.Empty, core.Pt(4, 3))
	sameInfluence(t, g, b2, "Remove")
}

// TestInfluenceSyncDoesNotAllocate checks the promise that an influence
// allocates nothing after newInfluence: a move and its capture, undone and
// replayed, cost no allocation.
func TestInfluenceSyncDoesNotAllocate(t *testing.T) {
	before := coretest.Board(t, `
		. . . . .
		. X O . .
		X O . O .
		. X O . .
		. . . . .`, coretest.Rules(core.ChineseRules))
	after := before.Clone()
	if _, err := after.Play(core.Black, core.Pt(2, 2)); err != nil {
		t.Fatal(err)
	}
	f := newInfluence(before)
	allocs := testing.AllocsPerRun(20, func() {
		f.Sync(after)
		f.Sync(before)
		_ = f.Potential(allShadows, core.Black, core.Pt(1, 2))
	})
	if allocs != 0 {
		t.Errorf("Sync allocates %v times per move and undo", allocs)
	}
	sameInfluence(t, f, before, "after the round trips")
}
