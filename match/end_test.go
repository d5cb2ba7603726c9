package match_test

import (
	"context"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
	"github.com/stretchr/testify/require"
)

// TestResign: a player resigns the game in play (or being scored), and
// the opponent wins; others, other games and games over are refused.
func TestResign(t *testing.T) {
	f := newFixture(t, nil)
	ctx := context.Background()
	g := f.start(9, "japanese", "E5")
	require.NoError(t, g.CheckResign(bob, g.ID))
	r := requireRefused(t, g.CheckResign(carol, ""), match.ErrNotPlayer)
	require.Equal(t, bob, r.Game.White)
	requireRefused(t, g.CheckResign(bob, "g-old"), match.ErrOtherGame)
	_, err := f.s.Resign(ctx, f.as(carol), "")
	requireRefused(t, err, match.ErrNotPlayer)

	f.play("pass", "pass")
	res, err := f.s.Resign(ctx, f.as(alice), g.ID)
	require.NoError(t, err)
	require.Equal(t, match.StatusFinished, res.Status)
	require.Equal(t, core.Result{Winner: core.White, Reason: core.ByResignation}, res.Game.Result())

	challenge := &match.GameRecord{ID: "g5", Status: match.StatusChallenge, Challenger: alice}
	requireRefused(t, challenge.CheckResign(alice, ""), match.ErrOver)
}

// TestAbandon: the players, the challenger and server managers end a game
// without a result, or cancel a challenge; nobody else may.
func TestAbandon(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t, nil)
	f.start(9, "japanese", "E5")
	_, err := f.s.Abandon(ctx, f.as(carol))
	r := requireRefused(t, err, match.ErrNotAllowed)
	require.Equal(t, match.StatusPlaying, r.Game.Status)
	manager := f.as(carol)
	manager.Admin = true
	res, err := f.s.Abandon(ctx, manager)
	require.NoError(t, err)
	require.False(t, res.Corrupt)
	require.Equal(t, match.StatusFinished, res.Game.Status)
	require.Equal(t, core.Void, res.Game.Game.Result().Reason)

	c := newFixture(t, nil)
	_, err = c.s.Challenge(ctx, c.as(alice), match.Opponent{User: bob}, match.Proposal{Size: 9, Komi: 6.5, Rules: "japanese"})
	require.NoError(t, err)
	res, err = c.s.Abandon(ctx, c.as(alice))
	require.NoError(t, err)
	require.Equal(t, match.StatusDeclined, res.Game.Status, "a challenge is cancelled")
	require.Nil(t, res.Game.Game)
	_, err = c.store.ActiveGame(ctx, channel)
	require.ErrorIs(t, err, match.ErrNotFound)
}
