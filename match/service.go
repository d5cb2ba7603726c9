package match

import (
	"context"
	crand "crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"sync"
	"time"
)

// Service takes the steps of channel games' lives over a GameStore. It is
// safe for concurrent use. Steps on one channel's game are serialized in
// the process by a per-channel lock and across processes by the store's
// compare-and-swap on the game's version: the loser of a race reads the
// game again and checks its step anew, and never overwrites.
type Service struct {
	games  GameStore
	clock  Clock
	logger *slog.Logger
	newID  func() string
	coin   func() bool
	locks  keyedMutex
}

// Option configures a Service.
type Option func(*Service)

// WithClock sets the clock that stamps saves (default: the system clock).
func WithClock(c Clock) Option { return func(s *Service) { s.clock = c } }

// WithLogger sets the logger of conflicts and corrupt games (default:
// slog.Default()).
func WithLogger(l *slog.Logger) Option { return func(s *Service) { s.logger = l } }

// WithIDs sets the generator of game ids (default: 16 random hex digits).
func WithIDs(f func() string) Option { return func(s *Service) { s.newID = f } }

// WithCoin sets the coin tossed for a random colour when a challenge is
// accepted: true gives the challenger Black (default: a fair random coin).
func WithCoin(f func() bool) Option { return func(s *Service) { s.coin = f } }

// NewService returns a Service keeping its games in games.
func NewService(games GameStore, opts ...Option) *Service {
	s := &Service{
		games:  games,
		clock:  systemClock{},
		logger: slog.Default(),
		newID:  randomID,
		coin:   func() bool { return rand.IntN(2) == 0 },
	}
	for _, o := range opts {
		o(s)
	}
	return s
}

func randomID() string {
	var buf [8]byte
	_, _ = crand.Read(buf[:]) // crypto/rand.Read never fails
	return hex.EncodeToString(buf[:])
}

// Actor is who takes a step, where, and on behalf of which interaction.
type Actor struct {
	// User is who acts.
	User User
	// Admin reports whether User may manage the server: a server manager
	// may abandon any game and end any review.
	Admin bool
	// GuildID is the server ("" in a direct message); ChannelID is the
	// channel or thread, which holds at most one active game.
	GuildID, ChannelID string
	// Interaction is the id of the interaction the step is taken for ("":
	// none). The step's write records it as handled (see
	// GameRecord.Interaction), so that a repeated delivery is not applied
	// twice.
	Interaction string
	// clock marks the steps of the clock itself (Fire), which are not
	// refused for the time being up.
	clock bool
}

// maxAttempts bounds the re-reads after a conflicting save by another
// process.
const maxAttempts = 5

// update takes a step on the actor's channel's active game: it loads the
// game, runs fn on it with the step's time and saves the result, with the
// channel locked in this process and the store's version check across
// processes. When another process saved the game first, update reads it
// again and runs fn on the new state, so that fn checks the step anew (a
// second move by the same player then finds it is not their turn); after
// maxAttempts lost races it gives up with ErrContended. fn returning
// ErrUnchanged skips the save. With allowCorrupt, a game the store could
// not read back is handed to fn as the partial record the store returned
// (Game nil), so that it can be ended. update returns the game as saved, a
// copy the caller owns, with its Deadline set for its next timed event.
//
// A game whose time ran out before the step was asked (a player's time, the
// time to agree on the count, a challenge's) is not stepped on: update
// applies the end of that time, saving it for the actor's interaction, and
// returns a RuleError for ErrTimeUp that carries what it applied (Fired).
// The step's time is taken once, when it is asked, so that a move asked
// for before the deadline and retried after a conflict still counts as
// made before it.
//
// A channel without an active game is an error wrapping ErrNotFound, and a
// game that cannot be read one wrapping ErrCorrupt; fn's errors come back
// as it returned them.
func (s *Service) update(ctx context.Context, a Actor, allowCorrupt bool, fn func(g *GameRecord, now time.Time) error) (*GameRecord, error) {
	unlock := s.locks.lock(a.ChannelID)
	defer unlock()
	now := s.clock.Now()
	for attempt := 0; attempt < maxAttempts; attempt++ {
		g, err := s.games.ActiveGame(ctx, a.ChannelID)
		if errors.Is(err, ErrCorrupt) && allowCorrupt && g != nil {
			s.logger.WarnContext(ctx, "acting on a corrupt game", "game", g.ID, "channel", a.ChannelID, "error", err.Error())
			err = nil
		}
		if errors.Is(err, ErrCorrupt) {
			s.logger.ErrorContext(ctx, "corrupt game", "channel", a.ChannelID, "error", err.Error())
		}
		if err != nil {
			return nil, fmt.Errorf("loading channel %s: %w", a.ChannelID, err)
		}
		var fired *Fired
		if !a.clock {
			fired = g.overdue(now)
		}
		if fired == nil {
			if err := fn(g, now); err != nil {
				if errors.Is(err, ErrUnchanged) {
					return g, nil
				}
				return nil, err
			}
		}
		g.Deadline = g.nextDeadline()
		g.UpdatedAt = s.clock.Now()
		g.Interaction = a.Interaction
		err = s.games.SaveGame(ctx, g)
		if errors.Is(err, ErrConflict) {
			s.logger.InfoContext(ctx, "save conflict, re-reading", "game", g.ID, "channel", a.ChannelID, "attempt", attempt+1)
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("saving game %s: %w", g.ID, err)
		}
		if fired != nil {
			s.logger.InfoContext(ctx, "time ran out before the step", "game", g.ID, "channel", a.ChannelID, "event", fired.Event.String(), "at", fired.At)
			return nil, &RuleError{Err: ErrTimeUp, Game: g, Fired: fired}
		}
		return g, nil
	}
	return nil, fmt.Errorf("channel %s: %w", a.ChannelID, ErrContended)
}

// create stores g, a new challenge or review, as the actor's channel's
// active game, for the actor's interaction. A channel that has an active
// game already is refused with ErrChannelBusy, naming that game (as far as
// it could be read); one whose game's time ran out (a challenge expired,
// a player out of time) has that end applied first, and is free.
func (s *Service) create(ctx context.Context, a Actor, g *GameRecord) error {
	g.ID = s.newID()
	unlock := s.locks.lock(a.ChannelID)
	defer unlock()
	now := s.clock.Now()
	switch cur, err := s.games.ActiveGame(ctx, a.ChannelID); {
	case err == nil:
		if err := s.endOverdue(ctx, cur, now); err != nil {
			return err
		}
	case errors.Is(err, ErrCorrupt):
		// A game the store cannot read occupies the channel too: cur is
		// then the partial record it could read (Game nil), or nil.
		return refuse(ErrChannelBusy, cur)
	case !errors.Is(err, ErrNotFound):
		return fmt.Errorf("checking channel %s: %w", a.ChannelID, err)
	}
	g.GuildID, g.ChannelID = a.GuildID, a.ChannelID
	g.CreatedAt = now
	g.UpdatedAt = g.CreatedAt
	g.restartTurn(now)
	g.Deadline = g.nextDeadline()
	g.Interaction = a.Interaction
	if err := s.games.CreateGame(ctx, g); err != nil {
		if errors.Is(err, ErrChannelBusy) {
			return &RuleError{Err: ErrChannelBusy, Cause: err}
		}
		return fmt.Errorf("creating game %s: %w", g.ID, err)
	}
	return nil
}

// endOverdue frees the channel of cur, its active game, if cur's time ran
// out at now, by saving that end; it refuses with ErrChannelBusy, naming
// cur, otherwise, and when another process changed cur meanwhile.
func (s *Service) endOverdue(ctx context.Context, cur *GameRecord, now time.Time) error {
	f := cur.overdue(now)
	if f == nil {
		return refuse(ErrChannelBusy, cur)
	}
	cur.Deadline = cur.nextDeadline()
	cur.UpdatedAt = now
	if err := s.games.SaveGame(ctx, cur); err != nil {
		if errors.Is(err, ErrConflict) {
			return refuse(ErrChannelBusy, cur)
		}
		return fmt.Errorf("ending game %s on time: %w", cur.ID, err)
	}
	s.logger.InfoContext(ctx, "time ran out before a new game", "game", cur.ID, "channel", cur.ChannelID, "event", f.Event.String(), "at", f.At)
	return nil
}

// keyedMutex is one mutex per key (a channel id), created on demand and
// dropped when nobody holds or waits for it.
type keyedMutex struct {
	mu    sync.Mutex
	locks map[string]*keyedEntry
}

type keyedEntry struct {
	mu      sync.Mutex
	waiters int
}

// lock locks key and returns its unlock function.
func (k *keyedMutex) lock(key string) func() {
	k.mu.Lock()
	if k.locks == nil {
		k.locks = map[string]*keyedEntry{}
	}
	e := k.locks[key]
	if e == nil {
		e = &keyedEntry{}
		k.locks[key] = e
	}
	e.waiters++
	k.mu.Unlock()
	e.mu.Lock()
	return func() {
		e.mu.Unlock()
		k.mu.Lock()
		e.waiters--
		if e.waiters == 0 {
			delete(k.locks, key)
		}
		k.mu.Unlock()
	}
}
