package match

import (
	"context"
	"fmt"
	"strings"
)

// BoardTheme is the look of the board images drawn for someone.
type BoardTheme uint8

const (
	// ThemeClassic is the wooden board, gobot's default.
	ThemeClassic BoardTheme = iota
	// ThemeHighContrast is the pale, heavy-lined theme, safe for
	// colour-blind players.
	ThemeHighContrast
)

// String returns "classic" or "high-contrast", the form stores keep.
func (t BoardTheme) String() string {
	if t == ThemeHighContrast {
		return "high-contrast"
	}
	return "classic"
}

// ParseBoardTheme reads a theme's name as String writes it (any case;
// "contrast" and "high contrast" too).
func ParseBoardTheme(s string) (BoardTheme, error) {
	switch strings.ToLower(strings.Join(strings.Fields(strings.ReplaceAll(s, "-", " ")), " ")) {
	case "classic", "wood", "default":
		return ThemeClassic, nil
	case "high contrast", "contrast", "highcontrast":
		return ThemeHighContrast, nil
	}
	return ThemeClassic, fmt.Errorf("%w: %q", ErrUnknownTheme, s)
}

// Prefs are one person's preferences: how the board images drawn for them
// look, and whether they are mentioned when it is their move. The zero
// Prefs are gobot's defaults: the classic theme, coordinates shown, a
// mention on one's turn.
type Prefs struct {
	UserID string
	// Theme is the theme of their images.
	Theme BoardTheme
	// NoCoordinates hides the coordinates around the board.
	NoCoordinates bool
	// QuietTurns: the message that makes it their move names them without
	// pinging them.
	QuietTurns bool
}

// Look is how a board image is drawn: what a person's Prefs, or the
// players' together, ask for.
type Look struct {
	Theme         BoardTheme
	NoCoordinates bool
}

// Look returns the look p asks for.
func (p Prefs) Look() Look { return Look{Theme: p.Theme, NoCoordinates: p.NoCoordinates} }

// Together returns the look of an image several people see as theirs (a
// game's public board, seen by both its players): high contrast if any of
// them asked for it, since some see colours badly, and coordinates unless
// all of them turned them off.
func Together(prefs ...Prefs) Look {
	if len(prefs) == 0 {
		return Look{}
	}
	l := Look{NoCoordinates: true}
	for _, p := range prefs {
		if p.Theme == ThemeHighContrast {
			l.Theme = ThemeHighContrast
		}
		if !p.NoCoordinates {
			l.NoCoordinates = false
		}
	}
	return l
}

// UserPrefs keeps each person's preferences.
type UserPrefs interface {
	// Prefs returns the user's preferences: the zero Prefs (with UserID
	// set) if none were saved.
	Prefs(ctx context.Context, userID string) (Prefs, error)
	// SavePrefs stores p, replacing the user's earlier preferences. It
	// refuses preferences without a UserID or with a Theme it does not
	// know.
	SavePrefs(ctx context.Context, p Prefs) error
}
