package commands_test

import (
	"context"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/stretchr/testify/require"
)

// buttonID returns the custom id of the button with the label on r, and
// whether it is disabled.
func buttonID(t *testing.T, r *commands.Response, label string) (string, bool) {
	t.Helper()
	for _, c := range r.Components {
		if row, ok := c.(discordgo.ActionsRow); ok {
			for _, k := range row.Components {
				if b, ok := k.(discordgo.Button); ok && b.Label == label {
					return b.CustomID, b.Disabled
				}
			}
		}
	}
	t.Fatalf("no button %q on %q", label, r.Content)
	return "", false
}

// TestReviewBrowsePrivately: "Browse privately" gives the member an
// ephemeral copy of the channel's position whose buttons step through the
// line (a variation too) without moving the channel's review; the copy's
// state is all in its buttons.
func TestReviewBrowsePrivately(t *testing.T) {
	h, _ := newReviewHarness(t)
	h.reviewStart(alice, "lesson.sgf", 900)
	h.run(bob, "/review goto move:2")
	r := h.run(carol, "/review variation number:2")
	require.Contains(t, r.Content, "move 3, Black D3 (variation 2 of 3 after move 2)")
	before := h.game()

	mine := h.click(bob, "Browse privately")
	require.True(t, mine.Ephemeral, mine.Content)
	require.False(t, mine.Update, "a new message, only for Bob")
	requirePNG(t, mine)
	require.Contains(t, mine.Content, "move 3, Black D3 (variation 2 of 3 after move 2)")
	require.Contains(t, mine.Content, "the direct attack")
	require.Contains(t, mine.Content, "Only you see this copy")
	require.Contains(t, mine.Content, "the channel's review stays at move 3")

	step := func(r *commands.Response, label string) *commands.Response {
		t.Helper()
		id, off := buttonID(t, r, label)
		require.False(t, off, "%s is disabled", label)
		next := h.clickID(bob, id)
		require.True(t, next.Ephemeral, next.Content)
		require.True(t, next.Update, "the private copy is edited in place")
		return next
	}
	r = step(mine, "Next ▶")
	require.Contains(t, r.Content, "move 4, White C2")
	r = step(r, "Last move ⏭")
	require.Contains(t, r.Content, "move 5, Black E2")
	require.Contains(t, r.Content, "White is in trouble.")
	_, off := buttonID(t, r, "Next ▶")
	require.True(t, off, "no Next at the end of the line")
	r = step(r, "⏮ Start")
	require.Contains(t, r.Content, "— the start.")
	_, off = buttonID(t, r, "◀ Back")
	require.True(t, off)
	r = step(r, "Next ▶")
	r = step(r, "Next ▶")
	r = step(r, "Next ▶")
	require.Contains(t, r.Content, "move 3, Black D3", "the copy keeps to its variation")

	// The channel's review did not move.
	after := h.game()
	require.Equal(t, before.Version, after.Version)
	require.Equal(t, 3, after.Game.MoveNumber())

	// The state is in the button: another process (or after a restart)
	// shows the same from the id alone.
	id, _ := buttonID(t, r, "Next ▶")
	require.True(t, strings.HasPrefix(id, "rv-pv:"), id)
	other := botOver(t, h, h.store)
	r2 := other.Handle(context.Background(), h.clickRequest(carol, id))
	require.True(t, r2.Ephemeral)
	require.Contains(t, r2.Content, "move 4, White C2")

	// Forged ids and a review that is over are answered, not obeyed.
	requireMistake(t, h.clickID(bob, "rv-pv:g1:n4:9.9"), "no longer in the review")
	requireMistake(t, h.clickID(bob, "rv-pv:g1:zz"), "not one of a review's")
	requireMistake(t, h.clickID(bob, "rv-pv:other:n1:"), "review that is over")
	h.run(alice, "/review end")
	requireMistake(t, h.clickID(bob, id), "over")
}
