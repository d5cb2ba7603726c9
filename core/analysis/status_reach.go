package analysis

import "github.com/gobot-baduk/gobot/core"

// After the rounds, the verdicts on small groups are looked at once more
// with the two sides' distances to their liberties (reach, as lean counts
// them), the group lifted: how far each liberty is from the owner's other
// living stones against how far from the opponent's.
//
//   - A group called dead (not by Benson) of at most nearMaxStones stones
//     with at least nearMinLibs liberties, of which at least nearLibs are
//     at most one step farther from its owner's other living stones than
//     from the opponent's, is called unsettled: friends that near can join
//     it or give it room; the rounds, which judge the room around a group
//     by the group points of the electric-charge potentials, call such
//     stones dead while the board is open. Unsettled, not alive: the
//     estimate counts an unsettled group as it stands (as a living one)
//     and widens its range, and a player is shown a weak group, not a
//     safe one.
//   - A lone stone called alive without an eye, on the first or second
//     line (strandedLine), whose every liberty is at least strandedSteps
//     steps nearer the opponent's living stones than its owner's other
//     ones is called dead: it stands low in the opponent's sphere with no
//     friend in reach and no room to live. Higher up a lone stone has room
//     to make shape or to run, and the rounds' verdict stands (on the
//     tuning half the rule on every line took the score MAE at a quarter
//     of the moves from 12.7 to 12.3, on the first two lines alone to
//     12.4; at half and three quarters the two are the same to 0.1). The rounds let it live as long as the
//     area around it is open. Not in the opening, while strandedOpen of
//     the board or more is in neither side's area: a lone stone there has
//     the open board to make a new start in (TestLoneStonesInTheOpeningLive;
//     on the tuning half the stones so found stood on boards open at
//     most 0.49, that test's stands on one open 0.74).
//
// Both look at the dead set the rounds left (their changes are made at
// once, not one after the other). On the tuning half of the GNU Go corpus
// (issue 16) the groups the first revives lived 30 times in 37 (by
// the final position), the stones the second calls dead on any line died
// 20 times in 23, and the score MAE at 25 / 50 / 75% of the moves went
// from 12.69 / 9.97 / 5.88 to 12.34 / 9.30 / 5.80 with both on any line
// (the first alone 12.71 / 9.39 / 5.91, the second alone 12.32 / 9.88 /
// 5.77), 12.44 / 9.30 / 5.80 with the second on the first two lines. The split of the verdicts
// that differ from the final position's by class found these two the
// largest that the distances tell apart: dead calls on one to three
// stones with three or more liberties (at half the moves, 36 of the 50
// dead calls on groups that lived) and lone stones called alive (at a
// quarter, 96 of the 126 alive calls on groups that died).
var (
	nearMaxStones = 3
	nearMinLibs   = 3
	nearLibs      = 2
	strandedSteps = 2
	strandedOpen  = 0.6
	strandedLine  = 2
)

// reconsider applies the two rules above to the groups of the analysis
// (gs, from result), changing their statuses and the dead set. It reports
// whether any verdict changed; the caller then rebuilds the areas.
func (e *statusEngine) reconsider(gs []Group) bool {
	// The share of the board in neither side's area (nor a stone).
	stones := e.b.Stones(core.Black).Union(e.b.Stones(core.White))
	open := float64(core.FullSet(e.size).Minus(stones).Minus(e.ownArea[core.Black]).Minus(e.ownArea[core.White]).Count()) / float64(e.size*e.size)
	var revive, lone []int
	var loneStones [3]core.PointSet
	for i := range gs {
		g := &gs[i]
		switch {
		case g.Status == Dead && g.Stones.Count() <= nearMaxStones && !g.Stones.Intersects(&e.benDead):
			if e.libertiesOf(g.Stones).Count() >= nearMinLibs {
				revive = append(revive, i)
			}
		case g.Status == Alive && g.Eyes == 0 && g.Stones.Count() == 1 && open < strandedOpen && e.low(g.Stones):
			lone = append(lone, i)
			loneStones[g.Color] = loneStones[g.Color].Union(g.Stones)
		}
	}
	if len(revive) == 0 && len(lone) == 0 {
		return false
	}
	// The distances with the dead set as the rounds left it.
	d := e.distances()
	kept := revive[:0]
	for _, i := range revive {
		g := &gs[i]
		near := 0
		for p := range e.libertiesOf(g.Stones).All() {
			if int(d[g.Color][p])-int(d[g.Color.Opponent()][p]) <= 1 {
				near++
			}
		}
		if near >= nearLibs {
			kept = append(kept, i)
		}
	}
	revive = kept
	// A lone stone's own side is no nearer its liberties, the stone
	// lifted, than its other stones less every lone one (far): those
	// that are not stranded even so are left at once.
	var far [3][core.NumSlots]int8
	for _, c := range [2]core.Color{core.Black, core.White} {
		if loneStones[c].Empty() {
			continue
		}
		saved := e.dead
		e.dead = e.dead.Union(loneStones[c])
		e.reach(c, &far[c])
		e.dead = saved
	}
	var kill []int
	for _, i := range lone {
		g := &gs[i]
		if e.mayBeStranded(g, &far[g.Color], &d[g.Color.Opponent()]) && e.stranded(g, core.PointSet{}) {
			kill = append(kill, i)
		}
	}
	// A lone stone is stranded only by opponent stones that are not
	// stranded too: two lone stones of both sides on an open board may
	// each be nearer the other than their friends, and the opponent's
	// candidates are lifted to ask again.
	var stranded [3]core.PointSet
	for _, i := range kill {
		stranded[gs[i].Color] = stranded[gs[i].Color].Union(gs[i].Stones)
	}
	kept = kill[:0]
	for _, i := range kill {
		if without := stranded[gs[i].Color.Opponent()]; without.Empty() || e.stranded(&gs[i], without) {
			kept = append(kept, i)
		}
	}
	kill = kept
	for _, i := range revive {
		gs[i].Status = Unsettled
		e.dead = e.dead.Minus(gs[i].Stones)
	}
	for _, i := range kill {
		gs[i].Status = Dead
		e.dead = e.dead.Union(gs[i].Stones)
	}
	return len(revive)+len(kill) > 0
}

// mayBeStranded reports whether the lone stone g may be stranded, by a
// bound on the distances with it lifted: its own side's distances far
// (from its stones less every lone one, no nearer than those less g
// alone) and the opponent's opp (with g standing), which lifting g
// shortens only through g's point.
func (e *statusEngine) mayBeStranded(g *Group, far, opp *[core.NumSlots]int8) bool {
	libs := e.libertiesOf(g.Stones)
	if libs.Empty() {
		return false
	}
	// The opponent's distance to g's point once lifted.
	through := reachFar
	for p := range g.Stones.Border().All() {
		through = min(through, int(opp[p])+1)
	}
	for p := range libs.All() {
		if int(far[p])-min(int(opp[p]), through+1) < strandedSteps {
			return false
		}
	}
	return true
}

// stranded reports whether every liberty of g (a lone stone) is at least
// strandedSteps steps nearer the opponent's living stones (less those of
// without) than its owner's other living stones.
func (e *statusEngine) stranded(g *Group, without core.PointSet) bool {
	libs := e.libertiesOf(g.Stones)
	if libs.Empty() {
		return false
	}
	var d [3][core.NumSlots]int8
	saved := e.dead
	e.dead = e.dead.Union(g.Stones).Union(without)
	e.reach(core.Black, &d[core.Black])
	e.reach(core.White, &d[core.White])
	e.dead = saved
	c := g.Color
	for p := range libs.All() {
		if int(d[c][p])-int(d[c.Opponent()][p]) < strandedSteps {
			return false
		}
	}
	return true
}

// libertiesOf returns the empty points next to stones.
func (e *statusEngine) libertiesOf(stones core.PointSet) core.PointSet {
	return stones.Border().Minus(e.b.Stones(core.Black)).Minus(e.b.Stones(core.White))
}

// low reports whether the lone stone stones stands on strandedLine or
// lower (the edge is the first line).
func (e *statusEngine) low(stones core.PointSet) bool {
	for p := range stones.All() {
		x, y := p.X(), p.Y()
		return min(x, y, e.size-1-x, e.size-1-y)+1 <= strandedLine
	}
	return false
}
