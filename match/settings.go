package match

import (
	"time"

	"github.com/gobot-baduk/gobot/core"
)

// Settings are one guild's preferences: defaults for new games, and where
// and when the daily puzzle is posted. A zero field means gobot's default.
type Settings struct {
	GuildID string
	// Rules is the default rule set's preset name ("japanese", ...).
	Rules string
	// Size is the default board size.
	Size int
	// Komi is the default komi; nil means the rule set's.
	Komi *float64
	// PuzzleChannel is where the daily puzzle is posted ("": nowhere).
	PuzzleChannel string
	// PuzzleHour is the hour of the day (0 to 23) at which it is posted,
	// in PuzzleZone.
	PuzzleHour int
	// PuzzleZone is the IANA name of the server's time zone ("": UTC):
	// the server's day, on which the daily puzzle and the streaks run.
	PuzzleZone string
	// Clock is the time control of new games (zero: none; such games get
	// MoveLimit per move). See settings_clock.go.
	Clock TimeControl
	// MoveLimit is the time per move of a game proposed without a clock
	// (zero: DefaultMoveLimit).
	MoveLimit time.Duration
	// ChallengeExpiry is how long a challenge stays open (zero:
	// DefaultChallengeExpiry).
	ChallengeExpiry time.Duration
	// LiveAnalysis lets anyone see the analysis of a game in progress;
	// by default (false) nobody may until it has ended.
	LiveAnalysis bool
}

// gobot's defaults for a new game where a server has none.
const defaultSize = 19

var defaultRules = core.JapaneseRules

// DefaultSize returns the board size of a new game: the server's, or 19.
func (s Settings) DefaultSize() int {
	if s.Size != 0 {
		return s.Size
	}
	return defaultSize
}

// DefaultRules returns the preset name of a new game's rules: the
// server's, or "japanese".
func (s Settings) DefaultRules() string {
	if s.Rules != "" {
		return s.Rules
	}
	return defaultRules.Name
}

// DefaultKomi returns the komi of a new game under rules with the handicap
// when the challenge names none: 0.5 for a handicap game (the stones are
// Black's compensation), else the server's komi, else the rule set's.
func (s Settings) DefaultKomi(rules core.Rules, handicap int) float64 {
	switch {
	case handicap > 0:
		return 0.5
	case s.Komi != nil:
		return *s.Komi
	}
	return rules.Komi
}
