package core

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCountScoreDeadStones counts board diagrams with dead stones in a
// side's territory and in dame, under area and territory scoring. In each
// diagram Black's wall on B and White's wall on D make A Black's and E
// White's territory, and C is dame. Under territory scoring a dead stone
// is the opponent's prisoner wherever it stands (it is lifted at the end),
// and its point is territory only when the region around it is one side's;
// under area scoring only the points count.
func TestCountScoreDeadStones(t *testing.T) {
	for _, tc := range []struct {
		name      string
		diagram   string
		dead      []string
		prisoners [3]int // by colour: stones each side captured in play
		// Under territory scoring, then under area scoring.
		territory, area struct{ black, white float64 }
		// The owner of each dead stone's point (both scorings); the
		// others are neutral.
		owner map[string]Color
		// Territory and captures by colour under territory scoring.
		terr, caps [3]int
	}{
		{
			name: "no dead stones",
			diagram: `. X . O .
			          . X . O .
			          . X . O .
			          . X . O .
			          . X . O .`,
			territory: struct{ black, white float64 }{5, 5},
			area:      struct{ black, white float64 }{10, 10},
			terr:      [3]int{0, 5, 5},
		},
		{
			name: "dead white stone in Black's territory",
			diagram: `. X . O .
			          . X . O .
			          O X . O .
			          . X . O .
			          . X . O .`,
			dead:      []string{"A3"},
			territory: struct{ black, white float64 }{5 + 1, 5},
			area:      struct{ black, white float64 }{10, 10},
			owner:     map[string]Color{"A3": Black},
			terr:      [3]int{0, 5, 5},
			caps:      [3]int{0, 1, 0},
		},
		{
			// The case a player saw do nothing: the dead stone stands in
			// dame, so its point stays neutral, but Black still takes it.
			name: "dead white stone in dame",
			diagram: `. X . O .
			          . X . O .
			          . X O O .
			          . X . O .
			          . X . O .`,
			dead:      []string{"C3"},
			territory: struct{ black, white float64 }{5 + 1, 5},
			area:      struct{ black, white float64 }{5 + 5, 5 + 5},
			terr:      [3]int{0, 5, 5},
			caps:      [3]int{0, 1, 0},
		},
		{
			name: "dead black stones in dame and in White's territory, with prisoners",
			diagram: `. X . O .
			          . X X O .
			          . X . O X
			          . X . O .
			          . X . O .`,
			dead:      []string{"C4", "E3"},
			owner:     map[string]Color{"E3": White},
			prisoners: [3]int{0, 3, 4},
			territory: struct{ black, white float64 }{5 + 3, 5 + 4 + 2},
			area:      struct{ black, white float64 }{5 + 5, 5 + 5},
			terr:      [3]int{0, 5, 5},
			caps:      [3]int{0, 3, 4 + 2},
		},
		{
			// Not dead: the white stone in dame is White's, and splits the
			// dame in two; it scores under area scoring only.
			name: "living white stone in dame",
			diagram: `. X . O .
			          . X . O .
			          . X O O .
			          . X . O .
			          . X . O .`,
			territory: struct{ black, white float64 }{5, 5},
			area:      struct{ black, white float64 }{10, 11},
			terr:      [3]int{0, 5, 5},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, rules := range []Rules{JapaneseRules, ChineseRules} {
				b := parseDiagram(t, rules, tc.diagram)
				b.SetPrisoners(Black, tc.prisoners[Black])
				b.SetPrisoners(White, tc.prisoners[White])
				dead := NewPointSet(b.Size())
				for _, v := range tc.dead {
					p := pt(t, v, b.Size())
					require.True(t, b.At(p).IsStone(), "%s holds no stone", v)
					dead.Add(p)
				}
				s := CountScore(b, dead, rules, 0, 0)
				want := tc.area
				if rules.Scoring == TerritoryScoring {
					want = tc.territory
					assert.Equal(t, tc.terr, s.Territory, "territory")
				}
				assert.Equal(t, tc.caps, s.Captures, "captures")
				assert.Equal(t, want.black, s.Black, "%v: Black", rules.Scoring)
				assert.Equal(t, want.white, s.White, "%v: White", rules.Scoring)
				for _, v := range tc.dead {
					assert.Equal(t, tc.owner[v], s.Owner[pt(t, v, b.Size())], "%v: owner of the dead stone on %v", rules.Scoring, v)
				}
				// The estimate may give neutral points to a side by the
				// potentials, but it takes no dead stone twice.
				lifted := b.Clone()
				lifted.Setup(Empty, dead.Points()...)
				f := NewInfluence(lifted)
				area := [3]PointSet{{}, f.GroupPoints(Black), f.GroupPoints(White)}
				est := estimateScore(b, dead, area, rules, 0, 0)
				assert.Equal(t, s.Captures, est.Captures, "%v: the estimate's captures", rules.Scoring)
			}
		})
	}
}

// TestEstimateScoreDeadStoneInDame: when the estimate gives the point of
// a dead stone in dame to a side by the potentials (here, by hand), the
// point becomes that side's territory, but the stone is not taken twice.
func TestEstimateScoreDeadStoneInDame(t *testing.T) {
	b := parseDiagram(t, JapaneseRules, `
		. X . O .
		. X . O .
		. X O O .
		. X . O .
		. X . O .`)
	c3 := pt(t, "C3", 5)
	dead := NewPointSet(5, c3)
	count := CountScore(b, dead, JapaneseRules, 0, 0)
	require.Equal(t, Empty, count.Owner[c3])
	area := [3]PointSet{{}, NewPointSet(5, c3), NewPointSet(5)}
	est := estimateScore(b, dead, area, JapaneseRules, 0, 0)
	assert.Equal(t, Black, est.Owner[c3])
	assert.Equal(t, count.Territory[Black]+1, est.Territory[Black])
	assert.Equal(t, count.Captures, est.Captures)
	assert.Equal(t, count.Black+1, est.Black)
}
