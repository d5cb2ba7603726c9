package engine

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/core"
)

var (
	fakeOnce sync.Once
	fakeDir  string
	fakePath string
	fakeErr  error
)

// TestMain removes the fake engine built by fakeEngine.
func TestMain(m *testing.M) {
	code := m.Run()
	if fakeDir != "" {
		os.RemoveAll(fakeDir)
	}
	os.Exit(code)
}

// fakeEngine builds testdata/fakegtp once and returns its path.
func fakeEngine(t testing.TB) string {
	t.Helper()
	fakeOnce.Do(func() {
		fakeDir, fakeErr = os.MkdirTemp("", "fakegtp")
		if fakeErr != nil {
			return
		}
		fakePath = filepath.Join(fakeDir, "fakegtp")
		out, err := exec.Command("go", "build", "-o", fakePath, "./testdata/fakegtp").CombinedOutput()
		if err != nil {
			fakeErr = errors.New(string(out))
		}
	})
	if fakeErr != nil {
		t.Fatalf("building the fake engine: %v", fakeErr)
	}
	return fakePath
}

// fakePool returns a pool of the fake engine run with args.
func fakePool(t testing.TB, cfg Config, args ...string) *Pool {
	t.Helper()
	cfg.Command = append([]string{fakeEngine(t)}, args...)
	if cfg.Timeout == 0 {
		cfg.Timeout = 400 * time.Millisecond
	}
	if cfg.StartTimeout == 0 {
		cfg.StartTimeout = 5 * time.Second
	}
	p, err := NewPool(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	return p
}

// opening is a 9×9 position with a few moves, Black to play.
func opening() Position {
	return Position{Size: 9, Komi: 7, Rules: core.ChineseRules, Moves: []core.Move{
		core.Play(core.Black, core.Pt(4, 4)), core.Play(core.White, core.Pt(2, 2)),
		core.Play(core.Black, core.Pt(6, 6)), core.Play(core.White, core.Pt(6, 2)),
	}}
}

// legalIn checks that r is a legal move of c in pos.
func legalIn(t *testing.T, pos Position, c core.Color, r Reply) {
	t.Helper()
	if r.Resign || r.Move.IsPass() {
		return
	}
	b, err := pos.board()
	if err != nil {
		t.Fatal(err)
	}
	if r.Move.Color() != c {
		t.Fatalf("reply %v is not %v's", r.Move, c)
	}
	if err := b.Legal(c, r.Move.Point()); err != nil {
		t.Fatalf("reply %v is illegal: %v", r.Move, err)
	}
}

func TestFaults(t *testing.T) {
	t.Parallel()
	for _, fault := range []string{"crash", "hang", "garbage", "nonsense", "illegal"} {
		t.Run(fault, func(t *testing.T) {
			t.Parallel()
			pos := opening()
			// Once: the retry on a fresh process answers.
			p := fakePool(t, Config{Procs: 1}, "-fault", fault, "-once", filepath.Join(t.TempDir(), "once"))
			r, err := p.GenMove(context.Background(), pos, core.Black, 3)
			if err != nil {
				t.Fatalf("a fault once: %v, want a move from the retry", err)
			}
			legalIn(t, pos, core.Black, r)
			// Every time: the request fails, saying so, and the pool
			// still serves the next request.
			p = fakePool(t, Config{Procs: 1}, "-fault", fault)
			_, err = p.GenMove(context.Background(), pos, core.Black, 3)
			if !errors.Is(err, ErrFailed) {
				t.Fatalf("a fault every time: %v, want ErrFailed", err)
			}
			if _, err := p.GenMove(context.Background(), pos, core.Black, 3); !errors.Is(err, ErrFailed) {
				t.Fatalf("the next request: %v, want ErrFailed again (not a hang or a stale answer)", err)
			}
		})
	}
}

func TestSlowStart(t *testing.T) {
	t.Parallel()
	pos := opening()
	// The start may take longer than a request.
	p := fakePool(t, Config{Procs: 1, Timeout: 300 * time.Millisecond, StartTimeout: 5 * time.Second}, "-fault", "slowstart", "-start", "800ms")
	r, err := p.GenMove(context.Background(), pos, core.Black, 3)
	if err != nil {
		t.Fatalf("slow start within StartTimeout: %v", err)
	}
	legalIn(t, pos, core.Black, r)
	if !strings.HasPrefix(p.Name(), "fakegtp ") {
		t.Errorf("Name() = %q, want the engine's name and version", p.Name())
	}
	// Past the start limit: the request fails after one retry.
	p = fakePool(t, Config{Procs: 1, StartTimeout: 200 * time.Millisecond}, "-fault", "slowstart", "-start", "2s")
	if _, err := p.GenMove(context.Background(), pos, core.Black, 3); !errors.Is(err, ErrFailed) {
		t.Fatalf("start past StartTimeout: %v, want ErrFailed", err)
	}
}

func TestBusy(t *testing.T) {
	t.Parallel()
	p := fakePool(t, Config{Procs: 1, Queue: 1, Timeout: 5 * time.Second}, "-delay", "400ms")
	pos := opening()
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = p.GenMove(context.Background(), pos, core.Black, 3)
		}()
	}
	for len(p.tickets) < 2 {
		time.Sleep(time.Millisecond)
	}
	start := time.Now()
	_, err := p.GenMove(context.Background(), pos, core.Black, 3)
	if !errors.Is(err, ErrBusy) {
		t.Fatalf("a third request with one process and a queue of one: %v, want ErrBusy", err)
	}
	if d := time.Since(start); d > 200*time.Millisecond {
		t.Errorf("ErrBusy took %v, want it at once", d)
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("request %d: %v", i, err)
		}
	}
}

func TestQueueWaitIsBounded(t *testing.T) {
	t.Parallel()
	p := fakePool(t, Config{Procs: 1, Queue: 4, Timeout: 300 * time.Millisecond}, "-fault", "hang")
	pos := opening()
	done := make(chan error, 1)
	go func() { _, err := p.GenMove(context.Background(), pos, core.Black, 3); done <- err }()
	for len(p.tickets) < 1 {
		time.Sleep(time.Millisecond)
	}
	if _, err := p.GenMove(context.Background(), pos, core.Black, 3); !errors.Is(err, ErrBusy) && !errors.Is(err, ErrFailed) {
		t.Fatalf("a request behind a hung one: %v, want ErrBusy or ErrFailed", err)
	}
	if err := <-done; !errors.Is(err, ErrFailed) {
		t.Fatalf("the hung request: %v, want ErrFailed", err)
	}
}

func TestCancel(t *testing.T) {
	t.Parallel()
	p := fakePool(t, Config{Procs: 1, Timeout: time.Minute}, "-fault", "hang")
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(200*time.Millisecond, cancel)
	if _, err := p.GenMove(ctx, opening(), core.Black, 3); !errors.Is(err, context.Canceled) {
		t.Fatalf("a cancelled request: %v, want context.Canceled", err)
	}
}

func TestNoEngine(t *testing.T) {
	t.Parallel()
	for _, cmd := range [][]string{nil, {"/nonexistent/engine", "--mode", "gtp"}} {
		if _, err := NewPool(Config{Command: cmd}, nil); !errors.Is(err, ErrNoEngine) {
			t.Errorf("NewPool(%q): %v, want ErrNoEngine", cmd, err)
		}
	}
	if got := ErrNoEngine.Error(); !strings.Contains(got, "apt-get install gnugo") || !strings.Contains(got, "GOBOT_ENGINE") {
		t.Errorf("ErrNoEngine says %q, want how to install one", got)
	}
}

func TestPositionChecked(t *testing.T) {
	t.Parallel()
	p := fakePool(t, Config{Procs: 1})
	pos := opening()
	pos.Moves = append(pos.Moves, pos.Moves[0])
	if _, err := p.GenMove(context.Background(), pos, core.White, 3); !errors.Is(err, core.ErrOccupied) {
		t.Fatalf("an illegal position: %v, want core.ErrOccupied", err)
	}
	if _, err := p.GenMove(context.Background(), opening(), core.Black, 11); err == nil {
		t.Fatal("level 11 accepted")
	}
}

func TestGameOnOneProcess(t *testing.T) {
	t.Parallel()
	// Two games interleaved on one process: each request sets up its own
	// position, replaying only new moves when it extends the last one.
	p := fakePool(t, Config{Procs: 1})
	games := []Position{{Size: 9, Komi: 7, Rules: core.JapaneseRules}, {Size: 13, Komi: 0.5, Rules: core.ChineseRules, Setup: core.Setup{Black: []core.Point{core.Pt(3, 3), core.Pt(9, 9)}}}}
	for range 6 {
		for i := range games {
			c := core.Black
			if len(games[i].Setup.Black) > 0 {
				c = core.White
			}
			if len(games[i].Moves)%2 == 1 {
				c = c.Opponent()
			}
			r, err := p.GenMove(context.Background(), games[i], c, 0)
			if err != nil {
				t.Fatal(err)
			}
			legalIn(t, games[i], c, r)
			games[i].Moves = append(games[i].Moves, r.Move)
		}
	}
	pr := <-p.slots
	p.slots <- pr
	if _, err := p.TopMoves(context.Background(), games[0], core.Black); !errors.Is(err, ErrUnsupported) {
		t.Fatalf("TopMoves on an engine without top_moves: %v, want ErrUnsupported", err)
	}
	if after := <-p.slots; after != pr {
		t.Error("ErrUnsupported cost the process its life")
	} else {
		p.slots <- after
	}
}

func TestResign(t *testing.T) {
	t.Parallel()
	p := fakePool(t, Config{Procs: 1}, "-fault", "resign")
	r, err := p.GenMove(context.Background(), opening(), core.Black, 3)
	if err != nil || !r.Resign {
		t.Fatalf("GenMove = %+v, %v; want a resignation", r, err)
	}
}

func TestConfigFromEnv(t *testing.T) {
	t.Parallel()
	env := func(kv map[string]string) func(string) string { return func(k string) string { return kv[k] } }
	cfg, err := ConfigFromEnv(env(map[string]string{"GOBOT_ENGINE": "katago gtp -model m.bin.gz", "GOBOT_ENGINE_PROCS": "3", "GOBOT_ENGINE_TIMEOUT": "10s", "GOBOT_ENGINE_QUEUE": "0"}))
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.Command) != 4 || cfg.Command[0] != "katago" || cfg.Procs != 3 || cfg.Timeout != 10*time.Second || cfg.Queue != 0 || cfg.Level != DefaultLevel {
		t.Errorf("config %+v", cfg)
	}
	cfg, err = ConfigFromEnv(env(map[string]string{"GOBOT_ENGINE": "none"}))
	if err != nil || cfg.Command != nil {
		t.Errorf("GOBOT_ENGINE=none: %+v, %v", cfg, err)
	}
	for _, bad := range []map[string]string{{"GOBOT_ENGINE_PROCS": "0"}, {"GOBOT_ENGINE_PROCS": "x"}, {"GOBOT_ENGINE_TIMEOUT": "-1s"}, {"GOBOT_ENGINE_LEVEL": "11"}} {
		if _, err := ConfigFromEnv(env(bad)); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}

func TestKataAnalyze(t *testing.T) {
	t.Parallel()
	// The fake engine answers kata-analyze as KataGo documents it.
	p := fakePool(t, Config{Procs: 1, Timeout: 400 * time.Millisecond}, "-kata")
	ctx := context.Background()
	pos := opening()
	top, err := p.TopMoves(ctx, pos, core.White)
	if err != nil {
		t.Fatal(err)
	}
	want := []Candidate{{core.Play(core.White, core.Pt(0, 8)), 2.5}, {core.Play(core.White, core.Pt(1, 8)), 1}, {core.Play(core.White, core.Pt(2, 8)), -0.5}}
	if !slices.Equal(top, want) {
		t.Fatalf("TopMoves = %v, want %v (best first, the pass left out)", top, want)
	}
	// The score lead of the best move for the player to move, as Black's.
	s, err := p.EstimateScore(ctx, pos)
	if err != nil || s != 2.5 {
		t.Fatalf("EstimateScore with Black to move = %v, %v; want 2.5", s, err)
	}
	pos.Moves = append(pos.Moves, core.Play(core.Black, core.Pt(4, 6)))
	if s, err = p.EstimateScore(ctx, pos); err != nil || s != -2.5 {
		t.Fatalf("EstimateScore with White to move = %v, %v; want -2.5", s, err)
	}
	// The process is still in step: a move after the analysis.
	r, err := p.GenMove(ctx, pos, core.White, 0)
	if err != nil {
		t.Fatal(err)
	}
	legalIn(t, pos, core.White, r)
}

func TestParseKata(t *testing.T) {
	t.Parallel()
	ans := "\ninfo move D4 visits 3 scoreLead 1.5 order 1 pv D4 E5 F6 info order 0 newKey x move pass scoreLead 2 pv\ninfo move C3 scoreLead 0.5 order 0 info move E5 order 1 scoreLead -1 ownership 0.1 0.2"
	got, err := parseKata(ans, core.Black, 9)
	if err != nil {
		t.Fatal(err)
	}
	want := []Candidate{{core.Play(core.Black, core.Pt(2, 2)), 0.5}, {core.Play(core.Black, core.Pt(4, 4)), -1}}
	if !slices.Equal(got, want) {
		t.Fatalf("parseKata = %v, want the last line's moves %v", got, want)
	}
	for _, bad := range []string{"info visits 3 scoreLead 1", "info move D4 visits 3", "info move Z99 scoreLead 1", "info move D4 scoreLead x", "info move D4 move", "info move D4 scoreLead NaN", "info move D4 scoreLead"} {
		if _, err := parseKata(bad, core.Black, 9); !errors.Is(err, errGarbage) {
			t.Errorf("parseKata(%q): %v, want errGarbage", bad, err)
		}
	}
}

func TestReplaysOnlyNewMoves(t *testing.T) {
	t.Parallel()
	log := filepath.Join(t.TempDir(), "commands")
	p := fakePool(t, Config{Procs: 1}, "-log", log)
	ctx := context.Background()
	pos := opening()
	r, err := p.GenMove(ctx, pos, core.Black, 3)
	if err != nil {
		t.Fatal(err)
	}
	// The game goes on: the engine's move, then the person's.
	pos.Moves = append(pos.Moves, r.Move, core.Play(core.White, core.Pt(2, 6)))
	if _, err := p.GenMove(ctx, pos, core.Black, 3); err != nil {
		t.Fatal(err)
	}
	// Another game on the same process is set up from scratch.
	other := Position{Size: 9, Komi: 0.5, Rules: core.JapaneseRules}
	if _, err := p.GenMove(ctx, other, core.Black, 3); err != nil {
		t.Fatal(err)
	}
	got := loggedCommands(t, log, "clear_board", "play", "genmove")
	want := []string{"clear_board", "play black E5", "play white C3", "play black G7", "play white G3", "genmove black",
		"play white C7", "genmove black", // only the new move
		"clear_board", "genmove black"}
	if !slices.Equal(got, want) {
		t.Fatalf("commands sent:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestValuationsAtPoolLevel: the valuations a review asks for run at the
// pool's level, not at the level of the game the process played last.
func TestValuationsAtPoolLevel(t *testing.T) {
	t.Parallel()
	log := filepath.Join(t.TempDir(), "commands")
	p := fakePool(t, Config{Procs: 1, Level: 6}, "-kata", "-log", log)
	ctx := context.Background()
	pos := opening()
	if _, err := p.GenMove(ctx, pos, core.Black, 2); err != nil {
		t.Fatal(err)
	}
	if _, err := p.EstimateScore(ctx, pos); err != nil {
		t.Fatal(err)
	}
	if _, err := p.TopMoves(ctx, pos, core.Black); err != nil {
		t.Fatal(err)
	}
	if _, err := p.GenMove(ctx, pos, core.Black, 2); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, line := range loggedCommands(t, log, "level", "genmove", "kata-analyze") {
		f := strings.Fields(line)
		got = append(got, f[0]+" "+f[1])
	}
	want := []string{"level 2", "genmove black", "level 6", "kata-analyze black", "kata-analyze black", "level 2", "genmove black"}
	if !slices.Equal(got, want) {
		t.Fatalf("commands sent:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// loggedCommands returns the lines of the fake engine's command log (its
// -log file) that start with one of the names.
func loggedCommands(t *testing.T, log string, names ...string) []string {
	t.Helper()
	data, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if f := strings.Fields(line); len(f) > 0 && slices.Contains(names, f[0]) {
			got = append(got, line)
		}
	}
	return got
}
