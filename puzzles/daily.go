package puzzles

import (
	"hash/fnv"
	"sort"
	"time"
)

// weekdayLevel is the difficulty each day of the week asks for: Monday is
// gentle and the week climbs to Sunday's hardest problem. Levels 1 and 2
// come twice a week: small problems are the cheapest to generate, so the
// supply is largest there.
var weekdayLevel = [7]int{
	time.Monday: 1, time.Tuesday: 1, time.Wednesday: 2, time.Thursday: 2,
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

// levelDay returns the level a day asks for and the day's index among the
// days that ask for that level (counted from epoch, negative before it).
func levelDay(day int) (level, index int) {
	week, off := floorDiv(day, 7)
	// epoch is a Monday: off 0 is Monday, 6 is Sunday.
	wd := func(i int) time.Weekday { return time.Weekday((i + 1) % 7) }
	level = weekdayLevel[wd(off)]
	perWeek, before := 0, 0
	for i := range 7 {
		if weekdayLevel[wd(i)] == level {
			perWeek++
			if i < off {
				before++
			}
		}
	}
	return level, week*perWeek + before
}

// byLevel returns the collection's puzzles grouped by difficulty, each
// group in a fixed order shuffled by a hash of the IDs.
func (c *Collection) byLevel() *[6][]*Puzzle {
	c.levelsOnce.Do(func() {
		key := func(p *Puzzle) uint64 {
			h := fnv.New64a()
			h.Write([]byte("gobot daily " + p.id))
			return h.Sum64()
		}
		for _, p := range c.puzzles {
			c.levels[p.difficulty] = append(c.levels[p.difficulty], p)
		}
		for _, g := range c.levels {
			sort.Slice(g, func(i, j int) bool { return key(g[i]) < key(g[j]) })
		}
	})
	return &c.levels
}

// Daily returns the puzzle of the UTC calendar day of date. The schedule is
// deterministic and needs no state. Each day asks for its weekday's level
// (Monday and Tuesday 1, Wednesday and Thursday 2, Friday 3, Saturday 4,
// Sunday 5), and the days that ask for a level take that level's puzzles
// in turn, in a fixed shuffled order. So a puzzle comes back only after
// every other puzzle of its level has been shown: with n puzzles at a
// level asked once a week, after n weeks (twice a week, n/2 weeks). The
// built-in collection has enough at every level for ten years without a
// repeat. A level with no puzzles borrows from the nearest level that has
// some (the easier one on a tie).
func (c *Collection) Daily(date time.Time) *Puzzle {
	if len(c.puzzles) == 0 {
		return nil
	}
	level, index := levelDay(dayNumber(date))
	levels := c.byLevel()
	var g []*Puzzle
	for gap := 0; len(g) == 0; gap++ {
		for _, l := range []int{level - gap, level + gap} {
			if l >= 1 && l <= 5 && len(g) == 0 {
				g = levels[l]
			}
		}
	}
	_, i := floorDiv(index, len(g))
	return g[i]
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
