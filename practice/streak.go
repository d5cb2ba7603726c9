package practice

// Streaks count server days on which a daily puzzle was posted: a day
// with no post (the bot was down, or the post failed all day) counts
// against no one. The daily puzzle of a day can be solved for the streak
// from its post until the next day's post: until then it is the server's
// current puzzle, whatever the clock says, so midnight, daylight-saving
// changes and a late post change nothing.

// creditDay credits day, whose daily puzzle the player just solved, to
// the streak; prev is the server's posted day before it (NoDay if none).
// Solving on the day after the last credited posted day extends the
// streak; otherwise a new streak of one begins. It reports false if the
// day was credited already.
func (p *Player) creditDay(day, prev Day) bool {
	switch {
	case p.Last == day:
		return false
	case !prev.IsZero() && p.Last == prev:
		p.Streak++
	default:
		p.Streak = 1
	}
	p.Last = day
	p.Best = max(p.Best, p.Streak)
	return true
}

// currentStreak returns the player's streak as it stands when latest is
// the server's latest posted day and before the posted day before it: a
// streak is alive while its last day is the latest, or the one before
// (today's puzzle may still be solved); otherwise it is broken, and 0.
func (p *Player) currentStreak(latest, before Day) int {
	switch {
	case p.Last.IsZero():
		return 0
	case p.Last == latest, !before.IsZero() && p.Last == before:
		return p.Streak
	}
	return 0
}

// aliveSince is the oldest last day of a streak still alive: the posted
// day before the latest, or the latest when there is only one.
func aliveSince(latest, before Day) Day {
	if before.IsZero() {
		return latest
	}
	return before
}
