package analysis

import "github.com/gobot-baduk/gobot/core"

// roomToLive is the fewest open points (empty or holding dead opponent
// stones) a group short of two eyes needs among the group points around
// it (with its friends') not to count as enclosed: about what two eyes
// and the wall around them take.
const roomToLive = 8

// buildArea finds the area each colour owns with the current dead set:
// its group points (Nakamura §5.2 step 1), from the electric-charge
// potentials with all shadows, of the position with the dead stones
// lifted. The potentials are updated incrementally (§5.1) as stones die.
func (e *statusEngine) buildArea() {
	if e.inf == nil {
		e.inf = newAllShadows(e.b)
		// The potentials of the position itself, for the Analysis.
		pot := &e.inf.pot[allShadows]
		for y := 0; y < e.size; y++ {
			for x := 0; x < e.size; x++ {
				p, s := core.Pt(x, y), extIndex(x, y)
				e.potential[core.Black][p] = pot[core.Black-1][s]
				e.potential[core.White][p] = pot[core.White-1][s]
			}
		}
	}
	gone := e.dead.Intersect(e.inf.Stones(core.Black).Union(e.inf.Stones(core.White)))
	// Stones revive gave back their life (no longer dead, but lifted in an
	// earlier round) go back into the potentials.
	back := [3]core.PointSet{core.Black: e.alive(core.Black).Minus(e.inf.Stones(core.Black)), core.White: e.alive(core.White).Minus(e.inf.Stones(core.White))}
	if e.areaFresh && gone.Empty() && back[core.Black].Empty() && back[core.White].Empty() {
		// The potentials are those of the last call: so are the areas.
		return
	}
	e.areaFresh = true
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
	e.ownArea = e.inf.groupPointsBoth()
}

// labelAreas finds each colour's groups and territories by §5.2 (steps
// 2 and 3, territories: the connected sets of its group points, unified
// across kosumi) and notes, for each, its open points and whether a
// group that lives on its own stands in it.
func (e *statusEngine) labelAreas() {
	e.areas = e.areas[:0]
	for _, c := range [2]core.Color{core.Black, core.White} {
		// (In the memory of the last round's, which only the last
		// settling's are kept for.)
		e.lastTerritories[c] = e.territories(c, e.lastTerritories[c])
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
// the diagonal a crosscut. The zones are in buf's memory (see
// territoriesIn; nil for new memory).
func (e *statusEngine) territories(c core.Color, buf []zone) []zone {
	return territoriesIn(buf, c, e.ownArea[c], e.alive(c), e.alive(c.Opponent()))
}

// ownPart is one connected part of a colour's area.
type ownPart struct {
	open   int  // points without a living stone
	strong bool // a group that lives on its own stands in it
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

// escapeDepth and escapeRoom bound a group's way out (see escapes).
var (
	escapeDepth = 3
	escapeRoom  = 8
	escapeLead  = groupPotentialLead
)

// escapes reports whether the group has open space around it that the
// opponent does not control: at least escapeRoom points (empty, or
// holding dead stones) within escapeDepth steps of its stones through
// such points, where the opponent's potential does not lead the group's
// side's by escapeLead (the §5.2 lead of a group point). A group in
// open space (a lone stone in the opening, a group running into the
// centre) is not enclosed, whatever room its own group points give it.
func (e *statusEngine) escapes(g *stGroup) bool {
	opp := g.color.Opponent()
	occupied := e.alive(core.Black).Union(e.alive(core.White))
	free := func(p core.Point) bool {
		if !p.OnBoard(e.size) || occupied.Has(p) {
			return false
		}
		return e.inf.Potential(allShadows, opp, p)-e.inf.Potential(allShadows, g.color, p) < escapeLead
	}
	seen := g.stones
	frontier := g.stones
	n := 0
	for d := 0; d < escapeDepth && frontier.Any(); d++ {
		next := core.NewPointSet(e.size)
		for p := range frontier.Border().Minus(seen).All() {
			seen.Add(p)
			if free(p) {
				next.Add(p)
				n++
			}
		}
		if n >= escapeRoom {
			return true
		}
		frontier = next
	}
	return false
}
