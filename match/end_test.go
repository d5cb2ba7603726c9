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
	_, err := f.s.Abandon(ctx, f.as(carol), "")
	r := requireRefused(t, err, match.ErrNotAllowed)
	require.Equal(t, match.StatusPlaying, r.Game.Status)
	manager := f.as(carol)
	manager.Admin = true
	res, err := f.s.Abandon(ctx, manager, "")
	require.NoError(t, err)
	require.False(t, res.Corrupt)
	require.Equal(t, match.StatusFinished, res.Game.Status)
	require.Equal(t, core.Void, res.Game.Game.Result().Reason)

	c := newFixture(t, nil)
	_, err = c.s.Challenge(ctx, c.as(alice), match.Opponent{User: bob}, match.Proposal{Size: 9, Komi: 6.5, Rules: "japanese"})
	require.NoError(t, err)
	res, err = c.s.Abandon(ctx, c.as(alice), "")
	require.NoError(t, err)
	require.Equal(t, match.StatusDeclined, res.Game.Status, "a challenge is cancelled")
	require.Nil(t, res.Game.Game)
	_, err = c.store.ActiveGame(ctx, channel)
	require.ErrorIs(t, err, match.ErrNotFound)
}

// TestAbandonRules: before both players have moved either ends the game
// without a result (abort); after, a player's abandon asks the opponent,
// whose agreement (by abandoning too, or answering) ends it; a move ends
// the request; nobody may ask twice; a server manager ends it at once.
func TestAbandonRules(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t, nil)
	g := f.start(9, "japanese", "E5")
	way, err := g.AbandonWay(f.as(bob))
	require.NoError(t, err)
	require.Equal(t, match.AbandonNow, way, "White has not moved: an abort")
	res, err := f.s.Abandon(ctx, f.as(bob), "")
	require.NoError(t, err)
	require.Equal(t, match.AbandonNow, res.Way)
	require.Equal(t, core.Void, res.Game.Game.Result().Reason)

	k := newFixture(t, nil)
	g = k.start(9, "japanese", "E5", "C3")
	res, err = k.s.Abandon(ctx, k.as(alice), "")
	require.NoError(t, err)
	require.Equal(t, match.AbandonAsk, res.Way, "both have moved: Bob is asked")
	require.Equal(t, match.StatusPlaying, res.Game.Status)
	require.Equal(t, core.Black, res.Game.AbandonBy)
	_, err = k.s.Abandon(ctx, k.as(alice), "")
	requireRefused(t, err, match.ErrAbandonPending)
	_, err = k.s.AgreeAbandon(ctx, k.as(alice), g.ID)
	requireRefused(t, err, match.ErrNotAddressed)
	_, err = k.s.AgreeAbandon(ctx, k.as(carol), g.ID)
	requireRefused(t, err, match.ErrNotAddressed)
	way, err = k.game().AbandonWay(k.as(bob))
	require.NoError(t, err)
	require.Equal(t, match.AbandonAgree, way)
	res, err = k.s.Abandon(ctx, k.as(bob), "")
	require.NoError(t, err)
	require.Equal(t, match.AbandonAgree, res.Way)
	require.Equal(t, match.StatusFinished, res.Game.Status)
	require.Equal(t, core.Void, res.Game.Game.Result().Reason)

	// Answered with the buttons; a move ends the request.
	m := newFixture(t, nil)
	g = m.start(9, "japanese", "E5", "C3")
	_, err = m.s.Abandon(ctx, m.as(bob), "")
	require.NoError(t, err)
	d, err := m.s.DeclineAbandon(ctx, m.as(alice), g.ID)
	require.NoError(t, err)
	require.Equal(t, bob, d.Requester)
	require.Equal(t, core.Empty, d.Game.AbandonBy)
	_, err = m.s.AgreeAbandon(ctx, m.as(alice), g.ID)
	requireRefused(t, err, match.ErrNoAbandonRequest)
	_, err = m.s.Abandon(ctx, m.as(bob), "")
	require.NoError(t, err)
	m.play("D4")
	_, err = m.s.AgreeAbandon(ctx, m.as(alice), g.ID)
	requireRefused(t, err, match.ErrNoAbandonRequest)
	_, err = m.s.Abandon(ctx, m.as(bob), "")
	require.NoError(t, err)
	back, err := m.s.AgreeAbandon(ctx, m.as(alice), g.ID)
	require.NoError(t, err)
	require.Equal(t, match.StatusFinished, back.Status)

	// A server manager ends it at once; a spectator may not.
	n := newFixture(t, nil)
	n.start(9, "japanese", "E5", "C3")
	_, err = n.s.Abandon(ctx, n.as(carol), "")
	requireRefused(t, err, match.ErrNotAllowed)
	manager := n.as(carol)
	manager.Admin = true
	res, err = n.s.Abandon(ctx, manager, "")
	require.NoError(t, err)
	require.Equal(t, match.AbandonNow, res.Way)
	require.Equal(t, match.StatusFinished, res.Game.Status)
}
