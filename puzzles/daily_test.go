package puzzles

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// tenYears is the number of days the built-in schedule must go without a
// repeat.
const tenYears = 3653

// TestDailyNeverRepeatsWithinTenYears walks 3,653 consecutive days from
// several starts (before the epoch, at it, in the middle of a level's
// turn) and finds no puzzle twice, and every day at its weekday's level.
func TestDailyNeverRepeatsWithinTenYears(t *testing.T) {
	c, err := Builtin()
	require.NoError(t, err)
	levels := c.byLevel()
	for l := 1; l <= 5; l++ {
		t.Logf("level %d: %d puzzles", l, len(levels[l]))
	}
	for _, start := range []int{-4000, -1, 0, 3, 517, 1046, 2900} {
		seen := map[string]int{}
		for d := start; d < start+tenYears; d++ {
			date := epoch.AddDate(0, 0, d)
			p := c.Daily(date)
			require.NotNil(t, p)
			if prev, ok := seen[p.ID()]; ok {
				t.Fatalf("from day %d: %s on day %d and again on day %d", start, p.ID(), prev, d)
			}
			seen[p.ID()] = d
			require.Equal(t, weekdayLevel[date.Weekday()], p.Difficulty(), "%v (%v)", date.Format(time.DateOnly), date.Weekday())
		}
	}
}

func TestLevelDay(t *testing.T) {
	// The epoch is a Monday; Monday and Tuesday share level 1, Wednesday
	// and Thursday level 2.
	for _, tc := range []struct{ day, level, index int }{
		{0, 1, 0}, {1, 1, 1}, {2, 2, 0}, {3, 2, 1}, {4, 3, 0}, {5, 4, 0}, {6, 5, 0},
		{7, 1, 2}, {9, 2, 2}, {-1, 5, -1}, {-7, 1, -2}, {-6, 1, -1}, {-4, 2, -1},
	} {
		l, i := levelDay(tc.day)
		require.Equal(t, [2]int{tc.level, tc.index}, [2]int{l, i}, "day %d", tc.day)
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

// TestDailySmallCollection checks the schedule of a collection with gaps
// in its levels (the hand-made one has no level 5 but one problem): every
// day gets a puzzle of the nearest level, and each level's puzzles come in
// turn before any repeats.
func TestDailySmallCollection(t *testing.T) {
	c, err := HandMade()
	require.NoError(t, err)
	levels := c.byLevel()
	for d := 0; d < 70; d++ {
		date := epoch.AddDate(0, 0, d)
		p := c.Daily(date)
		want := weekdayLevel[date.Weekday()]
		if len(levels[want]) > 0 {
			require.Equal(t, want, p.Difficulty())
		}
	}
	// Fridays (level 3) go through every level-3 puzzle before one
	// comes back.
	n := len(levels[3])
	seen := map[string]bool{}
	for w := 0; w < n; w++ {
		p := c.Daily(epoch.AddDate(0, 0, 4+7*w))
		require.False(t, seen[p.ID()])
		seen[p.ID()] = true
	}
	require.Same(t, c.Daily(epoch.AddDate(0, 0, 4)), c.Daily(epoch.AddDate(0, 0, 4+7*n)))
}

func TestDailyWeekGrowsHarder(t *testing.T) {
	c, err := Builtin()
	require.NoError(t, err)
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

// TestDailyCollectionLackingALevel: a set without every level (a server's
// own problems) shows each puzzle once in every cycle of Len() days,
// whatever their levels.
func TestDailyCollectionLackingALevel(t *testing.T) {
	hm, err := HandMade()
	require.NoError(t, err)
	var pick []*Puzzle
	for _, p := range hm.All() {
		if p.Difficulty() == 2 && len(pick) < 3 {
			pick = append(pick, p)
		}
	}
	for _, p := range hm.All() {
		if p.Difficulty() == 5 {
			pick = append(pick, p)
			break
		}
	}
	c := NewCollection(pick...)
	n := len(pick)
	for cycle := -2; cycle < 5; cycle++ {
		seen := map[string]bool{}
		for d := cycle * n; d < (cycle+1)*n; d++ {
			p := c.Daily(epoch.AddDate(0, 0, d))
			require.False(t, seen[p.ID()], "day %d repeats %s within its cycle of %d days", d, p.ID(), n)
			seen[p.ID()] = true
		}
	}
}
