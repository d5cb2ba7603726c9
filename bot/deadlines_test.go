package bot_test

import (
	"context"
	"fmt"
	"log/slog"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/bot"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/match/matchtest"
	"github.com/gobot-baduk/gobot/store/memory"
	"github.com/gobot-baduk/gobot/store/postgres"
	"github.com/gobot-baduk/gobot/store/sqlite"
	"github.com/gobot-baduk/gobot/store/storetest"
	"github.com/stretchr/testify/require"
)

// posts records the messages a scheduler posts.
type posts struct {
	mu  sync.Mutex
	got []string // "channel: content"
	sgf []string
}

func (p *posts) Post(ctx context.Context, channelID string, r *commands.Response) (string, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.got = append(p.got, channelID+": "+r.Content)
	for _, f := range r.Files {
		if strings.HasSuffix(f.Name, ".sgf") {
			p.sgf = append(p.sgf, string(f.Data))
		}
	}
	return fmt.Sprint(len(p.got)), nil
}

func (p *posts) Reply(ctx context.Context, channelID, messageID string, r *commands.Response) (string, error) {
	return p.Post(ctx, channelID, r)
}

func (p *posts) StartThread(ctx context.Context, channelID, messageID, name string) (string, error) {
	return "", fmt.Errorf("test: the deadlines open no threads")
}

func (p *posts) all() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.got...)
}

// process is one gobot process of a test: a Bot over its stores, on the
// shared clock, with a deadline scheduler posting to its own record.
type process struct {
	bot   *commands.Bot
	sched *bot.DeadlineScheduler
	posts *posts
}

func newProcess(t *testing.T, st match.Stores, clock match.Clock) *process {
	t.Helper()
	b, err := commands.New(st, commands.WithClock(clock), commands.WithLogger(slog.New(slog.DiscardHandler)), commands.WithCoin(func() bool { return true }))
	require.NoError(t, err)
	p := &process{bot: b, posts: &posts{}}
	p.sched = bot.NewDeadlineScheduler(b, p.posts, nil)
	return p
}

var clockStart = time.Date(2024, 6, 1, 12, 0, 0, 0, time.UTC)

const clockChannel = "2222222222222222222"

// run sends a command line of user's to p, and requires it to be answered
// publicly.
func (p *process) run(t *testing.T, user commands.User, line string, id int) *commands.Response {
	t.Helper()
	cl, err := bot.ParseCommandLine(line)
	require.NoError(t, err)
	req := &commands.Request{InteractionID: fmt.Sprintf("7%018d", id), Kind: commands.KindCommand, User: user,
		GuildID: "1111111111111111111", ChannelID: clockChannel, Command: cl.Command, Subcommand: cl.Subcommand, Options: cl.Options}
	if id, ok := cl.Options["opponent"]; ok {
		req.Users = map[string]commands.User{id: bob}
	}
	r := p.bot.Handle(context.Background(), req)
	require.False(t, r.Ephemeral, "%s: %s", line, r.Content)
	return r
}

// click clicks the button with the action on r, as user.
func (p *process) click(t *testing.T, user commands.User, r *commands.Response, action string, id int) *commands.Response {
	t.Helper()
	custom := ""
	for _, b := range buttonsOf(r) {
		if strings.HasPrefix(b, action+":") {
			custom = b
		}
	}
	require.NotEmpty(t, custom, "no %s button on %q", action, r.Content)
	req := &commands.Request{InteractionID: fmt.Sprintf("7%018d", id), Kind: commands.KindComponent, User: user,
		GuildID: "1111111111111111111", ChannelID: clockChannel, CustomID: custom}
	out := p.bot.Handle(context.Background(), req)
	require.False(t, out.Ephemeral, out.Content)
	return out
}

// startClockGame has Alice challenge Bob with the clock and Bob accept on
// p; Alice plays E5 and Bob C3, a minute apart, so that a timeout is a
// loss on time.
func startClockGame(t *testing.T, p *process, clock *matchtest.Clock, time string) {
	t.Helper()
	r := p.run(t, alice, "/play opponent:"+bob.ID+" size:9 color:black time:"+time, 1)
	p.click(t, bob, r, "accept", 2)
	p.run(t, alice, "/move point:E5", 3)
	p.run(t, bob, "/move point:C3", 4)
}

// tickAll ticks every process's scheduler at once, as processes running
// side by side would.
func tickAll(t *testing.T, ps ...*process) {
	t.Helper()
	var wg sync.WaitGroup
	for _, p := range ps {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := p.sched.Tick(context.Background())
			require.NoError(t, err)
		}()
	}
	wg.Wait()
}

// allPosts returns every process's posts.
func allPosts(ps ...*process) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.posts.all()...)
	}
	return out
}

// testDeadlinesOnce: two processes over one store tick their schedulers
// side by side, a few times at each moment: each reminder and the timeout
// is posted once in all, by one of them, and the timeout records the
// deadline's time.
func testDeadlinesOnce(t *testing.T, a, b match.Stores) {
	clock := matchtest.NewClock(clockStart)
	pa, pb := newProcess(t, a, clock), newProcess(t, b, clock)
	startClockGame(t, pa, clock, "1h") // Alice's turn from 12:00
	steps := []struct {
		at   time.Duration
		want int
		text string
	}{
		{29 * time.Minute, 0, ""},
		{30 * time.Minute, 1, "half of your time for this move is gone: 30m left"},
		{54 * time.Minute, 2, "your time for this move is nearly up: 6m left"},
		{time.Hour, 2, ""}, // the grace: a move asked just before may still land
		{time.Hour + match.DeadlineGrace, 3, "ran out at <t:1717246800:f>"},
		{2 * time.Hour, 3, ""},
	}
	for _, s := range steps {
		clock.Set(clockStart.Add(s.at))
		for range 3 {
			tickAll(t, pa, pb)
		}
		got := allPosts(pa, pb)
		require.Len(t, got, s.want, "at +%v: %q", s.at, got)
		if s.text != "" {
			found := 0
			for _, m := range got {
				if strings.Contains(m, s.text) {
					found++
				}
			}
			require.Equal(t, 1, found, "at +%v, posts with %q: %q", s.at, s.text, got)
		}
	}
	var sgf []string
	for _, p := range []*process{pa, pb} {
		sgf = append(sgf, p.posts.sgf...)
	}
	require.Len(t, sgf, 1)
	require.Contains(t, sgf[0], "RE[W+T]")
	require.Contains(t, sgf[0], "Black ran out of time at 2024-06-01 13:00 UTC.")
}

func TestDeadlinesOnceMemory(t *testing.T) {
	m := memory.New()
	st := match.Stores{Games: m, Interactions: m, Guilds: m, Prefs: m, Deadlines: m}
	testDeadlinesOnce(t, st, st)
}

func TestDeadlinesOncePostgres(t *testing.T) {
	u := storetest.PostgresURL(t)
	open := func() match.Stores {
		s, err := postgres.Open(context.Background(), u)
		require.NoError(t, err)
		t.Cleanup(func() { s.Close() })
		return match.Stores{Games: s, Interactions: s, Guilds: s, Prefs: s, Deadlines: s}
	}
	testDeadlinesOnce(t, open(), open())
}

// TestDeadlineAfterRestartSQLite: gobot stops with a game on the clock
// and starts again long after the deadline: the first tick applies the
// timeout, once, at the deadline's time, skipping the reminders it
// missed; the next ticks and a second restart post nothing.
func TestDeadlineAfterRestartSQLite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "gobot.db")
	open := func() (match.Stores, func()) {
		s, err := sqlite.Open(context.Background(), path)
		require.NoError(t, err)
		return match.Stores{Games: s, Interactions: s, Guilds: s, Prefs: s, Deadlines: s}, func() { s.Close() }
	}
	clock := matchtest.NewClock(clockStart)
	st, stop := open()
	p := newProcess(t, st, clock)
	startClockGame(t, p, clock, "1d")
	clock.Advance(time.Hour)
	tickAll(t, p)
	require.Empty(t, p.posts.all())
	stop()

	// Down for three days.
	clock.Advance(72 * time.Hour)
	for restart := 0; restart < 2; restart++ {
		st, stop = open()
		q := newProcess(t, st, clock)
		tickAll(t, q)
		tickAll(t, q)
		if restart == 0 {
			got := q.posts.all()
			require.Len(t, got, 1, "%q", got)
			require.Contains(t, got[0], "ran out at <t:1717329600:f>", "the deadline's time, not the restart's")
			require.Len(t, q.posts.sgf, 1)
			require.Contains(t, q.posts.sgf[0], "RE[W+T]")
			require.Contains(t, q.posts.sgf[0], "Black ran out of time at 2024-06-02 12:00 UTC.")
			g, err := st.Games.LastFinishedGame(context.Background(), clockChannel)
			require.NoError(t, err)
			require.Equal(t, clockStart.Add(24*time.Hour), g.Ended)
		} else {
			require.Empty(t, q.posts.all(), "applied once")
		}
		stop()
	}
}

// TestMoveBeatsTimeoutPostgres: two processes on one PostgreSQL. Bob's
// move is asked for a millisecond before his deadline on one; the other's
// scheduler, past the grace, reads the game before the move is saved and
// tries to end it on time. The move wins: the timeout's save loses the
// version check, and the game read again has nothing due. Neither the
// timeout nor a second result is applied.
func TestMoveBeatsTimeoutPostgres(t *testing.T) {
	u := storetest.PostgresURL(t)
	open := func() *postgres.Store {
		s, err := postgres.Open(context.Background(), u)
		require.NoError(t, err)
		t.Cleanup(func() { s.Close() })
		return s
	}
	sa, sb := open(), open()
	clock := matchtest.NewClock(clockStart)
	pa := newProcess(t, match.Stores{Games: sa, Interactions: sa, Guilds: sa, Prefs: sa, Deadlines: sa}, clock)
	startClockGame(t, pa, clock, "1h")
	pa.run(t, alice, "/move point:D4", 5) // Bob's turn, from 12:00
	deadline := clockStart.Add(time.Hour)

	read := make(chan struct{})
	moved := make(chan struct{})
	var once sync.Once
	slow := &matchtest.Games{Store: sb, ActiveGameFunc: func(ctx context.Context, ch string) (*match.GameRecord, error) {
		g, err := sb.ActiveGame(ctx, ch)
		once.Do(func() { close(read); <-moved })
		return g, err
	}}
	late := matchtest.NewClock(deadline.Add(match.DeadlineGrace))
	pb := newProcess(t, match.Stores{Games: slow, Interactions: sb, Guilds: sb, Prefs: sb, Deadlines: sb}, late)
	done := make(chan int)
	go func() {
		n, err := pb.sched.Tick(context.Background())
		require.NoError(t, err)
		done <- n
	}()
	<-read
	clock.Set(deadline.Add(-time.Millisecond))
	pa.run(t, bob, "/move point:G7", 6)
	close(moved)
	require.Equal(t, 0, <-done, "the timeout was posted: %q", pb.posts.all())
	g, err := sa.ActiveGame(context.Background(), clockChannel)
	require.NoError(t, err)
	require.Equal(t, match.StatusPlaying, g.Status)
	require.Equal(t, 4, g.Game.MoveNumber())
	require.False(t, g.Game.Over())
	require.Equal(t, 2, slow.Calls("ActiveGame"), "the scheduler's process read the game again after losing the race")
}

// buttonsOf returns the custom ids of r's buttons.
func buttonsOf(r *commands.Response) []string {
	var out []string
	for _, c := range r.Components {
		if row, ok := c.(discordgo.ActionsRow); ok {
			for _, k := range row.Components {
				if b, ok := k.(discordgo.Button); ok {
					out = append(out, b.CustomID)
				}
			}
		}
	}
	return out
}
