package e2e

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/gobot-baduk/gobot/store/postgres"
	"github.com/gobot-baduk/gobot/store/storetest"
)

// TestRacePostgres runs two gobot processes on one PostgreSQL database and
// delivers every move to both at the same moment: half the time as one
// interaction delivered twice, half the time as two interactions (a double
// submission). Each move must be applied exactly once. With two
// interactions, the loser must be told that it is not their turn, or that
// the game changed and they should try again; one interaction delivered
// twice is answered twice with the board that announces the move (Discord
// shows one answer per interaction). Some double submission must lose the
// version check (the game plays on, up to maxRaceMoves, until one has):
// without it the test would not show that the processes raced, nor that
// the check is there.
//
// The moves are random; the seed is logged, and GOBOT_RACE_SEED=<seed>
// replays a run's script.
func TestRacePostgres(t *testing.T) {
	url := storetest.PostgresURL(t)
	moves := 40
	if testing.Short() {
		moves = 16
	}
	rng := rand.New(rand.NewPCG(seed(t, "GOBOT_RACE_SEED"), 7))
	c := newCluster(t, "GOBOT_DATABASE_URL="+url)
	procs := []*proc{c.start(), c.start()}
	const ch = "3333333333333333333"
	c.startGame(procs[0], ch, 9)
	want := script(t, rng, maxRaceMoves)
	db, err := postgres.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx := context.Background()
	losers := map[string]int{}
	conflicts := 0
	for i, pt := range want {
		if i >= moves && conflicts > 0 {
			want = want[:i]
			break
		}
		player := alice
		if i%2 == 1 {
			player = bob
		}
		sameID := i%2 == 0
		bodies := [2][]byte{c.body(move(player, ch, pt))}
		if sameID {
			bodies[1] = bodies[0]
		} else {
			bodies[1] = c.body(move(player, ch, pt))
		}
		var replies [2]reply
		var wg sync.WaitGroup
		start := make(chan struct{})
		for k := range procs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				replies[k] = procs[k].send(ctx, bodies[k])
			}()
		}
		close(start)
		wg.Wait()
		wins := 0
		for k, r := range replies {
			switch {
			case r.err != nil:
				t.Fatalf("move %d, process %d: %v\n%s", i+1, k, r.err, procs[k].logs)
			case played(r, pt):
				wins++
			case !r.ephemeral:
				t.Fatalf("move %d, process %d: a public answer that is not the move: %q", i+1, k, r.content)
			case strings.Contains(r.content, "already handled"):
				losers["already handled"]++
			case strings.Contains(r.content, "not your turn"):
				losers["not your turn"]++
			case strings.Contains(r.content, "changed") && strings.Contains(r.content, "try again"):
				losers["the game changed; try again"]++
			default:
				t.Fatalf("move %d, process %d: unclear answer to the losing request: %q", i+1, k, r.content)
			}
		}
		if wins != 1 && !(sameID && wins == 2) {
			t.Fatalf("move %d (%s): %d processes announced it: %+v", i+1, pt, wins, replies)
		}
		g, err := db.ActiveGame(ctx, ch)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, m := range g.Game.Moves() {
			got = append(got, m.Point().String())
		}
		if !slices.Equal(got, want[:i+1]) {
			t.Fatalf("after move %d: stored %v, want %v", i+1, got, want[:i+1])
		}
		conflicts = 0
		for _, p := range procs {
			conflicts += strings.Count(p.logs.String(), "save conflict, re-reading")
		}
	}
	t.Logf("%d moves; the losing requests were answered %v; %d saves lost the version check and re-read", len(want), losers, conflicts)
	// Half the moves are two interactions by one player at once: both
	// processes read the same version, and unless the second reads after
	// the first commits, one save must lose the version check. With no
	// conflict at all, either the processes never raced (and the test
	// proved nothing) or the check is gone (and both saves went through:
	// then each move was also announced twice, caught above, unless the
	// saves never overlapped).
	if conflicts == 0 {
		t.Errorf("no save lost the version check in %d simultaneous double submissions", len(want)/2)
	}
}

// maxRaceMoves bounds the game TestRacePostgres plays while it waits for
// a save to lose the version check: about 80% of double submissions do,
// so 30 of them without one would be a one in a million bad luck.
const maxRaceMoves = 60
