package match

import (
	"context"
	"strings"
	"time"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
)

// mover returns the colour the user plays in g, or why they cannot move
// now: the game has not started (ErrNotStarted), is being scored
// (ErrScoring), is a review (ErrReviewing) or is over (ErrOver); they do
// not play (ErrNotPlayer), or it is the other player's move
// (ErrNotYourTurn).
func mover(g *GameRecord, u User) (core.Color, error) {
	switch g.Status {
	case StatusChallenge:
		return core.Empty, refuse(ErrNotStarted, g)
	case StatusScoring:
		return core.Empty, refuse(ErrScoring, g)
	case StatusPlaying:
	case StatusReview:
		return core.Empty, refuse(ErrReviewing, g)
	default:
		return core.Empty, refuse(ErrOver, g)
	}
	c := g.ColorOf(u.ID)
	if c == core.Empty {
		return core.Empty, refuse(ErrNotPlayer, g)
	}
	if c != g.Game.ToMove() {
		return core.Empty, refuse(ErrNotYourTurn, g)
	}
	return c, nil
}

// Mover returns the colour u plays now in g, or why u may not move: the
// refusals of Play before it reads the move (see mover).
func (g *GameRecord) Mover(u User) (core.Color, error) { return mover(g, u) }

// parseMove reads a move by colour c in g: "pass", or a point in GTP ("D4",
// any case) or SGF ("dd") form. A text that is neither is refused with
// ErrBadPoint and core's error.
func parseMove(g *GameRecord, text string, c core.Color) (core.Move, error) {
	t := strings.TrimSpace(text)
	if strings.EqualFold(t, "pass") {
		return core.Pass(c), nil
	}
	p, err := parsePoint(g, t)
	if err != nil {
		return core.Move{}, err
	}
	return core.Play(c, p), nil
}

// parsePoint reads a point of g's board in GTP or SGF form, or refuses it
// with ErrBadPoint and core's error.
func parsePoint(g *GameRecord, text string) (core.Point, error) {
	p, err := core.ParsePoint(strings.TrimSpace(text), g.Game.Size())
	if err != nil {
		return core.NoPoint, &RuleError{Err: ErrBadPoint, Game: g, Cause: err}
	}
	return p, nil
}

// Played is a move applied.
type Played struct {
	// Game is the game after the move.
	Game *GameRecord
	// UndoLapsed is the colour whose open undo request the move ended
	// (Empty: none was open).
	UndoLapsed core.Color
	// Analysis is the analysis of the position when the move was the
	// second pass and scoring began (its dead stones are the proposal);
	// nil otherwise.
	Analysis *analysis.Analysis
}

// Play plays the actor's move, written as parseMove reads it, in the
// channel's game. A second pass in a row (both since play last resumed,
// if it did) starts scoring, with the dead
// stones the analysis finds proposed (none where every stone counts). A
// move pinned to a message (shown) is refused when its game is not the
// channel's (ErrOtherGame) or has left the position shown (ErrStale). The
// other refusals are mover's, ErrBadPoint and ErrIllegalMove.
func (s *Service) Play(ctx context.Context, a Actor, shown Shown, move string) (*Played, error) {
	var res Played
	g, err := s.update(ctx, a, false, func(g *GameRecord, now time.Time) error {
		res = Played{} // a retry starts afresh
		if shown.pinned() {
			if g.ID != shown.GameID {
				return refuse(ErrOtherGame, g)
			}
			if _, err := mover(g, a.User); err != nil {
				return err
			}
			if err := shown.fresh(g); err != nil {
				return err
			}
		}
		c, err := mover(g, a.User)
		if err != nil {
			return err
		}
		m, err := parseMove(g, move, c)
		if err != nil {
			return err
		}
		// An undo request is for the position it was asked in: any move
		// ends it.
		if g.undoPending() {
			res.UndoLapsed = g.UndoBy
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

// playMove plays m, the move of the player to move, and does what follows
// any move: the record's main line, lapsed undo and abandon requests, the
// clock, and after a second pass in a row the scoring phase with its
// proposal (returning the analysis it made, or nil).
func (g *GameRecord) playMove(m core.Move, now time.Time) (*analysis.Analysis, error) {
	if err := g.Game.Play(m); err != nil {
		return nil, &RuleError{Err: ErrIllegalMove, Game: g, Cause: err, Point: m.Point()}
	}
	mainLine(g.Game)
	g.UndoBy, g.UndoAt = core.Empty, 0
	g.AbandonBy, g.AbandonAt = core.Empty, 0
	g.moved(m.Color(), now)
	if !m.IsPass() || g.passesSinceResume() < 2 {
		return nil, nil
	}
	g.Status = StatusScoring
	a := analysis.Analyze(g.Game)
	g.Dead = proposedDead(g, a)
	g.BlackAccepts, g.WhiteAccepts = false, false
	g.engineAccepts()
	return a, nil
}
