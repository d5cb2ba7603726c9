package analysis

import (
	"testing"

	"github.com/gobot-baduk/gobot/core/coretest"
	"github.com/stretchr/testify/require"
)

// withoutReconsider runs f with the two rules of reconsider switched off.
func withoutReconsider(f func()) {
	n, s := nearLibs, strandedSteps
	nearLibs, strandedSteps = 1000, 1000
	defer func() { nearLibs, strandedSteps = n, s }()
	f()
}

// TestReconsiderRevivesNearFriends: the Black stone on E6 stands in
// White's framework, which the rounds call dead; but Black's E3 is near
// enough that two of its liberties (E5 and E7) are at most one step
// farther from Black's other stones than from White's, and it is called
// unsettled.
func TestReconsiderRevivesNearFriends(t *testing.T) {
	b := coretest.Board(t, `
		. . . . . . . . .
		. . O . . . O . .
		. . . . . . . . .
		. . O . X . O . .
		. . . . . . . . .
		. . O . . . O . .
		. . . . X . . . .
		. X X . . . X X .
		. . . . . . . . .`)
	e6 := coretest.Pt(t, "E6", 9)
	a := AnalyzeBoard(b, 6.5, 0)
	require.Equal(t, Unsettled, a.Status(e6))
	require.True(t, a.Dead().Empty(), "%v", a.Dead())
	withoutReconsider(func() {
		require.Equal(t, Dead, AnalyzeBoard(b, 6.5, 0).Status(e6), "the rounds alone")
	})
}

// TestReconsiderStrandsLoneStone: White's E2, on the second line under
// Black's D4 and F4, is two steps or more nearer Black's stones than
// White's others (C7, G7) on every liberty: it is called dead, where the
// rounds let it live.
func TestReconsiderStrandsLoneStone(t *testing.T) {
	b := coretest.Board(t, `
		. . . . . . . . .
		. . . . . . . . .
		. . O . . . O . .
		. . . . . . . . .
		. . . . . . . . .
		. . . X . X . . .
		. . . . . . . . .
		. . . . O . . . .
		. . . . . . . . .`)
	e2 := coretest.Pt(t, "E2", 9)
	a := AnalyzeBoard(b, 6.5, 0)
	require.Equal(t, Dead, a.Status(e2))
	require.Equal(t, 1, a.Dead().Count(), "%v", a.Dead())
	withoutReconsider(func() {
		require.Equal(t, Alive, AnalyzeBoard(b, 6.5, 0).Status(e2), "the rounds alone")
	})
}

// TestReconsiderLeavesHighLoneStone: the same stone on the fourth line
// (White's E4 under Black's E5, between C3 and G3) has room to make
// shape or run: it is not stranded, whatever the distances say (the
// README's /analyze example at move 21 of a 9×9 game was such a stone,
// called dead with the top of the board open).
func TestReconsiderLeavesHighLoneStone(t *testing.T) {
	b := coretest.Board(t, `
		. . . . . . . . .
		. . . . . . . . .
		. . O . . . O . .
		. . . . . . . . .
		. . . . X . . . .
		. . . . O . . . .
		. . X . . . X . .
		. . . . . . . . .
		. . . . . . . . .`)
	e4 := coretest.Pt(t, "E4", 9)
	require.NotEqual(t, Dead, AnalyzeBoard(b, 6.5, 0).Status(e4))
	line := strandedLine
	strandedLine = 9 // every line
	defer func() { strandedLine = line }()
	require.Equal(t, Dead, AnalyzeBoard(b, 6.5, 0).Status(e4), "stranded on any line")
}

// TestReconsiderLoneStonesFacingEachOther: Black's E7 between White's C7
// and G7, each a lone stone far from its friends: each is nearer the
// other side's stones than its own, but a stone is stranded only by
// opponent stones that are not stranded too, and none dies.
func TestReconsiderLoneStonesFacingEachOther(t *testing.T) {
	s := strandedOpen
	strandedOpen = 2 // whatever the board's open share
	defer func() { strandedOpen = s }()
	b := coretest.Board(t, `
		. . . . . . . . .
		. . . . . . . . .
		. . O . X . O . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . X . . . X . .
		. . . . . . . . .
		. . . . . . . . .`)
	a := AnalyzeBoard(b, 6.5, 0)
	require.True(t, a.Dead().Empty(), "%v", a.Dead())
}
