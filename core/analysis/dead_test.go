package analysis

import (
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/coretest"
	"github.com/stretchr/testify/require"
)

// walls7 is the 7×7 game of the scoring report: a black wall on column C,
// a white wall on column D, and an invader on each side (Black F3 in
// White's area, White B6 in Black's).
const walls7 = `
	. . X O . . .
	. O X O . . .
	. . X O . . .
	. . X O . . .
	. . X O . X .
	. . X O . . .
	. . X O . . .`

// TestToggleKeepsDeadStonesConsistent: marking Black's wall dead puts
// White's B6, dead inside it, in White's own area, so it comes back to
// life; marking the wall alive again makes B6 dead again. Black's F3, in
// White's area, is untouched both times, and toggling B6 itself touches
// nothing else.
func TestToggleKeepsDeadStonesConsistent(t *testing.T) {
	for _, rules := range []core.Rules{core.ChineseRules, core.JapaneseRules} {
		t.Run(rules.Name, func(t *testing.T) {
			b := coretest.Board(t, walls7, coretest.Rules(rules))
			pt := func(v string) core.Point { return coretest.Pt(t, v, 7) }
			b6, f3 := pt("B6"), pt("F3")
			a := AnalyzeBoard(b, 7.5, 0)
			require.ElementsMatch(t, []core.Point{b6, f3}, a.Dead().Points())
			wall := b.Chain(pt("C4"))

			tg, ok := a.Toggle(b, a.Dead(), pt("C4"))
			require.True(t, ok)
			require.True(t, tg.NowDead)
			require.True(t, tg.Group.Equal(wall), "the group is the wall: %v", tg.Group.Points())
			require.Equal(t, []core.Point{b6}, tg.Revived.Points())
			require.True(t, tg.Killed.Empty())
			require.True(t, tg.Dead.Equal(wall.Union(core.NewPointSet(7, f3))), "dead: %v", tg.Dead.Points())
			// The agreed count: White owns the whole board.
			s := a.WithDead(b, tg.Dead, 7.5, 0).Score()
			require.Zero(t, s.Black)

			back, ok := a.Toggle(b, tg.Dead, pt("C7"))
			require.True(t, ok)
			require.False(t, back.NowDead)
			require.Equal(t, []core.Point{b6}, back.Killed.Points())
			require.True(t, back.Revived.Empty())
			require.ElementsMatch(t, []core.Point{b6, f3}, back.Dead.Points())

			alone, ok := a.Toggle(b, back.Dead, b6)
			require.True(t, ok)
			require.False(t, alone.NowDead)
			require.Equal(t, []core.Point{b6}, alone.Group.Points())
			require.Equal(t, []core.Point{f3}, alone.Dead.Points())
			require.True(t, alone.Revived.Empty() && alone.Killed.Empty())
		})
	}
}

// TestToggleRefuses: an empty point names no group, and where every stone
// counts (Tromp-Taylor) there are no dead stones to toggle; either way the
// dead stones stay as they were.
func TestToggleRefuses(t *testing.T) {
	b := coretest.Board(t, walls7)
	a := AnalyzeBoard(b, 6.5, 0)
	dead := a.Dead()
	tg, ok := a.Toggle(b, dead, coretest.Pt(t, "A1", 7))
	require.False(t, ok)
	require.True(t, tg.Dead.Equal(dead))

	tt := coretest.Board(t, walls7, coretest.Rules(core.TrompTaylorRules))
	a = AnalyzeBoard(tt, 7.5, 0)
	tg, ok = a.Toggle(tt, core.NewPointSet(7), coretest.Pt(t, "C4", 7))
	require.False(t, ok)
	require.True(t, tg.Dead.Empty())
}
