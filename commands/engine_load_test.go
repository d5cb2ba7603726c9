package commands_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/engine"
	"github.com/gobot-baduk/gobot/internal/gnugo"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/store/memory"
)

// loadChannels is how many channels play the engine at once in
// BenchmarkEngineLoad, and loadProcs its processes (GOBOT_ENGINE_PROCS).
const (
	loadChannels = 20
	loadProcs    = 2
)

// BenchmarkEngineLoad: 20 channels play 9×9 games against the engine at
// once on 2 processes (the queue at its default, 16). Each iteration is
// one move in every channel, sent together; a move's reply includes the
// engine's answer. It reports the replies' latency (p50, p99, max, in
// ms), the busy answers per iteration (a channel whose move got one asks
// the engine again in the next) and fails if any reply hangs (no answer
// in a minute) or is an internal error. Engines: GNU Go at level 1 (when
// installed) and the fake engine thinking 50 ms a move.
//
//	go test -run '^$' -bench BenchmarkEngineLoad -benchtime 10x -count 5 ./commands/
func BenchmarkEngineLoad(b *testing.B) {
	if path, err := gnugo.Path(); err == nil {
		b.Run("gnugo-level1", func(b *testing.B) { engineLoad(b, []string{path, "--mode", "gtp"}, "1") })
	} else {
		b.Logf("%v: the GNU Go case is skipped", err)
	}
	b.Run("fake-50ms", func(b *testing.B) { engineLoad(b, []string{fakeEngine(b), "-delay", "50ms"}, "5") })
}

func engineLoad(b *testing.B, command []string, level string) {
	pool, err := engine.NewPool(engine.Config{Command: command, Procs: loadProcs, Queue: engine.DefaultQueue, Timeout: 30 * time.Second}, nil)
	if err != nil {
		b.Fatal(err)
	}
	defer pool.Close()
	st := memory.New()
	bot, err := commands.New(match.Stores{Games: st, Interactions: st, Guilds: st, Prefs: st, Deadlines: st},
		commands.WithEngine(pool, gobotID), commands.WithLogger(slog.New(slog.NewTextHandler(io.Discard, nil))))
	if err != nil {
		b.Fatal(err)
	}
	var ids atomic.Int64
	send := func(req *commands.Request) (*commands.Response, time.Duration, error) {
		req.InteractionID = fmt.Sprintf("8%018d", ids.Add(1))
		req.GuildID = harnessGuild
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		start := time.Now()
		r := bot.Handle(ctx, req)
		d := time.Since(start)
		if ctx.Err() != nil {
			return r, d, fmt.Errorf("channel %s: no answer in a minute", req.ChannelID)
		}
		if strings.Contains(r.Content, "went wrong") {
			return r, d, fmt.Errorf("channel %s: %s", req.ChannelID, r.Content)
		}
		return r, d, nil
	}
	type channel struct {
		id   string
		user commands.User
		rand *core.Rand
	}
	chans := make([]*channel, loadChannels)
	for i := range chans {
		chans[i] = &channel{id: fmt.Sprintf("33%017d", i), user: commands.User{ID: fmt.Sprintf("61%016d", i), Name: fmt.Sprintf("player%d", i)}, rand: core.NewRand(uint64(i + 1))}
	}
	// turn takes one step in c's game: a new game when it has none, a
	// move, or asking the engine again after a busy answer.
	turn := func(c *channel) (time.Duration, bool, error) {
		req := &commands.Request{User: c.user, ChannelID: c.id, Kind: commands.KindCommand}
		g, err := st.ActiveGame(context.Background(), c.id)
		switch {
		case err != nil:
			req.Command, req.Options = "play", map[string]string{"engine": "true", "size": "9", "color": "black", "level": level}
		case g.Status == match.StatusScoring:
			req.Kind, req.CustomID = commands.KindComponent, "score-accept:"+g.ID
		case g.EngineToMove():
			req.Kind, req.CustomID = commands.KindComponent, "engine-retry:"+g.ID
		default:
			trial := g.Game.Board().Clone()
			point := "pass"
			if p, ok := trial.PlayRandom(core.Black, c.rand); ok {
				point = p.String()
			}
			req.Command, req.Options = "move", map[string]string{"point": point}
		}
		r, d, err := send(req)
		return d, err == nil && strings.Contains(r.Content, "The engine is busy"), err
	}
	var lat []time.Duration
	busy := 0
	var mu sync.Mutex
	b.ResetTimer()
	for range b.N {
		var wg sync.WaitGroup
		errs := make(chan error, loadChannels)
		for _, c := range chans {
			wg.Add(1)
			go func() {
				defer wg.Done()
				d, isBusy, err := turn(c)
				if err != nil {
					errs <- err
					return
				}
				mu.Lock()
				lat = append(lat, d)
				if isBusy {
					busy++
				}
				mu.Unlock()
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	slices.Sort(lat)
	q := func(p float64) float64 { return float64(lat[int(p*float64(len(lat)-1))]) / float64(time.Millisecond) }
	b.ReportMetric(q(0.5), "p50-ms")
	b.ReportMetric(q(0.99), "p99-ms")
	b.ReportMetric(q(1), "max-ms")
	b.ReportMetric(float64(busy)/float64(b.N), "busy/op")
}
