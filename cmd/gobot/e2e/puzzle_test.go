package e2e

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/practice"
	"github.com/gobot-baduk/gobot/puzzles"
	"github.com/gobot-baduk/gobot/store/postgres"
	"github.com/gobot-baduk/gobot/store/sqlite"
	"github.com/gobot-baduk/gobot/store/storetest"
)

// The daily-puzzle community against the real binary: answers survive
// kill -9, and two processes on one PostgreSQL post each server's puzzle
// once a day and count each first attempt once.

// answer is /puzzle answer as user in the channel, with a new interaction
// id.
func (c *cluster) answer(u commands.User, ch, point, puzzleID string) (*commands.Request, []byte) {
	opts := map[string]string{"point": point}
	if puzzleID != "" {
		opts["id"] = puzzleID
	}
	req := &commands.Request{Kind: commands.KindCommand, User: u, ChannelID: ch, Command: "puzzle", Subcommand: "answer", Options: opts}
	return req, c.body(req)
}

// verdict waits for the deferred answer to the interaction to be edited
// in, and returns it; false if p died first (or it took a minute).
func (p *proc) verdict(id string) (string, bool) {
	deadline := time.After(time.Minute)
	for {
		if v, ok := p.c.sent.edit(id); ok {
			return v, true
		}
		select {
		case <-p.done:
			// Dead: an edit sent just before the end may have arrived.
			return p.c.sent.edit(id)
		case <-deadline:
			return "", false
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// storedAttempts opens the SQLite database while no process runs and
// returns the users' wrong answers to the puzzle and their rated games.
func storedAttempts(t *testing.T, path, puzzleID string, users []commands.User) (map[string]int, map[string]int, int) {
	t.Helper()
	s, err := sqlite.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	return attemptsIn(t, s, puzzleID, users)
}

// attemptsIn returns the users' wrong answers to the puzzle and their
// rated games in the store, and the puzzle's rated games.
func attemptsIn(t *testing.T, s practice.Store, puzzleID string, users []commands.User) (map[string]int, map[string]int, int) {
	t.Helper()
	ctx := context.Background()
	wrong, games := map[string]int{}, map[string]int{}
	for _, u := range users {
		a, err := s.Attempt(ctx, guildID, u.ID, puzzleID)
		switch {
		case errors.Is(err, practice.ErrNotFound):
		case err != nil:
			t.Fatal(err)
		default:
			wrong[u.ID] = a.Wrong
		}
		p, err := s.Player(ctx, guildID, u.ID)
		switch {
		case errors.Is(err, practice.ErrNotFound):
		case err != nil:
			t.Fatal(err)
		default:
			games[u.ID] = p.Games
		}
	}
	pz := 0
	if r, err := s.Puzzle(ctx, puzzleID); err == nil {
		pz = r.Games
	} else if !errors.Is(err, practice.ErrNotFound) {
		t.Fatal(err)
	}
	return wrong, games, pz
}

// TestCrashPuzzleAnswers answers a puzzle, as eight users in turn, against
// the real binary with SQLite, and kills it with SIGKILL at random
// moments, often while an answer is being judged. After each kill the
// database must hold every answer whose verdict arrived, each once, and
// at most the one in flight besides; the redelivery of the answer in
// flight must be applied if it was not committed and answered as handled
// if it was; a redelivery of an answered interaction must change nothing;
// and each user's first attempt is rated once, whatever the kills.
//
// GOBOT_CRASH_SEED=<seed> replays a run's kill decisions.
func TestCrashPuzzleAnswers(t *testing.T) {
	answers, maxKills := 40, 12
	if testing.Short() {
		answers, maxKills = 16, 4
	}
	rng := rand.New(rand.NewPCG(seed(t, "GOBOT_CRASH_SEED"), 15))
	db := filepath.Join(t.TempDir(), "data", "gobot.db")
	c := newCluster(t, "GOBOT_DB="+db)
	const ch, puzzle, wrongMove = "2222222222222222222", "straight-three-kill", "D19"
	// Eight users answer in turn, so that none gives more than five
	// answers (the binary's limit lets a user answer five times at once,
	// then once every five seconds; the limit lives in the process, so a
	// kill resets it). With four users a run without kills for long enough
	// hit the limit and failed (seed 1795623762694283030).
	users := []commands.User{alice, bob}
	for i, name := range []string{"carol", "dave", "erin", "frank", "grace", "heidi"} {
		users = append(users, commands.User{ID: fmt.Sprintf("60000000000000000%d", i+3), Name: name})
	}
	if answers > 5*len(users) {
		t.Fatalf("%d answers by %d users: more than the five a user may give at once", answers, len(users))
	}
	p := c.start()
	acked := map[string]int{}
	kills, unanswered, redelivered := 0, 0, 0
	var lastAnswered []byte
	for k := 0; k < answers; k++ {
		u := users[k%len(users)]
		req, body := c.answer(u, ch, wrongMove, puzzle)
		crash := kills < maxKills && rng.IntN(3) == 0
		var killed <-chan struct{}
		if crash {
			killed = p.killAfter(time.Duration(rng.IntN(40)) * time.Millisecond)
		}
		r := p.send(context.Background(), body)
		if r.err == nil && !r.ephemeral {
			t.Fatalf("answer %d: a public reply to an answer: %+v", k+1, r)
		}
		v, ok := p.verdict(req.InteractionID)
		switch {
		case ok && !strings.Contains(v, "❌ **"+wrongMove+"**"):
			t.Fatalf("answer %d: verdict %q", k+1, v)
		case ok:
			acked[u.ID]++
			lastAnswered = body
		case !crash:
			t.Fatalf("answer %d: no verdict\n%s", k+1, p.logs)
		}
		if !crash {
			continue
		}
		<-killed
		kills++
		wrong, games, pz := storedAttempts(t, db, puzzle, users)
		committed := false
		for _, x := range users {
			switch d := wrong[x.ID] - acked[x.ID]; {
			case d == 0:
			case d == 1 && x.ID == u.ID && !ok:
				committed = true
			default:
				t.Fatalf("after kill %d: %s has %d wrong answers stored, %d acknowledged", kills, x.Name, wrong[x.ID], acked[x.ID])
			}
			if wrong[x.ID] > 0 && games[x.ID] != 1 {
				t.Fatalf("after kill %d: %s played %d rated games", kills, x.Name, games[x.ID])
			}
		}
		if rated := len(games); pz != rated {
			t.Fatalf("after kill %d: the puzzle played %d rated games, %d users were rated", kills, pz, rated)
		}
		p = c.start()
		if ok {
			continue
		}
		// Discord redelivers the interaction whose answer never came.
		again := c.redeliver(p, req.InteractionID, body)
		switch {
		case committed && !strings.Contains(again, "already handled"):
			t.Fatalf("redelivery of a committed answer: %q", again)
		case committed:
			unanswered++
		case !strings.Contains(again, "❌ **"+wrongMove+"**"):
			t.Fatalf("redelivery of an uncommitted answer: %q\n%s", again, p.logs)
		default:
			redelivered++
		}
		acked[u.ID]++
		lastAnswered = body
		// An answered interaction delivered again changes nothing.
		if again := c.redeliver(p, "", lastAnswered); !strings.Contains(again, "already handled") {
			t.Fatalf("an answered interaction redelivered: %q", again)
		}
	}
	p.kill()
	wrong, games, pz := storedAttempts(t, db, puzzle, users)
	for _, u := range users {
		if wrong[u.ID] != acked[u.ID] || games[u.ID] != 1 {
			t.Errorf("%s: %d wrong answers stored, %d acknowledged; %d rated games", u.Name, wrong[u.ID], acked[u.ID], games[u.ID])
		}
	}
	if pz != len(users) {
		t.Errorf("the puzzle played %d rated games, want %d", pz, len(users))
	}
	t.Logf("%d answers, %d kills, %d of them after a commit and before the verdict, %d lost answers applied on redelivery", answers, kills, unanswered, redelivered)
}

// redeliver sends a body again and returns the answer: the edit of a
// deferral (its interaction id given, or read from the body's recording),
// or the immediate answer.
func (c *cluster) redeliver(p *proc, id string, body []byte) string {
	c.t.Helper()
	before := len(c.sent.calls())
	r := p.send(context.Background(), body)
	if r.err != nil {
		c.t.Fatalf("redelivery: %v\n%s", r.err, p.logs)
	}
	if r.content != "" {
		return r.content
	}
	// A deferral: its edit is the newest PATCH after it.
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		calls := c.sent.calls()
		for _, call := range calls[before:] {
			if call.method == "PATCH" && (id == "" || strings.Contains(call.path, token+"-"+id+"/")) {
				return string(call.msg.JSON)
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	c.t.Fatalf("no answer to the redelivery\n%s", p.logs)
	return ""
}

// TestPuzzlesTwoProcessesPostgres starts two gobot processes at once on
// one PostgreSQL database, for five servers whose daily puzzle is due in
// their own time zones: each server gets one post, with one thread and
// one reminder. Then six users answer their server's daily in both
// processes at once, twice each (two interactions, each delivered to both
// processes): each interaction counts once, and each user's first attempt
// is rated once.
func TestPuzzlesTwoProcessesPostgres(t *testing.T) {
	url := storetest.PostgresURL(t)
	ctx := context.Background()
	db, err := postgres.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	zones := []string{"", "Asia/Kolkata", "America/Los_Angeles", "Pacific/Auckland", "Asia/Tokyo"}
	channels := map[string]string{}
	for i, z := range zones {
		ch := fmt.Sprintf("40000000000000000%d", i)
		g := guildID
		if i > 0 {
			g = fmt.Sprintf("55555555555555555%02d", i)
		}
		channels[ch] = g
		// Hour 0: due whatever the time of day in the zone.
		if err := db.SaveSettings(ctx, match.Settings{GuildID: g, PuzzleChannel: ch, PuzzleHour: 0, PuzzleZone: z}); err != nil {
			t.Fatal(err)
		}
	}
	c := newCluster(t, "GOBOT_DATABASE_URL="+url, "GOBOT_TOKEN=bot-token", "GOBOT_GATEWAY=off")
	procs := c.startAll(2)
	// Each process's schedule looks at once when it starts: wait for the
	// posts, then a little more for any second post to show.
	posts := func() map[string]int {
		n := map[string]int{}
		for _, call := range c.sent.calls() {
			var m struct {
				Content string `json:"content"`
			}
			parts := strings.Split(strings.Trim(call.path, "/"), "/")
			if call.method != "POST" || len(parts) != 3 || parts[0] != "channels" || parts[2] != "messages" {
				continue
			}
			if json.Unmarshal(call.msg.JSON, &m) == nil && strings.HasPrefix(m.Content, "**Daily puzzle of ") {
				n[parts[1]]++
			}
		}
		return n
	}
	deadline := time.Now().Add(time.Minute)
	for len(posts()) < len(channels) && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	time.Sleep(2 * time.Second)
	got := posts()
	for ch, g := range channels {
		if got[ch] != 1 {
			t.Errorf("guild %s: %d daily posts in %s, want 1\n%s\n%s", g, got[ch], ch, procs[0].logs, procs[1].logs)
		}
		ds, err := db.Dailies(ctx, g, practice.NoDay, 10)
		if err != nil || len(ds) != 1 || ds[0].MessageID == "" || ds[0].ThreadID == "" {
			t.Errorf("guild %s: recorded posts %+v, %v", g, ds, err)
		}
	}
	threads := 0
	for _, call := range c.sent.calls() {
		if strings.HasSuffix(call.path, "/threads") {
			threads++
		}
	}
	if threads != len(channels) {
		t.Errorf("%d threads opened, want %d", threads, len(channels))
	}
	if t.Failed() {
		t.FailNow()
	}

	// The answers: each user answers the daily of the first server with
	// its book's wrong first move, twice, each time in both processes.
	ds, err := db.Dailies(ctx, guildID, practice.NoDay, 1)
	if err != nil || len(ds) != 1 {
		t.Fatalf("the daily of %s: %v, %v", guildID, ds, err)
	}
	puzzle := ds[0].PuzzleID
	wrongMove := bookWrongMove(t, puzzle)
	var users []commands.User
	for i := range 6 {
		users = append(users, commands.User{ID: fmt.Sprintf("60000000000000010%d", i), Name: fmt.Sprint("user", i)})
	}
	const ch = "400000000000000000"
	for round := range 2 {
		for _, u := range users {
			req, body := c.answer(u, ch, wrongMove, "")
			var wg sync.WaitGroup
			for _, p := range procs {
				wg.Add(1)
				go func() {
					defer wg.Done()
					if r := p.send(ctx, body); r.err != nil {
						t.Errorf("round %d, %s: %v", round, u.Name, r.err)
					}
				}()
			}
			wg.Wait()
			// Both deliveries were deferred: each gets its edit, the
			// verdict or "already handled".
			deadline := time.Now().Add(time.Minute)
			for edits(c, req.InteractionID) < 2 {
				if time.Now().After(deadline) {
					t.Fatalf("round %d, %s: %d answers to two deliveries", round, u.Name, edits(c, req.InteractionID))
				}
				time.Sleep(20 * time.Millisecond)
			}
		}
	}
	wrong, games, pz := attemptsIn(t, db, puzzle, users)
	for _, u := range users {
		if wrong[u.ID] != 2 || games[u.ID] != 1 {
			t.Errorf("%s: %d wrong answers counted (want 2: two interactions, each delivered twice), %d rated games (want 1)", u.Name, wrong[u.ID], games[u.ID])
		}
	}
	if pz != len(users) {
		t.Errorf("the puzzle played %d rated games, want %d", pz, len(users))
	}
	handled := 0
	for _, call := range c.sent.calls() {
		if call.method == "PATCH" && strings.Contains(string(call.msg.JSON), "already handled") {
			handled++
		}
	}
	t.Logf("posts made by each process: %d and %d; %d of the %d deliveries of answers were answered as already handled",
		strings.Count(procs[0].logs.String(), "posted the daily puzzle"), strings.Count(procs[1].logs.String(), "posted the daily puzzle"), handled, 4*len(users))
}

// bookWrongMove returns a wrong first move of a built-in puzzle, as the
// book lists them.
func bookWrongMove(t *testing.T, id string) string {
	t.Helper()
	p := builtinPuzzle(t, id)
	for _, n := range p.Solution().Children() {
		if !n.Correct() {
			return n.Move().Point().String()
		}
	}
	t.Fatalf("puzzle %s lists no wrong move", id)
	return ""
}

// edits counts the edits of the deferred answers to the interaction.
func edits(c *cluster, id string) int {
	n := 0
	for _, call := range c.sent.calls() {
		if call.method == "PATCH" && strings.Contains(call.path, "/"+token+"-"+id+"/") {
			n++
		}
	}
	return n
}

// builtinPuzzle returns a built-in puzzle by its id.
func builtinPuzzle(t *testing.T, id string) *puzzles.Puzzle {
	t.Helper()
	c, err := puzzles.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	p := c.ByID(id)
	if p == nil {
		t.Fatalf("no built-in puzzle %s", id)
	}
	return p
}
