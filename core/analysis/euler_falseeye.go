package analysis

import "github.com/gobot-baduk/gobot/core"

// falseEye reports whether the empty point p, a one-point region that c
// stones close (every orthogonal neighbour on the board is a c stone), is
// a false eye by Nakamura's rule for blocks joined by diagonal links
// (§4.3, Figure 8).
//
// Euler's count treats every closed region alike, but a one-point region
// between two blocks that only diagonal links join is false: the two links
// around the point are all that holds the blocks together, and the
// opponent can cut at them and capture one block. Nakamura counts the
// connecting links between the two blocks (diagonal links, and the
// virtual links through the earth): with three or more the region is not
// false. With more than two blocks around the point the rule generalizes
// the same way: the point is a real eye when the blocks around it stay
// connected to one another once the links around the point are taken
// away, through the other diagonal links of their linked group and
// through the earth (each block on the edge is joined to the earth once).
// A point with one block around it is never false by this rule; it
// returns false too for a point that is not a closed one-point region of
// c.
func falseEye(b *core.Board, c core.Color, p core.Point) bool {
	if !c.IsStone() || !p.OnBoard(b.Size()) || b.At(p) != core.Empty {
		return false
	}
	return falseEyeAmong(b, b.Stones(c), p)
}

// falseEyeAmong is falseEye with the stones that count given as own: whole
// chains of b of one colour (the status analysis passes the living ones,
// so that dead stones link nothing). p must be a point on the board that
// own does not hold.
func falseEyeAmong(b *core.Board, own core.PointSet, p core.Point) bool {
	f, _ := falseEyeNear(b, own, p, false)
	return f
}

// falseEyeNear is falseEyeAmong that also returns, when wantNear, the
// points whose membership of own decides the answer (given b): the
// orthogonal neighbours of p or, when they all belong to own, p's linked
// group with the points around it (Grow8). For an own that holds the
// same of those points, the answer is the same.
func falseEyeNear(b *core.Board, own core.PointSet, p core.Point, wantNear bool) (bool, core.PointSet) {
	size := b.Size()
	var near core.PointSet
	if wantNear {
		near = core.NewPointSet(size)
		for _, q := range [4]core.Point{p + core.Stride, p + 1, p - core.Stride, p - 1} {
			if q.OnBoard(size) {
				near.Add(q)
			}
		}
	}
	var ring [4]core.Point // chain heads of the blocks around p
	m := 0
	for _, q := range [4]core.Point{p + core.Stride, p + 1, p - core.Stride, p - 1} {
		if !q.OnBoard(size) {
			continue
		}
		if !own.Has(q) {
			return false, near
		}
		h := b.ChainHead(q)
		dup := false
		for i := 0; i < m; i++ {
			dup = dup || ring[i] == h
		}
		if !dup {
			ring[m] = h
			m++
		}
	}
	if m < 2 {
		return false, near
	}
	// Union-find over the chain heads of p's linked group and the earth
	// (NoPoint stands for it). The links around p (between two
	// orthogonal neighbours of p) are left out.
	group := linkedComponent(own, p+firstOnBoard(p, size))
	if wantNear {
		near = group.Grow8()
	}
	var parent [core.NumSlots]core.Point
	for q := range group.All() {
		parent[q] = q
	}
	find := func(x core.Point) core.Point {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	union := func(x, y core.Point) { parent[find(x)] = find(y) }
	edge := edgeSets(size)
	for q := range group.All() {
		h := b.ChainHead(q)
		if edge.Has(q) {
			union(h, core.NoPoint)
		}
		// Diagonal partners up-right and up-left.
		for _, d := range [2]core.Point{core.Stride + 1, core.Stride - 1} {
			r := q + d
			if !r.OnBoard(size) || !group.Has(r) || b.ChainHead(r) == h || linkAround(p, q, r) {
				continue
			}
			union(h, b.ChainHead(r))
		}
	}
	root := find(ring[0])
	for i := 1; i < m; i++ {
		if find(ring[i]) != root {
			return true, near
		}
	}
	return false, near
}

// firstOnBoard returns the offset of an orthogonal neighbour of p on the board.
func firstOnBoard(p core.Point, size int) core.Point {
	for _, o := range [4]core.Point{core.Stride, 1, -core.Stride, -1} {
		if (p + o).OnBoard(size) {
			return o
		}
	}
	return 0
}

// linkAround reports whether the diagonal link q–r is one of the links
// around p: q and r are both orthogonal neighbours of p.
func linkAround(p, q, r core.Point) bool {
	orth := func(x core.Point) bool { return x == p+1 || x == p-1 || x == p+core.Stride || x == p-core.Stride }
	return orth(q) && orth(r)
}
