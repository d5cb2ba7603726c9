package bot

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/bot/bottest"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/puzzles"
	"github.com/gobot-baduk/gobot/store/memory"
	"github.com/gobot-baduk/gobot/store/postgres"
	"github.com/gobot-baduk/gobot/store/storetest"
	"github.com/stretchr/testify/require"
)

// fakeDiscord stands in for the REST API: it records the messages posted
// in channels and can be told to fail.
type fakeDiscord struct {
	mu     sync.Mutex
	posts  []post
	status int // answer with this status when non-zero
	auth   []string
}

type post struct {
	channel, content string
	png              bool
}

func (f *fakeDiscord) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.auth = append(f.auth, r.Header.Get("Authorization"))
	if f.status != 0 {
		http.Error(w, `{"message":"nope"}`, f.status)
		return
	}
	parts := strings.Split(strings.Trim(r.URL.Path, "/"), "/")
	if r.Method != http.MethodPost || len(parts) != 3 || parts[0] != "channels" || parts[2] != "messages" {
		http.Error(w, "unexpected "+r.Method+" "+r.URL.Path, http.StatusNotFound)
		return
	}
	p := post{channel: parts[1]}
	body, _ := io.ReadAll(r.Body)
	m, err := bottest.ReadMessage(r.Header.Get("Content-Type"), body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	p.content = string(m.JSON)
	for name := range m.Files {
		_, err := m.PNG(name)
		p.png = p.png || err == nil
	}
	f.posts = append(f.posts, p)
	io.WriteString(w, `{"id":"1"}`)
}

func (f *fakeDiscord) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.posts)
}

// newScheduler returns a scheduler over store, posting to a local stand-in
// for Discord, with its clock at *now.
func newScheduler(t *testing.T, st match.Stores, fd *fakeDiscord, now *time.Time) *Scheduler {
	t.Helper()
	srv := httptest.NewServer(fd)
	t.Cleanup(srv.Close)
	b, err := commands.New(st, commands.WithLogger(slog.New(slog.DiscardHandler)))
	require.NoError(t, err)
	s := NewScheduler(b, &REST{BaseURL: srv.URL, Client: srv.Client(), Token: "bot-token"}, st.Daily, nil)
	s.now = func() time.Time { return *now }
	return s
}

func memoryStores() match.Stores {
	m := memory.New()
	return match.Stores{Games: m, Interactions: m, Guilds: m, Daily: m}
}

func TestSchedulerPostsOnceAtTheHour(t *testing.T) {
	ctx := context.Background()
	st := memoryStores()
	require.NoError(t, st.Guilds.SaveSettings(ctx, match.Settings{GuildID: "g1", PuzzleChannel: "300000000000000001", PuzzleHour: 9}))
	require.NoError(t, st.Guilds.SaveSettings(ctx, match.Settings{GuildID: "g2", PuzzleChannel: "300000000000000002", PuzzleHour: 0}))
	require.NoError(t, st.Guilds.SaveSettings(ctx, match.Settings{GuildID: "g3", Size: 9})) // no puzzle
	fd := &fakeDiscord{}
	now := time.Date(2026, 11, 23, 8, 59, 0, 0, time.UTC)
	s := newScheduler(t, st, fd, &now)

	n, err := s.Tick(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, n, "only g2 (hour 0) is due at 08:59")
	require.Equal(t, "300000000000000002", fd.posts[0].channel)

	now = now.Add(time.Minute) // 09:00
	n, err = s.Tick(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, n, "g1 at its hour")
	for i := 0; i < 3; i++ {
		now = now.Add(time.Hour)
		n, err = s.Tick(ctx)
		require.NoError(t, err)
		require.Zero(t, n, "nothing twice on one day")
	}
	require.Equal(t, 2, fd.count())
	p := fd.posts[1]
	require.Equal(t, "300000000000000001", p.channel)
	require.True(t, p.png, "the post carries the board")
	want := puzzles.Daily(now)
	require.Contains(t, p.content, want.Title())
	require.Contains(t, p.content, "puzzle-hint:"+want.ID(), "with its buttons")
	require.Equal(t, "Bot bot-token", fd.auth[0], "posted as the bot")

	// The next day, each again.
	now = time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	n, err = s.Tick(ctx)
	require.NoError(t, err)
	require.Equal(t, 2, n)
}

func TestSchedulerRetriesAFailedPost(t *testing.T) {
	ctx := context.Background()
	st := memoryStores()
	require.NoError(t, st.Guilds.SaveSettings(ctx, match.Settings{GuildID: "g1", PuzzleChannel: "300000000000000001", PuzzleHour: 10}))
	fd := &fakeDiscord{status: http.StatusInternalServerError}
	now := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	s := newScheduler(t, st, fd, &now)
	n, err := s.Tick(ctx)
	require.NoError(t, err)
	require.Zero(t, n)
	require.Len(t, fd.auth, 1, "one attempt")

	// Within the back-off nothing is tried; after it, the post goes out.
	now = now.Add(30 * time.Second)
	_, err = s.Tick(ctx)
	require.NoError(t, err)
	require.Len(t, fd.auth, 1, "no attempt during the back-off")
	fd.mu.Lock()
	fd.status = 0
	fd.mu.Unlock()
	now = now.Add(time.Minute)
	n, err = s.Tick(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, n, "posted once Discord answers")
	require.Equal(t, 1, fd.count())

	// The back-off doubles on repeated failures, up to an hour.
	require.Equal(t, time.Minute, s.failed("g9", "2026-11-23", now))
	require.Equal(t, 2*time.Minute, s.failed("g9", "2026-11-23", now))
	for i := 0; i < 10; i++ {
		s.failed("g9", "2026-11-23", now)
	}
	require.Equal(t, time.Hour, s.failed("g9", "2026-11-23", now))
}

func TestSchedulerNothingWhenOff(t *testing.T) {
	ctx := context.Background()
	st := memoryStores()
	require.NoError(t, st.Guilds.SaveSettings(ctx, match.Settings{GuildID: "g1", PuzzleChannel: "300000000000000001", PuzzleHour: 3}))
	require.NoError(t, st.Guilds.SaveSettings(ctx, match.Settings{GuildID: "g1"})) // /settings daily-off
	fd := &fakeDiscord{}
	now := time.Date(2026, 11, 23, 23, 0, 0, 0, time.UTC)
	n, err := newScheduler(t, st, fd, &now).Tick(ctx)
	require.NoError(t, err)
	require.Zero(t, n)
	require.Zero(t, fd.count())
}

// testRacingSchedulers runs two schedulers, as two gobot processes, over
// one store at the same moment, many times: each guild gets one post.
func testRacingSchedulers(t *testing.T, a, b match.Stores) {
	ctx := context.Background()
	const guilds = 5
	for i := 0; i < guilds; i++ {
		require.NoError(t, a.Guilds.SaveSettings(ctx, match.Settings{GuildID: "g" + string(rune('0'+i)), PuzzleChannel: "30000000000000000" + string(rune('0'+i)), PuzzleHour: 7}))
	}
	fd := &fakeDiscord{}
	now := time.Date(2026, 11, 23, 7, 0, 0, 0, time.UTC)
	s1, s2 := newScheduler(t, a, fd, &now), newScheduler(t, b, fd, &now)
	for round := 0; round < 3; round++ {
		var wg sync.WaitGroup
		for _, s := range []*Scheduler{s1, s2} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := s.Tick(ctx)
				require.NoError(t, err)
			}()
		}
		wg.Wait()
	}
	require.Equal(t, guilds, fd.count())
	seen := map[string]bool{}
	for _, p := range fd.posts {
		require.False(t, seen[p.channel], "channel %s posted twice", p.channel)
		seen[p.channel] = true
	}
}

func TestRacingSchedulersMemory(t *testing.T) {
	st := memoryStores()
	testRacingSchedulers(t, st, st)
}

func TestRacingSchedulersPostgres(t *testing.T) {
	u := storetest.PostgresURL(t)
	open := func() match.Stores {
		s, err := postgres.Open(context.Background(), u)
		require.NoError(t, err)
		t.Cleanup(func() { s.Close() })
		return match.Stores{Games: s, Interactions: s, Guilds: s, Daily: s}
	}
	testRacingSchedulers(t, open(), open())
}
