package bot

import (
	"context"
	"fmt"
	"regexp"
	"time"
)

// The games' clocks at the console. Their deadlines fire on the console's
// time (ConsoleClock): by themselves, every DeadlineEvery, while it is the
// real time; and with each step of a "wait" once "time" has set it. After
// a "down", the deadlines that passed meanwhile fire on the next tick, at
// their own times, as after a restart. The messages are printed as the
// bot's posts in their channels (Poster), and their buttons can be
// clicked.

// WithDeadlines makes the console fire the games' deadlines with s, which
// must post through the console (NewDeadlineScheduler(b, c.Poster(), ...))
// and whose Bot runs on clock, the console's (the daily schedule's, when
// it has one: Schedule).
func (c *Console) WithDeadlines(s *DeadlineScheduler, clock *ConsoleClock) {
	c.deadlines = s
	if c.clock == nil {
		c.clock = clock
	}
}

// fireDeadlines ticks the deadlines every DeadlineEvery until ctx ends,
// taking the console's lock as a typed line does.
func (c *Console) fireDeadlines(ctx context.Context) {
	t := time.NewTicker(DeadlineEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		c.mu.Lock()
		c.tickDeadlines(ctx)
		c.mu.Unlock()
	}
}

// tickDeadlines fires what is due; the console's lock is held.
func (c *Console) tickDeadlines(ctx context.Context) {
	if c.deadlines == nil {
		return
	}
	if _, err := c.deadlines.Tick(ctx); err != nil && ctx.Err() == nil {
		fmt.Fprintln(c.out, "? the games' deadlines:", err)
	}
}

// discordTime is a Discord timestamp, "<t:1717243200:f>", which Discord
// shows in each reader's own time zone; the console prints it in UTC.
var discordTime = regexp.MustCompile(`<t:(-?\d+)(?::[tTdDfFR])?>`)
