package analysis

import "github.com/gobot-baduk/gobot/core"

// When the side to move is known (AnalyzeTurn, Analyze), the groups of
// two stones or more that the rounds and reconsider call dead (not by
// Benson) get a second opinion from playouts: from the position, the
// side to move first, core.Board.PlayHeavy plays both sides to the end
// (it captures the last move's chain when that is in atari, extends its
// own chains in atari next to the last move, refuses a self-atari of two
// stones or more that captures nothing, and never fills its own eye).
// A group whose largest chain is never captured in more than playoutLive
// of playoutRuns playouts is revived: unsettled when its owner is to
// move (it lived moving first), alive when the opponent is.
//
// Why: the static rounds cannot read, and the groups they call dead
// that then live are, late in the game, the largest part of the score
// estimate's error (issue 16's verdict ceiling, BENCHMARKS.md). Light
// random playouts did not tell the groups that lived from those that
// died; these slightly heavier ones did, for the dead calls (w17-mc,
// BENCHMARKS.md). As shipped, on the GNU Go corpus, the score MAE at
// 25 / 50 / 75% of the moves goes from 12.44 / 9.30 / 5.80 to 12.44 /
// 9.29 / 5.28 on the tuning half and from 12.81 / 9.52 / 6.54 to 12.81 /
// 9.46 / 6.21 on the held-out half (one draw of the playouts: over ten
// seeds the tuning half's 75% figure spread over about half a point,
// BENCHMARKS.md). 32 playouts, not 16: with 16 the
// verdict on a group near the threshold changed with the draws (the
// tuning half's 75% MAE went 4.89–5.42 on 9×9 and 13×13 over four seeds,
// with 32 4.85–5.47 but the same on three of them). Calling groups dead by
// the same playouts was unstable from one seed to another, so they only
// revive.
//
// Only on boards up to playoutMaxSize: the analysis's budget is 1 ms on
// 19×19, where a heavy playout cost about 150 µs in w17-mc's benchmark
// and 16 of them gave nothing measurable there (the tuning half's 18
// games at 75%: MAE 7.83 → 7.83; w17-mc2 found 25% worse on four seeds of
// five). A playout stops once
// every candidate's chain is captured, and the playouts stop once each
// candidate is decided either way, so a position with no candidate
// costs nothing and most cost a few playouts. The random generator is
// seeded from the position's hash and the side to move, and the playouts
// start from the position alone (not the order in which its stones came,
// nor the superko history): the same stones, ko and side to move get the
// same verdicts, whether played to, stepped back to or set up.
const (
	playoutRuns    = 32
	playoutLive    = 0.7
	playoutMinSize = 2 // stones of a candidate group
	playoutMaxSize = 13
)

// playoutRevive applies the second opinion above to gs (from result and
// reconsider), with toMove to play, changing their statuses and the
// dead set. It reports whether any verdict changed; the caller then
// rebuilds the areas.
func (e *statusEngine) playoutRevive(gs []Group, toMove core.Color) bool {
	if toMove != core.Black && toMove != core.White || e.size > playoutMaxSize {
		return false
	}
	var cand []int
	var at []core.Point
	for i := range gs {
		g := &gs[i]
		if g.Status != Dead || g.Stones.Count() < playoutMinSize || g.Stones.Intersects(&e.benDead) {
			continue
		}
		largest := largestChain(e.b, g.Stones)
		cand = append(cand, i)
		at = append(at, largest.First())
	}
	if len(cand) == 0 {
		return false
	}
	live := playoutLive * float64(playoutRuns)
	need := int(live) + 1
	seed := e.b.Hash() ^ uint64(toMove)*0x9e3779b97f4a7c15
	lived, _, _ := playoutSurvivals(e.b, toMove, at, playoutRuns, need, 3*e.size*e.size, core.NewRand(seed))
	changed := false
	for j, i := range cand {
		if lived[j] < need {
			continue
		}
		g := &gs[i]
		g.Status = Alive
		if g.Color == toMove {
			g.Status = Unsettled
		}
		e.dead = e.dead.Minus(g.Stones)
		changed = true
	}
	return changed
}

// largestChain returns the largest chain of b among the stones (the
// first such in the order of the points).
func largestChain(b *core.Board, stones core.PointSet) core.PointSet {
	var largest core.PointSet
	for q := range stones.All() {
		if ch := b.Chain(q); ch.Count() > largest.Count() {
			largest = ch
		}
	}
	return largest
}

// playoutSurvivals plays up to runs playouts (core.Board.PlayoutHeavy,
// toMove first, each cut after limit moves) from b and returns, for each
// chain (a point of it in at), in how many of them it still stood at the
// end: a chain captured once counts as lost even if its point is retaken.
// It stops once every chain is decided, survivals reaching need or losses
// passing runs − need, and a playout once every chain of at is captured;
// it also returns the playouts and the moves (passes included) played.
// The playouts start from b's position alone (core.Board.RebuildFrom),
// so that two boards with the same stones and ko, however reached, give
// the same survivals for the same r.
func playoutSurvivals(b *core.Board, toMove core.Color, at []core.Point, runs, need, limit int, r *core.Rand) (lived []int, playouts, moves int) {
	lived = make([]int, len(at))
	died := make([]int, len(at))
	standing := make([]bool, len(at))
	color := make([]core.Color, len(at))
	for j, p := range at {
		color[j] = b.At(p)
	}
	start := new(core.Board)
	start.RebuildFrom(b)
	work := new(core.Board)
	// stop marks the chains captured by the last move and ends the
	// playout once none stands.
	stop := func() bool {
		any := false
		for j, p := range at {
			standing[j] = standing[j] && work.At(p) == color[j]
			any = any || standing[j]
		}
		return !any
	}
	for range runs {
		undecided := false
		for j := range at {
			undecided = undecided || lived[j] < need && died[j] <= runs-need
		}
		if !undecided {
			break
		}
		work.CopyFrom(start)
		playouts++
		for j := range standing {
			standing[j] = true
		}
		moves += work.PlayoutHeavy(toMove, r, limit, stop)
		for j := range at {
			if standing[j] {
				lived[j]++
			} else {
				died[j]++
			}
		}
	}
	return lived, playouts, moves
}
