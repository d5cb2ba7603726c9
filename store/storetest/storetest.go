// Package storetest is the conformance suite that every implementation of
// the stores package match declares must pass: the in-memory store,
// SQLite and PostgreSQL run the same tests.
package storetest

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/practice"
)

// Stores are the stores under test: match's, and the daily-puzzle
// community's (package practice).
type Stores struct {
	match.Stores
	Practice practice.Store
	Dailies  practice.Dailies
}

// Subject is one store under test.
type Subject struct {
	Stores
	// Corrupt overwrites one column of a game's row with value, to test
	// how bad data is reported; nil for stores without rows (memory).
	Corrupt func(ctx context.Context, gameID, column string, value any) error
	// Reopen closes the store and opens it again on the same data; nil for
	// stores that keep nothing.
	Reopen func(t *testing.T) Stores
	// Raw returns the value one column of a game's row holds, as the
	// database driver gives it, to check what a write left untouched; nil
	// for stores without rows.
	Raw func(ctx context.Context, gameID, column string) (any, error)
	// CorruptSettings overwrites one column of a guild's settings row with
	// value; it returns an error if the store's column types refuse the
	// value. Nil for stores without rows.
	CorruptSettings func(ctx context.Context, guildID, column string, value any) error
	// Age makes the record of the handled interaction id older by d, as if
	// it had been recorded d earlier on the store's own clock. Nil for a
	// store whose clock is the times its callers pass (memory, which lives
	// in one process): the tests then advance those times instead.
	Age func(ctx context.Context, id string, d time.Duration) error
}

// Open returns a fresh, empty store for one test; it registers its own
// cleanup.
type Open func(t *testing.T) *Subject

// Run runs the whole suite against the stores open returns.
func Run(t *testing.T, open Open) {
	t.Run("RoundTrip", func(t *testing.T) { testRoundTrip(t, open(t)) })
	t.Run("Challenge", func(t *testing.T) { testChallenge(t, open(t)) })
	t.Run("NotFound", func(t *testing.T) { testNotFound(t, open(t)) })
	t.Run("LastFinishedGame", func(t *testing.T) { testLastFinished(t, open(t)) })
	t.Run("Versions", func(t *testing.T) { testVersions(t, open(t)) })
	t.Run("ChannelBusy", func(t *testing.T) { testChannelBusy(t, open(t)) })
	t.Run("CallerOwnsRecords", func(t *testing.T) { testOwnership(t, open(t)) })
	t.Run("ConcurrentSaves", func(t *testing.T) { testConcurrentSaves(t, open(t)) })
	t.Run("ConcurrentCreates", func(t *testing.T) { testConcurrentCreates(t, open(t)) })
	t.Run("Claim", func(t *testing.T) { testClaim(t, open(t)) })
	t.Run("Forget", func(t *testing.T) { testForget(t, open(t)) })
	t.Run("ClocksDisagree", func(t *testing.T) { testClocksDisagree(t, open(t)) })
	t.Run("NoTime", func(t *testing.T) { testNoTime(t, open(t)) })
	t.Run("ConcurrentClaims", func(t *testing.T) { testConcurrentClaims(t, open(t)) })
	t.Run("Refusal", func(t *testing.T) { testRefusal(t, open(t)) })
	t.Run("WriteRecordsInteraction", func(t *testing.T) { testWriteRecordsInteraction(t, open(t)) })
	t.Run("ConcurrentDeliveries", func(t *testing.T) { testConcurrentDeliveries(t, open(t)) })
	t.Run("Settings", func(t *testing.T) { testSettings(t, open(t)) })
	t.Run("Attempts", func(t *testing.T) { testAttempts(t, open(t)) })
	t.Run("PracticeVersions", func(t *testing.T) { testPracticeVersions(t, open(t)) })
	t.Run("PracticeInteractions", func(t *testing.T) { testPracticeInteractions(t, open(t)) })
	t.Run("FirstAttemptsRace", func(t *testing.T) { testFirstAttemptsRace(t, open(t)) })
	t.Run("Standings", func(t *testing.T) { testStandings(t, open(t)) })
	t.Run("Leaderboards", func(t *testing.T) { testLeaderboards(t, open(t)) })
	t.Run("Figures", func(t *testing.T) { testFigures(t, open(t)) })
	t.Run("Reset", func(t *testing.T) { testReset(t, open(t)) })
	t.Run("Dailies", func(t *testing.T) { testDailies(t, open(t)) })
	t.Run("Library", func(t *testing.T) { testLibrary(t, open(t)) })
	t.Run("SettingsZone", func(t *testing.T) { testSettingsZone(t, open(t)) })
	t.Run("DailyPosts", func(t *testing.T) { testDailyPosts(t, open(t)) })
	t.Run("Prefs", func(t *testing.T) { testPrefs(t, open(t)) })
	t.Run("ClubSettings", func(t *testing.T) { testClubSettings(t, open(t)) })
	t.Run("Deadlines", func(t *testing.T) { testDeadlines(t, open(t)) })
	t.Run("BadSettings", func(t *testing.T) { testBadSettings(t, open) })
	t.Run("Review", func(t *testing.T) { testReview(t, open(t)) })
	t.Run("Corrupt", func(t *testing.T) { testCorrupt(t, open) })
	t.Run("Reopen", func(t *testing.T) { testReopen(t, open(t)) })
}

var t0 = time.Date(2026, 11, 22, 12, 0, 0, 123456789, time.UTC)

// richGame returns a 13×13 handicap game under Chinese rules with a
// variation, setup stones, a player to move, comments, markup, an unknown
// property, a pass and a result, its cursor inside the variation.
func richGame(t *testing.T) *core.Game {
	t.Helper()
	r, err := core.ParseRules("chinese")
	if err != nil {
		t.Fatal(err)
	}
	g, err := core.NewGame(core.Size(13), core.WithRules(r), core.Handicap(2), core.Komi(0.5))
	if err != nil {
		t.Fatal(err)
	}
	play := func(c core.Color, v string) {
		t.Helper()
		m, err := core.ParseMove(c, v, 13)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			t.Fatalf("%v: %v", m, err)
		}
	}
	play(core.White, "C3")
	play(core.Black, "D3")
	g.Cursor().SetComment("a comment with ] and \\ and ünïcode")
	g.Cursor().AddMark(core.Mark{Kind: core.Triangle, Point: core.Pt(3, 2)})
	g.Cursor().AddMark(core.Mark{Kind: core.Label, Point: core.Pt(5, 5), Text: "A"})
	g.Cursor().SetProp("XX", "unknown", "values")
	play(core.White, "C4")
	play(core.Black, "pass")
	if err := g.GoToMove(2); err != nil {
		t.Fatal(err)
	}
	play(core.White, "F6") // a variation after move 2
	play(core.Black, "G6")
	g.Cursor().SetToMove(core.Black)
	g.Cursor().SetSetup(&core.Setup{White: []core.Point{core.Pt(0, 0)}, Empty: []core.Point{core.Pt(2, 3)}})
	if err := g.GoTo(g.Cursor()); err != nil { // replays the new setup
		t.Fatal(err)
	}
	play(core.Black, "A13")
	if err := g.Prev(); err != nil {
		t.Fatal(err)
	}
	g.SetResult(core.Result{Winner: core.White, Reason: core.ByScore, Margin: 2.5})
	g.SetPlayerName(core.Black, "Honinbo Shusaku")
	return g
}

// playing returns a game in play in channel ch.
func playing(t *testing.T, id, ch string) *match.GameRecord {
	g, err := core.NewGame(core.Size(9), core.Komi(7))
	if err != nil {
		t.Fatal(err)
	}
	return &match.GameRecord{
		ID: id, GuildID: "100000000000000001", ChannelID: ch, Status: match.StatusPlaying,
		Challenger: match.User{ID: "1", Name: "alice"}, Challenged: match.User{ID: "2", Name: "bob"},
		Proposal: match.Proposal{Size: 9, Komi: 7, Rules: "japanese", Color: core.Black},
		Black:    match.User{ID: "1", Name: "alice"}, White: match.User{ID: "2", Name: "bob"},
		Game: g, CreatedAt: t0, UpdatedAt: t0,
	}
}

// dump describes a game tree node by node, without the root's game
// information properties (compared through the accessors), so that two
// trees can be compared as text.
func dump(g *core.Game) string {
	if g == nil {
		return "<nil>"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "size %d komi %v handicap %d rules %s result %q to-move %v move %d cursor-depth %d\n",
		g.Size(), g.Komi(), g.Handicap(), g.Rules().Name, g.Result().String(), g.ToMove(), g.MoveNumber(), g.Cursor().Depth())
	type item struct {
		n     *core.Node
		depth int
	}
	stack := []item{{g.Root(), 0}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n := it.n
		fmt.Fprintf(&b, "%s%v", strings.Repeat(" ", it.depth), n.Move())
		if n == g.Cursor() {
			b.WriteString(" <cursor>")
		}
		if s := n.Setup(); s != nil {
			fmt.Fprintf(&b, " AB%v AW%v AE%v", s.Black, s.White, s.Empty)
		}
		if c := n.ToMove(); c != core.Empty {
			fmt.Fprintf(&b, " PL %v", c)
		}
		if c := n.Comment(); c != "" {
			fmt.Fprintf(&b, " C %q", c)
		}
		for _, m := range n.Marks() {
			fmt.Fprintf(&b, " %v %v %q", m.Kind, m.Point, m.Text)
		}
		for _, p := range n.Props() {
			if n.Parent() == nil && strings.Contains(" SZ KM HA RU RE ", " "+p.ID+" ") {
				continue
			}
			fmt.Fprintf(&b, " %s%q", p.ID, p.Values)
		}
		b.WriteByte('\n')
		kids := n.Children()
		for i := len(kids) - 1; i >= 0; i-- {
			stack = append(stack, item{kids[i], it.depth + 1})
		}
	}
	for _, c := range []core.Color{core.Black, core.White} {
		fmt.Fprintf(&b, "%v stones %v prisoners %d hash %x\n", c, g.Board().Stones(c), g.Board().Prisoners(c), g.Board().Hash())
	}
	return b.String()
}

// same fails unless got equals want, the tree compared through Dump.
func same(t *testing.T, got, want *match.GameRecord) {
	t.Helper()
	if gd, wd := dump(got.Game), dump(want.Game); gd != wd {
		t.Errorf("game %s tree:\n got %s\nwant %s", want.ID, gd, wd)
	}
	g, w := *got, *want
	g.Game, w.Game = nil, nil
	if !g.CreatedAt.Equal(w.CreatedAt) || !g.UpdatedAt.Equal(w.UpdatedAt) {
		t.Errorf("game %s times: got %v, %v; want %v, %v", want.ID, g.CreatedAt, g.UpdatedAt, w.CreatedAt, w.UpdatedAt)
	}
	g.CreatedAt, g.UpdatedAt, w.CreatedAt, w.UpdatedAt = time.Time{}, time.Time{}, time.Time{}, time.Time{}
	if len(g.Dead) == 0 && len(w.Dead) == 0 {
		g.Dead, w.Dead = nil, nil
	}
	if fmt.Sprintf("%+v", g) != fmt.Sprintf("%+v", w) {
		t.Errorf("game %s:\n got %+v\nwant %+v", want.ID, g, w)
	}
}

func testRoundTrip(t *testing.T, s *Subject) {
	ctx := context.Background()
	r := playing(t, "g1", "c1")
	r.Game = richGame(t)
	r.Status = match.StatusScoring
	r.Dead = []core.Point{core.Pt(2, 2), core.Pt(12, 12)}
	r.BlackAccepts = true
	r.UndoBy, r.UndoAt = core.White, 3
	r.ResumedAt = 2
	r.AbandonBy, r.AbandonAt = core.Black, 4
	r.Proposal = match.Proposal{Size: 13, Komi: 0.5, Handicap: 2, Rules: "chinese", Color: core.White,
		Clock: match.TimeControl{Main: 20 * time.Minute, Increment: 30 * time.Second}, Expiry: 24 * time.Hour, Engine: 3}
	r.Clock = r.Proposal.Clock
	r.BlackLeft, r.WhiteLeft = 19*time.Minute+time.Nanosecond, 20*time.Minute
	r.TurnStart, r.Reminders = t0.Add(-time.Minute), 1
	r.Deadline = t0.Add(17 * time.Minute)
	r.Ended = t0.Add(time.Hour)
	if err := s.Games.CreateGame(ctx, r); err != nil {
		t.Fatal(err)
	}
	if r.Version != 1 {
		t.Errorf("CreateGame set version %d, want 1", r.Version)
	}
	for name, get := range map[string]func() (*match.GameRecord, error){
		"ActiveGame": func() (*match.GameRecord, error) { return s.Games.ActiveGame(ctx, "c1") },
		"Game":       func() (*match.GameRecord, error) { return s.Games.Game(ctx, "g1") },
	} {
		got, err := get()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		same(t, got, r)
		// The tree read back plays on: the variation's next move.
		got.Game.SetResult(core.Result{})
		m, _ := core.ParseMove(core.Black, "A13", 13)
		if err := got.Game.Play(m); err != nil {
			t.Errorf("%s: playing on after reading: %v", name, err)
		}
	}
}

func testChallenge(t *testing.T, s *Subject) {
	ctx := context.Background()
	r := playing(t, "ch1", "c1")
	r.Status, r.Game, r.Black, r.White = match.StatusChallenge, nil, match.User{}, match.User{}
	r.Challenged = match.User{}
	if err := s.Games.CreateGame(ctx, r); err != nil {
		t.Fatal(err)
	}
	got, err := s.Games.ActiveGame(ctx, "c1")
	if err != nil {
		t.Fatal(err)
	}
	same(t, got, r)
	// A challenge has no tree, and a save of it (here naming the opponent)
	// is saved whole: only a row that cannot be read is kept as it was.
	got.Challenged = match.User{ID: "3", Name: "carol"}
	if err := s.Games.SaveGame(ctx, got); err != nil {
		t.Fatal(err)
	}
	if again, err := s.Games.Game(ctx, "ch1"); err != nil || again.Challenged != got.Challenged {
		t.Fatalf("a challenge saved with its opponent named: %+v, %v", again, err)
	}
	// Accepting starts the game in the same record.
	got.Status, got.Black, got.White = match.StatusPlaying, r.Challenger, match.User{ID: "3", Name: "carol"}
	got.Game, _ = core.NewGame(core.Size(9))
	if err := s.Games.SaveGame(ctx, got); err != nil {
		t.Fatal(err)
	}
	again, err := s.Games.Game(ctx, "ch1")
	if err != nil {
		t.Fatal(err)
	}
	same(t, again, got)
}

func testNotFound(t *testing.T, s *Subject) {
	ctx := context.Background()
	if _, err := s.Games.ActiveGame(ctx, "nowhere"); !errors.Is(err, match.ErrNotFound) {
		t.Errorf("ActiveGame of an empty channel: %v, want ErrNotFound", err)
	}
	if _, err := s.Games.Game(ctx, "nothing"); !errors.Is(err, match.ErrNotFound) {
		t.Errorf("Game of an unknown id: %v, want ErrNotFound", err)
	}
	r := playing(t, "ghost", "c1")
	r.Version = 1
	if err := s.Games.SaveGame(ctx, r); !errors.Is(err, match.ErrNotFound) {
		t.Errorf("SaveGame of an unknown id: %v, want ErrNotFound", err)
	}
	if err := s.Games.CreateGame(ctx, &match.GameRecord{ChannelID: "c1", Status: match.StatusChallenge}); err == nil {
		t.Error("CreateGame without an id succeeded")
	}
}

// testLastFinished finishes games in two channels, at different times,
// next to games that did not finish (a declined challenge, a game in play,
// an abandoned review), and asks each channel for its last finished game.
func testLastFinished(t *testing.T, s *Subject) {
	ctx := context.Background()
	if _, err := s.Games.LastFinishedGame(ctx, "c1"); !errors.Is(err, match.ErrNotFound) {
		t.Errorf("LastFinishedGame of an empty channel: %v, want ErrNotFound", err)
	}
	// finish creates a game in ch at created, plays a move and finishes it
	// at ended.
	finish := func(id, ch string, created, ended time.Time) *match.GameRecord {
		t.Helper()
		g := playing(t, id, ch)
		g.CreatedAt, g.UpdatedAt = created, created
		if err := s.Games.CreateGame(ctx, g); err != nil {
			t.Fatal(err)
		}
		m, _ := core.ParseMove(core.Black, "E5", 9)
		if err := g.Game.Play(m); err != nil {
			t.Fatal(err)
		}
		g.Game.SetResult(core.Result{Winner: core.White, Reason: core.ByResignation})
		g.Status, g.UpdatedAt = match.StatusFinished, ended
		if err := s.Games.SaveGame(ctx, g); err != nil {
			t.Fatal(err)
		}
		return g
	}
	h := time.Hour
	finish("early", "c1", t0, t0.Add(h))
	// Created before "early" but finished after it: the finish counts.
	long := finish("long", "c1", t0.Add(-h), t0.Add(2*h))
	finish("elsewhere", "c2", t0, t0.Add(3*h))
	// Later, in c1: a challenge declined and a game still in play.
	declined := playing(t, "declined", "c1")
	declined.Status, declined.Game, declined.CreatedAt, declined.UpdatedAt = match.StatusDeclined, nil, t0.Add(4*h), t0.Add(4*h)
	if err := s.Games.CreateGame(ctx, declined); err != nil {
		t.Fatal(err)
	}
	inPlay := playing(t, "in-play", "c1")
	inPlay.CreatedAt, inPlay.UpdatedAt = t0.Add(5*h), t0.Add(5*h)
	if err := s.Games.CreateGame(ctx, inPlay); err != nil {
		t.Fatal(err)
	}
	got, err := s.Games.LastFinishedGame(ctx, "c1")
	if err != nil {
		t.Fatal(err)
	}
	same(t, got, long)
	if got.Game.Result().String() != "W+R" || got.Game.MoveNumber() != 1 {
		t.Errorf("the last finished game reads back with result %s after %d moves, want W+R after 1", got.Game.Result(), got.Game.MoveNumber())
	}
	if got, err := s.Games.LastFinishedGame(ctx, "c2"); err != nil || got.ID != "elsewhere" {
		t.Errorf("LastFinishedGame of c2: %+v, %v; want elsewhere", got, err)
	}
	// Finished at the same moment: the one created later is the last.
	finish("tie-a", "c3", t0, t0.Add(h))
	finish("tie-b", "c3", t0.Add(h/2), t0.Add(h))
	if got, err := s.Games.LastFinishedGame(ctx, "c3"); err != nil || got.ID != "tie-b" {
		t.Errorf("LastFinishedGame of c3: %+v, %v; want tie-b", got, err)
	}
	// The record the caller gets is its own.
	got.Game.SetResult(core.Result{})
	if again, err := s.Games.LastFinishedGame(ctx, "c1"); err != nil || again.Game.Result().String() != "W+R" {
		t.Errorf("changing a returned record changed the store: %v, %v", again.Game.Result(), err)
	}
}

func testVersions(t *testing.T, s *Subject) {
	ctx := context.Background()
	r := playing(t, "g1", "c1")
	if err := s.Games.CreateGame(ctx, r); err != nil {
		t.Fatal(err)
	}
	a, _ := s.Games.ActiveGame(ctx, "c1")
	b, _ := s.Games.ActiveGame(ctx, "c1")
	if a.Version != 1 || b.Version != 1 {
		t.Fatalf("versions read %d, %d; want 1", a.Version, b.Version)
	}
	m, _ := core.ParseMove(core.Black, "E5", 9)
	if err := a.Game.Play(m); err != nil {
		t.Fatal(err)
	}
	if err := s.Games.SaveGame(ctx, a); err != nil {
		t.Fatal(err)
	}
	if a.Version != 2 {
		t.Errorf("SaveGame left version %d, want 2", a.Version)
	}
	m2, _ := core.ParseMove(core.Black, "D4", 9)
	if err := b.Game.Play(m2); err != nil {
		t.Fatal(err)
	}
	if err := s.Games.SaveGame(ctx, b); !errors.Is(err, match.ErrConflict) {
		t.Fatalf("saving a stale version: %v, want ErrConflict", err)
	}
	if b.Version != 1 {
		t.Errorf("a failed save changed the caller's version to %d", b.Version)
	}
	got, err := s.Games.Game(ctx, "g1")
	if err != nil {
		t.Fatal(err)
	}
	if got.Version != 2 || got.Game.LastMove() != m {
		t.Errorf("after the conflict: version %d, last move %v; want 2, %v", got.Version, got.Game.LastMove(), m)
	}
	// Saving again from the new version works.
	if err := s.Games.SaveGame(ctx, a); err != nil || a.Version != 3 {
		t.Errorf("second save: %v, version %d", err, a.Version)
	}
}

func testChannelBusy(t *testing.T, s *Subject) {
	ctx := context.Background()
	a := playing(t, "a", "c1")
	if err := s.Games.CreateGame(ctx, a); err != nil {
		t.Fatal(err)
	}
	if err := s.Games.CreateGame(ctx, playing(t, "b", "c1")); !errors.Is(err, match.ErrChannelBusy) {
		t.Fatalf("second active game in a channel: %v, want ErrChannelBusy", err)
	}
	if err := s.Games.CreateGame(ctx, playing(t, "a", "c2")); err == nil || errors.Is(err, match.ErrChannelBusy) {
		t.Errorf("a duplicate id: %v, want an error other than ErrChannelBusy", err)
	}
	// Finished games do not occupy the channel, and several may exist.
	a.Status = match.StatusFinished
	a.Game.SetResult(core.Result{Reason: core.Void})
	if err := s.Games.SaveGame(ctx, a); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Games.ActiveGame(ctx, "c1"); !errors.Is(err, match.ErrNotFound) {
		t.Errorf("ActiveGame after the game finished: %v, want ErrNotFound", err)
	}
	b := playing(t, "b", "c1")
	if err := s.Games.CreateGame(ctx, b); err != nil {
		t.Fatalf("new game after the first finished: %v", err)
	}
	got, err := s.Games.ActiveGame(ctx, "c1")
	if err != nil || got.ID != "b" {
		t.Fatalf("ActiveGame: %v, %v; want game b", got, err)
	}
	// Re-activating the finished game would make two active games.
	a.Status = match.StatusPlaying
	if err := s.Games.SaveGame(ctx, a); !errors.Is(err, match.ErrChannelBusy) {
		t.Errorf("re-activating a game in a busy channel: %v, want ErrChannelBusy", err)
	}
	declined := playing(t, "d", "c1")
	declined.Status = match.StatusDeclined
	if err := s.Games.CreateGame(ctx, declined); err != nil {
		t.Errorf("storing a declined challenge beside an active game: %v", err)
	}
}

func testOwnership(t *testing.T, s *Subject) {
	ctx := context.Background()
	r := playing(t, "g1", "c1")
	r.Dead = []core.Point{core.Pt(1, 1)}
	if err := s.Games.CreateGame(ctx, r); err != nil {
		t.Fatal(err)
	}
	m, _ := core.ParseMove(core.Black, "E5", 9)
	r.Game.Play(m) // after CreateGame: must not reach the store
	r.Dead[0] = core.Pt(2, 2)
	got, _ := s.Games.Game(ctx, "g1")
	got.Game.Play(m)
	got.Black.Name = "mallory"
	again, err := s.Games.Game(ctx, "g1")
	if err != nil {
		t.Fatal(err)
	}
	if again.Game.MoveNumber() != 0 || again.Black.Name != "alice" || again.Dead[0] != core.Pt(1, 1) {
		t.Errorf("changes to records reached the store: move %d, black %q, dead %v", again.Game.MoveNumber(), again.Black.Name, again.Dead)
	}
}

// testConcurrentSaves has many writers save the same version: exactly one
// wins, the others get ErrConflict, and the stored game is the winner's.
func testConcurrentSaves(t *testing.T, s *Subject) {
	ctx := context.Background()
	if err := s.Games.CreateGame(ctx, playing(t, "g1", "c1")); err != nil {
		t.Fatal(err)
	}
	const writers = 8
	recs := make([]*match.GameRecord, writers)
	for i := range recs {
		r, err := s.Games.Game(ctx, "g1")
		if err != nil {
			t.Fatal(err)
		}
		m, _ := core.ParseMove(core.Black, core.Pt(i, 0).String(), 9)
		if err := r.Game.Play(m); err != nil {
			t.Fatal(err)
		}
		recs[i] = r
	}
	errs := make([]error, writers)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range recs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			errs[i] = s.Games.SaveGame(ctx, recs[i])
		}()
	}
	close(start)
	wg.Wait()
	winner := -1
	for i, err := range errs {
		switch {
		case err == nil && winner >= 0:
			t.Errorf("writers %d and %d both saved version 1", winner, i)
		case err == nil:
			winner = i
		case !errors.Is(err, match.ErrConflict):
			t.Errorf("writer %d: %v, want ErrConflict", i, err)
		}
	}
	if winner < 0 {
		t.Fatal("no writer saved")
	}
	got, err := s.Games.Game(ctx, "g1")
	if err != nil {
		t.Fatal(err)
	}
	if got.Version != 2 || got.Game.LastMove() != recs[winner].Game.LastMove() {
		t.Errorf("stored version %d move %v; want 2, the winner's %v", got.Version, got.Game.LastMove(), recs[winner].Game.LastMove())
	}
}

// testConcurrentCreates has many games created in one channel at once:
// exactly one is active.
func testConcurrentCreates(t *testing.T, s *Subject) {
	ctx := context.Background()
	const n = 8
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range errs {
		r := playing(t, fmt.Sprintf("g%d", i), "c1")
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = s.Games.CreateGame(ctx, r)
		}()
	}
	wg.Wait()
	won := 0
	for i, err := range errs {
		switch {
		case err == nil:
			won++
		case !errors.Is(err, match.ErrChannelBusy):
			t.Errorf("create %d: %v, want ErrChannelBusy", i, err)
		}
	}
	if won != 1 {
		t.Errorf("%d games created in one channel, want 1", won)
	}
}

func testClaim(t *testing.T, s *Subject) {
	ctx := context.Background()
	ok, err := s.Interactions.Claim(ctx, "i1", t0)
	if err != nil || !ok {
		t.Fatalf("first claim: %v, %v", ok, err)
	}
	ok, err = s.Interactions.Claim(ctx, "i2", t0)
	if err != nil || !ok {
		t.Fatalf("claim of another id: %v, %v", ok, err)
	}
	// Within the retention, at any later time and after other claims that
	// may trigger a clean-up, the id stays claimed.
	for _, d := range []time.Duration{0, time.Second, 5 * time.Minute, match.InteractionRetention - time.Second} {
		if _, err := s.Interactions.Claim(ctx, fmt.Sprintf("other-%v", d), t0.Add(d)); err != nil {
			t.Fatal(err)
		}
		ok, err := s.Interactions.Claim(ctx, "i1", t0.Add(d))
		if err != nil || ok {
			t.Errorf("repeated claim %v later: %v, %v; want false", d, ok, err)
		}
	}
	// Expiry is testForget's.
}

func testConcurrentClaims(t *testing.T, s *Subject) {
	ctx := context.Background()
	if won := race(t, 8, func() (bool, error) { return s.Interactions.Claim(ctx, "same", t0) }); won != 1 {
		t.Errorf("%d concurrent claims of one id succeeded, want 1", won)
	}
}

// race runs claim n times at once and returns how many won.
func race(t *testing.T, n int, claim func() (bool, error)) int {
	var wg sync.WaitGroup
	var mu sync.Mutex
	won := 0
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ok, err := claim()
			if err != nil {
				t.Error(err)
			}
			if ok {
				mu.Lock()
				won++
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return won
}

func testSettings(t *testing.T, s *Subject) {
	ctx := context.Background()
	st, err := s.Guilds.Settings(ctx, "g1")
	if err != nil {
		t.Fatal(err)
	}
	if st.GuildID != "g1" || st.Rules != "" || st.Size != 0 || st.Komi != nil {
		t.Errorf("unsaved settings: %+v, want the zero settings of g1", st)
	}
	k := 6.5
	if err := s.Guilds.SaveSettings(ctx, match.Settings{GuildID: "g1", Rules: "chinese", Size: 13, Komi: &k}); err != nil {
		t.Fatal(err)
	}
	k = 99 // must not reach the store
	st, err = s.Guilds.Settings(ctx, "g1")
	if err != nil {
		t.Fatal(err)
	}
	if st.Rules != "chinese" || st.Size != 13 || st.Komi == nil || *st.Komi != 6.5 {
		t.Errorf("settings read back: %+v", st)
	}
	if err := s.Guilds.SaveSettings(ctx, match.Settings{GuildID: "g1", Size: 9}); err != nil {
		t.Fatal(err)
	}
	st, _ = s.Guilds.Settings(ctx, "g1")
	if st.Rules != "" || st.Size != 9 || st.Komi != nil {
		t.Errorf("replaced settings: %+v", st)
	}
	if other, _ := s.Guilds.Settings(ctx, "g2"); other.Size != 0 {
		t.Errorf("another guild's settings: %+v", other)
	}
	daily := match.Settings{GuildID: "g1", Size: 9, PuzzleChannel: "300000000000000001", PuzzleHour: 23}
	if err := s.Guilds.SaveSettings(ctx, daily); err != nil {
		t.Fatal(err)
	}
	if st, _ = s.Guilds.Settings(ctx, "g1"); st.PuzzleChannel != daily.PuzzleChannel || st.PuzzleHour != 23 {
		t.Errorf("daily puzzle settings read back: %+v", st)
	}
	if err := s.Guilds.SaveSettings(ctx, match.Settings{GuildID: "g1", PuzzleChannel: "3", PuzzleHour: 24}); err == nil {
		t.Error("an hour of 24 was saved")
	}
}

// testDailyPosts: the guilds with a puzzle channel are listed, and each
// guild's post of a day can be claimed once, by one of many claimers, and
// claimed again once released.
func testDailyPosts(t *testing.T, s *Subject) {
	d := s.Daily
	if d == nil {
		t.Fatal("the store has no daily posts (Stores.Daily is nil)")
	}
	ctx := context.Background()
	for _, st := range []match.Settings{
		{GuildID: "g2", PuzzleChannel: "c2", PuzzleHour: 9},
		{GuildID: "g1", PuzzleChannel: "c1", PuzzleHour: 0, Size: 13},
		{GuildID: "g3", Size: 9},
	} {
		if err := s.Guilds.SaveSettings(ctx, st); err != nil {
			t.Fatal(err)
		}
	}
	gs, err := d.DailyGuilds(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(gs) != 2 || gs[0].GuildID != "g1" || gs[0].PuzzleChannel != "c1" || gs[0].Size != 13 || gs[1].GuildID != "g2" || gs[1].PuzzleHour != 9 {
		t.Fatalf("daily guilds: %+v", gs)
	}
	won := race(t, 8, func() (bool, error) { return d.ClaimDailyPost(ctx, "g1", "2026-11-23", "c1", t0) })
	if won != 1 {
		t.Fatalf("%d of 8 concurrent claims won, want 1", won)
	}
	if ok, _ := d.ClaimDailyPost(ctx, "g1", "2026-11-24", "c1", t0); !ok {
		t.Error("the next day's claim failed")
	}
	if ok, _ := d.ClaimDailyPost(ctx, "g2", "2026-11-23", "c2", t0); !ok {
		t.Error("another guild's claim failed")
	}
	if err := d.ReleaseDailyPost(ctx, "g1", "2026-11-23"); err != nil {
		t.Fatal(err)
	}
	if ok, _ := d.ClaimDailyPost(ctx, "g1", "2026-11-23", "c1", t0); !ok {
		t.Error("a released claim could not be claimed again")
	}
	if ok, _ := d.ClaimDailyPost(ctx, "g1", "2026-11-23", "c1", t0); ok {
		t.Error("a claim was won twice")
	}
	// Winning a day's claim deletes the guild's claims of over a week
	// before, and only those: the table does not grow for ever.
	for _, day := range []string{"2026-10-01", "2026-11-20"} {
		if ok, err := d.ClaimDailyPost(ctx, "g3", day, "c3", t0); err != nil || !ok {
			t.Fatalf("claiming g3's %s: %v, %v", day, ok, err)
		}
	}
	if ok, err := d.ClaimDailyPost(ctx, "g3", "2026-11-24", "c3", t0); err != nil || !ok {
		t.Fatalf("claiming g3's 2026-11-24: %v, %v", ok, err)
	}
	for day, want := range map[string]bool{"2026-10-01": true, "2026-11-20": false} {
		if ok, err := d.ClaimDailyPost(ctx, "g3", day, "c3", t0); err != nil || ok != want {
			t.Errorf("claiming g3's %s after the claim of 2026-11-24: %v, %v; want %v", day, ok, err, want)
		}
	}
	if ok, err := d.ClaimDailyPost(ctx, "g1", "2026-11-23", "c1", t0); err != nil || ok {
		t.Errorf("another guild's claim after g3's clean-up: %v, %v; want false", ok, err)
	}
	if _, err := d.ClaimDailyPost(ctx, "g1", "23/11/2026", "c1", t0); err == nil {
		t.Error("a day not written YYYY-MM-DD was claimed")
	}
}

// testCorrupt damages one game's row in each way a row can be damaged and
// checks that the game reports ErrCorrupt with the fields needed to end it,
// that it can be ended, which frees its channel but keeps every stored byte
// but its status (a truncated SGF may still be recovered by hand), and that
// the other game keeps working.
func testCorrupt(t *testing.T, open Open) {
	cases := []struct {
		column string
		value  any
		// challenge damages a challenge, which has no tree, instead of a
		// game in play.
		challenge bool
	}{
		{"tree", []byte(`(;FF[4]SZ[9];B[zz])`), false},
		{"tree", []byte(`(;FF[4]SZ[9];B[ee]`), false},
		{"tree", []byte("\x00\xff not a tree"), false},
		{"tree_format", "sgf/99", false},
		{"cursor", "0*5", false},
		{"cursor", "x", false},
		{"meta", []byte("{"), false},
		{"meta", []byte(`{"undo_by":"purple"}`), false},
		{"meta", []byte(`{"dead":[[40,2]]}`), false},
		{"status", "exploded", false},
		{"meta", []byte("{"), true},
		{"meta", []byte(`{"proposal":{"color":"purple"}}`), true},
	}
	for _, c := range cases {
		name := fmt.Sprintf("%s=%.12q", c.column, c.value)
		if c.challenge {
			name = "challenge/" + name
		}
		t.Run(name, func(t *testing.T) {
			s := open(t)
			if s.Corrupt == nil {
				t.Skip("this store keeps no rows to corrupt")
			}
			ctx := context.Background()
			bad, good := playing(t, "bad", "c1"), playing(t, "good", "c2")
			if c.challenge {
				bad.Status, bad.Game, bad.Black, bad.White = match.StatusChallenge, nil, match.User{}, match.User{}
			}
			for _, r := range []*match.GameRecord{bad, good} {
				if err := s.Games.CreateGame(ctx, r); err != nil {
					t.Fatal(err)
				}
			}
			if err := s.Corrupt(ctx, "bad", c.column, c.value); err != nil {
				t.Fatal(err)
			}
			for name, get := range map[string]func() (*match.GameRecord, error){
				"ActiveGame": func() (*match.GameRecord, error) { return s.Games.ActiveGame(ctx, "c1") },
				"Game":       func() (*match.GameRecord, error) { return s.Games.Game(ctx, "bad") },
			} {
				got, err := get()
				if !errors.Is(err, match.ErrCorrupt) {
					t.Fatalf("%s: %v, want ErrCorrupt", name, err)
				}
				if got == nil || got.ID != "bad" || got.ChannelID != "c1" || got.Version != 1 || got.Game != nil || !got.Status.Active() {
					t.Fatalf("%s: partial record %+v; want id, channel, an active status, version 1, no game", name, got)
				}
			}
			// Other games are unaffected.
			g, err := s.Games.ActiveGame(ctx, "c2")
			if err != nil {
				t.Fatalf("the other game: %v", err)
			}
			m, _ := core.ParseMove(core.Black, "E5", 9)
			g.Game.Play(m)
			if err := s.Games.SaveGame(ctx, g); err != nil {
				t.Fatalf("saving the other game: %v", err)
			}
			// The corrupt game can be ended (as /game abandon does), which
			// frees its channel and changes nothing stored but its status.
			kept := []string{"guild_id", "channel_id", "meta", "tree", "tree_format", "cursor", "created_at"}
			before := map[string]any{}
			for _, col := range kept {
				v, err := s.Raw(ctx, "bad", col)
				if err != nil {
					t.Fatal(err)
				}
				before[col] = v
			}
			p, _ := s.Games.ActiveGame(ctx, "c1")
			p.Status = match.StatusFinished
			if c.challenge {
				p.Status = match.StatusDeclined
			}
			p.Interaction, p.UpdatedAt = "abandon", t0.Add(time.Minute)
			if err := s.Games.SaveGame(ctx, p); err != nil {
				t.Fatalf("ending the corrupt game: %v", err)
			}
			if p.Version != 2 {
				t.Errorf("ending the corrupt game left version %d, want 2", p.Version)
			}
			for _, col := range kept {
				after, err := s.Raw(ctx, "bad", col)
				if err != nil {
					t.Fatal(err)
				}
				if fmt.Sprintf("%T %q", after, after) != fmt.Sprintf("%T %q", before[col], before[col]) {
					t.Errorf("ending the corrupt game changed column %s from %T %.60q to %T %.60q", col, before[col], before[col], after, after)
				}
			}
			if st, err := s.Raw(ctx, "bad", "status"); err != nil || fmt.Sprintf("%s", st) != p.Status.String() {
				t.Errorf("the ended game's status column: %v, %v; want %q", st, err, p.Status.String())
			}
			if seen, err := s.Interactions.Seen(ctx, "abandon"); err != nil || !seen {
				t.Errorf("the ending interaction: seen %v, %v; want true", seen, err)
			}
			ended, err := s.Games.Game(ctx, "bad")
			if ended == nil || ended.Status != p.Status || ended.Version != 2 {
				t.Errorf("the ended game reads back as %+v, %v; want status %v, version 2", ended, err, p.Status)
			}
			if _, err := s.Games.ActiveGame(ctx, "c1"); !errors.Is(err, match.ErrNotFound) {
				t.Errorf("the ended game's channel: %v, want ErrNotFound", err)
			}
			if err := s.Games.CreateGame(ctx, playing(t, "next", "c1")); err != nil {
				t.Fatalf("a new game in the freed channel: %v", err)
			}
			// The ended game is the channel's last finished one, and still
			// cannot be read (unless its status was what was damaged: ending
			// it wrote a good one).
			if !c.challenge && c.column != "status" {
				last, err := s.Games.LastFinishedGame(ctx, "c1")
				if !errors.Is(err, match.ErrCorrupt) || last == nil || last.ID != "bad" || last.Game != nil {
					t.Errorf("LastFinishedGame of the ended corrupt game: %+v, %v; want its partial record and ErrCorrupt", last, err)
				}
			}
		})
	}
}

func testReopen(t *testing.T, s *Subject) {
	if s.Reopen == nil {
		t.Skip("this store keeps nothing across restarts")
	}
	ctx := context.Background()
	r := playing(t, "g1", "c1")
	r.Game = richGame(t)
	r.Game.SetResult(core.Result{})
	if err := s.Games.CreateGame(ctx, r); err != nil {
		t.Fatal(err)
	}
	m, _ := core.ParseMove(core.Black, "A13", 13)
	if err := r.Game.Play(m); err != nil {
		t.Fatal(err)
	}
	r.UpdatedAt = t0.Add(time.Minute)
	if err := s.Games.SaveGame(ctx, r); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Interactions.Claim(ctx, "i1", t0); err != nil {
		t.Fatal(err)
	}
	k := 5.5
	if err := s.Guilds.SaveSettings(ctx, match.Settings{GuildID: "g", Size: 19, Komi: &k}); err != nil {
		t.Fatal(err)
	}
	st := s.Reopen(t)
	got, err := st.Games.ActiveGame(ctx, "c1")
	if err != nil {
		t.Fatal(err)
	}
	same(t, got, r)
	if ok, err := st.Interactions.Claim(ctx, "i1", t0.Add(time.Minute)); err != nil || ok {
		t.Errorf("claim after reopening: %v, %v; want false", ok, err)
	}
	if set, err := st.Guilds.Settings(ctx, "g"); err != nil || set.Size != 19 || set.Komi == nil || *set.Komi != 5.5 {
		t.Errorf("settings after reopening: %+v, %v", set, err)
	}
}

// testWriteRecordsInteraction: a game write with an interaction id records
// the id with it, atomically: a write whose id was recorded before fails
// with ErrAlreadyHandled and changes nothing, and a write that fails for
// another reason leaves its id unrecorded, so that a retry can apply it.
func testWriteRecordsInteraction(t *testing.T, s *Subject) {
	ctx := context.Background()
	r := playing(t, "g1", "c1")
	r.Interaction = "create-1"
	if err := s.Games.CreateGame(ctx, r); err != nil {
		t.Fatal(err)
	}
	if seen, err := s.Interactions.Seen(ctx, "create-1"); err != nil || !seen {
		t.Fatalf("the creating interaction: seen %v, %v; want true", seen, err)
	}
	if ok, err := s.Interactions.Claim(ctx, "create-1", t0); err != nil || ok {
		t.Errorf("claiming the creating interaction again: %v, %v; want false", ok, err)
	}
	// The same interaction creating again (a redelivery) is refused, and
	// nothing is created, even in another channel.
	again := playing(t, "g2", "c2")
	again.Interaction = "create-1"
	if err := s.Games.CreateGame(ctx, again); !errors.Is(err, match.ErrAlreadyHandled) {
		t.Fatalf("creating with a handled interaction: %v, want ErrAlreadyHandled", err)
	}
	if _, err := s.Games.ActiveGame(ctx, "c2"); !errors.Is(err, match.ErrNotFound) {
		t.Errorf("the refused creation left a game in c2: %v", err)
	}

	a, err := s.Games.ActiveGame(ctx, "c1")
	if err != nil {
		t.Fatal(err)
	}
	if a.Interaction != "" {
		t.Errorf("a loaded record carries interaction %q; want none", a.Interaction)
	}
	stale, _ := s.Games.ActiveGame(ctx, "c1")
	m, _ := core.ParseMove(core.Black, "E5", 9)
	if err := a.Game.Play(m); err != nil {
		t.Fatal(err)
	}
	a.Interaction, a.UpdatedAt = "move-1", t0.Add(time.Second)
	if err := s.Games.SaveGame(ctx, a); err != nil {
		t.Fatal(err)
	}
	if seen, err := s.Interactions.Seen(ctx, "move-1"); err != nil || !seen {
		t.Fatalf("the saving interaction: seen %v, %v; want true", seen, err)
	}
	// A second delivery of move-1, read before the first saved: refused
	// for the interaction (not merely as a conflict), nothing changes.
	m2, _ := core.ParseMove(core.Black, "D4", 9)
	if err := stale.Game.Play(m2); err != nil {
		t.Fatal(err)
	}
	stale.Interaction = "move-1"
	if err := s.Games.SaveGame(ctx, stale); !errors.Is(err, match.ErrAlreadyHandled) {
		t.Fatalf("saving with a handled interaction: %v, want ErrAlreadyHandled", err)
	}
	// The same delivery on the current version is refused too.
	cur, _ := s.Games.ActiveGame(ctx, "c1")
	w, _ := core.ParseMove(core.White, "C3", 9)
	if err := cur.Game.Play(w); err != nil {
		t.Fatal(err)
	}
	cur.Interaction = "move-1"
	if err := s.Games.SaveGame(ctx, cur); !errors.Is(err, match.ErrAlreadyHandled) {
		t.Fatalf("saving the current version with a handled interaction: %v, want ErrAlreadyHandled", err)
	}
	if cur.Version != 2 {
		t.Errorf("a refused save changed the caller's version to %d", cur.Version)
	}
	got, _ := s.Games.Game(ctx, "g1")
	if got.Version != 2 || got.Game.LastMove() != m {
		t.Errorf("after the refused saves: version %d, last move %v; want 2, %v", got.Version, got.Game.LastMove(), m)
	}
	// A save that fails on the version leaves its interaction unrecorded:
	// the retry, on the fresh version, applies it.
	stale.Interaction = "move-2"
	if err := s.Games.SaveGame(ctx, stale); !errors.Is(err, match.ErrConflict) {
		t.Fatalf("stale save: %v, want ErrConflict", err)
	}
	if seen, err := s.Interactions.Seen(ctx, "move-2"); err != nil || seen {
		t.Fatalf("a failed save recorded its interaction: seen %v, %v", seen, err)
	}
	cur.Interaction = "move-2"
	if err := s.Games.SaveGame(ctx, cur); err != nil {
		t.Fatalf("the retry: %v", err)
	}
	got, _ = s.Games.Game(ctx, "g1")
	if got.Version != 3 || got.Game.LastMove() != w {
		t.Errorf("after the retry: version %d, last move %v; want 3, %v", got.Version, got.Game.LastMove(), w)
	}
	// A creation refused because the channel is busy leaves its id free.
	busy := playing(t, "g3", "c1")
	busy.Interaction = "create-2"
	if err := s.Games.CreateGame(ctx, busy); !errors.Is(err, match.ErrChannelBusy) {
		t.Fatalf("creating in a busy channel: %v", err)
	}
	if seen, _ := s.Interactions.Seen(ctx, "create-2"); seen {
		t.Error("a refused creation recorded its interaction")
	}
	if seen, _ := s.Interactions.Seen(ctx, "never"); seen {
		t.Error("an unknown interaction is seen")
	}
}

// testConcurrentDeliveries: several deliveries of one interaction, each
// having read the game and made the same move, race to save; exactly one
// applies it and the others are refused for the interaction or the version.
func testConcurrentDeliveries(t *testing.T, s *Subject) {
	ctx := context.Background()
	if err := s.Games.CreateGame(ctx, playing(t, "g1", "c1")); err != nil {
		t.Fatal(err)
	}
	const n = 8
	recs := make([]*match.GameRecord, n)
	for i := range recs {
		r, err := s.Games.ActiveGame(ctx, "c1")
		if err != nil {
			t.Fatal(err)
		}
		m, _ := core.ParseMove(core.Black, "E5", 9)
		if err := r.Game.Play(m); err != nil {
			t.Fatal(err)
		}
		r.Interaction = "dup"
		recs[i] = r
	}
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i, r := range recs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = s.Games.SaveGame(ctx, r)
		}()
	}
	wg.Wait()
	won := 0
	for _, err := range errs {
		switch {
		case err == nil:
			won++
		case errors.Is(err, match.ErrAlreadyHandled), errors.Is(err, match.ErrConflict):
		default:
			t.Errorf("a racing delivery: %v", err)
		}
	}
	got, _ := s.Games.Game(ctx, "g1")
	if won != 1 || got.Version != 2 || got.Game.MoveNumber() != 1 {
		t.Errorf("%d deliveries applied; game at version %d, move %d; want 1, 2, 1", won, got.Version, got.Game.MoveNumber())
	}
}

// testReview: a review (a record with its variations and comments, the
// cursor inside a variation) occupies its channel and round-trips.
func testReview(t *testing.T, s *Subject) {
	ctx := context.Background()
	r := &match.GameRecord{ID: "r1", GuildID: "g", ChannelID: "c1", Status: match.StatusReview,
		Challenger: match.User{ID: "1", Name: "alice"}, Black: match.User{Name: "Kim"}, White: match.User{Name: "Lee"},
		Game: richGame(t), CreatedAt: t0, UpdatedAt: t0}
	if err := s.Games.CreateGame(ctx, r); err != nil {
		t.Fatal(err)
	}
	got, err := s.Games.ActiveGame(ctx, "c1")
	if err != nil {
		t.Fatal(err)
	}
	same(t, got, r)
	if err := s.Games.CreateGame(ctx, playing(t, "g2", "c1")); !errors.Is(err, match.ErrChannelBusy) {
		t.Errorf("a game in a channel under review: %v, want ErrChannelBusy", err)
	}
	got.Status = match.StatusReviewed
	if err := s.Games.SaveGame(ctx, got); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Games.ActiveGame(ctx, "c1"); !errors.Is(err, match.ErrNotFound) {
		t.Errorf("an ended review still occupies its channel: %v", err)
	}
	ended, err := s.Games.Game(ctx, "r1")
	if err != nil || ended.Status != match.StatusReviewed {
		t.Errorf("the ended review: %v, %v", ended, err)
	}
}
