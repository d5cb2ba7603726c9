package generate

import (
	"math/rand/v2"

	"github.com/gobot-baduk/gobot/core"
)

// symmetry maps a point of a size×size board by one of the board's eight
// symmetries (0 is the identity; bit 0 mirrors x, bit 1 mirrors y, bit 2
// swaps the axes).
func symmetry(q core.Point, k, size int) core.Point {
	x, y := q.X(), q.Y()
	if k&4 != 0 {
		x, y = y, x
	}
	if k&1 != 0 {
		x = size - 1 - x
	}
	if k&2 != 0 {
		y = size - 1 - y
	}
	return core.Pt(x, y)
}

func mapSet(s core.PointSet, k, size int) core.PointSet {
	out := core.NewPointSet(size)
	for q := range s.All() {
		out.Add(symmetry(q, k, size))
	}
	return out
}

// shapeSpec says what kind of walled shape to build.
type shapeSpec struct {
	size      int
	placement Placement
	minEye    int // eye-space points grown before the perturbations
	maxEye    int
}

// randomShape builds a walled shape (source a): a random connected eye
// space at the corner, edge or centre, the defender's stones around it
// (its 8-neighbour border), a few perturbations (gaps in the defender's
// wall, approach points outside it, stones of either colour inside the
// eye space), and the attacker's wall around all of it. It returns nil
// when the draw does not fit the board.
func randomShape(r *rand.Rand, sp shapeSpec) *position {
	n := sp.size
	var ox, oy int
	var start core.Point
	switch sp.placement {
	case Corner:
		ox, oy = 0, 0
		start = core.Pt(r.IntN(2), r.IntN(2))
	case Edge:
		ox, oy = n/2-4, 0
		start = core.Pt(ox+3+r.IntN(2), 0)
	default:
		ox, oy = n/2-4, n/2-4
		start = core.Pt(ox+4, oy+3+r.IntN(2))
	}
	inBox := func(q core.Point) bool {
		x, y := q.X(), q.Y()
		switch sp.placement {
		case Corner:
			return x >= 0 && y >= 0 && x <= 6 && y <= 5
		case Edge:
			return y >= 0 && y <= 4 && x >= ox+1 && x <= ox+7
		}
		return x >= ox+2 && x <= ox+7 && y >= oy+2 && y <= oy+6
	}
	eye := core.NewPointSet(n, start)
	k := sp.minEye + r.IntN(sp.maxEye-sp.minEye+1)
	for eye.Count() < k {
		cands := eye.Border().Points()
		q := cands[r.IntN(len(cands))]
		if q.OnBoard(n) && inBox(q) {
			eye.Add(q)
		}
	}
	board := core.FullSet(n)
	def := eye.Grow8().Minus(eye).Intersect(board)
	// Round off the defender's wall: a corner stone touching the eye space
	// only diagonally goes half the time.
	for q := range def.All() {
		if !eye.Adjacent(q) && r.IntN(2) == 0 {
			def.Remove(q)
		}
	}
	gaps := core.NewPointSet(n)
	for range r.IntN(3) {
		if pts := def.Points(); len(pts) > 0 {
			q := pts[r.IntN(len(pts))]
			def.Remove(q)
			gaps.Add(q)
		}
	}
	inside := eye.Union(def).Union(gaps)
	for range r.IntN(3) {
		pts := inside.Border().Intersect(board).Points()
		if len(pts) > 0 && r.IntN(2) == 0 {
			gaps.Add(pts[r.IntN(len(pts))])
			inside = eye.Union(def).Union(gaps)
		}
	}
	wall := inside.Grow8().Minus(inside).Intersect(board)
	defender := core.Black
	if r.IntN(2) == 0 {
		defender = core.White
	}
	p := &position{size: n, region: inside, defender: defender, source: "shape"}
	p.stones[0], p.stones[1] = core.NewPointSet(n), core.NewPointSet(n)
	p.stones[colIdx(defender)] = def
	p.stones[colIdx(defender.Opponent())] = wall
	// Stones inside the eye space: the attacker's more often.
	for range r.IntN(3) {
		pts := eye.Minus(p.stones[0]).Minus(p.stones[1]).Points()
		if len(pts) <= 2 {
			break
		}
		q := pts[r.IntN(len(pts))]
		c := defender.Opponent()
		if r.IntN(5) < 2 {
			c = defender
		}
		p.stones[colIdx(c)].Add(q)
	}
	sym := r.IntN(8)
	p.stones[0], p.stones[1] = mapSet(p.stones[0], sym, n), mapSet(p.stones[1], sym, n)
	p.region = mapSet(p.region, sym, n)
	return p
}

// chooseTarget makes the defender's largest chain inside the region the
// target; it reports false when that chain is smaller than three stones.
func (p *position) chooseTarget(b *core.Board) bool {
	best := core.NewPointSet(p.size)
	for q := range p.stones[colIdx(p.defender)].Intersect(p.region).All() {
		if best.Has(q) {
			continue
		}
		ch := b.Chain(q)
		if ch.Count() > best.Count() {
			best = ch
		}
	}
	p.target = best
	return best.Count() >= 3
}
