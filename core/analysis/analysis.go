package analysis

import "github.com/gobot-baduk/gobot/core"

// Status is what the analysis concludes about a group of stones.
type Status uint8

const (
	// NoStatus is the zero Status: no stone there.
	NoStatus Status = iota
	// Alive is a group that can make two eyes or is otherwise safe.
	Alive
	// PassAlive is a group that is unconditionally alive (Benson): it
	// cannot be captured even if its owner passes for ever.
	PassAlive
	// Dead is a group that cannot avoid capture.
	Dead
	// Unsettled is a group whose fate depends on who plays first.
	Unsettled
	// Seki is a group that lives without two eyes by mutual life.
	Seki
)

// String returns the status in words: "alive", "pass-alive", ...
func (s Status) String() string {
	switch s {
	case Alive:
		return "alive"
	case PassAlive:
		return "pass-alive"
	case Dead:
		return "dead"
	case Unsettled:
		return "unsettled"
	case Seki:
		return "seki"
	}
	return "none"
}

// Group is a set of stones of one colour that the analysis treats as one
// unit, with its verdict and its eyes.
type Group struct {
	// Color is the colour of the stones.
	Color core.Color
	// Stones are the group's stones (one or more chains).
	Stones core.PointSet
	// eyeSpace is the closed space the group alone borders (empty points
	// and dead opponent stones), where its eyes are.
	eyeSpace core.PointSet
	// Status is the verdict on the group.
	Status Status
	// Eyes is the group's eye count: 2 or more lives, 1.5 lives if the
	// owner moves first, 1 is one eye, 0 none.
	Eyes float64
	// Regions is the number of regions the group's stones enclose by
	// Euler's formula (Nakamura §4.1, summed over its linked groups), less
	// the one-point ones that are false eyes by §4.3: the seed's count of
	// eye candidates, whatever the regions hold. Eyes come from the closed
	// ones among them (no living opponent stone inside) and from regions
	// several linked groups close together, which Euler's count per linked
	// group does not see (see docs/analysis.md).
	Regions int
}

// chainStatus is one chain of stones with the analysis's verdict on it.
type chainStatus struct {
	// Color is the colour of the stones.
	Color core.Color
	// Stones are the chain's stones.
	Stones core.PointSet
	// Liberties is the number of the chain's liberties.
	Liberties int
	// Status is PassAlive when Benson proves the chain pass-alive (and it
	// is not marked dead), otherwise its group's status.
	Status Status
	// Eyes is the eye count of the chain's group: a group's chains share
	// its eyes, which the chains enclose together.
	Eyes float64
}

// Analysis is everything gobot knows about a position: each group's status
// and eyes, each point's owner and potentials, the dead stones and the
// score estimate. It is computed once by Analyze and is read-only after.
type Analysis struct {
	size    int
	groups  []Group
	groupAt [core.NumSlots]int16 // index+1 into groups; 0 for no group
	chains  []chainRef
	chainAt [core.NumSlots]int16 // index+1 into chains; 0 for no stone
	dead    core.PointSet
	// passAlive holds the stones of pass-alive chains (Benson).
	passAlive core.PointSet
	// potential[Black] and potential[White] are the electric-charge
	// potentials with shadows of all stones (Nakamura §5).
	potential [3][core.NumSlots]float64
	// lean is, for every point, how far it leans to Black (1) or White
	// (−1) in the final count (see statusEngine.lean).
	lean  [core.NumSlots]float64
	score Score
}

// Analyze analyses the position at g's cursor under g's rules and komi,
// with g's side to move (see AnalyzeTurn), unless the last move was a
// pass: a pass asks for the count, and the count's dead stones are the
// static analysis's (the playouts' second opinion is for the middle
// game: at the end of two finished games of the GNU Go corpus it revived
// stones that both players had left dead, and nowhere else).
func Analyze(g *core.Game) *Analysis {
	toMove := g.ToMove()
	if g.ConsecutivePasses() > 0 {
		toMove = core.Empty
	}
	return AnalyzeTurn(g.Board(), g.Komi(), g.Handicap(), toMove)
}

// AnalyzeBoard analyses a position with the given komi and handicap (the
// board carries the rules). It is safe to call concurrently on separate
// boards (and on one board that nobody modifies meanwhile): it keeps its
// scratch state local, but for the eye-space search's classes, which every
// analysis shares behind a lock (searchedClasses). See status.go for how
// the statuses are decided.
func AnalyzeBoard(b *core.Board, komi float64, handicap int) *Analysis {
	return AnalyzeTurn(b, komi, handicap, core.Empty)
}

// AnalyzeTurn is AnalyzeBoard with toMove to play next (core.Empty when
// it is not known): on boards up to 13×13 the groups called dead then get
// a second opinion from playouts (see playoutRevive), which need to know
// who moves first.
func AnalyzeTurn(b *core.Board, komi float64, handicap int, toMove core.Color) *Analysis {
	a := &Analysis{size: b.Size()}
	e := newStatusEngine(b)
	e.run()
	a.groups = e.result()
	changed := e.reconsider(a.groups)
	if e.playoutRevive(a.groups, toMove) {
		changed = true
	}
	if changed {
		// The areas with the new dead set lifted.
		e.buildArea()
	}
	a.finish(b, e, e.benDead, komi, handicap)
	return a
}

// finish fills in a from the status engine's verdicts (a.groups, e.dead):
// the chains, the potentials and the score estimate, benDead being the
// dead stones the estimate takes as certain.
func (a *Analysis) finish(b *core.Board, e *statusEngine, benDead core.PointSet, komi float64, handicap int) {
	for i := range a.groups {
		for p := range a.groups[i].Stones.All() {
			a.groupAt[p] = int16(i + 1)
		}
	}
	a.chains = make([]chainRef, 0, len(e.chains))
	for i := range e.chains {
		ch := &e.chains[i]
		a.chains = append(a.chains, chainRef{stones: ch.stones, libs: ch.nlibs, group: a.groupAt[ch.stones.First()] - 1})
		for p := range ch.stones.All() {
			a.chainAt[p] = int16(len(a.chains))
		}
	}
	a.dead = e.dead
	a.potential = e.potential
	a.passAlive = e.ben.PassAlive(core.Black).Union(e.ben.PassAlive(core.White))
	var settled, open core.PointSet
	a.score, settled, open = estimateScore(b, a.dead, a.sekiStones(), e.ownArea, b.Rules(), komi, handicap)
	// The open points, which the estimate counts by their lean.
	a.lean = e.lean()
	a.score.addOpen(open, &a.lean)
	a.score.total()
	a.soften(b, benDead, settled)
	if e.inf != nil {
		e.inf.release()
		e.inf = nil
	}
}

// Size returns the board size.
func (a *Analysis) Size() int { return a.size }

// Groups returns the groups of both colours. The slice must not be modified.
func (a *Analysis) Groups() []Group { return a.groups }

// groupWith returns the group with a stone on p, if any.
func (a *Analysis) groupWith(p core.Point) (Group, bool) {
	if p <= 0 || int(p) >= core.NumSlots || a.groupAt[p] == 0 {
		return Group{}, false
	}
	return a.groups[a.groupAt[p]-1], true
}

// Status returns the status of the stone on p (NoStatus for an empty
// point): PassAlive when its chain is pass-alive (Benson), otherwise its
// group's status.
func (a *Analysis) Status(p core.Point) Status {
	g, ok := a.groupWith(p)
	if !ok {
		return NoStatus
	}
	if a.passAlive.Has(p) && g.Status != Dead {
		return PassAlive
	}
	return g.Status
}

// chainRef is one chain of the Analysis: its stones, liberties and group.
type chainRef struct {
	stones core.PointSet
	libs   int
	group  int16 // index into groups
}

// chainStatuses returns every chain on the board with its status and eye count
// (issue 3: "for each chain, its status and eye count").
func (a *Analysis) chainStatuses() []chainStatus {
	out := make([]chainStatus, len(a.chains))
	for i := range a.chains {
		out[i] = a.chain(i)
	}
	return out
}

// chainStatusAt returns the chain with a stone on p, if any.
func (a *Analysis) chainStatusAt(p core.Point) (chainStatus, bool) {
	if p <= 0 || int(p) >= core.NumSlots || a.chainAt[p] == 0 {
		return chainStatus{}, false
	}
	return a.chain(int(a.chainAt[p] - 1)), true
}

func (a *Analysis) chain(i int) chainStatus {
	c := &a.chains[i]
	g := &a.groups[c.group]
	st := g.Status
	if st != Dead && c.stones.Intersects(&a.passAlive) {
		st = PassAlive
	}
	return chainStatus{Color: g.Color, Stones: c.stones, Liberties: c.libs, Status: st, Eyes: g.Eyes}
}

// sekiStones returns the stones of the groups in seki.
func (a *Analysis) sekiStones() core.PointSet {
	s := core.NewPointSet(a.size)
	for i := range a.groups {
		if a.groups[i].Status == Seki {
			s = s.Union(a.groups[i].Stones)
		}
	}
	return s
}

// Dead returns the stones the analysis thinks are dead.
func (a *Analysis) Dead() core.PointSet { return a.dead }

// Owner returns who the score estimate gives p to (Empty: neutral): the
// count with the estimated dead stones removed, where open borders are
// settled by the electric-charge territories (Score.Owner), and, for a
// point between both sides' stones that they leave to nobody, the side
// it leans to, unless it leans too little (see ownerLean and Lean): the
// estimate counts such a point by its lean, not as territory.
func (a *Analysis) Owner(p core.Point) core.Color {
	if p <= 0 || int(p) >= core.NumSlots {
		return core.Empty
	}
	if c := a.score.Owner[p]; c != core.Empty {
		return c
	}
	for _, c := range [2]core.Color{core.Black, core.White} {
		if a.score.leaning[c].Has(p) {
			return c
		}
	}
	return core.Empty
}

// Potential returns c's electric-charge potential at p (Nakamura §5).
func (a *Analysis) Potential(c core.Color, p core.Point) float64 {
	if !c.IsStone() || p <= 0 || int(p) >= core.NumSlots {
		return 0
	}
	return a.potential[c][p]
}

// Score returns the score estimate: the position counted with the estimated
// dead stones removed (agreedScore, so the eyes of a seki are nobody's
// under territory scoring), corrected by the electric-charge model
// (group points, §5.2) so that it means something before the borders are
// closed: a region bordered by one side alone stays that side's when at
// least half of it is the side's area, otherwise only its points in that
// area do, and the points the count leaves neutral go to the side whose
// area holds them (see estimateScore). WithDead, for the agreed count at
// the end of a game, counts strictly.
func (a *Analysis) Score() Score { return a.score }
