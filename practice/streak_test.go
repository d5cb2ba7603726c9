package practice_test

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/practice"
	"github.com/gobot-baduk/gobot/store/memory"
)

// fakeClock is a clock the test sets.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) set(t time.Time) {
	c.mu.Lock()
	c.t = t
	c.mu.Unlock()
}

// world is a Service over a memory store with a fake clock, and servers
// whose daily posts the test makes as the bot's schedule would.
type world struct {
	t     *testing.T
	clock *fakeClock
	store *memory.Store
	svc   *practice.Service
	n     int // interactions
}

func newWorld(t *testing.T) *world {
	c := &fakeClock{t: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	st := memory.New()
	return &world{t: t, clock: c, store: st, svc: practice.NewService(st, st, practice.WithClock(c), practice.WithRateLimit(0, 0))}
}

// server is a guild with a daily puzzle schedule.
type server struct {
	guild string
	sched practice.Schedule
}

// puzzleOf is the test's puzzle of a day.
func puzzleOf(d practice.Day) practice.Puzzle {
	return practice.Puzzle{ID: "p-" + d.String(), Level: 3}
}

// tick posts the server's puzzle if it is due and not posted yet, as the
// scheduler does, and reports whether it posted.
func (w *world) tick(s server) bool {
	w.t.Helper()
	ctx := context.Background()
	d, due := s.sched.Due(w.clock.Now())
	if !due {
		return false
	}
	cur, err := w.svc.Current(ctx, s.guild)
	if err != nil {
		w.t.Fatal(err)
	}
	if cur != nil && !cur.Day.Before(d) {
		return false
	}
	if err := w.svc.Posted(ctx, &practice.Daily{GuildID: s.guild, Day: d, PuzzleID: puzzleOf(d).ID, ChannelID: "c", MessageID: "m-" + d.String(), PostedAt: w.clock.Now()}); err != nil {
		w.t.Fatal(err)
	}
	return true
}

func (w *world) who(s server, user string) practice.Who {
	w.n++
	return practice.Who{GuildID: s.guild, UserID: user, Interaction: fmt.Sprintf("i%d", w.n)}
}

// current is the puzzle the server shows now: its latest daily's.
func (w *world) current(s server) practice.Puzzle {
	w.t.Helper()
	cur, err := w.svc.Current(context.Background(), s.guild)
	if err != nil || cur == nil {
		w.t.Fatalf("no current daily in %s: %v", s.guild, err)
	}
	return practice.Puzzle{ID: cur.PuzzleID, Level: 3}
}

// answer answers pz with a judgement of verdict v.
func (w *world) answer(s server, user string, pz practice.Puzzle, v practice.Verdict) *practice.Step {
	w.t.Helper()
	step, err := w.svc.Answer(context.Background(), w.who(s, user), pz, func(a *practice.Attempt) (practice.Judgement, error) {
		j := practice.Judgement{Verdict: v}
		if len(a.Line) == 0 {
			j.Start, j.StartWrong = "E19", v == practice.Wrong
			if v == practice.Wrong {
				j.Start = "D19"
			}
		}
		if v == practice.Progress {
			j.Line = []string{"E19", "D19"}
		}
		return j, nil
	})
	if err != nil {
		w.t.Fatal(err)
	}
	return step
}

// do runs one scripted action at the clock's time.
func (w *world) do(s server, action string) {
	w.t.Helper()
	ctx := context.Background()
	f := strings.Fields(action)
	switch {
	case action == "post":
		if !w.tick(s) {
			w.t.Fatalf("at %v nothing was due in %s", w.clock.Now().In(s.sched.Zone()), s.guild)
		}
	case action == "tick":
		w.tick(s)
	case len(f) == 2 && f[1] == "solves":
		w.answer(s, f[0], w.current(s), practice.Solved)
	case len(f) == 2 && f[1] == "errs":
		w.answer(s, f[0], w.current(s), practice.Wrong)
	case len(f) == 2 && f[1] == "hints":
		if _, err := w.svc.Hint(ctx, w.who(s, f[0]), w.current(s), func(*practice.Attempt) error { return nil }); err != nil {
			w.t.Fatal(err)
		}
	case len(f) == 2 && f[1] == "peeks":
		if _, err := w.svc.Show(ctx, w.who(s, f[0]), w.current(s)); err != nil {
			w.t.Fatal(err)
		}
	case len(f) == 3 && f[1] == "solves" && f[2] == "yesterday's":
		ds, err := w.svc.Dailies(ctx, s.guild, practice.NoDay, 2)
		if err != nil || len(ds) < 2 {
			w.t.Fatalf("no yesterday in %s: %v", s.guild, err)
		}
		w.answer(s, f[0], practice.Puzzle{ID: ds[1].PuzzleID, Level: 3}, practice.Solved)
	default:
		w.t.Fatalf("unknown action %q", action)
	}
}

// streaks writes each user's current and best streak: "alice 2/3 bob 0/1".
func (w *world) streaks(s server, users ...string) string {
	w.t.Helper()
	var parts []string
	for _, u := range users {
		st, err := w.svc.Stats(context.Background(), s.guild, u)
		if err != nil {
			w.t.Fatal(err)
		}
		parts = append(parts, fmt.Sprintf("%s %d/%d", u, st.Current, st.Best))
	}
	return strings.Join(parts, " ")
}

// event is a scripted step: at a local time of the server, an action,
// and the streaks expected after it ("" checks nothing).
type event struct {
	at   string // "2006-01-02 15:04" in the server's zone
	do   string
	want string
}

// TestStreaks: the streak rules, with a fake clock, in three zones,
// across midnight, daylight-saving changes and days without a post.
func TestStreaks(t *testing.T) {
	cases := []struct {
		name  string
		zone  string
		hour  int
		users []string
		steps []event
	}{
		{
			name: "LA: a day at a time across the spring-forward night", zone: "America/Los_Angeles", hour: 2, users: []string{"alice"},
			steps: []event{
				{"2026-03-06 02:00", "post", ""},
				{"2026-03-06 20:00", "alice solves", "alice 1/1"},
				{"2026-03-07 02:00", "post", "alice 1/1"},
				{"2026-03-07 23:59", "alice solves", "alice 2/2"},
				// 02:00 does not exist on 03-08: the post comes at 03:00.
				{"2026-03-08 01:59", "tick", "alice 2/2"},
				{"2026-03-08 03:00", "post", "alice 2/2"},
				{"2026-03-08 03:01", "alice solves", "alice 3/3"},
				// Before the next post, yesterday's puzzle is still today's.
				{"2026-03-09 01:30", "tick", "alice 3/3"},
				{"2026-03-09 02:00", "post", "alice 3/3"},
				{"2026-03-10 01:00", "alice solves", "alice 4/4"},
			},
		},
		{
			name: "LA: the fall-back night posts once", zone: "America/Los_Angeles", hour: 1, users: []string{"alice"},
			steps: []event{
				{"2026-10-31 01:00", "post", ""},
				{"2026-10-31 12:00", "alice solves", "alice 1/1"},
				{"2026-11-01 01:00", "post", "alice 1/1"},
				// The clocks go back: 01:00–02:00 comes again, in PST.
				{"2026-11-01 01:30", "tick", ""},
				{"2026-11-01 02:30", "tick", ""},
				{"2026-11-01 09:00", "alice solves", "alice 2/2"},
				{"2026-11-02 01:00", "post", "alice 2/2"},
				{"2026-11-02 01:05", "alice solves", "alice 3/3"},
			},
		},
		{
			name: "Auckland: the fall-back night, and a day when the bot was down", zone: "Pacific/Auckland", hour: 2, users: []string{"alice", "bob"},
			steps: []event{
				{"2026-04-03 02:00", "post", ""},
				{"2026-04-03 08:00", "alice solves", "alice 1/1 bob 0/0"},
				{"2026-04-03 09:00", "bob solves", "alice 1/1 bob 1/1"},
				{"2026-04-04 02:00", "post", ""},
				{"2026-04-04 22:00", "alice solves", "alice 2/2 bob 1/1"},
				// 2026-04-05: NZDT ends at 03:00, the clocks go back to
				// 02:00, and the post is made once.
				{"2026-04-05 02:00", "post", "alice 2/2 bob 0/1"},
				{"2026-04-05 02:59", "tick", ""},
				{"2026-04-05 03:30", "tick", ""},
				{"2026-04-05 10:00", "alice solves", "alice 3/3 bob 0/1"},
				// 2026-04-06: the bot is down all day; nothing is posted and
				// nobody can answer. That costs no one a streak.
				{"2026-04-07 02:00", "post", "alice 3/3 bob 0/1"},
				{"2026-04-07 11:00", "alice solves", "alice 4/4 bob 0/1"},
				{"2026-04-07 11:05", "bob solves", "alice 4/4 bob 1/1"},
			},
		},
		{
			name: "Kolkata: a post at midnight, a missed day, late and credited solves", zone: "Asia/Kolkata", hour: 0, users: []string{"alice", "bob", "carol"},
			steps: []event{
				{"2026-03-07 00:00", "post", ""},
				{"2026-03-07 23:59", "alice solves", "alice 1/1 bob 0/0 carol 0/0"},
				{"2026-03-07 23:59", "bob solves", "alice 1/1 bob 1/1 carol 0/0"},
				{"2026-03-08 00:00", "post", "alice 1/1 bob 1/1 carol 0/0"},
				{"2026-03-08 00:01", "alice solves", "alice 2/2 bob 1/1 carol 0/0"},
				// Bob does not solve 03-08's: his streak lives until the
				// next post, then breaks.
				{"2026-03-08 23:59", "carol hints", ""},
				{"2026-03-08 23:59", "carol solves", "alice 2/2 bob 1/1 carol 1/1"},
				{"2026-03-09 00:00", "post", "alice 2/2 bob 0/1 carol 1/1"},
				// Yesterday's puzzle, solved once today's is out, counts as
				// a solve but not for the streak.
				{"2026-03-09 00:30", "bob solves yesterday's", "alice 2/2 bob 0/1 carol 1/1"},
				{"2026-03-09 08:00", "bob solves", "alice 2/2 bob 1/1 carol 1/1"},
				// A wrong answer first still earns the day.
				{"2026-03-09 09:00", "alice errs", "alice 2/2 bob 1/1 carol 1/1"},
				{"2026-03-09 09:01", "alice solves", "alice 3/3 bob 1/1 carol 1/1"},
				// Looking at the solution first earns nothing.
				{"2026-03-09 10:00", "carol peeks", ""},
				{"2026-03-09 10:01", "carol solves", "alice 3/3 bob 1/1 carol 1/1"},
				{"2026-03-10 00:00", "post", "alice 3/3 bob 1/1 carol 0/1"},
				// A second solve of the day changes nothing.
				{"2026-03-10 07:00", "alice solves", "alice 4/4 bob 1/1 carol 0/1"},
				{"2026-03-10 07:01", "alice solves", "alice 4/4 bob 1/1 carol 0/1"},
			},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t)
			s := server{guild: "g", sched: schedule(t, c.zone, c.hour)}
			loc := zone(t, c.zone)
			for i, e := range c.steps {
				at, err := time.ParseInLocation("2006-01-02 15:04", e.at, loc)
				if err != nil {
					t.Fatal(err)
				}
				w.clock.set(at)
				w.do(s, e.do)
				if e.want == "" {
					continue
				}
				if got := w.streaks(s, c.users...); got != e.want {
					t.Errorf("step %d (%s, %s): streaks %q, want %q", i+1, e.at, e.do, got, e.want)
				}
			}
		})
	}
}

// TestStreakThroughTheNight walks the clock through a week in steps of a
// quarter hour, ticking the schedule at each, across the DST change of
// each zone; alice solves each day's puzzle an hour after it is posted
// except on one day the bot is down (no ticks, no answers). Her streak
// ends at the number of posted days, and each day was posted once.
func TestStreakThroughTheNight(t *testing.T) {
	cases := []struct {
		zone  string
		hour  int
		start string // local
		down  string // the day the bot is down
	}{
		{"America/Los_Angeles", 2, "2026-03-05 00:00", "2026-03-09"},
		{"America/Los_Angeles", 1, "2026-10-29 00:00", "2026-10-30"},
		{"Pacific/Auckland", 2, "2026-04-02 00:00", "2026-04-06"},
		{"Pacific/Auckland", 2, "2026-09-24 00:00", "2026-09-28"},
		{"Asia/Kolkata", 0, "2026-03-05 00:00", "2026-03-07"},
		{"Asia/Kolkata", 23, "2026-03-05 00:00", "2026-03-07"},
	}
	for _, c := range cases {
		t.Run(c.zone+fmt.Sprint(c.hour), func(t *testing.T) {
			w := newWorld(t)
			s := server{guild: "g", sched: schedule(t, c.zone, c.hour)}
			loc := zone(t, c.zone)
			now, err := time.ParseInLocation("2006-01-02 15:04", c.start, loc)
			if err != nil {
				t.Fatal(err)
			}
			down := day(t, c.down)
			posts := map[practice.Day]int{}
			var solveAt time.Time
			// A week of posts, and a few hours more for the last solve.
			week := now.AddDate(0, 0, 7)
			for end := week.Add(3 * time.Hour); now.Before(end); now = now.Add(15 * time.Minute) {
				w.clock.set(now)
				if s.sched.Day(now) == down {
					continue
				}
				if now.Before(week) && w.tick(s) {
					d, _ := s.sched.Due(now)
					posts[d]++
					solveAt = now.Add(time.Hour)
				}
				if !solveAt.IsZero() && !now.Before(solveAt) {
					w.do(s, "alice solves")
					solveAt = time.Time{}
				}
			}
			for d, n := range posts {
				if n != 1 {
					t.Errorf("day %v posted %d times", d, n)
				}
			}
			if _, ok := posts[down]; ok {
				t.Errorf("the day the bot was down was posted")
			}
			want := fmt.Sprintf("alice %d/%d", len(posts), len(posts))
			if got := w.streaks(s, "alice"); got != want || len(posts) < 5 {
				t.Errorf("after %d posts: %s, want %s", len(posts), got, want)
			}
		})
	}
}

// TestSeveralServers: a user's streaks, solves and ratings are per
// server, each on its own day.
func TestSeveralServers(t *testing.T) {
	w := newWorld(t)
	la := server{guild: "la", sched: schedule(t, "America/Los_Angeles", 9)}
	nz := server{guild: "nz", sched: schedule(t, "Pacific/Auckland", 9)}
	ctx := context.Background()
	at := func(s string) {
		t.Helper()
		u, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		w.clock.set(u)
	}
	// 2026-03-05 09:00 in Auckland is 03-04 20:00 UTC; in LA 03-05 17:00 UTC.
	at("2026-03-04T20:00:00Z")
	w.do(nz, "post")
	w.do(nz, "alice solves")
	at("2026-03-05T17:00:00Z")
	w.do(la, "post")
	w.do(nz, "tick") // not due: 03-06 09:00 in Auckland is 03-05 20:00 UTC
	w.do(la, "alice solves")
	at("2026-03-05T20:00:00Z")
	w.do(nz, "post")
	w.do(nz, "alice solves")
	if got := w.streaks(nz, "alice"); got != "alice 2/2" {
		t.Errorf("in Auckland: %s", got)
	}
	if got := w.streaks(la, "alice"); got != "alice 1/1" {
		t.Errorf("in LA: %s", got)
	}
	// LA's next day: alice does not solve it; Auckland's streak is its own.
	at("2026-03-06T17:00:00Z")
	w.do(la, "post")
	at("2026-03-06T20:00:00Z")
	w.do(nz, "post")
	if got := w.streaks(nz, "alice"); got != "alice 2/2" {
		t.Errorf("in Auckland, before the new day's puzzle is solved: %s", got)
	}
	at("2026-03-07T17:00:00Z")
	w.do(la, "post")
	if got := w.streaks(la, "alice"); got != "alice 0/1" {
		t.Errorf("in LA after a missed day: %s", got)
	}
	if got := w.streaks(nz, "alice"); got != "alice 2/2" {
		t.Errorf("in Auckland, after LA's post: %s", got)
	}
	at("2026-03-07T20:00:00Z")
	w.do(nz, "post")
	if got := w.streaks(nz, "alice"); got != "alice 0/2" {
		t.Errorf("in Auckland, after a missed day: %s", got)
	}
	for _, s := range []server{la, nz} {
		st, err := w.svc.Stats(ctx, s.guild, "alice")
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]int{"la": 1, "nz": 2}[s.guild]
		if st.Solved != want || st.Games != want || len(st.Recent) != want {
			t.Errorf("%s: solved %d, rated games %d, recent %d; want %d", s.guild, st.Solved, st.Games, len(st.Recent), want)
		}
	}
	// The same puzzle in two servers is two attempts.
	pz := practice.Puzzle{ID: "shared", Level: 2}
	w.answer(la, "bob", pz, practice.Wrong)
	step := w.answer(nz, "bob", pz, practice.Solved)
	if step.After.Credit != practice.Clean || step.After.Wrong != 0 {
		t.Errorf("bob's attempt in Auckland carries LA's: %+v", step.After)
	}
	ids := func(s server) string {
		b, err := w.svc.Leaderboard(ctx, s.guild, "bob", practice.BySolved)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, st := range b.Top {
			out = append(out, st.UserID)
		}
		sort.Strings(out)
		return strings.Join(out, " ")
	}
	if got := ids(la); got != "alice" {
		t.Errorf("LA's solved board: %s", got)
	}
	if got := ids(nz); got != "alice bob" {
		t.Errorf("Auckland's solved board: %s", got)
	}
}
