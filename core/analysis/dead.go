package analysis

import (
	"iter"

	"github.com/gobot-baduk/gobot/core"
)

// The dead stones players agree on. When both players have passed, the
// analysis's dead stones are the proposal; each player may toggle a group
// dead or alive (Toggle) until both accept the count (WithDead).

// WithDead returns a copy of the analysis in which exactly the given stones
// are dead (as when players agree on dead stones at the end of a game): the
// groups' statuses and the score are recounted with the board's rules.
func (a *Analysis) WithDead(b *core.Board, dead core.PointSet, komi float64, handicap int) *Analysis {
	c := *a
	c.groups = make([]Group, len(a.groups))
	copy(c.groups, a.groups)
	dead = dead.Intersect(b.Stones(core.Black).Union(b.Stones(core.White)))
	for i := range c.groups {
		g := &c.groups[i]
		switch {
		case g.Stones.Intersects(&dead):
			g.Status = Dead
		case g.Status == Dead:
			g.Status = Alive
		}
	}
	// A seki needs both sides: a group whose every seki neighbour is now
	// dead lives (and its eyes count again under territory scoring).
	for i := range c.groups {
		g := &c.groups[i]
		if g.Status != Seki {
			continue
		}
		near := g.Stones.Border()
		partner := false
		for j := range c.groups {
			h := &c.groups[j]
			if h.Color == g.Color || h.Status != Seki {
				continue
			}
			hn := h.Stones.Border()
			if near.Intersects(&hn) || near.Intersects(&h.Stones) {
				partner = true
				break
			}
		}
		if !partner {
			g.Status = Alive
		}
	}
	c.dead = dead
	c.score = agreedScore(b, dead, c.sekiStones(), b.Rules(), komi, handicap)
	return &c
}

// Toggle is what Analysis.Toggle did to the dead stones.
type Toggle struct {
	// Dead is the new set of dead stones.
	Dead core.PointSet
	// Group is the group toggled: the analysis's group of the stone named,
	// with that stone's chain.
	Group core.PointSet
	// NowDead says whether the group is now dead (or alive).
	NowDead bool
	// Revived are the opponent's stones that were dead only because they
	// stood in the group's area, alive now that the group is dead; Killed
	// are the opponent's stones the analysis has dead that stand in the
	// group's area again now that it is alive.
	Revived, Killed core.PointSet
}

// Toggle marks the group with a stone on p dead if none of its stones is
// in dead, alive otherwise, and keeps the opponent's dead stones
// consistent with it; b is the position a analysed, dead the stones the
// players have marked so far. The players' other choices are left as they
// made them.
//
// A dead stone is one its opponent's living stones would capture: it
// stands in a region (empty points and dead stones) that one of them
// borders. So when the group dies, the opponent's dead stones in the
// regions it bordered are examined again, and those with no living enemy
// left around them come back to life (an invader inside a wall, once the
// wall is dead, stands in its own side's area). When the group comes back
// to life, the opponent's stones that the analysis has dead and that stand
// again in a region only the group's side borders, next to the group, are
// dead again.
//
// It reports false, changing nothing, when p holds no stone, and under
// rules where every stone counts (core.Rules.CaptureDead), which have no
// dead stones to agree on.
func (a *Analysis) Toggle(b *core.Board, dead core.PointSet, p core.Point) (Toggle, bool) {
	c := b.At(p)
	if !c.IsStone() || b.Rules().CaptureDead {
		return Toggle{Dead: dead}, false
	}
	group := b.Chain(p)
	if g, ok := a.groupWith(p); ok {
		group = group.Union(g.Stones)
	}
	opp := c.Opponent()
	t := Toggle{Group: group, Revived: core.NewPointSet(b.Size()), Killed: core.NewPointSet(b.Size())}
	if !group.Intersects(&dead) {
		t.NowDead = true
		t.Dead = dead.Union(group)
		// Reviving the opponent's stones in one region only shrinks the
		// regions around the others and gives none of them a living stone
		// of c, so one pass over the regions of the new dead set does.
		aliveC := b.Stones(c).Minus(t.Dead)
		for region := range openRegions(b, t.Dead) {
			if !region.Intersects(&group) {
				continue
			}
			if border := region.Border(); border.Intersects(&aliveC) {
				continue
			}
			oppDead := region.Intersect(b.Stones(opp)).Intersect(t.Dead)
			t.Dead = t.Dead.Minus(oppDead)
			t.Revived = t.Revived.Union(oppDead)
		}
		return t, true
	}
	t.Dead = dead.Minus(group)
	aliveC := b.Stones(c).Minus(t.Dead)
	candidates := a.dead.Intersect(b.Stones(opp)).Minus(t.Dead)
	for candidates.Any() {
		x := b.Chain(candidates.First())
		candidates = candidates.Minus(x)
		aliveOpp := b.Stones(opp).Minus(t.Dead).Minus(x)
		open := core.FullSet(b.Size()).Minus(aliveC).Minus(aliveOpp)
		region := open.Component(x.First())
		border := region.Border()
		if border.Intersects(&group) && !border.Intersects(&aliveOpp) {
			t.Dead = t.Dead.Union(x)
			t.Killed = t.Killed.Union(x)
		}
	}
	return t, true
}

// openRegions returns the regions of the board with the dead stones
// lifted: the points that hold no living stone, in connected parts.
func openRegions(b *core.Board, dead core.PointSet) iter.Seq[core.PointSet] {
	alive := b.Stones(core.Black).Union(b.Stones(core.White)).Minus(dead)
	return core.FullSet(b.Size()).Minus(alive).Components()
}
