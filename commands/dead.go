package commands

import (
	"fmt"
	"iter"
	"sort"
	"strings"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
)

// Dead stones during scoring. When both players have passed, gobot
// proposes the analysis's dead stones, and each player may toggle a group
// dead or alive until both accept the count.

// countsEveryStone reports whether the rules count every stone on the
// board as alive. Tromp-Taylor rules score the position as it stands (a
// point counts for a player if it holds her stone or reaches only her
// stones), so there is nothing to agree: stones that are dead must be
// captured in play before both players pass.
func countsEveryStone(r core.Rules) bool { return r.Name == core.TrompTaylorRules.Name }

// everyStoneCounts is the answer to a toggle under such rules.
const everyStoneCounts = "Tromp-Taylor rules count every stone on the board: to remove dead stones, resume play (the Resume play button or `/score resume`) and capture them."

// proposedDead returns the dead stones gobot proposes when scoring
// starts: those of a, the analysis of the position, or none where every
// stone counts.
func proposedDead(g *GameRecord, a *analysis.Analysis) []core.Point {
	if countsEveryStone(g.Game.Rules()) {
		return nil
	}
	return a.Dead().Points()
}

// deadSet returns the stones g marks dead, as a set: none where every
// stone counts, whatever a record stored before those rules were honoured
// says.
func deadSet(g *GameRecord) core.PointSet {
	size := g.Game.Size()
	if countsEveryStone(g.Game.Rules()) {
		return core.NewPointSet(size)
	}
	return core.NewPointSet(size, g.Dead...)
}

// toggle is the outcome of toggling a group during scoring.
type toggle struct {
	// dead is the new set of dead stones.
	dead core.PointSet
	// nowDead says whether the group toggled is now dead (or alive).
	nowDead bool
	// revived are the opponent's stones that were dead only because they
	// stood in the toggled group's area, and are alive now that the group
	// is dead; killed are the opponent's stones gobot proposed dead that
	// stand in the group's area again now that it is alive.
	revived, killed core.PointSet
}

// toggleGroup marks group (stones of one colour) dead if none of it is
// dead, alive otherwise, and keeps the opponent's dead stones consistent
// with it. A dead stone is one its opponent's living stones would capture:
// it stands in a region (empty points and dead stones) that one of them
// borders. So when the toggled group dies, the opponent's dead stones in
// the regions it bordered are re-examined, and those that no longer have
// a living enemy around them come back to life (in the 7×7 game of the
// report, White's B6 inside Black's wall, once the wall is dead, is in
// White's own area); when the group comes back to life, the opponent's
// stones that gobot's proposal had dead and that stand again in a region
// only the group's side borders, next to the group, are dead again. The
// players' other choices are left as they made them.
func toggleGroup(b *core.Board, dead, group, proposal core.PointSet) toggle {
	c := b.At(group.First())
	opp := c.Opponent()
	t := toggle{revived: core.NewPointSet(b.Size()), killed: core.NewPointSet(b.Size())}
	if !group.Intersects(&dead) {
		t.nowDead = true
		t.dead = dead.Union(group)
		// Reviving the opponent's stones in one region only shrinks the
		// regions around the others and gives none of them a living stone
		// of c, so one pass over the regions of the new dead set does.
		aliveC := b.Stones(c).Minus(t.dead)
		for region := range openRegions(b, t.dead) {
			if !region.Intersects(&group) {
				continue
			}
			if border := region.Border(); border.Intersects(&aliveC) {
				continue
			}
			oppDead := region.Intersect(b.Stones(opp)).Intersect(t.dead)
			t.dead = t.dead.Minus(oppDead)
			t.revived = t.revived.Union(oppDead)
		}
		return t
	}
	t.dead = dead.Minus(group)
	aliveC := b.Stones(c).Minus(t.dead)
	candidates := proposal.Intersect(b.Stones(opp)).Minus(t.dead)
	for candidates.Any() {
		x := b.Chain(candidates.First())
		candidates = candidates.Minus(x)
		aliveOpp := b.Stones(opp).Minus(t.dead).Minus(x)
		open := core.FullSet(b.Size()).Minus(aliveC).Minus(aliveOpp)
		region := open.Component(x.First())
		border := region.Border()
		if border.Intersects(&group) && !border.Intersects(&aliveOpp) {
			t.dead = t.dead.Union(x)
			t.killed = t.killed.Union(x)
		}
	}
	return t
}

// openRegions returns the regions of the board with the dead stones
// lifted: the points that hold no living stone, in connected parts.
func openRegions(b *core.Board, dead core.PointSet) iter.Seq[core.PointSet] {
	alive := b.Stones(core.Black).Union(b.Stones(core.White)).Minus(dead)
	return core.FullSet(b.Size()).Minus(alive).Components()
}

// stonesText names some stones of one colour by their chains: "White's
// stone at B6", "White's 3 stones at B6 and F2".
func stonesText(b *core.Board, s core.PointSet) string {
	var heads []core.Point
	for rest := s; rest.Any(); {
		chain := b.Chain(rest.First()).Intersect(s)
		rest = rest.Minus(chain)
		heads = append(heads, topLeft(chain))
	}
	sort.Slice(heads, func(i, j int) bool { return readingOrder(heads[i], heads[j]) })
	names := make([]string, len(heads))
	for i, p := range heads {
		names[i] = p.String()
	}
	n := s.Count()
	who := colorName(b.At(s.First())) + "'s"
	if n == 1 {
		return who + " stone at " + names[0]
	}
	list := names[0]
	if k := len(names); k > 1 {
		list = strings.Join(names[:k-1], ", ") + " and " + names[k-1]
	}
	return fmt.Sprintf("%s %d stones at %s", who, n, list)
}
