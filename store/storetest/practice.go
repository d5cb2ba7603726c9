package storetest

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/practice"
)

// The daily-puzzle community's records: package practice's Store and
// Dailies.

// practiceOf returns the subject's practice stores, failing the test if
// it has none.
func practiceOf(t *testing.T, s *Subject) (practice.Store, practice.Dailies) {
	t.Helper()
	if s.Practice == nil || s.Dailies == nil {
		t.Fatal("the store keeps no daily-puzzle records (Stores.Practice or Dailies is nil)")
	}
	return s.Practice, s.Dailies
}

// attemptAt returns an attempt as a step would save it first.
func attemptAt(guild, user, puzzle string) *practice.Attempt {
	return &practice.Attempt{GuildID: guild, UserID: user, PuzzleID: puzzle, CreatedAt: t0, UpdatedAt: t0}
}

// attemptText describes an attempt for comparison, times in UTC.
func attemptText(a *practice.Attempt) string {
	return fmt.Sprintf("%s/%s/%s line%q wrong %d hints %d shown %v credit %v solved %v rated %v first %q/%v day %q created %v updated %v version %d",
		a.GuildID, a.UserID, a.PuzzleID, a.Line, a.Wrong, a.Hints, a.Shown, a.Credit, a.SolvedAt.UTC(), a.Rated,
		a.First, a.FirstWrong, a.Day.String(), a.CreatedAt.UTC(), a.UpdatedAt.UTC(), a.Version)
}

// testAttempts: an attempt round-trips with every field, per guild, user
// and puzzle; the caller's copies are its own; a save replaces it; bad
// attempts are refused; and it survives a reopen.
func testAttempts(t *testing.T, s *Subject) {
	ps, _ := practiceOf(t, s)
	ctx := context.Background()
	if _, err := ps.Attempt(ctx, "g", "u1", "p1"); !errors.Is(err, practice.ErrNotFound) {
		t.Fatalf("no attempt yet: %v, want ErrNotFound", err)
	}
	a := attemptAt("g", "u1", "p1")
	a.Line, a.Wrong, a.Hints, a.First, a.FirstWrong, a.Rated = []string{"E19", "D19", "C18"}, 2, 1, "D19", true, practice.Lost
	if err := ps.Save(ctx, &practice.Change{Attempt: a}); err != nil {
		t.Fatal(err)
	}
	if a.Version != 1 {
		t.Errorf("a new attempt's version after its save: %d, want 1", a.Version)
	}
	want := attemptText(a)
	a.Line[0] = "A1" // the caller's copy is its own
	got, err := ps.Attempt(ctx, "g", "u1", "p1")
	if err != nil {
		t.Fatal(err)
	}
	if attemptText(got) != want {
		t.Errorf("read back:\n got %s\nwant %s", attemptText(got), want)
	}
	got.Line[0] = "B2"
	if again, _ := ps.Attempt(ctx, "g", "u1", "p1"); again.Line[0] != "E19" {
		t.Error("a handed-out attempt is not a copy")
	}
	for _, k := range [][3]string{{"g", "u2", "p1"}, {"g", "u1", "p2"}, {"h", "u1", "p1"}, {"", "u1", "p1"}} {
		if _, err := ps.Attempt(ctx, k[0], k[1], k[2]); !errors.Is(err, practice.ErrNotFound) {
			t.Errorf("attempt %v: %v, want ErrNotFound", k, err)
		}
	}
	// A save replaces the attempt; an empty line reads back empty, and
	// the day and the solve's time come back.
	d, _ := practice.ParseDay("2026-11-22")
	solved := &practice.Attempt{GuildID: "g", UserID: "u1", PuzzleID: "p1", Wrong: 3, Hints: 2, Shown: true, Credit: practice.AfterSolution,
		SolvedAt: t0.Add(time.Hour), Rated: practice.Lost, First: "D19", FirstWrong: true, Day: d, CreatedAt: t0, UpdatedAt: t0.Add(time.Hour), Version: 1}
	if err := ps.Save(ctx, &practice.Change{Attempt: solved}); err != nil {
		t.Fatal(err)
	}
	got, err = ps.Attempt(ctx, "g", "u1", "p1")
	if err != nil {
		t.Fatal(err)
	}
	if attemptText(got) != attemptText(solved) || len(got.Line) != 0 || !got.Solved() {
		t.Errorf("after the second save:\n got %s\nwant %s", attemptText(got), attemptText(solved))
	}
	// An attempt in a direct message (no guild) is its own.
	if err := ps.Save(ctx, &practice.Change{Attempt: attemptAt("", "u1", "p1")}); err != nil {
		t.Errorf("an attempt outside a guild: %v", err)
	}
	for _, bad := range []*practice.Change{nil, {}, {Attempt: &practice.Attempt{PuzzleID: "p1"}}, {Attempt: &practice.Attempt{UserID: "u1"}},
		{Attempt: &practice.Attempt{UserID: "u1", PuzzleID: "p3", Line: []string{"A1 B2"}}},
		{Attempt: attemptAt("g", "u1", "p4"), Player: &practice.Player{GuildID: "g", UserID: "u2"}},
		{Attempt: attemptAt("g", "u1", "p5"), Puzzle: &practice.PuzzleRecord{PuzzleID: "p6"}}} {
		if err := ps.Save(ctx, bad); err == nil {
			t.Errorf("saving %+v: no error", bad)
		}
	}
	if _, err := ps.Attempt(ctx, "g", "u1", "p4"); !errors.Is(err, practice.ErrNotFound) {
		t.Errorf("a refused change saved its attempt: %v", err)
	}
	// The most recently changed first.
	for i, id := range []string{"q1", "q2", "q3"} {
		a := attemptAt("g", "u1", id)
		a.UpdatedAt = t0.Add(time.Duration(i+2) * time.Hour)
		if err := ps.Save(ctx, &practice.Change{Attempt: a}); err != nil {
			t.Fatal(err)
		}
	}
	recent, err := ps.Attempts(ctx, "g", "u1", 3)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, a := range recent {
		ids = append(ids, a.PuzzleID)
	}
	if fmt.Sprint(ids) != "[q3 q2 q1]" {
		t.Errorf("recent attempts: %v, want [q3 q2 q1]", ids)
	}
	tried, err := ps.Attempted(ctx, "g", "u1")
	if err != nil || len(tried) != 4 || !tried["p1"] || !tried["q2"] || tried["p4"] {
		t.Errorf("attempted: %v, %v", tried, err)
	}
	if s.Reopen != nil {
		st := s.Reopen(t)
		got, err := st.Practice.Attempt(ctx, "g", "u1", "p1")
		if err != nil || attemptText(got) != attemptText(solved) {
			t.Errorf("after a reopen: %v, %v", got, err)
		}
	}
}

// testPracticeVersions: a record is saved only at the version it was read
// at, a record to create must not exist, and a change that fails saves
// none of its records.
func testPracticeVersions(t *testing.T, s *Subject) {
	ps, _ := practiceOf(t, s)
	ctx := context.Background()
	a := attemptAt("g", "u", "p")
	p := &practice.Player{GuildID: "g", UserID: "u", Rating: practice.NewRating}
	pz := &practice.PuzzleRecord{PuzzleID: "p", Rating: practice.PuzzleRating(2)}
	if err := ps.Save(ctx, &practice.Change{Attempt: a, Player: p, Puzzle: pz}); err != nil {
		t.Fatal(err)
	}
	if a.Version != 1 || p.Version != 1 || pz.Version != 1 {
		t.Fatalf("versions after the first save: %d %d %d", a.Version, p.Version, pz.Version)
	}
	// Creating any of them again is a conflict.
	for name, c := range map[string]*practice.Change{
		"attempt": {Attempt: attemptAt("g", "u", "p")},
		"player":  {Attempt: attemptAt("g", "u", "p2"), Player: &practice.Player{GuildID: "g", UserID: "u"}},
		"puzzle":  {Attempt: attemptAt("g", "u2", "p"), Puzzle: &practice.PuzzleRecord{PuzzleID: "p"}},
	} {
		if err := ps.Save(ctx, c); !errors.Is(err, practice.ErrConflict) {
			t.Errorf("creating the %s again: %v, want ErrConflict", name, err)
		}
	}
	for _, k := range [][2]string{{"u", "p2"}, {"u2", "p"}} {
		if _, err := ps.Attempt(ctx, "g", k[0], k[1]); !errors.Is(err, practice.ErrNotFound) {
			t.Errorf("the attempt of a change that conflicted was saved: %v", err)
		}
	}
	// Two writers of version 1: one wins.
	a1, a2 := a.Clone(), a.Clone()
	a1.Wrong, a2.Hints = 1, 1
	if err := ps.Save(ctx, &practice.Change{Attempt: a1}); err != nil {
		t.Fatal(err)
	}
	if err := ps.Save(ctx, &practice.Change{Attempt: a2}); !errors.Is(err, practice.ErrConflict) {
		t.Errorf("a stale attempt: %v, want ErrConflict", err)
	}
	// A stale player fails the whole change: the attempt is not saved.
	a3 := a1.Clone()
	a3.Wrong = 7
	stale := *p
	stale.Solved = 9
	p.Solved = 1
	if err := ps.Save(ctx, &practice.Change{Attempt: a1.Clone(), Player: p}); err != nil {
		t.Fatal(err)
	}
	if err := ps.Save(ctx, &practice.Change{Attempt: a3, Player: &stale}); !errors.Is(err, practice.ErrConflict) {
		t.Errorf("a stale player: %v, want ErrConflict", err)
	}
	got, err := ps.Attempt(ctx, "g", "u", "p")
	if err != nil || got.Wrong != 1 || got.Hints != 0 || got.Version != 3 {
		t.Errorf("the attempt after the conflicts: %+v, %v", got, err)
	}
	gp, err := ps.Player(ctx, "g", "u")
	if err != nil || gp.Solved != 1 || gp.Version != 2 {
		t.Errorf("the player after the conflicts: %+v, %v", gp, err)
	}
	// A stale puzzle rating too.
	pz2 := *pz
	pz.Games = 1
	if err := ps.Save(ctx, &practice.Change{Attempt: got, Puzzle: pz}); err != nil {
		t.Fatal(err)
	}
	if err := ps.Save(ctx, &practice.Change{Attempt: got, Puzzle: &pz2}); !errors.Is(err, practice.ErrConflict) {
		t.Errorf("a stale puzzle rating: %v, want ErrConflict", err)
	}
}

// testPracticeInteractions: a step's interaction is recorded with it; a
// second save for the same interaction is refused and changes nothing,
// and the interaction log knows it.
func testPracticeInteractions(t *testing.T, s *Subject) {
	ps, _ := practiceOf(t, s)
	ctx := context.Background()
	a := attemptAt("g", "u", "p")
	a.Wrong = 1
	if err := ps.Save(ctx, &practice.Change{Attempt: a, Interaction: "answer-1"}); err != nil {
		t.Fatal(err)
	}
	if seen, err := s.Interactions.Seen(ctx, "answer-1"); err != nil || !seen {
		t.Errorf("the step's interaction is not seen: %v, %v", seen, err)
	}
	again := a.Clone()
	again.Wrong = 2
	if err := ps.Save(ctx, &practice.Change{Attempt: again, Interaction: "answer-1"}); !errors.Is(err, practice.ErrAlreadyHandled) {
		t.Errorf("a second save for the interaction: %v, want ErrAlreadyHandled", err)
	}
	if got, _ := ps.Attempt(ctx, "g", "u", "p"); got.Wrong != 1 {
		t.Errorf("the refused save changed the attempt: wrong %d", got.Wrong)
	}
	if ok, err := s.Interactions.Claim(ctx, "answer-1", t0); err != nil || ok {
		t.Errorf("claiming the step's interaction: %v, %v; want false", ok, err)
	}
	if ok, err := s.Interactions.Claim(ctx, "answer-2", t0); err != nil || !ok {
		t.Fatalf("claiming another: %v, %v", ok, err)
	}
	if err := ps.Save(ctx, &practice.Change{Attempt: again, Interaction: "answer-2"}); !errors.Is(err, practice.ErrAlreadyHandled) {
		t.Errorf("a save for a claimed interaction: %v, want ErrAlreadyHandled", err)
	}
	// A game write and a practice step share the log.
	g := playing(t, "g1", "c1")
	g.Interaction = "answer-3"
	if err := s.Games.CreateGame(ctx, g); err != nil {
		t.Fatal(err)
	}
	if err := ps.Save(ctx, &practice.Change{Attempt: again, Interaction: "answer-3"}); !errors.Is(err, practice.ErrAlreadyHandled) {
		t.Errorf("a save for a game's interaction: %v, want ErrAlreadyHandled", err)
	}
}

// testFirstAttemptsRace: many writers create the same first attempt at
// once (a redelivered answer, two processes): exactly one wins, and the
// others lose the version check, or find the interaction handled.
func testFirstAttemptsRace(t *testing.T, s *Subject) {
	ps, _ := practiceOf(t, s)
	ctx := context.Background()
	const n = 8
	for round, interaction := range []string{"", "same"} {
		puzzle := fmt.Sprint("p", round)
		var wg sync.WaitGroup
		var mu sync.Mutex
		won := 0
		for i := 0; i < n; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				a := attemptAt("g", "u", puzzle)
				a.Rated = practice.Won
				p := &practice.Player{GuildID: "g", UserID: "u", Solved: 1, Clean: 1, Rating: practice.NewRating, Games: 1}
				if round == 1 {
					p = nil
				}
				err := ps.Save(ctx, &practice.Change{Attempt: a, Player: p, Interaction: interaction})
				switch {
				case err == nil:
					mu.Lock()
					won++
					mu.Unlock()
				case errors.Is(err, practice.ErrConflict), errors.Is(err, practice.ErrAlreadyHandled):
				default:
					t.Errorf("a racing first attempt: %v", err)
				}
			}()
		}
		wg.Wait()
		if won != 1 {
			t.Errorf("round %d: %d of %d racing first attempts were saved, want 1", round, won, n)
		}
	}
	p, err := ps.Player(ctx, "g", "u")
	if err != nil || p.Games != 1 || p.Solved != 1 {
		t.Errorf("the player after the race: %+v, %v", p, err)
	}
}

// player returns a standing with the given solves, streak and rating.
func player(guild, user string, solved, clean, streak, best int, last string, rating float64, games int) *practice.Player {
	d, _ := practice.ParseDay(last)
	return &practice.Player{GuildID: guild, UserID: user, Solved: solved, Clean: clean, Streak: streak, Best: best, Last: d,
		Rating: practice.Rating{Rating: rating, Deviation: 80, Volatility: 0.06}, Games: games, RatedAt: t0}
}

// savePlayer saves a standing through a first attempt.
func savePlayer(t *testing.T, ps practice.Store, p *practice.Player) {
	t.Helper()
	if err := ps.Save(context.Background(), &practice.Change{Attempt: attemptAt(p.GuildID, p.UserID, "seed"), Player: p}); err != nil {
		t.Fatal(err)
	}
}

// testStandings: a standing and a puzzle's rating round-trip with every
// field, and every rated puzzle is listed.
func testStandings(t *testing.T, s *Subject) {
	ps, _ := practiceOf(t, s)
	ctx := context.Background()
	if _, err := ps.Player(ctx, "g", "u"); !errors.Is(err, practice.ErrNotFound) {
		t.Errorf("no standing yet: %v, want ErrNotFound", err)
	}
	if _, err := ps.Puzzle(ctx, "p"); !errors.Is(err, practice.ErrNotFound) {
		t.Errorf("no rating yet: %v, want ErrNotFound", err)
	}
	p := player("g", "u", 5, 3, 2, 4, "2026-11-21", 1623.4567891234, 7)
	p.Rating.Deviation, p.Rating.Volatility = 71.25, 0.0599961
	pz := &practice.PuzzleRecord{PuzzleID: "p", Rating: practice.Rating{Rating: 1712.5, Deviation: 143.75, Volatility: 0.060001}, Games: 9}
	if err := ps.Save(ctx, &practice.Change{Attempt: attemptAt("g", "u", "p"), Player: p, Puzzle: pz}); err != nil {
		t.Fatal(err)
	}
	got, err := ps.Player(ctx, "g", "u")
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprintf("%+v %v", *got, got.RatedAt.UTC()) != fmt.Sprintf("%+v %v", *p, p.RatedAt.UTC()) {
		t.Errorf("standing read back:\n got %+v\nwant %+v", *got, *p)
	}
	if _, err := ps.Player(ctx, "h", "u"); !errors.Is(err, practice.ErrNotFound) {
		t.Errorf("the standing in another guild: %v, want ErrNotFound", err)
	}
	gz, err := ps.Puzzle(ctx, "p")
	if err != nil || *gz != *pz {
		t.Errorf("puzzle rating read back: %+v, %v; want %+v", gz, err, *pz)
	}
	if err := ps.Save(ctx, &practice.Change{Attempt: attemptAt("g", "u", "q"), Puzzle: &practice.PuzzleRecord{PuzzleID: "q", Rating: practice.PuzzleRating(1)}}); err != nil {
		t.Fatal(err)
	}
	all, err := ps.Puzzles(ctx)
	if err != nil || len(all) != 2 || all["p"].Games != 9 || all["q"].Rating.Rating != 1000 {
		t.Errorf("all puzzle ratings: %v, %v", all, err)
	}
}

// testLeaderboards: each order ranks the guild's players, skips those
// without a streak alive, a solve or a rated game, breaks ties by user
// id, limits, and counts those ahead of a player; another guild's
// players never appear.
func testLeaderboards(t *testing.T, s *Subject) {
	ps, _ := practiceOf(t, s)
	ctx := context.Background()
	for _, p := range []*practice.Player{
		player("g", "ann", 9, 2, 3, 5, "2026-11-22", 1700, 9),
		player("g", "bea", 9, 4, 3, 3, "2026-11-21", 1650, 9),
		player("g", "cid", 4, 4, 6, 6, "2026-11-19", 1800, 4), // streak broken
		player("g", "dan", 2, 0, 1, 2, "2026-11-22", 1500, 0), // never rated
		player("g", "eve", 0, 0, 0, 0, "", 1450, 3),           // rated, never solved
		player("g", "fay", 9, 4, 3, 3, "2026-11-22", 1650, 9), // ties bea
		player("h", "zed", 99, 99, 50, 50, "2026-11-22", 2500, 99),
	} {
		savePlayer(t, ps, p)
	}
	alive, _ := practice.ParseDay("2026-11-21")
	board := func(o practice.Order, limit int) string {
		t.Helper()
		top, err := ps.Leaderboard(ctx, "g", o, alive, limit)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, p := range top {
			out = append(out, p.UserID)
		}
		return strings.Join(out, " ")
	}
	for _, c := range []struct {
		o     practice.Order
		limit int
		want  string
	}{
		{practice.ByStreak, 10, "ann bea fay dan"},
		{practice.BySolved, 10, "bea fay ann cid dan"},
		{practice.ByRating, 10, "cid ann bea fay eve"},
		{practice.BySolved, 2, "bea fay"},
	} {
		if got := board(c.o, c.limit); got != c.want {
			t.Errorf("by %v, top %d: %q, want %q", c.o, c.limit, got, c.want)
		}
	}
	for _, c := range []struct {
		user string
		o    practice.Order
		want int
	}{
		{"ann", practice.ByStreak, 0}, {"bea", practice.ByStreak, 1}, {"fay", practice.ByStreak, 1}, {"dan", practice.ByStreak, 3},
		{"bea", practice.BySolved, 0}, {"fay", practice.BySolved, 0}, {"ann", practice.BySolved, 2}, {"dan", practice.BySolved, 4},
		{"cid", practice.ByRating, 0}, {"bea", practice.ByRating, 2}, {"eve", practice.ByRating, 4},
	} {
		p, err := ps.Player(ctx, "g", c.user)
		if err != nil {
			t.Fatal(err)
		}
		if n, err := ps.Ahead(ctx, p, c.o, alive); err != nil || n != c.want {
			t.Errorf("ahead of %s by %v: %d, %v; want %d", c.user, c.o, n, err, c.want)
		}
	}
}

// testFigures: a puzzle's figures count those who answered it in the
// guild, the clean and credited solves, and the wrong first moves.
func testFigures(t *testing.T, s *Subject) {
	ps, _ := practiceOf(t, s)
	ctx := context.Background()
	for _, a := range []struct {
		guild, user, puzzle, first string
		wrong                      bool
		credit                     practice.Credit
	}{
		{"g", "a", "p", "E19", false, practice.Clean},
		{"g", "b", "p", "D19", true, practice.AfterWrong},
		{"g", "c", "p", "D19", true, practice.Unsolved},
		{"g", "d", "p", "F19", true, practice.AfterSolution},
		{"g", "e", "p", "E19", false, practice.AfterHint},
		{"g", "f", "p", "", false, practice.Unsolved}, // asked a hint only
		{"g", "a", "q", "D19", true, practice.Unsolved},
		{"h", "a", "p", "D19", true, practice.Unsolved},
	} {
		at := attemptAt(a.guild, a.user, a.puzzle)
		at.First, at.FirstWrong, at.Credit = a.first, a.wrong, a.credit
		if err := ps.Save(ctx, &practice.Change{Attempt: at}); err != nil {
			t.Fatal(err)
		}
	}
	f, err := ps.Figures(ctx, "g", "p")
	if err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprintf("%d tried, %d clean, %d solved, %v", f.Tried, f.Clean, f.Solved, f.WrongFirst)
	if want := "5 tried, 1 clean, 3 solved, [{D19 2} {F19 1}]"; got != want {
		t.Errorf("figures: %s, want %s", got, want)
	}
	if f, err := ps.Figures(ctx, "g", "none"); err != nil || f.Tried != 0 || len(f.WrongFirst) != 0 {
		t.Errorf("a puzzle nobody tried: %+v, %v", f, err)
	}
}

// testReset: a reset deletes the user's attempts and standing in one
// guild, and nothing else.
func testReset(t *testing.T, s *Subject) {
	ps, _ := practiceOf(t, s)
	ctx := context.Background()
	for _, k := range [][3]string{{"g", "u", "p"}, {"g", "u", "q"}, {"g", "v", "p"}, {"h", "u", "p"}} {
		p := &practice.Player{GuildID: k[0], UserID: k[1], Solved: 1}
		if k[2] == "q" {
			p = nil
		}
		if err := ps.Save(ctx, &practice.Change{Attempt: attemptAt(k[0], k[1], k[2]), Player: p}); err != nil {
			t.Fatal(err)
		}
	}
	if err := ps.Reset(ctx, "g", "u"); err != nil {
		t.Fatal(err)
	}
	for _, k := range [][3]string{{"g", "u", "p"}, {"g", "u", "q"}} {
		if _, err := ps.Attempt(ctx, k[0], k[1], k[2]); !errors.Is(err, practice.ErrNotFound) {
			t.Errorf("attempt %v after the reset: %v", k, err)
		}
	}
	if _, err := ps.Player(ctx, "g", "u"); !errors.Is(err, practice.ErrNotFound) {
		t.Errorf("the standing after the reset: %v", err)
	}
	for _, k := range [][3]string{{"g", "v", "p"}, {"h", "u", "p"}} {
		if _, err := ps.Attempt(ctx, k[0], k[1], k[2]); err != nil {
			t.Errorf("attempt %v, not reset: %v", k, err)
		}
		if _, err := ps.Player(ctx, k[0], k[1]); err != nil {
			t.Errorf("standing %v, not reset: %v", k, err)
		}
	}
	// A first attempt after the reset starts afresh.
	if err := ps.Save(ctx, &practice.Change{Attempt: attemptAt("g", "u", "p"), Player: &practice.Player{GuildID: "g", UserID: "u"}}); err != nil {
		t.Errorf("a first attempt after the reset: %v", err)
	}
}

// testDailies: daily posts are kept per guild and day, newest first, a
// day's post can be replaced, and its answer claimed once.
func testDailies(t *testing.T, s *Subject) {
	_, ds := practiceOf(t, s)
	ctx := context.Background()
	day := func(s string) practice.Day {
		d, err := practice.ParseDay(s)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	for i, d := range []string{"2026-11-20", "2026-11-22", "2026-11-19", "2026-11-23"} {
		if err := ds.RecordDaily(ctx, &practice.Daily{GuildID: "g", Day: day(d), PuzzleID: "p" + d, ChannelID: "c", MessageID: fmt.Sprint("m", i),
			PostedAt: t0.Add(time.Duration(i) * time.Hour)}); err != nil {
			t.Fatal(err)
		}
	}
	if err := ds.RecordDaily(ctx, &practice.Daily{GuildID: "h", Day: day("2026-11-24"), PuzzleID: "x", ChannelID: "c"}); err != nil {
		t.Fatal(err)
	}
	list := func(before practice.Day, limit int) string {
		t.Helper()
		got, err := ds.Dailies(ctx, "g", before, limit)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, d := range got {
			out = append(out, d.Day.String())
		}
		return strings.Join(out, " ")
	}
	if got := list(practice.NoDay, 10); got != "2026-11-23 2026-11-22 2026-11-20 2026-11-19" {
		t.Errorf("every post: %s", got)
	}
	if got := list(day("2026-11-22"), 1); got != "2026-11-20" {
		t.Errorf("the post before 11-22: %s", got)
	}
	if got := list(practice.NoDay, 2); got != "2026-11-23 2026-11-22" {
		t.Errorf("the two latest: %s", got)
	}
	got, err := ds.Dailies(ctx, "g", day("2026-11-21"), 1)
	if err != nil || len(got) != 1 || got[0].PuzzleID != "p2026-11-20" || got[0].MessageID != "m0" || !got[0].PostedAt.Equal(t0) || got[0].Answered {
		t.Errorf("the post of 11-20: %+v, %v", got, err)
	}
	// Replacing a day's post (say, with its thread).
	if err := ds.RecordDaily(ctx, &practice.Daily{GuildID: "g", Day: day("2026-11-23"), PuzzleID: "p2026-11-23", ChannelID: "c", MessageID: "m3", ThreadID: "t3"}); err != nil {
		t.Fatal(err)
	}
	if got, _ := ds.Dailies(ctx, "g", practice.NoDay, 1); len(got) != 1 || got[0].ThreadID != "t3" {
		t.Errorf("the replaced post: %+v", got)
	}
	won := race(t, 8, func() (bool, error) { return ds.ClaimAnswer(ctx, "g", day("2026-11-22")) })
	if won != 1 {
		t.Errorf("%d of 8 claims of the answer won, want 1", won)
	}
	if got, _ := ds.Dailies(ctx, "g", day("2026-11-23"), 1); len(got) != 1 || !got[0].Answered {
		t.Errorf("the claimed post: %+v", got)
	}
	if err := ds.ReleaseAnswer(ctx, "g", day("2026-11-22")); err != nil {
		t.Fatal(err)
	}
	if ok, err := ds.ClaimAnswer(ctx, "g", day("2026-11-22")); err != nil || !ok {
		t.Errorf("claiming a released answer: %v, %v", ok, err)
	}
	if ok, err := ds.ClaimAnswer(ctx, "g", day("2026-11-21")); err != nil || ok {
		t.Errorf("claiming the answer of a day never posted: %v, %v", ok, err)
	}
	for _, bad := range []*practice.Daily{nil, {Day: day("2026-11-22"), PuzzleID: "p"}, {GuildID: "g", PuzzleID: "p"}, {GuildID: "g", Day: day("2026-11-22")}} {
		if err := ds.RecordDaily(ctx, bad); err == nil {
			t.Errorf("recording %+v: no error", bad)
		}
	}
	if s.Reopen != nil {
		st := s.Reopen(t)
		got, err := st.Dailies.Dailies(ctx, "g", practice.NoDay, 10)
		if err != nil || len(got) != 4 || got[0].ThreadID != "t3" || !got[1].Answered {
			t.Errorf("after a reopen: %+v, %v", got, err)
		}
	}
}

// testSettingsZone: a guild's time zone round-trips, and one that is not
// an IANA name is refused.
func testSettingsZone(t *testing.T, s *Subject) {
	ctx := context.Background()
	st := match.Settings{GuildID: "g", PuzzleChannel: "c", PuzzleHour: 9, PuzzleZone: "Asia/Kolkata"}
	if err := s.Guilds.SaveSettings(ctx, st); err != nil {
		t.Fatal(err)
	}
	got, err := s.Guilds.Settings(ctx, "g")
	if err != nil || got.PuzzleZone != "Asia/Kolkata" || got.PuzzleHour != 9 {
		t.Errorf("read back: %+v, %v", got, err)
	}
	gs, err := s.Daily.DailyGuilds(ctx)
	if err != nil || len(gs) != 1 || gs[0].PuzzleZone != "Asia/Kolkata" {
		t.Errorf("daily guilds: %+v, %v", gs, err)
	}
	for _, bad := range []string{"Mars/Olympus_Mons", "Local"} {
		if err := s.Guilds.SaveSettings(ctx, match.Settings{GuildID: "g", PuzzleZone: bad}); err == nil {
			t.Errorf("the zone %q was saved", bad)
		}
	}
	if got, _ := s.Guilds.Settings(ctx, "g"); got.PuzzleZone != "Asia/Kolkata" {
		t.Errorf("after refused saves: %+v", got)
	}
}
