package match_test

import (
	"context"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
	"github.com/stretchr/testify/require"
)

// TestUndo: a player asks to take back their last move; accepting takes
// it back with the opponent's reply, declining keeps the game as it is.
func TestUndo(t *testing.T) {
	f := newFixture(t, nil)
	ctx := context.Background()
	g := f.start(9, "japanese", "E5", "C3")

	req, err := f.s.RequestUndo(ctx, f.as(alice), g.ID)
	require.NoError(t, err)
	require.Equal(t, core.Black, req.By)
	require.Equal(t, "E5", req.Move.Point().String())
	require.Equal(t, core.Black, req.Game.UndoBy)
	require.Equal(t, 2, req.Game.UndoAt)

	_, err = f.s.RequestUndo(ctx, f.as(alice), g.ID)
	r := requireRefused(t, err, match.ErrUndoPending)
	require.Equal(t, core.Black, r.Game.UndoBy)
	_, err = f.s.RequestUndo(ctx, f.as(bob), g.ID)
	requireRefused(t, err, match.ErrUndoPending)
	_, err = f.s.AcceptUndo(ctx, f.as(alice), g.ID)
	r = requireRefused(t, err, match.ErrNotAddressed)
	require.Equal(t, bob, r.Game.Player(r.Game.UndoBy.Opponent()))
	_, err = f.s.AcceptUndo(ctx, f.as(carol), g.ID)
	requireRefused(t, err, match.ErrNotAddressed)
	_, err = f.s.AcceptUndo(ctx, f.as(bob), "g-old")
	requireRefused(t, err, match.ErrNoUndoRequest)

	back, err := f.s.AcceptUndo(ctx, f.as(bob), g.ID)
	require.NoError(t, err)
	require.Equal(t, 0, back.Game.MoveNumber(), "E5 and the reply C3 are taken back")
	require.Equal(t, core.Black, back.Game.ToMove())
	require.Equal(t, core.Empty, back.UndoBy)
	_, err = f.s.DeclineUndo(ctx, f.as(bob), g.ID)
	requireRefused(t, err, match.ErrNoUndoRequest)

	f.play("D4", "F6")
	_, err = f.s.RequestUndo(ctx, f.as(bob), g.ID)
	require.NoError(t, err)
	d, err := f.s.DeclineUndo(ctx, f.as(alice), g.ID)
	require.NoError(t, err)
	require.Equal(t, bob, d.Requester)
	require.Equal(t, core.Empty, d.Game.UndoBy)
	require.Equal(t, 2, d.Game.Game.MoveNumber())
}

// TestUndoRefusals: undo is for the players of a two-player game in play
// who have moved, and a request lapses with the position it was asked in.
func TestUndoRefusals(t *testing.T) {
	f := newFixture(t, nil)
	ctx := context.Background()
	g := f.start(9, "japanese")
	_, err := f.s.RequestUndo(ctx, f.as(alice), g.ID)
	requireRefused(t, err, match.ErrNothingToUndo)
	_, err = f.s.RequestUndo(ctx, f.as(carol), g.ID)
	r := requireRefused(t, err, match.ErrNotPlayer)
	require.Equal(t, alice, r.Game.Black)
	_, err = f.s.RequestUndo(ctx, f.as(alice), "g-old")
	requireRefused(t, err, match.ErrOtherGame)

	f.play("E5")
	_, err = f.s.RequestUndo(ctx, f.as(alice), g.ID)
	require.NoError(t, err)
	// A request that lapsed with a move, from a record that still holds
	// it, is refused as lapsed, not answered.
	lapsed := f.game()
	lapsed.UndoAt = 0
	lapsed.Interaction = ""
	require.NoError(t, f.store.SaveGame(ctx, lapsed))
	_, err = f.s.AcceptUndo(ctx, f.as(bob), g.ID)
	requireRefused(t, err, match.ErrUndoLapsed)

	f.play("C3", "pass", "pass")
	_, err = f.s.RequestUndo(ctx, f.as(alice), g.ID)
	requireRefused(t, err, match.ErrScoring)

	self := newFixture(t, nil)
	c, err := self.s.Challenge(ctx, self.as(alice), match.Opponent{}, match.Proposal{Size: 9, Komi: 6.5, Rules: "japanese"})
	require.NoError(t, err)
	// A game Alice plays against herself (both colours hers), as a
	// record may hold one.
	game := self.game()
	game.Status, game.Black, game.White = match.StatusPlaying, alice, alice
	game.Game, err = game.Proposal.NewGame()
	require.NoError(t, err)
	require.NoError(t, self.store.SaveGame(ctx, game))
	_, err = self.s.RequestUndo(ctx, self.as(alice), c.ID)
	requireRefused(t, err, match.ErrSelfPlay)
}

// TestUndoKeepsVariations: the moves an accepted undo takes back stay in
// the record as a variation, each commented "taken back", and the moves
// played instead are the main line; a move taken back and played again is
// no longer commented so (B4).
func TestUndoKeepsVariations(t *testing.T) {
	f := newFixture(t, nil)
	f.start(9, "japanese", "E5", "C3")
	f.undo(alice, bob)
	f.play("D4", "F6")

	root := f.game().Game.Root()
	kids := root.Children()
	require.Len(t, kids, 2)
	require.Equal(t, "D4", kids[0].Move().Point().String(), "the game's line is the main line")
	require.Empty(t, kids[0].Comment())
	taken := kids[1]
	require.Equal(t, "E5", taken.Move().Point().String())
	require.Equal(t, "taken back", taken.Comment())
	require.Len(t, taken.Children(), 1)
	require.Equal(t, "C3", taken.Children()[0].Move().Point().String())
	require.Equal(t, "taken back", taken.Children()[0].Comment())

	// White takes back C3 and plays G7 instead: C3 is the variation.
	k := newFixture(t, nil)
	k.start(9, "japanese", "E5", "C3")
	k.undo(bob, alice)
	k.play("G7")
	e5 := k.game().Game.Root().Children()[0]
	require.Len(t, e5.Children(), 2)
	require.Equal(t, "G7", e5.Children()[0].Move().Point().String())
	require.Equal(t, "C3", e5.Children()[1].Move().Point().String())
	require.Equal(t, "taken back", e5.Children()[1].Comment())

	// Taken back, then played again: the node is the game's move again.
	m := newFixture(t, nil)
	m.start(9, "japanese", "E5", "C3")
	m.undo(bob, alice)
	m.play("C3")
	e5 = m.game().Game.Root().Children()[0]
	require.Len(t, e5.Children(), 1)
	require.Empty(t, e5.Children()[0].Comment())
	require.Equal(t, 2, m.game().Game.MoveNumber())
}

// undo has requester ask to take back their last move and answerer
// accept, in the channel's game.
func (f *fixture) undo(requester, answerer match.User) {
	f.t.Helper()
	ctx := context.Background()
	g := f.game()
	_, err := f.s.RequestUndo(ctx, f.as(requester), g.ID)
	require.NoError(f.t, err)
	_, err = f.s.AcceptUndo(ctx, f.as(answerer), g.ID)
	require.NoError(f.t, err)
}
