package match_test

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/match/matchtest"
	"github.com/gobot-baduk/gobot/store/memory"
	"github.com/stretchr/testify/require"
)

// clocked is a fixture whose Service runs on a manual clock, starting at
// noon.
type clocked struct {
	*fixture
	clock *matchtest.Clock
}

func newClocked(t *testing.T, st *memory.Store) *clocked {
	t.Helper()
	c := matchtest.NewClock(noon)
	if st == nil {
		st = memory.New()
	}
	var games match.GameStore = st
	ids := 0
	s := match.NewService(games,
		match.WithClock(c),
		match.WithIDs(func() string { ids++; return fmt.Sprintf("g%d", ids) }),
		match.WithCoin(func() bool { return true }),
		match.WithLogger(slog.New(slog.DiscardHandler)))
	return &clocked{fixture: &fixture{t: t, s: s, store: st}, clock: c}
}

// startClock has Alice challenge Bob to a 9×9 game on the clock, Alice
// Black, and Bob accept at noon.
func (f *clocked) startClock(tc match.TimeControl) *match.GameRecord {
	f.t.Helper()
	ctx := context.Background()
	p := match.Proposal{Size: 9, Komi: 6.5, Rules: "japanese", Color: core.Black, Clock: tc, Expiry: match.DefaultChallengeExpiry}
	c, err := f.s.Challenge(ctx, f.as(alice), match.Opponent{User: bob}, p)
	require.NoError(f.t, err)
	g, err := f.s.Accept(ctx, f.as(bob), c.ID)
	require.NoError(f.t, err)
	return g
}

// fire fires the game's deadline at t, as a scheduler would.
func (f *clocked) fire(g *match.GameRecord, t time.Time) *match.Fired {
	f.t.Helper()
	f.clock.Set(t)
	fired, err := f.s.Fire(context.Background(), match.Due{GameID: g.ID, ChannelID: g.ChannelID})
	require.NoError(f.t, err)
	return fired
}

// TestPerMoveClock: on a clock of an hour per move the player to move is
// reminded at half their time and at a tenth left, then loses on time at
// the deadline (B+T / W+T), and the record says when; each event fires
// once, and a move restarts the turn.
func TestPerMoveClock(t *testing.T) {
	f := newClocked(t, nil)
	g := f.startClock(match.TimeControl{PerMove: time.Hour})
	require.Equal(t, noon.Add(30*time.Minute), g.Deadline, "Alice is reminded at half her time")
	left, ok := g.TimeLeft(core.Black, noon.Add(10*time.Minute))
	require.True(t, ok)
	require.Equal(t, 50*time.Minute, left)

	require.Nil(t, f.fire(g, noon.Add(29*time.Minute)), "not yet due")
	fired := f.fire(g, noon.Add(30*time.Minute))
	require.Equal(t, match.EventHalfTime, fired.Event)
	require.Equal(t, core.Black, fired.Player)
	require.Equal(t, 30*time.Minute, fired.Left)
	require.Nil(t, f.fire(g, noon.Add(31*time.Minute)), "a reminder fires once")
	require.Equal(t, noon.Add(54*time.Minute), f.game().Deadline)

	// Alice moves; Bob's turn starts.
	f.clock.Set(noon.Add(40 * time.Minute))
	f.play("E5")
	g = f.game()
	require.Equal(t, noon.Add(40*time.Minute), g.TurnStart)
	require.Equal(t, 0, g.Reminders)
	require.Equal(t, noon.Add(70*time.Minute), g.Deadline)
	f.clock.Set(noon.Add(50 * time.Minute))
	f.play("C3")
	end := noon.Add(110 * time.Minute)

	require.Equal(t, match.EventHalfTime, f.fire(g, noon.Add(80*time.Minute)).Event)
	last := f.fire(g, noon.Add(104*time.Minute))
	require.Equal(t, match.EventLastCall, last.Event)
	require.Equal(t, 6*time.Minute, last.Left)
	require.Nil(t, f.fire(g, end), "the end of a time waits for the grace")
	out := f.fire(g, end.Add(match.DeadlineGrace))
	require.Equal(t, match.EventTimeout, out.Event)
	require.Equal(t, end, out.At, "the timeout is at the deadline, not when it was applied")
	require.Equal(t, core.Black, out.Player)
	require.False(t, out.Void)
	require.Equal(t, match.StatusFinished, out.Game.Status)
	require.Equal(t, "W+T", out.Game.Game.Result().String())
	require.Equal(t, end, out.Game.Ended)
	require.Contains(t, out.Game.Game.Cursor().Comment(), "Black ran out of time at 2024-06-01 13:50 UTC.")
	require.True(t, out.Game.Deadline.IsZero())
	require.Nil(t, f.fire(g, end.Add(time.Hour)), "a game that ended has nothing due")
	_, err := f.store.ActiveGame(context.Background(), channel)
	require.ErrorIs(t, err, match.ErrNotFound, "the channel is free")
}

// TestTimeoutBeforeBothMoved: a player who never makes a first move
// leaves the game without a result, as lichess aborts it.
func TestTimeoutBeforeBothMoved(t *testing.T) {
	f := newClocked(t, nil)
	g := f.startClock(match.TimeControl{PerMove: time.Hour})
	f.clock.Set(noon.Add(time.Minute))
	f.play("E5")
	out := f.fire(g, noon.Add(3*time.Hour))
	require.Equal(t, match.EventTimeout, out.Event)
	require.True(t, out.Void)
	require.Equal(t, core.White, out.Player)
	require.Equal(t, noon.Add(61*time.Minute), out.At, "the reminders a downtime missed are skipped")
	require.Equal(t, "Void", out.Game.Game.Result().String())
	require.Contains(t, out.Game.Game.Cursor().Comment(), "White did not make a first move in time")
}

// TestFischerClock: a Fischer clock takes from the mover the time used
// and adds the increment, notes the time left in the record (BL, WL), and
// keeps the clocks still while the count is agreed; the count not agreed
// in time stands as marked.
func TestFischerClock(t *testing.T) {
	f := newClocked(t, nil)
	g := f.startClock(match.TimeControl{Main: 10 * time.Minute, Increment: 30 * time.Second})
	require.Equal(t, 10*time.Minute, g.BlackLeft)
	tm, _ := g.Game.Root().Prop("TM")
	require.Equal(t, []string{"600"}, tm)
	f.clock.Set(noon.Add(2 * time.Minute))
	f.play("E5")
	g = f.game()
	require.Equal(t, 8*time.Minute+30*time.Second, g.BlackLeft)
	bl, _ := g.Game.Cursor().Prop("BL")
	require.Equal(t, []string{"510"}, bl)
	require.Equal(t, noon.Add(7*time.Minute), g.Deadline, "White's half time is 5 minutes")
	left, _ := g.TimeLeft(core.White, noon.Add(3*time.Minute))
	require.Equal(t, 9*time.Minute, left)
	left, _ = g.TimeLeft(core.Black, noon.Add(3*time.Minute))
	require.Equal(t, 8*time.Minute+30*time.Second, left, "Black's clock is stopped")

	f.clock.Set(noon.Add(3 * time.Minute))
	f.play("pass")
	f.clock.Set(noon.Add(4 * time.Minute))
	f.play("pass")
	g = f.game()
	require.Equal(t, match.StatusScoring, g.Status)
	require.Equal(t, noon.Add(4*time.Minute), g.TurnStart)
	require.Equal(t, noon.Add(9*time.Minute), g.Deadline, "half the main time to agree")
	out := f.fire(g, noon.Add(14*time.Minute).Add(match.DeadlineGrace))
	require.Equal(t, match.EventCountTimeout, out.Event)
	require.Equal(t, match.StatusFinished, out.Game.Status)
	require.Equal(t, out.Score.Result(), out.Game.Game.Result())
	require.Equal(t, noon.Add(14*time.Minute), out.Game.Ended)
	require.Contains(t, out.Game.Game.Cursor().Comment(), "the count as marked stands")
}

// TestTimeUpRefusesSteps: a step asked after the deadline, before any
// scheduler fired it, finds the time up: the end of the time is applied
// and saved for the step's interaction instead of the step.
func TestTimeUpRefusesSteps(t *testing.T) {
	f := newClocked(t, nil)
	f.startClock(match.TimeControl{PerMove: time.Hour})
	f.clock.Set(noon.Add(5 * time.Minute))
	f.play("E5", "C3")
	f.clock.Set(noon.Add(10 * time.Minute))
	f.play("D4")
	f.clock.Set(noon.Add(70 * time.Minute))
	a := f.as(bob)
	_, err := f.s.Play(context.Background(), a, match.Shown{}, "G7")
	r := requireRefused(t, err, match.ErrTimeUp)
	require.NotNil(t, r.Fired)
	require.Equal(t, match.EventTimeout, r.Fired.Event)
	require.Equal(t, "B+T", r.Game.Game.Result().String())
	require.Equal(t, noon.Add(70*time.Minute), r.Fired.At)
	seen, err := f.store.Seen(context.Background(), a.Interaction)
	require.NoError(t, err)
	require.True(t, seen, "the step's interaction is recorded with the timeout it applied")
	g, err := f.store.Game(context.Background(), r.Game.ID)
	require.NoError(t, err)
	require.Equal(t, 3, g.Game.MoveNumber(), "G7 was not played")
}

// TestChallengeExpiry: a challenge nobody accepts expires; accepting it
// after its time, or a new challenge in its channel, finds it expired.
func TestChallengeExpiry(t *testing.T) {
	ctx := context.Background()
	f := newClocked(t, nil)
	p := match.Proposal{Size: 9, Komi: 6.5, Rules: "japanese", Expiry: time.Hour}
	c, err := f.s.Challenge(ctx, f.as(alice), match.Opponent{User: bob}, p)
	require.NoError(t, err)
	require.Equal(t, noon.Add(time.Hour), c.Deadline)
	out := f.fire(c, noon.Add(time.Hour+match.DeadlineGrace))
	require.Equal(t, match.EventExpiry, out.Event)
	require.Equal(t, match.StatusDeclined, out.Game.Status)

	k := newClocked(t, nil)
	c, err = k.s.Challenge(ctx, k.as(alice), match.Opponent{User: bob}, p)
	require.NoError(t, err)
	k.clock.Set(noon.Add(2 * time.Hour))
	_, err = k.s.Accept(ctx, k.as(bob), c.ID)
	r := requireRefused(t, err, match.ErrTimeUp)
	require.Equal(t, match.EventExpiry, r.Fired.Event)
	require.Equal(t, noon.Add(time.Hour), r.Fired.At)

	m := newClocked(t, nil)
	_, err = m.s.Challenge(ctx, m.as(alice), match.Opponent{User: bob}, p)
	require.NoError(t, err)
	_, err = m.s.Challenge(ctx, m.as(carol), match.Opponent{User: bob}, p)
	requireRefused(t, err, match.ErrChannelBusy)
	m.clock.Set(noon.Add(2 * time.Hour))
	g, err := m.s.Challenge(ctx, m.as(carol), match.Opponent{User: bob}, p)
	require.NoError(t, err, "the expired challenge frees the channel")
	require.Equal(t, carol, g.Challenger)

	_, err = m.s.Challenge(ctx, m.as(carol), match.Opponent{}, match.Proposal{Size: 9, Komi: 6.5, Rules: "japanese", Clock: match.TimeControl{PerMove: time.Second}})
	requireRefused(t, err, match.ErrBadClock)
}

// TestMoveBeatsTimeout: a move asked for just before the deadline wins
// the race with the timeout of another process that read the game before
// the move was saved: the timeout's save loses the version check, and read
// again the game has nothing due. Exactly one of the two is applied.
func TestMoveBeatsTimeout(t *testing.T) {
	ctx := context.Background()
	st := memory.New()
	f := newClocked(t, st)
	g := f.startClock(match.TimeControl{PerMove: time.Hour})
	deadline := noon.Add(time.Hour)

	// The other process reads the game, then waits for the move to be
	// saved before it saves its timeout.
	moved := make(chan struct{})
	read := make(chan struct{})
	var once sync.Once
	other := &matchtest.Games{Store: st, ActiveGameFunc: func(ctx context.Context, ch string) (*match.GameRecord, error) {
		g, err := st.ActiveGame(ctx, ch)
		once.Do(func() { close(read); <-moved })
		return g, err
	}}
	otherClock := matchtest.NewClock(deadline.Add(match.DeadlineGrace))
	s2 := match.NewService(other, match.WithClock(otherClock), match.WithLogger(slog.New(slog.DiscardHandler)))
	done := make(chan *match.Fired)
	go func() {
		fired, err := s2.Fire(ctx, match.Due{GameID: g.ID, ChannelID: g.ChannelID})
		require.NoError(t, err)
		done <- fired
	}()
	<-read
	f.clock.Set(deadline.Add(-time.Millisecond))
	f.play("E5")
	close(moved)
	require.Nil(t, <-done, "the timeout was applied after the move")
	g = f.game()
	require.Equal(t, match.StatusPlaying, g.Status)
	require.Equal(t, 1, g.Game.MoveNumber())
	require.False(t, g.Game.Over())
	require.Equal(t, 2, other.Calls("ActiveGame"), "the timeout's process read the game again")
}

// TestUndoChargesTheClock: accepting an undo ends the accepting player's
// turn: a Fischer clock takes the time it used, and the requester's turn
// starts.
func TestUndoChargesTheClock(t *testing.T) {
	f := newClocked(t, nil)
	g := f.startClock(match.TimeControl{Main: 10 * time.Minute})
	f.clock.Set(noon.Add(time.Minute))
	f.play("E5")
	_, err := f.s.RequestUndo(context.Background(), f.as(alice), g.ID)
	require.NoError(t, err)
	f.clock.Set(noon.Add(3 * time.Minute))
	_, err = f.s.AcceptUndo(context.Background(), f.as(bob), g.ID)
	require.NoError(t, err)
	g = f.game()
	require.Equal(t, 8*time.Minute, g.WhiteLeft, "Bob's two minutes")
	require.Equal(t, 9*time.Minute, g.BlackLeft)
	require.Equal(t, noon.Add(3*time.Minute), g.TurnStart)
}

// TestLateReminderLeft: a reminder applied after its due time says the
// time left when it was applied.
func TestLateReminderLeft(t *testing.T) {
	f := newClocked(t, nil)
	g := f.startClock(match.TimeControl{PerMove: time.Hour})
	fired := f.fire(g, noon.Add(32*time.Minute))
	require.Equal(t, match.EventHalfTime, fired.Event)
	require.Equal(t, 28*time.Minute, fired.Left)
}
