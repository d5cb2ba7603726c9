package analysis

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/internal/testenv"
	"github.com/stretchr/testify/require"
)

// The GNU Go corpus (core/testdata/gnugo_selfplay.txt) holds finished GNU
// Go self-play games with what GNU Go said about their final positions:
// final_status_list dead and final_score. It is recorded once, by
//
//	GOBOT_RECORD_GNUGO=1 go test ./core -run TestRecordGnuGoCorpus -timeout 3h
//
// (GNU Go 3.8 at level 1, --seed 1, komi 6.5 under its default Japanese
// rules; each game opens with 0–7 uniform random moves, for variety, and
// GNU Go then plays both sides until both pass), so that the agreement
// targets of issue 3 are measured on many more games than a test run can
// afford to play, the same games on every run. TestCorpusMatchesGnuGo
// replays some of them into a live GNU Go and checks it still answers as
// recorded. The committed file holds 120 games on 9×9, 100 on 13×13 and
// 40 on 19×19 (GOBOT_RECORD_GNUGO=9:120,13:100,19:40; the 19×19 games in
// a process of their own, and the 13×13 ones too). GNU Go's genmove is
// not reproducible from one process to the next (its 13×13 games of two
// recordings parted after a few dozen moves), so a new recording gives
// other games; its answers about a given position are (the replay test).
//
// The targets are set on finished games (issue 3), those that ended with
// two passes; the few that ended when GNU Go resigned are reported apart.
//
// One line per game, fields separated by " | ":
//
//	size komi | GNU Go's final_score | moves (B D4 W pass …) | GNU Go's dead stones
//
// The games are split in two by their line number: the even lines are the
// development half, which the analysis was tuned on, and the odd lines the
// held-out half, which it was not. Both are reported; the targets are
// asserted on each half, so that a change tuned to the development games
// cannot pass by luck on the rest.

const corpusFile = "testdata/gnugo_selfplay.txt"

type corpusGame struct {
	line  int
	size  int
	komi  float64
	score string
	moves []core.Move
	dead  []core.Point
}

// finished reports whether the game ended with two passes; the others
// ended when GNU Go resigned (after as few as six moves, in openings the
// random moves spoiled), and their positions are mid-game ones.
func (cg *corpusGame) finished() bool {
	n := len(cg.moves)
	return n >= 2 && cg.moves[n-1].IsPass() && cg.moves[n-2].IsPass()
}

// board replays the game's moves on a board under Japanese rules (GNU
// Go's: simple ko, no suicide).
func (cg *corpusGame) board(t testing.TB) *core.Board {
	t.Helper()
	b, err := core.NewBoard(cg.size, core.JapaneseRules)
	require.NoError(t, err)
	for i, m := range cg.moves {
		if m.IsPass() {
			b.Pass(m.Color())
			continue
		}
		_, err := b.Play(m.Color(), m.Point())
		require.NoError(t, err, "corpus line %d, move %d", cg.line, i+1)
	}
	return b
}

func (cg *corpusGame) deadSet() core.PointSet {
	s := core.NewPointSet(cg.size)
	for _, p := range cg.dead {
		s.Add(p)
	}
	return s
}

func (cg *corpusGame) String() string {
	var mv, dead []string
	for _, m := range cg.moves {
		mv = append(mv, m.String())
	}
	for _, p := range cg.dead {
		dead = append(dead, p.String())
	}
	return fmt.Sprintf("%d %v | %s | %s | %s", cg.size, cg.komi, cg.score, strings.Join(mv, " "), strings.Join(dead, " "))
}

func parseCorpusLine(line int, s string) (*corpusGame, error) {
	f := strings.Split(s, "|")
	if len(f) != 4 {
		return nil, fmt.Errorf("line %d: %d fields, want 4", line, len(f))
	}
	cg := &corpusGame{line: line, score: strings.TrimSpace(f[1])}
	if _, err := fmt.Sscanf(f[0], "%d %g", &cg.size, &cg.komi); err != nil {
		return nil, fmt.Errorf("line %d: size and komi: %v", line, err)
	}
	mv := strings.Fields(f[2])
	if len(mv)%2 != 0 {
		return nil, fmt.Errorf("line %d: odd number of move fields", line)
	}
	for i := 0; i < len(mv); i += 2 {
		c, err := core.ParseColor(mv[i])
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", line, err)
		}
		m, err := core.ParseMove(c, mv[i+1], cg.size)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", line, err)
		}
		cg.moves = append(cg.moves, m)
	}
	for _, v := range strings.Fields(f[3]) {
		p, err := core.ParseGTP(v, cg.size)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", line, err)
		}
		cg.dead = append(cg.dead, p)
	}
	return cg, nil
}

func loadCorpus(t testing.TB) []*corpusGame {
	t.Helper()
	f, err := os.Open(corpusFile)
	require.NoError(t, err)
	defer f.Close()
	var games []*corpusGame
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	n := 0
	for sc.Scan() {
		n++
		s := strings.TrimSpace(sc.Text())
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		cg, err := parseCorpusLine(n, s)
		require.NoError(t, err)
		games = append(games, cg)
	}
	require.NoError(t, sc.Err())
	return games
}

// TestRecordGnuGoCorpus records the corpus (see above); it runs only when
// GOBOT_RECORD_GNUGO is set. GOBOT_RECORD_GNUGO=9:120,13:100,19:40 (what
// 1 means) sets the number of games per board size.
func TestRecordGnuGoCorpus(t *testing.T) {
	spec := os.Getenv("GOBOT_RECORD_GNUGO")
	if spec == "" {
		t.Skip("GOBOT_RECORD_GNUGO is not set: the corpus is recorded only on request")
	}
	if spec == "1" {
		spec = "9:120,13:100,19:40"
	}
	g := startGnuGo(t, 1)
	require.NoError(t, os.MkdirAll(filepath.Dir(corpusFile), 0o755))
	out, err := os.Create(corpusFile + ".new")
	require.NoError(t, err)
	w := bufio.NewWriter(out)
	fmt.Fprintf(w, "# GNU Go 3.8 self-play games, level 1, --seed 1; recorded by TestRecordGnuGoCorpus (core/analysis/status_corpus_test.go)\n")
	for _, part := range strings.Split(spec, ",") {
		sz, cnt, ok := strings.Cut(part, ":")
		require.True(t, ok, "GOBOT_RECORD_GNUGO: %q", part)
		size, err := strconv.Atoi(sz)
		require.NoError(t, err)
		n, err := strconv.Atoi(cnt)
		require.NoError(t, err)
		r := core.NewRand(uint64(1000 + size))
		for i := 0; i < n; i++ {
			cg := &corpusGame{size: size, komi: 6.5}
			_, cg.moves = g.selfPlay(size, cg.komi, r, r.Intn(8))
			cg.score = g.send("final_score")
			for _, v := range strings.Fields(g.send("final_status_list dead")) {
				p, err := core.ParseGTP(v, size)
				require.NoError(t, err)
				cg.dead = append(cg.dead, p)
			}
			fmt.Fprintln(w, cg.String())
			require.NoError(t, w.Flush())
			t.Logf("%d×%d game %d: %d moves, %s, %d dead", size, size, i+1, len(cg.moves), cg.score, len(cg.dead))
		}
	}
	require.NoError(t, w.Flush())
	require.NoError(t, out.Close())
	require.NoError(t, os.Rename(corpusFile+".new", filepath.Clean(corpusFile)))
}

// corpusAgreement is the agreement of gobot's analysis with GNU Go's on a
// set of corpus games.
type corpusAgreement struct {
	games, sameWinner int
	inter, union      int     // dead stones: in both, in either
	sameScore         int     // games with GNU Go's final_score exactly
	scoreDiff         float64 // summed |gobot's margin − GNU Go's|
}

func (a *corpusAgreement) add(b corpusAgreement) {
	a.games += b.games
	a.sameWinner += b.sameWinner
	a.inter += b.inter
	a.union += b.union
	a.sameScore += b.sameScore
	a.scoreDiff += b.scoreDiff
}

func (a corpusAgreement) winnerShare() float64 {
	return float64(a.sameWinner) / float64(max(a.games, 1))
}

func (a corpusAgreement) jaccard() float64 {
	if a.union == 0 {
		return 1
	}
	return float64(a.inter) / float64(a.union)
}

func (a corpusAgreement) String() string {
	return fmt.Sprintf("%d games: same winner in %d (%.1f%%); dead stones: %d in common, %d in either (Jaccard %.1f%%); same score in %d, mean score difference %.2f points",
		a.games, a.sameWinner, 100*a.winnerShare(), a.inter, a.union, 100*a.jaccard(), a.sameScore, a.scoreDiff/float64(max(a.games, 1)))
}

// compareCorpusGame analyses a corpus game's final position and compares
// its dead stones and winner with GNU Go's; logf, when not nil, is told
// about every game that differs.
func compareCorpusGame(t testing.TB, cg *corpusGame, logf func(string, ...any)) corpusAgreement {
	t.Helper()
	b := cg.board(t)
	a := AnalyzeBoard(b, cg.komi, 0)
	ours, theirs := a.Dead(), cg.deadSet()
	res := core.ParseResult(cg.score)
	require.Equal(t, core.ByScore, res.Reason, "line %d: GNU Go's final_score %q", cg.line, cg.score)
	s := a.Score()
	r := corpusAgreement{games: 1, inter: ours.Intersect(theirs).Count(), union: ours.Union(theirs).Count()}
	if s.Winner() == res.Winner {
		r.sameWinner = 1
	}
	theirMargin := res.Margin
	if res.Winner == core.White {
		theirMargin = -theirMargin
	}
	r.scoreDiff = math.Abs(s.Margin() - theirMargin)
	if r.scoreDiff == 0 {
		r.sameScore = 1
	}
	if logf != nil && (r.inter != r.union || r.sameWinner == 0) {
		logf("line %d (%d×%d): GNU Go %s, %d dead; gobot %s, %d dead\n%v\nGNU Go's dead:\n%vgobot's dead:\n%v",
			cg.line, cg.size, cg.size, cg.score, theirs.Count(), s.Result(), ours.Count(), b, theirs, ours)
	}
	return r
}

// TestGnuGoCorpus measures issue 3's targets on the recorded corpus: the
// same winner as GNU Go's final_score in ≥ 95% of the games and a Jaccard
// index of the dead stones (over all games) ≥ 90%, on the development
// half and on the held-out half alike. It needs no GNU Go.
func TestGnuGoCorpus(t *testing.T) {
	games := loadCorpus(t)
	require.NotEmpty(t, games)
	var halves [2]corpusAgreement
	var resigned corpusAgreement
	bySize := map[int]*corpusAgreement{}
	var sizes []int
	for _, cg := range games {
		logf := t.Logf
		if !testing.Verbose() {
			logf = nil
		}
		r := compareCorpusGame(t, cg, logf)
		if !cg.finished() {
			resigned.add(r)
			continue
		}
		halves[cg.line%2].add(r)
		if bySize[cg.size] == nil {
			bySize[cg.size] = &corpusAgreement{}
			sizes = append(sizes, cg.size)
		}
		bySize[cg.size].add(r)
	}
	for _, sz := range sizes {
		t.Logf("finished %d×%d: %v", sz, sz, bySize[sz])
	}
	all := halves[0]
	all.add(halves[1])
	t.Logf("development half (even lines): %v", halves[0])
	t.Logf("held-out half (odd lines): %v", halves[1])
	t.Logf("all finished games: %v", all)
	t.Logf("games GNU Go resigned (mid-game positions, not in the targets): %v", resigned)
	for i, name := range []string{"development half", "held-out half"} {
		h := halves[i]
		require.GreaterOrEqual(t, h.winnerShare(), 0.95, "%s: same winner: %v", name, h)
		require.GreaterOrEqual(t, h.jaccard(), 0.90, "%s: dead-stone Jaccard: %v", name, h)
	}
}

// TestCorpusMatchesGnuGo replays corpus games into a live GNU Go and
// checks that it still gives the recorded final_score and dead stones, so
// that the corpus stays GNU Go's word and not something edited by hand.
// Under -short it checks the first 9×9 game only; otherwise the first
// game of each board size and every tenth game of the file with
// GOBOT_TEST_LONG=1, every fortieth without it.
func TestCorpusMatchesGnuGo(t *testing.T) {
	games := loadCorpus(t)
	g := startGnuGo(t, 1)
	// Every tenth game with GOBOT_TEST_LONG=1, every fortieth without it,
	// and the first of each size.
	step := testenv.Sample(t, 10, 40, "every fortieth game of the corpus, not every tenth")
	seen := map[int]bool{}
	checked := 0
	for i, cg := range games {
		if seen[cg.size] && i%step != 0 {
			continue
		}
		if testing.Short() && checked > 0 {
			break
		}
		seen[cg.size] = true
		checked++
		g.replay(cg.size, cg.komi, cg.moves)
		require.Equal(t, cg.score, g.send("final_score"), "line %d", cg.line)
		var dead []string
		for _, p := range cg.dead {
			dead = append(dead, p.String())
		}
		require.ElementsMatch(t, dead, strings.Fields(g.send("final_status_list dead")), "line %d", cg.line)
	}
	t.Logf("%d corpus games replayed into GNU Go: the same answers", checked)
}

// TestStatusPotentialsFollowDeadSet: after the status engine has run on a
// corpus position, its potentials are those of the position with exactly
// its final dead stones lifted, revived stones included (they were lifted
// in a round and given back their life after it), within 1e-9 of a fresh
// computation. Lines 101 and 178 have such revived stones.
func TestStatusPotentialsFollowDeadSet(t *testing.T) {
	revived := 0
	for _, cg := range loadCorpus(t) {
		b := cg.board(t)
		e := newStatusEngine(b)
		e.run()
		r := newStatusEngine(b)
		r.rounds() // without revive
		if r.dead.Minus(e.dead).Any() {
			revived++
		}
		for _, c := range [2]core.Color{core.Black, core.White} {
			require.True(t, e.inf.Stones(c).Equal(e.alive(c)), "line %d: %v stones in the potentials", cg.line, c)
		}
		lifted := b.Clone()
		lifted.Setup(core.Empty, e.dead.Points()...)
		fresh := newAllShadows(lifted)
		for p := range core.FullSet(b.Size()).All() {
			for _, c := range [2]core.Color{core.Black, core.White} {
				require.InDelta(t, fresh.Potential(allShadows, c, p), e.inf.Potential(allShadows, c, p), 1e-9, "line %d: %v potential at %v", cg.line, c, p)
			}
		}
	}
	require.Positive(t, revived, "no corpus game revives a stone: the test checks nothing")
	t.Logf("%d corpus positions revive stones", revived)
}
