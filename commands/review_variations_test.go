package commands_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/core"
	coresgf "github.com/gobot-baduk/gobot/core/sgf"
	"github.com/stretchr/testify/require"
)

// newVariationsHarness starts a review of variations.sgf: three variations
// after move 2 (White O17, the main line; F3; R17), the first five moves
// long, the second two, the third one; move 2 carries the labels A and
// "hello".
func newVariationsHarness(t *testing.T) (*harness, []byte) {
	t.Helper()
	data, err := os.ReadFile("testdata/review/variations.sgf")
	require.NoError(t, err)
	h := newHarness(t, commands.WithFetcher(fakeFiles{cdn + "variations.sgf": data}))
	r := h.reviewStart(alice, "variations.sgf", len(data))
	require.False(t, r.Ephemeral, r.Content)
	return h, data
}

// TestReviewSwitchesVariations: /review variation chooses among the
// alternatives at the nearest branch at or above the cursor, so that from
// one variation the next number switches to its sibling.
func TestReviewSwitchesVariations(t *testing.T) {
	h, _ := newVariationsHarness(t)
	r := h.run(bob, "/review goto move:2")
	require.Contains(t, r.Content, "3 variations follow, numbered on the board: 1: White O17 (main line) · 2: White F3 · 3: White R17.")

	r = h.run(bob, "/review variation number:2")
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "move 3, White F3 (variation 2 of 3 after move 2)")
	// The QA report: from variation 2, variation 3 switched nowhere.
	r = h.run(bob, "/review variation number:3")
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "move 3, White R17 (variation 3 of 3 after move 2)")
	r = h.run(bob, "/review variation number:1")
	require.Contains(t, r.Content, "move 3, White O17 (variation 1 of 3 after move 2)")

	// Deeper in a variation, the number still picks at its branch.
	h.run(bob, "/review variation number:2")
	r = h.run(bob, "/review next")
	require.Contains(t, r.Content, "move 4, Black D6 (variation 2 of 3 after move 2)")
	r = h.run(bob, "/review variation number:3")
	require.Contains(t, r.Content, "move 3, White R17 (variation 3 of 3 after move 2)")

	// Wrong numbers say how many there are, and change nothing.
	before := h.game().Version
	requireMistake(t, h.run(bob, "/review variation number:9"), "No such variation: there are 3 here, after move 2 (choose 1 to 3).")
	require.Equal(t, before, h.game().Version)

	// The menu lists the same variations, the current one chosen, and
	// switches like the command.
	r = h.run(bob, "/review variation")
	menu := findSelect(r)
	require.NotNil(t, menu, r.Content)
	require.Len(t, menu.Options, 3)
	require.Equal(t, "3: White R17", menu.Options[2].Label)
	require.True(t, menu.Options[2].Default)
	require.False(t, menu.Options[0].Default)
	req := h.clickRequest(carol, menu.CustomID)
	req.Values = []string{"1"}
	r = h.send(req)
	require.True(t, r.Update)
	require.Contains(t, r.Content, "move 3, White F3 (variation 2 of 3 after move 2)")

	// On a line without branches there is nothing to choose.
	h.run(bob, "/review goto move:0")
	requireMistake(t, h.run(bob, "/review variation number:2"), "No such variation: this line has no variations")
	require.Nil(t, findSelect(h.run(bob, "/review goto move:1")))
}

// TestReviewMarksVariations: where variations continue, the board numbers
// the next move of each, as the text and /review variation do; the
// record's own markup is kept in the export, without those numbers.
func TestReviewMarksVariations(t *testing.T) {
	h, data := newVariationsHarness(t)
	r := h.run(bob, "/review goto move:2")
	require.Len(t, r.Files, 1)

	// The picture expected: move 2 with the labels 1, 2, 3 on O17, F3 and
	// R17 beside the record's markup, drawn as gobot draws reviews.
	g, err := coresgf.ReadGame(data)
	require.NoError(t, err)
	require.NoError(t, g.GoToMove(2))
	g.SetResult(core.Result{}) // not the end of the main line: no result in the header
	draw := func(g *core.Game) []byte {
		var buf bytes.Buffer
		require.NoError(t, commands.DefaultRenderer().RenderBoard(&buf, g, commands.View{Black: "Shin Jinseo", White: "Ke Jie"}))
		return buf.Bytes()
	}
	plain := draw(g)
	for i, p := range []string{"O17", "F3", "R17"} {
		q, err := core.ParseGTP(p, 19)
		require.NoError(t, err)
		g.Cursor().AddMark(core.Mark{Kind: core.Label, Point: q, Text: string(rune('1' + i))})
	}
	require.NotEqual(t, plain, draw(g), "the labels show")
	if want := draw(g); !bytes.Equal(want, r.Files[0].Data) {
		if dir := os.Getenv("GOBOT_TEST_DUMP"); dir != "" {
			_ = os.WriteFile(dir+"/want.png", want, 0o644)
			_ = os.WriteFile(dir+"/got.png", r.Files[0].Data, 0o644)
		}
		t.Fatal("the review does not number the variations on the board as expected")
	}

	// The long label is listed in the text, where it can be read whole.
	require.Contains(t, r.Content, "Labels: C17 “hello”.")
	require.NotContains(t, r.Content, "“A”", "a label the board shows whole is not listed")

	// The numbers are the picture's, not the record's.
	r = h.run(bob, "/review sgf")
	require.Len(t, r.Files, 1)
	out := string(r.Files[0].Data)
	require.Contains(t, out, "LB[qq:A][cc:hello]")
	for _, l := range []string{":1]", ":2]", ":3]"} {
		require.NotContains(t, out, l, out)
	}
}

// TestReviewViewOptions: the review asks the renderer for what it means
// instead of editing the record around the render: the variation numbers
// as extra labels, and the record's result only at the end of the main
// line (B+R after move 8 here), never in the middle of the game or in a
// variation.
func TestReviewViewOptions(t *testing.T) {
	data, err := os.ReadFile("testdata/review/variations.sgf")
	require.NoError(t, err)
	rec := &recordingRenderer{}
	h := newHarness(t, commands.WithFetcher(fakeFiles{cdn + "variations.sgf": data}), commands.WithRenderer(rec))
	require.False(t, h.reviewStart(alice, "variations.sgf", len(data)).Ephemeral)
	require.True(t, rec.last().HideResult, "the start of the record is not where it ended")

	h.run(bob, "/review goto move:2")
	v := rec.last()
	require.True(t, v.HideResult, "move 2 of 8")
	pt := func(s string) core.Point {
		p, err := core.ParseGTP(s, 19)
		require.NoError(t, err)
		return p
	}
	require.Equal(t, map[core.Point]string{pt("O17"): "1", pt("F3"): "2", pt("R17"): "3"}, v.Labels)

	h.run(bob, "/review goto move:8")
	v = rec.last()
	require.False(t, v.HideResult, "the end of the main line shows the record's result")
	require.Empty(t, v.Labels, "no variations follow the last move")

	h.run(bob, "/review goto move:2")
	h.run(bob, "/review variation number:2")
	h.run(bob, "/review next")
	require.True(t, rec.last().HideResult, "the end of a variation is not where the game ended")
}

// TestReviewWording: a review command without a review says so (not "no
// game"), counts are singular when one, and the export does not invent
// komi or rules the record left out.
func TestReviewWording(t *testing.T) {
	record := "(;GM[1]FF[4]SZ[9]PB[Jürgen Müller]PW[François]LB[ee:centre];B[ee]C[Schön])"
	h := newHarness(t, commands.WithFetcher(fakeFiles{cdn + "one.sgf": []byte(record)}))
	for _, line := range []string{"/review end", "/review next", "/review comment text:hi", "/review play point:D4", "/review sgf"} {
		requireMistake(t, h.run(alice, line), "There is no review in this channel: start one with `/review start`.")
	}
	r := h.reviewStart(alice, "one.sgf", len(record))
	require.Contains(t, r.Content, "(9×9, japanese rules, komi 6.5, 1 move)")
	require.Contains(t, r.Content, "Labels: E5 “centre”.")
	for _, r := range []*commands.Response{h.run(bob, "/review sgf"), h.run(alice, "/review end")} {
		require.Len(t, r.Files, 1, r.Content)
		f := r.Files[0]
		require.Equal(t, "review-Jurgen-Muller-vs-Francois.sgf", f.Name)
		out := string(f.Data)
		require.NotContains(t, out, "KM[", out)
		require.NotContains(t, out, "RU[", out)
		require.Contains(t, out, "PB[Jürgen Müller]")
		back, err := coresgf.ReadGame(f.Data)
		require.NoError(t, err)
		require.Equal(t, 6.5, back.Komi(), "it still reads with the default komi")
	}
	// A game in the channel is not a review.
	require.False(t, h.run(alice, "/play opponent:bob size:9").Ephemeral)
	h.click(bob, "Accept")
	requireMistake(t, h.run(alice, "/review next"), "This channel has a game, not a review")
	requireMistake(t, h.run(alice, "/review end"), "This channel has a game, not a review")
	require.True(t, strings.HasPrefix(h.game().Game.Root().PropText("RU"), "japanese"), "the game writes its rules")
}

// TestReviewManyVariations: a record with more variations than a message
// or a menu can list names the first ones, says how many more, and every
// one is reachable by number.
func TestReviewManyVariations(t *testing.T) {
	var sb strings.Builder
	sb.WriteString("(;SZ[19];B[dd]")
	n := 0
	for y := 0; y < 19 && n < 40; y += 2 {
		for x := 6; x < 19 && n < 40; x += 2 {
			sb.WriteString("(;W[" + string(rune('a'+x)) + string(rune('a'+y)) + "])")
			n++
		}
	}
	sb.WriteString(")")
	record := sb.String()
	h := newHarness(t, commands.WithFetcher(fakeFiles{cdn + "many.sgf": []byte(record)}))
	require.False(t, h.reviewStart(alice, "many.sgf", len(record)).Ephemeral)
	r := h.run(bob, "/review next")
	require.Contains(t, r.Content, "40 variations follow, numbered on the board: 1: White G19 (main line) · ")
	require.Contains(t, r.Content, " · and 30 more. Choose one below (the first 25) or with `/review variation number:`.")
	require.Less(t, len(r.Content), 2000, "Discord's limit")
	require.Len(t, findSelect(r).Options, 25)
	r = h.run(bob, "/review variation number:40")
	require.Contains(t, r.Content, "(variation 40 of 40 after move 1)")
}
