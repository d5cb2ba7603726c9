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

// mayAbandon reports whether the actor may end g without a result: its
// players and its challenger may, and so may a server manager.
func mayAbandon(g *GameRecord, a Actor) bool {
	id := a.User.ID
	return a.Admin || id == g.Black.ID || id == g.White.ID || id == g.Challenger.ID
}

// Abandoned is a game ended without a result, or a challenge cancelled.
type Abandoned struct {
	// Game is the game as saved: StatusDeclined for a challenge,
	// StatusFinished (void) otherwise.
	Game *GameRecord
	// Corrupt reports that its record could not be read back from the
	// store: only its status was changed, and the damaged record is kept.
	Corrupt bool
}

// Abandon ends the channel's game without a result (a challenge is
// cancelled). Its players, its challenger and server managers may
// (ErrNotAllowed otherwise). It also ends a game the store can no longer
// read: the store then changes only the game's status, and keeps its
// damaged record.
func (s *Service) Abandon(ctx context.Context, a Actor) (*Abandoned, error) {
	var corrupt bool
	g, err := s.update(ctx, a, true, func(g *GameRecord, now time.Time) error {
		if !mayAbandon(g, a) {
			return refuse(ErrNotAllowed, g)
		}
		corrupt = g.Game == nil && g.Status != StatusChallenge
		if g.Status == StatusChallenge {
			g.Status = StatusDeclined
			g.Ended = now
			return nil
		}
		if g.Game != nil {
			g.Game.SetResult(core.Result{Reason: core.Void})
		}
		g.end(now)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &Abandoned{Game: g, Corrupt: corrupt}, nil
}
