package core_test

import (
	"errors"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/coretest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Each case plays one move on a diagram and states the resulting diagram,
// or the error. Diagrams are top row first: X black, O white, . empty.
func TestPlayDiagrams(t *testing.T) {
	noSuicide := core.JapaneseRules
	suicide := core.TrompTaylorRules
	for _, tc := range []struct {
		name   string
		rules  core.Rules
		before string
		// moves are played first, in order ("B E1", "W pass"); each must
		// be legal. Under superko they give the position a history.
		moves     []string
		color     core.Color
		at        string
		after     string
		err       error
		captured  int
		prisoners int
	}{
		{
			name:  "capture in the centre",
			rules: noSuicide,
			before: `.....
			         ..X..
			         .XO..
			         ..X..
			         .....`,
			color: core.Black, at: "D3",
			after: `.....
			        ..X..
			        .X.X.
			        ..X..
			        .....`,
			captured: 1,
		},
		{
			name:  "capture on the edge",
			rules: noSuicide,
			before: `.....
			         .....
			         .....
			         ..X..
			         .XO..`,
			color: core.Black, at: "D1",
			after: `.....
			        .....
			        .....
			        ..X..
			        .X.X.`,
			captured: 1,
		},
		{
			name:  "capture in the corner",
			rules: noSuicide,
			before: `.....
			         .....
			         .....
			         .....
			         XO...`,
			color: core.White, at: "A2",
			after: `.....
			        .....
			        .....
			        O....
			        .O...`,
			captured: 1,
		},
		{
			name:  "occupied",
			rules: noSuicide,
			before: `.....
			         .....
			         .....
			         O....
			         .O...`,
			color: core.Black, at: "A2",
			err: core.ErrOccupied,
		},
		{
			name:  "corner capture of two stones",
			rules: noSuicide,
			before: `.....
			         .....
			         X....
			         OX...
			         O....`,
			color: core.Black, at: "B1",
			after: `.....
			        .....
			        X....
			        .X...
			        .X...`,
			captured: 2,
		},
		{
			name:  "one move captures two chains",
			rules: noSuicide,
			before: `.....
			         .XOX.
			         XO.OX
			         .XOX.
			         .....`,
			color: core.Black, at: "C3",
			after: `.....
			        .XOX.
			        X.X.X
			        .XOX.
			        .....`,
			captured: 2,
		},
		{
			name:  "capture before suicide check: a move with no liberty that captures is legal",
			rules: noSuicide,
			before: `XO...
			         .XO..
			         X....
			         .....
			         .....`,
			color: core.White, at: "A4",
			after: `.O...
			        OXO..
			        X....
			        .....
			        .....`,
			captured: 1,
		},
		{
			name:  "single-stone suicide is forbidden",
			rules: noSuicide,
			before: `.O...
			         O....
			         .....
			         .....
			         .....`,
			color: core.Black, at: "A5",
			err: core.ErrSuicide,
		},
		{
			name:  "single-stone suicide is forbidden under Chinese rules (positional superko)",
			rules: core.ChineseRules,
			before: `.O...
			         O....
			         .....
			         .....
			         .....`,
			moves: []string{"B E1", "W E2"},
			color: core.Black, at: "A5",
			err: core.ErrSuicide,
		},
		{
			name:  "single-stone suicide is forbidden under AGA rules (situational superko)",
			rules: core.AGARules,
			before: `.O...
			         O....
			         .....
			         .....
			         .....`,
			moves: []string{"B E1", "W E2"},
			color: core.Black, at: "A5",
			err: core.ErrSuicide,
		},
		{
			// Suicide is allowed, but the board after it is the board before
			// it, and positional superko forbids any repetition.
			name:  "single-stone suicide repeats the position under Tromp-Taylor",
			rules: suicide,
			before: `.O...
			         O....
			         .....
			         .....
			         .....`,
			moves: []string{"B E1", "W E2"},
			color: core.Black, at: "A5",
			err: core.ErrSuperko,
		},
		{
			// New Zealand: the board after the suicide (the board now, with
			// White to move) never followed one of Black's moves, so it is
			// legal, a move that leaves the board as it is. White gets the
			// stone as a prisoner.
			name:  "single-stone suicide is legal under New Zealand rules",
			rules: core.NewZealandRules,
			before: `.O...
			         O....
			         .....
			         .....
			         .....`,
			moves: []string{"B E1", "W E2"},
			color: core.Black, at: "A5",
			after: `.O...
			        O....
			        .....
			        ....O
			        ....X`,
			prisoners: 1,
		},
		{
			// After White's pass the board is the board after Black's E1:
			// the suicide would repeat a position that followed one of
			// Black's own moves, which New Zealand rules forbid.
			name:  "single-stone suicide after the opponent passes repeats under New Zealand rules",
			rules: core.NewZealandRules,
			before: `.O...
			         O....
			         .....
			         .....
			         .....`,
			moves: []string{"B E1", "W pass"},
			color: core.Black, at: "A5",
			err: core.ErrSuperko,
		},
		{
			// A set-up position counts as occurring with either player to
			// move, since a setup does not say who moves next.
			name:  "single-stone suicide straight after a setup repeats under New Zealand rules",
			rules: core.NewZealandRules,
			before: `.O...
			         O....
			         .....
			         .....
			         .....`,
			color: core.Black, at: "A5",
			err: core.ErrSuperko,
		},
		{
			name:  "multi-stone suicide is forbidden under Japanese rules",
			rules: noSuicide,
			before: `.....
			         .....
			         OOO..
			         XXO..
			         .O...`,
			color: core.Black, at: "A1",
			err: core.ErrSuicide,
		},
		{
			name:  "multi-stone suicide is forbidden under Chinese rules",
			rules: core.ChineseRules,
			before: `.....
			         .....
			         OOO..
			         XXO..
			         .O...`,
			color: core.Black, at: "A1",
			err: core.ErrSuicide,
		},
		{
			name:  "multi-stone suicide is forbidden under AGA rules",
			rules: core.AGARules,
			before: `.....
			         .....
			         OOO..
			         XXO..
			         .O...`,
			color: core.Black, at: "A1",
			err: core.ErrSuicide,
		},
		{
			name:  "multi-stone suicide lifts the chain under New Zealand rules",
			rules: core.NewZealandRules,
			before: `.....
			         .....
			         OOO..
			         XXO..
			         .O...`,
			color: core.Black, at: "A1",
			after: `.....
			        .....
			        OOO..
			        ..O..
			        .O...`,
			prisoners: 3,
		},
		{
			// Sending two, returning one: after White's A5, B1 throws in,
			// D1 takes two and C1 takes one back, which brings back the
			// position after A5. It followed a White move, so with White to
			// move it is new: situational superko allows C1, positional
			// superko does not.
			name:  "positional superko forbids retaking one after sending two",
			rules: core.ChineseRules,
			before: `.....
			         .....
			         ...X.
			         .OOX.
			         O.X.X`,
			moves: []string{"W A5", "B B1", "W D1"},
			color: core.Black, at: "C1",
			err: core.ErrSuperko,
		},
		{
			name:  "situational superko allows retaking one after sending two",
			rules: core.AGARules,
			before: `.....
			         .....
			         ...X.
			         .OOX.
			         O.X.X`,
			moves: []string{"W A5", "B B1", "W D1"},
			color: core.Black, at: "C1",
			after: `O....
			        .....
			        ...X.
			        .OOX.
			        O.X.X`,
			captured: 1,
		},
		{
			name:  "multi-stone suicide lifts the chain under Tromp-Taylor",
			rules: suicide,
			before: `.....
			         .....
			         OOO..
			         XXO..
			         .O...`,
			color: core.Black, at: "A1",
			after: `.....
			        .....
			        OOO..
			        ..O..
			        .O...`,
			prisoners: 3,
		},
		{
			name:  "filling the last liberty of an own chain that still has another is fine",
			rules: noSuicide,
			before: `.....
			         .....
			         OOO..
			         XX.O.
			         .O...`,
			color: core.Black, at: "A1",
			after: `.....
			        .....
			        OOO..
			        XX.O.
			        XO...`,
		},
		{
			name:  "off the board",
			rules: noSuicide,
			before: `...
			         ...
			         ...`,
			color: core.Black, at: "D4",
			err: core.ErrOutOfBounds,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := coretest.Board(t, tc.before, coretest.Rules(tc.rules))
			for _, m := range tc.moves {
				c, err := core.ParseColor(m[:1])
				require.NoError(t, err)
				mv, err := core.ParseMove(c, m[2:], b.Size())
				require.NoError(t, err)
				if mv.IsPass() {
					b.Pass(c)
				} else {
					_, err := b.Play(c, mv.Point())
					require.NoError(t, err, m)
				}
			}
			// Read the point by hand: it may be off the board.
			p := core.Pt(int(tc.at[0]-'A'), int(tc.at[1]-'1'))
			if tc.at[0] > 'I' {
				p = core.Pt(int(tc.at[0]-'A')-1, int(tc.at[1]-'1'))
			}
			before := coretest.Draw(b)
			prisoners := [3]int{core.Black: b.Prisoners(core.Black), core.White: b.Prisoners(core.White)}
			n, err := b.Play(tc.color, p)
			if tc.err != nil {
				require.Error(t, err)
				assert.True(t, errors.Is(err, tc.err), "got %v, want %v", err, tc.err)
				assert.Equal(t, before, coretest.Draw(b), "an illegal move must change nothing")
				return
			}
			require.NoError(t, err)
			assert.Equal(t, coretest.Normalize(tc.after), coretest.Draw(b))
			assert.Equal(t, tc.captured, n)
			assert.Equal(t, tc.captured, b.Prisoners(tc.color)-prisoners[tc.color])
			assert.Equal(t, tc.prisoners, b.Prisoners(tc.color.Opponent())-prisoners[tc.color.Opponent()])
			require.NoError(t, core.Verify(b))
		})
	}
}

func TestSnapback(t *testing.T) {
	b := coretest.Board(t, `
		.....
		.....
		XXXX.
		XOOOX
		XO..X`)
	// Black throws in at C1; White takes it at D1; Black retakes at C1,
	// capturing five stones: not a ko, so the retake is legal at once.
	_, err := b.Play(core.Black, coretest.Pt(t, "C1", 5))
	require.NoError(t, err)
	n, err := b.Play(core.White, coretest.Pt(t, "D1", 5))
	require.NoError(t, err)
	require.Equal(t, 1, n)
	assert.Equal(t, core.NoPoint, b.Ko(core.Black), "capturing into atari with a chain is no ko")
	n, err = b.Play(core.Black, coretest.Pt(t, "C1", 5))
	require.NoError(t, err)
	assert.Equal(t, 5, n)
	assert.Equal(t, coretest.Normalize(`
		.....
		.....
		XXXX.
		X...X
		X.X.X`), coretest.Draw(b))
	require.NoError(t, core.Verify(b))
}

func TestSimpleKo(t *testing.T) {
	b := coretest.Board(t, `
		.....
		.XO..
		X.XO.
		.XO..
		.....`)
	// White takes the ko at B3; Black may not retake at C3 at once.
	n, err := b.Play(core.White, coretest.Pt(t, "B3", 5))
	require.NoError(t, err)
	require.Equal(t, 1, n)
	assert.Equal(t, coretest.Pt(t, "C3", 5), b.Ko(core.Black))
	_, err = b.Play(core.Black, coretest.Pt(t, "C3", 5))
	assert.ErrorIs(t, err, core.ErrKo)
	// A ko threat elsewhere, an answer, then the retake is legal.
	_, err = b.Play(core.Black, coretest.Pt(t, "E5", 5))
	require.NoError(t, err)
	_, err = b.Play(core.White, coretest.Pt(t, "E1", 5))
	require.NoError(t, err)
	n, err = b.Play(core.Black, coretest.Pt(t, "C3", 5))
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	assert.Equal(t, coretest.Pt(t, "B3", 5), b.Ko(core.White))
	// A pass also lifts the ko ban.
	b.Pass(core.White)
	assert.Equal(t, core.NoPoint, b.Ko(core.White))
	require.NoError(t, core.Verify(b))
}

// tripleKo has three kos. Ko 1 (left top) and ko 3 (right top) hold a white
// stone in Black's mouth; ko 2 (left bottom) holds a black stone in White's.
const tripleKo = `
	.XO...XO.
	XO.O.XO.O
	.XO...XO.
	.........
	.OX......
	OX.X.....
	.OX......
	.........
	.........`

func TestTripleKo(t *testing.T) {
	seq := []struct {
		c  core.Color
		at string
	}{
		{core.Black, "C8"}, // takes ko 1
		{core.White, "C4"}, // takes ko 2
		{core.Black, "H8"}, // takes ko 3
		{core.White, "B8"}, // retakes ko 1
		{core.Black, "B4"}, // retakes ko 2
		{core.White, "G8"}, // retakes ko 3: the start position again
	}
	play := func(b *core.Board) error {
		for i, m := range seq {
			n, err := b.Play(m.c, coretest.Pt(t, m.at, 9))
			if err != nil {
				return err
			}
			if n != 1 {
				t.Fatalf("move %d (%v %s) captured %d", i+1, m.c, m.at, n)
			}
			if err := core.Verify(b); err != nil {
				t.Fatal(err)
			}
		}
		return nil
	}
	t.Run("simple ko allows the cycle", func(t *testing.T) {
		b := coretest.Board(t, tripleKo)
		start := b.Hash()
		require.NoError(t, play(b))
		assert.Equal(t, start, b.Hash(), "six captures bring back the start")
		require.NoError(t, play(b), "and the cycle can go on for ever")
	})
	t.Run("positional superko forbids closing it", func(t *testing.T) {
		b := coretest.Board(t, tripleKo, coretest.Rules(core.ChineseRules))
		err := play(b)
		require.Error(t, err)
		assert.ErrorIs(t, err, core.ErrSuperko)
		assert.Equal(t, core.Empty, b.At(coretest.Pt(t, "G8", 9)), "the refused move changed nothing")
		assert.Equal(t, core.Black, b.At(coretest.Pt(t, "H8", 9)))
	})
	t.Run("situational superko forbids it too", func(t *testing.T) {
		b := coretest.Board(t, tripleKo, coretest.Rules(core.AGARules))
		assert.ErrorIs(t, play(b), core.ErrSuperko)
	})
}

func TestLegalMatchesPlay(t *testing.T) {
	r := core.NewRand(7)
	for _, rules := range core.RulePresets {
		b, _ := core.NewBoard(7, rules)
		c := core.Black
		for i := 0; i < 400; i++ {
			for y := 0; y < 7; y++ {
				for x := 0; x < 7; x++ {
					p := core.Pt(x, y)
					err := b.Legal(c, p)
					require.Equal(t, err == nil, b.IsLegal(c, p), "%v %v: Legal %v, IsLegal disagrees", c, p, err)
					cl := b.Clone()
					_, err2 := cl.Play(c, p)
					require.Equal(t, err == nil, err2 == nil, "%v %v: Legal %v, Play %v", c, p, err, err2)
				}
			}
			if _, ok := b.PlayRandom(c, r); !ok {
				b.Pass(c)
			}
			c = c.Opponent()
		}
	}
}

func TestNewBoardSizes(t *testing.T) {
	for _, n := range []int{1, 0, -3, 26, 100} {
		_, err := core.NewBoard(n, core.JapaneseRules)
		assert.ErrorIs(t, err, core.ErrBoardSize, "%d", n)
	}
	for n := core.MinSize; n <= core.MaxSize; n++ {
		b, err := core.NewBoard(n, core.JapaneseRules)
		require.NoError(t, err)
		assert.Equal(t, n*n, b.Stones(core.Empty).Count())
	}
}

func TestIsEye(t *testing.T) {
	b := coretest.Board(t, `
		.X.X.
		X.XOX
		XX.XX
		O.XXO
		.X...`)
	assert.True(t, b.IsEye(core.Black, coretest.Pt(t, "A5", 5)), "corner eye")
	assert.True(t, b.IsEye(core.Black, coretest.Pt(t, "B4", 5)), "one opponent diagonal in the centre is still an eye")
	assert.False(t, b.IsEye(core.Black, coretest.Pt(t, "C5", 5)), "edge eye with an opponent diagonal is false")
	assert.True(t, b.IsEye(core.Black, coretest.Pt(t, "C3", 5)))
	assert.False(t, b.IsEye(core.Black, coretest.Pt(t, "B2", 5)), "white neighbour")
	assert.False(t, b.IsEye(core.White, coretest.Pt(t, "C3", 5)))
}
