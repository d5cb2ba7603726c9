package match_test

import (
	"context"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
	"github.com/stretchr/testify/require"
)

// TestPlayRefusals: who may move, and what, with the refusal naming the
// rule and carrying what explains it; a refused move changes nothing.
func TestPlayRefusals(t *testing.T) {
	f := newFixture(t, nil)
	ctx := context.Background()
	c, err := f.s.Challenge(ctx, f.as(alice), match.Opponent{User: bob}, match.Proposal{Size: 9, Komi: 6.5, Rules: "japanese", Color: core.Black})
	require.NoError(t, err)
	_, err = f.s.Play(ctx, f.as(alice), match.Shown{}, "E5")
	requireRefused(t, err, match.ErrNotStarted)
	_, err = f.s.Accept(ctx, f.as(bob), c.ID)
	require.NoError(t, err)

	_, err = f.s.Play(ctx, f.as(carol), match.Shown{}, "E5")
	r := requireRefused(t, err, match.ErrNotPlayer)
	require.Equal(t, alice, r.Game.Black)
	_, err = f.s.Play(ctx, f.as(bob), match.Shown{}, "E5")
	r = requireRefused(t, err, match.ErrNotYourTurn)
	require.Equal(t, core.Black, r.Game.Game.ToMove())
	for _, text := range []string{"Z9", "I5", "E10", "", "resign"} {
		_, err = f.s.Play(ctx, f.as(alice), match.Shown{}, text)
		r = requireRefused(t, err, match.ErrBadPoint)
		require.Error(t, r.Cause, text)
		require.Equal(t, 9, r.Game.Game.Size())
	}
	f.play("E5")
	_, err = f.s.Play(ctx, f.as(bob), match.Shown{}, "e5")
	r = requireRefused(t, err, match.ErrIllegalMove)
	require.ErrorIs(t, err, core.ErrOccupied)
	require.Equal(t, "E5", r.Point.String())
	require.Equal(t, 1, f.game().Game.MoveNumber(), "a refused move changes nothing")

	// A ko: Black takes at E5's neighbour, White may not retake at once.
	k := newFixture(t, nil)
	k.start(9, "japanese", "D5", "E5", "E4", "F4", "E6", "F6", "pass", "G5", "F5")
	_, err = k.s.Play(ctx, k.as(bob), match.Shown{}, "E5")
	requireRefused(t, err, match.ErrIllegalMove)
	require.ErrorIs(t, err, core.ErrKo)
}

// TestPlayAfterTheGame: moves are refused in a review and after the end.
func TestPlayAfterTheGame(t *testing.T) {
	f := newFixture(t, nil)
	ctx := context.Background()
	f.start(9, "japanese")
	_, err := f.s.Resign(ctx, f.as(bob), "")
	require.NoError(t, err)
	_, err = f.s.Play(ctx, f.as(alice), match.Shown{}, "E5")
	require.ErrorIs(t, err, match.ErrNotFound, "a finished game leaves the channel")

	rec, err := core.NewGame(core.Size(9))
	require.NoError(t, err)
	_, err = f.s.StartReview(ctx, f.as(carol), rec)
	require.NoError(t, err)
	_, err = f.s.Play(ctx, f.as(carol), match.Shown{}, "E5")
	requireRefused(t, err, match.ErrReviewing)
}

// TestTwoPassesStartScoring: the second pass in a row starts scoring with
// the analysis's dead stones proposed (none where every stone counts), and
// a move ends an open undo request.
func TestTwoPassesStartScoring(t *testing.T) {
	// Black walls column E, White column F; White's B5 is left dead.
	var moves []string
	for y := 0; y < 8; y++ {
		moves = append(moves, core.Pt(4, y).String(), core.Pt(5, y).String())
	}
	moves = append(moves, "E9", "B5", "pass", "F9")
	for _, tc := range []struct {
		rules string
		dead  []string
	}{{"japanese", []string{"B5"}}, {"tromp-taylor", nil}} {
		t.Run(tc.rules, func(t *testing.T) {
			f := newFixture(t, nil)
			f.start(9, tc.rules, moves...)
			res := f.play("pass")
			require.Nil(t, res.Analysis, "one pass does not end play")
			require.Equal(t, match.StatusPlaying, res.Game.Status)
			res = f.play("pass")
			require.Equal(t, match.StatusScoring, res.Game.Status)
			require.NotNil(t, res.Analysis)
			var dead []string
			for _, p := range res.Game.Dead {
				dead = append(dead, p.String())
			}
			require.Equal(t, tc.dead, dead)
			require.Equal(t, tc.rules == "tromp-taylor", res.Game.CountsEveryStone())
			_, err := f.s.Play(context.Background(), f.as(alice), match.Shown{}, "A1")
			requireRefused(t, err, match.ErrScoring)
		})
	}

	f := newFixture(t, nil)
	f.start(9, "japanese", "E5", "C3")
	ctx := context.Background()
	g := f.game()
	_, err := f.s.RequestUndo(ctx, f.as(alice), g.ID)
	require.NoError(t, err)
	res := f.play("D4")
	require.Equal(t, core.Black, res.UndoLapsed, "Alice's request lapsed with her own move")
	require.Equal(t, core.Empty, res.Game.UndoBy)
	res = f.play("D6")
	require.Equal(t, core.Empty, res.UndoLapsed)
}

// TestPinnedPass: a pass asked from a message acts only on the game and
// the position that message showed.
func TestPinnedPass(t *testing.T) {
	f := newFixture(t, nil)
	ctx := context.Background()
	g := f.start(9, "japanese", "E5")
	shown := match.Shown{GameID: g.ID, Stamp: g.Stamp()}
	f.play("C3")

	_, err := f.s.Play(ctx, f.as(alice), match.Shown{GameID: "g-old", Stamp: shown.Stamp}, "pass")
	requireRefused(t, err, match.ErrOtherGame)
	_, err = f.s.Play(ctx, f.as(alice), shown, "pass")
	r := requireRefused(t, err, match.ErrStale)
	require.Equal(t, 1, r.ShownMove)
	require.Equal(t, 2, r.Game.Game.MoveNumber())
	_, err = f.s.Play(ctx, f.as(alice), match.Shown{GameID: g.ID}, "pass")
	r = requireRefused(t, err, match.ErrStale)
	require.Equal(t, -1, r.ShownMove, "a message from before stamps does not say")
	_, err = f.s.Play(ctx, f.as(bob), match.Shown{GameID: g.ID, Stamp: f.game().Stamp()}, "pass")
	requireRefused(t, err, match.ErrNotYourTurn)

	res, err := f.s.Play(ctx, f.as(alice), match.Shown{GameID: g.ID, Stamp: f.game().Stamp()}, "pass")
	require.NoError(t, err)
	require.True(t, res.Game.Game.LastMove().IsPass())
}

// TestMover: who may move now, as Play checks it before reading the move.
func TestMover(t *testing.T) {
	f := newFixture(t, nil)
	g := f.start(9, "japanese", "E5")
	c, err := g.Mover(bob)
	require.NoError(t, err)
	require.Equal(t, core.White, c)
	_, err = g.Mover(alice)
	requireRefused(t, err, match.ErrNotYourTurn)
	_, err = g.Mover(carol)
	requireRefused(t, err, match.ErrNotPlayer)
	// Someone playing themselves plays the colour to move.
	self := &match.GameRecord{Status: match.StatusPlaying, Black: alice, White: alice, Game: g.Game}
	c, err = self.Mover(alice)
	require.NoError(t, err)
	require.Equal(t, core.White, c)
}
