package match

import (
	"context"
	"fmt"
	"time"

	"github.com/gobot-baduk/gobot/core"
)

// Games against an engine. The engine is a player like a person, whose
// User is the bot's own account, and the proposal records its strength
// (Proposal.Engine). The game starts at once (an engine has nothing to
// accept); its moves come through EngineMove, which the caller makes with
// the engine's answer, pinned to the position the engine was asked
// about. The engine's turn has no time limit, so an engine that fails
// never loses on time; the person's turn keeps the clock. In scoring the
// engine accepts gobot's proposal of dead stones, and each change the
// person makes to it (the person's acceptance ends the game).

// MinEngineLevel and MaxEngineLevel bound Proposal.Engine.
const (
	MinEngineLevel = 1
	MaxEngineLevel = 10
)

// EngineColor returns the colour the engine plays in g, or Empty when
// both players are people (or the game has not started).
func (g *GameRecord) EngineColor() core.Color {
	if g.Proposal.Engine == 0 || g.Challenged.ID == "" {
		return core.Empty
	}
	switch g.Challenged.ID {
	case g.Black.ID:
		return core.Black
	case g.White.ID:
		return core.White
	}
	return core.Empty
}

// EngineToMove reports whether g is in play with the engine to move.
func (g *GameRecord) EngineToMove() bool {
	c := g.EngineColor()
	return c != core.Empty && g.Status == StatusPlaying && g.Game.ToMove() == c
}

// engineAccepts has the engine accept the dead stones as they stand.
func (g *GameRecord) engineAccepts() {
	switch g.EngineColor() {
	case core.Black:
		g.BlackAccepts = true
	case core.White:
		g.WhiteAccepts = true
	}
}

// StartEngineGame starts a game between the actor and the engine, whose
// account is engine, at once: the actor plays p.Color (Black with a
// handicap; the coin decides a random colour) and the engine the other,
// at strength p.Engine. Its refusals are Challenge's, and ErrBadProposal
// for a strength out of range.
func (s *Service) StartEngineGame(ctx context.Context, a Actor, engine User, p Proposal) (*GameRecord, error) {
	if a.GuildID == "" {
		return nil, refuse(ErrNoGuild, nil)
	}
	if p.Engine < MinEngineLevel || p.Engine > MaxEngineLevel {
		return nil, &RuleError{Err: ErrBadProposal, Cause: fmt.Errorf("the engine's level is %d, not %d to %d", p.Engine, MinEngineLevel, MaxEngineLevel)}
	}
	cg, err := p.NewGame()
	if err != nil {
		return nil, &RuleError{Err: ErrBadProposal, Cause: err}
	}
	if p.Handicap > 0 && p.Color == core.Empty {
		return nil, refuse(ErrRandomHandicap, nil)
	}
	if err := p.Clock.Check(); err != nil {
		return nil, &RuleError{Err: ErrBadClock, Cause: err}
	}
	if engine.ID == "" || engine.ID == a.User.ID {
		return nil, refuse(ErrSelfChallenge, nil)
	}
	g := &GameRecord{Status: StatusPlaying, Challenger: a.User, Challenged: engine, Proposal: p}
	if p.Color == core.Black || (p.Color == core.Empty && s.coin()) {
		g.Black, g.White = a.User, engine
	} else {
		g.Black, g.White = engine, a.User
	}
	cg.SetPlayerName(core.Black, g.Black.Name)
	cg.SetPlayerName(core.White, g.White.Name)
	now := s.clock.Now()
	cg.Root().SetProp("DT", now.UTC().Format(time.DateOnly))
	cg.Root().SetProp("PC", "Discord (gobot)")
	g.Game = cg
	g.startClock(now)
	if err := s.create(ctx, a, g); err != nil {
		return nil, err
	}
	return g, nil
}

// EngineMove plays the engine's answer in the actor's channel's game
// gameID: move m (a pass included), or a resignation when resign is set.
// at is the number of moves the game had when the engine was asked; a
// game that has moved on since is refused with ErrStale, and one whose
// turn is not the engine's with ErrNotYourTurn (or mover's other
// refusals), so that a repeated or late answer is never played. A second
// pass in a row starts scoring with the engine accepting gobot's
// proposal. An illegal move is refused with ErrIllegalMove.
func (s *Service) EngineMove(ctx context.Context, a Actor, gameID string, at int, m core.Move, resign bool) (*Played, error) {
	var res Played
	g, err := s.update(ctx, a, false, func(g *GameRecord, now time.Time) error {
		res = Played{}
		if g.ID != gameID {
			return refuse(ErrOtherGame, g)
		}
		c := g.EngineColor()
		if c == core.Empty {
			return refuse(ErrNotPlayer, g)
		}
		if _, err := mover(g, g.Challenged); err != nil {
			return err
		}
		if g.Game.MoveNumber() != at {
			return refuse(ErrStale, g)
		}
		if resign {
			g.Game.SetResult(core.Result{Winner: c.Opponent(), Reason: core.ByResignation})
			g.end(now)
			return nil
		}
		if m.Color() != c {
			return &RuleError{Err: ErrIllegalMove, Game: g, Cause: fmt.Errorf("the engine's move %v is not %v's", m, c)}
		}
		a, err := g.playMove(m, now)
		res.Analysis = a
		return err
	})
	if err != nil {
		return nil, err
	}
	res.Game = g
	return &res, nil
}
