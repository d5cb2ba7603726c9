package puzzles

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestDailyCyclesWithoutRepeats(t *testing.T) {
	c, err := Builtin()
	require.NoError(t, err)
	n := c.Len()
	// Look at several cycles, including days before the epoch.
	for _, startDay := range []int{-3 * n, 0, 5 * n} {
		seen := map[string]bool{}
		for d := startDay; d < startDay+n; d++ {
			p := c.Daily(epoch.AddDate(0, 0, d))
			require.NotNil(t, p)
			require.False(t, seen[p.ID()], "cycle from day %d repeats %s", startDay, p.ID())
			seen[p.ID()] = true
		}
		require.Len(t, seen, n)
	}
}

func TestDailyIsDeterministicByUTCDate(t *testing.T) {
	c, err := Builtin()
	require.NoError(t, err)
	day := time.Date(2026, 3, 14, 0, 0, 0, 0, time.UTC)
	want := c.Daily(day)
	for _, at := range []time.Time{
		day.Add(23*time.Hour + 59*time.Minute),
		time.Date(2026, 3, 13, 20, 0, 0, 0, time.FixedZone("EST", -5*3600)), // 01:00 UTC on the 14th
	} {
		require.Same(t, want, c.Daily(at), "%v", at)
	}
	require.NotSame(t, want, c.Daily(day.AddDate(0, 0, 1)))
	require.Same(t, want, Daily(day))
}

func TestDailyCyclesDiffer(t *testing.T) {
	c, err := Builtin()
	require.NoError(t, err)
	n := c.Len()
	same := 0
	for d := 0; d < n; d++ {
		if c.Daily(epoch.AddDate(0, 0, d)) == c.Daily(epoch.AddDate(0, 0, d+n)) {
			same++
		}
	}
	require.Less(t, same, n, "two cycles show the puzzles in the same order")
}

func TestDailyWeekGrowsHarder(t *testing.T) {
	c, err := Builtin()
	require.NoError(t, err)
	// Over a year, Sunday's puzzles are harder on average than Monday's.
	var sum [7]float64
	var cnt [7]float64
	for d := 0; d < 364; d++ {
		date := epoch.AddDate(0, 0, d)
		sum[date.Weekday()] += float64(c.Daily(date).Difficulty())
		cnt[date.Weekday()]++
	}
	mon, sun := sum[time.Monday]/cnt[time.Monday], sum[time.Sunday]/cnt[time.Sunday]
	require.Greater(t, sun, mon+0.5, "Monday %.2f, Sunday %.2f", mon, sun)
}

func TestFloorDiv(t *testing.T) {
	for _, tc := range []struct{ a, n, q, r int }{{7, 3, 2, 1}, {-1, 3, -1, 2}, {-3, 3, -1, 0}, {0, 5, 0, 0}} {
		q, r := floorDiv(tc.a, tc.n)
		require.Equal(t, [2]int{tc.q, tc.r}, [2]int{q, r}, "%d/%d", tc.a, tc.n)
	}
}
