package storetest

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/match"
)

// The expiry of handled interaction ids. A store keeps an id for at least
// match.InteractionRetention and then forgets it (else the table grows
// for ever), on its own clock: stores shared by several processes must not
// let one whose clock runs ahead forget the others' ids early.

// claimed claims id at at, which must be new.
func claimed(t *testing.T, s *Subject, id string, at time.Time) {
	t.Helper()
	if ok, err := s.Interactions.Claim(context.Background(), id, at); err != nil || !ok {
		t.Fatalf("claiming %s: %v, %v; want a new claim", id, ok, err)
	}
}

// age makes id d older on the store's clock, for stores that have one of
// their own; the others take the times the test passes.
func age(t *testing.T, s *Subject, id string, d time.Duration) {
	t.Helper()
	if s.Age == nil {
		return
	}
	if err := s.Age(context.Background(), id, d); err != nil {
		t.Fatalf("ageing %s by %v: %v", id, d, err)
	}
}

// seen fails unless Seen reports want for id.
func seen(t *testing.T, s *Subject, id string, want bool, why string) {
	t.Helper()
	got, err := s.Interactions.Seen(context.Background(), id)
	if err != nil {
		t.Fatalf("Seen(%s): %v", id, err)
	}
	if got != want {
		t.Errorf("%s: Seen(%s) = %v, want %v", why, id, got, want)
	}
}

// testForget: an id older than the retention is forgotten by the next
// clean-up, whether a Claim or a game write recorded it, and whether a Claim
// or a game write runs the clean-up; an id younger than the retention is
// kept. A store that never forgets fails here.
func testForget(t *testing.T, s *Subject) {
	ctx := context.Background()
	ret := match.InteractionRetention
	claimed(t, s, "old", t0)
	g := playing(t, "g1", "c1")
	g.Interaction = "old-move"
	if err := s.Games.CreateGame(ctx, g); err != nil {
		t.Fatal(err)
	}
	claimed(t, s, "young", t0.Add(time.Minute))
	// On the store's clock (or the callers' times), "old" and "old-move"
	// are now half a minute past the retention, "young" half a minute
	// short of it.
	now := t0.Add(ret + 30*time.Second)
	age(t, s, "old", ret+30*time.Second)
	age(t, s, "old-move", ret+30*time.Second)
	age(t, s, "young", ret-30*time.Second)
	claimed(t, s, "trigger", now) // a clean-up is due: the last was over a minute ago
	seen(t, s, "old", false, "a claimed id past the retention, after a clean-up")
	seen(t, s, "old-move", false, "an id a game write recorded, past the retention, after a clean-up")
	seen(t, s, "young", true, "an id short of the retention, after a clean-up")
	if ok, err := s.Interactions.Claim(ctx, "young", now); err != nil || ok {
		t.Errorf("claiming an id short of the retention again: %v, %v; want false", ok, err)
	}
	// A forgotten id is new again (no delivery can come this late).
	claimed(t, s, "old", now)

	// A game write, too, runs the clean-up: a bot whose interactions all
	// write games must not keep their ids for ever.
	claimed(t, s, "old-2", now)
	later := now.Add(ret + 30*time.Second)
	age(t, s, "old-2", ret+30*time.Second)
	g.Interaction, g.UpdatedAt = "move-2", later
	if err := s.Games.SaveGame(ctx, g); err != nil {
		t.Fatal(err)
	}
	seen(t, s, "old-2", false, "an id past the retention, after a game write")
	seen(t, s, "move-2", true, "the id the game write recorded")
}

// testClocksDisagree: for a store with a clock of its own, the caller's time
// decides nothing about expiry. A caller whose clock runs an hour ahead
// (another process) claims and writes, which runs clean-ups: an id claimed
// a moment ago by a caller on time, or by one whose clock runs an hour
// behind, is kept.
func testClocksDisagree(t *testing.T, s *Subject) {
	if s.Age == nil {
		t.Skip("this store lives in one process and takes its callers' times as its clock")
	}
	ctx := context.Background()
	claimed(t, s, "fresh", t0)
	claimed(t, s, "behind", t0.Add(-time.Hour))
	claimed(t, s, "ahead", t0.Add(time.Hour))
	g := playing(t, "g1", "c1")
	g.Interaction, g.UpdatedAt = "ahead-move", t0.Add(2*time.Hour)
	if err := s.Games.CreateGame(ctx, g); err != nil {
		t.Fatal(err)
	}
	claimed(t, s, "ahead-2", t0.Add(3*time.Hour))
	for _, id := range []string{"fresh", "behind", "ahead", "ahead-move"} {
		seen(t, s, id, true, "an id claimed a moment ago, after clean-ups by callers up to 3 hours ahead")
		if ok, err := s.Interactions.Claim(ctx, id, t0.Add(time.Minute)); err != nil || ok {
			t.Errorf("claiming %s again: %v, %v; want false", id, ok, err)
		}
	}
}

// testNoTime: a claim or a game write that records an interaction without
// the time is refused, and records nothing: a store stamping ids with the
// caller's time would otherwise keep them for no time at all.
func testNoTime(t *testing.T, s *Subject) {
	ctx := context.Background()
	if ok, err := s.Interactions.Claim(ctx, "i1", time.Time{}); err == nil || ok {
		t.Errorf("a claim without a time: %v, %v; want an error", ok, err)
	}
	seen(t, s, "i1", false, "a refused claim")
	g := playing(t, "g1", "c1")
	g.Interaction, g.UpdatedAt = "create", time.Time{}
	if err := s.Games.CreateGame(ctx, g); err == nil {
		t.Error("creating a game for an interaction without a time: no error")
	}
	seen(t, s, "create", false, "a refused creation")
	g.Interaction, g.UpdatedAt = "", t0
	if err := s.Games.CreateGame(ctx, g); err != nil {
		t.Fatalf("creating the game without an interaction: %v", err)
	}
	g.Interaction, g.UpdatedAt = "save", time.Time{}
	if err := s.Games.SaveGame(ctx, g); err == nil {
		t.Error("saving a game for an interaction without a time: no error")
	}
	seen(t, s, "save", false, "a refused save")
	if got, err := s.Games.Game(ctx, "g1"); err != nil || got.Version != 1 {
		t.Errorf("after the refused save: %+v, %v; want version 1", got, err)
	}
}

// testRefusal: a refused interaction is handled, as an applied one is:
// Seen, not claimable again, not writable by a game write; its answer is
// kept for a later delivery, and forgotten with the id after the
// retention. An id claimed or written has no refusal.
func testRefusal(t *testing.T, s *Subject) {
	ctx := context.Background()
	const answer = "It is not your turn: it is Bob's move (White). Wait for them to play."
	if ok, err := s.Interactions.Refuse(ctx, "no", t0, answer); err != nil || !ok {
		t.Fatalf("Refuse: %v, %v; want a new record", ok, err)
	}
	seen(t, s, "no", true, "a refused id")
	got, refused, err := s.Interactions.Refusal(ctx, "no")
	if err != nil || !refused || got != answer {
		t.Errorf("Refusal = %q, %v, %v; want %q, true", got, refused, err, answer)
	}
	if ok, err := s.Interactions.Claim(ctx, "no", t0); err != nil || ok {
		t.Errorf("claiming a refused id: %v, %v; want false", ok, err)
	}
	if ok, err := s.Interactions.Refuse(ctx, "no", t0, "another answer"); err != nil || ok {
		t.Errorf("refusing a refused id again: %v, %v; want false", ok, err)
	}
	if got, _, _ := s.Interactions.Refusal(ctx, "no"); got != answer {
		t.Errorf("a second refusal replaced the first: %q", got)
	}
	g := playing(t, "g1", "c1")
	g.Interaction = "no"
	if err := s.Games.CreateGame(ctx, g); !errors.Is(err, match.ErrAlreadyHandled) {
		t.Errorf("a game write for a refused interaction: %v, want ErrAlreadyHandled", err)
	}

	// Claimed, applied or unknown ids were not refused.
	claimed(t, s, "yes", t0)
	g.Interaction = "move"
	if err := s.Games.CreateGame(ctx, g); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"yes", "move", "unknown"} {
		if got, refused, err := s.Interactions.Refusal(ctx, id); err != nil || refused || got != "" {
			t.Errorf("Refusal(%s) = %q, %v, %v; want no refusal", id, got, refused, err)
		}
	}
	if ok, err := s.Interactions.Refuse(ctx, "yes", t0, answer); err != nil || ok {
		t.Errorf("refusing a claimed id: %v, %v; want false", ok, err)
	}
	if ok, err := s.Interactions.Refuse(ctx, "move", t0, answer); err != nil || ok {
		t.Errorf("refusing an applied id: %v, %v; want false", ok, err)
	}

	// Past the retention the refusal goes with its id.
	ret := match.InteractionRetention
	age(t, s, "no", ret+30*time.Second)
	claimed(t, s, "trigger", t0.Add(ret+30*time.Second))
	seen(t, s, "no", false, "a refused id past the retention, after a clean-up")
	if _, refused, err := s.Interactions.Refusal(ctx, "no"); err != nil || refused {
		t.Errorf("a forgotten id is still refused: %v, %v", refused, err)
	}
}
