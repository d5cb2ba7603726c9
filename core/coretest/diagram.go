package coretest

import (
	"slices"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// Diagram is a board diagram read by Parse: the position it draws and the
// points it marks.
type Diagram struct {
	size  int
	rules core.Rules
	black []core.Point
	white []core.Point
	// marks holds, per character other than X and O, the points drawn
	// with it, in index order.
	marks map[rune][]core.Point
}

// Option changes how Parse reads a diagram.
type Option func(*config)

type config struct {
	size  int
	rules core.Rules
}

// Size makes the diagram the top-left corner of a size×size board: its
// first row is the board's top row and its first column column A. The
// rows may then be shorter than size, and fewer. Without Size the diagram
// draws the whole board, as many points to a row as it has rows.
func Size(size int) Option { return func(c *config) { c.size = size } }

// Rules sets the rules of the board (default core.JapaneseRules).
func Rules(r core.Rules) Option { return func(c *config) { c.rules = r } }

// Parse reads a board diagram, top row first, one character per point:
//
//	X  a black stone          O  a white stone
//	x  a black stone, marked  o  a white stone, marked
//	.  an empty point         +  an empty point too
//
// and any other letter, digit or one of * # ? @ ! is an empty point marked
// with that character. Spaces and tabs are ignored, so a diagram may space
// its points out or not; blank lines are ignored too. The marks are for
// the test to read back (Points, Point, Set): a puzzle's target stones,
// the points of a region ('.' against '+'), where labels or numbers go.
//
// A diagram that is not square (without Size), does not fit the board or
// holds another character fails the test.
func Parse(t testing.TB, diagram string, opts ...Option) *Diagram {
	t.Helper()
	cfg := config{rules: core.JapaneseRules}
	for _, o := range opts {
		o(&cfg)
	}
	rows := rowsOf(diagram)
	if len(rows) == 0 {
		t.Fatalf("coretest: empty diagram")
	}
	size := cfg.size
	if size == 0 {
		size = len(rows)
		for i, row := range rows {
			if len(row) != size {
				t.Fatalf("coretest: diagram row %d has %d points, want %d (a square diagram, or a corner with coretest.Size)", i+1, len(row), size)
			}
		}
	}
	if size < core.MinSize || size > core.MaxSize {
		t.Fatalf("coretest: a %d×%d board is not one core plays on", size, size)
	}
	if len(rows) > size {
		t.Fatalf("coretest: diagram has %d rows, more than the %d of the board", len(rows), size)
	}
	d := &Diagram{size: size, rules: cfg.rules, marks: map[rune][]core.Point{}}
	for i, row := range rows {
		if len(row) > size {
			t.Fatalf("coretest: diagram row %d has %d points, more than the %d of the board", i+1, len(row), size)
		}
		for x, ch := range row {
			p := core.Pt(x, size-1-i)
			switch {
			case ch == 'X' || ch == 'x':
				d.black = append(d.black, p)
			case ch == 'O' || ch == 'o':
				d.white = append(d.white, p)
			case !isMark(ch):
				t.Fatalf("coretest: diagram row %d holds %q, which is not a point", i+1, ch)
			}
			if ch != 'X' && ch != 'O' {
				d.marks[ch] = append(d.marks[ch], p)
			}
		}
	}
	for ch := range d.marks {
		slices.Sort(d.marks[ch])
	}
	slices.Sort(d.black)
	slices.Sort(d.white)
	return d
}

// rowsOf splits a diagram into its rows of points, without blanks.
func rowsOf(diagram string) [][]rune {
	var rows [][]rune
	for _, line := range strings.Split(diagram, "\n") {
		row := []rune(strings.Map(func(r rune) rune {
			if r == ' ' || r == '\t' || r == '\r' {
				return -1
			}
			return r
		}, line))
		if len(row) > 0 {
			rows = append(rows, row)
		}
	}
	return rows
}

// isMark reports whether ch draws an empty point (marked or not).
func isMark(ch rune) bool {
	switch {
	case ch == '.' || ch == '+' || strings.ContainsRune("*#?@!", ch):
		return true
	case ch >= 'a' && ch <= 'z', ch >= 'A' && ch <= 'Z', ch >= '0' && ch <= '9':
		return true
	}
	return false
}

// Size returns the board size.
func (d *Diagram) Size() int { return d.size }

// Board returns a new board holding the diagram's stones, under its rules.
func (d *Diagram) Board(t testing.TB) *core.Board {
	t.Helper()
	b, err := core.NewBoard(d.size, d.rules)
	if err != nil {
		t.Fatalf("coretest: %v", err)
	}
	b.Setup(core.Black, d.black...)
	b.Setup(core.White, d.white...)
	return b
}

// Game returns a new game whose root sets up the diagram's stones (SGF AB
// and AW), with the cursor on the root. The game has the diagram's size
// and rules; opts add others of core's options (core.Komi, ...). Black is
// to move unless the root says otherwise (Node.SetToMove, then GoTo).
func (d *Diagram) Game(t testing.TB, opts ...core.Option) *core.Game {
	t.Helper()
	opts = append([]core.Option{core.Size(d.size), core.WithRules(d.rules)}, opts...)
	g, err := core.NewGame(opts...)
	if err != nil {
		t.Fatalf("coretest: %v", err)
	}
	if len(d.black)+len(d.white) > 0 {
		g.Root().SetSetup(&core.Setup{Black: slices.Clone(d.black), White: slices.Clone(d.white)})
		if err := g.GoTo(g.Root()); err != nil {
			t.Fatalf("coretest: %v", err)
		}
	}
	return g
}

// Points returns the points drawn with ch, in index order (bottom row
// first): for 'x' and 'o' the marked stones, for '.' or '+' the empty
// points drawn so, for another mark its points. 'X' and 'O' give nothing:
// use Board(t).Stones.
func (d *Diagram) Points(ch rune) []core.Point { return slices.Clone(d.marks[ch]) }

// Point returns the one point drawn with ch; none or several fail the test.
func (d *Diagram) Point(t testing.TB, ch rune) core.Point {
	t.Helper()
	pts := d.marks[ch]
	if len(pts) != 1 {
		t.Fatalf("coretest: the diagram draws %d points with %q, want one", len(pts), ch)
	}
	return pts[0]
}

// Set returns the points drawn with any of the characters of chars, as
// a set ("xo" gives every marked stone).
func (d *Diagram) Set(chars string) core.PointSet {
	s := core.NewPointSet(d.size)
	for _, ch := range chars {
		for _, p := range d.marks[ch] {
			s.Add(p)
		}
	}
	return s
}

// Board reads a diagram (see Parse) and returns its board.
func Board(t testing.TB, diagram string, opts ...Option) *core.Board {
	t.Helper()
	return Parse(t, diagram, opts...).Board(t)
}

// Draw draws the stones of b as a diagram, top row first, one line a row
// ending in a newline: X black, O white, '.' empty. Normalize brings a
// diagram written in a test to the same form.
func Draw(b *core.Board) string {
	var s strings.Builder
	for y := b.Size() - 1; y >= 0; y-- {
		for x := 0; x < b.Size(); x++ {
			switch b.At(core.Pt(x, y)) {
			case core.Black:
				s.WriteByte('X')
			case core.White:
				s.WriteByte('O')
			default:
				s.WriteByte('.')
			}
		}
		s.WriteByte('\n')
	}
	return s.String()
}

// Normalize returns a diagram in Draw's form: without spaces and blank
// lines, '+' written '.', each row ending in a newline. Other characters
// stay as they are, so it also serves pictures drawn with other letters.
func Normalize(diagram string) string {
	var s strings.Builder
	for _, row := range rowsOf(diagram) {
		s.WriteString(strings.ReplaceAll(string(row), "+", "."))
		s.WriteByte('\n')
	}
	return s.String()
}

// Pt reads a GTP vertex ("D4") on a size×size board; a bad one fails the
// test.
func Pt(t testing.TB, vertex string, size int) core.Point {
	t.Helper()
	p, err := core.ParseGTP(vertex, size)
	if err != nil {
		t.Fatalf("coretest: %v", err)
	}
	return p
}

// Pts reads GTP vertices separated by spaces ("D4 E5 F6").
func Pts(t testing.TB, vertices string, size int) []core.Point {
	t.Helper()
	var pts []core.Point
	for _, v := range strings.Fields(vertices) {
		pts = append(pts, Pt(t, v, size))
	}
	return pts
}
