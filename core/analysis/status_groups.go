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
	// Which chains are dead, once: the shared-liberty scan below asks for
	// every neighbour of every empty point.
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
	for _, c := range [2]core.Color{core.Black, core.White} {
		own := e.alive(c)
		oppAlive := e.alive(c.Opponent())
		for p := range own.All() {
			ci := int(e.chainAt[p] - 1)
			// Kosumi up-right and up-left.
			for _, d := range [2]core.Point{core.Stride + 1, core.Stride - 1} {
				q := p + d
				if !own.Has(q) {
					continue
				}
				qi := int(e.chainAt[q] - 1)
				if qi == ci {
					continue
				}
				var x, y core.Point
				if d == core.Stride+1 {
					x, y = p+1, p+core.Stride
				} else {
					x, y = p-1, p+core.Stride
				}
				if !oppAlive.Has(x) && !oppAlive.Has(y) {
					e.union(ci, qi)
				}
			}
		}
	}
	// Two shared liberties: count, per pair of chains, the empty points
	// next to both (shared[a·n+b], a < b).
	e.shared = append(e.shared[:0], make([]uint8, n*n)...)
	empty := e.b.Stones(core.Empty)
	for p := range empty.All() {
		var around [4]int16
		m := 0
		for _, q := range [4]core.Point{p + 1, p - 1, p + core.Stride, p - core.Stride} {
			ci := e.chainAt[q] - 1
			if ci < 0 || isDead(int(ci)) {
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
				if e.shared[k] < 2 {
					e.shared[k]++
					if e.shared[k] == 2 {
						e.union(int(a), int(bb))
					}
				}
			}
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
	for ci := 0; ci < n; ci++ {
		e.groupOf = append(e.groupOf, -1)
		if isDead(ci) {
			continue
		}
		r := e.find(ci)
		gi := e.rootGroup[r] - 1
		if gi < 0 {
			gi = len(e.groups)
			e.rootGroup[r] = gi + 1
			e.groups = append(e.groups, stGroup{color: e.chains[ci].color, stones: core.NewPointSet(e.size),
				libs: core.NewPointSet(e.size), eyeSpace: core.NewPointSet(e.size), passAlive: true})
		}
		g := &e.groups[gi]
		g.stones = g.stones.Union(e.chains[ci].stones)
		g.libs = g.libs.Union(e.chains[ci].libs)
		g.passAlive = g.passAlive && e.chains[ci].passAlive
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
