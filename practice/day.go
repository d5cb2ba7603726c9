package practice

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// Day is a calendar date in a server's time zone: the server's day. The
// zero Day is NoDay.
type Day struct {
	// n counts days from 1970-01-01 plus dayOffset, so that the zero
	// value means no day.
	n int32
}

// NoDay is the zero Day: no day at all.
var NoDay Day

// dayOffset numbers 1970-01-01; days as far back as year -800 are
// positive.
const dayOffset = 1 << 20

// DateOf returns the Day of the calendar date y-m-d (normalized as
// time.Date normalizes it: March 0 is the last day of February).
func DateOf(y int, m time.Month, d int) Day {
	u := time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Unix()
	return Day{n: int32(u/86400) + dayOffset}
}

// ErrBadDay is a day that is not written YYYY-MM-DD.
var ErrBadDay = errors.New("practice: a day is written YYYY-MM-DD")

// ParseDay reads a day written YYYY-MM-DD.
func ParseDay(s string) (Day, error) {
	t, err := time.Parse(time.DateOnly, strings.TrimSpace(s))
	if err != nil {
		return NoDay, fmt.Errorf("%w, not %q", ErrBadDay, s)
	}
	return DateOf(t.Date()), nil
}

// IsZero reports whether d is NoDay.
func (d Day) IsZero() bool { return d.n == 0 }

// Date returns the day as midnight UTC of its date: the form the puzzle
// schedule takes a date in.
func (d Day) Date() time.Time {
	return time.Unix(int64(d.n-dayOffset)*86400, 0).UTC()
}

// String writes the day as YYYY-MM-DD, and NoDay as "".
func (d Day) String() string {
	if d.IsZero() {
		return ""
	}
	return d.Date().Format(time.DateOnly)
}

// AddDays returns the day n days after d (before it for a negative n).
func (d Day) AddDays(n int) Day {
	if d.IsZero() {
		return d
	}
	return Day{n: d.n + int32(n)}
}

// Before reports whether d comes before e.
func (d Day) Before(e Day) bool { return d.n < e.n }

// DaysSince returns the number of days from e to d.
func (d Day) DaysSince(e Day) int { return int(d.n - e.n) }

// DefaultHour is the hour of the day at which a server's daily puzzle is
// posted when its managers chose none.
const DefaultHour = 12

// Errors of a schedule's settings.
var (
	// ErrBadZone is a time zone that is not an IANA name the bot knows.
	ErrBadZone = errors.New("practice: unknown time zone")
	// ErrBadHour is an hour outside 0 to 23.
	ErrBadHour = errors.New("practice: the hour is 0 to 23")
)

// Schedule is when a server's day begins and its puzzle is posted: an
// hour of the day in an IANA time zone.
type Schedule struct {
	zone *time.Location
	hour int
}

// LoadZone returns the IANA time zone named name: "" is UTC. It refuses
// "Local", the zone of whichever machine the bot runs on. Names are
// matched as the tz database writes them ("America/Los_Angeles"); a name
// in another case is found too.
func LoadZone(name string) (*time.Location, error) {
	name = strings.TrimSpace(name)
	switch {
	case name == "":
		return time.UTC, nil
	case strings.EqualFold(name, "local"), strings.ContainsAny(name, " \\") || strings.Contains(name, ".."), len(name) > 64:
		return nil, fmt.Errorf("%w %q", ErrBadZone, name)
	case strings.EqualFold(name, "utc"):
		return time.UTC, nil
	}
	if loc, err := time.LoadLocation(name); err == nil {
		return loc, nil
	}
	// "america/los_angeles", "ASIA/KOLKATA": the usual capitals, each part
	// of an underscore- or slash-separated name capitalized.
	if loc, err := time.LoadLocation(capitalize(name)); err == nil {
		return loc, nil
	}
	return nil, fmt.Errorf("%w %q", ErrBadZone, name)
}

// capitalize writes each part of a zone name between "/", "_" and "-"
// with a capital and the rest small: "america/port-au-prince" gives
// "America/Port-Au-Prince"; names the tz database writes otherwise
// ("America/Port-au-Prince") need their own case.
func capitalize(name string) string {
	b := []byte(strings.ToLower(name))
	up := true
	for i, c := range b {
		if up && c >= 'a' && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
		up = c == '/' || c == '_' || c == '-'
	}
	return string(b)
}

// NewSchedule returns the schedule at hour in the zone named zone ("":
// UTC). It returns an error wrapping ErrBadZone or ErrBadHour.
func NewSchedule(zone string, hour int) (Schedule, error) {
	if hour < 0 || hour > 23 {
		return Schedule{}, fmt.Errorf("%w, not %d", ErrBadHour, hour)
	}
	loc, err := LoadZone(zone)
	if err != nil {
		return Schedule{}, err
	}
	return Schedule{zone: loc, hour: hour}, nil
}

// Zone returns the schedule's time zone.
func (s Schedule) Zone() *time.Location {
	if s.zone == nil {
		return time.UTC
	}
	return s.zone
}

// Day returns the server's day at t: its calendar date in the zone.
func (s Schedule) Day(t time.Time) Day {
	return DateOf(t.In(s.Zone()).Date())
}

// PostTime returns when the puzzle of d is due: the first moment of that
// date in the zone whose hour is the schedule's or later. On a normal day
// that is the hour itself; where daylight saving time skips the hour
// (02:00 on the night the clocks go forward) it is the moment the clocks
// jump to (03:00); where they go back and the hour comes twice, it is its
// first coming.
func (s Schedule) PostTime(d Day) time.Time {
	zone := s.Zone()
	y, m, dd := d.Date().Date()
	// Every zone's offset, and every change of it, falls on a quarter
	// hour: scan the quarter hours around the date.
	start := time.Date(y, m, dd, 0, 0, 0, 0, time.UTC).Add(-15 * time.Hour)
	for t := start; t.Before(start.Add(56 * time.Hour)); t = t.Add(15 * time.Minute) {
		lt := t.In(zone)
		if ly, lm, ld := lt.Date(); ly == y && lm == m && ld == dd && lt.Hour() >= s.hour {
			return t
		}
	}
	// A date the zone skipped altogether (Samoa's 2011-12-30).
	return time.Date(y, m, dd, s.hour, 0, 0, 0, zone)
}

// Due returns the day whose puzzle is due at now, and whether one is: the
// server's day at now once its post time has come.
func (s Schedule) Due(now time.Time) (Day, bool) {
	d := s.Day(now)
	return d, !now.Before(s.PostTime(d))
}
