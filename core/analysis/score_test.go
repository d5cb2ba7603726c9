package analysis

import (
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/coretest"
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
		owner map[string]core.Color
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
			owner:     map[string]core.Color{"A3": core.Black},
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
			owner:     map[string]core.Color{"E3": core.White},
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
			for _, rules := range []core.Rules{core.JapaneseRules, core.ChineseRules} {
				b := coretest.Board(t, tc.diagram, coretest.Rules(rules))
				b.SetPrisoners(core.Black, tc.prisoners[core.Black])
				b.SetPrisoners(core.White, tc.prisoners[core.White])
				dead := core.NewPointSet(b.Size())
				for _, v := range tc.dead {
					p := coretest.Pt(t, v, b.Size())
					require.True(t, b.At(p).IsStone(), "%s holds no stone", v)
					dead.Add(p)
				}
				s := countStrict(b, dead, rules, 0, 0)
				want := tc.area
				if rules.Scoring == core.TerritoryScoring {
					want = tc.territory
					assert.Equal(t, tc.terr, s.Territory, "territory")
				}
				assert.Equal(t, tc.caps, s.Captures, "captures")
				assert.Equal(t, want.black, s.Black, "%v: Black", rules.Scoring)
				assert.Equal(t, want.white, s.White, "%v: White", rules.Scoring)
				for _, v := range tc.dead {
					assert.Equal(t, tc.owner[v], s.Owner[coretest.Pt(t, v, b.Size())], "%v: owner of the dead stone on %v", rules.Scoring, v)
				}
				// The estimate may give neutral points to a side by the
				// potentials, but it takes no dead stone twice.
				lifted := b.Clone()
				lifted.Setup(core.Empty, dead.Points()...)
				f := newInfluence(lifted)
				area := [3]core.PointSet{{}, f.GroupPoints(core.Black), f.GroupPoints(core.White)}
				est, _, _ := estimateScore(b, dead, core.PointSet{}, area, rules, 0, 0)
				assert.Equal(t, s.Captures, est.Captures, "%v: the estimate's captures", rules.Scoring)
			}
		})
	}
}

// TestEstimateScoreDeadStoneInDame: when the estimate gives the point of
// a dead stone in dame to a side by the potentials (here, by hand), the
// point becomes that side's territory, but the stone is not taken twice.
func TestEstimateScoreDeadStoneInDame(t *testing.T) {
	b := coretest.Board(t, `
		. X . O .
		. X . O .
		. X O O .
		. X . O .
		. X . O .`)
	c3 := coretest.Pt(t, "C3", 5)
	dead := core.NewPointSet(5, c3)
	count := countStrict(b, dead, core.JapaneseRules, 0, 0)
	require.Equal(t, core.Empty, count.Owner[c3])
	// Each side's area holds its closed region (the A and E columns), so
	// the estimate keeps them; Black's holds C3 too.
	area := [3]core.PointSet{{}, core.NewPointSet(5, c3), core.NewPointSet(5)}
	for y := 0; y < 5; y++ {
		area[core.Black].Add(core.Pt(0, y))
		area[core.White].Add(core.Pt(4, y))
	}
	est, _, _ := estimateScore(b, dead, core.PointSet{}, area, core.JapaneseRules, 0, 0)
	assert.Equal(t, core.Black, est.Owner[c3])
	assert.Equal(t, count.Territory[core.Black]+1, est.Territory[core.Black])
	assert.Equal(t, count.Captures, est.Captures)
	assert.Equal(t, count.Black+1, est.Black)
}

// TestCountScoreSekiEyes: Black's A9 C9 A8 B8 C8 D8 and White's E9 G9 E8 F8
// G8 live in seki, each with one eye (B9, F9) and the shared liberty D9.
// Under territory scoring (Japanese rules, Article 8) the eyes of a seki
// are nobody's; countStrict, which knows nothing of seki, gives them to
// their owners, and so does area scoring.
func TestCountScoreSekiEyes(t *testing.T) {
	board := `
		X . X . O . O X .
		X X X X O O O X .
		O O O O X X X X .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .`
	for _, rules := range []core.Rules{core.JapaneseRules, core.ChineseRules} {
		b := coretest.Board(t, board, coretest.Rules(rules))
		seki := b.Chain(coretest.Pt(t, "A9", 9)).Union(b.Chain(coretest.Pt(t, "C8", 9))).Union(b.Chain(coretest.Pt(t, "E9", 9))).Union(b.Chain(coretest.Pt(t, "G9", 9)))
		require.Equal(t, 11, seki.Count())
		plain := countStrict(b, core.NewPointSet(9), rules, 0, 0)
		s := agreedScore(b, core.NewPointSet(9), seki, rules, 0, 0)
		b9, f9, d9 := coretest.Pt(t, "B9", 9), coretest.Pt(t, "F9", 9), coretest.Pt(t, "D9", 9)
		require.Equal(t, core.Black, plain.Owner[b9])
		require.Equal(t, core.White, plain.Owner[f9])
		require.Equal(t, core.Empty, s.Owner[d9], "the shared liberty")
		if rules.Scoring == core.TerritoryScoring {
			require.Equal(t, core.Empty, s.Owner[b9], "%v: Black's eye in seki", rules.Scoring)
			require.Equal(t, core.Empty, s.Owner[f9], "%v: White's eye in seki", rules.Scoring)
			require.Equal(t, plain.Territory[core.Black]-1, s.Territory[core.Black])
			require.Equal(t, plain.Territory[core.White]-1, s.Territory[core.White])
		} else {
			require.Equal(t, plain, s, "area scoring counts the eyes of a seki")
		}
		// The analysis finds the seki and counts the same way.
		a := AnalyzeBoard(b, 0, 0)
		require.Equal(t, Seki, a.Status(coretest.Pt(t, "A9", 9)))
		require.Equal(t, Seki, a.Status(coretest.Pt(t, "G8", 9)))
		require.Equal(t, s.Owner[b9], a.Owner(b9))
		require.Equal(t, s.Owner[f9], a.Owner(f9))
	}
}

// TestEstimateOneStone: one stone on an empty 19×19 board owns its
// surroundings in the estimate, not the whole board (the count proper
// gives Black every empty point, since only Black borders them).
func TestEstimateOneStone(t *testing.T) {
	b, err := core.NewBoard(19, core.JapaneseRules)
	require.NoError(t, err)
	_, err = b.Play(core.Black, coretest.Pt(t, "Q16", 19))
	require.NoError(t, err)
	require.Equal(t, 360, countStrict(b, core.NewPointSet(19), core.JapaneseRules, 6.5, 0).Territory[core.Black])
	a := AnalyzeBoard(b, 6.5, 0)
	s := a.Score()
	require.Less(t, s.Territory[core.Black], 30, "Black's estimated territory")
	require.Equal(t, core.Empty, a.Owner(coretest.Pt(t, "D4", 19)), "the far corner is nobody's yet")
	require.Equal(t, core.Black, a.Owner(coretest.Pt(t, "Q17", 19)))
	t.Logf("one stone on Q16: %v (Black %v territory points)", s.Result(), s.Territory[core.Black])
}

// TestOwnerNamesTheLean: after four moves on 9×9 (the opening of
// commands' TestBoardAndAnalyze) the board between the stones is open to
// both sides, and most of it is in neither side's area. Analysis.Owner
// names the side such a point leans to by ownerLean or more, and leaves
// the points that lean less nobody's; Score.Owner, Territory and the
// margin are the count's and the potentials' as before (the lean of a
// named point counts in Open).
func TestOwnerNamesTheLean(t *testing.T) {
	b, err := core.NewBoard(9, core.JapaneseRules)
	require.NoError(t, err)
	for i, v := range []string{"C7", "G7", "C3", "G3"} {
		_, err := b.Play([2]core.Color{core.Black, core.White}[i%2], coretest.Pt(t, v, 9))
		require.NoError(t, err)
	}
	a := AnalyzeBoard(b, 6.5, 0)
	s := a.Score()
	require.True(t, a.Dead().Empty())
	var named, even, territory [3]int
	for p := range core.FullSet(9).All() {
		if c := s.Owner[p]; c != core.Empty {
			require.Equal(t, c, a.Owner(p), "%v", p)
			if b.At(p) == core.Empty {
				territory[c]++
			}
			continue
		}
		if b.At(p) != core.Empty {
			// Living stones under territory scoring: nobody's.
			require.Equal(t, core.Empty, a.Owner(p), "%v", p)
			continue
		}
		switch v := a.Lean(p); {
		case v >= ownerLean:
			require.Equal(t, core.Black, a.Owner(p), "%v leans %.2f", p, v)
			named[core.Black]++
		case v <= -ownerLean:
			require.Equal(t, core.White, a.Owner(p), "%v leans %.2f", p, v)
			named[core.White]++
		default:
			require.Equal(t, core.Empty, a.Owner(p), "%v leans %.2f", p, v)
			even[core.Empty]++
		}
	}
	require.Equal(t, s.Territory[core.Black], territory[core.Black], "Territory counts Score.Owner's points only")
	require.Equal(t, s.Territory[core.White], territory[core.White])
	require.Positive(t, named[core.Black], "points named Black by their lean")
	require.Positive(t, named[core.White], "points named White by their lean")
	require.Positive(t, even[core.Empty], "points too even to name")
	t.Logf("named by lean: Black %d, White %d; left nobody's %d; territory %v", named[core.Black], named[core.White], even[core.Empty], territory)
}

// TestWithDeadBreaksSeki: when the players mark White's seki group dead
// (the board of TestCountScoreSekiEyes, Japanese rules), Black's group is
// no longer in seki: its eye and the dead stones' points are its
// territory, as the plain count gives them.
func TestWithDeadBreaksSeki(t *testing.T) {
	b := coretest.Board(t, `
		X . X . O . O X .
		X X X X O O O X .
		O O O O X X X X .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .`)
	a := AnalyzeBoard(b, 0, 0)
	require.Equal(t, Seki, a.Status(coretest.Pt(t, "A9", 9)))
	dead := b.Chain(coretest.Pt(t, "E9", 9)).Union(b.Chain(coretest.Pt(t, "G9", 9)))
	w := a.WithDead(b, dead, 0, 0)
	require.Equal(t, Alive, w.Status(coretest.Pt(t, "A9", 9)), "the seki is broken")
	plain := countStrict(b, dead, core.JapaneseRules, 0, 0)
	s := w.Score()
	require.Equal(t, plain.Territory, s.Territory)
	require.Equal(t, core.Black, s.Owner[coretest.Pt(t, "B9", 9)])
	require.Equal(t, core.Black, s.Owner[coretest.Pt(t, "F9", 9)])
	// Marking nothing dead keeps the seki, and its eyes stay nobody's.
	k := a.WithDead(b, core.NewPointSet(9), 0, 0)
	require.Equal(t, Seki, k.Status(coretest.Pt(t, "A9", 9)))
	ks := k.Score()
	require.Equal(t, core.Empty, ks.Owner[coretest.Pt(t, "B9", 9)])
}
