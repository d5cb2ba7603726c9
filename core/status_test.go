package core

import (
	"fmt"
	"sync"
	"testing"

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
			b := parseDiagram(t, JapaneseRules, tc.board)
			a := AnalyzeBoard(b, 6.5, 0)
			for v, want := range tc.want {
				p := pt(t, v, b.Size())
				g, ok := a.GroupAt(p)
				require.True(t, ok, "%s: no group", v)
				assert.Equal(t, want, a.Status(p), "%s (eyes %v)\n%v", v, g.Eyes, b)
			}
			assert.Equal(t, tc.dead, a.Dead().Count(), "dead stones:\n%v", a.Dead())
		})
	}
}

// TestAnalyzeConcurrent analyses separate boards at once; run with -race.
func TestAnalyzeConcurrent(t *testing.T) {
	var boards []*Board
	r := NewRand(7)
	for i := 0; i < 8; i++ {
		b, err := NewBoard(13, JapaneseRules)
		require.NoError(t, err)
		c := Black
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
// to 19, that each stone is in exactly one group, that the dead stones
// are exactly the stones of the Dead groups, that pass-alive chains are
// never dead and Benson's dead stones always are, and that the score
// counts the dead stones lifted.
func TestAnalysisConsistent(t *testing.T) {
	r := NewRand(11)
	for size := 2; size <= 19; size++ {
		for k := 0; k < 3; k++ {
			b, err := NewBoard(size, JapaneseRules)
			require.NoError(t, err)
			c := Black
			moves := r.Intn(size * size * 2)
			for i := 0; i < moves; i++ {
				if _, ok := b.PlayRandom(c, r); !ok {
					b.Pass(c)
				}
				c = c.Opponent()
			}
			a := AnalyzeBoard(b, 6.5, 0)
			stones := b.Stones(Black).Union(b.Stones(White))
			seen := NewPointSet(size)
			deadGroups := NewPointSet(size)
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
			ben := Benson(b)
			for _, col := range [2]Color{Black, White} {
				pa, bd := ben.PassAlive(col), ben.Dead(col)
				dead := a.Dead()
				require.False(t, pa.Intersects(&dead), "a pass-alive chain is dead\n%v", b)
				require.True(t, bd.Minus(dead).Empty(), "a stone Benson proves dead is not\n%v", b)
			}
			// The estimate is the count, with some of the count's neutral
			// points given to a side by the potentials; its totals add up.
			want, got := CountScore(b, a.Dead(), b.Rules(), 6.5, 0), a.Score()
			added := [3]int{}
			living := stones.Minus(a.Dead())
			for p := range FullSet(size).All() {
				switch {
				case want.Owner[p] != Empty:
					require.Equal(t, want.Owner[p], got.Owner[p], "the estimate changes the count's owner of %v\n%v", p, b)
				case got.Owner[p] != Empty:
					require.False(t, living.Has(p), "the estimate gives away a living stone at %v", p)
					added[got.Owner[p]]++
				}
			}
			require.Equal(t, want.Stones, got.Stones)
			for _, col := range [2]Color{Black, White} {
				require.Equal(t, want.Territory[col]+added[col], got.Territory[col])
			}
			require.Equal(t, float64(got.Territory[Black]+got.Captures[Black]), got.Black)
			require.Equal(t, float64(got.Territory[White]+got.Captures[White])+6.5, got.White)
		}
	}
}

// TestReviveInOwnTerritory is the one disagreement with GNU Go that a
// rule explains, from the second 19×19 self-play game of TestAgainstGnuGo:
// Black's T9 looked enclosed by White's S8 and T8 and died in a round
// before them, yet with them lifted it stands in Black's territory, joined
// to Black's living wall through S9: revive gives it back its life. GNU Go
// agrees (S8 T8 dead, T9 alive); Benson-dead stones are never revived.
func TestReviveInOwnTerritory(t *testing.T) {
	b := parseDiagram(t, JapaneseRules, `
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
	t9, s8, t8 := Pt(18, 8), Pt(17, 7), Pt(18, 7)
	require.Equal(t, Black, b.At(t9))
	require.NotEqual(t, Dead, a.Status(t9), "T9 stands in Black's territory")
	require.Equal(t, Dead, a.Status(s8))
	require.Equal(t, Dead, a.Status(t8))
	require.Equal(t, Black, a.Owner(s8), "the dead stones' points are Black's")
}
