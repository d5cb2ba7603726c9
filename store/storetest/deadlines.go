package storetest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/match"
)

// testDeadlines: DueGames finds the active games whose deadline has come,
// earliest first (then by id), at most the limit; not a game without a
// deadline, nor one that ended; it follows the saves that move a
// deadline, and a restart.
func testDeadlines(t *testing.T, s *Subject) {
	if s.Deadlines == nil {
		t.Skip("this store finds no deadlines")
	}
	ctx := context.Background()
	due := func(at time.Time, limit int) string {
		t.Helper()
		ds, err := s.Deadlines.DueGames(ctx, at, limit)
		if err != nil {
			t.Fatalf("DueGames: %v", err)
		}
		out := ""
		for _, d := range ds {
			out += fmt.Sprintf("%s/%s@%s ", d.GameID, d.ChannelID, d.Deadline.Sub(t0))
		}
		return out
	}
	games := map[string]*match.GameRecord{}
	for i, dl := range []time.Duration{30 * time.Minute, 0, 10 * time.Minute, 10 * time.Minute, 2 * time.Hour} {
		g := playing(t, fmt.Sprintf("g%d", i), fmt.Sprintf("c%d", i))
		if dl > 0 {
			g.Deadline = t0.Add(dl)
		}
		if err := s.Games.CreateGame(ctx, g); err != nil {
			t.Fatal(err)
		}
		games[g.ID] = g
	}
	if got, want := due(t0.Add(time.Hour), 10), "g2/c2@10m0s g3/c3@10m0s g0/c0@30m0s "; got != want {
		t.Errorf("due in an hour: %q, want %q", got, want)
	}
	if got, want := due(t0.Add(time.Hour), 2), "g2/c2@10m0s g3/c3@10m0s "; got != want {
		t.Errorf("due in an hour, two at most: %q, want %q", got, want)
	}
	if got, want := due(t0.Add(10*time.Minute), 10), "g2/c2@10m0s g3/c3@10m0s "; got != want {
		t.Errorf("due at the deadline itself: %q, want %q", got, want)
	}
	if got := due(t0, 10); got != "" {
		t.Errorf("due now: %q, want none", got)
	}
	// g2 is moved on, g3 ends: neither is due any more.
	g2, g3 := games["g2"], games["g3"]
	g2.Deadline = t0.Add(3 * time.Hour)
	g3.Status, g3.Deadline = match.StatusFinished, t0.Add(5*time.Minute)
	for _, g := range []*match.GameRecord{g2, g3} {
		if err := s.Games.SaveGame(ctx, g); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := due(t0.Add(time.Hour), 10), "g0/c0@30m0s "; got != want {
		t.Errorf("after the saves: %q, want %q", got, want)
	}
	if got, err := s.Games.Game(ctx, "g2"); err != nil || !got.Deadline.Equal(t0.Add(3*time.Hour)) {
		t.Errorf("the deadline read back: %v, %v", got.Deadline, err)
	}
	if s.Reopen == nil {
		return
	}
	st := s.Reopen(t)
	ds, err := st.Deadlines.DueGames(ctx, t0.Add(4*time.Hour), 10)
	if err != nil || len(ds) != 3 || ds[2].GameID != "g2" || !ds[2].Deadline.Equal(t0.Add(3*time.Hour)) {
		t.Errorf("after a restart: %+v, %v", ds, err)
	}
}
