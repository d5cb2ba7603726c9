package storetest

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/practice"
)

// testLibrary: a server's imported problems are kept per guild (another
// guild never sees them), once per id, in import order, within the
// limit; and each guild's daily source defaults to the built-in puzzles.
func testLibrary(t *testing.T, s *Subject) {
	ctx := context.Background()
	_, lib := practiceOf(t, s)
	mk := func(guild string, n int, at time.Time) *practice.ServerPuzzle {
		sgf := fmt.Sprintf("(;GN[problem %d]SZ[9])", n)
		return &practice.ServerPuzzle{GuildID: guild, ID: practice.ServerPuzzleID(guild, sgf), Title: fmt.Sprintf("Problem %d", n),
			Level: 1 + n%5, SGF: sgf, ImportedBy: "u1", ImportedAt: at}
	}
	if ps, err := lib.ServerPuzzles(ctx, "g"); err != nil || len(ps) != 0 {
		t.Fatalf("a new guild's problems: %v, %v", ps, err)
	}
	if src, err := lib.DailySource(ctx, "g"); err != nil || src != practice.SourceBuiltin {
		t.Fatalf("a new guild's daily source: %v, %v", src, err)
	}
	a, b, c := mk("g", 1, t0), mk("g", 2, t0), mk("g", 3, t0.Add(time.Minute))
	n, err := lib.AddServerPuzzles(ctx, "g", []*practice.ServerPuzzle{c, a, b, a}, 3)
	if err != nil || n != 3 {
		t.Fatalf("adding 3 problems (one twice): %d, %v", n, err)
	}
	if n, err := lib.AddServerPuzzles(ctx, "g", []*practice.ServerPuzzle{a}, 3); err != nil || n != 0 {
		t.Fatalf("adding a problem the guild has: %d, %v", n, err)
	}
	ps, err := lib.ServerPuzzles(ctx, "g")
	if err != nil || len(ps) != 3 {
		t.Fatalf("the guild's problems: %v, %v", ps, err)
	}
	first, second := a, b
	if b.ID < a.ID {
		first, second = b, a
	}
	for i, want := range []*practice.ServerPuzzle{first, second, c} {
		got := ps[i]
		if got.ID != want.ID || got.GuildID != "g" || got.Title != want.Title || got.Level != want.Level || got.SGF != want.SGF ||
			got.ImportedBy != "u1" || !got.ImportedAt.Equal(want.ImportedAt) {
			t.Errorf("problem %d: got %+v, want %+v", i, got, want)
		}
	}
	// Over the limit: nothing is saved.
	d := mk("g", 4, t0.Add(2*time.Minute))
	if _, err := lib.AddServerPuzzles(ctx, "g", []*practice.ServerPuzzle{d, mk("g", 5, t0)}, 4); !errors.Is(err, practice.ErrLibraryFull) {
		t.Fatalf("adding past the limit: %v", err)
	}
	if ps, _ := lib.ServerPuzzles(ctx, "g"); len(ps) != 3 {
		t.Fatalf("a refused import saved %d problems", len(ps)-3)
	}
	// Another guild sees none of them.
	if ps, err := lib.ServerPuzzles(ctx, "h"); err != nil || len(ps) != 0 {
		t.Fatalf("another guild's problems: %v, %v", ps, err)
	}
	if _, err := lib.ServerPuzzle(ctx, "h", a.ID); !errors.Is(err, practice.ErrNotFound) {
		t.Fatalf("another guild's problem: %v", err)
	}
	if err := lib.DeleteServerPuzzle(ctx, "h", a.ID); !errors.Is(err, practice.ErrNotFound) {
		t.Fatalf("deleting another guild's problem: %v", err)
	}
	got, err := lib.ServerPuzzle(ctx, "g", a.ID)
	if err != nil || got.SGF != a.SGF {
		t.Fatalf("the guild's problem: %+v, %v", got, err)
	}
	got.Title = "changed"
	if again, _ := lib.ServerPuzzle(ctx, "g", a.ID); again.Title != a.Title {
		t.Fatal("the caller's copy changed the store")
	}
	// A problem from another guild, or a malformed one, is refused.
	if _, err := lib.AddServerPuzzles(ctx, "g", []*practice.ServerPuzzle{mk("h", 1, t0)}, 10); err == nil {
		t.Fatal("a problem of guild h was added to guild g")
	}
	bad := mk("g", 6, t0)
	bad.Level = 0
	if _, err := lib.AddServerPuzzles(ctx, "g", []*practice.ServerPuzzle{bad}, 10); err == nil {
		t.Fatal("a problem without a level was added")
	}
	if err := lib.DeleteServerPuzzle(ctx, "g", a.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := lib.ServerPuzzle(ctx, "g", a.ID); !errors.Is(err, practice.ErrNotFound) {
		t.Fatalf("a deleted problem: %v", err)
	}
	// Daily sources are per guild.
	if err := lib.SetDailySource(ctx, "g", practice.SourceServer); err != nil {
		t.Fatal(err)
	}
	if err := lib.SetDailySource(ctx, "g", practice.SourceBoth); err != nil {
		t.Fatal(err)
	}
	if src, err := lib.DailySource(ctx, "g"); err != nil || src != practice.SourceBoth {
		t.Fatalf("guild g's source: %v, %v", src, err)
	}
	if src, err := lib.DailySource(ctx, "h"); err != nil || src != practice.SourceBuiltin {
		t.Fatalf("guild h's source: %v, %v", src, err)
	}
}
