package match_test

import (
	"context"
	"fmt"
	"log/slog"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/match/matchtest"
	"github.com/gobot-baduk/gobot/store/memory"
	"github.com/stretchr/testify/require"
)

// People and places in the tests.
var (
	alice = match.User{ID: "u-alice", Name: "Alice"}
	bob   = match.User{ID: "u-bob", Name: "Bob"}
	carol = match.User{ID: "u-carol", Name: "Carol"}
)

const (
	guild   = "guild"
	channel = "channel"
)

type fixedClock struct{ t time.Time }

func (c fixedClock) Now() time.Time { return c.t }

var noon = time.Date(2024, 6, 1, 12, 0, 0, 0, time.UTC)

// fixture is a Service over a memory store, with a fixed clock, numbered
// game ids and a coin that gives the challenger Black.
type fixture struct {
	t     *testing.T
	s     *match.Service
	store *memory.Store
	n     int // interactions sent
}

func newFixture(t *testing.T, games func(*memory.Store) match.GameStore) *fixture {
	t.Helper()
	st := memory.New()
	var gs match.GameStore = st
	if games != nil {
		gs = games(st)
	}
	ids := 0
	s := match.NewService(gs,
		match.WithClock(fixedClock{noon}),
		match.WithIDs(func() string { ids++; return fmt.Sprintf("g%d", ids) }),
		match.WithCoin(func() bool { return true }),
		match.WithLogger(slog.New(slog.DiscardHandler)))
	return &fixture{t: t, s: s, store: st}
}

// as is u acting in the fixture's channel, for a fresh interaction.
func (f *fixture) as(u match.User) match.Actor {
	f.n++
	return match.Actor{User: u, GuildID: guild, ChannelID: channel, Interaction: fmt.Sprintf("i%d", f.n)}
}

// game returns the channel's active game from the store.
func (f *fixture) game() *match.GameRecord {
	f.t.Helper()
	g, err := f.store.ActiveGame(context.Background(), channel)
	require.NoError(f.t, err)
	return g
}

// start has Alice challenge Bob to a size×size game under rules with Alice
// Black, Bob accept, and the players play moves in turn.
func (f *fixture) start(size int, rules string, moves ...string) *match.GameRecord {
	f.t.Helper()
	ctx := context.Background()
	p := match.Proposal{Size: size, Komi: 6.5, Rules: rules, Color: core.Black}
	c, err := f.s.Challenge(ctx, f.as(alice), match.Opponent{User: bob}, p)
	require.NoError(f.t, err)
	g, err := f.s.Accept(ctx, f.as(bob), c.ID)
	require.NoError(f.t, err)
	f.play(moves...)
	if len(moves) > 0 {
		g = f.game()
	}
	return g
}

// play plays the moves in turn, each by the player to move.
func (f *fixture) play(moves ...string) *match.Played {
	f.t.Helper()
	var res *match.Played
	for _, m := range moves {
		g := f.game()
		var err error
		res, err = f.s.Play(context.Background(), f.as(g.Player(g.Game.ToMove())), match.Shown{}, m)
		require.NoError(f.t, err, "move %s", m)
	}
	return res
}

// requireRefused asserts that err is a RuleError for want, and returns it.
func requireRefused(t *testing.T, err error, want error) *match.RuleError {
	t.Helper()
	require.ErrorIs(t, err, want)
	r, ok := match.AsRuleError(err)
	require.True(t, ok, "%v is not a RuleError", err)
	return r
}

// TestSaveConflictRetries: a save that loses the version check is taken
// again on the game read anew, so that the step is checked against what
// the other process saved; after five lost races in a row the step gives
// up with ErrContended and nothing is applied.
func TestSaveConflictRetries(t *testing.T) {
	var lose atomic.Int32 // saves still to lose
	var fake *matchtest.Games
	f := newFixture(t, func(st *memory.Store) match.GameStore {
		fake = &matchtest.Games{Store: st, SaveGameFunc: func(ctx context.Context, g *match.GameRecord) error {
			if lose.Add(-1) >= 0 {
				return fmt.Errorf("test: %w", match.ErrConflict)
			}
			return st.SaveGame(ctx, g)
		}}
		return fake
	})
	f.start(9, "japanese")
	ctx := context.Background()

	lose.Store(2)
	fake.Reset()
	res, err := f.s.Play(ctx, f.as(alice), match.Shown{}, "E5")
	require.NoError(t, err)
	require.Equal(t, 1, res.Game.Game.MoveNumber())
	require.Equal(t, 3, fake.Calls("SaveGame"))
	require.Equal(t, 3, fake.Calls("ActiveGame"), "each attempt reads the game anew")

	lose.Store(100)
	fake.Reset()
	_, err = f.s.Play(ctx, f.as(bob), match.Shown{}, "C3")
	require.ErrorIs(t, err, match.ErrContended)
	require.Equal(t, 5, fake.Calls("SaveGame"))
	lose.Store(0)
	require.Equal(t, 1, f.game().Game.MoveNumber(), "nothing was applied")
}

// TestRaceIsCheckedAnew: when another process moved first, the step read
// anew finds it is no longer the player's turn.
func TestRaceIsCheckedAnew(t *testing.T) {
	var other *match.Service
	var raced atomic.Bool
	raced.Store(true) // armed below
	f := newFixture(t, func(st *memory.Store) match.GameStore {
		return &matchtest.Games{Store: st, SaveGameFunc: func(ctx context.Context, g *match.GameRecord) error {
			if raced.CompareAndSwap(false, true) {
				// Another process plays Alice's move first.
				if _, err := other.Play(ctx, match.Actor{User: alice, GuildID: guild, ChannelID: channel}, match.Shown{}, "D4"); err != nil {
					return err
				}
			}
			return st.SaveGame(ctx, g)
		}}
	})
	other = match.NewService(f.store)
	f.start(9, "japanese")
	raced.Store(false)
	_, err := f.s.Play(context.Background(), f.as(alice), match.Shown{}, "E5")
	r := requireRefused(t, err, match.ErrNotYourTurn)
	require.Equal(t, core.White, r.Game.Game.ToMove())
	g := f.game()
	require.Equal(t, 1, g.Game.MoveNumber())
	require.Equal(t, "D4", g.Game.LastMove().Point().String(), "the other process's move stands")
}

// TestWritesRecordTheInteraction: a step's write records its interaction
// as handled, and a second delivery of it is refused by the store with
// ErrAlreadyHandled, changing nothing.
func TestWritesRecordTheInteraction(t *testing.T) {
	f := newFixture(t, nil)
	f.start(9, "japanese")
	ctx := context.Background()
	a := f.as(alice)
	res, err := f.s.Play(ctx, a, match.Shown{}, "E5")
	require.NoError(t, err)
	require.Equal(t, a.Interaction, res.Game.Interaction)
	require.Equal(t, noon, res.Game.UpdatedAt)
	seen, err := f.store.Seen(ctx, a.Interaction)
	require.NoError(t, err)
	require.True(t, seen)

	// Bob's move delivered twice: the first applies, the repeat is refused.
	b := f.as(bob)
	_, err = f.s.Play(ctx, b, match.Shown{}, "C3")
	require.NoError(t, err)
	a.Interaction = b.Interaction
	_, err = f.s.Play(ctx, a, match.Shown{}, "D4")
	require.ErrorIs(t, err, match.ErrAlreadyHandled)
	require.Equal(t, 2, f.game().Game.MoveNumber())
}

// TestChannelErrors: a step in a channel without a game wraps ErrNotFound,
// and one on a game the store cannot read wraps ErrCorrupt; only Abandon
// acts on the partial record.
func TestChannelErrors(t *testing.T) {
	f := newFixture(t, nil)
	ctx := context.Background()
	_, err := f.s.Play(ctx, f.as(alice), match.Shown{}, "E5")
	require.ErrorIs(t, err, match.ErrNotFound)
	_, isRule := match.AsRuleError(err)
	require.False(t, isRule)

	corrupt := &match.GameRecord{ID: "g9", ChannelID: channel, Status: match.StatusPlaying, Black: alice, White: bob, Version: 3}
	saved := 0
	g := newFixture(t, func(st *memory.Store) match.GameStore {
		return &matchtest.Games{Store: st,
			ActiveGameFunc: func(context.Context, string) (*match.GameRecord, error) {
				return corrupt.Clone(), fmt.Errorf("test: %w", match.ErrCorrupt)
			},
			SaveGameFunc: func(_ context.Context, g *match.GameRecord) error {
				saved++
				require.Equal(t, match.StatusFinished, g.Status)
				require.Nil(t, g.Game)
				return nil
			}}
	})
	_, err = g.s.Play(ctx, g.as(alice), match.Shown{}, "E5")
	require.ErrorIs(t, err, match.ErrCorrupt)
	_, err = g.s.Abandon(ctx, g.as(carol), "")
	requireRefused(t, err, match.ErrNotAllowed)
	res, err := g.s.Abandon(ctx, g.as(bob), "")
	require.NoError(t, err)
	require.True(t, res.Corrupt)
	require.Equal(t, 1, saved)
}
