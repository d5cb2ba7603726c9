package practice_test

import (
	"errors"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/practice"
	_ "time/tzdata" // the tests need the zones wherever they run
)

func zone(t *testing.T, name string) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation(name)
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

func schedule(t *testing.T, zone string, hour int) practice.Schedule {
	t.Helper()
	s, err := practice.NewSchedule(zone, hour)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func day(t *testing.T, s string) practice.Day {
	t.Helper()
	d, err := practice.ParseDay(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestDay(t *testing.T) {
	d := day(t, "2026-02-28")
	if d.String() != "2026-02-28" || d.AddDays(1).String() != "2026-03-01" || d.AddDays(-59).String() != "2025-12-31" {
		t.Errorf("arithmetic: %v %v %v", d, d.AddDays(1), d.AddDays(-59))
	}
	if !d.Before(d.AddDays(1)) || d.Before(d) || d.AddDays(3).DaysSince(d) != 3 {
		t.Error("comparisons")
	}
	if !d.Date().Equal(time.Date(2026, 2, 28, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("date %v", d.Date())
	}
	if practice.NoDay.String() != "" || !practice.NoDay.IsZero() || practice.NoDay.AddDays(3) != practice.NoDay {
		t.Error("NoDay")
	}
	for _, bad := range []string{"", "2026-2-28", "28/02/2026", "2026-02-30"} {
		if _, err := practice.ParseDay(bad); !errors.Is(err, practice.ErrBadDay) {
			t.Errorf("ParseDay(%q): %v", bad, err)
		}
	}
}

func TestLoadZone(t *testing.T) {
	for name, want := range map[string]string{
		"": "UTC", "UTC": "UTC", "utc": "UTC", "America/Los_Angeles": "America/Los_Angeles",
		"america/los_angeles": "America/Los_Angeles", "ASIA/KOLKATA": "Asia/Kolkata", " Pacific/Auckland ": "Pacific/Auckland",
	} {
		loc, err := practice.LoadZone(name)
		if err != nil || loc.String() != want {
			t.Errorf("LoadZone(%q) = %v, %v; want %s", name, loc, err, want)
		}
	}
	for _, bad := range []string{"Local", "Mars/Olympus_Mons", "../../etc/passwd", "Europe/ Paris", "PST8"} {
		if _, err := practice.LoadZone(bad); !errors.Is(err, practice.ErrBadZone) {
			t.Errorf("LoadZone(%q): %v, want ErrBadZone", bad, err)
		}
	}
	if _, err := practice.NewSchedule("UTC", 24); !errors.Is(err, practice.ErrBadHour) {
		t.Errorf("hour 24: %v", err)
	}
}

// TestPostTime: the post is due at the server's hour in its zone, also on
// the nights daylight saving time starts and ends.
func TestPostTime(t *testing.T) {
	cases := []struct {
		name, zone string
		hour       int
		day        string
		want       string // UTC
	}{
		{"LA winter", "America/Los_Angeles", 9, "2026-01-15", "2026-01-15T17:00:00Z"},
		{"LA summer", "America/Los_Angeles", 9, "2026-07-15", "2026-07-15T16:00:00Z"},
		// 02:00 does not exist on 2026-03-08: the clocks jump to 03:00 PDT.
		{"LA spring forward, skipped hour", "America/Los_Angeles", 2, "2026-03-08", "2026-03-08T10:00:00Z"},
		{"LA spring forward, hour after", "America/Los_Angeles", 3, "2026-03-08", "2026-03-08T10:00:00Z"},
		{"LA spring forward, midnight", "America/Los_Angeles", 0, "2026-03-08", "2026-03-08T08:00:00Z"},
		// 01:00 comes twice on 2026-11-01: the first, in PDT.
		{"LA fall back, repeated hour", "America/Los_Angeles", 1, "2026-11-01", "2026-11-01T08:00:00Z"},
		{"LA fall back, hour after", "America/Los_Angeles", 2, "2026-11-01", "2026-11-01T10:00:00Z"},
		// Auckland: NZDT (+13) ends 2026-04-05 at 03:00, back to 02:00
		// NZST (+12); NZDT starts 2026-09-27 at 02:00, on to 03:00.
		{"Auckland fall back, repeated hour", "Pacific/Auckland", 2, "2026-04-05", "2026-04-04T13:00:00Z"},
		{"Auckland fall back, after", "Pacific/Auckland", 3, "2026-04-05", "2026-04-04T15:00:00Z"},
		{"Auckland spring forward, skipped hour", "Pacific/Auckland", 2, "2026-09-27", "2026-09-26T14:00:00Z"},
		{"Auckland midnight is the day before in UTC", "Pacific/Auckland", 0, "2026-06-01", "2026-05-31T12:00:00Z"},
		{"Kolkata half hour", "Asia/Kolkata", 0, "2026-03-08", "2026-03-07T18:30:00Z"},
		{"Kolkata evening", "Asia/Kolkata", 23, "2026-03-08", "2026-03-08T17:30:00Z"},
		{"UTC", "", 12, "2026-03-08", "2026-03-08T12:00:00Z"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := schedule(t, c.zone, c.hour)
			got := s.PostTime(day(t, c.day)).UTC().Format(time.RFC3339)
			if got != c.want {
				t.Errorf("PostTime(%s) at %d:00 %s = %s, want %s", c.day, c.hour, c.zone, got, c.want)
			}
		})
	}
}

// TestDue walks a fake clock through three days in steps of 10 minutes,
// across each zone's daylight-saving change, and checks that each day's
// post falls due exactly once, at the post time, and that the server's
// day changes at its own midnight.
func TestDue(t *testing.T) {
	cases := []struct {
		zone  string
		hour  int
		start string // a UTC instant some hours before the first day
	}{
		{"America/Los_Angeles", 2, "2026-03-07T00:00:00Z"},
		{"America/Los_Angeles", 1, "2026-10-31T00:00:00Z"},
		{"Pacific/Auckland", 2, "2026-04-03T00:00:00Z"},
		{"Pacific/Auckland", 2, "2026-09-25T00:00:00Z"},
		{"Asia/Kolkata", 0, "2026-03-07T00:00:00Z"},
		{"Asia/Kolkata", 23, "2026-03-07T00:00:00Z"},
	}
	for _, c := range cases {
		t.Run(c.zone, func(t *testing.T) {
			s := schedule(t, c.zone, c.hour)
			loc := zone(t, c.zone)
			now, err := time.Parse(time.RFC3339, c.start)
			if err != nil {
				t.Fatal(err)
			}
			posted := map[practice.Day]time.Time{}
			start := now
			prevDay := s.Day(now)
			for end := now.Add(72 * time.Hour); now.Before(end); now = now.Add(10 * time.Minute) {
				d := s.Day(now)
				if lt := now.In(loc); d.String() != lt.Format(time.DateOnly) {
					t.Fatalf("at %v the server's day is %v", lt, d)
				}
				if d != prevDay && d != prevDay.AddDays(1) {
					t.Fatalf("the day went from %v to %v at %v", prevDay, d, now)
				}
				prevDay = d
				due, ok := s.Due(now)
				if !ok {
					continue
				}
				if _, done := posted[due]; !done {
					posted[due] = now
				}
			}
			if len(posted) < 3 {
				t.Fatalf("only %d posts in three days", len(posted))
			}
			for d, at := range posted {
				want := s.PostTime(d)
				if want.Before(start) {
					continue // due before the walk began
				}
				if at.Before(want) || at.Sub(want) >= 10*time.Minute {
					t.Errorf("day %v first due at %v, post time %v", d, at.In(loc), want.In(loc))
				}
				if lt := at.In(loc); lt.Hour() < c.hour {
					t.Errorf("day %v due at local %v, before %d:00", d, lt, c.hour)
				}
			}
		})
	}
}
