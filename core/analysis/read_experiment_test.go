//go:build linux

package analysis_test

import (
	"fmt"
	"math"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
	"github.com/gobot-baduk/gobot/puzzles"
	"github.com/stretchr/testify/require"
)

// TestReadExperiment is issue 16's reading experiment: on the tuning half
// of the GNU Go corpus only, at 25/50/75% of each finished game, the
// analysis's doubtful groups (two stones or more called dead or
// unsettled, or called alive or seki with fewer than two eyes and no
// pass-alive chain) are read by the puzzles solver on a problem carved
// around them, and the estimate's score MAE is measured with the
// verdicts the reading gives in place of the analysis's. It runs only
// when GOBOT_READ_EXPERIMENT is set (Linux only: it measures the
// reading's CPU time on its thread):
//
//	GOBOT_READ_EXPERIMENT=1 GOBOT_READ_BUDGET=20000 GOBOT_READ_RADIUS=3 GOBOT_READ_WALLED=1 \
//	  go test ./core/analysis -run TestReadExperiment -v -timeout 2h
//
// The problem: the group's largest chain is the target, the region every
// point within GOBOT_READ_RADIUS (default 3) steps of the group's stones,
// on the whole board (stones outside the region are out of play, so a
// chain that reaches the region's edge has liberties nobody can fill and
// has escaped); with GOBOT_READ_WALLED the empty points around the
// region are filled with the attacker's stones, so the group must live
// inside it. Each group is read twice, its owner moving first and its
// opponent moving first, with GOBOT_READ_BUDGET positions (default
// 20000) each. GOBOT_READ_STEP=k reads every k-th game only, and
// GOBOT_READ_CLASSES (a semicolon-separated list of candidate's classes:
// dead, unsettled, alive<2eyes, "alive,few libs") only the groups of those classes.
func TestReadExperiment(t *testing.T) {
	if os.Getenv("GOBOT_READ_EXPERIMENT") == "" {
		t.Skip("GOBOT_READ_EXPERIMENT is not set")
	}
	budget := envInt(t, "GOBOT_READ_BUDGET", 20000)
	radius := envInt(t, "GOBOT_READ_RADIUS", 3)
	walled := os.Getenv("GOBOT_READ_WALLED") != ""
	classes := os.Getenv("GOBOT_READ_CLASSES")
	solver := puzzles.NewSolver(budget)
	step := envInt(t, "GOBOT_READ_STEP", 1)
	var cps []analysis.CorpusCheckpoint
	for i, cp := range analysis.TuningCheckpoints(t) {
		if (i/3)%step == 0 {
			cps = append(cps, cp)
		}
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()

	// The policies: which reading replaces the verdict (the side to
	// move's question, or only a verdict both questions agree on),
	// whether a dead reading is taken as certain, and which class of
	// candidate it applies to ("" for all).
	type policy struct {
		name    string
		settled bool
		sure    bool
		only    string
	}
	policies := []policy{
		{name: "to move"},
		{name: "settled only", settled: true},
		{name: "to move, read dead sure", sure: true},
		{name: "to move, dead only", only: "dead"},
		{name: "to move, unsettled only", only: "unsettled"},
		{name: "to move, alive<2eyes only", only: "alive<2eyes"},
		{name: "to move, alive,few libs only", only: "alive,few libs"},
	}
	const nPol = 7
	type tally struct {
		n                   int
		base, gnu           float64 // sums of absolute errors
		after               [nPol]float64
		flips, right, wrong [nPol]int
		// candidates, read (both questions decided), undecided
		// questions, and the verdicts of the decided candidates against
		// the end: the analysis's right, the reading's (side to move)
		// right.
		cands, decided, undecided, anaRight, readRight int
		byClass                                        map[string]int
	}
	var tallies [3]tally
	pctIndex := map[int]int{25: 0, 50: 1, 75: 2}
	// CPU time per size: analysis and reading, and the count.
	type cost struct {
		n             int
		analyse, read time.Duration
		questions     int
	}
	costs := map[int]*cost{}

	for _, cp := range cps {
		tl := &tallies[pctIndex[cp.Pct]]
		if tl.byClass == nil {
			tl.byClass = map[string]int{}
		}
		c := costs[cp.Size]
		if c == nil {
			c = &cost{}
			costs[cp.Size] = c
		}
		t0 := threadTime(t)
		base := analysis.AnalyzeBoard(cp.Board, cp.Komi, 0)
		c.analyse += threadTime(t) - t0
		c.n++
		// The hook with no change of verdict is AnalyzeBoard, and it
		// hands decide the groups in Groups' order (the policies below
		// index them by base's).
		same := analysis.AnalyzeBoardWithVerdicts(cp.Board, cp.Komi, 0, func(gs []analysis.Group) ([]analysis.Status, []bool) {
			require.Equal(t, base.Groups(), gs, "line %d at %d%%", cp.Line, cp.Pct)
			return nil, nil
		})
		require.Equal(t, base.Score(), same.Score(), "line %d at %d%%", cp.Line, cp.Pct)
		require.Equal(t, base.Dead(), same.Dead(), "line %d at %d%%", cp.Line, cp.Pct)

		groups := base.Groups()
		// lives[i] is the owner's reading moving first, kills[i] the
		// opponent's: 1 yes, 0 no, -1 undecided or not read.
		lives, kills := make([]int, len(groups)), make([]int, len(groups))
		classOf := make([]string, len(groups))
		t0 = threadTime(t)
		for i, g := range groups {
			lives[i], kills[i] = -1, -1
			class := candidate(cp.Board, base, g)
			if class == "" || classes != "" && !slices.Contains(strings.Split(classes, ";"), class) {
				continue
			}
			tl.cands++
			tl.byClass[class]++
			classOf[i] = class
			p := carve(cp.Board, g, radius, walled)
			for _, side := range [2]core.Color{g.Color, g.Color.Opponent()} {
				p.Solver = side
				win, err := solver.Wins(p, side, false)
				c.questions++
				res := -1
				switch {
				case err == puzzles.ErrTooHard:
					tl.undecided++
				case err != nil:
					t.Fatalf("line %d at %d%%: %v", cp.Line, cp.Pct, err)
				case win:
					res = 1
				default:
					res = 0
				}
				if side == g.Color {
					lives[i] = res
				} else {
					kills[i] = res
				}
			}
		}
		d := threadTime(t) - t0
		c.read += d
		if testing.Verbose() {
			fmt.Fprintf(os.Stderr, "line %d (%d×%d) at %d%%: reading %v\n", cp.Line, cp.Size, cp.Size, cp.Pct, d.Round(time.Millisecond))
		}

		// The reading's verdict per policy.
		verdict := func(pol policy, i int) analysis.Status {
			g := groups[i]
			if pol.only != "" && classOf[i] != pol.only {
				return analysis.NoStatus
			}
			if pol.settled {
				switch {
				case lives[i] == 1 && kills[i] == 0:
					return analysis.Alive
				case lives[i] == 0 && kills[i] == 1:
					return analysis.Dead
				}
				return analysis.NoStatus
			}
			// The side to move's question: does the opponent kill, or
			// does the owner fail to live?
			r := kills[i]
			if cp.ToMove == g.Color {
				r = lives[i]
				if r >= 0 {
					r = 1 - r
				}
			}
			switch r {
			case 1:
				return analysis.Dead
			case 0:
				return analysis.Alive
			}
			return analysis.NoStatus
		}
		lived := func(g analysis.Group) int {
			n := 0
			for q := range g.Stones.All() {
				if cp.Final[q] == g.Color {
					n++
				}
			}
			return n
		}
		for i, g := range groups {
			if lives[i] < 0 || kills[i] < 0 {
				continue
			}
			tl.decided++
			k, l := g.Stones.Count(), lived(g)
			endDead := 2*l < k
			if (g.Status == analysis.Dead) == endDead {
				tl.anaRight++
			}
			if v := verdict(policies[0], i); v != analysis.NoStatus && (v == analysis.Dead) == endDead {
				tl.readRight++
			}
		}
		tl.n++
		tl.base += math.Abs(margin(base) - cp.FinalMargin)
		tl.gnu += math.Abs(cp.GnuGoMargin - cp.FinalMargin)
		for pol, pl := range policies {
			a := analysis.AnalyzeBoardWithVerdicts(cp.Board, cp.Komi, 0, func(gs []analysis.Group) ([]analysis.Status, []bool) {
				st, sure := make([]analysis.Status, len(gs)), make([]bool, len(gs))
				for i := range gs {
					v := verdict(pl, i)
					if v == analysis.NoStatus {
						continue
					}
					sure[i] = pl.sure && v == analysis.Dead
					if (v == analysis.Dead) != (gs[i].Status == analysis.Dead) {
						st[i] = v
						k, l := gs[i].Stones.Count(), lived(gs[i])
						tl.flips[pol]++
						switch {
						case v == analysis.Dead && 2*l < k, v != analysis.Dead && 2*l > k:
							tl.right[pol]++
						default:
							tl.wrong[pol]++
						}
					}
				}
				return st, sure
			})
			tl.after[pol] += math.Abs(margin(a) - cp.FinalMargin)
		}
	}

	var sb strings.Builder
	fmt.Fprintf(&sb, "budget %d, radius %d, walled %v, classes %q, every %d-th game (tuning half)\n", budget, radius, walled, classes, step)
	for i, pct := range []int{25, 50, 75} {
		tl := &tallies[i]
		n := float64(max(tl.n, 1))
		fmt.Fprintf(&sb, "%d%%: %d positions, candidates %d %v, both questions decided %d, questions undecided %d; of the decided, analysis right %d, reading (side to move) right %d; GNU Go MAE %.2f, base MAE %.2f\n",
			pct, tl.n, tl.cands, tl.byClass, tl.decided, tl.undecided, tl.anaRight, tl.readRight, tl.gnu/n, tl.base/n)
		for pol, pl := range policies {
			fmt.Fprintf(&sb, "    %-28s MAE %.2f, flips %d (right %d, wrong %d)\n", pl.name+":", tl.after[pol]/n, tl.flips[pol], tl.right[pol], tl.wrong[pol])
		}
	}
	for _, size := range []int{9, 13, 19} {
		c := costs[size]
		if c == nil {
			continue
		}
		n := time.Duration(max(c.n, 1))
		fmt.Fprintf(&sb, "%d×%d: %d analyses, CPU per analysis: analysis %v, reading %v (%.1f questions)\n",
			size, size, c.n, (c.analyse / n).Round(time.Microsecond), (c.read / n).Round(time.Microsecond), float64(c.questions)/float64(c.n))
	}
	t.Log("\n" + sb.String())
}

// candidate names the class of a doubtful group the experiment reads, or
// "" for a group it leaves: two stones or more called dead or
// unsettled, or called alive or seki with fewer than two eyes and no
// pass-alive chain ("alive<2eyes", or "alive,few libs" when one of its
// chains has three liberties or fewer).
func candidate(b *core.Board, a *analysis.Analysis, g analysis.Group) string {
	if g.Stones.Count() < 2 {
		return ""
	}
	switch g.Status {
	case analysis.Dead:
		return "dead"
	case analysis.Unsettled:
		return "unsettled"
	case analysis.Alive, analysis.Seki:
		if g.Eyes >= 2 {
			return ""
		}
		few := false
		for q := range g.Stones.All() {
			if a.Status(q) == analysis.PassAlive {
				return ""
			}
			few = few || b.LibertySet(q).Count() <= 3
		}
		if few {
			return "alive,few libs"
		}
		return "alive<2eyes"
	}
	return ""
}

// carve returns the problem of g's life (see TestReadExperiment).
func carve(b *core.Board, g analysis.Group, radius int, walled bool) *puzzles.Problem {
	region := g.Stones
	for range radius {
		region = region.Grow()
	}
	region = region.Intersect(core.FullSet(b.Size()))
	board := b
	if walled {
		board = b.Clone()
		board.Setup(g.Color.Opponent(), region.Border().Intersect(b.Stones(core.Empty)).Points()...)
	}
	target := analysis.LargestChain(b, g.Stones)
	return &puzzles.Problem{Board: board, Region: region, Target: target, Defender: g.Color, Solver: g.Color}
}

func margin(a *analysis.Analysis) float64 {
	s := a.Score()
	return s.Margin()
}

func envInt(t *testing.T, name string, def int) int {
	t.Helper()
	s := os.Getenv(name)
	if s == "" {
		return def
	}
	v, err := strconv.Atoi(s)
	require.NoError(t, err, "%s", name)
	return v
}

// threadTime is the CPU time of the calling thread (the test locks its
// goroutine to it), so that the other processes of a shared machine do
// not count.
func threadTime(t *testing.T) time.Duration {
	var ru syscall.Rusage
	const rusageThread = 1 // Linux's RUSAGE_THREAD
	require.NoError(t, syscall.Getrusage(rusageThread, &ru))
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
