package commands

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/gobot-baduk/gobot/match"
)

// The words of clocks: times left, deadlines, time controls.

// clockText writes a time left for people, to its two largest units:
// "3d 4h", "2h 5m", "9m 30s", "45s", "0s". To the second it rounds to the
// nearest (a turn that began a moment ago has its whole time), above
// that down, so that it never promises a minute more than there is.
func clockText(d time.Duration) string {
	d = d.Round(time.Second)
	if d < time.Second {
		return "0s"
	}
	units := []struct {
		d    time.Duration
		name string
	}{{24 * time.Hour, "d"}, {time.Hour, "h"}, {time.Minute, "m"}, {time.Second, "s"}}
	for i, u := range units {
		if d < u.d {
			continue
		}
		s := strconv.FormatInt(int64(d/u.d), 10) + u.name
		if i+1 < len(units) {
			if n := (d % u.d) / units[i+1].d; n > 0 {
				s += " " + strconv.FormatInt(int64(n), 10) + units[i+1].name
			}
		}
		return s
	}
	return "0s"
}

// when writes a moment as Discord shows it to each reader in their own
// time zone: "<t:1717243200:f>" (the console writes it in UTC).
func when(t time.Time) string { return fmt.Sprintf("<t:%d:f>", t.Unix()) }

// clockWords describes a time control: "1 day per move", "20m + 30s per
// move (Fischer)".
func clockWords(t match.TimeControl) string {
	switch {
	case t.Fischer() && t.Increment > 0:
		return fmt.Sprintf("%s + %s per move (Fischer)", clockText(t.Main), clockText(t.Increment))
	case t.Fischer():
		return clockText(t.Main) + " for the game"
	case t.PerMove > 0:
		return clockText(t.PerMove) + " per move"
	}
	return "no clock"
}

// parseClock reads a time control typed in an option, as a userError
// saying what is accepted when it cannot.
func parseClock(option, s string) (match.TimeControl, error) {
	t, err := match.ParseTimeControl(s)
	if err != nil {
		return t, userWrap(err, "`%s`: %s. A clock is a time per move, such as 10m, 1h, 1d or 3d, or a main time plus an increment, such as 20m+30s; none for no clock.", option, clockError(err))
	}
	return t, nil
}

// parseLimit reads a duration typed in an option and bounded by lo and hi,
// as a userError when it cannot.
func parseLimit(option, s string, lo, hi time.Duration) (time.Duration, error) {
	d, err := match.ParseDuration(s)
	if err != nil {
		return 0, userWrap(err, "`%s`: %s.", option, clockError(err))
	}
	if d < lo || d > hi {
		return 0, userf("`%s` must be from %s to %s, not %s.", option, clockText(lo), clockText(hi), clockText(d))
	}
	return d, nil
}

// clockError is the message of match's duration and clock errors without
// the package's prefix: `"10x" has the unknown unit "x"; write ...`.
func clockError(err error) string {
	msg := err.Error()
	for _, sentinel := range []error{match.ErrBadDuration, match.ErrBadTimeControl} {
		msg = strings.TrimPrefix(msg, sentinel.Error()+": ")
	}
	return msg
}

// clockDefaults reads /settings play's clock options into next: the
// clock of new games (none for none), the limit per move of a game
// without one, and how long a challenge stays open.
func clockDefaults(req *Request, next *match.Settings) error {
	if v, ok := req.Option("time"); ok {
		t, err := parseClock("time", v)
		if err != nil {
			return err
		}
		next.Clock = t
	}
	if v, ok := req.Option("move-limit"); ok {
		d, err := parseLimit("move-limit", v, match.MinPerMove, match.MaxPerMove)
		if err != nil {
			return err
		}
		next.MoveLimit = d
	}
	if v, ok := req.Option("challenge-expiry"); ok {
		d, err := parseLimit("challenge-expiry", v, match.MinChallengeExpiry, match.MaxChallengeExpiry)
		if err != nil {
			return err
		}
		next.ChallengeExpiry = d
	}
	return nil
}

// describeClocks says what a server's clocks are, in words.
func describeClocks(s match.Settings) string {
	limit := clockText(s.DefaultMoveLimit())
	expiry := clockText(s.DefaultChallengeExpiry())
	if s.Clock.IsZero() {
		return fmt.Sprintf("Clock: none set, so games get %s per move. Challenges stay open %s.", limit, expiry)
	}
	return fmt.Sprintf("Clock: %s; a game proposed with `time:none` gets %s per move. Challenges stay open %s.", clockWords(s.Clock), limit, expiry)
}
