package engine

import (
	"context"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/internal/gnugo"
)

// gnugoPool returns a pool of real GNU Go processes, or skips the test.
func gnugoPool(t *testing.T, procs int) *Pool {
	t.Helper()
	path, err := gnugo.Path()
	if err != nil {
		t.Skipf("%v; apt-get install gnugo runs these tests", err)
	}
	p, err := NewPool(Config{Command: []string{path, "--mode", "gtp"}, Procs: procs, Timeout: 30 * time.Second}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	return p
}

func TestGNUGo(t *testing.T) {
	t.Parallel()
	p := gnugoPool(t, 1)
	ctx := context.Background()
	pos := opening()
	r, err := p.GenMove(ctx, pos, core.Black, 1)
	if err != nil {
		t.Fatal(err)
	}
	if r.Resign || r.Move.IsPass() {
		t.Fatalf("GNU Go's fifth move on 9×9: %+v, want a stone", r)
	}
	legalIn(t, pos, core.Black, r)
	if got := p.Name(); got != "GNU Go 3.8" && len(got) < 6 {
		t.Errorf("Name() = %q", got)
	}

	top, err := p.TopMoves(ctx, pos, core.Black)
	if err != nil {
		t.Fatal(err)
	}
	if len(top) == 0 {
		t.Fatal("no top moves in an open 9×9 position")
	}
	for i, c := range top {
		legalIn(t, pos, core.Black, Reply{Move: c.Move})
		if i > 0 && c.Value > top[i-1].Value {
			t.Errorf("top moves not best first: %v", top)
		}
	}

	// A handicap game, set up with set_free_handicap.
	h := Position{Size: 9, Komi: 0.5, Rules: core.JapaneseRules, Setup: core.Setup{Black: []core.Point{core.Pt(2, 2), core.Pt(6, 6), core.Pt(2, 6), core.Pt(6, 2)}}}
	score, err := p.EstimateScore(ctx, h)
	if err != nil {
		t.Fatal(err)
	}
	if score <= 0 {
		t.Errorf("GNU Go's estimate with four handicap stones on 9×9: %v, want Black ahead", score)
	}
	r, err = p.GenMove(ctx, h, core.White, 2)
	if err != nil {
		t.Fatal(err)
	}
	legalIn(t, h, core.White, r)
}
