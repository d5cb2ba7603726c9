package commands_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/engine"
	"github.com/gobot-baduk/gobot/internal/gnugo"
	"github.com/gobot-baduk/gobot/internal/testenv"
	"github.com/gobot-baduk/gobot/match"
	"github.com/stretchr/testify/require"
)

var (
	fakeOnce sync.Once
	fakePath string
	fakeErr  error
)

// fakeEngine builds engine/testdata/fakegtp, the GTP engine that injects
// faults, once per test binary, and returns its path.
func fakeEngine(t testing.TB) string {
	t.Helper()
	fakeOnce.Do(func() {
		dir, err := os.MkdirTemp("", "fakegtp")
		if err != nil {
			fakeErr = err
			return
		}
		fakePath = filepath.Join(dir, "fakegtp")
		if out, err := exec.Command("go", "build", "-o", fakePath, "../engine/testdata/fakegtp").CombinedOutput(); err != nil {
			fakeErr = errors.New(string(out))
		}
	})
	if fakeErr != nil {
		t.Fatalf("building the fake engine: %v", fakeErr)
	}
	return fakePath
}

// enginePool returns a pool running command, closed with the test.
func enginePool(t testing.TB, cfg engine.Config, command ...string) *engine.Pool {
	t.Helper()
	cfg.Command = command
	p, err := engine.NewPool(cfg, nil)
	require.NoError(t, err)
	t.Cleanup(func() { p.Close() })
	return p
}

// gobotID is the bot's own user id in these tests.
const gobotID = "600000000000000099"

// TestEngineGameAgainstGNUGo plays whole games against GNU Go through the
// commands, to the count: Alice's moves come from a GNU Go of her own,
// and she accepts the count the engine accepted. The short run plays a
// 9×9 game; the full sweep adds a 13×13 handicap game under Chinese rules
// and a 9×9 Tromp-Taylor game with the person as White.
func TestEngineGameAgainstGNUGo(t *testing.T) {
	path, err := gnugo.Path()
	if err != nil {
		t.Skipf("%v; apt-get install gnugo runs this test", err)
	}
	games := []string{
		"/play engine:true size:9 color:black level:1 rules:japanese",
		"/play engine:true size:13 handicap:2 komi:0.5 level:1 rules:chinese",
		"/play engine:true size:9 color:white level:1 rules:tromp-taylor",
	}
	games = testenv.Sample(t, games, games[:1], "the 9×9 game of 3")
	for _, line := range games {
		t.Run(line, func(t *testing.T) { gameAgainstGNUGo(t, path, line) })
	}
}

func gameAgainstGNUGo(t *testing.T, path, line string) {
	pool := enginePool(t, engine.Config{Procs: 1, Timeout: 30 * time.Second}, path, "--mode", "gtp")
	h := newHarness(t, commands.WithEngine(pool, gobotID))
	r := h.run(alice, line)
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "against the engine")
	g := h.game()
	me, engineColor := g.ColorOf(alice.ID), g.EngineColor()
	require.Equal(t, me.Opponent(), engineColor)
	require.Equal(t, 1, g.Proposal.Engine)

	// Alice's own GNU Go, told the game's start and every move.
	mine, err := gnugo.Start("--level", "1")
	require.NoError(t, err)
	defer mine.Close()
	for _, cmd := range []string{fmt.Sprintf("boardsize %d", g.Game.Size()), "clear_board", "komi " + strconv.FormatFloat(g.Game.Komi(), 'f', -1, 64)} {
		_, err = mine.Send(cmd)
		require.NoError(t, err)
	}
	if s := g.Game.Root().Setup(); s != nil && len(s.Black) > 0 {
		var pts []string
		for _, p := range s.Black {
			pts = append(pts, p.String())
		}
		_, err = mine.Send("set_free_handicap " + strings.Join(pts, " "))
		require.NoError(t, err)
	}
	told := 0
	for n := 0; g.Status == match.StatusPlaying; n++ {
		require.Less(t, n, 300, "the game does not end")
		moves := g.Game.Moves()
		for _, m := range moves[told:] {
			if m.Color() == engineColor {
				require.Contains(t, r.Content, "("+g.Player(engineColor).Name+") ")
			}
			_, err = mine.Send("play " + strings.ToLower(m.Color().String()) + " " + vertexOf(m))
			require.NoError(t, err)
		}
		told = len(moves)
		require.Equal(t, me, g.Game.ToMove(), "the engine did not answer: %s", r.Content)
		v, err := mine.Send("genmove " + strings.ToLower(me.String()))
		require.NoError(t, err)
		_, err = mine.Send("undo")
		require.NoError(t, err)
		if strings.EqualFold(v, "resign") {
			v = "pass"
		}
		r = h.run(alice, "/move point:"+v)
		if r.Ephemeral && strings.Contains(r.Content, "superko") {
			r = h.run(alice, "/move point:pass")
		}
		require.False(t, r.Ephemeral, r.Content)
		requirePNG(t, r)
		g = h.game()
	}
	require.Equal(t, match.StatusScoring, g.Status, r.Content)
	require.Contains(t, r.Content, "accepted ✅", "the engine accepts gobot's proposal")
	r = h.click(alice, "Accept score")
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "Game over")
	last, err := h.store.LastFinishedGame(context.Background(), h.channel)
	require.NoError(t, err)
	res := last.Game.Result()
	require.Equal(t, core.ByScore, res.Reason, "result %v", res)
	t.Logf("%d moves; %s", last.Game.MoveNumber(), res)
}

// vertexOf is a move's GTP vertex.
func vertexOf(m core.Move) string {
	if m.IsPass() {
		return "pass"
	}
	return m.Point().String()
}

func TestEngineFaultsThroughCommands(t *testing.T) {
	t.Parallel()
	for _, fault := range []string{"crash", "hang", "garbage", "nonsense", "illegal", "slowstart"} {
		t.Run(fault, func(t *testing.T) {
			t.Parallel()
			cfg := engine.Config{Procs: 1, Timeout: 300 * time.Millisecond, StartTimeout: 5 * time.Second}
			args := []string{fakeEngine(t), "-fault", fault}
			if fault == "slowstart" {
				// A start longer than the start limit fails every time.
				cfg.StartTimeout = 200 * time.Millisecond
				args = append(args, "-start", "1s")
			}
			h := newHarness(t, commands.WithEngine(enginePool(t, cfg, args...), gobotID))
			r := h.run(alice, "/play engine:true size:9 color:black")
			require.False(t, r.Ephemeral, r.Content)
			r = h.run(alice, "/move point:E5")
			// The person's move stands; the engine's failure is said,
			// with a button to ask again.
			require.False(t, r.Ephemeral, r.Content)
			require.Contains(t, r.Content, "played E5")
			require.Contains(t, r.Content, "The engine failed to answer")
			g := h.game()
			require.Equal(t, 1, g.Game.MoveNumber())
			require.True(t, g.EngineToMove())
			_, timed := g.TurnEnd()
			require.False(t, timed, "the engine's turn has no time limit")
			r = h.click(alice, "Ask the engine again")
			require.Contains(t, r.Content, "The engine failed to answer")
			require.Equal(t, 1, h.game().Game.MoveNumber(), "the game did not change")
			// Alice cannot play twice, and is told why.
			r = h.run(alice, "/move point:C3")
			require.True(t, r.Ephemeral)
			require.Contains(t, r.Content, "not your turn")
		})
	}
}

func TestEngineRecoversThroughCommands(t *testing.T) {
	t.Parallel()
	for _, fault := range []string{"crash", "hang", "garbage", "nonsense", "illegal", "slowstart"} {
		t.Run(fault, func(t *testing.T) {
			t.Parallel()
			args := []string{fakeEngine(t), "-fault", fault, "-once", filepath.Join(t.TempDir(), "once"), "-start", "600ms"}
			pool := enginePool(t, engine.Config{Procs: 1, Timeout: 300 * time.Millisecond, StartTimeout: 5 * time.Second}, args...)
			h := newHarness(t, commands.WithEngine(pool, gobotID))
			h.run(alice, "/play engine:true size:9 color:black")
			r := h.run(alice, "/move point:E5")
			require.False(t, r.Ephemeral, r.Content)
			g := h.game()
			require.Equal(t, 2, g.Game.MoveNumber(), "the retry on a fresh process answers: %s", r.Content)
			require.Contains(t, r.Content, "**White** (")
			require.NoError(t, g.Game.Board().Legal(core.Black, core.Pt(0, 0)), "the board is consistent")
		})
	}
}

func TestEngineResigns(t *testing.T) {
	t.Parallel()
	h := newHarness(t, commands.WithEngine(enginePool(t, engine.Config{Procs: 1}, fakeEngine(t), "-fault", "resign"), gobotID))
	h.run(alice, "/play engine:true size:9 color:black")
	r := h.run(alice, "/move point:E5")
	require.Contains(t, r.Content, "resigns")
	require.Contains(t, r.Content, "Game over")
	last, err := h.store.LastFinishedGame(context.Background(), h.channel)
	require.NoError(t, err)
	require.Equal(t, core.Result{Winner: core.Black, Reason: core.ByResignation}, last.Game.Result())
}

func TestEngineFirstMoveAndOpponent(t *testing.T) {
	t.Parallel()
	h := newHarness(t, commands.WithEngine(enginePool(t, engine.Config{Procs: 1}, fakeEngine(t)), gobotID))
	// With White, the engine plays first, in the same reply.
	r := h.run(alice, "/play engine:true size:13 color:white level:7 handicap:0 komi:6.5")
	require.False(t, r.Ephemeral, r.Content)
	g := h.game()
	require.Equal(t, 1, g.Game.MoveNumber())
	require.Equal(t, 7, g.Proposal.Engine)
	require.Equal(t, core.White, g.Game.ToMove())
	require.Contains(t, r.Content, "your move as **White**")
	r = h.run(alice, "/game abandon")
	if !strings.Contains(r.Content, "ended") {
		r = h.click(alice, "Yes, abandon", r)
	}
	_, err := h.store.ActiveGame(context.Background(), h.channel)
	require.ErrorIs(t, err, match.ErrNotFound, "the engine agrees to abandon at once: %s", r.Content)

	r = h.run(alice, "/play engine:true size:21")
	requireMistake(t, r, "up to 19×19")
	r = h.run(alice, "/play level:3")
	requireMistake(t, r, "engine:true")
	r = h.run(alice, "/play engine:true opponent:bob")
	requireMistake(t, r, "takes no `opponent`")
}

func TestEngineMissing(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	r := h.run(alice, "/play engine:true size:9")
	requireMistake(t, r, "apt-get install gnugo", "GOBOT_ENGINE")
	_, err := h.store.ActiveGame(context.Background(), h.channel)
	require.ErrorIs(t, err, match.ErrNotFound, "nothing changed")
}

func TestEngineAcceptsUndo(t *testing.T) {
	t.Parallel()
	h := newHarness(t, commands.WithEngine(enginePool(t, engine.Config{Procs: 1}, fakeEngine(t)), gobotID))
	h.run(alice, "/play engine:true size:9 color:black")
	h.run(alice, "/move point:E5")
	require.Equal(t, 2, h.game().Game.MoveNumber())
	r := h.click(alice, "Undo request")
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "took back their last move (E5) and the engine's reply")
	g := h.game()
	require.Equal(t, 0, g.Game.MoveNumber())
	require.Equal(t, core.Black, g.Game.ToMove())
}

func TestEngineByOpponentAndHandicap(t *testing.T) {
	t.Parallel()
	h := newHarness(t, commands.WithEngine(enginePool(t, engine.Config{Procs: 1}, fakeEngine(t)), gobotID))
	// /play opponent:@gobot, the bot itself, as Discord sends it.
	gobotUser := commands.User{ID: gobotID, Name: "gobot"}
	r := h.send(&commands.Request{InteractionID: h.nextID(), Kind: commands.KindCommand, User: alice, GuildID: harnessGuild, ChannelID: h.channel,
		Command: "play", Options: map[string]string{"opponent": gobotID, "size": "9", "handicap": "3", "level": "2"},
		Users: map[string]commands.User{gobotID: gobotUser}, Bots: map[string]bool{gobotID: true}})
	require.False(t, r.Ephemeral, r.Content)
	g := h.game()
	require.Equal(t, core.White, g.EngineColor(), "the handicap is the person's")
	require.Equal(t, 3, g.Game.Handicap())
	require.Equal(t, 1, g.Game.MoveNumber(), "White, the engine, plays first after the handicap stones")
	require.Equal(t, gobotID, g.White.ID)
	require.Contains(t, r.Content, "your move as **Black**")
	r = h.run(alice, "/board")
	require.Contains(t, r.Content, "**Black**")
}

func TestEngineBusyThroughCommands(t *testing.T) {
	t.Parallel()
	// One process, no queue: while one channel's engine thinks, another
	// channel's move is answered at once with the busy message, its move
	// kept.
	pool := enginePool(t, engine.Config{Procs: 1, Queue: 0, Timeout: 10 * time.Second}, fakeEngine(t), "-delay", "2s")
	h := newHarness(t, commands.WithEngine(pool, gobotID))
	first := h.channel
	h.run(alice, "/play engine:true size:9 color:black")
	thinking := h.request(alice, "/move point:E5")
	done := make(chan *commands.Response, 1)
	go func() { done <- h.bot.Handle(context.Background(), thinking) }()
	time.Sleep(300 * time.Millisecond)
	h.channel = "2222222222222222223"
	h.run(bob, "/play engine:true size:9 color:black")
	r := h.run(bob, "/move point:C3")
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "played C3")
	require.Contains(t, r.Content, "The engine is busy, try again in a minute.")
	require.NotEmpty(t, h.findButton("Ask the engine again"))
	require.Equal(t, 1, h.game().Game.MoveNumber())
	first1 := <-done
	require.Contains(t, first1.Content, "**White** (", "the first channel's engine answered")
	// Now the engine is free: asking again answers.
	r = h.click(bob, "Ask the engine again")
	require.Contains(t, r.Content, "**White** (")
	require.Equal(t, 2, h.game().Game.MoveNumber())
	h.channel = first
	require.Equal(t, 2, h.game().Game.MoveNumber())
}
