package commands_test

import (
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/commands"
	coresgf "github.com/gobot-baduk/gobot/core/sgf"
	"github.com/gobot-baduk/gobot/match"
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

// TestReviewLastGame: /review start without a file reviews the channel's
// last finished game, from its start, with its players and result.
func TestReviewLastGame(t *testing.T) {
	h, _ := newReviewHarness(t)
	requireMistake(t, h.run(alice, "/review start"), "no finished game to review", "file:")
	_, err := h.store.ActiveGame(context.Background(), h.channel)
	require.ErrorIs(t, err, match.ErrNotFound, "a refused start leaves no review")

	h.run(alice, "/play opponent:bob size:9 color:black")
	h.click(bob, "accept")
	h.play("E5", "C3", "G7")
	r := h.run(bob, "/game resign")
	require.Contains(t, r.Content, "Black wins by resignation")

	r = h.run(carol, "/review start")
	require.False(t, r.Ephemeral, r.Content)
	requirePNG(t, r)
	require.Contains(t, r.Content, "review of this channel's last game, **Alice vs Bob** (9×9")
	require.Contains(t, r.Content, "3 moves, B+R")
	require.Contains(t, r.Content, "— the start.")
	requireMistake(t, h.run(carol, "/review start"), "already has a game review")
	r = h.click(bob, "Last move ⏭")
	require.Contains(t, r.Content, "move 3, Black G7")
	r = h.run(bob, "/review play point:D4")
	require.False(t, r.Ephemeral, r.Content)
	// The finished game itself is unchanged.
	last, err := h.store.LastFinishedGame(context.Background(), h.channel)
	require.NoError(t, err)
	require.Equal(t, 3, last.Game.Root().LineMoves())
	require.Equal(t, 1, last.Game.Root().CountNodes()-3)
}

// TestReviewThisGame: the message command "Review this game" on a message
// with an .sgf file reviews it; on other messages it says what it needs.
func TestReviewThisGame(t *testing.T) {
	h, _ := newReviewHarness(t)
	msg := func(atts ...commands.Attachment) *commands.Request {
		req := &commands.Request{InteractionID: h.nextID(), Kind: commands.KindCommand, User: alice, GuildID: h.guildID(),
			ChannelID: h.channel, Command: "Review this game", Options: map[string]string{"message": "1322222222222222299"}}
		for _, a := range atts {
			if req.Attachments == nil {
				req.Attachments = map[string]commands.Attachment{}
			}
			req.Attachments[a.ID] = a
		}
		return h.roundTrip(req)
	}
	requireMistake(t, h.send(msg()), "That message has no file attached")
	requireMistake(t, h.send(msg(commands.Attachment{ID: "1311111111111111101", Filename: "notes.txt", URL: cdn + "notes.txt", Size: 5})), "no .sgf file (it has notes.txt)")
	requireMistake(t, h.send(msg(commands.Attachment{ID: "1311111111111111102", Filename: "broken.sgf", URL: cdn + "broken.sgf", Size: 20})), "broken.sgf could not be read")
	_, err := h.store.ActiveGame(context.Background(), h.channel)
	require.ErrorIs(t, err, match.ErrNotFound)

	r := h.send(msg(commands.Attachment{ID: "1311111111111111103", Filename: "notes.txt", URL: cdn + "notes.txt", Size: 5},
		commands.Attachment{ID: "1311111111111111104", Filename: "lesson.sgf", URL: cdn + "lesson.sgf", Size: 900, ContentType: "application/x-go-sgf"}))
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "started a review of **Kim vs Lee**")
	require.Equal(t, match.StatusReview, h.game().Status)
}

// TestMessageCommandRegistered: "Review this game" is registered as a
// message command (type 3), which has no description or options.
func TestMessageCommandRegistered(t *testing.T) {
	var found bool
	for _, d := range commands.Definitions() {
		if d.Name == "Review this game" {
			found = true
			require.Equal(t, discordgo.MessageApplicationCommand, d.Type)
			require.Empty(t, d.Description)
			require.Empty(t, d.Options)
		}
	}
	require.True(t, found)
}
