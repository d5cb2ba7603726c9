package match

import (
	"context"
	"fmt"
	"time"

	"github.com/gobot-baduk/gobot/core"
)

// Proposal is what a challenge asks for: the game's settings.
type Proposal struct {
	// Size is the board size.
	Size int
	// Komi is the komi.
	Komi float64
	// Handicap is the number of handicap stones (0: none).
	Handicap int
	// Rules is the rule set's preset name.
	Rules string
	// Color is the challenger's colour: Black, White, or Empty for a
	// random choice when the challenge is accepted (never with a
	// handicap, which is for the weaker player: ErrRandomHandicap).
	Color core.Color
	// Clock is the game's time control (zero: none).
	Clock TimeControl
	// Expiry is how long the challenge stays open (zero: it never
	// expires).
	Expiry time.Duration
	// Engine is the engine's strength, MinEngineLevel to MaxEngineLevel,
	// in a game against the engine (StartEngineGame); 0 in a game
	// between people.
	Engine int
}

// NewGame starts the game the proposal describes, or returns core's error
// saying why its settings make no game (an unknown rule set, a handicap
// the board has no points for, ...).
func (p Proposal) NewGame() (*core.Game, error) {
	rules, err := core.ParseRules(p.Rules)
	if err != nil {
		return nil, err
	}
	return core.NewGame(core.Size(p.Size), core.Komi(p.Komi), core.WithRules(rules), core.Handicap(p.Handicap))
}

// Opponent is who a challenge is for: a person, or nobody (the zero
// Opponent) for an open challenge that anyone may accept.
type Opponent struct {
	User
	// Bot marks an account that is a bot (an app): it cannot accept or
	// play.
	Bot bool
}

// Challenge opens a challenge in the actor's channel for opponent to
// play the game p proposes; p's settings must make a game (see
// Proposal.NewGame). It is refused outside a server (ErrNoGuild), when
// the settings make no game (ErrBadProposal, with core's error), with a
// handicap and a random colour (ErrRandomHandicap), with a clock out of
// bounds (ErrBadClock, with ParseTimeControl's error), to
// oneself (ErrSelfChallenge), to a bot (ErrBotOpponent) and in a channel
// with an active game (ErrChannelBusy, with that game when it could be
// read).
func (s *Service) Challenge(ctx context.Context, a Actor, opponent Opponent, p Proposal) (*GameRecord, error) {
	if a.GuildID == "" {
		return nil, refuse(ErrNoGuild, nil)
	}
	if _, err := p.NewGame(); err != nil {
		return nil, &RuleError{Err: ErrBadProposal, Cause: err}
	}
	if p.Handicap > 0 && p.Color == core.Empty {
		return nil, refuse(ErrRandomHandicap, nil)
	}
	if err := p.Clock.Check(); err != nil || p.Expiry < 0 {
		return nil, &RuleError{Err: ErrBadClock, Cause: err}
	}
	switch {
	case opponent.ID != "" && opponent.ID == a.User.ID:
		return nil, refuse(ErrSelfChallenge, nil)
	case opponent.ID != "" && opponent.Bot:
		return nil, refuse(ErrBotOpponent, nil)
	}
	g := &GameRecord{Status: StatusChallenge, Challenger: a.User, Challenged: opponent.User, Proposal: p}
	if err := s.create(ctx, a, g); err != nil {
		return nil, err
	}
	return g, nil
}

// open checks that g is the open challenge gameID: ErrChallengeClosed if
// not.
func open(g *GameRecord, gameID string) error {
	if g.ID != gameID || g.Status != StatusChallenge {
		return refuse(ErrChallengeClosed, g)
	}
	return nil
}

// Accept accepts the challenge gameID in the actor's channel and starts
// the game: the colours as proposed (or by the coin), the players' names,
// date and place in the record, and the clock, which starts for the first
// player to move. It is refused when the challenge is no
// longer open (ErrChallengeClosed), to its challenger (ErrOwnChallenge)
// and to anyone but the one challenged (ErrNotAddressed).
func (s *Service) Accept(ctx context.Context, a Actor, gameID string) (*GameRecord, error) {
	return s.update(ctx, a, false, func(g *GameRecord, now time.Time) error {
		if err := open(g, gameID); err != nil {
			return err
		}
		switch {
		case a.User.ID == g.Challenger.ID:
			return refuse(ErrOwnChallenge, g)
		case g.Challenged.ID != "" && a.User.ID != g.Challenged.ID:
			return refuse(ErrNotAddressed, g)
		}
		g.Challenged = a.User
		if g.Proposal.Color == core.Black || (g.Proposal.Color == core.Empty && s.coin()) {
			g.Black, g.White = g.Challenger, a.User
		} else {
			g.Black, g.White = a.User, g.Challenger
		}
		cg, err := g.Proposal.NewGame()
		if err != nil {
			return fmt.Errorf("starting accepted game %s: %w", g.ID, err)
		}
		cg.SetPlayerName(core.Black, g.Black.Name)
		cg.SetPlayerName(core.White, g.White.Name)
		// The record says where and when it was played, as servers' do.
		cg.Root().SetProp("DT", now.UTC().Format(time.DateOnly))
		cg.Root().SetProp("PC", "Discord (gobot)")
		g.Game = cg
		g.Status = StatusPlaying
		g.startClock(now)
		return nil
	})
}

// Declined is a challenge declined, or withdrawn by its challenger.
type Declined struct {
	Game *GameRecord
	// Withdrawn reports that the challenger withdrew it.
	Withdrawn bool
}

// Decline declines the challenge gameID for the one challenged, or
// withdraws it for its challenger. It is refused when the challenge is no
// longer open (ErrChallengeClosed), for an open challenge to anyone but
// its challenger (ErrOpenChallenge), and to anyone else
// (ErrNotAddressed).
func (s *Service) Decline(ctx context.Context, a Actor, gameID string) (*Declined, error) {
	var withdrawn bool
	g, err := s.update(ctx, a, false, func(g *GameRecord, now time.Time) error {
		if err := open(g, gameID); err != nil {
			return err
		}
		withdrawn = a.User.ID == g.Challenger.ID
		switch {
		case withdrawn:
		case g.Challenged.ID == "":
			return refuse(ErrOpenChallenge, g)
		case a.User.ID != g.Challenged.ID:
			return refuse(ErrNotAddressed, g)
		}
		g.Status = StatusDeclined
		g.Ended = now
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &Declined{Game: g, Withdrawn: withdrawn}, nil
}
