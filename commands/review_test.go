package commands_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/bot"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/core"
	coresgf "github.com/gobot-baduk/gobot/core/sgf"
	"github.com/gobot-baduk/gobot/match"
	"github.com/stretchr/testify/require"
)

// fakeFiles serves attachments by URL, as Discord's CDN would.
type fakeFiles map[string][]byte

func (f fakeFiles) Fetch(ctx context.Context, url string, max int64) ([]byte, error) {
	data, ok := f[url]
	if !ok {
		return nil, fmt.Errorf("%w: 404", commands.ErrFetch)
	}
	if int64(len(data)) > max {
		return nil, commands.ErrTooLarge
	}
	return data, nil
}

const cdn = "https://cdn.discordapp.com/attachments/1/2/"

// reviewRequest is /review start with a file attached.
func (h *harness) reviewStart(user commands.User, name string, size int) *commands.Response {
	h.t.Helper()
	req := h.request(user, "/review start file:900")
	req.Attachments = map[string]commands.Attachment{"900": {ID: "900", Filename: name, URL: cdn + name, Size: size, ContentType: "application/x-go-sgf"}}
	return h.send(h.roundTrip(req))
}

func newReviewHarness(t *testing.T) (*harness, fakeFiles) {
	lesson, err := os.ReadFile("testdata/review/lesson.sgf")
	require.NoError(t, err)
	files := fakeFiles{cdn + "lesson.sgf": lesson, cdn + "notes.txt": []byte("hello"), cdn + "broken.sgf": []byte("(;SZ[9];B[ee];W[zz"),
		cdn + "big.sgf": bytes.Repeat([]byte("x"), 2<<20), cdn + "huge.sgf": []byte("(;SZ[30])")}
	return newHarness(t, commands.WithFetcher(files)), files
}

func TestReviewWalkthrough(t *testing.T) {
	h, _ := newReviewHarness(t)
	r := h.reviewStart(alice, "lesson.sgf", 900)
	require.False(t, r.Ephemeral, r.Content)
	requirePNG(t, r)
	require.Contains(t, r.Content, "started a review of **Kim vs Lee** (9×9, japanese rules, komi 6.5, 14 moves)")
	require.Contains(t, r.Content, "A 9×9 teaching game")
	require.Equal(t, match.StatusReview, h.game().Status)

	// Anyone steps through it: by command and by button.
	r = h.run(bob, "/review next")
	require.Contains(t, r.Content, "move 1, Black E5")
	require.Contains(t, r.Content, "Tengen")
	r = h.run(carol, "/review next count:2")
	require.Contains(t, r.Content, "move 3, Black G7 (variation 1 of 3 after move 2)")
	r = h.click(carol, "◀ Back")
	require.True(t, r.Update, "buttons edit the message")
	require.Contains(t, r.Content, "move 2, White C3")
	require.Contains(t, r.Content, "3 variations follow")
	menu := findSelect(r)
	require.NotNil(t, menu, "a select menu lists the variations")
	require.Len(t, menu.Options, 3)
	require.Equal(t, "2: Black D3", menu.Options[1].Label)

	// Choose variation 2 from the menu: the direct attack.
	req := &commands.Request{InteractionID: h.nextID(), Kind: commands.KindComponent, User: bob, GuildID: "1111111111111111111",
		ChannelID: h.channel, CustomID: menu.CustomID, Values: []string{"1"}}
	r = h.send(h.roundTrip(req))
	require.Contains(t, r.Content, "move 3, Black D3 (variation 2 of 3 after move 2)")
	require.Contains(t, r.Content, "the direct attack")

	// Try a new move there, then comment on it.
	r = h.run(carol, "/review play point:B2")
	require.Contains(t, r.Content, "added a variation: White B2")
	r = h.run(bob, `/review comment text:"This is better for White."`)
	require.Contains(t, r.Content, "> Bob: This is better for White.")
	// Playing the same move again from its parent follows it.
	h.run(bob, "/review prev")
	r = h.run(alice, "/review play point:bh")
	require.Contains(t, r.Content, "followed the variation: White B2")

	// goto along the current line, and to the end of the main line.
	r = h.run(alice, "/review goto move:1")
	require.Contains(t, r.Content, "move 1, Black E5")
	r = h.click(alice, "Last move ⏭")
	require.Contains(t, r.Content, "move 14, White J7")
	require.Contains(t, r.Content, "No more moves in this line")
	r = h.run(alice, "/analyze")
	require.False(t, r.Ephemeral, "the review's position can be analysed")

	// Export: the new variation and comment are in the file, which reads
	// back; the original result is kept.
	r = h.run(carol, "/review sgf")
	require.Len(t, r.Files, 1)
	back, err := coresgf.ReadGame(r.Files[0].Data)
	require.NoError(t, err)
	require.Equal(t, "W+R", back.Result().String())
	require.NoError(t, back.Next())
	require.NoError(t, back.Next())
	require.Len(t, back.Cursor().Children(), 3)
	require.NoError(t, back.Variation(1))
	var found bool
	for _, ch := range back.Cursor().Children() {
		if ch.Move() == core.Play(core.White, core.Pt(1, 1)) && strings.Contains(ch.Comment(), "Bob: This is better for White.") {
			found = true
		}
	}
	require.True(t, found, "the added variation and its comment are exported:\n%s", r.Files[0].Data)

	// Only the starter or a manager ends it; then the channel is free.
	requireMistake(t, h.run(bob, "/review end"), "Only Alice")
	r = h.run(alice, "/review end")
	require.False(t, r.Ephemeral)
	require.Len(t, r.Files, 1)
	_, err = h.store.ActiveGame(context.Background(), h.channel)
	require.ErrorIs(t, err, match.ErrNotFound)
	require.False(t, h.run(alice, "/play opponent:bob size:9").Ephemeral, "a game can start after the review")
}

func findSelect(r *commands.Response) *discordgo.SelectMenu {
	for _, c := range r.Components {
		if row, ok := c.(discordgo.ActionsRow); ok {
			for _, k := range row.Components {
				if m, ok := k.(discordgo.SelectMenu); ok {
					return &m
				}
			}
		}
	}
	return nil
}

// TestReviewMistakes: every mistake is answered only to its author, says
// what is wrong and changes nothing.
func TestReviewMistakes(t *testing.T) {
	h, _ := newReviewHarness(t)
	requireMistake(t, h.run(alice, "/review next"), "no review in this channel")
	req := h.request(alice, "/review start file:900") // no attachment resolved
	requireMistake(t, h.send(h.roundTrip(req)), "Attach the game record")
	requireMistake(t, h.reviewStart(alice, "notes.txt", 5), "not an SGF file")
	requireMistake(t, h.reviewStart(alice, "big.sgf", 3<<20), "up to 1024 KB")
	requireMistake(t, h.reviewStart(alice, "big.sgf", 100), "larger than 1024 KB") // the size Discord gave was wrong
	requireMistake(t, h.reviewStart(alice, "broken.sgf", 20), "broken.sgf could not be read as a game record", "line 1")
	requireMistake(t, h.reviewStart(alice, "huge.sgf", 9), "could not be read", "25")
	_, err := h.store.ActiveGame(context.Background(), h.channel)
	require.ErrorIs(t, err, match.ErrNotFound, "no failed start left a review")

	require.False(t, h.reviewStart(alice, "lesson.sgf", 900).Ephemeral)
	before := h.game()
	for line, want := range map[string]string{
		"/review prev":               "already at the start",
		"/review goto move:99":       "move 99 does not exist",
		"/review goto move:-1":       "whole number from 0",
		"/review next count:0":       "from 1 to 1000",
		"/review variation number:4": "No such variation: this line has no variations",
		"/review play point:Z9":      "Z9",
		"/review comment text: ":     "Write something",
		"/move point:D4":             "reviewing a game record",
	} {
		requireMistake(t, h.run(bob, line), want)
		after := h.game()
		require.Equal(t, before.Version, after.Version, "%s changed the review", line)
	}
	requireMistake(t, h.run(bob, "/review comment text:"+strings.Repeat("x", 1001)), "up to 1000 characters")
	h.run(bob, "/review next")
	before = h.game()
	requireMistake(t, h.run(bob, "/review play point:E5"), "occupied")
	require.Equal(t, before.Version, h.game().Version)
	requireMistake(t, h.reviewStart(bob, "lesson.sgf", 900), "already has a game review")
	requireMistake(t, h.run(bob, "/play opponent:alice"), "already has a game review")
}

// TestReviewUnreadGameInfo: game information the record holds and gobot
// cannot read is named in the opening message with what the review uses
// instead, and the export gives it back as written, also after the store
// copied the game (the memory store clones every game it keeps).
func TestReviewUnreadGameInfo(t *testing.T) {
	h, files := newReviewHarness(t)
	files[cdn+"odd.sgf"] = []byte("(;GM[1]FF[4]SZ[9]KM[six and a half]RU[Ing]RE[white wins];B[ee];W[cc])")
	r := h.reviewStart(alice, "odd.sgf", 80)
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "`KM[six and a half]` could not be read: the game uses komi 6.5")
	require.Contains(t, r.Content, "`RU[Ing]` could not be read")
	require.Contains(t, r.Content, "`RE[white wins]` could not be read")
	h.run(bob, "/review next")
	// A variation tried in the record keeps its result as written.
	r = h.run(bob, "/review play point:C3")
	require.False(t, r.Ephemeral, r.Content)
	r = h.run(carol, "/review sgf")
	require.Len(t, r.Files, 1)
	out := string(r.Files[0].Data)
	for _, want := range []string{"KM[six and a half]", "RU[Ing]", "RE[white wins]"} {
		require.Contains(t, out, want)
	}
	require.NotContains(t, out, "KM[6.5]", "no invented komi beside the record's own")
}

// TestReviewFileNotThere: a file that is not there (a console path that
// does not exist, an attachment the CDN no longer has) is the user's to
// attach again, not an internal error.
func TestReviewFileNotThere(t *testing.T) {
	h := newHarness(t, commands.WithFetcher(bot.FileFetcher{}))
	missing := t.TempDir() + "/gone.sgf"
	req := h.request(alice, "/review start file:900")
	req.Attachments = map[string]commands.Attachment{"900": {ID: "900", Filename: "gone.sgf", URL: "file://" + missing, Size: 10}}
	requireMistake(t, h.send(req), "gone.sgf is not there to read: attach the file again.")
	require.NotContains(t, h.logs.String(), "command failed", "not logged as gobot's failure")

	require.NoError(t, os.WriteFile(missing, []byte("(;SZ[9];B[ee])"), 0o644))
	req = h.request(alice, "/review start file:900")
	req.Attachments = map[string]commands.Attachment{"900": {ID: "900", Filename: "gone.sgf", URL: "file://" + missing, Size: 14}}
	require.False(t, h.send(req).Ephemeral, "the same file, once there, is reviewed")
}
