package analysis

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/internal/testenv"
	"github.com/stretchr/testify/require"
)

// The mid-game measurement (issue 16): each finished game of the GNU Go
// corpus (status_corpus_test.go) is replayed to 25%, 50% and 75% of its
// moves, and the prediction there is compared with how the game ended:
//
//   - ownership: the share of the board's points whose predicted owner is
//     their owner in the final position counted by area with GNU Go's dead
//     stones lifted (a point predicted to nobody counts half, as a coin
//     would; a point that ends neutral is right only when predicted
//     neutral);
//   - score: the predicted margin (Black − White, komi included) against
//     GNU Go's final_score, its mean absolute error and mean bias;
//   - winner: the share of the games whose predicted margin has the sign
//     of the final one.
//
// gobot's prediction is Analysis.Owner and Score; GNU Go's, recorded once
// in testdata/gnugo_midgame.txt by TestRecordGnuGoMidgame, is
// initial_influence's territory_value for the empty points (negative is
// Black's), dragon_status for the stones (a dead dragon's points are the
// opponent's) and estimate_score for the margin.
//
// The corpus's even lines are the tuning half, the odd lines the held-out
// half (as for TestGnuGoCorpus); the figures reported and the targets are
// the held-out half's.

const midgameFile = "testdata/gnugo_midgame.txt"

// checkpoints are the shares of a game's moves (in percent) it is replayed to.
var checkpoints = [3]int{25, 50, 75}

// checkpointMoves returns how many of cg's moves are played at pct percent.
func checkpointMoves(cg *corpusGame, pct int) int { return len(cg.moves) * pct / 100 }

// boardAt replays the first n moves of cg.
func (cg *corpusGame) boardAt(t testing.TB, n int) *core.Board {
	t.Helper()
	short := *cg
	short.moves = cg.moves[:n]
	return short.board(t)
}

// finalOwners returns the owner of every point of cg's final position,
// counted by area with GNU Go's dead stones lifted, and its final margin
// (GNU Go's final_score, Black − White).
func (cg *corpusGame) finalOwners(t testing.TB) ([core.NumSlots]core.Color, float64) {
	t.Helper()
	b := cg.board(t)
	rules := b.Rules()
	rules.Scoring = core.AreaScoring
	s := countStrict(b, cg.deadSet(), rules, cg.komi, 0)
	res := core.ParseResult(cg.score)
	require.Equal(t, core.ByScore, res.Reason, "line %d: %q", cg.line, cg.score)
	m := res.Margin
	if res.Winner == core.White {
		m = -m
	}
	return s.Owner, m
}

// prediction is one side's prediction at one checkpoint of one game.
type prediction struct {
	owner  [core.NumSlots]core.Color
	margin float64
	// rng is the estimate's Range (gobot's only; -1 when there is none)
	// and sd the square root of its variance.
	rng, sd float64
}

// midgameTally adds up predictions at one checkpoint.
type midgameTally struct {
	games       int
	points      int
	ownRight    float64
	absErr, err float64
	winnerRight int
	// ranged counts the predictions with a range, inRange those whose
	// final margin fell within it.
	ranged, inRange int
}

func (m *midgameTally) add(size int, p *prediction, final *[core.NumSlots]core.Color, finalMargin float64) {
	m.games++
	for y := range size {
		for x := range size {
			q := core.Pt(x, y)
			m.points++
			switch {
			case p.owner[q] == final[q]:
				m.ownRight++
			case p.owner[q] == core.Empty:
				m.ownRight += 0.5
			}
		}
	}
	d := p.margin - finalMargin
	m.absErr += math.Abs(d)
	m.err += d
	if (p.margin > 0) == (finalMargin > 0) && p.margin != 0 {
		m.winnerRight++
	}
	if p.rng >= 0 {
		m.ranged++
		if math.Abs(d) <= p.rng {
			m.inRange++
		}
	}
}

func (m midgameTally) ownership() float64 { return m.ownRight / float64(max(m.points, 1)) }
func (m midgameTally) mae() float64       { return m.absErr / float64(max(m.games, 1)) }
func (m midgameTally) bias() float64      { return m.err / float64(max(m.games, 1)) }
func (m midgameTally) coverage() float64 {
	return float64(m.inRange) / float64(max(m.ranged, 1))
}
func (m midgameTally) winner() float64 {
	return float64(m.winnerRight) / float64(max(m.games, 1))
}

// gnugoMidgame holds the recorded GNU Go predictions, by corpus line and
// checkpoint.
type gnugoMidgame map[[2]int]*prediction

// loadGnuGoMidgame reads testdata/gnugo_midgame.txt: one line per game and
// checkpoint,
//
//	corpus-line pct | estimate_score margin (Black − White) | owners
//
// where owners has one letter per point (B, W or . for nobody), row by
// row from A1 to the top right.
func loadGnuGoMidgame(t testing.TB, games []*corpusGame) gnugoMidgame {
	t.Helper()
	f, err := os.Open(midgameFile)
	if os.IsNotExist(err) {
		return nil
	}
	require.NoError(t, err)
	defer f.Close()
	sizes := map[int]int{}
	for _, cg := range games {
		sizes[cg.line] = cg.size
	}
	out := gnugoMidgame{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<16)
	for sc.Scan() {
		s := strings.TrimSpace(sc.Text())
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		f := strings.Split(s, " | ")
		require.Len(t, f, 3, "%s: %q", midgameFile, s)
		var line, pct int
		_, err := fmt.Sscanf(f[0], "%d %d", &line, &pct)
		require.NoError(t, err, "%q", s)
		size := sizes[line]
		require.NotZero(t, size, "%s: no corpus game on line %d", midgameFile, line)
		p := &prediction{rng: -1}
		p.margin, err = strconv.ParseFloat(f[1], 64)
		require.NoError(t, err, "%q", s)
		require.Len(t, f[2], size*size, "%q", s)
		for i, ch := range f[2] {
			q := core.Pt(i%size, i/size)
			switch ch {
			case 'B':
				p.owner[q] = core.Black
			case 'W':
				p.owner[q] = core.White
			}
		}
		out[[2]int{line, pct}] = p
	}
	require.NoError(t, sc.Err())
	return out
}

// gobotPrediction is the analysis's prediction on b: the owners of its
// score estimate (Analysis.Owner, which names the side an open point
// leans to), where (as under area scoring) a stone the analysis does not
// call dead is its colour's point and a dead one the opponent's. toMove
// is the side to move, as the bot knows it in a game.
func gobotPrediction(b *core.Board, komi float64, toMove core.Color) *prediction {
	return analysisPrediction(b, AnalyzeTurn(b, komi, 0, toMove))
}

// toMoveAt returns the side whose move comes after the first n of cg's.
func (cg *corpusGame) toMoveAt(n int) core.Color { return cg.moves[n].Color() }

// analysisPrediction is gobotPrediction's prediction from a, the analysis
// of b.
func analysisPrediction(b *core.Board, a *Analysis) *prediction {
	s := a.Score()
	p := &prediction{margin: s.Margin(), rng: s.Range, sd: math.Sqrt(s.variance)}
	for q := range core.FullSet(b.Size()).All() {
		p.owner[q] = a.Owner(q)
	}
	dead := a.Dead()
	for _, c := range [2]core.Color{core.Black, core.White} {
		for q := range b.Stones(c).All() {
			if dead.Has(q) {
				p.owner[q] = c.Opponent()
			} else {
				p.owner[q] = c
			}
		}
	}
	return p
}

// midgameReport is the measurement on a set of games: per checkpoint, for
// gobot and GNU Go (when recorded), pooled and per board size.
type midgameReport struct {
	gobot, gnugo [3]midgameTally
	bySize       map[int]*[2][3]midgameTally
}

// measureMidgame measures the games whose line has the given parity.
func measureMidgame(t testing.TB, games []*corpusGame, rec gnugoMidgame, parity int) *midgameReport {
	t.Helper()
	r := &midgameReport{bySize: map[int]*[2][3]midgameTally{}}
	for _, cg := range games {
		if !cg.finished() || cg.line%2 != parity {
			continue
		}
		final, margin := cg.finalOwners(t)
		if r.bySize[cg.size] == nil {
			r.bySize[cg.size] = &[2][3]midgameTally{}
		}
		for i, pct := range checkpoints {
			n := checkpointMoves(cg, pct)
			p := gobotPrediction(cg.boardAt(t, n), cg.komi, cg.toMoveAt(n))
			r.gobot[i].add(cg.size, p, &final, margin)
			r.bySize[cg.size][0][i].add(cg.size, p, &final, margin)
			if g := rec[[2]int{cg.line, pct}]; g != nil {
				r.gnugo[i].add(cg.size, g, &final, margin)
				r.bySize[cg.size][1][i].add(cg.size, g, &final, margin)
			}
		}
	}
	return r
}

// table returns the report as a Markdown table.
func (r *midgameReport) table(gobot, gnugo *[3]midgameTally) string {
	var sb strings.Builder
	sb.WriteString("| at | games | ownership, gobot / GNU Go | score MAE, gobot / GNU Go | mean bias (B−W), gobot / GNU Go | winner right, gobot / GNU Go | final margin within gobot's range |\n")
	sb.WriteString("|---|---|---|---|---|---|---|\n")
	for i, pct := range checkpoints {
		a, g := gobot[i], gnugo[i]
		fmt.Fprintf(&sb, "| %d%% | %d | %.3f / %.3f | %.1f / %.1f | %+.1f / %+.1f | %.2f / %.2f | %.2f |\n",
			pct, a.games, a.ownership(), g.ownership(), a.mae(), g.mae(), a.bias(), g.bias(), a.winner(), g.winner(), a.coverage())
	}
	return sb.String()
}

func (r *midgameReport) String() string {
	var sb strings.Builder
	sb.WriteString("pooled over sizes:\n")
	sb.WriteString(r.table(&r.gobot, &r.gnugo))
	var sizes []int
	for s := range r.bySize {
		sizes = append(sizes, s)
	}
	sort.Ints(sizes)
	for _, s := range sizes {
		fmt.Fprintf(&sb, "%d×%d:\n", s, s)
		sb.WriteString(r.table(&r.bySize[s][0], &r.bySize[s][1]))
	}
	return sb.String()
}

// TestMidgameAccuracy measures gobot's mid-game predictions on the
// corpus beside GNU Go's recorded ones (see above); with -v it prints the
// tables. On the held-out half, pooled over sizes, the full sweep logs
// whether issue 16's targets are met (score MAE no worse than GNU Go's at
// every checkpoint, mean bias within 1 point, winner right and ownership
// no worse than GNU Go's; not all are yet, see BENCHMARKS.md) and asserts
// the bounds the model holds, so that a change that loses ground fails
// (ownership's is the target itself).
// The default run measures a sample (every fourth game of each half) and
// checks only that the predictions are sane.
func TestMidgameAccuracy(t *testing.T) {
	games := loadCorpus(t)
	rec := loadGnuGoMidgame(t, games)
	step := testenv.Sample(t, 1, 4, "every fourth game of the corpus")
	var sample []*corpusGame
	for i, cg := range games {
		if (i/2)%step == 0 {
			sample = append(sample, cg)
		}
	}
	for parity, name := range []string{"tuning half (even lines)", "held-out half (odd lines)"} {
		r := measureMidgame(t, sample, rec, parity)
		t.Logf("%s:\n%v", name, r)
		for i := range checkpoints {
			require.Positive(t, r.gobot[i].games)
			require.Greater(t, r.gobot[i].ownership(), 0.5, "%s at %d%%: ownership no better than chance", name, checkpoints[i])
		}
		if parity != 1 || step != 1 {
			continue
		}
		if rec == nil {
			t.Logf("%s is missing: the targets against GNU Go are not checked", midgameFile)
			continue
		}
		for i, pct := range checkpoints {
			a, g := r.gobot[i], r.gnugo[i]
			require.Equal(t, a.games, g.games, "at %d%%: GNU Go's predictions are not all recorded", pct)
			// Issue 16's targets, said met or not in the log.
			t.Logf("at %d%%: issue 16 targets: score MAE ≤ GNU Go's %v, |bias| ≤ 1 %v, winner right ≥ GNU Go's %v, ownership ≥ GNU Go's %v",
				pct, a.mae() <= g.mae(), math.Abs(a.bias()) <= 1, a.winner() >= g.winner(), a.ownership() >= g.ownership())
			// The bounds this model holds (so that a change that loses
			// ground fails); the model before issue 16 broke the first at
			// 50% and 75% (1.75 and 1.8 times GNU Go's score MAE), the
			// one before the distance lean (w16-terr) at 75% (1.54).
			require.LessOrEqual(t, a.mae(), 1.4*g.mae(), "at %d%%: score MAE", pct)
			require.LessOrEqual(t, math.Abs(a.bias()), 2.5, "at %d%%: mean bias", pct)
			require.GreaterOrEqual(t, a.winner(), g.winner()-0.1, "at %d%%: winner right", pct)
			// Ownership meets the target at every checkpoint since
			// Analysis.Owner names the side an open point leans to
			// (ownerLean; it was 0.010 short at 25% before).
			require.GreaterOrEqual(t, a.ownership(), g.ownership(), "at %d%%: ownership", pct)
			require.GreaterOrEqual(t, a.coverage(), 0.7, "at %d%%: final margins within the range", pct)
		}
	}
}

// TestRecordGnuGoMidgame records GNU Go's predictions at the checkpoints
// of every finished corpus game into testdata/gnugo_midgame.txt; it runs
// only when GOBOT_RECORD_GNUGO_MIDGAME is set:
//
//	GOBOT_RECORD_GNUGO_MIDGAME=1 go test ./core/analysis -run TestRecordGnuGoMidgame -timeout 3h
//
// Under GOBOT_TEST_LONG=1 without it, it instead replays every tenth
// game into a live GNU Go and checks the recorded answers.
func TestRecordGnuGoMidgame(t *testing.T) {
	record := os.Getenv("GOBOT_RECORD_GNUGO_MIDGAME") != ""
	if !record {
		testenv.SkipUnlessLong(t, "re-checking the recorded GNU Go mid-game predictions")
	}
	games := loadCorpus(t)
	g := startGnuGo(t, 1)
	var rec gnugoMidgame
	var w *bufio.Writer
	if record {
		out, err := os.Create(midgameFile + ".new")
		require.NoError(t, err)
		defer out.Close()
		w = bufio.NewWriter(out)
		fmt.Fprintf(w, "# GNU Go 3.8 (level 1, --seed 1) at 25/50/75%% of the finished games of %s: corpus line, checkpoint | estimate_score (B−W) | owners from initial_influence territory_value and dragon_status; recorded by TestRecordGnuGoMidgame (core/analysis/midgame_test.go)\n", corpusFile)
	} else {
		rec = loadGnuGoMidgame(t, games)
		require.NotNil(t, rec, "%s is missing", midgameFile)
	}
	checked := 0
	for i, cg := range games {
		if !cg.finished() || (!record && i%10 != 0) {
			continue
		}
		g.send("boardsize %d", cg.size)
		g.send("clear_board")
		g.send("komi %v", cg.komi)
		played := 0
		for _, pct := range checkpoints {
			n := checkpointMoves(cg, pct)
			for ; played < n; played++ {
				g.send("play %s", cg.moves[played])
			}
			p := g.prediction(cg.size)
			checked++
			if record {
				fmt.Fprintf(w, "%d %d | %v | %s\n", cg.line, pct, p.margin, ownersString(cg.size, p))
				require.NoError(t, w.Flush())
				continue
			}
			want := rec[[2]int{cg.line, pct}]
			require.NotNil(t, want, "line %d at %d%%: not recorded", cg.line, pct)
			require.Equal(t, want.margin, p.margin, "line %d at %d%%", cg.line, pct)
			require.Equal(t, ownersString(cg.size, want), ownersString(cg.size, p), "line %d at %d%%", cg.line, pct)
		}
	}
	if record {
		require.NoError(t, w.Flush())
		require.NoError(t, os.Rename(midgameFile+".new", midgameFile))
	}
	t.Logf("%d positions asked of GNU Go", checked)
}

// ownersString writes p's owners one letter a point (see loadGnuGoMidgame).
func ownersString(size int, p *prediction) string {
	var sb strings.Builder
	for y := range size {
		for x := range size {
			switch p.owner[core.Pt(x, y)] {
			case core.Black:
				sb.WriteByte('B')
			case core.White:
				sb.WriteByte('W')
			default:
				sb.WriteByte('.')
			}
		}
	}
	return sb.String()
}

// prediction asks GNU Go for its prediction on its current position:
// estimate_score for the margin, initial_influence's territory_value
// (negative for Black) for the empty points, and dragon_status for the
// stones (a dead dragon's stones are the opponent's points).
func (g *gnugo) prediction(size int) *prediction {
	g.t.Helper()
	p := &prediction{rng: -1}
	est := strings.Fields(g.send("estimate_score"))
	require.NotEmpty(g.t, est)
	res := core.ParseResult(est[0])
	p.margin = res.Margin
	if res.Winner == core.White {
		p.margin = -p.margin
	}
	rows := strings.Split(strings.TrimSpace(g.send("initial_influence black territory_value")), "\n")
	require.Len(g.t, rows, size)
	for i, row := range rows {
		vals := strings.Fields(row)
		require.Len(g.t, vals, size)
		y := size - 1 - i
		for x, v := range vals {
			f, err := strconv.ParseFloat(v, 64)
			require.NoError(g.t, err)
			switch {
			case f < 0:
				p.owner[core.Pt(x, y)] = core.Black
			case f > 0:
				p.owner[core.Pt(x, y)] = core.White
			}
		}
	}
	for _, c := range [2]core.Color{core.Black, core.White} {
		for _, v := range strings.Fields(g.send("list_stones %s", c.Letter())) {
			q, err := core.ParseGTP(v, size)
			require.NoError(g.t, err)
			p.owner[q] = c
		}
	}
	for _, line := range strings.Split(g.send("dragon_status"), "\n") {
		v, st, ok := strings.Cut(strings.TrimSpace(line), ":")
		if !ok || strings.TrimSpace(st) != "dead" {
			continue
		}
		for _, s := range strings.Fields(g.send("dragon_stones %s", v)) {
			q, err := core.ParseGTP(s, size)
			require.NoError(g.t, err)
			p.owner[q] = p.owner[q].Opponent()
		}
	}
	return p
}

// TestTuneMidgame sweeps the model's constants (the lean's reach,
// logReachSweep; ownerLean; deadSure; then deadEyeBack and the
// opening's shrink) on the
// tuning half only, with the end-of-game agreement beside, and logs what
// other ways of drawing a margin from the same analysis would score there
// (see logMidgameAlternatives) and the largest errors (logLargestErrors);
// it runs only when GOBOT_TUNE_MIDGAME is set:
//
//	GOBOT_TUNE_MIDGAME=1 go test ./core/analysis -run TestTuneMidgame -v
func TestTuneMidgame(t *testing.T) {
	if os.Getenv("GOBOT_TUNE_MIDGAME") == "" {
		t.Skip("GOBOT_TUNE_MIDGAME is not set")
	}
	games := loadCorpus(t)
	var tuning []*corpusGame
	for _, cg := range games {
		if cg.finished() && cg.line%2 == 0 {
			tuning = append(tuning, cg)
		}
	}
	var ratios []float64
	for _, cg := range tuning {
		_, margin := cg.finalOwners(t)
		for _, pct := range checkpoints {
			n := checkpointMoves(cg, pct)
			p := gobotPrediction(cg.boardAt(t, n), cg.komi, cg.toMoveAt(n))
			ratios = append(ratios, math.Abs(p.margin-margin)/max(p.sd, 1e-9))
		}
	}
	sort.Float64s(ratios)
	t.Logf("|error| / sqrt(variance): 50th percentile %.2f, 68th %.2f, 80th %.2f (rangeScale)", ratios[len(ratios)/2], ratios[len(ratios)*68/100], ratios[len(ratios)*80/100])
	logMidgameAlternatives(t, tuning, loadGnuGoMidgame(t, games))
	logLargestErrors(t, tuning, loadGnuGoMidgame(t, games))
	logReachSweep(t, games, tuning)
	lean0 := ownerLean
	for _, v := range []float64{2, 0.5, 0.3, 0.2, 0.1, 0.05, 0} {
		ownerLean = v
		r := measureMidgame(t, tuning, nil, 0)
		t.Logf("ownerLean %v: %s", v, r.summary())
	}
	ownerLean = lean0
	back0, knee0, slope0, floor0 := deadEyeBack, openingKnee, openingSlope, openingFloor
	for _, back := range []float64{0, 1, 1.5, 2} {
		for _, shrink := range [][3]float64{{1, 0, 1}, {0.75, 5, 0.5}, {0.8, 5, 0.5}, {0.7, 4, 0.5}, {0.75, 3, 0.3}} {
			deadEyeBack = back
			openingKnee, openingSlope, openingFloor = shrink[0], shrink[1], shrink[2]
			var end corpusAgreement
			for _, cg := range tuning {
				end.add(compareCorpusGame(t, cg, nil))
			}
			r := measureMidgame(t, tuning, nil, 0)
			t.Logf("deadEyeBack %v opening knee %v slope %v floor %v: end same score %d, Jaccard %.3f; %s", back, shrink[0], shrink[1], shrink[2], end.sameScore, end.jaccard(), r.summary())
		}
	}
	deadEyeBack, openingKnee, openingSlope, openingFloor = back0, knee0, slope0, floor0
	defer func(ds float64) { deadSure = ds }(deadSure)
	for _, ds := range []float64{0, 0.3, 0.5, 0.65, 1} {
		deadSure = ds
		var end corpusAgreement
		for _, cg := range tuning {
			end.add(compareCorpusGame(t, cg, nil))
		}
		r := measureMidgame(t, tuning, nil, 0)
		t.Logf("deadSure %v: end Jaccard %.3f; %s", ds, end.jaccard(), r.summary())
	}
}

// logReachSweep logs, on the tuning half, the estimate with the lean's
// constants (reachScale, reachLibs) swept, the sum of the score MAE at
// the three checkpoints first, the MAE and bias by board size after;
// beside it, how many of all the finished games' ends (tuning and
// held-out, at their last move) change score from the constants as they
// are.
func logReachSweep(t *testing.T, games, tuning []*corpusGame) {
	t.Helper()
	var finished []*corpusGame
	for _, cg := range games {
		if cg.finished() {
			finished = append(finished, cg)
		}
	}
	ends := func() []float64 {
		var m []float64
		for _, cg := range finished {
			s := AnalyzeBoard(cg.board(t), cg.komi, 0).Score()
			m = append(m, s.Margin())
		}
		return m
	}
	base := ends()
	bySize := func(r *midgameReport) string {
		var sb strings.Builder
		for _, size := range []int{9, 13, 19} {
			if bs := r.bySize[size]; bs != nil {
				fmt.Fprintf(&sb, "%d×%d:", size, size)
				for i := range checkpoints {
					fmt.Fprintf(&sb, " %.1f/%+.1f", bs[0][i].mae(), bs[0][i].bias())
				}
				sb.WriteString("; ")
			}
		}
		return sb.String()
	}
	defer func(k float64, l int) { reachScale, reachLibs = k, l }(reachScale, reachLibs)
	run := func(k float64, l int) {
		reachScale, reachLibs = k, l
		r := measureMidgame(t, tuning, nil, 0)
		changed := 0
		for i, m := range ends() {
			if m != base[i] {
				changed++
			}
		}
		sum := r.gobot[0].mae() + r.gobot[1].mae() + r.gobot[2].mae()
		t.Logf("reachScale %v reachLibs %v: ends changed %d; MAE sum %.2f; %s| MAE/bias %s", k, l, changed, sum, r.summary(), bySize(r))
	}
	for _, k := range []float64{0.5, 0.6, 0.75, 0.9, 1, 1.5} {
		for _, l := range []int{0, 2, 3, 4} {
			run(k, l)
		}
	}
}

func (r *midgameReport) summary() string {
	var sb strings.Builder
	for i, pct := range checkpoints {
		a := r.gobot[i]
		fmt.Fprintf(&sb, "%d%%: own %.3f MAE %.1f bias %+.1f win %.2f; ", pct, a.ownership(), a.mae(), a.bias(), a.winner())
	}
	return sb.String()
}

// logMidgameAlternatives logs, on the games given (the tuning half), the
// score MAE and bias at each checkpoint of other margins than the
// estimate's: the count of gobot's predicted owners (stones by their
// verdict, as TestMidgameAccuracy scores ownership) less komi, the same
// for GNU Go's recorded owners beside its estimate_score, and the
// estimate's bias split by the side to move (the games have no passes
// before their end, so Black moves at the even move counts).
func logMidgameAlternatives(t *testing.T, games []*corpusGame, rec gnugoMidgame) {
	t.Helper()
	type acc struct{ abs, sum, n float64 }
	add := func(a *acc, d float64) { a.abs += math.Abs(d); a.sum += d; a.n++ }
	str := func(a acc) string { return fmt.Sprintf("MAE %.1f bias %+.1f", a.abs/max(a.n, 1), a.sum/max(a.n, 1)) }
	count := func(size int, p *prediction, komi float64) float64 {
		m := -komi
		for y := range size {
			for x := range size {
				switch p.owner[core.Pt(x, y)] {
				case core.Black:
					m++
				case core.White:
					m--
				}
			}
		}
		return m
	}
	for i, pct := range checkpoints {
		var est, owners, gEst, gOwners acc
		var toMove [2]acc
		for _, cg := range games {
			_, final := cg.finalOwners(t)
			n := checkpointMoves(cg, pct)
			p := gobotPrediction(cg.boardAt(t, n), cg.komi, cg.toMoveAt(n))
			add(&est, p.margin-final)
			add(&toMove[n%2], p.margin-final)
			add(&owners, count(cg.size, p, cg.komi)-final)
			if g := rec[[2]int{cg.line, pct}]; g != nil {
				add(&gEst, g.margin-final)
				add(&gOwners, count(cg.size, g, cg.komi)-final)
			}
		}
		t.Logf("at %d%%: gobot estimate %s (Black to move %s, White to move %s); gobot owners counted %s; GNU Go estimate_score %s, GNU Go owners counted %s",
			checkpoints[i], str(est), str(toMove[0]), str(toMove[1]), str(owners), str(gEst), str(gOwners))
	}
}

// logLargestErrors logs, on the games given (the tuning half), the 20
// largest errors of the estimate's margin at 50% and 75% of the moves,
// each with GNU Go's error beside, the side to move, and the groups of
// three stones or more whose verdict the end contradicts (called dead
// and mostly living at the end, or not dead and mostly captured), with
// what those verdicts alone cost the margin (two points a stone).
func logLargestErrors(t *testing.T, games []*corpusGame, rec gnugoMidgame) {
	t.Helper()
	type row struct {
		err  float64
		desc string
	}
	for _, pct := range checkpoints[1:] {
		var rows []row
		for _, cg := range games {
			final, margin := cg.finalOwners(t)
			n := checkpointMoves(cg, pct)
			b := cg.boardAt(t, n)
			a := AnalyzeBoard(b, cg.komi, 0)
			s := a.Score()
			var sb strings.Builder
			toMove := "B"
			if n%2 == 1 {
				toMove = "W"
			}
			gnu := math.NaN()
			if g := rec[[2]int{cg.line, pct}]; g != nil {
				gnu = g.margin - margin
			}
			fmt.Fprintf(&sb, "line %d (%d×%d, move %d, %s to move): estimate %+.1f, final %+.1f, error %+.1f, GNU Go's %+.1f;",
				cg.line, cg.size, cg.size, n, toMove, s.Margin(), margin, s.Margin()-margin, gnu)
			cost := 0.0
			for _, g := range a.Groups() {
				k := g.Stones.Count()
				lived := 0
				for p := range g.Stones.All() {
					if final[p] == g.Color {
						lived++
					}
				}
				sign := 1.0
				if g.Color == core.White {
					sign = -1
				}
				var c float64
				switch dead := g.Status == Dead; {
				case dead && 2*lived > k:
					c = -2 * float64(k) * sign
				case !dead && 2*lived < k:
					c = 2 * float64(k) * sign
				}
				cost += c
				if c != 0 && k >= 3 {
					fmt.Fprintf(&sb, " %s %d stones %v (eyes %v), %d of them live at the end;", g.Color, k, g.Status, g.Eyes, lived)
				}
			}
			fmt.Fprintf(&sb, " wrong verdicts cost %+.0f", cost)
			rows = append(rows, row{s.Margin() - margin, sb.String()})
		}
		sort.Slice(rows, func(i, j int) bool { return math.Abs(rows[i].err) > math.Abs(rows[j].err) })
		for _, r := range rows[:min(20, len(rows))] {
			t.Logf("at %d%%: %s", pct, r.desc)
		}
	}
}
