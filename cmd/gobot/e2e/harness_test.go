package e2e

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/bot/bottest"
	"github.com/gobot-baduk/gobot/commands"
)

const (
	appID   = "1234567890123456789"
	guildID = "1111111111111111111"
	token   = "interaction-token"
)

var (
	alice = commands.User{ID: "600000000000000001", Name: "alice"}
	bob   = commands.User{ID: "600000000000000002", Name: "bob"}
)

// buildGobot builds cmd/gobot once per test binary run.
var (
	buildOnce sync.Once
	buildPath string
	buildErr  error
)

// TestMain removes the gobot binary the tests built (26 MB a run).
func TestMain(m *testing.M) {
	code := m.Run()
	if buildPath != "" {
		os.RemoveAll(filepath.Dir(buildPath))
	}
	os.Exit(code)
}

func gobotBinary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "gobot-e2e-")
		if err != nil {
			buildErr = err
			return
		}
		buildPath = filepath.Join(dir, "gobot")
		out, err := exec.Command("go", "build", "-o", buildPath, "..").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return buildPath
}

// cluster is what the gobot processes of one test share: the signing key,
// the database and a stand-in for Discord's REST API.
type cluster struct {
	t    *testing.T
	bin  string
	priv ed25519.PrivateKey
	pub  ed25519.PublicKey
	env  []string
	rest *httptest.Server
	ids  atomic.Int64
	// sent records what the processes sent to the REST stand-in.
	sent *restLog
	// discord fills requests into the recorded interactions.
	discord bottest.Builder
}

func newCluster(t *testing.T, storeEnv ...string) *cluster {
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	log := &restLog{}
	rest := httptest.NewServer(log)
	t.Cleanup(rest.Close)
	c := &cluster{t: t, bin: gobotBinary(t), priv: priv, pub: pub, rest: rest, sent: log,
		// Each interaction's token names it, so that the edit of a
		// deferred answer can be told from another's.
		discord: bottest.Builder{AppID: appID, Token: func(id string) string { return token + "-" + id }}}
	c.env = append([]string{
		"PATH=" + os.Getenv("PATH"),
		"HOME=" + t.TempDir(),
		"GOBOT_ENV_FILE=" + filepath.Join(t.TempDir(), "none.env"),
		"GOBOT_APP_ID=" + appID,
		"GOBOT_PUBLIC_KEY=" + hex.EncodeToString(pub),
		"GOBOT_REST_URL=" + rest.URL,
		"GOBOT_LOG_LEVEL=debug",
	}, storeEnv...)
	return c
}

// proc is one running gobot serve.
type proc struct {
	c    *cluster
	cmd  *exec.Cmd
	url  string
	logs *syncBuffer
	done chan struct{}
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

// startTimeout is how long start waits for a process to answer /healthz.
const startTimeout = 2 * time.Minute

// start starts a process and waits until it answers /healthz.
func (c *cluster) start() *proc {
	c.t.Helper()
	return c.startAll(1)[0]
}

// startAll starts n processes at once, so that what they do as they start
// (the daily schedule's first look) races, and waits until each answers
// /healthz.
func (c *cluster) startAll(n int) []*proc {
	c.t.Helper()
	procs := make([]*proc, n)
	for i := range procs {
		port := freePort(c.t)
		p := &proc{c: c, url: "http://127.0.0.1:" + port, logs: &syncBuffer{}, done: make(chan struct{})}
		p.cmd = exec.Command(c.bin, "serve")
		p.cmd.Env = append(append([]string(nil), c.env...), "GOBOT_HTTP_ADDR=127.0.0.1:"+port)
		p.cmd.Stdout, p.cmd.Stderr = p.logs, p.logs
		if err := p.cmd.Start(); err != nil {
			c.t.Fatal(err)
		}
		go func() { p.cmd.Wait(); close(p.done) }()
		c.t.Cleanup(p.kill)
		procs[i] = p
	}
	// A readiness wait, not a timing assertion: on a loaded 2-core machine
	// (CI runs the long sweeps beside these tests) start-up has taken over
	// 30 s, so allow what a stuck start, not a slow one, exceeds.
	deadline := time.Now().Add(startTimeout)
	for _, p := range procs {
		for {
			resp, err := http.Get(p.url + "/healthz")
			if err == nil {
				resp.Body.Close()
				if resp.StatusCode == http.StatusOK {
					break
				}
			}
			select {
			case <-p.done:
				c.t.Fatalf("gobot exited while starting:\n%s", p.logs)
			default:
			}
			if time.Now().After(deadline) {
				c.t.Fatalf("gobot did not answer /healthz within %v:\n%s", startTimeout, p.logs)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	return procs
}

// restLog stands in for Discord's REST API: it records each request and
// answers with a new id (a message's, a thread's).
type restLog struct {
	mu   sync.Mutex
	n    int
	reqs []restCall
}

// restCall is one request the stand-in received.
type restCall struct {
	method, path string
	msg          bottest.Message
}

func (l *restLog) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	m, _ := bottest.ReadMessage(r.Header.Get("Content-Type"), body)
	l.mu.Lock()
	l.n++
	id := strconv.Itoa(1000 + l.n)
	l.reqs = append(l.reqs, restCall{method: r.Method, path: r.URL.Path, msg: m})
	l.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	io.WriteString(w, `{"id":"`+id+`"}`)
}

// calls returns the requests so far.
func (l *restLog) calls() []restCall {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]restCall(nil), l.reqs...)
}

// edit returns the content of the edit of the deferred answer to the
// interaction, and whether one arrived.
func (l *restLog) edit(interactionID string) (string, bool) {
	suffix := "/" + token + "-" + interactionID + "/messages/@original"
	for _, c := range l.calls() {
		if c.method == http.MethodPatch && strings.HasSuffix(c.path, suffix) {
			var m struct {
				Content string `json:"content"`
			}
			_ = json.Unmarshal(c.msg.JSON, &m)
			return m.Content, true
		}
	}
	return "", false
}

// killAfter kills the process after delay, in the background; the channel
// closes once it is dead.
func (p *proc) killAfter(delay time.Duration) <-chan struct{} {
	killed := make(chan struct{})
	go func() {
		time.Sleep(delay)
		p.kill()
		close(killed)
	}()
	return killed
}

// kill sends SIGKILL and waits for the process to go.
func (p *proc) kill() {
	select {
	case <-p.done:
		return
	default:
	}
	p.cmd.Process.Kill()
	<-p.done
}

// seed returns the random seed of a test: the value of the environment
// variable env if it is set (to replay a run), else one from the clock. It
// logs the seed with the way to replay it.
func seed(t *testing.T, env string) uint64 {
	t.Helper()
	if v := os.Getenv(env); v != "" {
		s, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			t.Fatalf("%s=%q: not a seed (an unsigned integer): %v", env, v, err)
		}
		t.Logf("seed %d, from %s", s, env)
		return s
	}
	s := uint64(time.Now().UnixNano())
	t.Logf("seed %d (replay with %s=%d)", s, env, s)
	return s
}

func freePort(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)
}

// reply is what a process answered: the message text and whether it was
// ephemeral; err is set when no answer arrived (the process died).
type reply struct {
	content   string
	ephemeral bool
	buttons   []string // custom ids
	err       error
}

// request returns a signed-ready interaction body for req, with a new
// interaction id unless req has one.
func (c *cluster) body(req *commands.Request) []byte {
	if req.InteractionID == "" {
		req.InteractionID = fmt.Sprintf("9%018d", c.ids.Add(1))
	}
	req.GuildID = guildID
	b, err := c.discord.Payload(req)
	if err != nil {
		c.t.Fatal(err)
	}
	return b
}

// send posts a signed body to p.
func (p *proc) send(ctx context.Context, body []byte) reply {
	ts := strconv.FormatInt(time.Now().Unix(), 10)
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, p.url+"/interactions", bytes.NewReader(body))
	if err != nil {
		return reply{err: err}
	}
	hr.Header.Set("X-Signature-Timestamp", ts)
	hr.Header.Set("X-Signature-Ed25519", hex.EncodeToString(ed25519.Sign(p.c.priv, append([]byte(ts), body...))))
	resp, err := http.DefaultClient.Do(hr)
	if err != nil {
		return reply{err: err}
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return reply{err: err}
	}
	if resp.StatusCode != http.StatusOK {
		return reply{err: fmt.Errorf("HTTP %d: %s", resp.StatusCode, data)}
	}
	return decodeReply(resp.Header.Get("Content-Type"), data)
}

func decodeReply(contentType string, body []byte) reply {
	m, err := bottest.ReadMessage(contentType, body)
	if err != nil {
		return reply{err: err}
	}
	payload := m.JSON
	var r struct {
		Type int `json:"type"`
		Data *struct {
			Content    string `json:"content"`
			Flags      int    `json:"flags"`
			Components []struct {
				Components []struct {
					CustomID string `json:"custom_id"`
				} `json:"components"`
			} `json:"components"`
		} `json:"data"`
	}
	if err := json.Unmarshal(payload, &r); err != nil {
		return reply{err: fmt.Errorf("reply %s: %v", payload, err)}
	}
	if r.Data == nil {
		return reply{err: fmt.Errorf("reply of type %d without a message (deferred?): %s", r.Type, payload)}
	}
	out := reply{content: r.Data.Content, ephemeral: r.Data.Flags&64 != 0}
	for _, row := range r.Data.Components {
		for _, b := range row.Components {
			out.buttons = append(out.buttons, b.CustomID)
		}
	}
	return out
}

func move(u commands.User, ch, point string) *commands.Request {
	return &commands.Request{Kind: commands.KindCommand, User: u, ChannelID: ch, Command: "move", Options: map[string]string{"point": point}}
}

// startGame challenges bob as alice (alice black) in channel ch and
// accepts.
func (c *cluster) startGame(p *proc, ch string, size int) {
	c.t.Helper()
	ctx := context.Background()
	r := p.send(ctx, c.body(&commands.Request{Kind: commands.KindCommand, User: alice, ChannelID: ch, Command: "play",
		Options: map[string]string{"opponent": bob.ID, "size": strconv.Itoa(size), "color": "black"}}))
	if r.err != nil || r.ephemeral {
		c.t.Fatalf("/play: %+v\n%s", r, p.logs)
	}
	id := ""
	for _, b := range r.buttons {
		if strings.HasPrefix(b, "accept:") {
			id = strings.TrimPrefix(b, "accept:")
		}
	}
	if id == "" {
		c.t.Fatalf("/play answered without an accept button: %+v", r)
	}
	r = p.send(ctx, c.body(&commands.Request{Kind: commands.KindComponent, User: bob, ChannelID: ch, CustomID: "accept:" + id}))
	if r.err != nil || r.ephemeral {
		c.t.Fatalf("accepting: %+v\n%s", r, p.logs)
	}
}

// played reports whether a reply announces the move at point.
func played(r reply, point string) bool {
	return r.err == nil && !r.ephemeral && strings.Contains(r.content, "played "+point)
}
