package match_test

import (
	"context"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
	"github.com/stretchr/testify/require"
)

var gobot = match.User{ID: "gobot", Name: "GNU Go (level 3)"}

// TestEngineGame: a game against the engine starts at once, the engine's
// moves are pinned to the position it was asked about, its turn has no
// clock, and in scoring it accepts gobot's proposal.
func TestEngineGame(t *testing.T) {
	f := newFixture(t, nil)
	ctx := context.Background()
	p := match.Proposal{Size: 9, Komi: 6.5, Rules: "japanese", Color: core.Black, Engine: 3, Clock: match.TimeControl{PerMove: time.Hour}}
	_, err := f.s.StartEngineGame(ctx, f.as(alice), gobot, match.Proposal{Size: 9, Rules: "japanese", Engine: 11})
	requireRefused(t, err, match.ErrBadProposal)
	g, err := f.s.StartEngineGame(ctx, f.as(alice), gobot, p)
	require.NoError(t, err)
	require.Equal(t, match.StatusPlaying, g.Status)
	require.Equal(t, core.White, g.EngineColor())
	_, timed := g.TurnEnd()
	require.True(t, timed, "the person's turn keeps the clock")

	f.play("E5")
	g = f.game()
	require.True(t, g.EngineToMove())
	_, timed = g.TurnEnd()
	require.False(t, timed, "the engine's turn has no time limit")
	require.True(t, g.Deadline.IsZero())
	_, ok := g.TimeLeft(core.White, time.Now())
	require.False(t, ok, "the engine has no clock to show")
	_, ok = g.TimeLeft(core.Black, time.Now())
	require.True(t, ok)

	// A person cannot move for the engine; a stale or foreign answer is
	// refused and changes nothing.
	_, err = f.s.Play(ctx, f.as(alice), match.Shown{}, "C3")
	requireRefused(t, err, match.ErrNotYourTurn)
	_, err = f.s.EngineMove(ctx, f.as(gobot), g.ID, 0, core.Play(core.White, core.Pt(2, 2)), false)
	requireRefused(t, err, match.ErrStale)
	_, err = f.s.EngineMove(ctx, f.as(gobot), g.ID, 1, core.Play(core.White, core.Pt(4, 4)), false)
	requireRefused(t, err, match.ErrIllegalMove)
	_, err = f.s.EngineMove(ctx, f.as(gobot), g.ID, 1, core.Play(core.Black, core.Pt(2, 2)), false)
	requireRefused(t, err, match.ErrIllegalMove)
	require.Equal(t, 1, f.game().Game.MoveNumber())
	res, err := f.s.EngineMove(ctx, f.as(gobot), g.ID, 1, core.Play(core.White, core.Pt(2, 2)), false)
	require.NoError(t, err)
	require.Equal(t, 2, res.Game.Game.MoveNumber())
	_, err = f.s.EngineMove(ctx, f.as(gobot), g.ID, 1, core.Play(core.White, core.Pt(6, 6)), false)
	requireRefused(t, err, match.ErrNotYourTurn)

	// Two passes: scoring, with the engine's acceptance given.
	f.play("pass")
	res, err = f.s.EngineMove(ctx, f.as(gobot), g.ID, 3, core.Pass(core.White), false)
	require.NoError(t, err)
	require.Equal(t, match.StatusScoring, res.Game.Status)
	require.True(t, res.Game.WhiteAccepts)
	require.False(t, res.Game.BlackAccepts)
	tg, err := f.s.Toggle(ctx, f.as(alice), "C3")
	require.NoError(t, err)
	require.True(t, tg.Game.WhiteAccepts, "the engine accepts each change")
	acc, err := f.s.AcceptScore(ctx, f.as(alice), match.Shown{})
	require.NoError(t, err)
	require.True(t, acc.Finished)
}

func TestEngineResignsAndAbandons(t *testing.T) {
	f := newFixture(t, nil)
	ctx := context.Background()
	g, err := f.s.StartEngineGame(ctx, f.as(alice), gobot, match.Proposal{Size: 9, Komi: 6.5, Rules: "chinese", Color: core.White, Engine: 5})
	require.NoError(t, err)
	require.Equal(t, core.Black, g.EngineColor())
	res, err := f.s.EngineMove(ctx, f.as(gobot), g.ID, 0, core.Move{}, true)
	require.NoError(t, err)
	require.Equal(t, core.Result{Winner: core.White, Reason: core.ByResignation}, res.Game.Game.Result())

	g, err = f.s.StartEngineGame(ctx, f.as(alice), gobot, match.Proposal{Size: 9, Komi: 6.5, Rules: "chinese", Color: core.Black, Engine: 5})
	require.NoError(t, err)
	f.play("E5")
	_, err = f.s.EngineMove(ctx, f.as(gobot), g.ID, 1, core.Play(core.White, core.Pt(2, 2)), false)
	require.NoError(t, err)
	f.play("D4")
	way, err := f.game().AbandonWay(f.as(alice))
	require.NoError(t, err)
	require.Equal(t, match.AbandonNow, way, "the engine agrees to abandon at once")
}
