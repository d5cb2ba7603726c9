package analysis

import (
	"math"
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// Hooks for the reading experiment (read_experiment_test.go, package
// analysis_test): it imports package puzzles, which imports this one, so
// it cannot live in this package's own tests; these give it the corpus
// and a way to put other verdicts into the estimate.

// CorpusCheckpoint is one finished game of the GNU Go corpus replayed to
// one checkpoint (see midgame_test.go).
type CorpusCheckpoint struct {
	Line, Size, Pct int
	Komi            float64
	Board           *core.Board
	// ToMove is the side whose move came next in the game.
	ToMove core.Color
	// Final is the owner of every point at the end (GNU Go's dead stones
	// lifted, counted by area) and FinalMargin GNU Go's final score.
	Final       [core.NumSlots]core.Color
	FinalMargin float64
	// GnuGoMargin is GNU Go's recorded estimate_score there (NaN when
	// not recorded).
	GnuGoMargin float64
}

// TuningCheckpoints returns the checkpoints of the finished games of the
// corpus's tuning half (even lines) only.
func TuningCheckpoints(t testing.TB) []CorpusCheckpoint { return halfCheckpoints(t, 0) }

// HeldOutCheckpoints returns those of the held-out half (odd lines), for
// an experiment's one look at its final candidate.
func HeldOutCheckpoints(t testing.TB) []CorpusCheckpoint { return halfCheckpoints(t, 1) }

func halfCheckpoints(t testing.TB, parity int) []CorpusCheckpoint {
	t.Helper()
	var out []CorpusCheckpoint
	games := loadCorpus(t)
	rec := loadGnuGoMidgame(t, games)
	for _, cg := range games {
		if !cg.finished() || cg.line%2 != parity {
			continue
		}
		final, margin := cg.finalOwners(t)
		for _, pct := range checkpoints {
			n := checkpointMoves(cg, pct)
			gnu := math.NaN()
			if g := rec[[2]int{cg.line, pct}]; g != nil {
				gnu = g.margin
			}
			out = append(out, CorpusCheckpoint{Line: cg.line, Size: cg.size, Pct: pct, Komi: cg.komi,
				Board: cg.boardAt(t, n), ToMove: cg.toMoveAt(n), Final: final, FinalMargin: margin, GnuGoMargin: gnu})
		}
	}
	return out
}

// AnalyzeBoardWithVerdicts is AnalyzeBoard where, once the status engine
// has decided, decide may replace the verdicts: it gets the groups (as
// Analysis.Groups gives them) and returns, per group, the new status (or
// NoStatus to keep the verdict). A group turned Dead joins the dead
// stones and one turned from Dead to another status leaves them; the
// potentials, areas, leans, count and softening are then redone with the
// new dead set, as AnalyzeBoard does them. sure, if set, says which of
// the groups' dead stones the estimate is to take as certain (as Benson's
// dead are), so that it does not doubt them.
func AnalyzeBoardWithVerdicts(b *core.Board, komi float64, handicap int, decide func([]Group) (status []Status, sure []bool)) *Analysis {
	a := &Analysis{size: b.Size()}
	e, groups, benDead := engineWithVerdicts(b, decide)
	a.groups = groups
	a.finish(b, e, benDead, komi, handicap)
	return a
}

// engineWithVerdicts is AnalyzeBoard's status engine on b, up to its
// groups (with reconsider's second look), where decide (if not nil) then
// replaces the verdicts as AnalyzeBoardWithVerdicts says; it returns the
// engine with its areas rebuilt when the dead set changed, the groups and
// the dead stones the estimate is to take as certain.
func engineWithVerdicts(b *core.Board, decide func([]Group) (status []Status, sure []bool)) (*statusEngine, []Group, core.PointSet) {
	e := newStatusEngine(b)
	e.run()
	groups := e.result()
	changed := e.reconsider(groups)
	benDead := e.benDead
	var status []Status
	var sure []bool
	if decide != nil {
		status, sure = decide(groups)
	}
	for i, st := range status {
		g := &groups[i]
		if i < len(sure) && sure[i] && (st == Dead || st == NoStatus && g.Status == Dead) {
			benDead = benDead.Union(g.Stones)
		}
		if st == NoStatus || st == g.Status {
			continue
		}
		switch {
		case st == Dead:
			e.dead = e.dead.Union(g.Stones)
			changed = true
		case g.Status == Dead:
			e.dead = e.dead.Minus(g.Stones)
			changed = true
		}
		g.Status = st
	}
	if changed {
		// The potentials and areas with the new dead set lifted.
		e.buildArea()
	}
	return e, groups, benDead
}

// LargestChain is the largest chain of b among the stones.
func LargestChain(b *core.Board, stones core.PointSet) core.PointSet { return largestChain(b, stones) }

// PlayoutSurvivals is the playouts of the analysis's second opinion on
// the dead calls (playouts.go), for the Monte Carlo experiment.
func PlayoutSurvivals(b *core.Board, toMove core.Color, at []core.Point, runs, need, limit int, r *core.Rand) (lived []int, playouts, moves int) {
	return playoutSurvivals(b, toMove, at, runs, need, limit, r)
}
