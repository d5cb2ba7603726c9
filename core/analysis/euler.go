package analysis

import (
	"iter"

	"github.com/gobot-baduk/gobot/core"
)

// linkedGroups iterates over the linked groups of stones: the maximal sets
// joined by adjacent-to or diagonal (kosumi) links (Nakamura §3.1, the
// groups of §4).
func linkedGroups(stones core.PointSet) iter.Seq[core.PointSet] {
	return func(yield func(core.PointSet) bool) {
		rest := stones
		for rest.Any() {
			g := linkedComponent(rest, rest.First())
			rest = rest.Minus(g)
			if !yield(g) {
				return
			}
		}
	}
}

// linkedComponent is the linked group of s that holds p.
func linkedComponent(s core.PointSet, p core.Point) core.PointSet {
	r := core.NewPointSet(s.Size(), p)
	for {
		t := r.Grow8().Intersect(s)
		if t.Equal(r) {
			return r
		}
		r = t
	}
}

// eulerTerms returns the terms of Euler's formula for a linked group g
// (Nakamura §4.1): the links (adjacent pairs, plus diagonal pairs with
// only one diagonal of a full 2×2 square, plus one virtual link to the
// earth per stone on the edge), the vertices (the stones, plus the earth
// when the group touches the edge) and the closed loops (the triangles of
// three stones in a 2×2 square, two for a full square, plus the triangles
// that two neighbouring edge stones make with the earth).
func eulerTerms(g core.PointSet) (links, vertices, loops int) {
	// Aligned on the upper-right point q of every 2×2 square:
	// a holds q, l the point left of q, d the point below q, ld the
	// point below-left of q.
	a := g
	l := g.ShiftRight()
	d := g.ShiftUp()
	ld := l.ShiftUp()
	full := a.Intersect(l).Intersect(d).Intersect(ld).Count()
	links = g.AdjacentPairs() + a.Intersect(ld).Count() + l.Intersect(d).Count() - full
	loops = a.Intersect(l).Intersect(d).Count() + a.Intersect(l).Intersect(ld).Count() +
		a.Intersect(d).Intersect(ld).Count() + l.Intersect(d).Intersect(ld).Count() - 2*full
	vertices = g.Count()
	edge := g.Intersect(*edgeSets(g.Size()))
	if edge.Any() {
		links += edge.Count()
		vertices++
		loops += edge.AdjacentPairs()
	}
	return links, vertices, loops
}

// eulerRaw is Nakamura's #empty_region(G) = #link(G) − |G| −
// #closed_loop(G) + 1, with the earth counted as in §4.1.
func eulerRaw(g core.PointSet) int {
	links, vertices, loops := eulerTerms(g)
	return links - vertices - loops + 1
}

// fullEdge reports whether g holds every point of the edge: then no
// outside is left, and the formula counts one region too few (see
// eulerRegions).
func fullEdge(g core.PointSet) bool {
	return edgeSets(g.Size()).Minus(g).Empty()
}

// eulerRegions returns the number of regions the linked group g encloses,
// by Euler's formula for planar graphs (Nakamura §4.1):
//
//	#empty_region(G) = #link(G) − |G| − #closed_loop(G) + 1
//
// Stones are the vertices; adjacent and diagonal stones are linked, but
// of the two diagonals of a full 2×2 square only one counts, which keeps
// the graph planar. A group with stones on the edge is linked to a
// virtual earth stone. The count is the number of 4-connected components
// of the points outside g, less one: the outside. When g holds the whole
// edge there is no outside, and one is added back (see
// docs/analysis.md).
func eulerRegions(g core.PointSet) int {
	if g.Empty() {
		return 0
	}
	n := eulerRaw(g)
	if fullEdge(g) {
		n++
	}
	return n
}

// enclosedRegions returns the regions the linked group g encloses, which
// Euler's count does not locate (Nakamura §4.3): the 4-connected
// components of the board points outside g, except the outside. For a
// group off the edge the outside is the component that reaches the edge;
// for a group on the edge (closed by the earth) every component is
// bounded, and the largest is taken as the outside. When g holds the
// whole edge there is no outside. len(enclosedRegions(g)) ==
// eulerRegions(g).
func enclosedRegions(g core.PointSet) []core.PointSet {
	if g.Empty() {
		return nil
	}
	size := g.Size()
	rest := core.FullSet(size).Minus(g)
	var comps []core.PointSet
	for c := range rest.Components() {
		comps = append(comps, c)
	}
	if len(comps) == 0 || fullEdge(g) {
		return comps
	}
	edge := core.EdgeSet(size)
	out := -1
	if g.Intersect(edge).Empty() {
		for i, c := range comps {
			if c.Intersects(&edge) {
				out = i
				break
			}
		}
	} else {
		best := -1
		for i, c := range comps {
			if n := c.Count(); n > best {
				best, out = n, i
			}
		}
	}
	return append(comps[:out:out], comps[out+1:]...)
}

// eulerChange is E(p) of Nakamura §4.2 for a c stone about to be placed on
// p, given the stones of colour c and whether the earth counts as a c
// stone (some linked group next to p already touches the edge). It walks
// the circular sequence of p's eight neighbours, in which the points off
// the board collapse into one element, the earth, and counts the maximal
// runs of non-c elements that hold at least one orthogonal neighbour (the
// earth counts as orthogonal). Then placing the stone changes the number
// of enclosed regions by E(p) − k, where k is the number of linked groups
// it joins, all groups on the edge counting as one (they are joined
// through the earth): the E(p) − 1 of §4.2 when it joins one group, with
// the edge and corner variants of Figure 7 falling out of the earth
// element.
func eulerChange(own *core.PointSet, p core.Point, size int, earthed bool) int {
	// Neighbours in circular order: N, NE, E, SE, S, SW, W, NW.
	offs := [8]core.Point{core.Stride, core.Stride + 1, 1, 1 - core.Stride, -core.Stride, -core.Stride - 1, -1, core.Stride - 1}
	var elems [9]int8 // 1: c stone, 0: other, with orth flag in bit 1
	n := 0
	prevOff := false
	for i, o := range offs {
		q := p + o
		orth := i%2 == 0
		if !q.OnBoard(size) {
			if prevOff && n > 0 {
				continue
			}
			prevOff = true
			var v int8 = 2 // earth is orthogonal
			if earthed {
				v |= 1
			}
			elems[n] = v
			n++
			continue
		}
		prevOff = false
		var v int8
		if orth {
			v = 2
		}
		if own.Has(q) {
			v |= 1
		}
		elems[n] = v
		n++
	}
	// On the top edge the off-board points wrap around from NW to N:
	// the trailing earth element is the leading one.
	if n > 1 && !(p + offs[0]).OnBoard(size) && !(p + offs[7]).OnBoard(size) {
		n--
	}
	// Find a c element to start from; with none, the whole circle is one run.
	start := -1
	for i := 0; i < n; i++ {
		if elems[i]&1 != 0 {
			start = i
			break
		}
	}
	if start < 0 {
		return 1
	}
	runs := 0
	inRun, orth := false, false
	for k := 1; k <= n; k++ {
		e := elems[(start+k)%n]
		if e&1 == 0 {
			inRun = true
			orth = orth || e&2 != 0
			continue
		}
		if inRun && orth {
			runs++
		}
		inRun, orth = false, false
	}
	return runs
}
