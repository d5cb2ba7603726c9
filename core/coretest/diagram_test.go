package coretest_test

import (
	"fmt"
	"runtime"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/coretest"
	"github.com/stretchr/testify/require"
)

func TestParseSquare(t *testing.T) {
	d := coretest.Parse(t, `
		. X O .
		x . + a
		. o . a
		* . . 1`, coretest.Rules(core.ChineseRules))
	require.Equal(t, 4, d.Size())
	b := d.Board(t)
	require.Equal(t, core.ChineseRules, b.Rules())
	pt := func(v string) core.Point { return coretest.Pt(t, v, 4) }
	require.Equal(t, []core.Point{pt("A3"), pt("B4")}, b.Stones(core.Black).Points())
	require.Equal(t, []core.Point{pt("B2"), pt("C4")}, b.Stones(core.White).Points())
	require.Equal(t, []core.Point{pt("A3")}, d.Points('x'))
	require.Equal(t, []core.Point{pt("B2")}, d.Points('o'))
	require.Equal(t, []core.Point{pt("D2"), pt("D3")}, d.Points('a'))
	require.Equal(t, pt("A1"), d.Point(t, '*'))
	require.Equal(t, pt("D1"), d.Point(t, '1'))
	require.Equal(t, []core.Point{pt("C3")}, d.Points('+'))
	require.Len(t, d.Points('.'), 7)
	require.Empty(t, d.Points('X'), "X and O are read from the board")
	require.Equal(t, []core.Point{pt("B2"), pt("A3"), pt("D3")}, d.Set("xoa").Minus(core.NewPointSet(4, pt("D2"))).Points())
	require.Equal(t, ".XO.\nX...\n.O..\n....\n", coretest.Draw(b))
	require.Equal(t, coretest.Draw(b), coretest.Normalize(`
		+XO+

		X . . .
		.O..
		. . . .`))
}

// With Size the diagram is the top-left corner of a larger board, and its
// rows may be short and few.
func TestParseCorner(t *testing.T) {
	d := coretest.Parse(t, `
		+ X o .
		X X`, coretest.Size(19))
	require.Equal(t, 19, d.Size())
	b := d.Board(t)
	require.Equal(t, 19, b.Size())
	pt := func(v string) core.Point { return coretest.Pt(t, v, 19) }
	require.Equal(t, []core.Point{pt("A18"), pt("B18"), pt("B19")}, b.Stones(core.Black).Points())
	require.Equal(t, []core.Point{pt("C19")}, d.Points('o'))
	require.Equal(t, []core.Point{pt("D19")}, d.Set(".").Points())
	require.Equal(t, core.JapaneseRules, b.Rules())
}

func TestGame(t *testing.T) {
	d := coretest.Parse(t, `
		. X .
		O . .
		. . .`)
	g := d.Game(t, core.Komi(0.5))
	require.Equal(t, 3, g.Size())
	require.Equal(t, 0.5, g.Komi())
	require.Equal(t, g.Root(), g.Cursor())
	require.Equal(t, coretest.Draw(d.Board(t)), coretest.Draw(g.Board()))
	require.NoError(t, g.Play(core.Play(core.Black, coretest.Pt(t, "A1", 3))))
	require.Equal(t, "B3 A2", fmt.Sprint(g.Root().Setup().Black[0], " ", g.Root().Setup().White[0]))
}

func TestPts(t *testing.T) {
	require.Equal(t, []core.Point{core.Pt(3, 3), core.Pt(4, 4)}, coretest.Pts(t, " D4  E5 ", 9))
	require.Empty(t, coretest.Pts(t, "", 9))
}

// fatal records a test failure and ends the goroutine, as t.Fatal does.
type fatal struct {
	testing.TB
	msg string
}

func (f *fatal) Helper() {}

func (f *fatal) Fatalf(format string, args ...any) {
	f.msg = fmt.Sprintf(format, args...)
	runtime.Goexit()
}

// fails runs fn with a TB whose Fatalf ends it, and returns the message.
func fails(t *testing.T, fn func(tb testing.TB)) string {
	f := &fatal{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		fn(f)
	}()
	<-done
	return f.msg
}

func TestParseRefuses(t *testing.T) {
	for _, tc := range []struct {
		name, diagram string
		opts          []coretest.Option
		want          string
	}{
		{"empty", "\n  \n", nil, "empty diagram"},
		{"not square", "...\n...", nil, "diagram row 1 has 3 points, want 2"},
		{"ragged", "..\n...", nil, "diagram row 2 has 3 points, want 2"},
		{"unknown character", "..\n.~", nil, `diagram row 2 holds '~'`},
		{"too many rows", "..\n..\n..", []coretest.Option{coretest.Size(2)}, "3 rows, more than the 2"},
		{"too long a row", "...", []coretest.Option{coretest.Size(2)}, "3 points, more than the 2"},
		{"too big a board", ".", []coretest.Option{coretest.Size(26)}, "26×26"},
		{"one point", ".", nil, "1×1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			msg := fails(t, func(tb testing.TB) { coretest.Parse(tb, tc.diagram, tc.opts...) })
			require.Contains(t, msg, tc.want)
		})
	}
	d := coretest.Parse(t, ". a\na .")
	require.Contains(t, fails(t, func(tb testing.TB) { d.Point(tb, 'a') }), "draws 2 points with 'a', want one")
	require.Contains(t, fails(t, func(tb testing.TB) { d.Point(tb, 'b') }), "draws 0 points")
	require.Contains(t, fails(t, func(tb testing.TB) { coretest.Pt(tb, "Z9", 9) }), "Z9")
}

func TestPlayAnyLegal(t *testing.T) {
	// Black may play two of the three points of the first row (the third
	// would fill the chain's last liberty), never in White's eyes...
	b := coretest.Board(t, `
		. O .
		O O O
		. . .`)
	r := core.NewRand(1)
	for i := 0; i < 2; i++ {
		p, ok := coretest.PlayAnyLegal(b, core.Black, r)
		require.True(t, ok)
		require.Equal(t, core.Black, b.At(p))
		require.Equal(t, 0, p.Y(), "Black cannot play in White's eyes at A3 and C3")
	}
	// ...and then none: every empty point is a suicide.
	_, ok := coretest.PlayAnyLegal(b, core.Black, r)
	require.False(t, ok, "\n%s", coretest.Draw(b))
}

// The package documentation's example: a ko read from a diagram.
func TestDocumentedKo(t *testing.T) {
	b := coretest.Board(t, `
		. X O .
		X O . O
		. X O .
		. . . .`)
	n, err := b.Play(core.Black, coretest.Pt(t, "C3", 4))
	require.NoError(t, err)
	require.Equal(t, 1, n)
	_, err = b.Play(core.White, coretest.Pt(t, "B3", 4))
	require.ErrorIs(t, err, core.ErrKo)
}
