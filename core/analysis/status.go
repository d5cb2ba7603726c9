package analysis

import "github.com/gobot-baduk/gobot/core"

// The status engine behind AnalyzeBoard. It decides, for every group of
// stones, whether it lives, dies, is unsettled or lives in seki, and from
// that which stones are dead. It combines:
//
//   - Benson's pass-alive chains and safe regions (seeds 000 and 002):
//     pass-alive chains are PassAlive, stones in the opponent's safe
//     regions are dead from the start;
//   - closed regions and their eye values: a c-region (a maximal connected
//     set of points without a living c stone, seed 000) is closed when
//     every opponent stone in it is dead; one-point regions are eyes
//     unless false by Nakamura's diagonal-link rule (§4.3), regions of two
//     to eight points take the eye value of their class (§3.2, Table 1,
//     classifyRegion), larger ones count as two eyes;
//   - groups in the broad sense (§3.1): chains joined by kosumi links
//     whose two crossing points are free, by two shared liberties, and by
//     a closed region they both border;
//   - the electric-charge model (§5): a group short of two eyes is
//     enclosed when the §5.2 groups and territories of its colour that
//     its stones stand in (territories, kosumi unified) hold no friend
//     that lives on its own and little room;
//   - Euler's count (§4): each group's eye candidates (Group.Regions), a
//     cross-check the Analysis shows beside the eye count (see the
//     package documentation for why it does not decide);
//   - liberties and capturing races: an enclosed group dies unless it
//     wins a capturing race or a seki against an enclosed neighbour.
//
// Dead stones are found by iteration: a group found dead turns the region
// around it into closed space (territory, eyes) for the opponent, which
// may settle more groups; the dead set only grows, so the loop ends.

// statusMaxRounds bounds the iterations; in practice two or three suffice.
const statusMaxRounds = 8

// stChain is one chain of stones with its liberties.
type stChain struct {
	color     core.Color
	stones    core.PointSet
	libs      core.PointSet
	passAlive bool
}

// stRegion is one c-region: a maximal connected set of points that hold
// no living c stone, bounded by c's living chains and the edge.
type stRegion struct {
	color  core.Color // the side whose stones bound the region
	pts    core.PointSet
	closed bool    // every opponent stone in it is dead
	chains []int16 // the chains on its border
}

// stGroup is one group of living chains of a round.
type stGroup struct {
	color     core.Color
	stones    core.PointSet
	libs      core.PointSet
	eyeSpace  core.PointSet // the closed regions it alone borders
	chains    []int
	eyes      float64
	seki      bool // an eye-space class or a capturing race ends in seki
	status    Status
	passAlive bool
	enclosed  bool
}

// statusEngine holds the scratch state of one analysis. It is local to
// AnalyzeBoard, so analyses of separate boards run concurrently.
type statusEngine struct {
	b       *core.Board
	size    int
	ben     *BensonResult
	chains  []stChain
	chainAt [core.NumSlots]int16 // chain index+1
	dead    core.PointSet

	// Per round.
	regions  []stRegion
	regionAt [3][core.NumSlots]int16 // region index+1, per bounding colour
	// lastRegions keeps each colour's regions with the living stones they
	// were found for, for the next round (buildRegions).
	lastRegions [3]struct {
		valid   bool
		alive   core.PointSet
		regions []stRegion
	}
	parent  []int
	groups  []stGroup
	groupOf []int // chain index → group index, -1 for dead chains
	// chainDead tells, per chain index, whether the chain is dead.
	chainDead []bool

	inf *influence
	// potential holds the potentials of the position (all shadows).
	potential [3][core.NumSlots]float64
	ownArea   [3]core.PointSet
	// benDead are the stones Benson proves dead: never revived.
	benDead core.PointSet
	areas   []ownPart
	areaAt  [core.NumSlots]int16 // index+1 into areas, for living stones
	// lastTerritories are each colour's §5.2 groups and territories of
	// the last settling, which had the final dead set (see revive).
	lastTerritories [3][]zone
	// eyeChecked are the one-point closed regions of the last countEyes,
	// and eyeFalse those of them false by §4.3 (result reuses them).
	eyeChecked, eyeFalse core.PointSet

	// The groups found dead, as they were when they died.
	deadGroups []Group
	// classes memoizes region classes within the analysis.
	classes []classMemo
}

// classMemo is one classified region.
type classMemo struct {
	color     core.Color
	region    core.PointSet
	enclosing core.PointSet
	class     eyeClass
}

// roomToLive is the fewest open points (empty or holding dead opponent
// stones) a group short of two eyes needs among the group points around
// it (with its friends') not to count as enclosed: about what two eyes
// and the wall around them take.
const roomToLive = 8

func newStatusEngine(b *core.Board) *statusEngine {
	e := &statusEngine{b: b, size: b.Size(), ben: Benson(b)}
	for _, h := range b.ChainHeads() {
		c := b.At(h)
		ch := stChain{color: c, stones: b.Chain(h), libs: b.LibertySet(h)}
		pa := e.ben.PassAlive(c)
		ch.passAlive = ch.stones.Intersects(&pa)
		e.chains = append(e.chains, ch)
		for p := range ch.stones.All() {
			e.chainAt[p] = int16(len(e.chains))
		}
	}
	e.dead = e.ben.deadOf(core.Black).Union(e.ben.deadOf(core.White))
	e.benDead = e.dead
	for i := range e.chains {
		if e.chains[i].stones.Intersects(&e.dead) {
			e.deadGroups = append(e.deadGroups, Group{Color: e.chains[i].color, Stones: e.chains[i].stones,
				Territory: core.NewPointSet(e.size), Status: Dead})
		}
	}
	return e
}

// run iterates rounds until no more stones die, then gives back their
// life to dead groups that the end position shows inside their own side's
// living territory (revive).
func (e *statusEngine) run() {
	e.rounds()
	if e.revive() {
		// Without the revived stones among the dead.
		e.settleLast()
	}
}

// settleLast settles the groups once more with the final dead set, after
// the rounds: a group that would die now is left Unsettled.
func (e *statusEngine) settleLast() {
	e.buildRegions()
	e.buildGroups()
	e.countEyes()
	e.buildArea()
	e.settle()
	for i := range e.groups {
		if e.groups[i].status == Dead {
			e.groups[i].status = Unsettled
		}
	}
}

// revive returns to life each group that died in the rounds (not one that
// Benson proves dead) whose stones all lie, with every dead stone lifted,
// in the territory of one of its own colour's groups (§5.2, territories):
// the stones stand in their own side's territory, joined to a living
// group, so nothing can capture them. It happens when a stone dies in a
// round before the opponent stones that made it look enclosed do. It
// reports whether it revived any.
func (e *statusEngine) revive() bool {
	// The rounds ended with a settling of the final dead set (no more
	// died, or settleLast), whose territories labelAreas kept.
	areas := &e.lastTerritories
	kept := e.deadGroups[:0]
	revived := false
	for _, dg := range e.deadGroups {
		if dg.Stones.Intersects(&e.benDead) || !inOneTerritory(areas[dg.Color], dg.Stones) {
			kept = append(kept, dg)
			continue
		}
		e.dead = e.dead.Minus(dg.Stones)
		revived = true
	}
	e.deadGroups = kept
	return revived
}

// inOneTerritory reports whether the territory of one of the areas holds
// all of stones.
func inOneTerritory(areas []zone, stones core.PointSet) bool {
	for i := range areas {
		if stones.Minus(areas[i].Territory).Empty() {
			return true
		}
	}
	return false
}

// rounds iterates rounds until no more stones die.
func (e *statusEngine) rounds() {
	for round := 0; round < statusMaxRounds; round++ {
		e.buildRegions()
		e.buildGroups()
		e.countEyes()
		e.buildArea()
		newlyDead := e.judge()
		if !newlyDead {
			return
		}
	}
	// The last round found more dead stones; settle the groups once more
	// with them so that the statuses describe the final dead set.
	e.settleLast()
}

// settle gives every group its status for the round.
func (e *statusEngine) settle() {
	e.labelAreas()
	for gi := range e.groups {
		g := &e.groups[gi]
		g.enclosed = !g.strong() && e.enclosed(g) && e.surrounded(g)
	}
	for gi := range e.groups {
		e.groups[gi].status = e.groupStatus(gi)
	}
}

// buildArea finds the area each colour owns with the current dead set:
// its group points (Nakamura §5.2 step 1), from the electric-charge
// potentials with all shadows, of the position with the dead stones
// lifted. The potentials are updated incrementally (§5.1) as stones die.
func (e *statusEngine) buildArea() {
	if e.inf == nil {
		e.inf = newAllShadows(e.b)
		// The potentials of the position itself, for the Analysis.
		for p := range core.FullSet(e.size).All() {
			for _, c := range [2]core.Color{core.Black, core.White} {
				e.potential[c][p] = e.inf.Potential(allShadows, c, p)
			}
		}
	}
	gone := e.dead.Intersect(e.inf.Stones(core.Black).Union(e.inf.Stones(core.White)))
	// Stones revive gave back their life (no longer dead, but lifted in an
	// earlier round) go back into the potentials.
	back := [3]core.PointSet{core.Black: e.alive(core.Black).Minus(e.inf.Stones(core.Black)), core.White: e.alive(core.White).Minus(e.inf.Stones(core.White))}
	if gone.Count()+back[core.Black].Count()+back[core.White].Count() > syncFullThreshold {
		// Many stones at once cost more one by one than anew (see Sync).
		lifted := e.b.Clone()
		lifted.Setup(core.Empty, e.dead.Points()...)
		e.inf.Reset(lifted)
	} else {
		for p := range gone.All() {
			e.inf.Remove(p)
		}
		for _, c := range [2]core.Color{core.Black, core.White} {
			for p := range back[c].All() {
				e.inf.Add(c, p)
			}
		}
	}
	for _, c := range [2]core.Color{core.Black, core.White} {
		e.ownArea[c] = e.inf.GroupPoints(c)
	}
}

// alive returns c's stones that are not dead.
func (e *statusEngine) alive(c core.Color) core.PointSet {
	return e.b.Stones(c).Minus(e.dead)
}

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
		for comp := range full.Minus(own).Components() {
			r := stRegion{color: c, pts: comp}
			inside := comp.Intersect(opp)
			r.closed = inside.Minus(e.dead).Empty()
			for p := range comp.Border().All() {
				if ci := e.chainAt[p] - 1; ci >= 0 && !containsID(r.chains, ci) {
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
		if !r.closed {
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
	// next to both.
	type pair struct {
		a, b int16
		n    int
	}
	var pairs []pair
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
				found := false
				for k := range pairs {
					if pairs[k].a == a && pairs[k].b == bb {
						pairs[k].n++
						found = true
						if pairs[k].n == 2 {
							e.union(int(a), int(bb))
						}
					}
				}
				if !found {
					pairs = append(pairs, pair{a, bb, 1})
				}
			}
		}
	}
	// Collect the groups.
	e.groups = e.groups[:0]
	e.groupOf = e.groupOf[:0]
	rootGroup := make(map[int]int, n)
	for ci := 0; ci < n; ci++ {
		e.groupOf = append(e.groupOf, -1)
		if isDead(ci) {
			continue
		}
		r := e.find(ci)
		gi, ok := rootGroup[r]
		if !ok {
			gi = len(e.groups)
			rootGroup[r] = gi
			e.groups = append(e.groups, stGroup{color: e.chains[ci].color, stones: core.NewPointSet(e.size),
				libs: core.NewPointSet(e.size), eyeSpace: core.NewPointSet(e.size), passAlive: true})
		}
		g := &e.groups[gi]
		g.stones = g.stones.Union(e.chains[ci].stones)
		g.libs = g.libs.Union(e.chains[ci].libs)
		g.chains = append(g.chains, ci)
		g.passAlive = g.passAlive && e.chains[ci].passAlive
		e.groupOf[ci] = gi
	}
}

// countEyes gives each group the eye value of the closed regions it
// borders (all their bordering chains are in it, buildGroups joined them).
func (e *statusEngine) countEyes() {
	e.eyeChecked, e.eyeFalse = core.NewPointSet(e.size), core.NewPointSet(e.size)
	alive := [3]core.PointSet{core.Black: e.alive(core.Black), core.White: e.alive(core.White)}
	for i := range e.regions {
		r := &e.regions[i]
		if !r.closed || len(r.chains) == 0 {
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
			if falseEyeAmong(e.b, *alive, p) {
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

// strong reports whether a group lives on its own: pass-alive or two eyes.
func (g *stGroup) strong() bool { return g.passAlive || g.eyes >= 2 }

// judge gives every group its status for this round and adds the groups
// found dead to the dead set. It reports whether any stone died.
func (e *statusEngine) judge() bool {
	var newDead []int
	e.settle()
	for gi := range e.groups {
		if e.groups[gi].status == Dead {
			newDead = append(newDead, gi)
		}
	}
	// A dying group that borders a region holding another dying group
	// (of the opponent) waits: the inner group dies first, and the region
	// may then give the outer one its eyes.
	kill := newDead[:0:0]
	for _, gi := range newDead {
		if !e.holdsDying(gi, newDead) {
			kill = append(kill, gi)
		} else {
			e.groups[gi].status = Unsettled
		}
	}
	newDead = kill
	for _, gi := range newDead {
		g := &e.groups[gi]
		e.dead = e.dead.Union(g.stones)
		e.deadGroups = append(e.deadGroups, Group{Color: g.color, Stones: g.stones, Territory: core.NewPointSet(e.size),
			Status: Dead, Eyes: g.eyes})
	}
	return len(newDead) > 0
}

// holdsDying reports whether group gi encloses another dying group h of
// the opponent: h stands in a region of gi's colour that gi borders, and
// that region is smaller than the region of h's colour around gi (so h
// is the inner one of the two).
func (e *statusEngine) holdsDying(gi int, dying []int) bool {
	g := &e.groups[gi]
	for _, hj := range dying {
		h := &e.groups[hj]
		if h.color == g.color {
			continue
		}
		ri := e.regionAt[g.color][h.stones.First()] - 1
		rj := e.regionAt[h.color][g.stones.First()] - 1
		if ri < 0 || rj < 0 || e.regions[ri].pts.Count() >= e.regions[rj].pts.Count() {
			continue
		}
		for _, ci := range e.regions[ri].chains {
			if e.groupOf[ci] == gi {
				return true
			}
		}
	}
	return false
}

// groupStatus decides one group's status in the current round.
func (e *statusEngine) groupStatus(gi int) Status {
	g := &e.groups[gi]
	switch {
	case g.passAlive:
		return PassAlive
	case g.eyes >= 2:
		if g.seki {
			return Seki
		}
		return Alive
	}
	enclosed := g.enclosed
	// Capturing races and seki against weak neighbours.
	race := e.race(gi)
	switch {
	case race == raceSeki:
		return Seki
	case race == raceWin && enclosed:
		return Unsettled
	case !enclosed:
		if g.eyes >= 1 || g.libs.Count() >= 3 {
			return Alive
		}
		return Unsettled
	case race == raceEven || g.eyes >= 1.5:
		return Unsettled
	}
	return Dead
}

// enclosed reports whether the group's way out is closed: the connected
// set of its colour's group points (§5.2 step 2) that holds it has no friendly group that
// lives on its own and fewer than roomToLive open points.
//
// A group's chains are joined by kosumi, shared liberties or a closed
// region, links the group points need not follow, so its stones may lie
// in several parts: its room is that of all of them together, and a
// friend that lives on its own in any of them frees it.
func (e *statusEngine) enclosed(g *stGroup) bool {
	open, strong, found := 0, false, false
	var seen []int16
	for p := range g.stones.All() {
		ai := e.areaAt[p]
		if ai == 0 || containsID(seen, ai) {
			continue
		}
		seen = append(seen, ai)
		a := &e.areas[ai-1]
		open += a.open
		strong = strong || a.strong
		found = true
	}
	return found && open < roomToLive && !strong
}

// surrounded reports whether the opponent's potential is strong under
// the group: at least groupPotentialMin (the §5.2 bar for a group point)
// on at least half of its stones' points. enclosed looks only at the
// room the group's own side has around it, which is small for any new
// stone (a lone stone's group points are its four neighbours); a stone
// with no opponent stone near it (a lone stone in an empty corner) is
// not enclosed, however little room its own potential gives it yet. The
// potentials are those of the position with the dead stones lifted; the
// group's own stones may shadow the opponent's sources, which only makes
// the test stricter.
func (e *statusEngine) surrounded(g *stGroup) bool {
	opp := g.color.Opponent()
	held := 0
	for p := range g.stones.All() {
		if e.inf.Potential(allShadows, opp, p) >= groupPotentialMin-groupPotentialSlack {
			held++
		}
	}
	return 2*held >= g.stones.Count()
}

// labelAreas finds each colour's groups and territories by §5.2 (steps
// 2 and 3, territories: the connected sets of its group points, unified
// across kosumi) and notes, for each, its open points and whether a
// group that lives on its own stands in it.
func (e *statusEngine) labelAreas() {
	e.areas = e.areas[:0]
	for _, c := range [2]core.Color{core.Black, core.White} {
		e.lastTerritories[c] = e.territories(c)
		for _, ar := range e.lastTerritories[c] {
			a := ownPart{open: ar.Territory.Count()}
			for p := range ar.Stones.All() {
				e.areaAt[p] = int16(len(e.areas) + 1)
				if gi := e.groupOf[e.chainAt[p]-1]; gi >= 0 && e.groups[gi].strong() {
					a.strong = true
				}
			}
			e.areas = append(e.areas, a)
		}
	}
}

// territories returns c's groups and territories by §5.2 in the position
// with the dead stones lifted: its living stones with its group points
// around them, unified across kosumi unless living opponent stones make
// the diagonal a crosscut.
func (e *statusEngine) territories(c core.Color) []zone {
	return territories(c, e.ownArea[c], e.alive(c), e.alive(c.Opponent()))
}

// ownPart is one connected part of a colour's area.
type ownPart struct {
	open   int  // points without a living stone
	strong bool // a group that lives on its own stands in it
}

// raceResult is the outcome of a group's capturing races.
type raceResult uint8

const (
	raceNone raceResult = iota // no weak neighbour: nothing to race
	raceLose                   // it loses every race
	raceEven                   // the side to move wins
	raceWin                    // it captures a neighbour
	raceSeki                   // a neighbour and it live in seki
)

// race plays out, by counting liberties, the capturing races of group gi
// against the opponent groups it touches that are enclosed too (a
// neighbour with a way out is not caught in a race).
// Each side's count is its liberties outside the shared ones, plus the
// shared ones when it alone has an eye (the other must fill them too);
// with no outside liberties left on either side and shared liberties
// that neither can fill (two, or one when both have an eye), it is seki.
func (e *statusEngine) race(gi int) raceResult {
	g := &e.groups[gi]
	best := raceNone
	seen := make([]bool, len(e.groups))
	for p := range g.stones.Border().Intersect(e.b.Stones(g.color.Opponent())).All() {
		ci := e.chainAt[p] - 1
		hj := e.groupOf[ci]
		if hj < 0 || seen[hj] {
			continue
		}
		seen[hj] = true
		h := &e.groups[hj]
		if !h.enclosed {
			continue
		}
		shared := g.libs.Intersect(h.libs)
		nShared := shared.Count()
		outG := g.libs.Minus(shared).Minus(g.eyeSpace).Count()
		outH := h.libs.Minus(shared).Minus(h.eyeSpace).Count()
		eyeG, eyeH := g.eyes >= 1, h.eyes >= 1
		if outG == 0 && outH == 0 && (nShared >= 2 || (nShared >= 1 && eyeG && eyeH)) && eyeG == eyeH {
			return raceSeki
		}
		cg := g.libs.Minus(shared).Count()
		ch := h.libs.Minus(shared).Count()
		switch {
		case eyeG && !eyeH:
			cg += nShared
		case eyeH && !eyeG:
			ch += nShared
		default:
			cg += nShared
			ch += nShared
		}
		r := raceLose
		switch {
		case cg > ch:
			r = raceWin
		case cg == ch:
			r = raceEven
		}
		best = max(best, r)
	}
	return best
}

// result assembles the groups for the Analysis: the living groups of the
// last round, then the dead ones, each with its eye candidates by Euler's
// count (§4, eyeCandidates) among the living stones of its colour (a dead
// group's among them and its own).
func (e *statusEngine) result() []Group {
	out := make([]Group, 0, len(e.groups)+len(e.deadGroups))
	for i := range e.groups {
		g := &e.groups[i]
		out = append(out, Group{Color: g.color, Stones: g.stones, Territory: g.eyeSpace, Status: g.status, Eyes: g.eyes})
	}
	out = append(out, e.deadGroups...)
	// The linked groups of each group's stones, all in one pass.
	var label [core.NumSlots]int16
	for i := range out {
		for p := range out[i].Stones.All() {
			label[p] = int16(i + 1)
		}
	}
	alive := [3]core.PointSet{core.Black: e.alive(core.Black), core.White: e.alive(core.White)}
	for _, l := range linkedGroupsOf(e.b.Stones(core.Black).Union(e.b.Stones(core.White)), &label) {
		gi := label[l.First()] - 1
		if gi < 0 {
			continue // every stone is in a group; never happens
		}
		g := &out[gi]
		own := alive[g.Color]
		dead := g.Status == Dead
		if dead {
			own = own.Union(g.Stones)
		}
		g.Regions += eyeCandidates(l, func(p core.Point) bool {
			// A living group's one-point regions are one-point closed
			// regions, which the last countEyes judged with the final
			// dead set.
			if !dead && e.eyeChecked.Has(p) {
				return e.eyeFalse.Has(p)
			}
			return !own.Has(p) && falseEyeAmong(e.b, own, p)
		})
	}
	return out
}
