package gtp

import (
	"strconv"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/stretchr/testify/require"
)

func TestFixedHandicap(t *testing.T) {
	e := New()
	transcript(t, e, []step{
		{"fixed_handicap 2", "= Q16 D4"},
		{"fixed_handicap 2", "? board not empty"},
		{"undo", "? cannot undo"},
		{"list_stones black", "= Q16 D4"},
		{"clear_board", "= "},
		{"fixed_handicap 9", "= D16 K16 Q16 D10 K10 Q10 D4 K4 Q4"},
		{"clear_board", "= "},
		{"fixed_handicap 5", "= D16 Q16 K10 D4 Q4"},
		{"clear_board", "= "},
		{"fixed_handicap 1", "? invalid handicap: 1 stone (a fixed handicap is 2 to 9 stones)"},
		{"fixed_handicap 10", "? invalid handicap: 10 stones (a fixed handicap is 2 to 9 stones)"},
		{"fixed_handicap two", "? number of stones not an integer"},
		{"fixed_handicap", "? fixed_handicap takes a number of stones"},
		{"boardsize 9", "= "},
		{"fixed_handicap 9", "= C7 E7 G7 C5 E5 G5 C3 E3 G3"},
		{"boardsize 8", "= "},
		{"fixed_handicap 5", "? invalid handicap: 5 stones on a 8x8 board (7x7 and even boards allow at most 4)"},
		{"boardsize 5", "= "},
		{"fixed_handicap 2", "? invalid handicap: no fixed handicap on a 5x5 board (7x7 is the smallest)"},
	})
	// After a handicap White moves first, and komi is kept.
	transcript(t, e, []step{{"boardsize 19", "= "}, {"komi 0.5", "= "}, {"fixed_handicap 4", "= D16 Q16 D4 Q4"}})
	require.Equal(t, core.White, e.Game().ToMove())
	require.Equal(t, 4, e.Game().Handicap())
	require.Equal(t, 0.5, e.Game().Komi())
}

func TestPlaceFreeHandicap(t *testing.T) {
	e := New()
	transcript(t, e, []step{
		{"place_free_handicap 3", "= D16 Q16 D4"},
		{"place_free_handicap 3", "? board not empty"},
		{"clear_board", "= "},
		{"place_free_handicap 1", "? invalid number of stones: 1 (2 to 360 on 19x19)"},
		{"place_free_handicap 361", "? invalid number of stones: 361 (2 to 360 on 19x19)"},
	})
	for _, c := range []struct{ size, n int }{{19, 9}, {19, 12}, {19, 360}, {9, 7}, {9, 80}, {8, 6}, {5, 4}, {2, 3}} {
		e := New()
		transcript(t, e, []step{{"boardsize " + itoa(c.size), "= "}})
		ans, _ := e.Handle("place_free_handicap " + itoa(c.n))
		require.True(t, strings.HasPrefix(ans, "= "), ans)
		vs := strings.Fields(ans[1:])
		require.Len(t, vs, c.n, "%d×%d %d stones", c.size, c.size, c.n)
		seen := core.NewPointSet(c.size)
		for _, v := range vs {
			p, err := core.ParseGTP(v, c.size)
			require.NoError(t, err)
			require.False(t, seen.Has(p), "%v twice", p)
			seen.Add(p)
		}
		require.True(t, seen.Equal(e.Game().Board().Stones(core.Black)))
		require.Equal(t, c.n, e.Game().Handicap())
		require.Equal(t, core.White, e.Game().ToMove())
		// The choice is deterministic.
		again := New()
		again.Handle("boardsize " + itoa(c.size))
		ans2, _ := again.Handle("place_free_handicap " + itoa(c.n))
		require.Equal(t, ans, ans2)
	}
	// Stones beyond the fixed points spread out: on 19×19 the 10th stone
	// is far from the 9 star points.
	ans, _ := New().Handle("place_free_handicap 10")
	vs := strings.Fields(ans[1:])
	p10, _ := core.ParseGTP(vs[9], 19)
	for _, v := range vs[:9] {
		p, _ := core.ParseGTP(v, 19)
		require.GreaterOrEqual(t, abs(p.X()-p10.X())+abs(p.Y()-p10.Y()), 4, "stone 10 at %v is next to %v", p10, p)
	}
}

func TestSetFreeHandicap(t *testing.T) {
	e := New()
	transcript(t, e, []step{
		{"boardsize 9", "= "},
		{"set_free_handicap a1", "? invalid handicap: 1 stone (2 to 80 on 9x9)"},
		{"set_free_handicap a1 a1", "? repeated vertex A1"},
		{"set_free_handicap a1 z1", "? bad vertex list: \"z1\" is not a point on 9x9"},
		{"set_free_handicap a1 pass", "? bad vertex list: \"pass\" is not a point on 9x9"},
		{"set_free_handicap C3 g7 E5", "= "},
		{"list_stones black", "= G7 E5 C3"},
		{"set_free_handicap a1 b1", "? board not empty"},
		{"undo", "? cannot undo"},
		{"play w d4", "= "},
		{"undo", "= "},
	})
	require.Equal(t, 3, e.Game().Handicap())
	require.Equal(t, core.White, e.Game().ToMove())
}

func itoa(n int) string { return strconv.Itoa(n) }
