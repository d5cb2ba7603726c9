package analysis

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/coretest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// statusDiagram draws a BensonResult with one letter per point, top row
// first: A alive, D dead, b black territory, w white territory, '.'
// undecided.
func statusDiagram(b *core.Board, r *BensonResult) string {
	var s strings.Builder
	for y := b.Size() - 1; y >= 0; y-- {
		for x := 0; x < b.Size(); x++ {
			switch r.Status(core.Pt(x, y)) {
			case UnconditionallyAlive:
				s.WriteByte('A')
			case UnconditionallyDead:
				s.WriteByte('D')
			case BlackTerritory:
				s.WriteByte('b')
			case WhiteTerritory:
				s.WriteByte('w')
			default:
				s.WriteByte('.')
			}
		}
		s.WriteByte('\n')
	}
	return s.String()
}

// The situations of Sensei's Library's Benson page (seed 002) and the
// pitfalls it discusses, as board diagrams. The second diagram gives the
// expected status of every point.
func TestBensonDiagrams(t *testing.T) {
	for _, tc := range []struct {
		name   string
		rules  core.Rules
		board  string
		status string
	}{
		{
			name:  "two small regions: alive",
			rules: core.JapaneseRules,
			board: `.X.X...
			        XXXX...
			        .......
			        .......
			        .......
			        .......
			        .......`,
			status: `bAbA...
			         AAAA...
			         .......
			         .......
			         .......
			         .......
			         .......`,
		},
		{
			name:  "one small region is not enough",
			rules: core.JapaneseRules,
			board: `.X.....
			        XX.....
			        .......
			        .......
			        .......
			        .......
			        .......`,
			status: `.......
			         .......
			         .......
			         .......
			         .......
			         .......
			         .......`,
		},
		{
			// C7 is a liberty of both black chains, but the right-hand
			// chain (D7 E7 E6) has no other eye: it falls, the region it
			// borders falls with it, and the left chain is left with A7.
			name:  "false eye",
			rules: core.JapaneseRules,
			board: `.X.XX..
			        XXXOX..
			        OOOOX..
			        .......
			        .......
			        .......
			        .......`,
			status: `.......
			         .......
			         .......
			         .......
			         .......
			         .......
			         .......`,
		},
		{
			name:  "the same shape with the cutting stone black is one chain: alive",
			rules: core.JapaneseRules,
			board: `.X.XX..
			        XXXXX..
			        OOOOX..
			        .......
			        .......
			        .......
			        .......`,
			status: `bAbAA..
			         AAAAA..
			         ....A..
			         .......
			         .......
			         .......
			         .......`,
		},
		{
			// The 3×3 eye has an empty point (its centre) that is no
			// liberty: the region is not healthy, and one eye remains.
			name:  "big eye not unconditionally alive",
			rules: core.JapaneseRules,
			board: `.X...X.
			        XX...X.
			        .X...X.
			        .XXXXX.
			        .......
			        .......
			        .......`,
			status: `.......
			         .......
			         .......
			         .......
			         .......
			         .......
			         .......`,
		},
		{
			// Every point of a straight three along the edge, or of a
			// square four, is a liberty: such big eyes are healthy.
			name:  "big eyes whose every point is a liberty",
			rules: core.JapaneseRules,
			board: `...X..X
			        XXXX..X
			        ...XXXX
			        .......
			        .......
			        .......
			        .......`,
			status: `bbbAbbA
			         AAAAbbA
			         ...AAAA
			         .......
			         .......
			         .......
			         .......`,
		},
		{
			name:  "a single big eye lives in play but is not pass-alive",
			rules: core.JapaneseRules,
			board: `......X
			        ......X
			        XXXXXXX
			        .......
			        .......
			        .......
			        .......`,
			status: `.......
			         .......
			         .......
			         .......
			         .......
			         .......
			         .......`,
		},
		{
			// The region {C1 dead stone... } Sensei's "Unconditionally
			// Alive": the white stone and the empty point beside it form
			// one region whose only empty point touches both black
			// chains, so the lone corner stone has two healthy regions.
			name:  "shared region with a white stone: both chains alive",
			rules: core.JapaneseRules,
			board: `X.X.X
			        XXXXX
			        XXXXX
			        .XXXX
			        X.OXX`,
			status: `AbAbA
			         AAAAA
			         AAAAA
			         bAAAA
			         AbDAA`,
		},
		{
			// Without the white stone, C1 is no liberty of the corner
			// stone: White plays B1 first (it has C1 as liberty), then A2
			// captures. The order of filling matters; Benson sees it.
			name:  "the order of filling matters: the lone stone dies",
			rules: core.JapaneseRules,
			board: `X.X.X
			        XXXXX
			        XXXXX
			        .XXXX
			        X..XX`,
			status: `AbAbA
			         AAAAA
			         AAAAA
			         .AAAA
			         ...AA`,
		},
		{
			// Under suicide-allowed rules White can suicide B1 together
			// with C1, which empties C1 and brings back the diagram above.
			name:  "suicide caveat: with suicide allowed the lone stone is not pass-alive",
			rules: core.NewZealandRules,
			board: `X.X.X
			        XXXXX
			        XXXXX
			        .XXXX
			        X.OXX`,
			status: `AbAbA
			         AAAAA
			         AAAAA
			         .AAAA
			         ...AA`,
		},
		{
			// Seed 002's remark: a region need not be healthy for every
			// chain that borders it. The region A1 A2 B2 (with a white
			// stone on A1) borders both black chains; its empty points
			// are liberties of the upper-left chain only. Both chains
			// still live, and the region is safe.
			name:  "shared region healthy for one chain only",
			rules: core.JapaneseRules,
			board: `XXXX.
			        XXX.X
			        XX.XX
			        ..XXX
			        OXXXX`,
			status: `AAAAb
			         AAAbA
			         AAbAA
			         bbAAA
			         DAAAA`,
		},
		{
			// GNU Go's seki example (unconditional.c): the black ring
			// and the two white stones inside live in seki; only the
			// outer white chain, with its corner eyes, is pass-alive.
			name:  "seki is not pass-alive",
			rules: core.JapaneseRules,
			board: `.OOOOO.O
			        OOXXXOOO
			        OXX.XXOO
			        OX.O.XO.
			        OX.O.XOO
			        OXX.XXOO
			        OOXXXOOO
			        .OOOOO.O`,
			status: `wAAAAAwA
			         AA...AAA
			         A.....AA
			         A.....Aw
			         A.....AA
			         A.....AA
			         AA...AAA
			         wAAAAAwA`,
		},
		{
			name:  "dead stones inside pass-alive territory",
			rules: core.ChineseRules,
			board: `O.X.X..
			        .OXXX..
			        XXX....
			        .X.....
			        .......
			        .......
			        .......`,
			status: `DbAbA..
			         bDAAA..
			         AAA....
			         .A.....
			         .......
			         .......
			         .......`,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := coretest.Board(t, tc.board, coretest.Rules(tc.rules))
			r := Benson(b)
			assert.Equal(t, coretest.Normalize(tc.status), statusDiagram(b, r), "board:\n%v", b)
			assert.Equal(t, tc.rules.Suicide, r.suicideRules())
		})
	}
}

func TestUnconditionalStatusWords(t *testing.T) {
	for s, w := range map[UnconditionalStatus]string{
		Undecided: "undecided", UnconditionallyAlive: "alive", UnconditionallyDead: "dead",
		BlackTerritory: "black_territory", WhiteTerritory: "white_territory",
	} {
		assert.Equal(t, w, s.String())
	}
}

func TestBensonAccessors(t *testing.T) {
	b := coretest.Board(t, `
		O.X.X..
		.OXXX..
		XXX....
		.X.....
		.......
		.......
		.......`)
	r := Benson(b)
	assert.Equal(t, 2, r.deadOf(core.White).Count(), "the two white stones")
	assert.True(t, r.deadOf(core.Black).Empty())
	assert.Equal(t, 9, r.PassAlive(core.Black).Count())
	assert.True(t, r.PassAlive(core.White).Empty())
	assert.Equal(t, 3, r.territoryOf(core.Black).Count())
	assert.Equal(t, r.safeOf(core.Black).Minus(b.Stones(core.White)), r.territoryOf(core.Black))
	assert.True(t, r.territoryOf(core.Empty).Empty())
	assert.True(t, r.PassAlive(core.Empty).Empty())
	assert.Equal(t, Undecided, r.Status(core.NoPoint))
	require.False(t, r.suicideRules())
}

func ExampleBenson() {
	b, _ := core.NewBoard(5, core.JapaneseRules)
	// A black wall along the top with two one-point eyes, and a lone
	// white stone that has no future.
	for _, v := range []string{"B5", "D5", "A4", "B4", "C4", "D4", "E4", "E5"} {
		p, _ := core.ParseGTP(v, 5)
		b.Setup(core.Black, p)
	}
	w, _ := core.ParseGTP("C2", 5)
	b.Setup(core.White, w)
	r := Benson(b)
	for _, v := range []string{"B5", "A5", "C5", "C2", "C3"} {
		p, _ := core.ParseGTP(v, 5)
		fmt.Println(v, r.Status(p))
	}
	// Output:
	// B5 alive
	// A5 black_territory
	// C5 black_territory
	// C2 undecided
	// C3 undecided
}
