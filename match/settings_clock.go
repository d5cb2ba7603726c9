package match

import (
	"fmt"
	"time"
)

// A server's clocks: the time control of new games, the limit per move of
// a game proposed without one (so that no channel is blocked for ever),
// and how long a challenge stays open.

// DefaultMoveLimit is the time per move of a game proposed without a
// clock, where a server sets none.
const DefaultMoveLimit = 7 * 24 * time.Hour

// Bounds of a challenge's expiry.
const (
	MinChallengeExpiry = time.Minute
	MaxChallengeExpiry = 30 * 24 * time.Hour
)

// DefaultMoveLimit returns the time per move of a game proposed without a
// clock: the server's, or DefaultMoveLimit.
func (s Settings) DefaultMoveLimit() time.Duration {
	if s.MoveLimit > 0 {
		return s.MoveLimit
	}
	return DefaultMoveLimit
}

// DefaultClock returns the clock of a new game whose proposal names none:
// the server's, or its limit per move.
func (s Settings) DefaultClock() TimeControl {
	if !s.Clock.IsZero() {
		return s.Clock
	}
	return TimeControl{PerMove: s.DefaultMoveLimit()}
}

// DefaultChallengeExpiry returns how long a new challenge stays open: the
// server's, or DefaultChallengeExpiry.
func (s Settings) DefaultChallengeExpiry() time.Duration {
	if s.ChallengeExpiry > 0 {
		return s.ChallengeExpiry
	}
	return DefaultChallengeExpiry
}

// CheckClocks reports why s's clocks are not ones gobot keeps (an error
// wrapping ErrBadTimeControl): a clock out of bounds, a limit per move or
// an expiry out of theirs (zero, gobot's default, is fine).
func (s Settings) CheckClocks() error {
	if err := s.Clock.Check(); err != nil {
		return err
	}
	if s.MoveLimit != 0 && (s.MoveLimit < MinPerMove || s.MoveLimit > MaxPerMove) {
		return fmt.Errorf("%w: the limit per move must be from %s to %s, not %s", ErrBadTimeControl, FormatDuration(MinPerMove), FormatDuration(MaxPerMove), FormatDuration(s.MoveLimit))
	}
	if s.ChallengeExpiry != 0 && (s.ChallengeExpiry < MinChallengeExpiry || s.ChallengeExpiry > MaxChallengeExpiry) {
		return fmt.Errorf("%w: a challenge's expiry must be from %s to %s, not %s", ErrBadTimeControl, FormatDuration(MinChallengeExpiry), FormatDuration(MaxChallengeExpiry), FormatDuration(s.ChallengeExpiry))
	}
	return nil
}
