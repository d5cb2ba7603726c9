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
