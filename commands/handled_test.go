package commands_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/match/matchtest"
	"github.com/stretchr/testify/require"
)

// TestSimultaneousMoves sends the same player's two different moves at
// once, many times over: exactly one may apply.
func TestSimultaneousMoves(t *testing.T) {
	h := newHarness(t)
	startGame(t, h, "")
	for round := 0; round < 20; round++ {
		g := h.game()
		mover := g.Player(g.Game.ToMove())
		p, q := twoLegal(t, g)
		reqs := []*commands.Request{h.request(mover, "/move point:"+p), h.request(mover, "/move point:"+q)}
		var wg sync.WaitGroup
		resps := make([]*commands.Response, len(reqs))
		for i, r := range reqs {
			wg.Add(1)
			go func() { defer wg.Done(); resps[i] = h.bot.Handle(context.Background(), r) }()
		}
		wg.Wait()
		applied := 0
		for _, r := range resps {
			if !r.Ephemeral {
				applied++
			} else {
				require.Contains(t, r.Content, "not your turn")
			}
		}
		require.Equal(t, 1, applied, "round %d: %q / %q", round, resps[0].Content, resps[1].Content)
		require.Equal(t, g.Game.MoveNumber()+1, h.game().Game.MoveNumber())
	}
}

// twoLegal returns two legal moves for the player to move.
func twoLegal(t *testing.T, g *match.GameRecord) (string, string) {
	t.Helper()
	var pts []string
	n := g.Game.Size()
	for i := 0; i < n*n && len(pts) < 2; i++ {
		// Spread the moves out so that nothing is captured.
		p := core.Pt((i*4)%n, (i*4/n*2)%n)
		if g.Game.Board().Legal(g.Game.ToMove(), p) == nil && !contains(pts, p.String()) {
			pts = append(pts, p.String())
		}
	}
	require.Len(t, pts, 2)
	return pts[0], pts[1]
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// TestRepeatedInteraction delivers one interaction twice (and eight times
// at once): it is applied once, and every repeat is answered publicly with
// the board the first answer showed, so that whichever answer Discord
// takes announces the move.
func TestRepeatedInteraction(t *testing.T) {
	h := newHarness(t)
	startGame(t, h, "")
	req := h.request(alice, "/move point:E5")
	first := h.bot.Handle(context.Background(), req)
	require.False(t, first.Ephemeral, first.Content)
	again := h.bot.Handle(context.Background(), req)
	require.False(t, again.Ephemeral, again.Content)
	require.Contains(t, again.Content, "**Black** (Alice) played E5.\n<@"+bob.ID+">, your move as **White** (move 2)")
	require.Equal(t, []string{bob.ID}, again.Mentions)
	requirePNG(t, again)
	require.Equal(t, 1, h.game().Game.MoveNumber())

	req = h.request(bob, "/move point:C3")
	var wg sync.WaitGroup
	resps := make([]*commands.Response, 8)
	for i := range resps {
		wg.Add(1)
		go func() { defer wg.Done(); resps[i] = h.bot.Handle(context.Background(), req) }()
	}
	wg.Wait()
	for _, r := range resps {
		require.False(t, r.Ephemeral, r.Content)
		require.Contains(t, r.Content, "**White** (Bob) played C3.")
	}
	require.Equal(t, 2, h.game().Game.MoveNumber(), "applied once")
}

// TestRepeatedClicks: a repeated click on a button that ended or changed
// the game answers with the game as it stands, even once the channel is
// free; a repeated command whose game has left the channel says so.
func TestRepeatedClicks(t *testing.T) {
	h := newHarness(t)
	h.run(alice, "/play opponent:bob size:9 color:black")
	accept := h.clickRequest(bob, h.findButton("accept"))
	first := h.send(accept)
	require.True(t, first.Update)
	again := h.bot.Handle(context.Background(), accept)
	require.True(t, again.Update, "the repeat replaces the challenge with the board too")
	require.False(t, again.Ephemeral)
	requirePNG(t, again)
	require.Contains(t, again.Content, "<@"+alice.ID+">, your move as **Black** (move 1)")

	h.run(alice, "/move point:E5")
	confirm := h.click(bob, "resign")
	resign := h.clickRequest(bob, h.findButton("yes, resign", confirm))
	r := h.send(resign)
	require.Contains(t, r.Content, "Game over: Black wins by resignation")
	again = h.bot.Handle(context.Background(), resign)
	require.False(t, again.Ephemeral, again.Content)
	require.Contains(t, again.Content, "**Game over: Black wins by resignation** (B+R)")
	require.Len(t, again.Files, 2, "the final board and the record")

	h.run(alice, "/play opponent:bob size:9 color:black")
	h.click(bob, "accept")
	gr := h.request(bob, "/game resign")
	require.Contains(t, h.send(gr).Content, "Game over")
	requireMistake(t, h.bot.Handle(context.Background(), gr), "already handled", "no longer in this channel")
}

// TestTwoProcesses runs two Bots over one store, as two gobot processes
// sharing a database: their in-process locks do not see each other, so
// only the store's version check keeps a player from moving twice. The
// loser re-reads the game and finds it is no longer its turn.
func TestTwoProcesses(t *testing.T) {
	h := newHarness(t)
	other := botOver(t, h, h.store)
	startGame(t, h, "")
	for round := 0; round < 20; round++ {
		g := h.game()
		mover := g.Player(g.Game.ToMove())
		p, q := twoLegal(t, g)
		r1 := h.request(mover, "/move point:"+p)
		r2 := h.request(mover, "/move point:"+q)
		var wg sync.WaitGroup
		var a, b *commands.Response
		wg.Add(2)
		go func() { defer wg.Done(); a = h.bot.Handle(context.Background(), r1) }()
		go func() { defer wg.Done(); b = other.Handle(context.Background(), r2) }()
		wg.Wait()
		require.True(t, a.Ephemeral != b.Ephemeral, "exactly one applies: %q / %q", a.Content, b.Content)
		require.Equal(t, g.Game.MoveNumber()+1, h.game().Game.MoveNumber())
	}
}

// TestDeliveryLostInCrash: a move whose save never committed (the process
// died, or the database failed) leaves its interaction unrecorded, so that
// Discord's redelivery of it is applied, exactly once.
func TestDeliveryLostInCrash(t *testing.T) {
	h := newHarness(t)
	// The next save fails after the command ran, as if the process died
	// before its transaction committed.
	var crash atomic.Bool
	cs := &matchtest.Games{Store: h.store, SaveGameFunc: func(ctx context.Context, g *match.GameRecord) error {
		if crash.Swap(false) {
			return errors.New("crashed before commit")
		}
		return h.store.SaveGame(ctx, g)
	}}
	b := botOver(t, h, cs)
	startGame(t, h, "")
	req := h.request(alice, "/move point:E5")
	crash.Store(true)
	lost := b.Handle(context.Background(), req)
	require.True(t, lost.Ephemeral)
	require.Contains(t, lost.Content, "went wrong on gobot's side while saving, and gobot cannot tell whether your command took effect")
	require.Equal(t, 0, h.game().Game.MoveNumber(), "the crashed move was not applied")
	seen, err := h.store.Seen(context.Background(), req.InteractionID)
	require.NoError(t, err)
	require.False(t, seen, "the crashed delivery was recorded as handled")

	retry := b.Handle(context.Background(), req)
	require.False(t, retry.Ephemeral, retry.Content)
	require.Equal(t, 1, h.game().Game.MoveNumber())
	again := b.Handle(context.Background(), req)
	require.Contains(t, again.Content, "**Black** (Alice) played E5.")
	require.Equal(t, 1, h.game().Game.MoveNumber())
}

// botOver returns another Bot over h's stores, as another process would
// be, with its games in games, h's clock and its logs discarded (unless
// opts say otherwise).
func botOver(t *testing.T, h *harness, games match.GameStore, opts ...commands.Option) *commands.Bot {
	t.Helper()
	opts = append([]commands.Option{commands.WithLogger(slog.New(slog.DiscardHandler)), commands.WithClock(h.clock)}, opts...)
	b, err := commands.New(match.Stores{Games: games, Interactions: h.store, Guilds: h.store}, opts...)
	require.NoError(t, err)
	return b
}

// losingCommit returns a game store over st whose next save after lose
// is set commits and then reports an error, as a PostgreSQL COMMIT whose
// answer was lost with the connection.
func losingCommit(st match.GameStore) (games *matchtest.Games, lose *atomic.Bool) {
	lose = &atomic.Bool{}
	games = &matchtest.Games{Store: st, SaveGameFunc: func(ctx context.Context, g *match.GameRecord) error {
		err := st.SaveGame(ctx, g)
		if err == nil && lose.Swap(false) {
			return errors.New("connection lost during COMMIT")
		}
		return err
	}}
	return games, lose
}

// TestRedeliveryAfterCommit: a move committed just before the process lost
// its answer (the crash window after COMMIT) is not claimed to have changed
// nothing, and Discord's redelivery posts the board that announces it,
// without playing it twice.
func TestRedeliveryAfterCommit(t *testing.T) {
	h := newHarness(t)
	cs, lose := losingCommit(h.store)
	b := botOver(t, h, cs)
	startGame(t, h, "")
	req := h.request(alice, "/move point:E5")
	lose.Store(true)
	lost := b.Handle(context.Background(), req)
	requireMistake(t, lost, "cannot tell whether your command took effect", "`/board`")
	require.NotContains(t, lost.Content, "Nothing was changed")
	require.Equal(t, 1, h.game().Game.MoveNumber(), "it was committed")

	redelivered := b.Handle(context.Background(), req)
	require.False(t, redelivered.Ephemeral, redelivered.Content)
	require.Contains(t, redelivered.Content, "**Black** (Alice) played E5.\n<@"+bob.ID+">, your move")
	require.Equal(t, []string{bob.ID}, redelivered.Mentions)
	requirePNG(t, redelivered)
	require.Len(t, redelivered.Components, 1, "with the board buttons")
	require.Equal(t, 1, h.game().Game.MoveNumber(), "applied once")
}

// failingRenderer fails every render while failing is set.
type failingRenderer struct {
	mu      sync.Mutex
	failing bool
}

func (f *failingRenderer) RenderBoard(w io.Writer, g *core.Game, v commands.View) error {
	f.mu.Lock()
	failing := f.failing
	f.mu.Unlock()
	if failing {
		return errors.New("out of memory")
	}
	return commands.DefaultRenderer().RenderBoard(w, g, v)
}

// TestApologyAfterSave: a move saved before its answer failed is said to
// have taken effect; a failure before any save changed nothing, and says so.
func TestApologyAfterSave(t *testing.T) {
	fr := &failingRenderer{}
	h := newHarness(t, commands.WithRenderer(fr))
	startGame(t, h, "")
	fr.failing = true
	r := h.run(alice, "/move point:E5")
	requireMistake(t, r, "it did take effect", "`/board` shows the game")
	require.Equal(t, 1, h.game().Game.MoveNumber())
	r = h.run(carol, "/board")
	requireMistake(t, r, "Nothing was changed")
}

// TestRepeatedView: an interaction that writes no game is
// recorded once it succeeds, so a redelivery is answered, not rerun.
func TestRepeatedView(t *testing.T) {
	h := newHarness(t)
	startGame(t, h, "")
	req := h.request(bob, "/board")
	first := h.bot.Handle(context.Background(), req)
	require.False(t, first.Ephemeral, first.Content)
	requireMistake(t, h.bot.Handle(context.Background(), req), "already handled")
}

// TestRepeatedClickLoadsItsGameOnce: a repeated click is answered with
// the game its button names, read once by its id; the channel's active
// game is not read first.
func TestRepeatedClickLoadsItsGameOnce(t *testing.T) {
	h := newHarness(t)
	cg := &matchtest.Games{Store: h.store} // counts the reads
	b := botOver(t, h, cg)
	startGame(t, h, "")
	req := h.clickRequest(alice, h.findButton("pass"))
	first := b.Handle(context.Background(), req)
	require.Contains(t, first.Content, "**Black** (Alice) passed.")
	cg.Reset()
	again := b.Handle(context.Background(), req)
	require.Contains(t, again.Content, "**Black** (Alice) passed.")
	require.Equal(t, [2]int{0, 1}, [2]int{cg.Calls("ActiveGame"), cg.Calls("Game")}, "reads of the active game and of the game by id")
	// A click on a button without a game to write answers without reading
	// any game.
	cg.Reset()
	h.allowAnalysis()
	an := h.clickRequest(bob, h.findButton("analyze"))
	b.Handle(context.Background(), an)
	cg.Reset()
	requireMistake(t, b.Handle(context.Background(), an), "already handled")
	require.Equal(t, [2]int{0, 0}, [2]int{cg.Calls("ActiveGame"), cg.Calls("Game")})
}
