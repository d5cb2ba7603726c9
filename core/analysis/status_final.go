package analysis

import "github.com/gobot-baduk/gobot/core"

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

// result assembles the groups for the Analysis: the living groups of the
// last round, then the dead ones, each with its eye candidates by Euler's
// count (§4, eyeCandidates) among the living stones of its colour (a dead
// group's among them and its own).
func (e *statusEngine) result() []Group {
	out := make([]Group, 0, len(e.groups)+len(e.deadGroups))
	for i := range e.groups {
		g := &e.groups[i]
		out = append(out, Group{Color: g.color, Stones: g.stones, eyeSpace: g.eyeSpace, Status: g.status, Eyes: g.eyes})
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
