package analysis

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// TestTerritoryExperiment (issue 16) values the open points of the
// estimate (its lean, which addOpen counts) in other ways, with the
// verdicts held fixed, on the tuning half of the GNU Go corpus only: the
// verdicts are either the analysis's own or GNU Go's recorded dragon
// status at the checkpoint (a group most of whose stones GNU Go's owners
// give to the opponent is dead, for certain; one it does not is alive).
// Everything else in the estimate (the count, the settled regions, soften)
// is the analysis's. It logs, per valuation, the score MAE / mean bias /
// winner right / share of final margins within the range at 25 / 50 / 75%
// of the moves, with both sets of verdicts, and how many finished games'
// counts (tuning half) change from the lean as it is. It runs only when
// GOBOT_TERRITORY_EXPERIMENT is set: "1" for the main valuations, "sweep"
// for the sweeps of their constants as well; GOBOT_TERRITORY_BY_SIZE=1
// adds the figures by board size.
//
//	GOBOT_TERRITORY_EXPERIMENT=1 go test ./core/analysis -run '^TestTerritoryExperiment$' -v
func TestTerritoryExperiment(t *testing.T) {
	mode := os.Getenv("GOBOT_TERRITORY_EXPERIMENT")
	if mode == "" {
		t.Skip("GOBOT_TERRITORY_EXPERIMENT is not set")
	}
	games := loadCorpus(t)
	rec := loadGnuGoMidgame(t, games)
	if rec == nil {
		t.Skipf("%s is missing", midgameFile)
	}
	var own, gnu, ends []*terrPos
	for _, cg := range games {
		if !cg.finished() || cg.line%2 != 0 {
			continue
		}
		final, margin := cg.finalOwners(t)
		for _, pct := range checkpoints {
			b := cg.boardAt(t, checkpointMoves(cg, pct))
			g := rec[[2]int{cg.line, pct}]
			for i, decide := range []func([]Group) ([]Status, []bool){nil, verdictsFrom(&g.owner)} {
				tp := prepTerr(b, cg.komi, decide)
				tp.pct, tp.final, tp.gnuMargin, tp.finalOwner, tp.gnuOwner = pct, margin, g.margin, final, &g.owner
				if i == 0 {
					own = append(own, tp)
				} else {
					gnu = append(gnu, tp)
				}
			}
		}
		// At the end, the final owners stand for GNU Go's too.
		end := prepTerr(cg.board(t), cg.komi, nil)
		end.finalOwner = final
		end.gnuOwner = &end.finalOwner
		ends = append(ends, end)
	}
	// The lean as it is reproduces AnalyzeBoard's margin.
	for _, tp := range own {
		s := AnalyzeBoard(tp.b, tp.komi, 0).Score()
		if got, want := tp.margin(&tp.lean), s.Margin(); got != want {
			t.Fatalf("at %d%%: margin %v, AnalyzeBoard's %v", tp.pct, got, want)
		}
	}
	bySize := os.Getenv("GOBOT_TERRITORY_BY_SIZE") != ""
	for _, v := range territoryValuations(mode == "sweep") {
		var sb strings.Builder
		changed := 0
		for _, tp := range ends {
			if v.lean == nil {
				break
			}
			l := v.lean(tp)
			if tp.margin(&l) != tp.margin(&tp.lean) {
				changed++
			}
		}
		fmt.Fprintf(&sb, "%s (ends changed %d):", v.name, changed)
		for _, set := range []struct {
			name string
			ps   []*terrPos
		}{{"our verdicts", own}, {"GNU Go's", gnu}} {
			sb.WriteString(" | " + set.name + " " + terrTally(set.ps, v.lean, 0))
			if bySize {
				for _, size := range []int{9, 13, 19} {
					fmt.Fprintf(&sb, "; %d×%d %s", size, size, terrTally(set.ps, v.lean, size))
				}
			}
		}
		t.Log(sb.String())
	}
}

// terrPos is one position with everything the estimate needs but the
// lean: the Analysis with the count before addOpen (see finish), and what
// the valuations read.
type terrPos struct {
	size, pct     int
	komi, final   float64
	gnuMargin     float64
	finalOwner    [core.NumSlots]core.Color
	b             *core.Board
	a             *Analysis
	settled, open core.PointSet
	benDead       core.PointSet
	// share is the share of the board open (as the lean before the
	// distances read it), lean the lean as it is, pb and pw the
	// electric-charge potentials with the dead lifted.
	share    float64
	lean     [core.NumSlots]float64
	pb, pw   [core.NumSlots]float64
	alive    [3]core.PointSet
	libsOf   [core.NumSlots]int
	gnuOwner *[core.NumSlots]core.Color
}

// prepTerr is AnalyzeBoardWithVerdicts (AnalyzeBoard when decide is nil)
// up to the lean.
func prepTerr(b *core.Board, komi float64, decide func([]Group) ([]Status, []bool)) *terrPos {
	a := &Analysis{size: b.Size()}
	e, groups, benDead := engineWithVerdicts(b, decide)
	a.groups = groups
	for i := range a.groups {
		for p := range a.groups[i].Stones.All() {
			a.groupAt[p] = int16(i + 1)
		}
	}
	a.dead = e.dead
	tp := &terrPos{b: b, a: a, benDead: benDead, komi: komi, size: b.Size()}
	a.score, tp.settled, tp.open = estimateScore(b, a.dead, a.sekiStones(), e.ownArea, b.Rules(), komi, 0)
	tp.share = float64(tp.open.Minus(b.Stones(core.Black)).Minus(b.Stones(core.White)).Count()) / float64(a.size*a.size)
	tp.lean = e.lean()
	for p := range core.FullSet(b.Size()).All() {
		tp.pb[p] = e.inf.Potential(allShadows, core.Black, p)
		tp.pw[p] = e.inf.Potential(allShadows, core.White, p)
		if b.At(p).IsStone() {
			tp.libsOf[p] = b.Liberties(p)
		}
	}
	for _, c := range [2]core.Color{core.Black, core.White} {
		tp.alive[c] = b.Stones(c).Minus(a.dead)
	}
	e.inf.release()
	e.inf = nil
	return tp
}

// margin finishes the estimate with lean for the open points (as finish
// does) and returns its margin and range.
func (tp *terrPos) marginRange(lean *[core.NumSlots]float64) (float64, float64) {
	a := *tp.a
	a.lean = *lean
	a.score.addOpen(tp.open, &a.lean)
	a.score.total()
	a.soften(tp.b, tp.benDead, tp.settled)
	return a.score.Margin(), a.score.Range
}

func (tp *terrPos) margin(lean *[core.NumSlots]float64) float64 {
	m, _ := tp.marginRange(lean)
	return m
}

// terrTally returns the MAE / bias / winner right / within range at each
// checkpoint, and the sum of the MAEs, over the positions of the given
// size (0: all); a nil lean stands for GNU Go's estimate_score.
func terrTally(ps []*terrPos, lean func(*terrPos) [core.NumSlots]float64, size int) string {
	var abs, bias, win, in, n [3]float64
	for _, tp := range ps {
		if size != 0 && tp.size != size {
			continue
		}
		i := tp.pct/25 - 1
		m, r := tp.gnuMargin, 0.0
		if lean != nil {
			l := lean(tp)
			m, r = tp.marginRange(&l)
		}
		abs[i] += math.Abs(m - tp.final)
		bias[i] += m - tp.final
		if (m > 0) == (tp.final > 0) && m != 0 {
			win[i]++
		}
		if math.Abs(m-tp.final) <= r {
			in[i]++
		}
		n[i]++
	}
	var sb strings.Builder
	sum := 0.0
	for i := range n {
		sum += abs[i] / n[i]
		fmt.Fprintf(&sb, " %.2f/%+.1f/%.2f/%.2f", abs[i]/n[i], bias[i]/n[i], win[i]/n[i], in[i]/n[i])
	}
	return fmt.Sprintf("sum %.2f:%s", sum, sb.String())
}

func terrNeighbours(p core.Point, size int, f func(q core.Point)) {
	for _, q := range [4]core.Point{p - 1, p + 1, p - core.Stride, p + core.Stride} {
		if q.OnBoard(size) {
			f(q)
		}
	}
}

// bouzy returns Bouzy's morphology values (Black's positive) of the
// living stones (±128 on their points): nd dilations, then ne erosions.
// A dilation adds to a point of one sign (or 0) that no point of the
// other sign touches the number of its neighbours of its sign; an
// erosion takes from a point the number of its neighbours that are 0 or
// of the other sign, down to 0 at most. Off-board neighbours count as
// nothing in either.
func (tp *terrPos) bouzy(nd, ne int) [core.NumSlots]int {
	var v, w [core.NumSlots]int
	full := core.FullSet(tp.size)
	for p := range tp.alive[core.Black].All() {
		v[p] = 128
	}
	for p := range tp.alive[core.White].All() {
		v[p] = -128
	}
	for range nd {
		for p := range full.All() {
			pos, neg := 0, 0
			terrNeighbours(p, tp.size, func(q core.Point) {
				switch {
				case v[q] > 0:
					pos++
				case v[q] < 0:
					neg++
				}
			})
			w[p] = v[p]
			switch {
			case v[p] >= 0 && neg == 0:
				w[p] += pos
			case v[p] <= 0 && pos == 0:
				w[p] -= neg
			}
		}
		v = w
	}
	for range ne {
		for p := range full.All() {
			w[p] = v[p]
			if v[p] == 0 {
				continue
			}
			n := 0
			terrNeighbours(p, tp.size, func(q core.Point) {
				if v[p] > 0 && v[q] <= 0 || v[p] < 0 && v[q] >= 0 {
					n++
				}
			})
			if v[p] > 0 {
				w[p] = max(0, v[p]-n)
			} else {
				w[p] = min(0, v[p]+n)
			}
		}
		v = w
	}
	return v
}

// dist returns, per colour, the steps its living stones need to reach
// each point around the opponent's living stones (unreached: 30), a
// chain with fewer than l0 liberties starting l0 − liberties behind.
func (tp *terrPos) dist(l0 int) (d [3][core.NumSlots]int) {
	for _, c := range [2]core.Color{core.Black, core.White} {
		for i := range d[c] {
			d[c][i] = 30
		}
		for p := range tp.alive[c].All() {
			d[c][p] = max(0, l0-tp.libsOf[p])
		}
		block := tp.alive[c.Opponent()]
		for changed := true; changed; {
			changed = false
			for p := range core.FullSet(tp.size).All() {
				if block.Has(p) {
					continue
				}
				terrNeighbours(p, tp.size, func(q core.Point) {
					if d[c][q]+1 < d[c][p] {
						d[c][p] = d[c][q] + 1
						changed = true
					}
				})
			}
		}
	}
	return d
}

// decay returns, per colour, the sum over its living stones of
// delta^steps (steps as dist counts them, liberties aside).
func (tp *terrPos) decay(delta float64) (inf [3][core.NumSlots]float64) {
	var d [core.NumSlots]int
	var queue []core.Point
	for _, c := range [2]core.Color{core.Black, core.White} {
		block := tp.alive[c.Opponent()]
		for s := range tp.alive[c].All() {
			for i := range d {
				d[i] = -1
			}
			d[s] = 0
			queue = append(queue[:0], s)
			for len(queue) > 0 {
				p := queue[0]
				queue = queue[1:]
				inf[c][p] += math.Pow(delta, float64(d[p]))
				terrNeighbours(p, tp.size, func(q core.Point) {
					if d[q] < 0 && !block.Has(q) {
						d[q] = d[p] + 1
						queue = append(queue, q)
					}
				})
			}
		}
	}
	return inf
}

type terrValuation struct {
	name string
	// lean values the open points; nil stands for GNU Go's
	// estimate_score in place of the whole estimate.
	lean func(tp *terrPos) [core.NumSlots]float64
}

func terrSign(x float64) float64 {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// territoryValuations lists the valuations the experiment compares
// (with sweep, their constants' sweeps too).
func territoryValuations(sweep bool) []terrValuation {
	each := func(tp *terrPos, f func(p core.Point) float64) (l [core.NumSlots]float64) {
		for p := range core.FullSet(tp.size).All() {
			l[p] = f(p)
		}
		return l
	}
	owners := func(o *[core.NumSlots]core.Color) func(p core.Point) float64 {
		return func(p core.Point) float64 {
			switch o[p] {
			case core.Black:
				return 1
			case core.White:
				return -1
			}
			return 0
		}
	}
	// The lean before the distances: tanh(B − W) of the potentials, or of
	// their balance while over 45% (in full 55%) of the board is open,
	// faded where the stronger potential is under 1.
	potentials := func(tp *terrPos) [core.NumSlots]float64 {
		w := min(1, max(0, (tp.share-0.45)/0.1))
		return each(tp, func(p core.Point) float64 {
			pb, pw := tp.pb[p], tp.pw[p]
			v := math.Tanh(pb - pw)
			v += w * (math.Tanh(3*(pb-pw)/max(pb+pw, 1)) - v)
			return v * min(1, max(pb, pw))
		})
	}
	bouzy := func(nd, ne int, k float64) terrValuation {
		return terrValuation{fmt.Sprintf("Bouzy %d/%d, sign × min(1, |v|/%v)", nd, ne, k), func(tp *terrPos) [core.NumSlots]float64 {
			v := tp.bouzy(nd, ne)
			return each(tp, func(p core.Point) float64 { return terrSign(float64(v[p])) * min(1, math.Abs(float64(v[p]))/k) })
		}}
	}
	distance := func(k float64, l0 int) terrValuation {
		return terrValuation{fmt.Sprintf("distance tanh(%v·(dW − dB)), liberties %d", k, l0), func(tp *terrPos) [core.NumSlots]float64 {
			d := tp.dist(l0)
			return each(tp, func(p core.Point) float64 {
				return math.Tanh(k * float64(d[core.White][p]-d[core.Black][p]))
			})
		}}
	}
	decay := func(delta, k float64) terrValuation {
		return terrValuation{fmt.Sprintf("decay Σδ^steps, δ %v, tanh(%v·ln(B/W))", delta, k), func(tp *terrPos) [core.NumSlots]float64 {
			inf := tp.decay(delta)
			return each(tp, func(p core.Point) float64 {
				return math.Tanh(k * (math.Log(inf[core.Black][p]+1e-3) - math.Log(inf[core.White][p]+1e-3)))
			})
		}}
	}
	blend := func(w float64, a, b terrValuation) terrValuation {
		return terrValuation{fmt.Sprintf("%v × [%s] + %v × [%s]", w, a.name, 1-w, b.name), func(tp *terrPos) [core.NumSlots]float64 {
			x, y := a.lean(tp), b.lean(tp)
			for p := range x {
				x[p] = w*x[p] + (1-w)*y[p]
			}
			return x
		}}
	}
	pot := terrValuation{"potentials (the lean before)", potentials}
	vs := []terrValuation{
		{"the lean as it is (distances)", func(tp *terrPos) [core.NumSlots]float64 { return tp.lean }},
		pot,
		{"sign of the potentials' lean", func(tp *terrPos) [core.NumSlots]float64 {
			l := potentials(tp)
			for p := range l {
				l[p] = terrSign(l[p])
			}
			return l
		}},
		{"oracle: final owners", func(tp *terrPos) [core.NumSlots]float64 { return each(tp, owners(&tp.finalOwner)) }},
		{"GNU Go's recorded owners (territory_value's sign)", func(tp *terrPos) [core.NumSlots]float64 { return each(tp, owners(tp.gnuOwner)) }},
		{"GNU Go's estimate_score (whole estimate)", nil},
		bouzy(5, 21, 1),
		bouzy(5, 10, 1),
		bouzy(7, 13, 3),
		bouzy(10, 0, 1),
		blend(0.5, bouzy(5, 21, 1), pot),
		distance(0.75, 0),
		distance(0.75, 3),
		blend(0.5, distance(0.75, 0), pot),
		decay(0.3, 1),
		decay(0.5, 1),
		decay(0.7, 1),
	}
	if !sweep {
		return vs
	}
	for _, nd := range []int{3, 4, 5, 6, 7, 8, 10} {
		for _, ne := range []int{0, 5, 7, 10, 13, 21} {
			for _, k := range []float64{1, 3, 16} {
				vs = append(vs, bouzy(nd, ne, k))
			}
		}
	}
	for _, w := range []float64{0.25, 0.5, 0.75} {
		vs = append(vs, blend(w, bouzy(5, 10, 1), pot), blend(w, distance(0.75, 3), pot))
	}
	for _, k := range []float64{0.25, 0.5, 0.6, 0.75, 0.9, 1, 1.5, 2} {
		for _, l0 := range []int{0, 2, 3, 4} {
			vs = append(vs, distance(k, l0))
		}
	}
	for _, delta := range []float64{0.3, 0.5, 0.7} {
		for _, k := range []float64{0.25, 0.5, 1} {
			vs = append(vs, decay(delta, k))
		}
	}
	return vs
}
