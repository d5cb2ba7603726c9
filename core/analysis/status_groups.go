package analysis

import "github.com/gobot-baduk/gobot/core"

// buildGroups joins the living chains into groups: through a closed
// region they both border, a kosumi whose two crossing points hold no
// living opponent stone, or two shared liberties.
func (e *statusEngine) buildGroups() {
	n := len(e.chains)
	e.parent = e.parent[:0]
	for i := 0; i < n; i++ {
		e.parent = append(e.parent, i)
	}
	// Which chains are dead, once.
	e.chainDead = e.chainDead[:0]
	for i := range e.chains {
		e.chainDead = append(e.chainDead, e.chains[i].stones.Intersects(&e.dead))
	}
	isDead := func(ci int) bool { return e.chainDead[ci] }
	for i := range e.regions {
		r := &e.regions[i]
		if !e.eyeRegion(r) {
			continue
		}
		for _, ci := range r.chains[min(1, len(r.chains)):] {
			e.union(int(r.chains[0]), int(ci))
		}
	}
	if e.links == nil {
		e.findLinks()
	}
	alive := [3]core.PointSet{core.Black: e.alive(core.Black), core.White: e.alive(core.White)}
	for _, k := range e.links.kosumi {
		own, oppAlive := &alive[e.chains[k.a].color], &alive[e.chains[k.a].color.Opponent()]
		if own.Has(k.p) && own.Has(k.q) && !oppAlive.Has(k.x) && !oppAlive.Has(k.y) {
			e.union(int(k.a), int(k.b))
		}
	}
	for _, pr := range e.links.shared {
		if !isDead(int(pr[0])) && !isDead(int(pr[1])) {
			e.union(int(pr[0]), int(pr[1]))
		}
	}
	// Collect the groups (at most one a chain: room for them all at once).
	if cap(e.groups) < n {
		e.groups = make([]stGroup, 0, n)
	}
	e.groups = e.groups[:0]
	e.groupOf = e.groupOf[:0]
	// rootGroup[r] is 1 + the index of the group of the chains whose root
	// is r, 0 before it has one.
	e.rootGroup = append(e.rootGroup[:0], make([]int, n)...)
	empty := core.NewPointSet(e.size)
	for ci := 0; ci < n; ci++ {
		e.groupOf = append(e.groupOf, -1)
		if isDead(ci) {
			continue
		}
		ch := &e.chains[ci]
		r := e.find(ci)
		gi := e.rootGroup[r] - 1
		if gi < 0 {
			// A new group starts as its first chain (the union of an
			// empty set of the board's size with it).
			gi = len(e.groups)
			e.rootGroup[r] = gi + 1
			e.groups = append(e.groups, stGroup{})
			g := &e.groups[gi]
			g.color = ch.color
			g.stones = empty.Union(ch.stones)
			g.libs = empty.Union(ch.libs)
			g.eyeSpace = empty
			g.passAlive = ch.passAlive
			e.groupOf[ci] = gi
			continue
		}
		g := &e.groups[gi]
		g.stones = g.stones.Union(ch.stones)
		g.libs = g.libs.Union(ch.libs)
		g.passAlive = g.passAlive && ch.passAlive
		e.groupOf[ci] = gi
	}
}

func (e *statusEngine) find(i int) int {
	for e.parent[i] != i {
		e.parent[i] = e.parent[e.parent[i]]
		i = e.parent[i]
	}
	return i
}

func (e *statusEngine) union(i, j int) {
	i, j = e.find(i), e.find(j)
	if i != j {
		e.parent[j] = i
	}
}

// groupLinks are the links between chains that buildGroups may follow,
// found once for the position (findLinks): each round follows those
// whose chains still live.
type groupLinks struct {
	// kosumi are the diagonal steps from a stone p of chain a to a stone
	// q of another chain b of its colour, with their two crossing points
	// x and y: a link while p and q live and neither x nor y holds a
	// living opponent stone.
	kosumi []kosumiLink
	// shared are the pairs of chains of one colour (a < b) with two
	// empty points or more next to both: a link while both live.
	shared [][2]int16
}

type kosumiLink struct {
	p, q, x, y core.Point
	a, b       int16
}

// findLinks finds the kosumi steps and the pairs of chains with two
// shared liberties. Which of them join chains depends only on which
// chains are dead: a pair's shared liberties are the empty points next to
// both, whatever the other chains around them.
func (e *statusEngine) findLinks() {
	l := &groupLinks{}
	for _, c := range [2]core.Color{core.Black, core.White} {
		own := e.b.Stones(c)
		for p := range own.All() {
			ci := e.chainAt[p] - 1
			// Kosumi up-right and up-left.
			for _, d := range [2]core.Point{core.Stride + 1, core.Stride - 1} {
				q := p + d
				if !own.Has(q) {
					continue
				}
				qi := e.chainAt[q] - 1
				if qi == ci {
					continue
				}
				var x, y core.Point
				if d == core.Stride+1 {
					x, y = p+1, p+core.Stride
				} else {
					x, y = p-1, p+core.Stride
				}
				l.kosumi = append(l.kosumi, kosumiLink{p: p, q: q, x: x, y: y, a: ci, b: qi})
			}
		}
	}
	// Count, per pair of chains, the empty points next to both
	// (shared[a·n+b], a < b).
	n := len(e.chains)
	shared := make([]uint8, n*n)
	// Only an empty point next to two stones of one colour or more can be
	// a shared liberty.
	var two core.PointSet
	for _, c := range [2]core.Color{core.Black, core.White} {
		s := e.b.Stones(c)
		l, r, u, d := s.ShiftLeft(), s.ShiftRight(), s.ShiftUp(), s.ShiftDown()
		two = two.Union(l.Intersect(r.Union(u).Union(d))).Union(r.Intersect(u.Union(d))).Union(u.Intersect(d))
	}
	for p := range e.b.Stones(core.Empty).Intersect(two).All() {
		var around [4]int16
		m := 0
		for _, q := range [4]core.Point{p + 1, p - 1, p + core.Stride, p - core.Stride} {
			ci := e.chainAt[q] - 1
			if ci < 0 {
				continue
			}
			dup := false
			for k := 0; k < m; k++ {
				dup = dup || around[k] == ci
			}
			if !dup {
				around[m] = ci
				m++
			}
		}
		for i := 0; i < m; i++ {
			for j := i + 1; j < m; j++ {
				a, bb := around[i], around[j]
				if e.chains[a].color != e.chains[bb].color {
					continue
				}
				if a > bb {
					a, bb = bb, a
				}
				k := int(a)*n + int(bb)
				if shared[k] < 2 {
					shared[k]++
					if shared[k] == 2 {
						l.shared = append(l.shared, [2]int16{a, bb})
					}
				}
			}
		}
	}
	e.links = l
}
