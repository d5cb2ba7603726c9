package analysis

import "github.com/gobot-baduk/gobot/core"

// eulerCounter keeps the linked groups of both colours and the number of
// regions each encloses, updated stone by stone (Nakamura §4.2): placing a
// stone changes its group's count by E(p) − 1 (see eulerChange), with no
// flood fill and no look beyond the eight neighbours. Captures, which
// §4.2 leaves out, recompute the groups that lost stones with the full
// formula. A counter follows one board; it is not safe for concurrent use.
type eulerCounter struct {
	size   int
	stones [3]core.PointSet
	label  [core.NumSlots]int16 // index+1 into groups; 0 for no stone
	groups []eulerGroup
	free   []int16
}

// eulerGroup is one linked group with its raw Euler count (without the
// whole-edge correction, which is applied on reading).
type eulerGroup struct {
	color   core.Color
	stones  core.PointSet
	count   int
	earthed bool
}

// newEulerCounter counts the linked groups of b with the full formula.
func newEulerCounter(b *core.Board) *eulerCounter {
	e := &eulerCounter{size: b.Size()}
	e.Reset(b)
	return e
}

// Reset recounts everything from b with the full formula.
func (e *eulerCounter) Reset(b *core.Board) {
	e.size = b.Size()
	e.label = [core.NumSlots]int16{}
	e.groups, e.free = e.groups[:0], e.free[:0]
	e.stones = [3]core.PointSet{core.NewPointSet(e.size), b.Stones(core.Black), b.Stones(core.White)}
	for _, c := range [2]core.Color{core.Black, core.White} {
		for g := range linkedGroups(e.stones[c]) {
			e.newGroup(c, g, eulerRaw(g))
		}
	}
}

func (e *eulerCounter) newGroup(c core.Color, g core.PointSet, count int) int16 {
	var id int16
	grp := eulerGroup{color: c, stones: g, count: count, earthed: g.Intersects(edgeSets(e.size))}
	if n := len(e.free); n > 0 {
		id = e.free[n-1]
		e.free = e.free[:n-1]
		e.groups[id-1] = grp
	} else {
		e.groups = append(e.groups, grp)
		id = int16(len(e.groups))
	}
	for p := range g.All() {
		e.label[p] = id
	}
	return id
}

// edgeSetCache holds EdgeSet for every size.
var edgeSetCache = func() (m [core.MaxSize + 1]core.PointSet) {
	for n := 1; n <= core.MaxSize; n++ {
		m[n] = core.EdgeSet(n)
	}
	return m
}()

func edgeSets(size int) *core.PointSet { return &edgeSetCache[size] }

// Add places a c stone on the empty point p and updates the count of the
// group it joins by Nakamura's E(p) − 1 rule, merging groups when the
// stone links several. It ignores a point that is off the board or not
// empty in the counter.
func (e *eulerCounter) Add(c core.Color, p core.Point) {
	if !c.IsStone() || !p.OnBoard(e.size) || e.label[p] != 0 {
		return
	}
	own := &e.stones[c]
	// The distinct groups among the eight neighbours.
	var ids [8]int16
	k := 0
	earthed := false
	for _, o := range [8]core.Point{core.Stride, core.Stride + 1, 1, 1 - core.Stride, -core.Stride, -core.Stride - 1, -1, core.Stride - 1} {
		q := p + o
		if !q.OnBoard(e.size) || !own.Has(q) {
			continue
		}
		id := e.label[q]
		dup := false
		for i := 0; i < k; i++ {
			dup = dup || ids[i] == id
		}
		if !dup {
			ids[k] = id
			k++
			earthed = earthed || e.groups[id-1].earthed
		}
	}
	change := 0
	if k > 0 {
		// Groups on the edge are one through the earth.
		keff := 0
		anyEarthed := false
		for i := 0; i < k; i++ {
			if e.groups[ids[i]-1].earthed {
				anyEarthed = true
			} else {
				keff++
			}
		}
		if anyEarthed {
			keff++
		}
		change = eulerChange(own, p, e.size, earthed) - keff
	}
	own.Add(p)
	e.stones[core.Empty].Remove(p)
	if k == 0 {
		e.newGroup(c, core.NewPointSet(e.size, p), 0)
		return
	}
	// Merge into the largest group.
	big := ids[0]
	for i := 1; i < k; i++ {
		if e.groups[ids[i]-1].stones.Count() > e.groups[big-1].stones.Count() {
			big = ids[i]
		}
	}
	g := &e.groups[big-1]
	total := 0
	for i := 0; i < k; i++ {
		id := ids[i]
		total += e.groups[id-1].count
		if id == big {
			continue
		}
		o := &e.groups[id-1]
		for q := range o.stones.All() {
			e.label[q] = big
		}
		g.stones = g.stones.Union(o.stones)
		g.earthed = g.earthed || o.earthed
		*o = eulerGroup{}
		e.free = append(e.free, id)
	}
	g.stones.Add(p)
	e.label[p] = big
	g.earthed = g.earthed || edgeSets(e.size).Has(p)
	g.count = total + change
}

// Remove lifts the stones of pts (captures) and recounts the groups that
// lost stones with the full formula, splitting them where they fall apart.
func (e *eulerCounter) Remove(pts core.PointSet) {
	var hit []int16
	for p := range pts.All() {
		id := e.label[p]
		if id == 0 {
			continue
		}
		if !containsID(hit, id) {
			hit = append(hit, id)
		}
	}
	for _, id := range hit {
		g := e.groups[id-1]
		rest := g.stones.Minus(pts)
		for p := range g.stones.All() {
			e.label[p] = 0
		}
		e.groups[id-1] = eulerGroup{}
		e.free = append(e.free, id)
		e.stones[g.color] = e.stones[g.color].Minus(g.stones).Union(rest)
		for part := range linkedGroups(rest) {
			e.newGroup(g.color, part, eulerRaw(part))
		}
	}
	e.stones[core.Empty] = core.FullSet(e.size).Minus(e.stones[core.Black]).Minus(e.stones[core.White])
}

// Update brings the counter up to date after m was played on b: it adds
// the stone (if it is still there: a suicide lifts it) and removes every
// stone the board no longer has. It costs O(1) set operations plus the
// recount of the groups that lost stones.
func (e *eulerCounter) Update(b *core.Board, m core.Move) {
	if !m.IsPass() {
		// After a suicide the stone is gone again; the removal below
		// lifts it with its chain.
		e.Add(m.Color(), m.Point())
	}
	gone := e.stones[core.Black].Minus(b.Stones(core.Black)).Union(e.stones[core.White].Minus(b.Stones(core.White)))
	if gone.Any() {
		e.Remove(gone)
	}
}

// Regions returns the number of regions enclosed by the linked group with
// a stone on p (0 when p holds no stone), as eulerRegions would count it.
func (e *eulerCounter) Regions(p core.Point) int {
	if p <= 0 || int(p) >= core.NumSlots || e.label[p] == 0 {
		return 0
	}
	g := &e.groups[e.label[p]-1]
	n := g.count
	if fullEdge(g.stones) {
		n++
	}
	return n
}

// Group returns the linked group with a stone on p (empty when none).
func (e *eulerCounter) Group(p core.Point) core.PointSet {
	if p <= 0 || int(p) >= core.NumSlots || e.label[p] == 0 {
		return core.NewPointSet(e.size)
	}
	return e.groups[e.label[p]-1].stones
}

// Groups iterates over the linked groups of colour c with their counts.
func (e *eulerCounter) Groups(c core.Color) func(yield func(core.PointSet, int) bool) {
	return func(yield func(core.PointSet, int) bool) {
		for i := range e.groups {
			g := &e.groups[i]
			if g.color != c || g.stones.Empty() {
				continue
			}
			if !yield(g.stones, e.Regions(g.stones.First())) {
				return
			}
		}
	}
}
