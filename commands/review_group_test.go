package commands_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/gobot-baduk/gobot/commands"
	coresgf "github.com/gobot-baduk/gobot/core/sgf"
	"github.com/stretchr/testify/require"
)

// requireFits asserts Discord's limit on a message's content.
func requireFits(t *testing.T, r *commands.Response) {
	t.Helper()
	require.LessOrEqual(t, utf8.RuneCountInString(r.Content), 2000, "over Discord's 2000 characters:\n%s", r.Content)
}

// TestReviewCommentsAlwaysShown: with two long comments on a move, a third
// member's comment is shown, in the reply to it and in the channel's next
// view of the move, newest first, with how many more are in the record.
func TestReviewCommentsAlwaysShown(t *testing.T) {
	h, _ := newReviewHarness(t)
	h.reviewStart(alice, "lesson.sgf", 900)
	h.run(bob, "/review next")
	long := strings.Repeat("This shape is thick and the corner is settled. ", 20) // ~960 characters
	r := h.run(alice, `/review comment text:"`+long+`"`)
	requireFits(t, r)
	r = h.run(bob, `/review comment text:"`+long+` Bob"`)
	requireFits(t, r)
	r = h.run(carol, `/review comment text:"I would tenuki here."`)
	requireFits(t, r)
	require.Contains(t, r.Content, "Carol: I would tenuki here.", "the reply to Carol's comment shows it")
	require.Contains(t, r.Content, "more (see `/review sgf`)")
	// Newest first: Carol's before Bob's.
	require.Less(t, strings.Index(r.Content, "Carol:"), strings.Index(r.Content, "Bob:"))

	// Another step away and back: the channel's view of the move still shows it.
	h.run(bob, "/review next")
	r = h.run(bob, "/review prev")
	requireFits(t, r)
	require.Contains(t, r.Content, "Carol: I would tenuki here.")
	require.Contains(t, r.Content, "more (see `/review sgf`)")

	// Every comment is in the export, the record's own first.
	r = h.run(carol, "/review sgf")
	back, err := coresgf.ReadGame(r.Files[0].Data)
	require.NoError(t, err)
	require.NoError(t, back.Next())
	c := back.Cursor().Comment()
	require.True(t, strings.HasPrefix(c, "Tengen"), c)
	require.Contains(t, c, "Alice: This shape")
	require.Contains(t, c, "Carol: I would tenuki here.")
}

// TestReviewCredit: a variation and a comment are credited to their
// authors in the board text and in the exported record, where the credit
// is in the comment text that other programs show.
func TestReviewCredit(t *testing.T) {
	h, _ := newReviewHarness(t)
	h.reviewStart(alice, "lesson.sgf", 900)
	h.run(bob, "/review goto move:2")
	r := h.run(carol, "/review play point:B2")
	require.Contains(t, r.Content, "— Carol's variation", r.Content)
	r = h.run(bob, `/review comment text:"This is better for White."`)
	require.Contains(t, r.Content, "> Bob: This is better for White.")
	require.Contains(t, r.Content, "— Carol's variation")
	// The record's own moves name no one.
	r = h.run(bob, "/review goto move:1")
	require.NotContains(t, r.Content, "variation —")
	require.NotContains(t, r.Content, "'s variation")

	r = h.run(alice, "/review sgf")
	data := string(r.Files[0].Data)
	require.Contains(t, data, "GOBOTBY[Carol]")
	back, err := coresgf.ReadGame(r.Files[0].Data)
	require.NoError(t, err)
	require.NoError(t, back.GoToMove(2))
	kids := back.Cursor().Children()
	require.Len(t, kids, 4)
	require.Equal(t, "Variation by Carol.\nBob: This is better for White.", kids[3].Comment())
	// The review itself is not changed by the export.
	require.NotContains(t, h.game().Game.Root().Children()[0].Children()[0].Children()[3].Comment(), "Variation by")

	// Read back for another review, the credit is not doubled.
	files := fakeFiles{cdn + "again.sgf": r.Files[0].Data}
	h2 := newHarness(t, commands.WithFetcher(files))
	h2.reviewStart(alice, "again.sgf", len(r.Files[0].Data))
	r = h2.run(alice, "/review sgf")
	require.Equal(t, 1, strings.Count(string(r.Files[0].Data), "Variation by Carol."))
}

// TestReviewLongRecordComment: a record's comment longer than a message is
// cut to fit, and a member's comment after it is still shown whole.
func TestReviewLongRecordComment(t *testing.T) {
	h, files := newReviewHarness(t)
	files[cdn+"essay.sgf"] = []byte("(;SZ[9];B[ee]C[" + strings.Repeat("A long essay. ", 400) + "])")
	h.reviewStart(alice, "essay.sgf", 6000)
	r := h.run(bob, "/review next")
	requireFits(t, r)
	require.Contains(t, r.Content, "A long essay.")
	require.Contains(t, r.Content, "…")
	r = h.run(carol, `/review comment text:"Too long to read."`)
	requireFits(t, r)
	require.Contains(t, r.Content, "> Carol: Too long to read.\n+1 more (see `/review sgf`)")
}
