package match

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/gobot-baduk/gobot/core"
)

// Reviews. A channel may review a game record together instead of playing
// (StatusReview): it occupies the channel as a game does, its cursor is
// the channel's position, and anyone there may step through it, try moves
// and comment. It ends (StatusReviewed) when whoever started it, or a
// server manager, ends it.

// StartReview opens a review of game, a record read from a file, in the
// actor's channel. Its players are the record's (PB, PW; "Black" and
// "White" where it names none). It is refused in a channel with an active
// game (ErrChannelBusy, with that game when it could be read).
func (s *Service) StartReview(ctx context.Context, a Actor, game *core.Game) (*GameRecord, error) {
	g := &GameRecord{
		Status: StatusReview, Challenger: a.User, Game: game,
		Black: User{Name: orDefault(game.PlayerName(core.Black), "Black")},
		White: User{Name: orDefault(game.PlayerName(core.White), "White")},
	}
	if err := s.create(ctx, a, g); err != nil {
		return nil, err
	}
	return g, nil
}

func orDefault(s, d string) string {
	if strings.TrimSpace(s) == "" {
		return d
	}
	return s
}

// reviewing checks that g is a review, the review gameID when that is set
// (a message's review): ErrOtherGame if it is not that review, ErrNotReview
// if the channel's game is not a review.
func reviewing(g *GameRecord, gameID string) error {
	switch {
	case gameID != "" && (g.Status != StatusReview || g.ID != gameID):
		return refuse(ErrOtherGame, g)
	case g.Status != StatusReview:
		return refuse(ErrNotReview, g)
	}
	return nil
}

// Review takes a step of the channel's review (the review gameID, when
// set): step moves the cursor, tries a move or comments on the game tree,
// and returns ErrUnchanged to save nothing, or its own error to refuse.
// Review is refused by reviewing's checks, and a channel without an active
// game is an error wrapping ErrNotFound.
func (s *Service) Review(ctx context.Context, a Actor, gameID string, step func(g *core.Game) error) (*GameRecord, error) {
	return s.update(ctx, a, false, func(g *GameRecord, now time.Time) error {
		if err := reviewing(g, gameID); err != nil {
			return err
		}
		return step(g.Game)
	})
}

// EndReview ends the channel's review, for whoever started it or a server
// manager (ErrNotAllowed otherwise), besides reviewing's refusals.
func (s *Service) EndReview(ctx context.Context, a Actor) (*GameRecord, error) {
	return s.update(ctx, a, false, func(g *GameRecord, now time.Time) error {
		if err := reviewing(g, ""); err != nil {
			return err
		}
		if a.User.ID != g.Challenger.ID && !a.Admin {
			return refuse(ErrNotAllowed, g)
		}
		g.Status = StatusReviewed
		g.Ended = now
		return nil
	})
}

// ReviewLastGame opens a review of the channel's last finished game (an
// error wrapping ErrNotFound when it has none), from its first move, with
// its players' names; refused as StartReview is.
func (s *Service) ReviewLastGame(ctx context.Context, a Actor) (*GameRecord, error) {
	last, err := s.games.LastFinishedGame(ctx, a.ChannelID)
	if err != nil {
		return nil, err
	}
	if last.Game == nil {
		return nil, fmt.Errorf("%w: game %s has no record", ErrCorrupt, last.ID)
	}
	game := last.Game.Clone()
	if err := game.GoTo(game.Root()); err != nil {
		return nil, fmt.Errorf("rewinding game %s: %w", last.ID, err)
	}
	// The names only: the review is nobody's game to play.
	g := &GameRecord{
		Status: StatusReview, Challenger: a.User, Game: game,
		Black: User{Name: orDefault(last.Black.Name, "Black")},
		White: User{Name: orDefault(last.White.Name, "White")},
	}
	if err := s.create(ctx, a, g); err != nil {
		return nil, err
	}
	return g, nil
}
