package analysis

import (
	"fmt"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/coretest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The worked cases of Nakamura §4 (Figures 4 to 7). The figures are lost
// from the seed's text; the diagrams here are built to have exactly the
// numbers the text gives for them, and the rule E(p) − 1 (eulerChange) is
// checked against those numbers, the full formula and a flood fill.

// eulerStep checks one stone placed on p next to the linked group g: the
// terms of the formula before and after, the change E(p) − 1 of §4.2, and
// that the change is the difference of the full formula and of the flood
// fill.
func eulerStep(t *testing.T, g core.PointSet, p core.Point, before, after [3]int, change int) {
	t.Helper()
	l, v, c := eulerTerms(g)
	require.Equal(t, before, [3]int{l, v, c}, "links, vertices, closed loops before")
	g2 := g
	g2.Add(p)
	l, v, c = eulerTerms(g2)
	require.Equal(t, after, [3]int{l, v, c}, "links, vertices, closed loops after %v", p)
	earthed := g.Intersects(edgeSets(g.Size()))
	assert.Equal(t, change, eulerChange(&g, p, g.Size(), earthed)-1, "E(%v) − 1", p)
	assert.Equal(t, change, eulerRegions(g2)-eulerRegions(g), "full formula")
	assert.Equal(t, change, floodTruth(g2)-floodTruth(g), "flood fill")
}

// Figure 4: "the black group in Figure 4 has 16 links including 8
// diagonal links, 12 stones and 4 closed loops. The number of enclosed
// regions is calculated as 16 − 12 − 4 + 1 = 1. When the intersection A
// is occupied by a black stone, the numbers of links, stones and closed
// loops increase by 3, 1 and 1, respectively, and the number of enclosed
// regions changes to 19 − 13 − 5 + 1 = 2." And (§4.2) "for the
// intersection A in Figure 4 (a), the change is one, since E(A) = 2".
func TestEulerFigure4(t *testing.T) {
	g := blackGroup(t, `
		. . . . . . . . .
		. . . . . . . . .
		. . . X X . . . .
		. . X . X . . . .
		. . X . . X . . .
		. . X X . . X . .
		. . . X X X . . .
		. . . . . . . . .
		. . . . . . . . .`)
	require.Equal(t, 8, g.AdjacentPairs(), "8 adjacent links, so 8 diagonal ones")
	require.Equal(t, 1, eulerRegions(g))
	a := coretest.Pt(t, "E5", 9)
	require.Equal(t, 2, eulerChange(&g, a, 9, false), "E(A)")
	eulerStep(t, g, a, [3]int{16, 12, 4}, [3]int{19, 13, 5}, 1)
	require.Equal(t, 2, eulerRegions(g.Union(core.NewPointSet(9, a))))
}

// Figure 5: a group in the corner, closed by the earth. "The group in
// Figure 5 (a) has 11 links including 3 virtual links, 8 stones including
// earth and 3 closed loops, the number of open loops is N = 11 − 8 − 3 +
// 1 = 1. After placing a black stone at A, the number changes to N = 13 −
// 9 − 3 + 1 = 2." A matches Figure 7 (c) ("the change is one, if the
// group is earthed"): on the edge, its neighbours along the edge empty,
// linked to the group by a diagonal.
func TestEulerFigure5(t *testing.T) {
	g := blackGroup(t, `
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. X X . . . . . .
		. X . X . . . . .
		X X . X . . . . .`)
	require.Equal(t, 3, g.Intersect(core.EdgeSet(9)).Count(), "3 virtual links to the earth")
	eulerStep(t, g, coretest.Pt(t, "A4", 9), [3]int{11, 8, 3}, [3]int{13, 9, 3}, 1)
}

// Figure 7 (c) on its own: a stone on the edge linked to the group by a
// diagonal only, its neighbours along the edge empty. "The change is one,
// if the group is earthed, and zero otherwise."
func TestEulerFigure7Edge(t *testing.T) {
	p := core.Pt(2, 0) // C1
	t.Run("earthed", func(t *testing.T) {
		// A1 earths the group; C1 closes B1 between A1, B2, C1 and the earth.
		g := blackGroup(t, `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. X . . . . .
			X . . . . . .`)
		eulerStep(t, g, p, [3]int{2, 3, 0}, [3]int{4, 4, 0}, 1)
	})
	t.Run("not earthed", func(t *testing.T) {
		// C1 earths the group: a virtual link, a diagonal, the stone and
		// the earth, and no region.
		g := blackGroup(t, `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . X . . . .
			. X . . . . .
			. . . . . . .`)
		eulerStep(t, g, p, [3]int{1, 2, 0}, [3]int{3, 4, 0}, 0)
	})
}

// Figure 7 (e) and (f), the corner point. With the earth on both sides
// the corner point's neighbours are N, NE and E.
func TestEulerFigure7Corner(t *testing.T) {
	for _, tc := range []struct {
		name    string
		diagram string
		change  int
	}{
		{
			// Diagonal only, group off the edge: the stone earths it,
			// closing nothing.
			name: "diagonal, not earthed",
			diagram: `. . . . .
			          . . . . .
			          . X X . .
			          . X . . .
			          . . . . .`,
			change: 0,
		},
		{
			// Diagonal only, group earthed elsewhere: the corner stone
			// closes the region between it, the group and the earth.
			name: "diagonal, earthed",
			diagram: `. . . . .
			          . . . . .
			          X X X . .
			          . X . . .
			          . . . . .`,
			change: 1,
		},
		{
			name: "one orthogonal neighbour",
			diagram: `. . . . .
			          . . . . .
			          . . . . .
			          X . . . .
			          . . . . .`,
			change: 0,
		},
		{
			// Filling a one-point eye in the corner.
			name: "both orthogonal neighbours",
			diagram: `. . . . .
			          . . . . .
			          . . . . .
			          X X . . .
			          . X . . .`,
			change: -1,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := blackGroup(t, tc.diagram)
			p := core.Pt(0, 0)
			g2 := g
			g2.Add(p)
			assert.Equal(t, tc.change, eulerChange(&g, p, 5, g.Intersects(edgeSets(5)))-1, "E(A1) − 1")
			assert.Equal(t, tc.change, eulerRegions(g2)-eulerRegions(g), "full formula")
			assert.Equal(t, tc.change, floodTruth(g2)-floodTruth(g), "flood fill")
		})
	}
}

// Figure 6's kind of pattern, all of them: every pattern of the eight
// neighbours of a centre point, each joined into one linked group by a
// ring two lines out. E(p) − 1 (§4.2) equals the change of the full
// formula and of the flood fill for all 256, and a few named ones have
// the E(p) the text's definition gives by hand.
func TestEulerChangeCentrePatterns(t *testing.T) {
	const size = 9
	p := core.Pt(4, 4)
	offs := [8]core.Point{core.Stride, core.Stride + 1, 1, 1 - core.Stride, -core.Stride, -core.Stride - 1, -1, core.Stride - 1} // N NE E SE S SW W NW
	ring := core.NewPointSet(size)
	for dy := -2; dy <= 2; dy++ {
		for dx := -2; dx <= 2; dx++ {
			if max(dx, -dx, dy, -dy) == 2 {
				ring.Add(core.Pt(4+dx, 4+dy))
			}
		}
	}
	named := map[int]struct {
		name string
		e    int
	}{
		0b00000001: {"N only: one run", 1},
		0b00010001: {"N and S: the stone bridges, closing a region", 2},
		0b01010101: {"N, E, S, W: a one-point eye filled", 0},
		0b11111111: {"all eight", 0},
		0b00000010: {"NE only, a diagonal link", 1},
		0b00100010: {"NE and SW, two diagonals", 2},
		0b10101010: {"the four diagonals", 4},
		0b00000111: {"N, NE, E", 1},
		0b00000011: {"N and NE (Figure 4's A has these and SW)", 1},
		0b00100011: {"Figure 4's A: N, NE and SW", 2},
	}
	for m := 1; m < 256; m++ { // 0: p is not linked to the group
		g := ring
		for i, o := range offs {
			if m&(1<<i) != 0 {
				g.Add(p + o)
			}
		}
		g2 := g
		g2.Add(p)
		e := eulerChange(&g, p, size, false)
		what := fmt.Sprintf("pattern %08b", m)
		require.Equal(t, eulerRegions(g2)-eulerRegions(g), e-1, "%s: full formula", what)
		require.Equal(t, floodTruth(g2)-floodTruth(g), e-1, "%s: flood fill", what)
		if n, ok := named[m]; ok {
			assert.Equal(t, n.e, e, "%s (%s): E(p)", what, n.name)
		}
	}
}

// Figure 7's kind of pattern on the edge and in the corner, all of them:
// every pattern of an edge point's five neighbours, joined into one
// linked group by an arch off the edge, with and without a foot that
// earths it; and every pattern of a corner point's three neighbours.
func TestEulerChangeEdgePatterns(t *testing.T) {
	const size = 9
	p := core.Pt(4, 0)
	offs := [5]core.Point{-1, core.Stride - 1, core.Stride, core.Stride + 1, 1} // W NW N NE E
	arch := core.NewPointSet(size, core.Pt(2, 1), core.Pt(2, 2), core.Pt(3, 2), core.Pt(4, 2), core.Pt(5, 2), core.Pt(6, 2), core.Pt(6, 1))
	check := func(g core.PointSet, p core.Point, what string) {
		t.Helper()
		g2 := g
		g2.Add(p)
		change := eulerChange(&g, p, size, g.Intersects(edgeSets(size))) - 1
		require.Equal(t, eulerRegions(g2)-eulerRegions(g), change, "%s: full formula", what)
		require.Equal(t, floodTruth(g2)-floodTruth(g), change, "%s: flood fill", what)
	}
	for m := 1; m < 32; m++ {
		for _, foot := range []bool{false, true} {
			g := arch
			if foot {
				g.Add(core.Pt(1, 0))
			}
			for i, o := range offs {
				if m&(1<<i) != 0 {
					g.Add(p + o)
				}
			}
			check(g, p, fmt.Sprintf("edge pattern %05b, foot %v", m, foot))
		}
	}
	for m := 1; m < 8; m++ {
		g := core.NewPointSet(size)
		for i, q := range [3]core.Point{core.Pt(0, 1), core.Pt(1, 1), core.Pt(1, 0)} { // N NE E
			if m&(1<<i) != 0 {
				g.Add(q)
			}
		}
		check(g, core.Pt(0, 0), fmt.Sprintf("corner pattern %03b", m))
	}
}
