package analysis

import "github.com/gobot-baduk/gobot/core"

// buildRegions finds the c-regions of both colours. A colour's regions
// depend only on its living stones: when none of them died since the last
// round, its regions are those of the last round, with only closed (which
// depends on the opponent's dead stones) decided anew.
func (e *statusEngine) buildRegions() {
	e.regions = e.regions[:0]
	e.regionAt = [3][core.NumSlots]int16{}
	full := core.FullSet(e.size)
	for _, c := range [2]core.Color{core.Black, core.White} {
		own := e.alive(c)
		opp := e.b.Stones(c.Opponent())
		start := len(e.regions)
		if e.lastRegions[c].valid && own.Equal(e.lastRegions[c].alive) {
			for _, r := range e.lastRegions[c].regions {
				r.closed = r.pts.Intersect(opp).Minus(e.dead).Empty()
				e.regions = append(e.regions, r)
				for p := range r.pts.All() {
					e.regionAt[c][p] = int16(len(e.regions))
				}
			}
			continue
		}
		if len(e.chainStamp) < len(e.chains) {
			e.chainStamp = make([]uint32, len(e.chains))
		}
		for comp := range full.Minus(own).Components() {
			r := stRegion{color: c, pts: comp}
			inside := comp.Intersect(opp)
			r.closed = inside.Minus(e.dead).Empty()
			// Each chain once, in the order of the border points: the
			// chains met are stamped with the region's number.
			e.regionStamp++
			for p := range comp.Border().All() {
				if ci := e.chainAt[p] - 1; ci >= 0 && e.chainStamp[ci] != e.regionStamp {
					e.chainStamp[ci] = e.regionStamp
					r.chains = append(r.chains, ci)
				}
			}
			e.regions = append(e.regions, r)
			for p := range comp.All() {
				e.regionAt[c][p] = int16(len(e.regions))
			}
		}
		lr := &e.lastRegions[c]
		lr.valid, lr.alive = true, own
		lr.regions = append(lr.regions[:0], e.regions[start:]...)
	}
}

// eyeRegion reports whether the closed region r is the enclosed space of
// the chains around it, where eyes are: small enough to be an eye shape
// (maxSearchRegion points), or at least half of it in its side's area
// (§5.2 group points, with the dead stones lifted) as a territory is. A
// closed region that is mostly open board (the empty board around a few
// stones of one side in the opening) encloses nothing: it gives no eyes
// and joins no chains.
func (e *statusEngine) eyeRegion(r *stRegion) bool {
	if !r.closed {
		return false
	}
	n := r.pts.Count()
	return n <= maxSearchRegion || 2*r.pts.Intersect(e.ownArea[r.color]).Count() >= n
}

// countEyes gives each group the eye value of the closed regions it
// borders (all their bordering chains are in it, buildGroups joined them).
func (e *statusEngine) countEyes() {
	e.eyeChecked, e.eyeFalse = core.NewPointSet(e.size), core.NewPointSet(e.size)
	alive := [3]core.PointSet{core.Black: e.alive(core.Black), core.White: e.alive(core.White)}
	for i := range e.regions {
		r := &e.regions[i]
		if !e.eyeRegion(r) || len(r.chains) == 0 {
			continue
		}
		gi := e.groupOf[r.chains[0]]
		if gi < 0 {
			continue
		}
		g := &e.groups[gi]
		v, seki := e.regionEyes(r, g, &alive[g.color])
		g.eyes += v
		g.seki = g.seki || seki
		g.eyeSpace = g.eyeSpace.Union(r.pts)
	}
}

// regionEyes is the eye value of the closed region r that g encloses, and
// whether its class can end in seki with the prisoners inside; alive are
// the living stones of g's colour.
func (e *statusEngine) regionEyes(r *stRegion, g *stGroup, alive *core.PointSet) (float64, bool) {
	n := r.pts.Count()
	switch {
	case n == 1:
		// False by §4.3 among the living stones: dead ones link nothing.
		p := r.pts.First()
		if e.b.At(p) == core.Empty {
			e.eyeChecked.Add(p)
			if e.falseEye(g.color, alive, p) {
				e.eyeFalse.Add(p)
				return 0, false
			}
		}
		return 1, false
	case n > maxSearchRegion:
		// Room for two eyes.
		return 2, false
	}
	if r.pts.Intersects(ptr(e.b.Stones(g.color))) {
		// Dead stones of the owner inside: not a shape the classes know.
		return float64(min(n, 2)), false
	}
	cl := e.classify(g.color, r.pts, g.stones)
	if !cl.Known() {
		if n >= 7 {
			return 2, false
		}
		return 1, false
	}
	return cl.Eyes(), cl == classSS
}

func ptr(s core.PointSet) *core.PointSet { return &s }

// falseEye is falseEyeAmong(e.b, *alive, p) for alive the living stones
// of c, remembered from round to round with the points that decided it
// (falseEyeNear): while the living stones among those stay the same, so
// does the answer.
func (e *statusEngine) falseEye(c core.Color, alive *core.PointSet, p core.Point) bool {
	for i := range e.falseEyes {
		m := &e.falseEyes[i]
		if m.color == c && m.p == p {
			if alive.Intersect(m.near).Equal(m.own) {
				return m.isFalse
			}
			m.isFalse, m.near = falseEyeNear(e.b, *alive, p, true)
			m.own = alive.Intersect(m.near)
			return m.isFalse
		}
	}
	f, near := falseEyeNear(e.b, *alive, p, true)
	e.falseEyes = append(e.falseEyes, falseEyeMemo{color: c, p: p, near: near, own: alive.Intersect(near), isFalse: f})
	return f
}

// falseEyeMemo is one of falseEye's answers: whether p is false among c's
// living stones, which held own of the points near.
type falseEyeMemo struct {
	color     core.Color
	p         core.Point
	near, own core.PointSet
	isFalse   bool
}

// classify is classifyRegion, memoized for the analysis.
func (e *statusEngine) classify(c core.Color, region, enclosing core.PointSet) eyeClass {
	for i := range e.classes {
		m := &e.classes[i]
		if m.color == c && m.region.Equal(region) && m.enclosing.Equal(enclosing) {
			return m.class
		}
	}
	cl := classifyRegion(e.b, c, region, enclosing)
	e.classes = append(e.classes, classMemo{color: c, region: region, enclosing: enclosing, class: cl})
	return cl
}

// classMemo is one classified region.
type classMemo struct {
	color     core.Color
	region    core.PointSet
	enclosing core.PointSet
	class     eyeClass
}
