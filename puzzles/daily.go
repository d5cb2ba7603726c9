package puzzles

import (
	"hash/fnv"
	"math/rand/v2"
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
// repeat. A collection that lacks a level (a server's own problems, say)
// is shown in cycles instead, each puzzle once per cycle (dailyCycle).
func (c *Collection) Daily(date time.Time) *Puzzle {
	if len(c.puzzles) == 0 {
		return nil
	}
	levels := c.byLevel()
	for l := 1; l <= 5; l++ {
		if len(levels[l]) == 0 {
			// A small set (a server's own problems) missing a level:
			// borrowing would show the same few puzzles again and
			// again, so take each puzzle once per cycle instead.
			return c.dailyCycle(dayNumber(date))
		}
	}
	level, index := levelDay(dayNumber(date))
	g := levels[level]
	_, i := floorDiv(index, len(g))
	return g[i]
}

// dailyCycle is the schedule of a collection that lacks a level: days are
// grouped in cycles of Len() days, and each cycle shows every puzzle
// exactly once, in an order that changes from cycle to cycle. Within a
// cycle each day takes, among the puzzles not yet shown, the one whose
// difficulty is closest to its weekday's level, so the week still climbs
// as far as the set allows.
func (c *Collection) dailyCycle(day int) *Puzzle {
	n := len(c.puzzles)
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
