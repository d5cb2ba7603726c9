package analysis

import (
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/coretest"
	"github.com/stretchr/testify/require"
)

// TestEnclosedCountsEveryPart is the first 19×19 game TestAgainstGnuGo played
// while its random openings came from the old, biased move chooser
// (finished position, 3 black prisoners). The black group G1 F2 G2 F3 H3
// G4 H4 G5 J2 is joined by the kosumi G5–F6 (F5 and G6 empty) to F6,
// which stands in Black's large left-side area. Its first stone's part of
// Black's group points holds 5 open points, but the group's room is that
// of every part its stones stand in. GNU Go (level 1: dragon_status alive) leaves it
// alive.
func TestEnclosedCountsEveryPart(t *testing.T) {
	b := coretest.Board(t, `
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
	b.SetPrisoners(core.Black, 3)
	a := AnalyzeBoard(b, 6.5, 0)
	for _, v := range []string{"G1", "F2", "H4", "G5", "F6", "J2"} {
		require.NotEqual(t, Dead, a.Status(coretest.Pt(t, v, 19)), v)
	}
	require.Equal(t, Dead, a.Status(coretest.Pt(t, "D3", 19)), "D3 stays dead, as GNU Go says")
}

// TestKosumiUnifiesAreas: §5.2 step 3 in the status engine. Black's E5
// touches the pass-alive D4 only diagonally; White's E4 blocks one
// crossing point, so buildGroups does not join them (it joins a kosumi
// only with both crossing points free), and D5 is no black group point,
// so E5 stands in a part of Black's group points of its own, with no
// room. The kosumi E5–D4 is no crosscut (D5 is empty): §5.2 unifies the
// two parts, E5 stands in the area of a group that lives on its own and
// is not enclosed. GNU Go (level 10) agrees: dragon_status E5 is
// critical (D5 attacks and defends), final_status alive.
func TestKosumiUnifiesAreas(t *testing.T) {
	b := coretest.Board(t, `
		. . . . . . . . .
		. . . . . . . . .
		. . . O O O O . .
		. . . O . . O . .
		. . O . X . O . .
		X X X X O O O . .
		. X . X O . . . .
		X X X X O . . . .
		. X . X O . . . .`)
	a := AnalyzeBoard(b, 6.5, 0)
	require.Equal(t, PassAlive, a.Status(coretest.Pt(t, "D4", 9)))
	require.NotEqual(t, Dead, a.Status(coretest.Pt(t, "E5", 9)), "E5 is kosumi-linked to D4's area")
	e := newStatusEngine(b)
	e.run()
	var joint bool
	for _, ar := range e.territories(core.Black, nil) {
		joint = joint || (ar.Stones.Has(coretest.Pt(t, "E5", 9)) && ar.Stones.Has(coretest.Pt(t, "D4", 9)))
	}
	require.True(t, joint, "E5 and D4 in one §5.2 group")
}

// TestEyeSpaceAroundOwnStone is line 32 of the GNU Go corpus (finished, W
// to move). Black's lower-left group encloses A1 A2 B2 C2 C1, a region
// that wraps around Black's own stone on B1: Nakamura's features describe
// simply connected regions only, so the region is searched with B1 in it
// as a capturable stone (regionHoles). Black B2 makes two eyes, and White
// cannot kill first: the group lives, as GNU Go says (its dead stones are
// only White's G6 H6).
func TestEyeSpaceAroundOwnStone(t *testing.T) {
	b := coretest.Board(t, `
		. . . O X X . . .
		. . O . O X . . .
		. . . . O X X X .
		. . O . O X O O .
		O O O . O X . . .
		X O X O O O X X .
		X X X O X O O X .
		. . . X X X O X X
		. X . X O O O O X`)
	region := core.NewPointSet(9)
	for _, v := range []string{"A1", "A2", "B2", "C2", "C1"} {
		region.Add(coretest.Pt(t, v, 9))
	}
	group := b.Chain(coretest.Pt(t, "A3", 9)).Union(b.Chain(coretest.Pt(t, "B1", 9))).Union(b.Chain(coretest.Pt(t, "D1", 9)))
	f := newEyeSpace(b, core.Black, region, group)
	require.False(t, f.Enclosed, "the region wraps around B1")
	holes, ok := regionHoles(b, core.Black, region, group)
	require.True(t, ok)
	require.Equal(t, []core.Point{coretest.Pt(t, "B1", 9)}, holes.Points())
	require.Equal(t, eyeClass{First: outcomeLive, Second: outcomeLive}, classifyRegion(b, core.Black, region, group))
	a := AnalyzeBoard(b, 6.5, 0)
	for _, v := range []string{"A3", "C4", "B1", "D1", "F2"} {
		require.NotEqual(t, Dead, a.Status(coretest.Pt(t, v, 9)), v)
	}
	require.ElementsMatch(t, []core.Point{coretest.Pt(t, "G6", 9), coretest.Pt(t, "H6", 9)}, a.Dead().Points())
}

// TestLoneStoneNotEnclosed is line 89 of the GNU Go corpus (GNU Go resigned
// for Black after 12 moves). White's B4 stands alone in the lower left:
// its own side's room there is small, as for any new stone, but no Black
// stone is near it (surrounded: Black's potential on B4 is below 1). It
// is not dead; neither are the other lone stones.
func TestLoneStoneNotEnclosed(t *testing.T) {
	b := coretest.Board(t, `
		. X . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . O . O .
		. . . . . . . . X
		. O . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . X`)
	a := AnalyzeBoard(b, 6.5, 0)
	require.NotEqual(t, Dead, a.Status(coretest.Pt(t, "B4", 9)))
	require.NotEqual(t, Dead, a.Status(coretest.Pt(t, "F6", 9)))
	require.NotEqual(t, Dead, a.Status(coretest.Pt(t, "J5", 9)))
}
