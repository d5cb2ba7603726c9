package match

import (
	"context"
	"fmt"
	"time"

	"github.com/gobot-baduk/gobot/core"
)

// Undo: a player asks to take back their last move; the opponent accepts
// or declines. Accepting takes back the requester's last move and any
// opponent move after it, so the requester is to move again. A request is
// for the position it was asked in: any move ends it.
//
// The moves taken back stay in the game record as a variation, each
// commented takenBack, so that the exported SGF keeps everything that was
// played; the moves played instead become the main line (see
// mainLine).

// takenBack is the comment on a move an accepted undo took back.
const takenBack = "taken back"

// mainLine makes the move just played at g's cursor its parent's first
// child, the main line of the record, ahead of the variations taken back
// there; a move taken back and played again loses its takenBack comment.
// The cursor's path keeps its nodes, so the position is unchanged.
func mainLine(g *core.Game) {
	n := g.Cursor()
	if n.Comment() == takenBack {
		n.SetComment("")
	}
	p := n.Parent()
	if p == nil || p.Children()[0] == n {
		return
	}
	others := make([]*core.Node, 0, len(p.Children())-1)
	for _, k := range p.Children() {
		if k != n {
			others = append(others, k)
		}
	}
	for _, k := range others {
		p.RemoveChild(k)
	}
	for _, k := range others {
		p.AddChild(k)
	}
}

// UndoRequested is an undo request made.
type UndoRequested struct {
	Game *GameRecord
	// By is the requester's colour, and Move their move to take back.
	By   core.Color
	Move core.Move
}

// RequestUndo asks, for the actor, to take back their last move. It is
// refused when the game gameID is not the channel's game in play
// (ErrOtherGame), during scoring (ErrScoring), to anyone but its players
// (ErrNotPlayer), in a game against oneself (ErrSelfPlay), while a request
// is open (ErrUndoPending; the game's UndoBy says whose), and before the
// actor has played (ErrNothingToUndo).
func (s *Service) RequestUndo(ctx context.Context, a Actor, gameID string) (*UndoRequested, error) {
	var res UndoRequested
	g, err := s.update(ctx, a, false, func(g *GameRecord, now time.Time) error {
		switch {
		case g.ID != gameID || !g.Status.inPlay():
			return refuse(ErrOtherGame, g)
		case g.Status == StatusScoring:
			return refuse(ErrScoring, g)
		}
		c := g.ColorOf(a.User.ID)
		if c == core.Empty {
			return refuse(ErrNotPlayer, g)
		}
		if g.Black.ID == g.White.ID {
			return refuse(ErrSelfPlay, g)
		}
		// One request at a time: a second would ask the same question
		// again, and its opponent could answer either.
		if g.undoPending() {
			return refuse(ErrUndoPending, g)
		}
		last := lastMoveBy(g.Game, c)
		if !last.IsValid() {
			return refuse(ErrNothingToUndo, g)
		}
		g.UndoBy, g.UndoAt = c, g.Game.MoveNumber()
		res = UndoRequested{By: c, Move: last}
		return nil
	})
	if err != nil {
		return nil, err
	}
	res.Game = g
	return &res, nil
}

// lastMoveBy returns c's last move on the path to the cursor.
func lastMoveBy(g *core.Game, c core.Color) core.Move {
	for n := g.Cursor(); n != nil; n = n.Parent() {
		if m := n.Move(); m.IsValid() && m.Color() == c {
			return m
		}
	}
	return core.Move{}
}

// answerable checks that g has an undo request the user may answer: one
// is open in the game gameID (ErrNoUndoRequest), for this position
// (ErrUndoLapsed), and the user is the requester's opponent
// (ErrNotAddressed).
func answerable(g *GameRecord, u User, gameID string) error {
	if g.ID != gameID || g.Status != StatusPlaying || g.UndoBy == core.Empty {
		return refuse(ErrNoUndoRequest, g)
	}
	if g.UndoAt != g.Game.MoveNumber() {
		return refuse(ErrUndoLapsed, g)
	}
	if g.ColorOf(u.ID) != g.UndoBy.Opponent() || u.ID == g.Player(g.UndoBy).ID {
		return refuse(ErrNotAddressed, g)
	}
	return nil
}

// AcceptUndo accepts the undo request open in the game gameID: the
// requester's last move and any move after it are taken back. Its
// refusals are answerable's, and ErrNothingToUndo if the moves are gone.
func (s *Service) AcceptUndo(ctx context.Context, a Actor, gameID string) (*GameRecord, error) {
	return s.update(ctx, a, false, func(g *GameRecord, now time.Time) error {
		if err := answerable(g, a.User, gameID); err != nil {
			return err
		}
		c := g.UndoBy
		// The accepting player's clock ran until now; the requester's runs
		// from now.
		g.charge(now)
		for {
			n := g.Game.Cursor()
			m := n.Move()
			if n.Parent() == nil || !m.IsValid() {
				return refuse(ErrNothingToUndo, g)
			}
			// The move stays in the record, as a variation.
			n.SetComment(takenBack)
			if err := g.Game.Prev(); err != nil {
				return fmt.Errorf("undo in game %s: %w", g.ID, err)
			}
			if m.Color() == c {
				break
			}
		}
		g.UndoBy, g.UndoAt = core.Empty, 0
		// Passes played again after an undo to before the resume are
		// passes since it.
		g.ResumedAt = min(g.ResumedAt, g.Game.MoveNumber())
		return nil
	})
}

// UndoDeclined is an undo request declined.
type UndoDeclined struct {
	Game *GameRecord
	// Requester is who had asked.
	Requester User
}

// DeclineUndo declines the undo request open in the game gameID; the game
// goes on. Its refusals are answerable's.
func (s *Service) DeclineUndo(ctx context.Context, a Actor, gameID string) (*UndoDeclined, error) {
	var requester User
	g, err := s.update(ctx, a, false, func(g *GameRecord, now time.Time) error {
		if err := answerable(g, a.User, gameID); err != nil {
			return err
		}
		requester = g.Player(g.UndoBy)
		g.UndoBy, g.UndoAt = core.Empty, 0
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &UndoDeclined{Game: g, Requester: requester}, nil
}
