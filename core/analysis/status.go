package analysis

import "github.com/gobot-baduk/gobot/core"

// The status engine behind AnalyzeBoard. It decides, for every group of
// stones, whether it lives, dies, is unsettled or lives in seki, and from
// that which stones are dead. It combines:
//
//   - Benson's pass-alive chains and safe regions (seeds 000 and 002):
//     pass-alive chains are PassAlive, stones in the opponent's safe
//     regions are dead from the start;
//   - tactical reading (tactics.go): the chains of three liberties or
//     fewer that are captured whoever moves first are dead from the start
//     too, though the rounds may revive them;
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
//     cross-check the Analysis shows beside the eye count (see
//     docs/analysis.md for why it does not decide);
//   - liberties and capturing races: an enclosed group dies unless it
//     wins a capturing race or a seki against an enclosed neighbour.
//
// Dead stones are found by iteration: a group found dead turns the region
// around it into closed space (territory, eyes) for the opponent, which
// may settle more groups; the dead set only grows, so the loop ends.
//
// This file holds the engine and its loop of rounds; each step of a round
// has a file of its own: status_regions.go (c-regions and their eyes),
// status_groups.go (chains into groups), status_enclosed.go (§5.2 zones
// and enclosure), status_race.go (capturing races), status_judge.go (the
// verdicts), status_final.go (revival after the rounds and the groups
// handed to the Analysis), and status_reach.go (AnalyzeBoard's second
// look at the small groups by the two sides' distances).

// statusMaxRounds bounds the iterations; in practice two or three suffice.
const statusMaxRounds = 8

// stChain is one chain of stones with its liberties.
type stChain struct {
	color     core.Color
	stones    core.PointSet
	libs      core.PointSet
	nlibs     int // libs.Count(), once
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
	// dist holds both sides' distances (reach) for the dead set distDead,
	// when distOK: reconsider and lean ask for them with the same dead set
	// unless reconsider changes a verdict.
	dist     [3][core.NumSlots]int8
	distDead core.PointSet
	distOK   bool

	// Per round.
	regions  []stRegion
	regionAt [3][core.NumSlots]int16 // region index+1, per bounding colour
	// chainStamp and regionStamp are buildRegions' scratch space: the
	// region that last met each chain.
	chainStamp  []uint32
	regionStamp uint32
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
	// links are the links between chains buildGroups follows, found in
	// its first round; rootGroup is its scratch space, kept between
	// rounds.
	links     *groupLinks
	rootGroup []int

	inf *influence
	// potential holds the potentials of the position (all shadows).
	potential [3][core.NumSlots]float64
	ownArea   [3]core.PointSet
	// areaFresh is set once buildArea has computed ownArea.
	areaFresh bool
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
	// raceSeen is race's scratch space: the groups it met.
	raceSeen []bool
	// falseEyes are falseEye's answers so far.
	falseEyes []falseEyeMemo

	// The groups found dead, as they were when they died.
	deadGroups []Group
	// classes memoizes region classes within the analysis.
	classes []classMemo
}

func newStatusEngine(b *core.Board) *statusEngine {
	e := &statusEngine{b: b, size: b.Size(), ben: Benson(b)}
	heads := b.ChainHeads()
	e.chains = make([]stChain, 0, len(heads))
	for _, h := range heads {
		c := b.At(h)
		ch := stChain{color: c, stones: b.Chain(h), libs: b.LibertySet(h)}
		ch.nlibs = ch.libs.Count()
		pa := e.ben.PassAlive(c)
		ch.passAlive = ch.stones.Intersects(&pa)
		e.chains = append(e.chains, ch)
		for p := range ch.stones.All() {
			e.chainAt[p] = int16(len(e.chains))
		}
	}
	e.dead = e.ben.deadOf(core.Black).Union(e.ben.deadOf(core.White))
	e.benDead = e.dead
	if tacticsMaxLibs > 0 {
		tdead, _ := e.tacticallyDead()
		e.dead = e.dead.Union(tdead)
	}
	for i := range e.chains {
		if e.chains[i].stones.Intersects(&e.dead) {
			e.deadGroups = append(e.deadGroups, Group{Color: e.chains[i].color, Stones: e.chains[i].stones,
				eyeSpace: core.NewPointSet(e.size), Status: Dead})
		}
	}
	return e
}

// run iterates rounds until no more stones die, then gives back their
// life to dead groups that the end position shows inside their own side's
// living territory (revive).
func (e *statusEngine) run() {
	e.rounds()
	revived := e.revive()
	if e.spareLastStones() || revived {
		// Without the revived stones among the dead.
		e.settleLast()
	}
}

// walledIn reports whether every stone of c lies in a region the
// opponent's living stones close off (with the edge) that is too small
// for c to make a living shape in against the walls around it: a
// quarter of the board at most. Early in a game a side's weak stones
// lie in the open board, which is one large region.
func (e *statusEngine) walledIn(c core.Color) bool {
	walls := e.alive(c.Opponent())
	for region := range core.FullSet(e.size).Minus(walls).Components() {
		if region.Intersects(ptr(e.b.Stones(c))) && 4*region.Count() > e.size*e.size {
			return false
		}
	}
	return true
}

// spareLastStones gives back their life to the dead groups of a side
// whose every stone is dead while Benson proves only some of them dead
// (or none): the rounds can kill a side's groups one after the other,
// each death shrinking the room of the next, until nothing of it is
// left; but a whole side is dead only when it cannot make eye space
// anywhere: Benson proves it, or the opponent's walls close every one of
// its stones in a small region (walledIn). Its groups are left to the
// last settling, which calls them unsettled at worst. It reports whether
// it spared any.
func (e *statusEngine) spareLastStones() bool {
	spared := false
	for _, c := range [2]core.Color{core.Black, core.White} {
		stones := e.b.Stones(c)
		if stones.Empty() || stones.Minus(e.dead).Any() || stones.Minus(e.benDead).Empty() || e.walledIn(c) {
			continue
		}
		kept := e.deadGroups[:0]
		for _, dg := range e.deadGroups {
			if dg.Color == c && !dg.Stones.Intersects(&e.benDead) {
				e.dead = e.dead.Minus(dg.Stones)
				spared = true
				continue
			}
			kept = append(kept, dg)
		}
		e.deadGroups = kept
	}
	return spared
}

// settleLast settles the groups once more with the final dead set, after
// the rounds: a group that would die now is left Unsettled.
func (e *statusEngine) settleLast() {
	e.buildArea()
	e.buildRegions()
	e.buildGroups()
	e.countEyes()
	e.settle()
	for i := range e.groups {
		if e.groups[i].status == Dead {
			e.groups[i].status = Unsettled
		}
	}
}

// rounds iterates rounds until no more stones die.
func (e *statusEngine) rounds() {
	for round := 0; round < statusMaxRounds; round++ {
		e.buildArea()
		e.buildRegions()
		e.buildGroups()
		e.countEyes()
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
		g.enclosed = !g.strong() && e.enclosed(g) && e.surrounded(g) && !e.escapes(g)
	}
	for gi := range e.groups {
		e.groups[gi].status = e.groupStatus(gi)
	}
}

// alive returns c's stones that are not dead.
func (e *statusEngine) alive(c core.Color) core.PointSet {
	return e.b.Stones(c).Minus(e.dead)
}
