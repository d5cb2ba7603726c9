package commands_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/match/matchtest"
	"github.com/stretchr/testify/require"
)

var start = time.Date(2024, 6, 1, 12, 0, 0, 0, time.UTC)

// newClockHarness is a harness on a manual clock at start, whose store
// finds deadlines.
func newClockHarness(t *testing.T) (*harness, *matchtest.Clock) {
	t.Helper()
	c := matchtest.NewClock(start)
	return newHarnessAt(t, c), c
}

// fire fires what is due now, as a scheduler would, and returns the
// messages.
func (h *harness) fire() []string {
	h.t.Helper()
	ctx := context.Background()
	due, err := h.bot.Due(ctx, 10)
	require.NoError(h.t, err)
	var out []string
	for _, d := range due {
		r, err := h.bot.FireDue(ctx, d)
		require.NoError(h.t, err)
		if r != nil {
			require.False(h.t, r.Ephemeral)
			out = append(out, r.Content)
			h.mu.Lock()
			h.posted[d.ChannelID] = append(h.posted[d.ChannelID], r)
			h.mu.Unlock()
		}
	}
	return out
}

// TestClockMessages plays a game on an hour per move: the challenge and
// the board say the clock and the time left; the player to move is
// reminded, with a ping, at half their time and near its end; and a move
// asked after the deadline gets, publicly, the end of the game on time,
// with the record (B+T) attached.
func TestClockMessages(t *testing.T) {
	h, clock := newClockHarness(t)
	r := h.run(alice, "/play opponent:bob size:9 color:black time:1h")
	require.Contains(t, r.Content, "Alice plays Black. Clock: 1h per move.")
	require.Contains(t, r.Content, "The challenge is open until <t:1717329600:f>.", "24 hours")
	r = h.click(bob, "accept")
	require.Contains(t, r.Content, "your move as **Black** (move 1). Play with `/move point:`. Time left: 1h, until <t:1717246800:f>.")
	clock.Advance(10 * time.Minute)
	h.play("E5")
	clock.Advance(20 * time.Minute)
	h.play("C3")
	clock.Advance(29 * time.Minute)
	require.Empty(t, h.fire(), "half of Alice's hour is not gone yet")
	clock.Advance(time.Minute)
	msgs := h.fire()
	require.Len(t, msgs, 1)
	require.Contains(t, msgs[0], "⏰ <@"+alice.ID+">, half of your time for this move is gone: 30m left as **Black** (move 3), until <t:1717248600:f>.")
	last := h.posted[h.channel][len(h.posted[h.channel])-1]
	require.Equal(t, []string{alice.ID}, last.Mentions)
	requirePNG(t, last)
	require.Empty(t, h.fire(), "a reminder is sent once")
	clock.Advance(24 * time.Minute)
	msgs = h.fire()
	require.Len(t, msgs, 1)
	require.Contains(t, msgs[0], "your time for this move is nearly up: 6m left")

	clock.Advance(7 * time.Minute)
	r = h.run(alice, "/move point:D4")
	require.False(t, r.Ephemeral, "the end of the game is told to the channel")
	require.Contains(t, r.Content, "⏰ <@"+alice.ID+">'s time (**Black**) ran out at <t:1717248600:f>.")
	require.Contains(t, r.Content, "**Game over: White wins on time** (W+T)")
	require.Len(t, r.Files, 2)
	require.Contains(t, string(r.Files[1].Data), "RE[W+T]")
	require.Contains(t, string(r.Files[1].Data), "Black ran out of time at 2024-06-01 13:30 UTC.")
	require.Empty(t, h.fire())
	again := h.run(alice, "/move point:D4")
	requireMistake(t, again, "There is no game in this channel")
}

// TestTimeoutByScheduler: the scheduler ends a game whose player let the
// time run out, with the message and the record; a player who never
// moved leaves the game without a result.
func TestTimeoutByScheduler(t *testing.T) {
	h, clock := newClockHarness(t)
	startGame(t, h, "time:1d")
	h.play("E5", "C3")
	clock.Advance(48 * time.Hour)
	msgs := h.fire()
	require.Len(t, msgs, 1, "the reminders a downtime missed are not sent late")
	require.Contains(t, msgs[0], "ran out at <t:1717329600:f>")
	require.Contains(t, msgs[0], "White wins on time** (W+T)")

	k, kc := newClockHarness(t)
	startGame(t, k, "time:1h")
	k.play("E5")
	kc.Advance(2 * time.Hour)
	msgs = k.fire()
	require.Len(t, msgs, 1)
	require.Contains(t, msgs[0], "(**White**) did not make a first move in time")
	require.Contains(t, msgs[0], "**Game over: no result** (Void)")
}

// TestChallengeExpires: an open challenge expires after the server's time
// (24 hours by default); its Accept button then says so.
func TestChallengeExpires(t *testing.T) {
	h, clock := newClockHarness(t)
	h.run(alice, "/play size:9")
	clock.Advance(23 * time.Hour)
	require.Empty(t, h.fire())
	clock.Advance(time.Hour + match.DeadlineGrace)
	msgs := h.fire()
	require.Len(t, msgs, 1)
	require.Contains(t, msgs[0], "The challenge by <@"+alice.ID+"> expired at <t:1717329600:f>: nobody accepted it.")
	requireMistake(t, h.click(bob, "accept"), "belongs to a game or challenge that is over")

	// Accepted after its time, before a scheduler ran: it expired.
	k, kc := newClockHarness(t)
	k.run(alice, "/play size:9")
	kc.Advance(25 * time.Hour)
	r := k.click(bob, "accept")
	require.False(t, r.Ephemeral)
	require.Contains(t, r.Content, "expired at <t:1717329600:f>")
	_, err := k.store.ActiveGame(context.Background(), k.channel)
	require.ErrorIs(t, err, match.ErrNotFound)
}

// TestCountTimeout: a count the players do not agree on in time stands as
// marked.
func TestCountTimeout(t *testing.T) {
	h, clock := newClockHarness(t)
	startGame(t, h, "time:10m")
	h.play("E5", "C3", "pass", "pass")
	r := h.run(carol, "/board")
	require.Contains(t, r.Content, "**Scoring.**")
	require.Contains(t, r.Content, "If the count is not agreed by <t:1717243800:f>, it stands as marked.")
	clock.Advance(5 * time.Minute)
	msgs := h.fire()
	require.Len(t, msgs, 1)
	require.Contains(t, msgs[0], "⏰ 5m left to agree on the count")
	clock.Advance(5*time.Minute + match.DeadlineGrace)
	msgs = h.fire()
	require.Len(t, msgs, 1)
	require.Contains(t, msgs[0], "The time to agree on the count ran out at <t:1717243800:f>: the count as marked stands")
	require.Contains(t, msgs[0], "**Game over:")
}

// TestClockMistakes: a clock that is not one is refused, saying what a
// clock is.
func TestClockMistakes(t *testing.T) {
	h, _ := newClockHarness(t)
	for line, want := range map[string]string{
		"/play time:soon":      `"soon" does not start with a number`,
		"/play time:10":        "has a number without a unit",
		"/play time:30s":       "the time per move must be from 1m to 30d, not 30s",
		"/play time:1h+2d":     "the increment must be from 0 to 1d",
		"/play time:10parsecs": `has the unknown unit "parsecs"`,
	} {
		r := h.run(alice, line)
		requireMistake(t, r, want)
		require.True(t, strings.HasPrefix(r.Content, "`time`: "), r.Content)
	}
	_, err := h.store.ActiveGame(context.Background(), h.channel)
	require.ErrorIs(t, err, match.ErrNotFound)
	r := h.run(alice, "/play time:none size:9")
	require.Contains(t, r.Content, "Clock: 7d per move.", "no clock: the server's limit per move")
}

// TestReminderSaysTimeLeftNow: a reminder fired after its due time (the
// scheduler ticks every few seconds, and a process may have been down)
// says the time left as it is posted, as the board's header does; a
// Fischer clock's reminder speaks of the player's time, not this move's.
func TestReminderSaysTimeLeftNow(t *testing.T) {
	h, clock := newClockHarness(t)
	startGame(t, h, "time:1h")
	h.play("E5", "C3")
	clock.Advance(32 * time.Minute)
	msgs := h.fire()
	require.Len(t, msgs, 1)
	require.Contains(t, msgs[0], "half of your time for this move is gone: 28m left", "due at 30m, posted at 32m")

	f, fc := newClockHarness(t)
	startGame(t, f, "time:20m+30s")
	f.play("E5", "C3")
	fc.Advance(10*time.Minute + 30*time.Second)
	msgs = f.fire()
	require.Len(t, msgs, 1)
	require.Contains(t, msgs[0], "half of your time is gone: ")
	require.NotContains(t, msgs[0], "for this move")
}
