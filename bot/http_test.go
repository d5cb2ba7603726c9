package bot_test

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/bot"
	"github.com/gobot-baduk/gobot/bot/bottest"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/match/matchtest"
	"github.com/gobot-baduk/gobot/store/memory"
	"github.com/stretchr/testify/require"
)

const (
	appID       = "1234567890123456789"
	secretToken = "SECRET-INTERACTION-TOKEN-abc123"
	botToken    = "SECRET-BOT-TOKEN-xyz789"
	channelID   = "2222222222222222222"
	restBaseURL = "https://discord.test/api/v10"
)

var (
	alice = commands.User{ID: "600000000000000001", Name: "Alice"}
	bob   = commands.User{ID: "600000000000000002", Name: "Bob"}
)

// fakeDiscord is a local stand-in for Discord's REST API: it records the
// requests it receives.
type fakeDiscord struct {
	mu       sync.Mutex
	requests []recorded
	got      chan recorded
}

type recorded struct {
	method, path, contentType string
	body                      []byte
}

func (f *fakeDiscord) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	b, _ := io.ReadAll(r.Body)
	rec := recorded{r.Method, r.URL.Path, r.Header.Get("Content-Type"), b}
	f.mu.Lock()
	f.requests = append(f.requests, rec)
	f.mu.Unlock()
	if r.Method == http.MethodDelete {
		w.WriteHeader(http.StatusNoContent)
	} else {
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"id":"1"}`)
	}
	f.got <- rec
}

// redirect sends every request to the local server, whatever its host:
// the client's transport stands between gobot and "Discord".
type redirect struct{ target string }

func (r redirect) RoundTrip(req *http.Request) (*http.Response, error) {
	req = req.Clone(req.Context())
	req.URL.Scheme, req.URL.Host = "http", r.target
	return http.DefaultTransport.RoundTrip(req)
}

type env struct {
	t       *testing.T
	pub     ed25519.PublicKey
	priv    ed25519.PrivateKey
	srv     *httptest.Server
	ep      *bot.Endpoint
	discord *fakeDiscord
	logs    *syncBuffer
	bot     *commands.Bot
	store   *memory.Store
	rest    *bot.REST
	n       int
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

type slowRenderer struct{ delay time.Duration }

func (s slowRenderer) RenderBoard(w io.Writer, g *core.Game, v commands.View) error {
	time.Sleep(s.delay)
	return commands.DefaultRenderer().RenderBoard(w, g, v)
}

func newEnv(t *testing.T, opts ...bot.EndpointOption) *env {
	return newEnvRenderer(t, nil, opts...)
}

func newEnvRenderer(t *testing.T, r commands.Renderer, opts ...bot.EndpointOption) *env {
	return newEnvStore(t, r, nil, opts...)
}

// newEnvStore is newEnv with a renderer and the game store wrapped by wrap
// (either may be nil).
func newEnvStore(t *testing.T, r commands.Renderer, wrap func(match.GameStore) match.GameStore, opts ...bot.EndpointOption) *env {
	t.Helper()
	return newEnvWith(t, r, wrap, nil, opts...)
}

// newEnvWith is newEnvStore with more options for the Bot (a clock, say).
func newEnvWith(t *testing.T, r commands.Renderer, wrap func(match.GameStore) match.GameStore, more []commands.Option, opts ...bot.EndpointOption) *env {
	t.Helper()
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	require.NoError(t, err)
	e := &env{t: t, pub: pub, priv: priv, discord: &fakeDiscord{got: make(chan recorded, 16)}, logs: &syncBuffer{}}
	logger := slog.New(slog.NewJSONHandler(e.logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	e.store = memory.New()
	bopts := []commands.Option{commands.WithLogger(logger), commands.WithCoin(func() bool { return true }), commands.WithPractice(e.store, e.store)}
	if r != nil {
		bopts = append(bopts, commands.WithRenderer(r))
	}
	bopts = append(bopts, more...)
	var games match.GameStore = e.store
	if wrap != nil {
		games = wrap(games)
	}
	e.bot, err = commands.New(match.Stores{Games: games, Interactions: e.store, Guilds: e.store, Prefs: e.store, Deadlines: e.store}, bopts...)
	require.NoError(t, err)
	rest := httptest.NewServer(e.discord)
	t.Cleanup(rest.Close)
	client := &http.Client{Transport: redirect{strings.TrimPrefix(rest.URL, "http://")}}
	e.rest = &bot.REST{BaseURL: restBaseURL, Client: client, Token: botToken}
	e.ep = bot.NewEndpoint(e.bot, e.rest, appID, pub, append([]bot.EndpointOption{bot.Logger(logger)}, opts...)...)
	e.srv = httptest.NewServer(e.ep)
	t.Cleanup(e.srv.Close)
	return e
}

// allowLiveAnalysis lets everyone see the analysis of games in progress in
// the tests' server, for the tests that analyse one: by default nobody may
// until the game has ended (fair play).
func allowLiveAnalysis(t *testing.T, st match.GuildSettings) {
	t.Helper()
	require.NoError(t, st.SaveSettings(context.Background(), match.Settings{GuildID: "1111111111111111111", LiveAnalysis: true}))
}

// payload builds a signed-ready interaction body.
func (e *env) payload(req *commands.Request) []byte {
	e.n++
	req.InteractionID = fmt.Sprintf("90000000000%08d", e.n)
	if req.GuildID == "" {
		req.GuildID = "1111111111111111111"
	}
	if req.ChannelID == "" {
		req.ChannelID = channelID
	}
	// The payload is a recorded interaction with the request filled in,
	// not gobot's own encoding of it.
	discord := bottest.Builder{AppID: appID, Token: func(string) string { return secretToken }}
	b, err := discord.Payload(req)
	require.NoError(e.t, err)
	return b
}

func (e *env) post(body []byte, sign func(h http.Header, body []byte)) *http.Response {
	e.t.Helper()
	hr, err := http.NewRequest(http.MethodPost, e.srv.URL, bytes.NewReader(body))
	require.NoError(e.t, err)
	if sign != nil {
		sign(hr.Header, body)
	}
	resp, err := e.srv.Client().Do(hr)
	require.NoError(e.t, err)
	e.t.Cleanup(func() { resp.Body.Close() })
	return resp
}

func (e *env) signAt(ts time.Time) func(http.Header, []byte) {
	return func(h http.Header, body []byte) {
		stamp := strconv.FormatInt(ts.Unix(), 10)
		h.Set("X-Signature-Timestamp", stamp)
		h.Set("X-Signature-Ed25519", hex.EncodeToString(ed25519.Sign(e.priv, append([]byte(stamp), body...))))
	}
}

func (e *env) sign(h http.Header, body []byte) { e.signAt(time.Now())(h, body) }

// do sends a command line as user and returns the decoded response with
// its files.
func (e *env) do(req *commands.Request) (*discordgo.InteractionResponse, map[string][]byte) {
	e.t.Helper()
	resp := e.post(e.payload(req), e.sign)
	require.Equal(e.t, http.StatusOK, resp.StatusCode)
	return decodeResponse(e.t, resp.Header.Get("Content-Type"), readAll(e.t, resp.Body))
}

func readAll(t *testing.T, r io.Reader) []byte {
	b, err := io.ReadAll(r)
	require.NoError(t, err)
	return b
}

// decodeResponse reads a JSON or multipart interaction response.
func decodeResponse(t *testing.T, contentType string, body []byte) (*discordgo.InteractionResponse, map[string][]byte) {
	t.Helper()
	m, err := bottest.ReadMessage(contentType, body)
	require.NoError(t, err)
	var r discordgo.InteractionResponse
	var raw struct {
		Type discordgo.InteractionResponseType `json:"type"`
		Data *struct {
			Content string                                      `json:"content"`
			Flags   discordgo.MessageFlags                      `json:"flags"`
			Choices []*discordgo.ApplicationCommandOptionChoice `json:"choices"`
		} `json:"data"`
	}
	if err := json.Unmarshal(m.JSON, &raw); err != nil {
		// Edits carry the message fields at the top level.
		t.Fatalf("payload: %v: %s", err, m.JSON)
	}
	r.Type = raw.Type
	if raw.Data != nil {
		r.Data = &discordgo.InteractionResponseData{Content: raw.Data.Content, Flags: raw.Data.Flags, Choices: raw.Data.Choices}
	}
	return &r, m.Files
}

func cmd(u commands.User, name string, opts map[string]string) *commands.Request {
	return &commands.Request{Kind: commands.KindCommand, User: u, Command: name, Options: opts}
}

func TestSignatures(t *testing.T) {
	e := newEnv(t)
	ping := []byte(`{"type":1,"id":"1","application_id":"` + appID + `","token":"x","version":1}`)
	t.Run("valid PING gets PONG", func(t *testing.T) {
		resp := e.post(ping, e.sign)
		require.Equal(t, http.StatusOK, resp.StatusCode)
		require.JSONEq(t, `{"type":1}`, string(readAll(t, resp.Body)))
	})
	t.Run("missing headers", func(t *testing.T) {
		resp := e.post(ping, nil)
		require.Equal(t, http.StatusUnauthorized, resp.StatusCode)
	})
	t.Run("missing timestamp", func(t *testing.T) {
		resp := e.post(ping, func(h http.Header, b []byte) { e.sign(h, b); h.Del("X-Signature-Timestamp") })
		require.Equal(t, http.StatusUnauthorized, resp.StatusCode)
	})
	t.Run("signature by another key", func(t *testing.T) {
		_, other, _ := ed25519.GenerateKey(rand.Reader)
		resp := e.post(ping, func(h http.Header, b []byte) {
			ts := strconv.FormatInt(time.Now().Unix(), 10)
			h.Set("X-Signature-Timestamp", ts)
			h.Set("X-Signature-Ed25519", hex.EncodeToString(ed25519.Sign(other, append([]byte(ts), b...))))
		})
		require.Equal(t, http.StatusUnauthorized, resp.StatusCode)
	})
	t.Run("tampered body", func(t *testing.T) {
		resp := e.post(ping, func(h http.Header, b []byte) { e.sign(h, append([]byte{' '}, b...)) })
		require.Equal(t, http.StatusUnauthorized, resp.StatusCode)
	})
	t.Run("malformed signature", func(t *testing.T) {
		resp := e.post(ping, func(h http.Header, b []byte) { e.sign(h, b); h.Set("X-Signature-Ed25519", "zz") })
		require.Equal(t, http.StatusUnauthorized, resp.StatusCode)
	})
	t.Run("stale timestamp", func(t *testing.T) {
		resp := e.post(ping, e.signAt(time.Now().Add(-10*time.Minute)))
		require.Equal(t, http.StatusUnauthorized, resp.StatusCode)
		require.Contains(t, string(readAll(t, resp.Body)), "stale")
	})
	t.Run("oversized body", func(t *testing.T) {
		// Over the endpoint's limit of 1 MiB.
		big := append([]byte(`{"type":1,"pad":"`), bytes.Repeat([]byte("x"), 1<<20)...)
		big = append(big, `"}`...)
		resp := e.post(big, e.sign)
		require.Equal(t, http.StatusRequestEntityTooLarge, resp.StatusCode)
	})
	t.Run("GET", func(t *testing.T) {
		resp, err := e.srv.Client().Get(e.srv.URL)
		require.NoError(t, err)
		require.Equal(t, http.StatusMethodNotAllowed, resp.StatusCode)
	})
}

// TestInlinePNG plays a challenge, an accept and a move: each answer comes
// in the HTTP response itself, the boards as PNG parts of a multipart body.
func TestInlinePNG(t *testing.T) {
	e := newEnv(t)
	r, files := e.do(cmd(alice, "play", map[string]string{"opponent": bob.ID, "size": "9", "color": "black"}))
	require.Equal(t, discordgo.InteractionResponseChannelMessageWithSource, r.Type)
	require.Empty(t, files)
	g, err := e.store.ActiveGame(context.Background(), channelID)
	require.NoError(t, err)
	r, files = e.do(&commands.Request{Kind: commands.KindComponent, User: bob, CustomID: "accept:" + g.ID})
	require.Equal(t, discordgo.InteractionResponseUpdateMessage, r.Type)
	requirePNG(t, files, "board.png")
	r, files = e.do(cmd(alice, "move", map[string]string{"point": "D4"}))
	require.Equal(t, discordgo.InteractionResponseChannelMessageWithSource, r.Type)
	require.Contains(t, r.Data.Content, "played D4")
	requirePNG(t, files, "board.png")
	// A user mistake is ephemeral and carries no file.
	r, files = e.do(cmd(alice, "move", map[string]string{"point": "E5"}))
	require.Equal(t, discordgo.MessageFlagsEphemeral, r.Data.Flags)
	require.Contains(t, r.Data.Content, "not your turn")
	require.Empty(t, files)
	// Autocomplete answers with choices.
	ac := cmd(bob, "move", map[string]string{"point": "d"})
	ac.Kind, ac.Focused = commands.KindAutocomplete, "point"
	r, _ = e.do(ac)
	require.Equal(t, discordgo.InteractionApplicationCommandAutocompleteResult, r.Type)
	require.NotEmpty(t, r.Data.Choices)
}

// requirePNG asserts that files hold the named PNG.
func requirePNG(t *testing.T, files map[string][]byte, name string) {
	t.Helper()
	_, err := bottest.Message{Files: files}.PNG(name)
	require.NoError(t, err)
}

func startGame(t *testing.T, e *env) {
	t.Helper()
	e.do(cmd(alice, "play", map[string]string{"opponent": bob.ID, "size": "9", "color": "black"}))
	g, err := e.store.ActiveGame(context.Background(), channelID)
	require.NoError(t, err)
	e.do(&commands.Request{Kind: commands.KindComponent, User: bob, CustomID: "accept:" + g.ID})
}

// TestDeferredEdit sends /analyze, which is deferred: the HTTP answer is a
// deferral, and the analysis arrives as an edit of the original response
// through the REST API.
func TestDeferredEdit(t *testing.T) {
	e := newEnv(t)
	startGame(t, e)
	allowLiveAnalysis(t, e.store)
	e.do(cmd(alice, "move", map[string]string{"point": "D4"}))
	r, files := e.do(cmd(bob, "analyze", nil))
	require.Equal(t, discordgo.InteractionResponseDeferredChannelMessageWithSource, r.Type)
	require.Empty(t, files)
	// On a loaded machine the accept or the move before may have run over
	// the budget too and been deferred: their edits can come first.
	deadline := time.After(10 * time.Second)
	for {
		select {
		case rec := <-e.discord.got:
			require.Equal(t, http.MethodPatch, rec.method)
			require.Equal(t, "/api/v10/webhooks/"+appID+"/"+secretToken+"/messages/@original", rec.path)
			edit, files := decodeEdit(t, rec)
			if !strings.Contains(edit, "**Analysis**") {
				require.NotContains(t, edit, "Analysis", "an edit of an earlier deferred reply")
				continue
			}
			requirePNG(t, files, "analysis.png")
			require.NotContains(t, e.logs.String(), secretToken)
			return
		case <-deadline:
			t.Fatal("no edit with the analysis reached the REST stand-in")
		}
	}
}

// decodeEdit reads a PATCH body: content and files.
func decodeEdit(t *testing.T, rec recorded) (string, map[string][]byte) {
	t.Helper()
	m := readRecorded(t, rec)
	var msg struct {
		Content string `json:"content"`
	}
	require.NoError(t, json.Unmarshal(m.JSON, &msg))
	return msg.Content, m.Files
}

// readRecorded takes a body sent to the REST stand-in apart.
func readRecorded(t *testing.T, rec recorded) bottest.Message {
	t.Helper()
	m, err := bottest.ReadMessage(rec.contentType, rec.body)
	require.NoError(t, err, "%s %s", rec.method, rec.path)
	return m
}

// TestOverBudget makes rendering slower than the budget: a move, not
// marked slow, is deferred anyway and edited in.
func TestOverBudget(t *testing.T) {
	e := newEnvRenderer(t, slowRenderer{300 * time.Millisecond}, bot.Budget(100*time.Millisecond))
	startGame(t, e)
	// startGame's accept was over budget too: drain its edit.
	<-e.discord.got
	r, _ := e.do(cmd(alice, "move", map[string]string{"point": "D4"}))
	require.Equal(t, discordgo.InteractionResponseDeferredChannelMessageWithSource, r.Type)
	rec := <-e.discord.got
	content, files := decodeEdit(t, rec)
	require.Contains(t, content, "played D4")
	requirePNG(t, files, "board.png")
}

// TestSlowClickUpdatesInPlace: a click whose answer replaces the message it
// was on (Accept) and that runs over budget is acknowledged as a deferred
// update (type 6), and the board is then edited into the challenge message
// itself, with its buttons: not posted as a new message below a challenge
// that keeps live Accept and Decline buttons.
func TestSlowClickUpdatesInPlace(t *testing.T) {
	e := newEnvRenderer(t, slowRenderer{300 * time.Millisecond}, bot.Budget(100*time.Millisecond))
	r, _ := e.do(cmd(alice, "play", map[string]string{"opponent": bob.ID, "size": "9", "color": "black"}))
	if r.Type == discordgo.InteractionResponseDeferredChannelMessageWithSource {
		<-e.discord.got // /play renders nothing, but a loaded machine may still pass the budget
	}
	g, err := e.store.ActiveGame(context.Background(), channelID)
	require.NoError(t, err)
	r, files := e.do(&commands.Request{Kind: commands.KindComponent, User: bob, CustomID: "accept:" + g.ID})
	require.Equal(t, discordgo.InteractionResponseDeferredMessageUpdate, r.Type)
	require.Nil(t, r.Data, "a deferred update carries no message")
	require.Empty(t, files)
	rec := <-e.discord.got
	require.Equal(t, http.MethodPatch, rec.method)
	require.Equal(t, "/api/v10/webhooks/"+appID+"/"+secretToken+"/messages/@original", rec.path, "the clicked message is edited")
	edit := decodeEditJSON(t, rec)
	require.Contains(t, edit.Content, "accepted")
	require.Contains(t, edit.Content, "your move as **Black**")
	require.Equal(t, []string{"pass", "resign", "undo", "analyze"}, edit.actions(), "the board's buttons replace Accept and Decline")
	require.Equal(t, []string{"board.png"}, edit.attachments())
	_, files = decodeEdit(t, rec)
	requirePNG(t, files, "board.png")
	require.Empty(t, e.discord.got, "nothing else was sent")
}

// TestSlowClickMistake: a slow click that turns out to be a mistake, after
// a deferred update, is answered by an ephemeral follow-up; the message
// the button is on is neither deleted nor edited. A slow Decline edits the
// challenge in place and removes its buttons.
func TestSlowClickMistake(t *testing.T) {
	// Every read of a channel's game takes 300 ms, as a busy database's.
	slow := func(s match.GameStore) match.GameStore {
		return &matchtest.Games{Store: s, ActiveGameFunc: func(ctx context.Context, channelID string) (*match.GameRecord, error) {
			time.Sleep(300 * time.Millisecond)
			return s.ActiveGame(ctx, channelID)
		}}
	}
	e := newEnvStore(t, nil, slow, bot.Budget(100*time.Millisecond))
	e.do(cmd(alice, "play", map[string]string{"opponent": bob.ID, "size": "9"}))
	<-e.discord.got // /play read the channel slowly too: its answer came as an edit
	g, err := e.store.ActiveGame(context.Background(), channelID)
	require.NoError(t, err)
	carol := commands.User{ID: "600000000000000003", Name: "Carol"}
	r, _ := e.do(&commands.Request{Kind: commands.KindComponent, User: carol, CustomID: "decline:" + g.ID})
	require.Equal(t, discordgo.InteractionResponseDeferredMessageUpdate, r.Type)
	rec := <-e.discord.got
	require.Equal(t, http.MethodPost, rec.method, "a follow-up, not a deletion of the challenge")
	require.Equal(t, "/api/v10/webhooks/"+appID+"/"+secretToken, rec.path)
	fu := decodeEditJSON(t, rec)
	require.Contains(t, fu.Content, "only they can decline")
	require.Equal(t, int(discordgo.MessageFlagsEphemeral), fu.Flags)

	r, _ = e.do(&commands.Request{Kind: commands.KindComponent, User: bob, CustomID: "decline:" + g.ID})
	require.Equal(t, discordgo.InteractionResponseDeferredMessageUpdate, r.Type)
	rec = <-e.discord.got
	require.Equal(t, http.MethodPatch, rec.method)
	edit := decodeEditJSON(t, rec)
	require.Contains(t, edit.Content, "declined the challenge")
	require.NotNil(t, edit.Components, "the buttons are removed: an empty list, not left out")
	require.Empty(t, *edit.Components)
	require.Empty(t, e.discord.got)
}

// sentMessage is a message body sent to the REST stand-in.
type sentMessage struct {
	Content     string                       `json:"content"`
	Flags       int                          `json:"flags"`
	Components  *[]json.RawMessage           `json:"components"`
	Attachments []*struct{ Filename string } `json:"attachments"`
}

func (m sentMessage) actions() []string {
	var out []string
	if m.Components == nil {
		return nil
	}
	for _, raw := range *m.Components {
		var row struct {
			Components []struct {
				CustomID string `json:"custom_id"`
			} `json:"components"`
		}
		if json.Unmarshal(raw, &row) == nil {
			for _, c := range row.Components {
				a, _, _ := strings.Cut(c.CustomID, ":")
				out = append(out, a)
			}
		}
	}
	return out
}

func (m sentMessage) attachments() []string {
	var out []string
	for _, a := range m.Attachments {
		out = append(out, a.Filename)
	}
	return out
}

// decodeEditJSON reads the message of a PATCH or POST body, multipart or
// JSON.
func decodeEditJSON(t *testing.T, rec recorded) sentMessage {
	t.Helper()
	payload := readRecorded(t, rec).JSON
	var m sentMessage
	require.NoError(t, json.Unmarshal(payload, &m), "%s", payload)
	return m
}

// TestDeferredMistake: a deferred command that turns out to be a user
// mistake deletes the public "thinking" message and answers ephemerally.
func TestDeferredMistake(t *testing.T) {
	e := newEnv(t)
	r, _ := e.do(cmd(alice, "analyze", nil))
	require.Equal(t, discordgo.InteractionResponseDeferredChannelMessageWithSource, r.Type)
	del := <-e.discord.got
	require.Equal(t, http.MethodDelete, del.method)
	fu := <-e.discord.got
	require.Equal(t, http.MethodPost, fu.method)
	require.Equal(t, "/api/v10/webhooks/"+appID+"/"+secretToken, fu.path)
	var m struct {
		Content string `json:"content"`
		Flags   int    `json:"flags"`
	}
	require.NoError(t, json.Unmarshal(fu.body, &m))
	require.Contains(t, m.Content, "no game in this channel")
	require.Equal(t, int(discordgo.MessageFlagsEphemeral), m.Flags)
}

// TestTokensNeverLogged makes the REST calls fail (Discord unreachable):
// the errors are logged, without the interaction token or the bot token.
func TestTokensNeverLogged(t *testing.T) {
	pub, priv, _ := ed25519.GenerateKey(rand.Reader)
	logs := &syncBuffer{}
	logger := slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	st := memory.New()
	b, err := commands.New(match.Stores{Games: st, Interactions: st, Guilds: st}, commands.WithLogger(logger))
	require.NoError(t, err)
	// Nothing listens on port 1.
	rest := &bot.REST{BaseURL: "http://127.0.0.1:1/api/v10", Token: botToken}
	ep := bot.NewEndpoint(b, rest, appID, pub, bot.Logger(logger))
	srv := httptest.NewServer(ep)
	defer srv.Close()
	e := &env{t: t, pub: pub, priv: priv, srv: srv, ep: ep}
	e.post(e.payload(cmd(alice, "analyze", nil)), e.sign)
	require.NoError(t, ep.Shutdown(context.Background()))
	require.Error(t, bot.Register(context.Background(), rest, appID, "42"))
	out := logs.String()
	require.Contains(t, out, "delivering deferred answer failed")
	require.Contains(t, out, "[token]")
	require.NotContains(t, out, secretToken)
	require.NotContains(t, out, botToken)
}

// TestRegister checks the bulk overwrite: to the development guild when
// one is given, globally otherwise, authorized with the bot token.
func TestRegister(t *testing.T) {
	var got []*http.Request
	var bodies [][]byte
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = append(got, r)
		bodies = append(bodies, readAll(t, r.Body))
		io.WriteString(w, "[]")
	}))
	defer srv.Close()
	rest := &bot.REST{BaseURL: srv.URL + "/api/v10", Token: botToken}
	require.NoError(t, bot.Register(context.Background(), rest, appID, "777"))
	require.NoError(t, bot.Register(context.Background(), rest, appID, ""))
	require.Equal(t, http.MethodPut, got[0].Method)
	require.Equal(t, "/api/v10/applications/"+appID+"/guilds/777/commands", got[0].URL.Path)
	require.Equal(t, "/api/v10/applications/"+appID+"/commands", got[1].URL.Path)
	require.Equal(t, "Bot "+botToken, got[0].Header.Get("Authorization"))
	var defs []discordgo.ApplicationCommand
	require.NoError(t, json.Unmarshal(bodies[0], &defs))
	var names []string
	for _, d := range defs {
		names = append(names, d.Name)
	}
	require.Equal(t, []string{"play", "move", "board", "analyze", "score", "game", "puzzle", "review", "Review this game", "settings", "prefs", "help"}, names)
}

// TestShutdownFinishesInFlight stops the endpoint while a deferred
// command is running: Shutdown waits until its edit is delivered.
func TestShutdownFinishesInFlight(t *testing.T) {
	e := newEnvRenderer(t, slowRenderer{400 * time.Millisecond})
	startGame(t, e)
	allowLiveAnalysis(t, e.store)
	r, _ := e.do(cmd(bob, "analyze", nil))
	require.Equal(t, discordgo.InteractionResponseDeferredChannelMessageWithSource, r.Type)
	e.srv.Close()
	require.NoError(t, e.ep.Shutdown(context.Background()))
	select {
	case rec := <-e.discord.got:
		require.Equal(t, http.MethodPatch, rec.method)
	default:
		t.Fatal("Shutdown returned before the deferred answer was delivered")
	}
}
