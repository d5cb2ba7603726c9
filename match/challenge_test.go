package match_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/match/matchtest"
	"github.com/gobot-baduk/gobot/store/memory"
	"github.com/stretchr/testify/require"
)

// TestChallengeRefusals: a challenge outside a server, with settings that
// make no game, to oneself or to a bot is refused before anything is
// stored; one in a busy channel names the game there.
func TestChallengeRefusals(t *testing.T) {
	f := newFixture(t, nil)
	ctx := context.Background()
	p := match.Proposal{Size: 9, Komi: 6.5, Rules: "japanese"}
	dm := f.as(alice)
	dm.GuildID = ""
	_, err := f.s.Challenge(ctx, dm, match.Opponent{User: bob}, p)
	requireRefused(t, err, match.ErrNoGuild)

	bad := p
	bad.Rules = "ing"
	_, err = f.s.Challenge(ctx, f.as(alice), match.Opponent{User: bob}, bad)
	r := requireRefused(t, err, match.ErrBadProposal)
	require.ErrorIs(t, r.Cause, core.ErrRules)
	bad = p
	bad.Handicap = 9
	bad.Size = 7
	_, err = f.s.Challenge(ctx, f.as(alice), match.Opponent{User: bob}, bad)
	requireRefused(t, err, match.ErrBadProposal)

	_, err = f.s.Challenge(ctx, f.as(alice), match.Opponent{User: alice}, p)
	requireRefused(t, err, match.ErrSelfChallenge)
	_, err = f.s.Challenge(ctx, f.as(alice), match.Opponent{User: match.User{ID: "u-gnugo", Name: "GnuGoBot"}, Bot: true}, p)
	requireRefused(t, err, match.ErrBotOpponent)
	_, err = f.store.ActiveGame(ctx, channel)
	require.ErrorIs(t, err, match.ErrNotFound, "a refused challenge stores nothing")

	g, err := f.s.Challenge(ctx, f.as(alice), match.Opponent{}, p)
	require.NoError(t, err)
	require.Equal(t, match.StatusChallenge, g.Status)
	require.Equal(t, guild, g.GuildID)
	require.Equal(t, alice, g.Challenger)
	require.Equal(t, int64(1), g.Version)
	_, err = f.s.Challenge(ctx, f.as(bob), match.Opponent{User: carol}, p)
	r = requireRefused(t, err, match.ErrChannelBusy)
	require.Equal(t, g.ID, r.Game.ID, "the refusal names the game in the channel")
	require.Equal(t, match.StatusChallenge, r.Game.Status)
}

// TestAcceptAndDecline: only the one challenged accepts (anyone, for an
// open challenge); accepting starts the game with the proposed colours,
// the players' names and where and when it is played; the challenger
// withdraws; and an answer to a challenge that is over is refused.
func TestAcceptAndDecline(t *testing.T) {
	f := newFixture(t, nil)
	ctx := context.Background()
	p := match.Proposal{Size: 9, Komi: 0.5, Handicap: 2, Rules: "chinese", Color: core.White}
	c, err := f.s.Challenge(ctx, f.as(alice), match.Opponent{User: bob}, p)
	require.NoError(t, err)

	_, err = f.s.Accept(ctx, f.as(alice), c.ID)
	requireRefused(t, err, match.ErrOwnChallenge)
	_, err = f.s.Accept(ctx, f.as(carol), c.ID)
	r := requireRefused(t, err, match.ErrNotAddressed)
	require.Equal(t, bob, r.Game.Challenged)
	_, err = f.s.Decline(ctx, f.as(carol), c.ID)
	requireRefused(t, err, match.ErrNotAddressed)
	_, err = f.s.Accept(ctx, f.as(bob), "g-other")
	requireRefused(t, err, match.ErrChallengeClosed)

	g, err := f.s.Accept(ctx, f.as(bob), c.ID)
	require.NoError(t, err)
	require.Equal(t, match.StatusPlaying, g.Status)
	require.Equal(t, bob, g.Black, "the challenger asked for White")
	require.Equal(t, alice, g.White)
	require.Equal(t, 2, g.Game.Handicap())
	require.Equal(t, core.White, g.Game.ToMove(), "White moves first in a handicap game")
	require.Equal(t, "chinese", g.Game.Rules().Name)
	require.Equal(t, "Bob", g.Game.PlayerName(core.Black))
	dt, _ := g.Game.Root().Prop("DT")
	require.Equal(t, []string{"2024-06-01"}, dt)
	_, err = f.s.Accept(ctx, f.as(carol), c.ID)
	requireRefused(t, err, match.ErrChallengeClosed)
	_, err = f.s.Decline(ctx, f.as(bob), c.ID)
	requireRefused(t, err, match.ErrChallengeClosed)

	// An open challenge: anyone accepts, only its challenger withdraws.
	h := newFixture(t, nil)
	open, err := h.s.Challenge(ctx, h.as(alice), match.Opponent{}, match.Proposal{Size: 9, Komi: 6.5, Rules: "japanese"})
	require.NoError(t, err)
	_, err = h.s.Decline(ctx, h.as(carol), open.ID)
	r = requireRefused(t, err, match.ErrOpenChallenge)
	require.Equal(t, alice, r.Game.Challenger)
	d, err := h.s.Decline(ctx, h.as(alice), open.ID)
	require.NoError(t, err)
	require.True(t, d.Withdrawn)
	require.Equal(t, match.StatusDeclined, d.Game.Status)
	_, err = h.store.ActiveGame(ctx, channel)
	require.ErrorIs(t, err, match.ErrNotFound, "a declined challenge frees the channel")

	open, err = h.s.Challenge(ctx, h.as(alice), match.Opponent{}, match.Proposal{Size: 9, Komi: 6.5, Rules: "japanese"})
	require.NoError(t, err)
	g, err = h.s.Accept(ctx, h.as(carol), open.ID)
	require.NoError(t, err)
	require.Equal(t, carol, g.Challenged)
	require.Equal(t, alice, g.Black, "the coin gave the challenger Black")
	require.Equal(t, carol, g.White)

	// The one challenged declines.
	k := newFixture(t, nil)
	c, err = k.s.Challenge(ctx, k.as(alice), match.Opponent{User: bob}, match.Proposal{Size: 9, Komi: 6.5, Rules: "japanese"})
	require.NoError(t, err)
	d, err = k.s.Decline(ctx, k.as(bob), c.ID)
	require.NoError(t, err)
	require.False(t, d.Withdrawn)
}

// TestSettingsDefaults: a server's defaults for a new game, and gobot's
// where it has none; a handicap game's komi is half a point.
func TestSettingsDefaults(t *testing.T) {
	var none match.Settings
	require.Equal(t, 19, none.DefaultSize())
	require.Equal(t, "japanese", none.DefaultRules())
	require.Equal(t, core.ChineseRules.Komi, none.DefaultKomi(core.ChineseRules, 0))
	require.Equal(t, 0.5, none.DefaultKomi(core.ChineseRules, 3))
	k := 5.5
	set := match.Settings{Size: 13, Rules: "aga", Komi: &k}
	require.Equal(t, 13, set.DefaultSize())
	require.Equal(t, "aga", set.DefaultRules())
	require.Equal(t, 5.5, set.DefaultKomi(core.AGARules, 0))
	require.Equal(t, 0.5, set.DefaultKomi(core.AGARules, 2))
}

// TestChallengeBesideACorruptGame: a game the store cannot read still
// occupies its channel, and the refusal names it as far as it was read.
func TestChallengeBesideACorruptGame(t *testing.T) {
	partial := &match.GameRecord{ID: "g9", ChannelID: channel, Status: match.StatusScoring, Version: 4}
	f := newFixture(t, func(st *memory.Store) match.GameStore {
		return &matchtest.Games{Store: st, ActiveGameFunc: func(context.Context, string) (*match.GameRecord, error) {
			return partial.Clone(), fmt.Errorf("test: %w", match.ErrCorrupt)
		}}
	})
	_, err := f.s.Challenge(context.Background(), f.as(alice), match.Opponent{User: bob}, match.Proposal{Size: 9, Komi: 6.5, Rules: "japanese"})
	r := requireRefused(t, err, match.ErrChannelBusy)
	require.Equal(t, match.StatusScoring, r.Game.Status)
	require.Nil(t, r.Game.Game)
}

// TestRandomHandicap: a handicap challenge must say who takes the stones:
// a random colour is refused (B6).
func TestRandomHandicap(t *testing.T) {
	f := newFixture(t, nil)
	_, err := f.s.Challenge(context.Background(), f.as(alice), match.Opponent{User: bob}, match.Proposal{Size: 9, Komi: 0.5, Handicap: 2, Rules: "japanese"})
	requireRefused(t, err, match.ErrRandomHandicap)
}
