package match

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// Time controls. A channel game is played on a clock: a limit per move,
// as correspondence servers have (10m, 1h, 1d, 3d), or a main time with an
// increment added after each move (Fischer, "20m+30s"), which clubs use
// for live games in a channel. A game proposed without one gets its
// server's limit per move (Settings.MoveLimit), so that no channel stays
// blocked for ever by a game nobody plays.

// TimeControl is a game's clock: PerMove, or Main with Increment. The zero
// TimeControl is no clock.
type TimeControl struct {
	// PerMove is the time for each move (correspondence).
	PerMove time.Duration
	// Main is the time each player starts with, and Increment what each
	// of their moves adds to it (Fischer).
	Main, Increment time.Duration
}

// Bounds of a time control.
const (
	// MinPerMove and MaxPerMove bound a limit per move.
	MinPerMove = time.Minute
	MaxPerMove = 30 * 24 * time.Hour
	// MinMain and MaxMain bound a Fischer clock's main time.
	MinMain = time.Minute
	MaxMain = 30 * 24 * time.Hour
	// MaxIncrement bounds a Fischer clock's increment.
	MaxIncrement = 24 * time.Hour
)

// Errors of time controls and durations; ParseDuration and
// ParseTimeControl wrap them with what was wrong.
var (
	// ErrBadDuration is text that is not a duration.
	ErrBadDuration = errors.New("match: not a duration")
	// ErrBadTimeControl is a time control that is out of bounds or not
	// written as one.
	ErrBadTimeControl = errors.New("match: not a time control")
)

// IsZero reports whether t is no clock.
func (t TimeControl) IsZero() bool { return t == TimeControl{} }

// Fischer reports whether t is a main time with an increment.
func (t TimeControl) Fischer() bool { return t.Main > 0 }

// String writes t as ParseTimeControl reads it: "1d per move", "20m+30s",
// "none".
func (t TimeControl) String() string {
	switch {
	case t.Fischer():
		return FormatDuration(t.Main) + "+" + FormatDuration(t.Increment)
	case t.PerMove > 0:
		return FormatDuration(t.PerMove) + " per move"
	}
	return "none"
}

// Check reports why t is not a clock gobot keeps (ErrBadTimeControl):
// a limit per move or a main time out of bounds, an increment too long,
// both kinds at once, or an increment without a main time.
func (t TimeControl) Check() error {
	switch {
	case t.IsZero():
		return nil
	case t.Fischer() && t.PerMove > 0:
		return fmt.Errorf("%w: a limit per move and a main time at once", ErrBadTimeControl)
	case t.Fischer() && (t.Main < MinMain || t.Main > MaxMain):
		return fmt.Errorf("%w: the main time must be from %s to %s, not %s", ErrBadTimeControl, FormatDuration(MinMain), FormatDuration(MaxMain), FormatDuration(t.Main))
	case t.Fischer() && (t.Increment < 0 || t.Increment > MaxIncrement):
		return fmt.Errorf("%w: the increment must be from 0 to %s, not %s", ErrBadTimeControl, FormatDuration(MaxIncrement), FormatDuration(t.Increment))
	case !t.Fischer() && t.Increment != 0:
		return fmt.Errorf("%w: an increment needs a main time", ErrBadTimeControl)
	case !t.Fischer() && (t.PerMove < MinPerMove || t.PerMove > MaxPerMove):
		return fmt.Errorf("%w: the time per move must be from %s to %s, not %s", ErrBadTimeControl, FormatDuration(MinPerMove), FormatDuration(MaxPerMove), FormatDuration(t.PerMove))
	}
	return nil
}

// ParseTimeControl reads a clock as players write it: a limit per move
// ("1d", "10m", "3 days", "1d per move"), a Fischer clock, main time plus
// increment ("20m+30s", "1h + 1m"), or "none" (also "off", "no") for no
// clock. A clock out of bounds is refused (see Check).
func ParseTimeControl(s string) (TimeControl, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	switch t {
	case "none", "off", "no", "no clock":
		return TimeControl{}, nil
	case "":
		return TimeControl{}, fmt.Errorf("%w: nothing given", ErrBadTimeControl)
	}
	var tc TimeControl
	if main, inc, fischer := strings.Cut(t, "+"); fischer {
		m, err := ParseDuration(main)
		if err != nil {
			return TimeControl{}, err
		}
		i, err := ParseDuration(strings.TrimSuffix(strings.TrimSpace(inc), " per move"))
		if err != nil {
			return TimeControl{}, err
		}
		tc = TimeControl{Main: m, Increment: i}
	} else {
		t = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(t, " per move"), "/move"))
		d, err := ParseDuration(t)
		if err != nil {
			return TimeControl{}, err
		}
		tc = TimeControl{PerMove: d}
	}
	if err := tc.Check(); err != nil {
		return TimeControl{}, err
	}
	return tc, nil
}

// durationUnits are the units ParseDuration reads, by every name it
// takes.
var durationUnits = map[string]time.Duration{
	"s": time.Second, "sec": time.Second, "secs": time.Second, "second": time.Second, "seconds": time.Second,
	"m": time.Minute, "min": time.Minute, "mins": time.Minute, "minute": time.Minute, "minutes": time.Minute,
	"h": time.Hour, "hr": time.Hour, "hrs": time.Hour, "hour": time.Hour, "hours": time.Hour,
	"d": 24 * time.Hour, "day": 24 * time.Hour, "days": 24 * time.Hour,
	"w": 7 * 24 * time.Hour, "week": 7 * 24 * time.Hour, "weeks": 7 * 24 * time.Hour,
}

// maxDuration bounds any duration read: a year.
const maxDuration = 366 * 24 * time.Hour

// ParseDuration reads a duration as people write it: one or more numbers
// each with a unit, s, m, h, d or w, or their words ("10m", "1h30m",
// "1.5h", "3 days", "1 day 12 hours"). A bare number is refused, since
// "10" could mean minutes or days. It refuses what it cannot read with
// ErrBadDuration and a description of what it takes.
func ParseDuration(s string) (time.Duration, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	bad := func(why string) error {
		return fmt.Errorf("%w: %q %s; write a number and a unit, such as 30s, 10m, 1h, 1d or 3d (s, m, h, d, w)", ErrBadDuration, clip(s), why)
	}
	if t == "" {
		return 0, bad("is empty")
	}
	var total float64
	i := 0
	parts := 0
	for i < len(t) {
		for i < len(t) && (t[i] == ' ' || t[i] == ',') {
			i++
		}
		if i == len(t) {
			break
		}
		j := i
		for j < len(t) && (t[j] >= '0' && t[j] <= '9' || t[j] == '.') {
			j++
		}
		if j == i {
			return 0, bad("does not start with a number")
		}
		n, err := strconv.ParseFloat(t[i:j], 64)
		if err != nil {
			return 0, bad("has a malformed number")
		}
		for j < len(t) && t[j] == ' ' {
			j++
		}
		k := j
		for k < len(t) && t[k] >= 'a' && t[k] <= 'z' {
			k++
		}
		unit, ok := durationUnits[t[j:k]]
		switch {
		case j == k:
			return 0, bad("has a number without a unit")
		case !ok:
			return 0, bad(fmt.Sprintf("has the unknown unit %q", t[j:k]))
		}
		total += n * float64(unit)
		if total > float64(maxDuration) {
			return 0, bad("is longer than a year")
		}
		parts++
		i = k
	}
	if parts == 0 {
		return 0, bad("is empty")
	}
	return time.Duration(math.Round(total/float64(time.Second))) * time.Second, nil
}

// FormatDuration writes d the way ParseDuration reads it, to the second,
// largest unit first: "30s", "10m", "1h30m", "1d", "3d12h", "0s".
func FormatDuration(d time.Duration) string {
	d = d.Round(time.Second)
	if d <= 0 {
		return "0s"
	}
	var b strings.Builder
	for _, u := range []struct {
		d    time.Duration
		name string
	}{{24 * time.Hour, "d"}, {time.Hour, "h"}, {time.Minute, "m"}, {time.Second, "s"}} {
		if n := d / u.d; n > 0 {
			b.WriteString(strconv.FormatInt(int64(n), 10) + u.name)
			d -= n * u.d
		}
	}
	return b.String()
}

// clip shortens text quoted back in an error.
func clip(s string) string {
	r := []rune(s)
	if len(r) <= 30 {
		return s
	}
	return string(r[:30]) + "…"
}
