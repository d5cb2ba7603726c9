package analysis

import (
	"os"
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// TestMidgameVerdictCeiling asks how much of the mid-game score error
// (issue 16) the verdicts on the groups carry, and so how far better
// reading alone could take the estimate: on the tuning half, it replaces
// every group's verdict (AnalyzeBoardWithVerdicts) by
//
//   - GNU Go's dragon status at the checkpoint (recorded in
//     testdata/gnugo_midgame.txt: a group is dead when most of its stones
//     are marked the opponent's), that is reading as good as GNU Go's
//     owl; and by
//   - the group's fate in the final position (most of its stones their
//     owner's at the end, GNU Go's dead lifted), that is perfect reading;
//
// and logs the estimate's figures beside the analysis's own and GNU Go's
// estimate_score. A group that dies is taken as certain (not doubted by
// soften); one that lives and was called dead or unsettled is called
// alive. The open points keep the analysis's valuation (lean), which is
// what the figures then measure. It runs when GOBOT_TUNE_MIDGAME is set:
//
//	GOBOT_TUNE_MIDGAME=1 go test ./core/analysis -run '^TestMidgameVerdictCeiling$' -v
func TestMidgameVerdictCeiling(t *testing.T) {
	if os.Getenv("GOBOT_TUNE_MIDGAME") == "" {
		t.Skip("GOBOT_TUNE_MIDGAME is not set")
	}
	games := loadCorpus(t)
	rec := loadGnuGoMidgame(t, games)
	if rec == nil {
		t.Skipf("%s is missing", midgameFile)
	}
	var own, gnuVerdicts, endVerdicts, gnugo [3]midgameTally
	for _, cg := range games {
		if !cg.finished() || cg.line%2 != 0 {
			continue
		}
		final, margin := cg.finalOwners(t)
		for i, pct := range checkpoints {
			n := checkpointMoves(cg, pct)
			b := cg.boardAt(t, n)
			g := rec[[2]int{cg.line, pct}]
			if g == nil {
				t.Fatalf("line %d at %d%%: GNU Go's prediction is not recorded", cg.line, pct)
			}
			own[i].add(cg.size, gobotPrediction(b, cg.komi, cg.toMoveAt(n)), &final, margin)
			gnugo[i].add(cg.size, g, &final, margin)
			gnuVerdicts[i].add(cg.size, analysisPrediction(b, AnalyzeBoardWithVerdicts(b, cg.komi, 0, verdictsFrom(&g.owner))), &final, margin)
			endVerdicts[i].add(cg.size, analysisPrediction(b, AnalyzeBoardWithVerdicts(b, cg.komi, 0, verdictsFrom(&final))), &final, margin)
		}
	}
	for _, row := range []struct {
		name string
		m    *[3]midgameTally
	}{
		{"the analysis's verdicts", &own},
		{"GNU Go's verdicts", &gnuVerdicts},
		{"the final position's verdicts", &endVerdicts},
		{"GNU Go's estimate_score", &gnugo},
	} {
		t.Logf("%-30s 25%%: MAE %5.2f bias %+5.2f winner %.2f; 50%%: MAE %5.2f bias %+5.2f winner %.2f; 75%%: MAE %5.2f bias %+5.2f winner %.2f",
			row.name, row.m[0].mae(), row.m[0].bias(), row.m[0].winner(), row.m[1].mae(), row.m[1].bias(), row.m[1].winner(), row.m[2].mae(), row.m[2].bias(), row.m[2].winner())
	}
}

// verdictsFrom returns a decide function for AnalyzeBoardWithVerdicts
// that calls a group dead (and certain) when most of its stones are the
// opponent's in owner, and alive when it was called dead or unsettled and
// most of its stones are its own there.
func verdictsFrom(owner *[core.NumSlots]core.Color) func([]Group) ([]Status, []bool) {
	return func(gs []Group) ([]Status, []bool) {
		status := make([]Status, len(gs))
		sure := make([]bool, len(gs))
		for i, g := range gs {
			kept := 0
			for q := range g.Stones.All() {
				if owner[q] == g.Color {
					kept++
				}
			}
			switch {
			case 2*kept < g.Stones.Count():
				status[i], sure[i] = Dead, true
			case g.Status == Dead || g.Status == Unsettled:
				status[i] = Alive
			}
		}
		return status, sure
	}
}
