package generate

import "github.com/gobot-baduk/gobot/core"

// compact returns the position moved to the smallest square board on which
// it touches the same edges (and the shift back), so that the solver works
// on a small board: the problem is the same, since the wall keeps the
// outside out of the fight. It returns p itself when no smaller board
// fits.
func compact(p *position) (c *position, dx, dy int) {
	all := p.region.Union(p.stones[0]).Union(p.stones[1])
	n := p.size
	x0, y0, x1, y1 := n, n, -1, -1
	for q := range all.All() {
		x0, x1 = min(x0, q.X()), max(x1, q.X())
		y0, y1 = min(y0, q.Y()), max(y1, q.Y())
	}
	// need returns the smallest length that keeps an axis' edge contacts,
	// and whether the length must be exact.
	need := func(lo, hi int) (int, bool) {
		w := hi - lo + 1
		switch {
		case lo == 0 && hi == n-1:
			return w, true
		case lo == 0 || hi == n-1:
			return w + 1, false
		}
		return w + 2, false
	}
	nx, ex := need(x0, x1)
	ny, ey := need(y0, y1)
	m := max(nx, ny, core.MinSize)
	if (ex && m != nx) || (ey && m != ny) || m >= n {
		return p, 0, 0
	}
	place := func(lo, hi, w int) int {
		switch {
		case lo == 0:
			return 0
		case hi == n-1:
			return m - w
		}
		return 1
	}
	ox, oy := place(x0, x1, x1-x0+1), place(y0, y1, y1-y0+1)
	dx, dy = x0-ox, y0-oy
	move := func(s core.PointSet) core.PointSet {
		out := core.NewPointSet(m)
		for q := range s.All() {
			out.Add(core.Pt(q.X()-dx, q.Y()-dy))
		}
		return out
	}
	c = &position{size: m, region: move(p.region), target: move(p.target), defender: p.defender, source: p.source}
	c.stones[0], c.stones[1] = move(p.stones[0]), move(p.stones[1])
	return c, dx, dy
}

// expand moves a compacted position back onto a size×size board.
func expand(c *position, size, dx, dy int) *position {
	move := func(s core.PointSet) core.PointSet {
		out := core.NewPointSet(size)
		for q := range s.All() {
			out.Add(core.Pt(q.X()+dx, q.Y()+dy))
		}
		return out
	}
	p := &position{size: size, region: move(c.region), target: move(c.target), defender: c.defender, source: c.source}
	p.stones[0], p.stones[1] = move(c.stones[0]), move(c.stones[1])
	return p
}

// shiftTree moves every move of a solution tree by (dx, dy).
func shiftTree(ns []*node, dx, dy int) {
	for _, n := range ns {
		q := n.move.Point()
		n.move = core.Play(n.move.Color(), core.Pt(q.X()+dx, q.Y()+dy))
		shiftTree(n.children, dx, dy)
	}
}
