package match_test

import (
	"context"
	"errors"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/sgf"
	"github.com/gobot-baduk/gobot/match"
	"github.com/stretchr/testify/require"
)

// TestReview: a review occupies the channel; its steps change the tree,
// save nothing when they change nothing, and it ends for whoever started
// it or a server manager.
func TestReview(t *testing.T) {
	f := newFixture(t, nil)
	ctx := context.Background()
	rec, err := sgf.ReadGame([]byte("(;SZ[9]PB[Honinbo];B[ee];W[cc])"))
	require.NoError(t, err)
	g, err := f.s.StartReview(ctx, f.as(carol), rec)
	require.NoError(t, err)
	require.Equal(t, match.StatusReview, g.Status)
	require.Equal(t, carol, g.Challenger)
	require.Equal(t, "Honinbo", g.Black.Name)
	require.Equal(t, "White", g.White.Name, "a record without PW")
	_, err = f.s.Challenge(ctx, f.as(alice), match.Opponent{User: bob}, match.Proposal{Size: 9, Komi: 6.5, Rules: "japanese"})
	r := requireRefused(t, err, match.ErrChannelBusy)
	require.Equal(t, match.StatusReview, r.Game.Status)

	next, err := f.s.Review(ctx, f.as(alice), g.ID, func(c *core.Game) error { return c.Next() })
	require.NoError(t, err)
	require.Equal(t, 1, next.Game.MoveNumber())
	require.Equal(t, g.Version+1, next.Version)
	same, err := f.s.Review(ctx, f.as(alice), "", func(c *core.Game) error { return match.ErrUnchanged })
	require.NoError(t, err)
	require.Equal(t, next.Version, same.Version, "an unchanged review is not saved")
	refusal := errors.New("no such variation")
	_, err = f.s.Review(ctx, f.as(alice), "", func(c *core.Game) error { return refusal })
	require.ErrorIs(t, err, refusal)
	_, err = f.s.Review(ctx, f.as(alice), "g-old", func(c *core.Game) error { return c.Next() })
	requireRefused(t, err, match.ErrOtherGame)

	_, err = f.s.EndReview(ctx, f.as(alice))
	requireRefused(t, err, match.ErrNotAllowed)
	end, err := f.s.EndReview(ctx, f.as(carol))
	require.NoError(t, err)
	require.Equal(t, match.StatusReviewed, end.Status)
	_, err = f.s.Review(ctx, f.as(alice), "", func(c *core.Game) error { return c.Next() })
	require.ErrorIs(t, err, match.ErrNotFound)

	// A review step in a channel playing a game.
	f.start(9, "japanese")
	_, err = f.s.Review(ctx, f.as(alice), "", func(c *core.Game) error { return c.Next() })
	requireRefused(t, err, match.ErrNotReview)
	_, err = f.s.EndReview(ctx, f.as(alice))
	requireRefused(t, err, match.ErrNotReview)
}
