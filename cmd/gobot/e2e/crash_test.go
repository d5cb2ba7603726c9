package e2e

import (
	"context"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/store/sqlite"
)

// script returns n legal moves (no passes) of a 9×9 game under Japanese
// rules, chosen at random.
func script(t *testing.T, rng *rand.Rand, n int) []string {
	g, err := core.NewGame(core.Size(9), core.Komi(6.5))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for len(out) < n {
		var legal []core.Move
		for y := 0; y < 9; y++ {
			for x := 0; x < 9; x++ {
				m := core.Play(g.ToMove(), core.Pt(x, y))
				if g.Legal(m) == nil {
					legal = append(legal, m)
				}
			}
		}
		if len(legal) == 0 {
			break
		}
		m := legal[rng.IntN(len(legal))]
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		out = append(out, m.Point().String())
	}
	return out
}

// storedMoves opens the database while no process runs and returns the
// moves of the channel's game.
func storedMoves(t *testing.T, path, ch string) []string {
	t.Helper()
	s, err := sqlite.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	g, err := s.ActiveGame(context.Background(), ch)
	if err != nil {
		t.Fatalf("reading the game after a crash: %v", err)
	}
	var out []string
	for _, m := range g.Game.Moves() {
		out = append(out, m.Point().String())
	}
	return out
}

// TestCrashSQLite plays a scripted game against the real binary with
// SQLite and kills it with SIGKILL at random moments, often while a move
// is being handled. After each kill the database must hold every move
// whose reply arrived, each once, in order, and at most the one move in
// flight besides; the redelivery of the move in flight must be applied if
// it was not committed and answered as handled if it was; a redelivery of
// an answered interaction must not apply again; and the restarted bot must
// carry on with the game.
//
// The moves, and when the kills come, are random: the seed is logged, and
//
//	GOBOT_CRASH_SEED=<seed> go test -run TestCrashSQLite ./cmd/gobot/e2e
//
// replays a failed run's script and kill decisions (the kills still land
// wherever the process happens to be after their random delay).
func TestCrashSQLite(t *testing.T) {
	moves, maxKills := 60, 20
	if testing.Short() {
		moves, maxKills = 24, 5
	}
	rng := rand.New(rand.NewPCG(seed(t, "GOBOT_CRASH_SEED"), 6))
	db := filepath.Join(t.TempDir(), "data", "gobot.db")
	c := newCluster(t, "GOBOT_DB="+db)
	const ch = "2222222222222222222"
	p := c.start()
	c.startGame(p, ch, 9)
	want := script(t, rng, moves)
	ctx := context.Background()
	next, acked, kills, unanswered, redelivered := 0, 0, 0, 0, 0
	var lastAnswered []byte
	for next < len(want) {
		pt := want[next]
		player := alice
		if next%2 == 1 {
			player = bob
		}
		body := c.body(move(player, ch, pt))
		crash := kills < maxKills && rng.IntN(3) == 0
		var killed <-chan struct{}
		if crash {
			killed = p.killAfter(time.Duration(rng.IntN(40)) * time.Millisecond)
		}
		r := p.send(ctx, body)
		switch {
		case played(r, pt):
			next++
			acked = next
			lastAnswered = body
		case r.err == nil:
			t.Fatalf("move %d (%s): unexpected answer %q\n%s", next+1, pt, r.content, p.logs)
		case !crash:
			t.Fatalf("move %d (%s): %v\n%s", next+1, pt, r.err, p.logs)
		}
		if !crash {
			continue
		}
		<-killed
		kills++
		got := storedMoves(t, db, ch)
		if len(got) < acked {
			t.Fatalf("after kill %d: %d moves stored, but %d were answered", kills, len(got), acked)
		}
		if len(got) > next+1 || !slices.Equal(got, want[:len(got)]) {
			t.Fatalf("after kill %d: stored moves %v, want a prefix of %v at least %d and at most %d long", kills, got, want, acked, next+1)
		}
		committed := len(got) > acked
		if committed {
			unanswered++ // committed, but killed before the reply
		}
		next = len(got)
		p = c.start()
		if r.err != nil {
			// Discord redelivers the interaction whose answer it never got:
			// applied now if the kill came before its commit; if after, its
			// board is posted now (the answer that announces the move was
			// lost with the process); never applied twice.
			again := p.send(ctx, body)
			switch {
			case committed && !played(again, pt):
				t.Fatalf("redelivery of committed move %d (%s): %+v", next, pt, again)
			case !committed && !played(again, pt):
				t.Fatalf("redelivery of uncommitted move %d (%s): %+v\n%s", next+1, pt, again, p.logs)
			case !committed:
				next++
				redelivered++
			}
			acked = next
			lastAnswered = body
			if got := storedMoves(t, db, ch); !slices.Equal(got, want[:next]) {
				t.Fatalf("after the redelivery: stored %v, want %v", got, want[:next])
			}
		}
		// Discord may deliver an interaction again; an answered one must
		// not be applied twice, whatever the restart. It is the last move,
		// so the repeat shows the board with it.
		if lastAnswered != nil {
			r := p.send(ctx, lastAnswered)
			if !played(r, want[next-1]) {
				t.Fatalf("redelivered interaction after a restart: %+v", r)
			}
			if got := storedMoves(t, db, ch); !slices.Equal(got, want[:next]) {
				t.Fatalf("after redelivering an answered move: stored %v, want %v", got, want[:next])
			}
		}
	}
	p.kill()
	if got := storedMoves(t, db, ch); !slices.Equal(got, want) {
		t.Fatalf("final moves %v, want %v", got, want)
	}
	t.Logf("%d moves, %d kills, %d of them after a commit and before its reply, %d lost moves applied on redelivery", len(want), kills, unanswered, redelivered)
}
