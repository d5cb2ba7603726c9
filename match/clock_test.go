package match_test

import (
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/match"
	"github.com/stretchr/testify/require"
)

func TestParseDuration(t *testing.T) {
	for in, want := range map[string]time.Duration{
		"10m": 10 * time.Minute, "1h": time.Hour, "1d": 24 * time.Hour, "3d": 72 * time.Hour, "30s": 30 * time.Second,
		"1h30m": 90 * time.Minute, "1.5h": 90 * time.Minute, "3 days": 72 * time.Hour, "1 day 12 hours": 36 * time.Hour,
		"2w": 14 * 24 * time.Hour, " 10 MIN ": 10 * time.Minute, "1d, 2h": 26 * time.Hour,
	} {
		got, err := match.ParseDuration(in)
		require.NoError(t, err, in)
		require.Equal(t, want, got, in)
		back, err := match.ParseDuration(match.FormatDuration(got))
		require.NoError(t, err)
		require.Equal(t, got, back, "%s round trip", in)
	}
	for in, why := range map[string]string{
		"":      "is empty",
		"10":    "has a number without a unit",
		"10x":   `has the unknown unit "x"`,
		"m":     "does not start with a number",
		"1..5h": "has a malformed number",
		"400d":  "is longer than a year",
	} {
		_, err := match.ParseDuration(in)
		require.ErrorIs(t, err, match.ErrBadDuration, in)
		require.Contains(t, err.Error(), why, in)
		require.Contains(t, err.Error(), "such as 30s, 10m, 1h, 1d or 3d", in)
	}
}

func TestFormatDuration(t *testing.T) {
	for d, want := range map[time.Duration]string{0: "0s", -time.Second: "0s", 90 * time.Second: "1m30s",
		36 * time.Hour: "1d12h", 24*time.Hour + 5*time.Minute: "1d5m", 1500 * time.Millisecond: "2s"} {
		require.Equal(t, want, match.FormatDuration(d), "%v", d)
	}
}

func TestParseTimeControl(t *testing.T) {
	for in, want := range map[string]match.TimeControl{
		"1d":              {PerMove: 24 * time.Hour},
		"10m per move":    {PerMove: 10 * time.Minute},
		"3 days":          {PerMove: 72 * time.Hour},
		"20m+30s":         {Main: 20 * time.Minute, Increment: 30 * time.Second},
		"1h + 1m":         {Main: time.Hour, Increment: time.Minute},
		"5m+0s":           {Main: 5 * time.Minute},
		"none":            {},
		"Off":             {},
		"1m/move":         {PerMove: time.Minute},
		"10m+5s per move": {Main: 10 * time.Minute, Increment: 5 * time.Second},
	} {
		got, err := match.ParseTimeControl(in)
		require.NoError(t, err, in)
		require.Equal(t, want, got, in)
		back, err := match.ParseTimeControl(got.String())
		require.NoError(t, err, "%s: %s", in, got)
		require.Equal(t, got, back)
	}
	require.Equal(t, "1d per move", match.TimeControl{PerMove: 24 * time.Hour}.String())
	require.Equal(t, "20m+30s", match.TimeControl{Main: 20 * time.Minute, Increment: 30 * time.Second}.String())
	for in, why := range map[string]string{
		"30s":    "the time per move must be from 1m to 30d",
		"40d":    "the time per move must be from 1m to 30d",
		"30s+5s": "the main time must be from 1m to 30d",
		"1h+2d":  "the increment must be from 0 to 1d",
		"":       "nothing given",
	} {
		_, err := match.ParseTimeControl(in)
		require.ErrorIs(t, err, match.ErrBadTimeControl, in)
		require.Contains(t, err.Error(), why, in)
	}
	_, err := match.ParseTimeControl("fast")
	require.ErrorIs(t, err, match.ErrBadDuration)
	_, err = match.ParseTimeControl("10m+x")
	require.ErrorIs(t, err, match.ErrBadDuration)
}
