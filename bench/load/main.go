// Command load measures gobot's HTTP interactions endpoint under load: many
// channels play at once, every move a signed request whose reply carries
// the new board as a PNG. It builds and starts the real gobot binary, with
// a local stand-in for Discord's REST API to receive any deferred edits,
// and reports moves per second and the latency percentiles. A deferred
// move is timed until the REST edit that shows its board arrives.
//
//	go run ./bench/load -channels 50 -moves 40 -size 19 [-interval 1s] [-store memory]
//
// Without -interval every channel sends its next move as soon as the last
// reply arrives: the server's saturation throughput. With -interval each
// channel moves at that pace, an offered load of channels/interval moves a
// second, and the latencies are those players would see.
package main

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gobot-baduk/gobot/bot/bottest"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/core"
)

const appID = "1234567890123456789"

func main() {
	channels := flag.Int("channels", 50, "channels playing at once")
	moves := flag.Int("moves", 40, "moves per channel")
	size := flag.Int("size", 19, "board size")
	storeKind := flag.String("store", "sqlite", "store: memory or sqlite")
	interval := flag.Duration("interval", 0, "time between a channel's moves (0: each channel moves as soon as its last reply arrives)")
	flag.Parse()
	if err := run(*channels, *moves, *size, *storeKind, *interval); err != nil {
		fmt.Fprintln(os.Stderr, "load:", err)
		os.Exit(1)
	}
}

// sample is one timed move.
type sample struct {
	latency  time.Duration
	png      bool
	deferred bool
}

func run(channels, moves, size int, storeKind string, interval time.Duration) error {
	dir, err := os.MkdirTemp("", "gobot-load")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	bin := filepath.Join(dir, "gobot")
	build := exec.Command("go", "build", "-o", bin, "./cmd/gobot")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		return fmt.Errorf("building gobot (run from the repository root): %w", err)
	}

	var edits atomic.Int64
	waiters := &editWaiters{m: map[string]chan bool{}}
	discord := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		edits.Add(1)
		// PATCH /webhooks/{app}/{token}/messages/@original ends a deferred
		// reply: tell the move waiting for it whether it carried the board.
		if parts := strings.Split(r.URL.Path, "/"); r.Method == http.MethodPatch && len(parts) >= 4 {
			waiters.done(parts[len(parts)-3], bytes.Contains(body, []byte("\x89PNG")))
		}
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"id":"1"}`)
	}))
	defer discord.Close()

	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return err
	}
	env := append(os.Environ(),
		"GOBOT_ENV_FILE=/nonexistent/.env",
		"GOBOT_HTTP_ADDR=127.0.0.1:0",
		"GOBOT_APP_ID="+appID,
		"GOBOT_PUBLIC_KEY="+hex.EncodeToString(pub),
		"GOBOT_REST_URL="+discord.URL,
		"GOBOT_TOKEN=",
		"GOBOT_LOG_LEVEL=warn",
		"GOBOT_DB="+filepath.Join(dir, "gobot.db"),
	)
	if storeKind == "memory" {
		env = append(env, "GOBOT_STORE=memory")
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	srv := exec.CommandContext(ctx, bin, "serve")
	srv.Env = append(env, "GOBOT_LOG_LEVEL=info")
	stderr, err := srv.StderrPipe()
	if err != nil {
		return err
	}
	if err := srv.Start(); err != nil {
		return err
	}
	defer srv.Process.Kill()
	addr, err := listenAddr(stderr)
	if err != nil {
		return err
	}
	go io.Copy(io.Discard, stderr)

	c := &client{url: "http://" + addr + "/interactions", priv: priv, edits: waiters, http: &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: channels * 2}},
		discord: bottest.Builder{AppID: appID, Token: func(id string) string { return "token" + id }}}
	// Set up every channel's game first; only moves are timed.
	games := make([]*channelGame, channels)
	for i := range games {
		g, err := c.start(i, size, moves)
		if err != nil {
			return fmt.Errorf("channel %d: %w", i, err)
		}
		games[i] = g
	}
	var (
		mu      sync.Mutex
		samples []sample
		wg      sync.WaitGroup
		errs    = make(chan error, channels)
	)
	begin := time.Now()
	for i, g := range games {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// With an interval, the channels' moves are spread evenly over
			// it, as players in different channels do not move in step.
			next := begin.Add(interval * time.Duration(i) / time.Duration(channels))
			for _, m := range g.moves {
				if interval > 0 {
					time.Sleep(time.Until(next))
					next = next.Add(interval)
				}
				s, err := c.move(g, m)
				if err != nil {
					errs <- fmt.Errorf("channel %s, move %v: %w", g.channel, m, err)
					return
				}
				mu.Lock()
				samples = append(samples, s)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(begin)
	close(errs)
	for err := range errs {
		return err
	}
	lat := make([]time.Duration, len(samples))
	pngs, deferred := 0, 0
	for i, s := range samples {
		lat[i] = s.latency
		if s.png {
			pngs++
		}
		if s.deferred {
			deferred++
		}
	}
	slices.Sort(lat)
	pct := func(p float64) time.Duration { return lat[min(len(lat)-1, int(p*float64(len(lat))))] }
	fmt.Printf("interval=%v store=%s channels=%d size=%d moves=%d elapsed=%.2fs moves/s=%.1f p50=%.1fms p90=%.1fms p99=%.1fms max=%.1fms replies-with-png=%d deferred=%d rest-edits=%d\n",
		interval, storeKind, channels, size, len(samples), elapsed.Seconds(), float64(len(samples))/elapsed.Seconds(),
		ms(pct(0.50)), ms(pct(0.90)), ms(pct(0.99)), ms(lat[len(lat)-1]), pngs, deferred, edits.Load())
	if pngs != len(samples) {
		return fmt.Errorf("%d replies carried no board image", len(samples)-pngs-deferred)
	}
	return nil
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// listenAddr reads the server's log until it says where it listens.
func listenAddr(r io.Reader) (string, error) {
	re := regexp.MustCompile(`addr=(127\.0\.0\.1:\d+)`)
	var buf []byte
	one := make([]byte, 1)
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		n, err := r.Read(one)
		if n > 0 {
			buf = append(buf, one[0])
			if one[0] == '\n' {
				if m := re.FindSubmatch(buf); m != nil {
					return string(m[1]), nil
				}
			}
		}
		if err != nil {
			return "", fmt.Errorf("gobot exited before listening: %s", buf)
		}
	}
	return "", errors.New("gobot did not start listening within 30 s")
}

type client struct {
	url   string
	priv  ed25519.PrivateKey
	http  *http.Client
	n     atomic.Int64
	edits *editWaiters
	// discord fills each request into the recorded interaction it is
	// shaped like, with the token "token"+id that the edits come back to.
	discord bottest.Builder
}

// editWaiters hands each deferred reply's edit, by interaction token, to
// the move waiting for it.
type editWaiters struct {
	mu sync.Mutex
	m  map[string]chan bool
}

func (e *editWaiters) wait(token string) chan bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	ch, ok := e.m[token]
	if !ok {
		ch = make(chan bool, 1)
		e.m[token] = ch
	}
	return ch
}

func (e *editWaiters) done(token string, png bool) {
	select {
	case e.wait(token) <- png:
	default:
	}
}

type channelGame struct {
	channel      string
	black, white commands.User
	moves        []core.Move
}

// start challenges and accepts a game in channel i, and prepares a random
// legal sequence of moves that never fills an own eye.
func (c *client) start(i, size, moves int) (*channelGame, error) {
	g := &channelGame{
		channel: strconv.Itoa(3000000000000000000 + i),
		black:   commands.User{ID: strconv.Itoa(610000000000000000 + 2*i), Name: fmt.Sprintf("black%d", i)},
		white:   commands.User{ID: strconv.Itoa(610000000000000001 + 2*i), Name: fmt.Sprintf("white%d", i)},
	}
	resp, _, err := c.send(&commands.Request{Kind: commands.KindCommand, User: g.black, ChannelID: g.channel, Command: "play",
		Options: map[string]string{"opponent": g.white.ID, "size": strconv.Itoa(size), "color": "black"},
		Users:   map[string]commands.User{g.white.ID: g.white}})
	if err != nil {
		return nil, err
	}
	m := regexp.MustCompile(`"custom_id":"(accept:[^"]+)"`).FindSubmatch(resp)
	if m == nil {
		return nil, fmt.Errorf("no Accept button in the challenge: %s", resp)
	}
	if _, _, err := c.send(&commands.Request{Kind: commands.KindComponent, User: g.white, ChannelID: g.channel, CustomID: string(m[1])}); err != nil {
		return nil, err
	}
	rules, err := core.ParseRules("japanese")
	if err != nil {
		return nil, err
	}
	b, err := core.NewBoard(size, rules)
	if err != nil {
		return nil, err
	}
	r := core.NewRand(uint64(i) + 1)
	col := core.Black
	for len(g.moves) < moves {
		p, ok := b.PlayRandom(col, r)
		if !ok {
			break
		}
		g.moves = append(g.moves, core.Play(col, p))
		col = col.Opponent()
	}
	return g, nil
}

// move plays one move and times it.
func (c *client) move(g *channelGame, m core.Move) (sample, error) {
	u := g.black
	if m.Color() == core.White {
		u = g.white
	}
	start := time.Now()
	req := &commands.Request{Kind: commands.KindCommand, User: u, ChannelID: g.channel, Command: "move",
		Options: map[string]string{"point": m.Point().String()}}
	payload, files, err := c.send(req)
	s := sample{latency: time.Since(start)}
	if err != nil {
		return s, err
	}
	var r struct {
		Type int `json:"type"`
		Data struct {
			Content string `json:"content"`
			Flags   int    `json:"flags"`
		} `json:"data"`
	}
	if err := json.Unmarshal(payload, &r); err != nil {
		return s, err
	}
	if r.Data.Flags&64 != 0 {
		return s, fmt.Errorf("the move was refused: %s", r.Data.Content)
	}
	s.deferred = r.Type == 5
	if s.deferred {
		// The move counts when the edit that shows it arrives: only then
		// may the other player move, and only then does the player see it.
		select {
		case png := <-c.edits.wait("token" + req.InteractionID):
			s.latency = time.Since(start)
			s.png = png
		case <-time.After(60 * time.Second):
			return s, errors.New("a deferred reply was never edited")
		}
		return s, nil
	}
	for name, data := range files {
		if strings.HasSuffix(name, ".png") && bytes.HasPrefix(data, []byte("\x89PNG")) {
			s.png = true
		}
	}
	return s, nil
}

// send signs and posts a request, and returns the response's JSON payload
// and its files.
func (c *client) send(req *commands.Request) ([]byte, map[string][]byte, error) {
	req.InteractionID = strconv.FormatInt(900000000000000000+c.n.Add(1), 10)
	req.GuildID = "1111111111111111111"
	body, err := c.discord.Payload(req)
	if err != nil {
		return nil, nil, err
	}
	hr, err := http.NewRequest(http.MethodPost, c.url, bytes.NewReader(body))
	if err != nil {
		return nil, nil, err
	}
	ts := strconv.FormatInt(time.Now().Unix(), 10)
	hr.Header.Set("X-Signature-Timestamp", ts)
	hr.Header.Set("X-Signature-Ed25519", hex.EncodeToString(ed25519.Sign(c.priv, append([]byte(ts), body...))))
	hr.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(hr)
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, nil, err
	}
	if resp.StatusCode != http.StatusOK {
		return nil, nil, fmt.Errorf("HTTP %d: %s", resp.StatusCode, data)
	}
	m, err := bottest.ReadMessage(resp.Header.Get("Content-Type"), data)
	if err != nil {
		return nil, nil, err
	}
	return m.JSON, m.Files, nil
}
