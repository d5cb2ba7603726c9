package bot

import (
	"context"
	"encoding/json"
	"fmt"
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
	"github.com/gobot-baduk/gobot/practice"
	"github.com/gobot-baduk/gobot/store/memory"
	"github.com/stretchr/testify/require"
	_ "time/tzdata"
)

// channelAPI stands in for Discord's channel endpoints: messages (with
// replies) and threads started from them. It gives each message and
// thread an id, and can be told to refuse threads or replies.
type channelAPI struct {
	mu        sync.Mutex
	n         int
	messages  []sent
	threads   []thread
	noThreads bool // answer thread creation with 403, as without the permission
	noReplies int  // refuse this many replies with 500
}

type sent struct {
	channel, id, content, replyTo string
	raw                           string // the JSON, buttons and all
	files                         []string
}

type thread struct {
	channel, message, name, id string
}

func (f *channelAPI) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	parts := strings.Split(strings.Trim(r.URL.Path, "/"), "/")
	body, _ := io.ReadAll(r.Body)
	if r.Header.Get("Authorization") != "Bot bot-token" {
		http.Error(w, "unauthorized", http.StatusUnauthorized)
		return
	}
	switch {
	case r.Method == http.MethodPost && len(parts) == 3 && parts[0] == "channels" && parts[2] == "messages":
		m, err := bottest.ReadMessage(r.Header.Get("Content-Type"), body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		var msg struct {
			Content   string `json:"content"`
			Reference *struct {
				MessageID       string `json:"message_id"`
				FailIfNotExists *bool  `json:"fail_if_not_exists"`
			} `json:"message_reference"`
		}
		if err := json.Unmarshal(m.JSON, &msg); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		s := sent{channel: parts[1], content: msg.Content, raw: string(m.JSON)}
		if msg.Reference != nil {
			if f.noReplies > 0 {
				f.noReplies--
				http.Error(w, `{"message":"try later"}`, http.StatusInternalServerError)
				return
			}
			if msg.Reference.FailIfNotExists == nil || *msg.Reference.FailIfNotExists {
				http.Error(w, "a reply must not fail when its message is gone", http.StatusBadRequest)
				return
			}
			s.replyTo = msg.Reference.MessageID
		}
		for name := range m.Files {
			if _, err := m.PNG(name); err != nil {
				http.Error(w, err.Error(), http.StatusBadRequest)
				return
			}
			s.files = append(s.files, name)
		}
		f.n++
		s.id = fmt.Sprint("m", f.n)
		f.messages = append(f.messages, s)
		fmt.Fprintf(w, `{"id":%q,"channel_id":%q,"content":%q}`, s.id, s.channel, s.content)
	case r.Method == http.MethodPost && len(parts) == 5 && parts[0] == "channels" && parts[2] == "messages" && parts[4] == "threads":
		if f.noThreads {
			http.Error(w, `{"message":"Missing Permissions","code":50013}`, http.StatusForbidden)
			return
		}
		var req struct {
			Name    string `json:"name"`
			Archive int    `json:"auto_archive_duration"`
		}
		if err := json.Unmarshal(body, &req); err != nil || req.Name == "" || req.Archive != 1440 {
			http.Error(w, "bad thread", http.StatusBadRequest)
			return
		}
		f.n++
		th := thread{channel: parts[1], message: parts[3], name: req.Name, id: fmt.Sprint("t", f.n)}
		f.threads = append(f.threads, th)
		fmt.Fprintf(w, `{"id":%q,"type":11,"parent_id":%q}`, th.id, th.channel)
	default:
		http.Error(w, "unexpected "+r.Method+" "+r.URL.Path, http.StatusNotFound)
	}
}

func (f *channelAPI) snapshot() ([]sent, []thread) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]sent(nil), f.messages...), append([]thread(nil), f.threads...)
}

// community is a scheduler over a memory store that keeps the
// daily-puzzle records, posting to api, with its clock at *now.
func community(t *testing.T, api *channelAPI, now *time.Time) (*Scheduler, *memory.Store, *commands.Bot) {
	t.Helper()
	m := memory.New()
	srv := httptest.NewServer(api)
	t.Cleanup(srv.Close)
	b, err := commands.New(match.Stores{Games: m, Interactions: m, Guilds: m, Daily: m}, commands.WithLogger(slog.New(slog.DiscardHandler)),
		commands.WithPractice(m, m), commands.WithClock(clockFunc(func() time.Time { return *now })))
	require.NoError(t, err)
	s := NewScheduler(b, &REST{BaseURL: srv.URL, Client: srv.Client(), Token: "bot-token"}, m, nil, ScheduleClock(func() time.Time { return *now }))
	return s, m, b
}

type clockFunc func() time.Time

func (f clockFunc) Now() time.Time { return f() }

// TestSchedulerServerDays: two servers, in Los Angeles and Kolkata, each
// get their puzzle at their own hour across the LA spring-forward night,
// with a discussion thread and its spoiler reminder; each post after the
// first is followed by the answer to the one before, as a reply to it.
func TestSchedulerServerDays(t *testing.T) {
	ctx := context.Background()
	api := &channelAPI{}
	now := time.Date(2026, 3, 6, 0, 0, 0, 0, time.UTC)
	s, st, _ := community(t, api, &now)
	require.NoError(t, st.SaveSettings(ctx, match.Settings{GuildID: "la", PuzzleChannel: "300000000000000001", PuzzleHour: 2, PuzzleZone: "America/Los_Angeles"}))
	require.NoError(t, st.SaveSettings(ctx, match.Settings{GuildID: "in", PuzzleChannel: "300000000000000002", PuzzleHour: 0, PuzzleZone: "Asia/Kolkata"}))
	postedAt := map[string][]time.Time{}
	for end := now.Add(72 * time.Hour); now.Before(end); now = now.Add(5 * time.Minute) {
		before, _ := api.snapshot()
		_, err := s.Tick(ctx)
		require.NoError(t, err)
		after, _ := api.snapshot()
		for _, m := range after[len(before):] {
			if strings.HasPrefix(m.content, "**Daily puzzle of ") {
				postedAt[m.channel] = append(postedAt[m.channel], now)
			}
		}
	}
	la, _ := time.LoadLocation("America/Los_Angeles")
	in, _ := time.LoadLocation("Asia/Kolkata")
	var got []string
	for _, at := range postedAt["300000000000000001"] {
		got = append(got, at.In(la).Format("01-02 15:04 MST"))
	}
	// The first tick is past 03-05's hour in LA: that day's post comes at
	// once. 02:00 does not exist on 03-08: the post is at 03:00 PDT.
	require.Equal(t, []string{"03-05 16:00 PST", "03-06 02:00 PST", "03-07 02:00 PST", "03-08 03:00 PDT"}, got)
	got = nil
	for _, at := range postedAt["300000000000000002"] {
		got = append(got, at.In(in).Format("01-02 15:04"))
	}
	require.Equal(t, []string{"03-06 05:30", "03-07 00:00", "03-08 00:00", "03-09 00:00"}, got, "Kolkata's first tick is already past its midnight")

	messages, threads := api.snapshot()
	ds, err := st.Dailies(ctx, "la", practice.NoDay, 10)
	require.NoError(t, err)
	require.Len(t, ds, 4)
	byID := map[string]sent{}
	for _, m := range messages {
		byID[m.id] = m
	}
	for i, d := range ds {
		post := byID[d.MessageID]
		require.Equal(t, "300000000000000001", post.channel)
		require.Contains(t, post.content, "**Daily puzzle of "+d.Day.String())
		require.Contains(t, post.raw, "puzzle-answer:"+d.PuzzleID, "with its buttons")
		require.Equal(t, []string{"puzzle-" + d.PuzzleID + ".png"}, post.files)
		require.NotEmpty(t, d.ThreadID, "the thread is recorded")
		var th thread
		for _, x := range threads {
			if x.id == d.ThreadID {
				th = x
			}
		}
		require.Equal(t, d.MessageID, th.message, "the thread starts from the post")
		require.True(t, strings.HasPrefix(th.name, "Puzzle of "+d.Day.String()))
		var reminder, answer *sent
		for _, m := range messages {
			if m.channel == d.ThreadID {
				reminder = &m
			}
			if m.replyTo == d.MessageID {
				answer = &m
			}
		}
		require.NotNil(t, reminder, "the thread has its reminder")
		require.Contains(t, reminder.content, "||C3||")
		if i == 0 {
			require.Nil(t, answer, "the latest day's answer waits for the next post")
			require.False(t, d.Answered)
			continue
		}
		require.NotNil(t, answer, "the answer to %s", d.Day)
		require.Equal(t, "300000000000000001", answer.channel)
		require.Contains(t, answer.content, "**The answer to the puzzle of "+d.Day.String())
		require.Contains(t, answer.content, "📊 Nobody answered it here.")
		require.Equal(t, []string{"solution-" + d.PuzzleID + ".png"}, answer.files)
		require.True(t, d.Answered)
	}
}

// TestSchedulerWithoutThreads: where the bot may not open threads, the
// post is made and counts all the same; a reply that fails is tried again
// after its back-off, and given once.
func TestSchedulerWithoutThreads(t *testing.T) {
	ctx := context.Background()
	api := &channelAPI{noThreads: true, noReplies: 1}
	now := time.Date(2026, 3, 6, 9, 0, 0, 0, time.UTC)
	s, st, _ := community(t, api, &now)
	require.NoError(t, st.SaveSettings(ctx, match.Settings{GuildID: "g", PuzzleChannel: "300000000000000001", PuzzleHour: 9}))
	n, err := s.Tick(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, n)
	ds, err := st.Dailies(ctx, "g", practice.NoDay, 1)
	require.NoError(t, err)
	require.Len(t, ds, 1)
	require.Empty(t, ds[0].ThreadID)
	require.Equal(t, "m1", ds[0].MessageID)

	// The next day, the answer's reply fails once.
	now = now.Add(24 * time.Hour)
	n, err = s.Tick(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, n)
	messages, _ := api.snapshot()
	require.Len(t, messages, 2, "the second post; its answer failed")
	now = now.Add(30 * time.Second)
	_, err = s.Tick(ctx)
	require.NoError(t, err)
	messages, _ = api.snapshot()
	require.Len(t, messages, 2, "no retry during the back-off")
	now = now.Add(time.Minute)
	_, err = s.Tick(ctx)
	require.NoError(t, err)
	messages, _ = api.snapshot()
	require.Len(t, messages, 3)
	require.Equal(t, "m1", messages[2].replyTo)
	for range 3 {
		now = now.Add(time.Hour)
		_, err = s.Tick(ctx)
		require.NoError(t, err)
	}
	messages, _ = api.snapshot()
	require.Len(t, messages, 3, "the answer is given once")
}
