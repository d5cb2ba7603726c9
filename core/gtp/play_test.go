package gtp

import (
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/stretchr/testify/require"
)

func TestBoardsizeClearBoardKomi(t *testing.T) {
	e := New()
	transcript(t, e, []step{
		{"boardsize 9", "= "},
		{"play b E5", "= "},
		{"list_stones black", "= E5"},
		{"boardsize 9", "= "}, // boardsize clears the board
		{"list_stones black", "= "},
		{"play b E5", "= "},
		{"clear_board", "= "},
		{"list_stones black", "= "},
		{"boardsize 26", "? unacceptable size (sizes go from 2 to 25)"},
		{"boardsize 1", "? unacceptable size (sizes go from 2 to 25)"},
		{"boardsize nine", "? boardsize not an integer"},
		{"boardsize", "? boardsize takes one number"},
		{"komi 0.5", "= "},
		{"komi -3", "= "},
		{"komi seven", "? komi not a float"},
		{"komi NaN", "? komi not a float"},
		{"komi 1e9", "? komi 1e+09 is out of range (-1000 to 1000)"},
	})
	require.Equal(t, 9, e.Game().Size())
	require.Equal(t, -3.0, e.Game().Komi())
	transcript(t, e, []step{{"clear_board", "= "}, {"boardsize 13", "= "}})
	require.Equal(t, -3.0, e.Game().Komi(), "komi survives clear_board and boardsize")
	require.Equal(t, 13, e.Game().Size())
}

func TestPlayCapturesAndQueries(t *testing.T) {
	e := New()
	transcript(t, e, []step{
		{"boardsize 5", "= "},
		// Black captures a white stone in the corner, then on the edge.
		{"play w a1", "= "},
		{"play b b1", "= "},
		{"play w e5", "= "},
		{"play b a2", "= "},
		{"captures black", "= 1"},
		{"captures white", "= 0"},
		{"list_stones black", "= A2 B1"},
		{"list_stones white", "= E5"},
		{"play w c2", "= "},
		{"play b pass", "= "},
		{"play w c1", "= "},
		{"play B PASS", "= "},
		{"play w d1", "= "},
		{"play b a1", "= "},
		{"play w B2", "= "}, // the chain A1, A2, B1 keeps one liberty, A3
		{"list_stones black", "= A2 A1 B1"},
		{"play w A3", "= "}, // now the chain A2, A1, B1 has no liberty
		{"captures white", "= 3"},
		{"list_stones black", "= "},
		{"list_stones white", "= E5 A3 B2 C2 C1 D1"},
		{"is_legal b a1", "= 1"},
		{"is_legal b b2", "= 0"}, // occupied
		{"is_legal black pass", "= 1"},
		{"is_legal b f1", "? invalid coordinate \"f1\" on 5x5"},
		{"is_legal b i1", "? invalid coordinate \"i1\" on 5x5"},
		{"is_legal b", "? is_legal takes a color and a vertex"},
		{"is_legal x a1", "? invalid color \"x\" (black, white, b or w)"},
		{"captures", "? captures takes a color"},
		{"list_stones red", "? invalid color \"red\" (black, white, b or w)"},
		{"all_legal", "? all_legal takes a color"},
		{"play b b2", "? illegal move: point is occupied: B2 already holds a white stone"},
		{"play b", "? play takes a color and a vertex"},
		{"play b z1", "? invalid coordinate \"z1\" on 5x5"},
	})
}

func TestSuicideAndKo(t *testing.T) {
	e := New()
	transcript(t, e, []step{
		{"boardsize 5", "= "},
		// A white ko shape around B2 and C2:
		//   3 . X O . .
		//   2 X . X O .
		//   1 . X O . .
		{"play b b3", "= "}, {"play w c3", "= "},
		{"play b a2", "= "}, {"play w d2", "= "},
		{"play b b1", "= "}, {"play w c1", "= "},
		{"play b c2", "= "},
		// White B2 has no liberty of its own but captures C2: legal, and a ko.
		{"is_legal w b2", "= 1"},
		{"play w b2", "= "},
		{"captures white", "= 1"},
		// Black may not retake at once.
		{"is_legal b c2", "= 0"},
		{"play b c2", "? illegal move: ko: C2 would retake the ko at once; play elsewhere first"},
		// all_legal for Black leaves out the ko point and the occupied points.
		{"all_legal b", "= A5 B5 C5 D5 E5 A4 B4 C4 D4 E4 A3 D3 E3 E2 A1 D1 E1"},
		// White A1 is legal: it captures B1, which has no other liberty.
		{"is_legal w a1", "= 1"},
		{"play b e5", "= "}, {"play w e4", "= "}, // ko threat and answer
		{"is_legal b c2", "= 1"},
		{"play b c2", "= "},
		{"captures black", "= 1"},
		{"is_legal w b2", "= 0"},
	})
	// Single- and multi-stone suicide are illegal under the default rules.
	transcript(t, New(), []step{
		{"boardsize 5", "= "},
		{"play b a2", "= "}, {"play b b1", "= "},
		{"is_legal w a1", "= 0"},
		{"play w a1", "? illegal move: suicide: A1 would leave its own stones without liberties"},
		// Black A1 would join A2 and B1 into a chain without liberties.
		{"play w b2", "= "}, {"play w a3", "= "}, {"play w c1", "= "},
		{"is_legal b a1", "= 0"},
		{"play b a1", "? illegal move: suicide: A1 would leave its own stones without liberties"},
		{"all_legal b", "= A5 B5 C5 D5 E5 A4 B4 C4 D4 E4 B3 C3 D3 E3 C2 D2 E2 D1 E1"},
	})
}

func TestOutOfTurnAndUndo(t *testing.T) {
	e := New()
	transcript(t, e, []step{
		{"boardsize 9", "= "},
		{"undo", "? cannot undo"},
		{"play w e5", "= "}, // White first: GTP allows any order
		{"play w d5", "= "},
		{"play b c5", "= "},
		{"play b c4", "= "},
		{"list_stones white", "= D5 E5"},
		{"list_stones black", "= C5 C4"},
		{"undo", "= "},
		{"list_stones black", "= C5"},
		{"undo", "= "}, {"undo", "= "}, {"undo", "= "},
		{"list_stones white", "= "},
		{"undo", "? cannot undo"},
		{"play b e5", "= "},
		{"play b e5", "? illegal move: point is occupied: E5 already holds a black stone"},
		{"list_stones black", "= E5"},
	})
	require.Equal(t, core.White, e.Game().ToMove())
	// Undo restores captures.
	transcript(t, e, []step{
		{"clear_board", "= "},
		{"play w a1", "= "}, {"play b a2", "= "}, {"play b b1", "= "},
		{"captures black", "= 1"},
		{"undo", "= "},
		{"captures black", "= 0"},
		{"list_stones white", "= A1"},
	})
}

func TestShowboard(t *testing.T) {
	e := New()
	transcript(t, e, []step{
		{"boardsize 7", "= "},
		{"play b c3", "= "}, {"play w e5", "= "},
		{"showboard", "= \n" +
			"   A B C D E F G\n" +
			" 7 . . . . . . . 7\n" +
			" 6 . . . . . . . 6\n" +
			" 5 . . + . O . . 5\n" +
			" 4 . . . + . . . 4\n" + // GNU Go marks the centre of 7×7
			" 3 . . X . + . . 3\n" +
			" 2 . . . . . . . 2     WHITE (O) has captured 0 stones\n" +
			" 1 . . . . . . . 1     BLACK (X) has captured 0 stones\n" +
			"   A B C D E F G"},
	})
	got, _ := New().Handle("showboard")
	require.Contains(t, got, "19 . . . . . . . . . . . . . . . . . . . 19\n")
	require.Contains(t, got, " 4 . . . + . . . . . + . . . . . + . . . 4\n")
	// From 10×10 on, GNU Go writes the prisoners beside the 9th and 10th
	// rows from the top.
	require.Contains(t, got, "11 . . . . . . . . . . . . . . . . . . . 11     WHITE (O) has captured 0 stones\n")
	require.Contains(t, got, "10 . . . + . . . . . + . . . . . + . . . 10     BLACK (X) has captured 0 stones\n")
	e = New()
	transcript(t, e, []step{{"boardsize 13", "= "}})
	got, _ = e.Handle("showboard")
	require.Contains(t, got, " 5 . . . . . . . . . . . . . 5     WHITE (O) has captured 0 stones\n")
	require.Contains(t, got, " 4 . . . + . . + . . + . . . 4     BLACK (X) has captured 0 stones\n")
	// Beyond GNU Go's 19 lines the same rules go on.
	transcript(t, e, []step{{"boardsize 25", "= "}})
	got, _ = e.Handle("showboard")
	require.Contains(t, got, "17 . . . . . . . . . . . . . . . . . . . . . . . . . 17     WHITE (O) has captured 0 stones\n")
	require.Contains(t, got, "13 . . . + . . . . . . . . + . . . . . . . . + . . . 13\n")
}

func TestGenmove(t *testing.T) {
	e := New(Seed(7))
	transcript(t, e, []step{{"boardsize 9", "= "}})
	for i := 0; i < 400; i++ {
		c := []string{"b", "w"}[i%2]
		col, _ := core.ParseColor(c)
		before := e.Game().Board().Clone()
		ans, _ := e.Handle("genmove " + c)
		require.True(t, strings.HasPrefix(ans, "= "), ans)
		v := strings.TrimSpace(ans[2:])
		if v == "pass" {
			// Pass only when every legal move would fill an own eye.
			for _, p := range before.Stones(core.Empty).Points() {
				if before.Legal(col, p) == nil {
					require.True(t, before.IsEye(col, p), "passed with %v playable", p)
				}
			}
			continue
		}
		p, err := core.ParseGTP(v, 9)
		require.NoError(t, err)
		require.NoError(t, before.Legal(col, p), "genmove chose an illegal move")
		require.False(t, before.IsEye(col, p), "genmove filled its own eye at %v", p)
		require.Equal(t, col, e.Game().Board().At(p), "genmove did not play its move")
	}
	// The same seed plays the same game.
	a, b := New(Seed(3)), New(Seed(3))
	for i := 0; i < 50; i++ {
		x, _ := a.Handle("genmove b")
		y, _ := b.Handle("genmove b")
		require.Equal(t, x, y)
	}
	transcript(t, New(), []step{{"genmove", "? genmove takes a color"}, {"genmove purple", "? invalid color \"purple\" (black, white, b or w)"}})
}

func TestKGSRules(t *testing.T) {
	e := New()
	// Under Japanese rules (the default) a multi-stone suicide is illegal;
	// under New Zealand rules it is legal.
	setup := []step{
		{"boardsize 5", "= "},
		{"play b a1", "= "}, {"play w a2", "= "},
		{"play b pass", "= "}, {"play w b2", "= "},
		{"play b pass", "= "}, {"play w c1", "= "},
	}
	transcript(t, e, setup)
	transcript(t, e, []step{{"is_legal b b1", "= 0"}})
	require.Equal(t, "japanese", e.Game().Rules().Name)
	transcript(t, e, []step{
		{"kgs-rules new_zealand", "= "},
		{"list_stones white", "= A2 B2 C1"}, // the game is kept
		{"is_legal b b1", "= 1"},
		{"play b b1", "= "},
		{"list_stones black", "= "},
		{"captures white", "= 2"},
	})
	require.Equal(t, core.NewZealandRules, e.Game().Rules())
	transcript(t, e, []step{
		{"clear_board", "= "},
		{"kgs-rules chinese", "= "},
		{"kgs-rules aga", "= "},
		{"kgs-rules japanese", "= "},
		{"kgs-rules go", "? unknown rules \"go\" (japanese, chinese, aga or new_zealand)"},
		{"kgs-rules", "? kgs-rules takes one rule set: japanese, chinese, aga or new_zealand"},
	})
	require.Equal(t, core.JapaneseRules, e.Game().Rules())
	transcript(t, e, []step{{"kgs-rules chinese", "= "}, {"boardsize 9", "= "}})
	require.Equal(t, core.ChineseRules, e.Game().Rules(), "rules carry over to new games")
}
