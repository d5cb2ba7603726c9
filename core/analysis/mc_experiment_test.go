//go:build linux

package analysis_test

import (
	"fmt"
	"math"
	"os"
	"runtime"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
)

// TestMCExperiment is issue 16's Monte Carlo experiment: on the tuning
// half of the GNU Go corpus only, at 25/50/75% of each finished game,
// random playouts from the position are a second opinion on the
// analysis's verdicts. It runs only when GOBOT_MC_EXPERIMENT is set
// (Linux only: it measures the playouts' CPU time on its thread):
//
//	GOBOT_MC_EXPERIMENT=1 [GOBOT_MC_HEAVY=1] [GOBOT_MC_SEED=n] go test ./core/analysis -run '^TestMCExperiment$' -v
//
// For each checkpoint it plays 256 playouts to the end (two passes), light
// ones (Board.Playout) or with GOBOT_MC_HEAVY the slightly heavier
// policy of Board.PlayoutHeavy, in two modes: all with the side that
// moved next in the game first ("to move"), or the two sides first in
// turn ("alternate"). A group of the analysis survives a playout when
// every stone of its largest chain is still its colour at the end. With
// the survival s over the first N playouts (N = 4 … 256), a policy (a, b,
// k, sure) calls dead a group of k stones or more not called dead and
// with no pass-alive chain when s < a (taken as certain when sure), and
// alive one called dead or unsettled when s > b; the estimate is redone
// with those verdicts (AnalyzeBoardWithVerdicts). It logs, per mode and
// N, the score MAE, mean bias and share of winners right at 25 / 50 / 75%
// of the best policies of the grid and of a few fixed ones (also by board
// size), the flips of the verdicts right and wrong against the final
// position (a group dies when most of its stones are the opponent's
// there), the blend of the analysis's margin with the playouts' mean area
// margin (weight w on the playouts), a histogram of the survival of the
// groups of two stones or more by verdict and fate, and the playouts'
// CPU time by board size.
func TestMCExperiment(t *testing.T) {
	if os.Getenv("GOBOT_MC_EXPERIMENT") == "" {
		t.Skip("GOBOT_MC_EXPERIMENT is not set")
	}
	heavy := os.Getenv("GOBOT_MC_HEAVY") != ""
	seed := uint64(envInt(t, "GOBOT_MC_SEED", 0))
	cps := analysis.TuningCheckpoints(t)
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()

	ns := []int{4, 8, 16, 32, 64, 128, 256}
	nMax := ns[len(ns)-1]
	modes := []string{"to move", "alternate"}

	type policy struct {
		a, b float64 // dead below a, alive above b
		k    int     // groups of k stones or more only
		sure bool    // a dead call is taken as certain
	}
	// The fixed policies (printed at every N, by size too), then the grid.
	pols := []policy{
		{-1, 0.6, 1, true}, {-1, 0.65, 1, true}, {-1, 0.7, 2, true},
		{0.3, 2, 1, true}, {0.4, 2, 2, true}, {0.5, 2, 3, true},
		{0.3, 0.65, 1, true}, {0.4, 0.65, 2, true}, {0.5, 0.75, 3, true},
	}
	nFixed := len(pols)
	for _, a := range []float64{-1, 0.05, 0.2, 0.3, 0.4, 0.5} {
		for _, b := range []float64{2, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.9} {
			for _, k := range []int{1, 2, 3} {
				for _, sure := range []bool{false, true} {
					if a >= 0 || !sure {
						pols = append(pols, policy{a, b, k, sure})
					}
				}
			}
		}
	}
	blends := []float64{0.25, 0.5, 1}

	type tally struct {
		n, win              int
		abs, err            float64
		flips, right, wrong int
	}
	add := func(tl *tally, m, final float64) {
		tl.n++
		tl.abs += math.Abs(m - final)
		tl.err += m - final
		if (m > 0) == (final > 0) && m != 0 {
			tl.win++
		}
	}
	pctIdx := map[int]int{25: 0, 50: 1, 75: 2}
	sizeIdx := map[int]int{9: 0, 13: 1, 19: 2}
	// pol[mode][n][policy][pct], bySize[mode][n][fixed policy][size][pct]
	pol := make([][][][3]tally, len(modes))
	bySize := make([][][][3][3]tally, len(modes))
	blend := make([][][][3]tally, len(modes))
	for m := range modes {
		pol[m] = make([][][3]tally, len(ns))
		bySize[m] = make([][][3][3]tally, len(ns))
		blend[m] = make([][][3]tally, len(ns))
		for ni := range ns {
			pol[m][ni] = make([][3]tally, len(pols))
			bySize[m][ni] = make([][3][3]tally, nFixed)
			blend[m][ni] = make([][3]tally, len(blends))
		}
	}
	var baseT, gnuT [3]tally
	var baseBySize [3][3]tally
	// hist[mode][pct][verdict][died][survival in tenths] at nMax
	verdicts := []analysis.Status{analysis.Alive, analysis.Dead, analysis.Unsettled, analysis.Seki}
	var hist [2][3][4][2][11]int
	type cost struct {
		pos, withDead, playouts, moves int
		analyse, play                  time.Duration
	}
	costs := map[int]*cost{}

	work := new(core.Board)
	for _, cp := range cps {
		pi, si := pctIdx[cp.Pct], sizeIdx[cp.Size]
		c := costs[cp.Size]
		if c == nil {
			c = &cost{}
			costs[cp.Size] = c
		}
		t0 := threadTime(t)
		base := analysis.AnalyzeBoard(cp.Board, cp.Komi, 0)
		c.analyse += threadTime(t) - t0
		c.pos++
		bm := margin(base)
		add(&baseT[pi], bm, cp.FinalMargin)
		add(&baseBySize[si][pi], bm, cp.FinalMargin)
		add(&gnuT[pi], cp.GnuGoMargin, cp.FinalMargin)

		groups := base.Groups()
		for _, g := range groups {
			if g.Status == analysis.Dead || g.Status == analysis.Unsettled {
				c.withDead++
				break
			}
		}
		largest := make([]core.PointSet, len(groups))
		passAlive, died := make([]bool, len(groups)), make([]bool, len(groups))
		for i, g := range groups {
			kept := 0
			largest[i] = analysis.LargestChain(cp.Board, g.Stones)
			for q := range g.Stones.All() {
				passAlive[i] = passAlive[i] || base.Status(q) == analysis.PassAlive
				if cp.Final[q] == g.Color {
					kept++
				}
			}
			died[i] = 2*kept < g.Stones.Count()
		}

		for mi := range modes {
			r := core.NewRand(seed<<32 + uint64(cp.Line)*1000 + uint64(cp.Pct)*10 + uint64(mi) + 1)
			alive := make([]int, len(groups))
			surv := make([][]float64, len(ns)) // [n][group]
			mcSum, mcMean := 0.0, make([]float64, len(ns))
			ni := 0
			t0 := threadTime(t)
			for j := range nMax {
				work.CopyFrom(cp.Board)
				col := cp.ToMove
				if mi == 1 && j%2 == 1 {
					col = col.Opponent()
				}
				if heavy {
					c.moves += work.PlayoutHeavy(col, r, 3*cp.Size*cp.Size, nil)
				} else {
					c.moves += work.Playout(col, r, 3*cp.Size*cp.Size)
				}
				for i, g := range groups {
					ok := true
					for q := range largest[i].All() {
						if work.At(q) != g.Color {
							ok = false
							break
						}
					}
					if ok {
						alive[i]++
					}
				}
				mcSum += areaMargin(work, cp.Size) - cp.Komi
				if j+1 == ns[ni] {
					surv[ni] = make([]float64, len(groups))
					for i := range groups {
						surv[ni][i] = float64(alive[i]) / float64(j+1)
					}
					mcMean[ni] = mcSum / float64(j+1)
					ni++
				}
			}
			c.play += threadTime(t) - t0
			c.playouts += nMax

			for i, g := range groups {
				if g.Stones.Count() < 2 || passAlive[i] {
					continue
				}
				d := 0
				if died[i] {
					d = 1
				}
				hist[mi][pi][max(0, slices.Index(verdicts, g.Status))][d][int(surv[len(ns)-1][i]*10)]++
			}

			for ni := range ns {
				for bi, w := range blends {
					add(&blend[mi][ni][bi][pi], (1-w)*bm+w*mcMean[ni], cp.FinalMargin)
				}
				// Policies with the same verdicts share one estimate.
				memo := map[string]float64{}
				for pl, p := range pols {
					st, sure := make([]analysis.Status, len(groups)), make([]bool, len(groups))
					var key strings.Builder
					fl, right, wrong := 0, 0, 0
					for i, g := range groups {
						if g.Stones.Count() < p.k {
							continue
						}
						s := surv[ni][i]
						switch {
						case g.Status != analysis.Dead && !passAlive[i] && s < p.a:
							st[i], sure[i] = analysis.Dead, p.sure
						case (g.Status == analysis.Dead || g.Status == analysis.Unsettled) && s > p.b:
							st[i] = analysis.Alive
						default:
							continue
						}
						fmt.Fprintf(&key, "%d:%d:%v,", i, st[i], sure[i])
						if (st[i] == analysis.Dead) != (g.Status == analysis.Dead) {
							fl++
							if (st[i] == analysis.Dead) == died[i] {
								right++
							} else {
								wrong++
							}
						}
					}
					m, ok := memo[key.String()]
					if !ok {
						m = bm
						if key.Len() > 0 {
							m = margin(analysis.AnalyzeBoardWithVerdicts(cp.Board, cp.Komi, 0, func([]analysis.Group) ([]analysis.Status, []bool) {
								return st, sure
							}))
						}
						memo[key.String()] = m
					}
					tl := &pol[mi][ni][pl][pi]
					add(tl, m, cp.FinalMargin)
					tl.flips += fl
					tl.right += right
					tl.wrong += wrong
					if pl < nFixed {
						add(&bySize[mi][ni][pl][si][pi], m, cp.FinalMargin)
					}
				}
			}
		}
	}

	var sb strings.Builder
	line := func(name string, tl *[3]tally) {
		fmt.Fprintf(&sb, "%-40s", name)
		for pi := range 3 {
			x := &tl[pi]
			n := float64(max(x.n, 1))
			fmt.Fprintf(&sb, " | %5.2f %+5.2f %.2f", x.abs/n, x.err/n, float64(x.win)/n)
			if x.flips > 0 {
				fmt.Fprintf(&sb, " (%d/%d)", x.right, x.wrong)
			}
		}
		sb.WriteString("\n")
	}
	sizeLine := func(name string, x *[3][3]tally) {
		fmt.Fprintf(&sb, "%-40s", name)
		for pi := range 3 {
			sb.WriteString(" |")
			for si := range 3 {
				fmt.Fprintf(&sb, " %5.2f", x[si][pi].abs/float64(max(x[si][pi].n, 1)))
			}
		}
		sb.WriteString("\n")
	}
	name := func(p policy) string { return fmt.Sprintf("a %.2f b %.2f k %d sure %v", p.a, p.b, p.k, p.sure) }
	total := func(tl *[3]tally) float64 {
		s := 0.0
		for pi := range 3 {
			s += tl[pi].abs / float64(max(tl[pi].n, 1))
		}
		return s
	}
	fmt.Fprintf(&sb, "heavy %v, seed %d; MAE, bias, winner right (flips right/wrong) at 25 | 50 | 75%%\n", heavy, seed)
	line("base", &baseT)
	line("GNU Go", &gnuT)
	for mi, mode := range modes {
		for ni, n := range ns {
			fmt.Fprintf(&sb, "-- %s, N=%d\n", mode, n)
			for bi, w := range blends {
				line(fmt.Sprintf("blend w=%.2f", w), &blend[mi][ni][bi])
			}
			for pl := range nFixed {
				line("fixed "+name(pols[pl]), &pol[mi][ni][pl])
			}
			idx := make([]int, len(pols)-nFixed)
			for i := range idx {
				idx[i] = nFixed + i
			}
			sort.SliceStable(idx, func(x, y int) bool { return total(&pol[mi][ni][idx[x]]) < total(&pol[mi][ni][idx[y]]) })
			for _, pl := range idx[:5] {
				line("best "+name(pols[pl]), &pol[mi][ni][pl])
			}
		}
	}
	fmt.Fprintf(&sb, "fixed policies, MAE on 9×9 / 13×13 / 19×19 at 25 | 50 | 75%%\n")
	sizeLine("base", &baseBySize)
	for mi, mode := range modes {
		for ni, n := range ns {
			for pl := range nFixed {
				sizeLine(fmt.Sprintf("%s N=%d %s", mode, n, name(pols[pl])), &bySize[mi][ni][pl])
			}
		}
	}
	fmt.Fprintf(&sb, "survival at N=%d of the groups of 2+ stones without a pass-alive chain, in tenths, by verdict: lived / died\n", nMax)
	for mi, mode := range modes {
		for pi, pct := range []int{25, 50, 75} {
			for v, st := range verdicts {
				fmt.Fprintf(&sb, "%s %d%% %-9v lived %v died %v\n", mode, pct, st, hist[mi][pi][v][0], hist[mi][pi][v][1])
			}
		}
	}
	for _, size := range []int{9, 13, 19} {
		c := costs[size]
		if c == nil {
			continue
		}
		per := c.play / time.Duration(max(c.playouts, 1))
		fmt.Fprintf(&sb, "%d×%d: %d positions (%d with a group called dead or unsettled), CPU: analysis %v, a playout %v (%.0f moves)", size, size, c.pos, c.withDead,
			(c.analyse / time.Duration(c.pos)).Round(time.Microsecond), per.Round(100*time.Nanosecond), float64(c.moves)/float64(c.playouts))
		for _, n := range ns {
			fmt.Fprintf(&sb, ", N=%d %v", n, (per * time.Duration(n)).Round(time.Microsecond))
		}
		sb.WriteString("\n")
	}
	t.Log("\n" + sb.String())
}

// areaMargin is Black − White by area at the end of a playout: the
// stones and the empty points whose neighbours on the board are all of
// one colour.
func areaMargin(b *core.Board, size int) float64 {
	m := 0
	for y := range size {
		for x := range size {
			p := core.Pt(x, y)
			switch b.At(p) {
			case core.Black:
				m++
			case core.White:
				m--
			case core.Empty:
				black, white := false, false
				for _, q := range [4]core.Point{p - core.Stride, p - 1, p + 1, p + core.Stride} {
					switch b.At(q) {
					case core.Black:
						black = true
					case core.White:
						white = true
					}
				}
				switch {
				case black && !white:
					m++
				case white && !black:
					m--
				}
			}
		}
	}
	return float64(m)
}

// BenchmarkMCPlayouts is 16 playouts (light, or heavy: Board.PlayoutHeavy)
// from one of the tuning half's checkpoints of one board size, the side
// to move first, each from a copy of the position; beside it, "analyse"
// is AnalyzeBoard on the same positions. One position an op, in turn.
func BenchmarkMCPlayouts(b *testing.B) {
	bySize := map[int][]analysis.CorpusCheckpoint{}
	for _, cp := range analysis.TuningCheckpoints(b) {
		bySize[cp.Size] = append(bySize[cp.Size], cp)
	}
	for _, size := range []int{9, 13, 19} {
		cps := bySize[size]
		for _, kind := range []string{"analyse", "light", "heavy"} {
			b.Run(fmt.Sprintf("%dx%d/%s", size, size, kind), func(b *testing.B) {
				work, r := new(core.Board), core.NewRand(1)
				i := 0
				for b.Loop() {
					cp := cps[i%len(cps)]
					i++
					if kind == "analyse" {
						analysis.AnalyzeBoard(cp.Board, cp.Komi, 0)
						continue
					}
					for range 16 {
						work.CopyFrom(cp.Board)
						if kind == "heavy" {
							work.PlayoutHeavy(cp.ToMove, r, 3*size*size, nil)
						} else {
							work.Playout(cp.ToMove, r, 3*size*size)
						}
					}
				}
			})
		}
	}
}

// TestMCEarlyCost measures what the dead-to-alive policy of
// TestMCExperiment (heavy playouts, the side to move first, a group of k
// stones or more called dead or unsettled is called alive when its
// largest chain survives more than a share b of N playouts) costs when it
// plays only what it needs: no playout when no group is a candidate,
// playouts stopped as soon as every candidate's chain has been captured
// (a chain captured once counts as dead, even if its points are its
// colour again at the end), and no more playouts once every candidate is
// decided either way. It runs with GOBOT_MC_EXPERIMENT (tuning half only):
//
//	GOBOT_MC_EXPERIMENT=1 go test ./core/analysis -run '^TestMCEarlyCost$' -v
func TestMCEarlyCost(t *testing.T) {
	if os.Getenv("GOBOT_MC_EXPERIMENT") == "" {
		t.Skip("GOBOT_MC_EXPERIMENT is not set")
	}
	seed := uint64(envInt(t, "GOBOT_MC_SEED", 0))
	cps := analysis.TuningCheckpoints(t)
	if os.Getenv("GOBOT_MC_HELD_OUT") != "" {
		cps = analysis.HeldOutCheckpoints(t)
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	type setting struct {
		n, k int
		b    float64
		cap  float64 // playouts cut after cap × the empty points (0: 3 × the points)
	}
	settings := []setting{{8, 2, 0.7, 0}, {16, 2, 0.7, 0}, {32, 2, 0.7, 0}, {16, 1, 0.65, 0}, {32, 1, 0.65, 0},
		{16, 2, 0.7, 1}, {16, 2, 0.7, 0.5}, {16, 2, 0.7, 0.25}}
	heldOut := os.Getenv("GOBOT_MC_HELD_OUT") != ""
	if heldOut {
		// The candidate only, on 9×9 and 13×13 (19×19 keeps the analysis's verdicts).
		settings = []setting{{16, 2, 0.7, 0}}
	}
	type tally struct {
		n, win              int
		abs                 float64
		flips, right, wrong int
	}
	type cost struct {
		pos, playouts, moves int
		play                 time.Duration
	}
	var base [3]tally
	res := make([][3]tally, len(settings))
	sizeIdx := map[int]int{9: 0, 13: 1, 19: 2}
	var baseBySize [3][3]tally                      // [size][pct]
	resBySize := make([][3][3]tally, len(settings)) // [setting][size][pct]
	costs := make([]map[int]*cost, len(settings))
	pctIdx := map[int]int{25: 0, 50: 1, 75: 2}
	add := func(tl *tally, m, final float64) {
		tl.n++
		tl.abs += math.Abs(m - final)
		if (m > 0) == (final > 0) && m != 0 {
			tl.win++
		}
	}
	for _, cp := range cps {
		pi := pctIdx[cp.Pct]
		a := analysis.AnalyzeBoard(cp.Board, cp.Komi, 0)
		bm := margin(a)
		add(&base[pi], bm, cp.FinalMargin)
		add(&baseBySize[sizeIdx[cp.Size]][pi], bm, cp.FinalMargin)
		groups := a.Groups()
		for si, st := range settings {
			if costs[si] == nil {
				costs[si] = map[int]*cost{}
			}
			c := costs[si][cp.Size]
			if c == nil {
				c = &cost{}
				costs[si][cp.Size] = c
			}
			c.pos++
			r := core.NewRand(seed<<32 + uint64(cp.Line)*1000 + uint64(cp.Pct)*10 + 1)
			t0 := threadTime(t)
			cand, lived, need, playouts, moves := earlyPlayouts(cp, groups, st.n, st.k, st.b, st.cap, r)
			if heldOut && cp.Size == 19 {
				cand, lived = nil, nil
			}
			c.playouts += playouts
			c.moves += moves
			c.play += threadTime(t) - t0
			status := make([]analysis.Status, len(groups))
			flipped := false
			for j, i := range cand {
				if lived[j] >= need {
					status[i] = analysis.Alive
					if groups[i].Status == analysis.Dead {
						flipped = true
						kept := 0
						for q := range groups[i].Stones.All() {
							if cp.Final[q] == groups[i].Color {
								kept++
							}
						}
						res[si][pi].flips++
						if 2*kept > groups[i].Stones.Count() {
							res[si][pi].right++
						} else {
							res[si][pi].wrong++
						}
					}
				}
			}
			m := bm
			if flipped || len(cand) > 0 {
				m = margin(analysis.AnalyzeBoardWithVerdicts(cp.Board, cp.Komi, 0, func([]analysis.Group) ([]analysis.Status, []bool) {
					return status, nil
				}))
			}
			add(&res[si][pi], m, cp.FinalMargin)
			add(&resBySize[si][sizeIdx[cp.Size]][pi], m, cp.FinalMargin)
		}
	}
	var sb strings.Builder
	line := func(name string, tl *[3]tally) {
		fmt.Fprintf(&sb, "%-28s", name)
		for pi := range 3 {
			x := &tl[pi]
			n := float64(max(x.n, 1))
			fmt.Fprintf(&sb, " | %5.2f %.2f (%d/%d)", x.abs/n, float64(x.win)/n, x.right, x.wrong)
		}
		sb.WriteString("\n")
	}
	sizeLine := func(x *[3][3]tally) {
		sb.WriteString("    MAE on 9×9 / 13×13 / 19×19:")
		for pi := range 3 {
			sb.WriteString(" |")
			for si := range 3 {
				fmt.Fprintf(&sb, " %5.2f", x[si][pi].abs/float64(max(x[si][pi].n, 1)))
			}
		}
		sb.WriteString("\n")
	}
	fmt.Fprintf(&sb, "seed %d; MAE, winner right (flips right/wrong) at 25 | 50 | 75%%\n", seed)
	line("base", &base)
	sizeLine(&baseBySize)
	for si, st := range settings {
		line(fmt.Sprintf("N=%d k=%d b=%.2f cap %.2f", st.n, st.k, st.b, st.cap), &res[si])
		sizeLine(&resBySize[si])
		for _, size := range []int{9, 13, 19} {
			c := costs[si][size]
			if c == nil {
				continue
			}
			fmt.Fprintf(&sb, "    %d×%d: %.1f playouts, %.0f moves, CPU %v an analysis\n", size, size,
				float64(c.playouts)/float64(c.pos), float64(c.moves)/float64(c.pos), (c.play / time.Duration(c.pos)).Round(time.Microsecond))
		}
	}
	t.Log("\n" + sb.String())
}

// earlyPlayouts plays TestMCEarlyCost's playouts on cp for the groups
// (the analysis's) with at most n playouts, groups of k stones or more,
// threshold b, each playout cut after cap × the empty points (0: after
// 3 × the points, the end in practice): it returns the candidates (indexes into groups), how many
// playouts each one's largest chain survived, the survivals that call a
// candidate alive, and the playouts and moves played.
func earlyPlayouts(cp analysis.CorpusCheckpoint, groups []analysis.Group, n, k int, b, cap float64, r *core.Rand) (cand, lived []int, need, playouts, moves int) {
	limit := 3 * cp.Size * cp.Size
	if cap > 0 {
		limit = max(1, int(cap*float64(cp.Board.Stones(core.Empty).Count())))
	}
	// The candidates and a point of each one's largest chain.
	var at []core.Point
	for i, g := range groups {
		if g.Stones.Count() < k || g.Status != analysis.Dead && g.Status != analysis.Unsettled {
			continue
		}
		largest := analysis.LargestChain(cp.Board, g.Stones)
		cand = append(cand, i)
		at = append(at, largest.First())
	}
	need = int(b*float64(n)) + 1
	lived, playouts, moves = analysis.PlayoutSurvivals(cp.Board, cp.ToMove, at, n, need, limit, r)
	return cand, lived, need, playouts, moves
}

// BenchmarkMCEarly is TestMCEarlyCost's playouts (N=16, k=2, b=0.7) on
// the tuning half's checkpoints of one board size, one an op in turn
// (the analysis that gives the groups is not timed).
func BenchmarkMCEarly(b *testing.B) {
	bySize := map[int][]analysis.CorpusCheckpoint{}
	groups := map[int][][]analysis.Group{}
	for _, cp := range analysis.TuningCheckpoints(b) {
		bySize[cp.Size] = append(bySize[cp.Size], cp)
		groups[cp.Size] = append(groups[cp.Size], analysis.AnalyzeBoard(cp.Board, cp.Komi, 0).Groups())
	}
	for _, size := range []int{9, 13, 19} {
		b.Run(fmt.Sprintf("%dx%d", size, size), func(b *testing.B) {
			r := core.NewRand(1)
			i := 0
			for b.Loop() {
				j := i % len(bySize[size])
				earlyPlayouts(bySize[size][j], groups[size][j], 16, 2, 0.7, 0, r)
				i++
			}
		})
	}
}
