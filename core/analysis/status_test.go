package analysis

import (
	"fmt"
	"sync"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/coretest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The status engine on board diagrams with clear answers: each case lists
// points and the status of the stone on them.
func TestStatusDiagrams(t *testing.T) {
	for _, tc := range []struct {
		name  string
		board string
		want  map[string]Status
		dead  int // the number of dead stones expected
	}{
		{
			name: "two eyes live, a lone invader dies",
			board: `.O.O.O...
			        OOOOOO...
			        ......O..
			        ..X...O..
			        ......O..
			        OOOOOOO..
			        .........
			        .........
			        .........`,
			// White's chain on the top edge has two eyes (pass-alive);
			// its wall encloses the black stone.
			want: map[string]Status{"A8": PassAlive, "G6": Alive, "A4": Alive, "C6": Dead},
			dead: 1,
		},
		{
			name: "dead stones inside territory",
			board: `.........
			        .........
			        .........
			        XXXXX....
			        OOOOX....
			        ...OX....
			        .X.OX....
			        ...OX....
			        ...OX....`,
			// Black's wall encloses White's corner, which holds a black
			// stone: the inner stone dies first, and then White's corner
			// of eleven points lives.
			want: map[string]Status{"B3": Dead, "A5": Alive, "A6": Alive},
			dead: 1,
		},
		{
			name: "a group without eyes inside a living wall dies",
			board: `.........
			        .........
			        XXXXXX...
			        OOOOOX...
			        .X.XOX...
			        XXXXOX...
			        OOOOOX...
			        .....X...
			        XXXXXX...`,
			want: map[string]Status{"B5": Dead, "A4": Dead, "A6": Alive, "A3": Alive},
			dead: 6,
		},
		{
			name: "unsettled straight three on the edge",
			board: `.........
			        .........
			        .........
			        .........
			        .........
			        .........
			        OOOOO....
			        XXXXO....
			        ...XO....`,
			// {L|O}: 1.5 eyes; Black lives at B1 if he moves first.
			want: map[string]Status{"A2": Unsettled, "E1": Alive},
		},
		{
			name: "unsettled bent three in the corner",
			board: `.........
			        .........
			        .........
			        .........
			        .........
			        OOO......
			        XXO......
			        .XXO.....
			        ..XO.....`,
			want: map[string]Status{"A3": Unsettled, "C3": Alive},
		},
		{
			name: "seki: two eyeless groups share two liberties",
			board: `O.XO.....
			        O.XO.....
			        OOXO.....
			        XXOO.....
			        .XXO.....
			        ..XO.....
			        ..XO.....
			        ..XO.....
			        ..XO.....`,
			// GNU Go's final_status_list seki lists A9 A8 A7 B7 and C9
			// C8 C7 here.
			want: map[string]Status{"A9": Seki, "B7": Seki, "C9": Seki, "C7": Seki, "C1": Alive, "D1": Alive},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := coretest.Board(t, tc.board)
			a := AnalyzeBoard(b, 6.5, 0)
			for v, want := range tc.want {
				p := coretest.Pt(t, v, b.Size())
				g, ok := a.groupWith(p)
				require.True(t, ok, "%s: no group", v)
				assert.Equal(t, want, a.Status(p), "%s (eyes %v)\n%v", v, g.Eyes, b)
			}
			assert.Equal(t, tc.dead, a.Dead().Count(), "dead stones:\n%v", a.Dead())
		})
	}
}

// TestAnalyzeConcurrent analyses separate boards at once; run with -race.
func TestAnalyzeConcurrent(t *testing.T) {
	var boards []*core.Board
	r := core.NewRand(7)
	for i := 0; i < 8; i++ {
		b, err := core.NewBoard(13, core.JapaneseRules)
		require.NoError(t, err)
		c := core.Black
		for j := 0; j < 60+10*i; j++ {
			if _, ok := b.PlayRandom(c, r); !ok {
				break
			}
			c = c.Opponent()
		}
		boards = append(boards, b)
	}
	want := make([]string, len(boards))
	for i, b := range boards {
		want[i] = analysisSummary(AnalyzeBoard(b, 6.5, 0))
	}
	var wg sync.WaitGroup
	got := make([]string, len(boards))
	for i, b := range boards {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i] = analysisSummary(AnalyzeBoard(b, 6.5, 0))
		}()
	}
	wg.Wait()
	assert.Equal(t, want, got)
}

func analysisSummary(a *Analysis) string {
	s := a.Score()
	out := fmt.Sprintf("dead %v score %v:", a.Dead().Points(), s.Result())
	for _, g := range a.Groups() {
		out += fmt.Sprintf(" %v/%v/%v", g.Stones.First(), g.Status, g.Eyes)
	}
	return out
}

// TestAnalysisConsistent checks, on random positions of every size from 2
// to 19 under territory and area rules, that each stone is in exactly one
// group and one chain, that each chain's status and eyes are its group's
// (pass-alive for Benson's chains), that the dead stones are exactly the
// stones of the Dead groups, that pass-alive chains are never dead and
// Benson's dead stones always are, that each group's Euler count of eye
// candidates matches a flood fill and covers the closed regions the
// c-region view gives it, and that the score counts the dead stones
// lifted.
func TestAnalysisConsistent(t *testing.T) {
	for _, rules := range []core.Rules{core.JapaneseRules, core.ChineseRules} {
		t.Run(rules.Name, func(t *testing.T) { analysisConsistent(t, rules) })
	}
}

func analysisConsistent(t *testing.T, rules core.Rules) {
	r := core.NewRand(11)
	for size := 2; size <= 19; size++ {
		for k := 0; k < 3; k++ {
			b, err := core.NewBoard(size, rules)
			require.NoError(t, err)
			c := core.Black
			moves := r.Intn(size * size * 2)
			for i := 0; i < moves; i++ {
				if _, ok := b.PlayRandom(c, r); !ok {
					b.Pass(c)
				}
				c = c.Opponent()
			}
			a := AnalyzeBoard(b, 6.5, 0)
			stones := b.Stones(core.Black).Union(b.Stones(core.White))
			seen := core.NewPointSet(size)
			deadGroups := core.NewPointSet(size)
			for _, g := range a.Groups() {
				require.False(t, g.Stones.Intersects(&seen), "overlapping groups\n%v", b)
				seen = seen.Union(g.Stones)
				require.True(t, g.Stones.Minus(b.Stones(g.Color)).Empty(), "group of wrong colour")
				require.NotEqual(t, NoStatus, g.Status)
				if g.Status == Dead {
					deadGroups = deadGroups.Union(g.Stones)
				}
			}
			require.True(t, seen.Equal(stones), "stones without a group\n%v", b)
			require.True(t, deadGroups.Equal(a.Dead()), "dead set and Dead groups differ\n%v", b)
			checkChains(t, b, a)
			checkRegions(t, b, a)
			ben := Benson(b)
			for _, col := range [2]core.Color{core.Black, core.White} {
				pa, bd := ben.PassAlive(col), ben.deadOf(col)
				dead := a.Dead()
				require.False(t, pa.Intersects(&dead), "a pass-alive chain is dead\n%v", b)
				require.True(t, bd.Minus(dead).Empty(), "a stone Benson proves dead is not\n%v", b)
			}
			// The estimate is the count, with some of the count's neutral
			// points given to a side by the potentials; its totals add up.
			want, got := countStrict(b, a.Dead(), b.Rules(), 6.5, 0), a.Score()
			added := [3]int{}
			living := stones.Minus(a.Dead())
			for p := range core.FullSet(size).All() {
				switch {
				case want.Owner[p] != core.Empty:
					require.Equal(t, want.Owner[p], got.Owner[p], "the estimate changes the count's owner of %v\n%v", p, b)
				case got.Owner[p] != core.Empty:
					require.False(t, living.Has(p), "the estimate gives away a living stone at %v", p)
					added[got.Owner[p]]++
				}
			}
			require.Equal(t, want.Stones, got.Stones)
			for _, col := range [2]core.Color{core.Black, core.White} {
				require.Equal(t, want.Territory[col]+added[col], got.Territory[col])
			}
			if rules.Scoring == core.AreaScoring {
				require.Equal(t, float64(got.Stones[core.Black]+got.Territory[core.Black])+got.Open[core.Black]+got.Early[core.Black], got.Black)
				require.Equal(t, float64(got.Stones[core.White]+got.Territory[core.White])+got.Open[core.White]+got.Early[core.White]+6.5, got.White)
				for p := range living.All() {
					require.Equal(t, b.At(p), got.Owner[p], "a living stone scores for its side under area rules")
				}
			} else {
				require.Equal(t, float64(got.Territory[core.Black]+got.Captures[core.Black])+got.Open[core.Black]+got.Early[core.Black], got.Black)
				require.Equal(t, float64(got.Territory[core.White]+got.Captures[core.White])+got.Open[core.White]+got.Early[core.White]+6.5, got.White)
			}
			for _, col := range [2]core.Color{core.Black, core.White} {
				require.Equal(t, living.Intersect(b.Stones(col)).Count(), got.Stones[col])
				require.Equal(t, b.Prisoners(col)+a.Dead().Intersect(b.Stones(col.Opponent())).Count(), got.Captures[col])
			}
		}
	}
}

// checkChains checks the Analysis's chains against the board's: every
// chain once, with its liberties, its group's status (pass-alive for
// Benson's chains) and its group's eyes.
func checkChains(t *testing.T, b *core.Board, a *Analysis) {
	t.Helper()
	heads := b.ChainHeads()
	require.Len(t, a.chainStatuses(), len(heads))
	covered := core.NewPointSet(b.Size())
	for _, h := range heads {
		c, ok := a.chainStatusAt(h)
		require.True(t, ok)
		require.Equal(t, b.Chain(h), c.Stones)
		require.Equal(t, b.At(h), c.Color)
		require.Equal(t, b.LibertySet(h).Count(), c.Liberties)
		require.Equal(t, a.Status(h), c.Status, "chain at %v", h)
		g, _ := a.groupWith(h)
		require.Equal(t, g.Eyes, c.Eyes)
		require.True(t, c.Stones.Minus(g.Stones).Empty(), "a chain in two groups")
		require.False(t, covered.Intersects(&c.Stones))
		covered = covered.Union(c.Stones)
	}
	_, ok := a.chainStatusAt(core.NoPoint)
	require.False(t, ok)
}

// checkRegions recounts each group's eye candidates by flood fill (the
// regions each linked group of its stones encloses, less the one-point
// ones falseEye finds false on the board with the other dead stones
// lifted) and checks that every such region of a living group that holds
// no living stone is closed space the c-region view gives the group.
func checkRegions(t *testing.T, b *core.Board, a *Analysis) {
	t.Helper()
	living := b.Stones(core.Black).Union(b.Stones(core.White)).Minus(a.Dead())
	for _, g := range a.Groups() {
		lifted := b.Clone()
		lifted.Setup(core.Empty, a.Dead().Minus(g.Stones).Points()...)
		want := 0
		for l := range linkedGroups(g.Stones) {
			want += floodTruth(l)
			for _, r := range enclosedRegions(l) {
				if r.Count() == 1 && falseEye(lifted, g.Color, r.First()) {
					want--
				}
				if g.Status != Dead && !r.Intersects(&living) {
					require.True(t, r.Minus(g.eyeSpace).Empty(), "an enclosed region without living stones is not the group's closed space\n%v\n%v", b, r)
				}
			}
		}
		require.Equal(t, want, g.Regions, "eye candidates of the group at %v\n%v", g.Stones.First(), b)
	}
}

// TestReviveInOwnTerritory is the one disagreement with GNU Go that a
// rule explains, from the second 19×19 self-play game of TestAgainstGnuGo
// (when its random openings came from the old, biased move chooser):
// Black's T9 looked enclosed by White's S8 and T8 and died in a round
// before them, yet with them lifted it stands in Black's territory, joined
// to Black's living wall through S9: revive gives it back its life. GNU Go
// agrees (S8 T8 dead, T9 alive); Benson-dead stones are never revived.
func TestReviveInOwnTerritory(t *testing.T) {
	b := coretest.Board(t, `
. . . . . . . X X X . X X X O . . . .
. . . . . . . X O X X X O O O O . . .
. . . X X . . X O X O O O X O O . . .
. . X O O X X O O O O X X X X O . . .
. . X O . O O X X X X X O X X X O O .
. . X O O O X X . X X O O O O O X O O
. . . X X O O X O X O O O O X O X X O
X X X X O O . O X X X X X X X O X . X
X O O X X O O O O O X O O O O O X X .
O . . O X O X O X X X O X O . O X . .
O O O O O X X O O X X X X O O X X . X
O X O O X X X X X X O O X O . O X O O
X X O . O X O X X O O O O . O O X . .
X O O . O O O X X X O O . O . O X X X
X X O O . O X X X O O O O O O O O O O
X . X O O X . X X X O X O X X O O X O
. X X O X X X X X O O X X . X X X X X
. O X X . X O X O . O X X X . . . . .
O . . . . X O O O . O O X . . . . . .
`)
	a := AnalyzeBoard(b, 6.5, 0)
	t9, s8, t8 := core.Pt(18, 8), core.Pt(17, 7), core.Pt(18, 7)
	require.Equal(t, core.Black, b.At(t9))
	require.NotEqual(t, Dead, a.Status(t9), "T9 stands in Black's territory")
	require.Equal(t, Dead, a.Status(s8))
	require.Equal(t, Dead, a.Status(t8))
	require.Equal(t, core.Black, a.Owner(s8), "the dead stones' points are Black's")
}
