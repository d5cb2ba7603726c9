package puzzles

import (
	"math/rand/v2"
	"time"
)

// weekdayLevel is the difficulty each day of the week asks for: Monday is
// gentle and the week climbs to Sunday's hardest problem.
var weekdayLevel = [7]int{
	time.Monday: 1, time.Tuesday: 1, time.Wednesday: 2, time.Thursday: 3,
	time.Friday: 3, time.Saturday: 4, time.Sunday: 5,
}

// epoch is the Monday the schedule counts from.
var epoch = time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)

// dayNumber returns the number of UTC days from epoch to date (negative
// before it).
func dayNumber(date time.Time) int {
	d := date.UTC()
	day := time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, time.UTC)
	return int(day.Sub(epoch).Hours()) / 24
}

// Daily returns the puzzle of the UTC calendar day of date. The schedule is
// deterministic and needs no state: days are grouped in cycles of Len()
// days, and each cycle shows every puzzle exactly once, in an order that
// changes from cycle to cycle. Within a cycle each day takes, among the
// puzzles not yet shown, the one whose difficulty is closest to its
// weekday's level (Monday 1 up to Sunday 5), so the week grows harder.
func (c *Collection) Daily(date time.Time) *Puzzle {
	n := len(c.puzzles)
	if n == 0 {
		return nil
	}
	day := dayNumber(date)
	cycle, offset := floorDiv(day, n)
	start := day - offset
	// The cycle's shuffled order breaks ties between equally suitable
	// puzzles, so that cycles differ.
	order := rand.New(rand.NewPCG(uint64(int64(cycle)), 0x70757a7a6c6573)).Perm(n)
	used := make([]bool, n)
	var pick int
	for d := start; d <= day; d++ {
		want := weekdayLevel[epoch.AddDate(0, 0, d).Weekday()]
		best, bestGap := -1, 0
		for _, i := range order {
			if used[i] {
				continue
			}
			gap := c.puzzles[i].difficulty - want
			if gap < 0 {
				gap = -gap
			}
			if best < 0 || gap < bestGap {
				best, bestGap = i, gap
			}
		}
		used[best] = true
		pick = best
	}
	return c.puzzles[pick]
}

// floorDiv returns the floor quotient and the non-negative remainder.
func floorDiv(a, n int) (q, r int) {
	q, r = a/n, a%n
	if r < 0 {
		q--
		r += n
	}
	return q, r
}

// Daily returns the built-in collection's puzzle for the UTC day of date
// (see Collection.Daily), or nil if the embedded collection cannot be read,
// which the package's tests rule out.
func Daily(date time.Time) *Puzzle {
	c, err := Builtin()
	if err != nil {
		return nil
	}
	return c.Daily(date)
}
