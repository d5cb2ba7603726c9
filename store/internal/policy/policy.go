// Package policy holds what every store decides alike, whatever keeps its
// rows: the in-memory store and the SQL stores share it, so that the bot
// behaves the same on each.
package policy

import (
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/gobot-baduk/gobot/match"
)

// ErrNoTime is a write asked to record an interaction without its time.
var ErrNoTime = errors.New("an interaction needs the time it was handled")

// CheckTime refuses to write g when it records an interaction without the
// time it was handled (ErrNoTime); store names the store and verb the
// write ("creating", "saving") in the error.
func CheckTime(store, verb string, g *match.GameRecord) error {
	if g.Interaction != "" && g.UpdatedAt.IsZero() {
		return fmt.Errorf("%s: %s game %s for interaction %s: %w", store, verb, g.ID, g.Interaction, ErrNoTime)
	}
	return nil
}

// DailyKeep is how long the claims of a guild's daily posts are kept,
// counted back from the newest. Only the claim of the current day decides
// anything; the week before covers processes whose clocks disagree about
// the date, and older claims are deleted so that the claims do not grow
// by one per guild per day for ever.
const DailyKeep = 7 * 24 * time.Hour

// GCInterval is how often a store deletes expired interaction ids.
const GCInterval = time.Minute

// Pacer paces the clean-up of expired interaction ids by the callers'
// times. Its zero value is ready, and it is safe for concurrent use.
type Pacer struct {
	mu   sync.Mutex
	last time.Time
}

// Due reports whether a clean-up is due at at: the first time, and then
// when at is GCInterval or more from the last clean-up's time, which it
// then becomes. A clock that jumped back by as much makes the clean-up run
// at once rather than wait for the old time to come round again, and
// concurrent writers whose times arrive a little out of order do not.
func (p *Pacer) Due(at time.Time) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.last.IsZero() && at.Sub(p.last) < GCInterval && p.last.Sub(at) < GCInterval {
		return false
	}
	p.last = at
	return true
}

// CheckPrefs refuses preferences a store must not keep: without a user, or
// with a theme that is none of match's; store names the store in the
// error.
func CheckPrefs(store string, p match.Prefs) error {
	if p.UserID == "" {
		return fmt.Errorf("%s: preferences need a user id", store)
	}
	if p.Theme != match.ThemeClassic && p.Theme != match.ThemeHighContrast {
		return fmt.Errorf("%s: preferences of user %s: theme %d: %w", store, p.UserID, p.Theme, match.ErrUnknownTheme)
	}
	return nil
}
