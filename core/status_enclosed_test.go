package core

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestEnclosedCountsEveryPart is the first 19×19 game of TestAgainstGnuGo
// (finished position, 3 black prisoners). The black group G1 F2 G2 F3 H3
// G4 H4 G5 J2 is joined by the kosumi G5–F6 (F5 and G6 empty) to F6,
// which stands in Black's large left-side area. Its first stone's part of
// Black's group points holds 5 open points, but the group's room is that
// of every part its stones stand in. GNU Go (level 1: dragon_status alive) leaves it
// alive.
func TestEnclosedCountsEveryPart(t *testing.T) {
	b := parseDiagram(t, JapaneseRules, `
		. . . . . . . . . . . . . . . . . . .
		. . . . . . . X O X O . . . O . O . .
		. . . X . . X . X X O . . . . O . X .
		. . . . . . . . . . . O . . O X . . X
		. . . . . . . X . X . . O . O X X . .
		. . . X . O O O X O . . X X X . . . .
		. . . . X X X O . O X . X O X X . . .
		. . . . . O X O . O . . X O . X . X .
		. X . . X X O O . . . . X O O . . X .
		. . X . . O X X O . O . . O X . O X X
		O . . X X X X O O . . . . O O . O O X
		. . X . X O O X . . . . X X X O . . O
		. . X . X O O O . O . X . X O . . O .
		. O . X . X . O X O . . X . . O . . .
		. . O . O . X . O . . O X . . . . . .
		. . . O . O X X . . . O . . . O . . .
		. O . X O X . X . O . . . . . . . . .
		. . . . O X X . X . . O . O . O . . .
		. . . . O O X . . . . . . . X . . . .`)
	b.SetPrisoners(Black, 3)
	a := AnalyzeBoard(b, 6.5, 0)
	for _, v := range []string{"G1", "F2", "H4", "G5", "F6", "J2"} {
		require.NotEqual(t, Dead, a.Status(pt(t, v, 19)), v)
	}
	require.Equal(t, Dead, a.Status(pt(t, "D3", 19)), "D3 stays dead, as GNU Go says")
}
