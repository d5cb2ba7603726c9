package analysis

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gobot-baduk/gobot/core"
)

// cell is a point of a polyomino, before it is placed on a board.
type cell struct{ x, y int }

// shape is a polyomino, normalized so that its smallest x and y are 0 and
// its cells are sorted.
type shape []cell

func (s shape) normalize() shape {
	minX, minY := 1<<30, 1<<30
	for _, c := range s {
		minX, minY = min(minX, c.x), min(minY, c.y)
	}
	out := make(shape, len(s))
	for i, c := range s {
		out[i] = cell{c.x - minX, c.y - minY}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].y != out[j].y {
			return out[i].y < out[j].y
		}
		return out[i].x < out[j].x
	})
	return out
}

func (s shape) key() string {
	var b strings.Builder
	for _, c := range s {
		fmt.Fprintf(&b, "%d,%d;", c.x, c.y)
	}
	return b.String()
}

func (s shape) transform(f func(cell) cell) shape {
	out := make(shape, len(s))
	for i, c := range s {
		out[i] = f(c)
	}
	return out.normalize()
}

// fixedPolyominoes returns every fixed polyomino (distinct up to
// translation) with 1 to n cells: 1, 2, 6, 19, 63, 216, 760, ...
func fixedPolyominoes(n int) [][]shape {
	bySize := make([][]shape, n+1)
	bySize[1] = []shape{{{0, 0}}}
	for k := 2; k <= n; k++ {
		seen := map[string]bool{}
		for _, s := range bySize[k-1] {
			have := map[cell]bool{}
			for _, c := range s {
				have[c] = true
			}
			for _, c := range s {
				for _, d := range []cell{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
					nc := cell{c.x + d.x, c.y + d.y}
					if have[nc] {
						continue
					}
					t := append(append(shape{}, s...), nc).normalize()
					if k := t.key(); !seen[k] {
						seen[k] = true
						bySize[len(t)] = append(bySize[len(t)], t)
					}
				}
			}
		}
	}
	return bySize
}

// reduce keeps one shape of every class under the given symmetries.
func reduce(shapes []shape, syms []func(cell) cell) []shape {
	seen := map[string]bool{}
	var out []shape
	for _, s := range shapes {
		if seen[s.key()] {
			continue
		}
		out = append(out, s)
		for _, f := range syms {
			seen[s.transform(f).key()] = true
		}
	}
	return out
}

var (
	symIdentity = func(c cell) cell { return c }
	// The eight symmetries of the square, for shapes in the centre.
	symAll = []func(cell) cell{
		symIdentity,
		func(c cell) cell { return cell{-c.x, c.y} },
		func(c cell) cell { return cell{c.x, -c.y} },
		func(c cell) cell { return cell{-c.x, -c.y} },
		func(c cell) cell { return cell{c.y, c.x} },
		func(c cell) cell { return cell{-c.y, c.x} },
		func(c cell) cell { return cell{c.y, -c.x} },
		func(c cell) cell { return cell{-c.y, -c.x} },
	}
	// Shapes on the lower edge keep their symmetry under a left–right
	// mirror; shapes in the lower-left corner under the diagonal mirror.
	symEdge   = []func(cell) cell{symIdentity, func(c cell) cell { return cell{-c.x, c.y} }}
	symCorner = []func(cell) cell{symIdentity, func(c cell) cell { return cell{c.y, c.x} }}
)

// placement is a region placed on a board.
type placement struct {
	where  string // "centre", "edge" or "corner"
	region core.PointSet
}

// solverBoardSize is large enough for any shape of up to 8 cells placed
// two lines from the edges, with room for the enclosing group.
const solverBoardSize = 13

// placements returns the regions of up to n points in the centre, on the
// edge and in the corner of a board, up to symmetry, leaving out shapes
// that enclose a point (the enclosing group would not be one group).
func placements(n int) []placement {
	var out []placement
	for k, shapes := range fixedPolyominoes(n) {
		if k == 0 {
			continue
		}
		for _, pl := range []struct {
			where  string
			syms   []func(cell) cell
			dx, dy int
		}{
			{"centre", symAll, 2, 2},
			{"edge", symEdge, 2, 0},
			{"corner", symCorner, 0, 0},
		} {
			for _, s := range reduce(shapes, pl.syms) {
				r := core.NewPointSet(solverBoardSize)
				for _, c := range s {
					r.Add(core.Pt(c.x+pl.dx, c.y+pl.dy))
				}
				if !simplyConnected(r) {
					continue
				}
				if pl.where == "corner" && !r.Has(core.Pt(0, 0)) {
					// A shape that touches both edges but not the corner
					// point is an edge shape twice; it is covered by the
					// hole test or by the edge placements.
					continue
				}
				out = append(out, placement{pl.where, r})
			}
		}
	}
	return out
}

// simplyConnected reports whether the points outside r form one
// 4-connected set (r encloses nothing).
func simplyConnected(r core.PointSet) bool {
	n := 0
	for range core.FullSet(r.Size()).Minus(r).Components() {
		n++
	}
	return n == 1
}

// regionBoard builds a real position for a region: r (with attacker stones
// on att) surrounded by one defender chain of colour c, three lines thick,
// that has exactly outer liberties outside r; everything else is one
// attacker chain with an eye in the far corner, so that the attacker can
// always fill an outer liberty. It returns the board and the enclosing
// chain, or ok false when the layout cannot be built.
func regionBoard(r core.PointSet, att []core.Point, c core.Color, outer int) (b *core.Board, enclosing core.PointSet, ok bool) {
	size := r.Size()
	b, _ = core.NewBoard(size, core.JapaneseRules)
	wall := r.Grow().Grow().Grow().Minus(r)
	inner := r.Grow().Grow().Minus(r)
	eye := core.Pt(size-1, size-1)
	fill := core.FullSet(size).Minus(wall).Minus(r)
	fill.Remove(eye)
	// Pockets the wall cuts off from the far corner join the wall.
	main := fill.Component(eye - 1)
	wall = wall.Union(fill.Minus(main))
	fill = main
	b.Setup(c, wall.Points()...)
	b.Setup(c.Opponent(), fill.Points()...)
	b.Setup(c.Opponent(), att...)
	border := r.Border()
	anchor := border.First()
	// Cut the outer liberties out of the third ring, keeping the wall one
	// chain that holds the two inner rings.
	cut := 0
	for p := range wall.Minus(inner).All() {
		if cut == outer {
			break
		}
		if !fill.Adjacent(p) {
			continue // the attacker could not fill it
		}
		b.Setup(core.Empty, p)
		ch := b.Chain(anchor)
		if inner.Minus(ch).Empty() && ch.Border().Intersect(b.Stones(core.Empty)).Minus(r).Count() == cut+1 {
			cut++
		} else {
			b.Setup(c, p)
		}
	}
	enclosing = b.Chain(anchor)
	if cut != outer || !wall.Minus(enclosing).Minus(b.Stones(core.Empty)).Empty() {
		return nil, core.PointSet{}, false
	}
	if !b.Chain(fill.First()).Equal(fill) {
		return nil, core.PointSet{}, false
	}
	return b, enclosing, true
}
