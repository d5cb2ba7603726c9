package render

import (
	"bytes"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/sgf"
)

// TestHeaderNameCoverage: the header shows only what the Go fonts can draw.
// A name partly in another script keeps its drawable words; a name with
// none left becomes the colour's name; every shown name is made of runes
// the fonts have glyphs for.
func TestHeaderNameCoverage(t *testing.T) {
	ft, err := fonts()
	if err != nil {
		t.Fatal(err)
	}
	// The premise: the fonts lack CJK, Hangul and emoji, and have Latin-1.
	for _, r := range "李박🐉" {
		if covers(ft, r) {
			t.Fatalf("the fonts have a glyph for %q: the test's premise is wrong", r)
		}
	}
	for _, r := range "JürgenFrançoisΑλέξηςЖуков" {
		if !covers(ft, r) {
			t.Fatalf("the fonts lack %q", r)
		}
	}
	for _, c := range []struct {
		name, fallback, want string
	}{
		{"Jürgen Müller", "Black", "Jürgen Müller"},
		{"Ju\u0308rgen", "Black", "Jürgen"}, // decomposed: composed to draw ü
		{"Αλέξης", "Black", "Αλέξης"},
		{"李世石 (Lee Sedol)", "Black", "Lee Sedol"},
		{"柯洁 🐉 Ke Jie", "White", "Ke Jie"},
		{"Ke Jie 🐉", "White", "Ke Jie"},
		{"李世石", "Black", "Black"},
		{"박정환", "White", "White"},
		{"🐉🐉", "White", "White"},
		{"A 김", "Black", "Black"},     // one letter names nobody
		{"(李) [Go] 🐉", "Black", "Go"}, // brackets go with what they held
		{"Shin Jinseo", "Black", "Shin Jinseo"},
	} {
		got := headerName(ft, c.name, c.fallback)
		if got != c.want {
			t.Errorf("headerName(%q) = %q, want %q", c.name, got, c.want)
		}
		if !drawable(ft, got) {
			t.Errorf("headerName(%q) = %q has runes the fonts lack", c.name, got)
		}
	}
	if got := drawableText(ft, "Game 🐉 of the year 李"); got != "Game of the year" {
		t.Errorf("drawableText = %q", got)
	}
}

// TestHeaderNamesWithoutBoxes renders the header of records whose players
// are named in other scripts: the picture is exactly the one drawn with the
// names the header falls back to, so no missing-glyph box is drawn.
func TestHeaderNamesWithoutBoxes(t *testing.T) {
	for _, c := range []struct {
		record, black, white string
	}{
		{"(;SZ[9]PB[李世石 (Lee Sedol)]PW[柯洁 🐉 Ke Jie];B[ee])", "Lee Sedol", "Ke Jie"},
		{"(;SZ[9]PB[李世石]PW[박정환];B[ee])", "Black", "White"},
	} {
		g, err := sgf.ReadGame([]byte(c.record))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.GoTo(g.Root().Children()[0]); err != nil {
			t.Fatal(err)
		}
		got, err := Image(g, Width(400))
		if err != nil {
			t.Fatal(err)
		}
		want, err := Image(g, Width(400), Players(c.black, c.white))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Pix, want.Pix) {
			t.Errorf("%s: the header differs from one naming %q and %q", c.record, c.black, c.white)
		}
		// And with the names given as options, as the bot gives them.
		opt, err := Image(g, Width(400), Players(g.PlayerName(core.Black), g.PlayerName(core.White)))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(opt.Pix, want.Pix) {
			t.Errorf("%s: Players(...) draws other names than %q and %q", c.record, c.black, c.white)
		}
	}
}

// TestLabelText: a label shows at most MaxLabel drawable characters, a
// longer one its start and "…", and whole says when that is not all of it.
func TestLabelText(t *testing.T) {
	for _, c := range []struct {
		label, shown string
		whole        bool
	}{
		{"A", "A", true},
		{"12", "12", true},
		{"abc", "abc", true},
		{"hello", "he…", false},
		{"abcd", "ab…", false},
		{"a b", "ab", true}, // spaces say nothing inside a stone
		{"李", "", false},
		{"a李", "a", false},
		{"Ü", "Ü", true},
	} {
		shown, whole := LabelText(c.label)
		if shown != c.shown || whole != c.whole {
			t.Errorf("LabelText(%q) = %q, %v; want %q, %v", c.label, shown, whole, c.shown, c.whole)
		}
	}
	// The long label is drawn as its shown text: with the ellipsis, not
	// squashed to its first three letters.
	draw := func(label string) []byte {
		t.Helper()
		g, err := sgf.ReadGame([]byte("(;SZ[9];B[ee]LB[cc:" + label + "][gg:" + label + "])"))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.GoTo(g.Root().Children()[0]); err != nil {
			t.Fatal(err)
		}
		img, err := Image(g, Width(400))
		if err != nil {
			t.Fatal(err)
		}
		return img.Pix
	}
	if !bytes.Equal(draw("hello"), draw("he…")) {
		t.Error(`LB "hello" is not drawn as "he…"`)
	}
	if bytes.Equal(draw("hello"), draw("hel")) {
		t.Error(`LB "hello" is drawn as "hel", cut without a sign`)
	}
	if !bytes.Equal(draw("李"), draw("")) {
		t.Error(`LB "李" draws something: a missing-glyph box`)
	}
}
