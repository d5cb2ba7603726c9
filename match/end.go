package match

import (
	"context"
	"time"

	"github.com/gobot-baduk/gobot/core"
)

// CheckResign reports why u may not resign g, the game a message showed
// when gameID is set (the channel's game whatever it is when ""): it is
// another game (ErrOtherGame), not in play (ErrOver), or u does not play
// (ErrNotPlayer). It is nil if they may.
func (g *GameRecord) CheckResign(u User, gameID string) error {
	switch {
	case gameID != "" && g.ID != gameID:
		return refuse(ErrOtherGame, g)
	case !g.Status.inPlay():
		return refuse(ErrOver, g)
	case g.ColorOf(u.ID) == core.Empty:
		return refuse(ErrNotPlayer, g)
	}
	return nil
}

// Resign ends the game with a win for the actor's opponent. Its refusals
// are CheckResign's.
func (s *Service) Resign(ctx context.Context, a Actor, gameID string) (*GameRecord, error) {
	return s.update(ctx, a, false, func(g *GameRecord, now time.Time) error {
		if err := g.CheckResign(a.User, gameID); err != nil {
			return err
		}
		c := g.ColorOf(a.User.ID)
		g.Game.SetResult(core.Result{Winner: c.Opponent(), Reason: core.ByResignation})
		g.end(now)
		return nil
	})
}

// Abandoning. A game ends without a result, as lichess's abort does,
// before both players have moved; after that only by agreement (one player
// asks, the other agrees) or by a server manager, and a player who wants
// out resigns. A challenge is cancelled by its challenger. A game the store
// can no longer read is ended by its players or a server manager, as its
// moves cannot be told. A request to abandon is for the position it was
// asked in: any move ends it, as an undo request's.

// AbandonWay is what abandoning a game would do, for whoever asks.
type AbandonWay uint8

const (
	// AbandonNow ends the game without a result at once (a challenge is
	// cancelled): before both players have moved, by a server manager,
	// or a game the store cannot read.
	AbandonNow AbandonWay = iota + 1
	// AbandonAgree ends it: the opponent asked first.
	AbandonAgree
	// AbandonAsk asks the opponent to agree.
	AbandonAsk
)

// abandonPending reports whether a request to abandon is open: one was
// asked, and no move has been played since.
func (g *GameRecord) abandonPending() bool {
	return g.AbandonBy != core.Empty && g.Game != nil && g.AbandonAt == g.Game.MoveNumber()
}

// AbandonWay returns what abandoning g would do for the actor, or why
// they may not: they neither play it (nor challenged, for a challenge)
// nor manage the server (ErrNotAllowed), or they asked already and the
// opponent has not answered (ErrAbandonPending).
func (g *GameRecord) AbandonWay(a Actor) (AbandonWay, error) {
	id := a.User.ID
	player := id == g.Black.ID || id == g.White.ID
	switch {
	case a.Admin:
		return AbandonNow, nil
	case g.Status == StatusChallenge || g.Status == StatusReview:
		if id == g.Challenger.ID {
			return AbandonNow, nil
		}
		return 0, refuse(ErrNotAllowed, g)
	case !player:
		return 0, refuse(ErrNotAllowed, g)
	case g.Game == nil || !g.BothMoved():
		return AbandonNow, nil
	}
	c := g.ColorOf(id)
	switch {
	case g.Black.ID == g.White.ID:
		return AbandonNow, nil // someone playing themselves agrees with themselves
	case g.EngineColor() != core.Empty:
		return AbandonNow, nil // the engine agrees at once
	case g.abandonPending() && g.AbandonBy == c.Opponent():
		return AbandonAgree, nil
	case g.abandonPending():
		return 0, refuse(ErrAbandonPending, g)
	}
	return AbandonAsk, nil
}

// Abandoned is a game ended without a result, a challenge cancelled, or a
// request to abandon made.
type Abandoned struct {
	// Game is the game as saved: StatusDeclined for a challenge,
	// StatusFinished (void) for a game ended, still in play when the
	// opponent was asked.
	Game *GameRecord
	// Way is what the abandon did.
	Way AbandonWay
	// Corrupt reports that its record could not be read back from the
	// store: only its status was changed, and the damaged record is kept.
	Corrupt bool
}

// Abandon abandons the channel's game (the game gameID, when a message
// showed it: ErrOtherGame if the channel's game is another) for the
// actor, the way AbandonWay says: it ends the game without a result
// (cancels a challenge), or asks the opponent to agree. Its other refusals
// are AbandonWay's. It also ends a game the store can no longer read: the
// store then changes only the game's status, and keeps its damaged
// record.
func (s *Service) Abandon(ctx context.Context, a Actor, gameID string) (*Abandoned, error) {
	var res Abandoned
	g, err := s.update(ctx, a, true, func(g *GameRecord, now time.Time) error {
		res = Abandoned{} // a retry starts afresh
		if gameID != "" && g.ID != gameID {
			return refuse(ErrOtherGame, g)
		}
		way, err := g.AbandonWay(a)
		if err != nil {
			return err
		}
		res.Way = way
		if way == AbandonAsk {
			g.AbandonBy, g.AbandonAt = g.ColorOf(a.User.ID), g.Game.MoveNumber()
			return nil
		}
		res.Corrupt = g.Game == nil && g.Status != StatusChallenge
		g.voided(now)
		return nil
	})
	if err != nil {
		return nil, err
	}
	res.Game = g
	return &res, nil
}

// voided ends g without a result at now, or cancels its challenge.
func (g *GameRecord) voided(now time.Time) {
	if g.Status == StatusChallenge {
		g.Status = StatusDeclined
		g.Ended = now
		return
	}
	if g.Game != nil {
		g.Game.SetResult(core.Result{Reason: core.Void})
	}
	g.end(now)
	g.AbandonBy, g.AbandonAt = core.Empty, 0
}

// answerableAbandon checks that g has a request to abandon the actor may
// answer: one is open in the game gameID (ErrNoAbandonRequest), and the
// actor is the requester's opponent (ErrNotAddressed).
func answerableAbandon(g *GameRecord, u User, gameID string) error {
	if g.ID != gameID || g.Status != StatusPlaying || !g.abandonPending() {
		return refuse(ErrNoAbandonRequest, g)
	}
	if g.ColorOf(u.ID) != g.AbandonBy.Opponent() || u.ID == g.Player(g.AbandonBy).ID {
		return refuse(ErrNotAddressed, g)
	}
	return nil
}

// AgreeAbandon agrees to the request to abandon open in the game gameID:
// the game ends without a result. Its refusals are answerableAbandon's.
func (s *Service) AgreeAbandon(ctx context.Context, a Actor, gameID string) (*GameRecord, error) {
	return s.update(ctx, a, false, func(g *GameRecord, now time.Time) error {
		if err := answerableAbandon(g, a.User, gameID); err != nil {
			return err
		}
		g.voided(now)
		return nil
	})
}

// AbandonDeclined is a request to abandon declined.
type AbandonDeclined struct {
	Game *GameRecord
	// Requester is who had asked.
	Requester User
}

// DeclineAbandon declines the request to abandon open in the game gameID;
// the game goes on. Its refusals are answerableAbandon's.
func (s *Service) DeclineAbandon(ctx context.Context, a Actor, gameID string) (*AbandonDeclined, error) {
	var requester User
	g, err := s.update(ctx, a, false, func(g *GameRecord, now time.Time) error {
		if err := answerableAbandon(g, a.User, gameID); err != nil {
			return err
		}
		requester = g.Player(g.AbandonBy)
		g.AbandonBy, g.AbandonAt = core.Empty, 0
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &AbandonDeclined{Game: g, Requester: requester}, nil
}
