package match

import (
	"context"
	"time"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
)

// CountsEveryStone reports whether g's rules count every stone on the
// board as it stands (Tromp-Taylor): there are no dead stones to agree on,
// and dead stones must be captured in play.
func (g *GameRecord) CountsEveryStone() bool { return g.Game.Rules().CaptureDead }

// ScoringAnalysis returns the analysis of g's position with its agreed
// dead stones (none where every stone counts), counted strictly: what a game being scored
// and a game scored to the end show and count. raw is the analysis of the
// position when the caller has it already (nil: it is made here).
func (g *GameRecord) ScoringAnalysis(raw *analysis.Analysis) *analysis.Analysis {
	if raw == nil {
		raw = analysis.Analyze(g.Game)
	}
	return raw.WithDead(g.Game.Board(), deadSet(g), g.Game.Komi(), g.Game.Handicap())
}

// scorer returns the colour the user plays in a game being scored, or why
// they may not take a scoring step: the step is pinned to another game
// (ErrOtherGame), the game is not being scored (ErrNotScoring), or they do
// not play (ErrNotPlayer).
func scorer(g *GameRecord, u User, gameID string) (core.Color, error) {
	if gameID != "" && g.ID != gameID {
		return core.Empty, refuse(ErrOtherGame, g)
	}
	if g.Status != StatusScoring {
		return core.Empty, refuse(ErrNotScoring, g)
	}
	c := g.ColorOf(u.ID)
	if c == core.Empty {
		return core.Empty, refuse(ErrNotPlayer, g)
	}
	return c, nil
}

// Toggled is a group marked dead, or alive again, during scoring.
type Toggled struct {
	// Game is the game after the toggle.
	Game *GameRecord
	// Analysis is the analysis of the position (without the agreed dead
	// stones), for the view.
	Analysis *analysis.Analysis
	// Point is the stone named; Group the stones toggled with it (its
	// group as the analysis sees it, of one colour).
	Point core.Point
	Group core.PointSet
	// Dead reports whether the group is now dead (or alive again).
	Dead bool
	// Revived are the opponent's stones that were dead only inside the
	// group's area and came back to life with its death; Killed the
	// opponent's stones proposed dead that stand in its area again now
	// that it lives.
	Revived, Killed core.PointSet
}

// Toggle marks the group of the stone at point (in GTP or SGF form)
// dead if none of it is, alive otherwise, keeping the opponent's dead
// stones consistent with it (analysis.Analysis.Toggle), and clears both players'
// acceptance. Besides scorer's refusals, it is refused with ErrBadPoint,
// where every stone counts (ErrEveryStoneCounts), and on an empty point
// (ErrNoStone).
func (s *Service) Toggle(ctx context.Context, a Actor, point string) (*Toggled, error) {
	var res Toggled
	g, err := s.update(ctx, a, false, func(g *GameRecord, now time.Time) error {
		res = Toggled{} // a retry starts afresh
		if _, err := scorer(g, a.User, ""); err != nil {
			return err
		}
		p, err := parsePoint(g, point)
		if err != nil {
			return err
		}
		if g.Game.Rules().CaptureDead {
			return refuse(ErrEveryStoneCounts, g)
		}
		bd := g.Game.Board()
		if !bd.At(p).IsStone() {
			return &RuleError{Err: ErrNoStone, Game: g, Point: p}
		}
		an := analysis.Analyze(g.Game)
		// The checks above rule out the cases where Toggle changes nothing.
		t, _ := an.Toggle(bd, deadSet(g), p)
		g.Dead = t.Dead.Points()
		g.BlackAccepts, g.WhiteAccepts = false, false
		g.engineAccepts()
		// The count changed: the time to agree on it starts again.
		g.restartTurn(now)
		res = Toggled{Analysis: an, Point: p, Group: t.Group, Dead: t.NowDead, Revived: t.Revived, Killed: t.Killed}
		return nil
	})
	if err != nil {
		return nil, err
	}
	res.Game = g
	return &res, nil
}

// ScoreAccepted is a player's acceptance of the count.
type ScoreAccepted struct {
	// Game is the game after the acceptance: finished, with its result,
	// once both players accepted.
	Game *GameRecord
	// Finished reports that both players have accepted: Score is the
	// result's count and Analysis the position's analysis (without the
	// agreed dead stones).
	Finished bool
	Score    analysis.Score
	Analysis *analysis.Analysis
}

// AcceptScore records the actor's acceptance of the count. When both
// players have accepted (someone playing themselves accepts for both), the
// game is finished: its result is the count's, and the record marks each
// side's territory (markTerritory). Pinned to a message (shown), it is
// refused when that message showed another game (ErrOtherGame) or other
// dead stones (ErrStale); its other refusals are scorer's.
func (s *Service) AcceptScore(ctx context.Context, a Actor, shown Shown) (*ScoreAccepted, error) {
	var res ScoreAccepted
	g, err := s.update(ctx, a, false, func(g *GameRecord, now time.Time) error {
		res = ScoreAccepted{} // a retry starts afresh
		c, err := scorer(g, a.User, shown.GameID)
		if err != nil {
			return err
		}
		if shown.pinned() {
			if err := shown.fresh(g); err != nil {
				return err
			}
		}
		switch {
		case g.Black.ID == g.White.ID:
			g.BlackAccepts, g.WhiteAccepts = true, true
		case c == core.Black:
			g.BlackAccepts = true
		default:
			g.WhiteAccepts = true
		}
		if g.BlackAccepts && g.WhiteAccepts {
			res.Analysis = analysis.Analyze(g.Game)
			res.Score = g.ScoringAnalysis(res.Analysis).Score()
			markTerritory(g.Game, deadSet(g), res.Score)
			g.Game.SetResult(res.Score.Result())
			g.end(now)
			res.Finished = true
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	res.Game = g
	return &res, nil
}

// Resume goes back from scoring to play: the dead stones and the
// acceptances are dropped, and two new passes in a row are needed to
// score again. Its refusals are scorer's (gameID pins it to a
// message's game; "" to none).
func (s *Service) Resume(ctx context.Context, a Actor, gameID string) (*GameRecord, error) {
	return s.update(ctx, a, false, func(g *GameRecord, now time.Time) error {
		if _, err := scorer(g, a.User, gameID); err != nil {
			return err
		}
		g.Status = StatusPlaying
		g.Dead, g.BlackAccepts, g.WhiteAccepts = nil, false, false
		g.ResumedAt = g.Game.MoveNumber()
		g.restartTurn(now)
		return nil
	})
}

// markTerritory records the agreed count in the game record, on its last
// node, as SGF's TB and TW: each side's territory, the points of the dead
// stones in it included, as SGF viewers draw it (FF[4] "Black territory").
// Living stones are not territory, under area scoring either.
func markTerritory(g *core.Game, dead core.PointSet, s analysis.Score) {
	b := g.Board()
	size := b.Size()
	var tb, tw []string
	for p := range core.FullSet(size).All() {
		owner := s.Owner[p]
		if !owner.IsStone() || (b.At(p) == owner && !dead.Has(p)) {
			continue
		}
		if owner == core.Black {
			tb = append(tb, p.SGF(size))
		} else {
			tw = append(tw, p.SGF(size))
		}
	}
	// No values removes the property: a side without territory has none.
	g.Cursor().SetProp("TB", tb...)
	g.Cursor().SetProp("TW", tw...)
}
