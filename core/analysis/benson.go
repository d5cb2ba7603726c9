package analysis

import "github.com/gobot-baduk/gobot/core"

// UnconditionalStatus is what Benson's algorithm proves about a point, in
// the words GNU Go's GTP command unconditional_status uses.
type UnconditionalStatus uint8

const (
	// Undecided is the zero UnconditionalStatus: nothing is proved.
	Undecided UnconditionalStatus = iota
	// UnconditionallyAlive is a stone of a pass-alive chain.
	UnconditionallyAlive
	// UnconditionallyDead is a stone inside a region the opponent's
	// pass-alive chains make safe.
	UnconditionallyDead
	// BlackTerritory is an empty point of a safe region of Black.
	BlackTerritory
	// WhiteTerritory is an empty point of a safe region of White.
	WhiteTerritory
)

// String returns GNU Go's word: "alive", "dead", "undecided",
// "black_territory" or "white_territory".
func (s UnconditionalStatus) String() string {
	switch s {
	case UnconditionallyAlive:
		return "alive"
	case UnconditionallyDead:
		return "dead"
	case BlackTerritory:
		return "black_territory"
	case WhiteTerritory:
		return "white_territory"
	}
	return "undecided"
}

// BensonResult is the outcome of Benson's algorithm on one position: for
// each colour, the pass-alive (unconditionally alive) chains and the safe
// regions they enclose. Opponent stones in a safe region are
// unconditionally dead; its empty points are pass-alive territory.
//
// Benson's proof needs suicide to be forbidden (seed 002). Under a rule set
// that allows suicide the attacker can empty a point of a region by
// suiciding the stone on it, so the result is computed with the stricter
// test described in Benson: every point of a healthy region, stone or
// empty, must be a liberty or potential liberty of the chain, and a safe
// region may have no point out of reach of the living chains. Under either
// rule set the result is a proof: nothing reported alive can be captured,
// nothing reported dead can live, whatever the opponent plays and even if
// the owner passes for ever.
type BensonResult struct {
	size    int
	suicide bool
	alive   [3]core.PointSet
	safe    [3]core.PointSet
	dead    [3]core.PointSet
	terr    [3]core.PointSet
}

// PassAlive returns the stones of c's pass-alive chains.
func (r *BensonResult) PassAlive(c core.Color) core.PointSet {
	if !c.IsStone() {
		return core.NewPointSet(r.size)
	}
	return r.alive[c]
}

// safeOf returns the union of c's safe regions: the empty points and the
// opponent stones enclosed by c's pass-alive chains that the opponent can
// never bring to life.
func (r *BensonResult) safeOf(c core.Color) core.PointSet {
	if !c.IsStone() {
		return core.NewPointSet(r.size)
	}
	return r.safe[c]
}

// Territory returns c's pass-alive territory: the empty points of its safe
// regions.
func (r *BensonResult) territoryOf(c core.Color) core.PointSet {
	if !c.IsStone() {
		return core.NewPointSet(r.size)
	}
	return r.terr[c]
}

// Dead returns the stones of colour c that are unconditionally dead: they
// stand in a safe region of the opponent.
func (r *BensonResult) deadOf(c core.Color) core.PointSet {
	if !c.IsStone() {
		return core.NewPointSet(r.size)
	}
	return r.dead[c]
}

// suicideRules reports whether the result was computed for a rule set that
// allows suicide (with Benson's stricter tests; see BensonResult).
func (r *BensonResult) suicideRules() bool { return r.suicide }

// Status returns what the result proves about p: alive for a stone of a
// pass-alive chain, dead for a stone in the opponent's safe region,
// black_territory or white_territory for an empty point in a safe region,
// and undecided otherwise (also for points off the board).
func (r *BensonResult) Status(p core.Point) UnconditionalStatus {
	switch {
	case !p.OnBoard(r.size):
		return Undecided
	case r.alive[core.Black].Has(p), r.alive[core.White].Has(p):
		return UnconditionallyAlive
	case r.dead[core.Black].Has(p), r.dead[core.White].Has(p):
		return UnconditionallyDead
	case r.terr[core.Black].Has(p):
		return BlackTerritory
	case r.terr[core.White].Has(p):
		return WhiteTerritory
	}
	return Undecided
}

// Benson finds the pass-alive chains of both colours and the regions they
// make safe (Benson 1976, in the set form of seed 000 and Sensei's Library,
// seed 002).
//
// For a colour c, a chain is a maximal connected set of c stones and a
// region a maximal connected set of empty points and opponent stones. A
// region is healthy for a chain that borders it when every empty point of
// the region is a liberty of that chain. The algorithm works on sets of
// chains, not on one chain at a time, which removes the circularity the
// Sensei's text discusses: starting from all chains and all regions, it
// repeatedly drops every chain with fewer than two healthy regions left,
// then every region bordered by a dropped chain, until nothing changes.
// The chains left are pass-alive. A region left is safe when none of its
// empty points is interior to it (every empty point touches a living
// chain; seed 000 drops the others first), so the opponent can never make
// an eye in it.
//
// Under rules that allow suicide the tests become stricter; see
// BensonResult.
func Benson(b *core.Board) *BensonResult {
	r := &BensonResult{size: b.Size(), suicide: b.Rules().Suicide}
	var w bensonWork
	for _, c := range [2]core.Color{core.Black, core.White} {
		r.alive[c], r.safe[c] = w.run(b, c, r.suicide)
		r.terr[c] = r.safe[c].Intersect(b.Stones(core.Empty))
		r.dead[c.Opponent()] = r.safe[c].Intersect(b.Stones(c.Opponent()))
	}
	return r
}

// bensonRegion is one c-region with what the elimination loop needs.
type bensonRegion struct {
	points core.PointSet
	// healthy lists the chains (indexes) the region is healthy for.
	healthy []int16
	// border lists the chains (indexes) that border the region.
	border []int16
	live   bool
}

// bensonWork holds the scratch space of one Benson run.
type bensonWork struct {
	chainAt [core.NumSlots]int16 // index+1 of the chain on each point
	chains  []core.PointSet
	libs    []core.PointSet // Border of each chain: its liberties and potential liberties
	live    []bool
	regions []bensonRegion
	ids     []int16
}

// run performs the elimination for colour c and returns the pass-alive
// stones and the union of the safe regions.
func (w *bensonWork) run(b *core.Board, c core.Color, strict bool) (alive, safe core.PointSet) {
	size := b.Size()
	own := b.Stones(c)
	empty := b.Stones(core.Empty)
	alive, safe = core.NewPointSet(size), core.NewPointSet(size)
	w.chains, w.libs, w.live, w.regions = w.chains[:0], w.libs[:0], w.live[:0], w.regions[:0]
	if n := own.Count(); cap(w.chains) < n {
		// Room for a chain a stone at most, at once.
		w.chains, w.libs, w.live = make([]core.PointSet, 0, n), make([]core.PointSet, 0, n), make([]bool, 0, n)
	}
	for p := range own.All() {
		if w.chainAt[p] != 0 {
			continue
		}
		ch := b.Chain(p)
		w.chains = append(w.chains, ch)
		w.libs = append(w.libs, ch.Border())
		w.live = append(w.live, true)
		id := int16(len(w.chains))
		for q := range ch.All() {
			w.chainAt[q] = id
		}
	}
	if len(w.chains) == 0 {
		return alive, safe
	}
	for region := range own.Complement().Components() {
		reg := bensonRegion{points: region, live: true}
		// Seed 000: a region with an empty point that touches no chain at
		// all can be healthy for no chain; drop it at once. Under suicide
		// rules an opponent stone there could become such an empty point.
		inner := region.Shrink()
		if !strict {
			inner = inner.Intersect(empty)
		}
		if inner.Any() {
			continue
		}
		need := region
		if !strict {
			need = region.Intersect(empty)
		}
		w.ids = w.ids[:0]
		for q := range region.Border().All() {
			id := w.chainAt[q] - 1
			if !containsID(w.ids, id) {
				w.ids = append(w.ids, id)
			}
		}
		reg.border = append([]int16(nil), w.ids...)
		for _, id := range reg.border {
			if need.Minus(w.libs[id]).Empty() {
				reg.healthy = append(reg.healthy, id)
			}
		}
		w.regions = append(w.regions, reg)
	}
	counts := make([]int, len(w.chains))
	for changed := true; changed; {
		changed = false
		for i := range counts {
			counts[i] = 0
		}
		for _, reg := range w.regions {
			if !reg.live {
				continue
			}
			for _, id := range reg.healthy {
				counts[id]++
			}
		}
		for i, n := range counts {
			if w.live[i] && n < 2 {
				w.live[i] = false
				changed = true
			}
		}
		for j := range w.regions {
			reg := &w.regions[j]
			if !reg.live {
				continue
			}
			for _, id := range reg.border {
				if !w.live[id] {
					reg.live = false
					changed = true
					break
				}
			}
		}
	}
	for i, ch := range w.chains {
		if w.live[i] {
			alive = alive.Union(ch)
		}
	}
	for _, reg := range w.regions {
		if reg.live && len(reg.border) > 0 {
			safe = safe.Union(reg.points)
		}
	}
	// Clear the chain map for the next colour.
	for _, ch := range w.chains {
		for q := range ch.All() {
			w.chainAt[q] = 0
		}
	}
	return alive, safe
}

func containsID(ids []int16, id int16) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}
