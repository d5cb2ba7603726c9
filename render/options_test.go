package render

import (
	"bytes"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/coretest"
)

// TestResultOption: a finished game's result heads the picture unless
// Result(false) leaves it out; then the header says whose turn it is, as
// for a game in play. The game itself keeps its result.
func TestResultOption(t *testing.T) {
	g := coretest.Parse(t, `
		. . . . . . . . .
		. . . . . . . . .
		. . O . . . X . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . X . . . O . .
		. . . . . . . . .
		. . . . . . . . .`).Game(t)
	if err := g.Play(core.Play(core.Black, coretest.Pt(t, "E5", 9))); err != nil {
		t.Fatal(err)
	}
	res := core.Result{Winner: core.Black, Reason: core.ByResignation}
	g.SetResult(res)
	head := func(opts ...Option) string { return rowsText(paintT(t, g, opts...).header) }
	if h := head(); !strings.Contains(h, "Black wins by resignation") || strings.Contains(h, "to play") {
		t.Errorf("default header %q: want the result, not whose turn it is", h)
	}
	if h := head(Result(true)); !strings.Contains(h, "Black wins by resignation") {
		t.Errorf("Result(true) header %q lacks the result", h)
	}
	h := head(Result(false))
	if strings.Contains(h, "wins") || !strings.Contains(h, "White to play") || !strings.Contains(h, "Move 1: E5") {
		t.Errorf("Result(false) header %q: want White to play after move 1, no result", h)
	}
	if g.Result() != res {
		t.Errorf("the game's result became %v", g.Result())
	}
	// Without a result to hide, Result(false) changes nothing.
	g.SetResult(core.Result{})
	var a, b bytes.Buffer
	if err := PNG(&a, g, Width(300)); err != nil {
		t.Fatal(err)
	}
	if err := PNG(&b, g, Width(300), Result(false)); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("Result(false) changed the picture of a game without a result")
	}
}

// TestLabelsOption: extra labels are drawn as the same labels in the
// node's markup would be, over the node's own mark on their point, also
// with Markup(false), and the node is left as it was. Labels off the
// board or the crop, and empty ones, are no marks.
func TestLabelsOption(t *testing.T) {
	d := coretest.Parse(t, `
		. . . . . . . . .
		. . . . . . . . .
		. . O . . . X . .
		. . . . . . . . .
		. . . . a . . . .
		. . . . . . . . .
		. . x . . . O . .
		. . . . b . . . .
		. . . . . . . . .`)
	g := d.Game(t)
	c3, e5, e2 := d.Point(t, 'x'), d.Point(t, 'a'), d.Point(t, 'b')
	g.Cursor().AddMark(core.Mark{Kind: core.Triangle, Point: c3})
	g.Cursor().AddMark(core.Mark{Kind: core.Square, Point: e2})
	before := g.Cursor().Marks()
	labels := map[core.Point]string{c3: "1", e5: "22", e2: "", core.Pt(12, 12): "9"}
	opt := Labels(labels)
	labels[e5] = "changed after" // the option keeps its own copy

	cv := paintT(t, g, Width(500), opt)
	if m := cv.marks[c3]; m.Kind != core.Label || m.Text != "1" {
		t.Errorf("C3: %+v, want the label 1 over the node's triangle", m)
	}
	if m := cv.marks[e5]; m.Kind != core.Label || m.Text != "22" {
		t.Errorf("E5: %+v, want the label 22", m)
	}
	if m := cv.marks[e2]; m.Kind != core.Square {
		t.Errorf("E2: %+v, want the node's square: an empty label is no mark", m)
	}
	if len(cv.marks) != 3 {
		t.Errorf("marks %v, want three (nothing off the board)", cv.marks)
	}
	if after := g.Cursor().Marks(); len(after) != len(before) || after[0] != before[0] || after[1] != before[1] {
		t.Errorf("the node's marks changed: %v, were %v", after, before)
	}

	// The picture is the one the same labels in the markup give.
	var withOpt, withMarkup bytes.Buffer
	if err := PNG(&withOpt, g, Width(500), opt); err != nil {
		t.Fatal(err)
	}
	g.Cursor().AddMark(core.Mark{Kind: core.Label, Point: c3, Text: "1"})
	g.Cursor().AddMark(core.Mark{Kind: core.Label, Point: e5, Text: "22"})
	if err := PNG(&withMarkup, g, Width(500)); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(withOpt.Bytes(), withMarkup.Bytes()) {
		t.Error("Labels draws otherwise than the same labels in the node's markup")
	}
	g.Cursor().RemoveMark(c3)
	g.Cursor().RemoveMark(e5)

	// Without markup only the extra labels show; outside the crop none.
	cv = paintT(t, g, Width(500), opt, Markup(false))
	if len(cv.marks) != 2 || cv.marks[c3].Text != "1" || cv.marks[e5].Text != "22" {
		t.Errorf("Markup(false): marks %v, want the two labels alone", cv.marks)
	}
	cv = paintT(t, g, Width(500), opt, Crop(coretest.Pt(t, "A1", 9), coretest.Pt(t, "D4", 9)))
	if len(cv.marks) != 1 || cv.marks[c3].Text != "1" {
		t.Errorf("cropped to A1:D4: marks %v, want C3's label alone", cv.marks)
	}
}
