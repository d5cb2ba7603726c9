package core_test

import (
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/coretest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func mustPlay(t *testing.T, g *core.Game, c core.Color, s string) {
	t.Helper()
	m, err := core.ParseMove(c, s, g.Size())
	require.NoError(t, err)
	require.NoError(t, g.Play(m), "%v %s", c, s)
}

func TestGameTurnsAndErrors(t *testing.T) {
	g, err := core.NewGame(core.Size(9), core.WithRules(core.ChineseRules))
	require.NoError(t, err)
	assert.Equal(t, 7.5, g.Komi())
	assert.Equal(t, core.Black, g.ToMove())
	err = g.Play(core.Play(core.White, coretest.Pt(t, "E5", 9)))
	assert.ErrorIs(t, err, core.ErrWrongTurn)
	mustPlay(t, g, core.Black, "E5")
	assert.Equal(t, core.White, g.ToMove())
	assert.ErrorIs(t, g.Play(core.Play(core.White, coretest.Pt(t, "E5", 9))), core.ErrOccupied)
	assert.Equal(t, 1, g.MoveNumber(), "an illegal move changes nothing")
	mustPlay(t, g, core.White, "pass")
	mustPlay(t, g, core.Black, "pass")
	assert.Equal(t, 2, g.ConsecutivePasses())
	g.SetResult(core.Result{Winner: core.Black, Reason: core.ByResignation})
	assert.ErrorIs(t, g.Play(core.Pass(core.White)), core.ErrGameOver)
	assert.Equal(t, "B+R", g.Result().String())
}

// TestPlayVariation: a recorded result stops Play but not PlayVariation,
// which keeps the result as it was (raw text included) and still checks
// the turn and the board's rules.
func TestPlayVariation(t *testing.T) {
	record := func() *core.Node {
		root := core.NewNode()
		root.SetProp("SZ", "9")
		root.SetProp("RE", "white wins") // not a result gobot can read
		return root
	}
	g, err := core.FromTree(record())
	require.NoError(t, err)
	require.True(t, g.Over(), "a result gobot cannot read still ends the record")
	require.ErrorIs(t, g.Play(core.Play(core.Black, coretest.Pt(t, "E5", 9))), core.ErrGameOver)
	require.NoError(t, g.PlayVariation(core.Play(core.Black, coretest.Pt(t, "E5", 9))))
	g.SetResult(core.Result{Winner: core.Black, Reason: core.ByResignation})
	require.ErrorIs(t, g.Play(core.Play(core.White, coretest.Pt(t, "C3", 9))), core.ErrGameOver)
	require.NoError(t, g.PlayVariation(core.Play(core.White, coretest.Pt(t, "C3", 9))))
	assert.Equal(t, 2, g.MoveNumber())
	assert.Equal(t, "B+R", g.Result().String(), "the result stays")
	assert.ErrorIs(t, g.PlayVariation(core.Play(core.White, coretest.Pt(t, "D4", 9))), core.ErrWrongTurn)
	assert.ErrorIs(t, g.PlayVariation(core.Play(core.Black, coretest.Pt(t, "C3", 9))), core.ErrOccupied)
	assert.Equal(t, 2, g.MoveNumber(), "an illegal variation changes nothing")

	// Unread result text survives a variation.
	g, err = core.FromTree(record())
	require.NoError(t, err)
	require.NoError(t, g.PlayVariation(core.Play(core.Black, coretest.Pt(t, "C3", 9))))
	raw, ok := g.RawInfo("RE")
	assert.True(t, ok)
	assert.Equal(t, []string{"white wins"}, raw)
}

func TestGameUndoAndNavigation(t *testing.T) {
	g, err := core.NewGame(core.Size(9))
	require.NoError(t, err)
	for i, s := range []string{"E5", "C3", "G7", "C7", "G3"} {
		mustPlay(t, g, []core.Color{core.Black, core.White}[i%2], s)
	}
	require.Equal(t, 5, g.MoveNumber())
	require.NoError(t, g.Undo())
	assert.Equal(t, 4, g.MoveNumber())
	assert.Equal(t, core.Empty, g.Board().At(coretest.Pt(t, "G3", 9)))
	assert.Equal(t, core.Black, g.ToMove())
	require.NoError(t, g.GoToMove(2))
	assert.Equal(t, core.Empty, g.Board().At(coretest.Pt(t, "G7", 9)))
	assert.Equal(t, core.White, g.Board().At(coretest.Pt(t, "C3", 9)))
	// A new move here starts a variation; the main line is kept.
	mustPlay(t, g, core.Black, "D4")
	assert.Len(t, g.Cursor().Parent().Children(), 2)
	require.NoError(t, g.Prev())
	require.NoError(t, g.Next())
	assert.Equal(t, core.Black, g.Board().At(coretest.Pt(t, "G7", 9)), "Next follows the main line")
	require.NoError(t, g.Prev())
	require.NoError(t, g.Variation(1))
	assert.Equal(t, core.Black, g.Board().At(coretest.Pt(t, "D4", 9)))
	assert.ErrorIs(t, g.Variation(5), core.ErrNoMove)
	require.NoError(t, g.GoToMove(0))
	assert.Equal(t, g.Root(), g.Cursor())
	assert.ErrorIs(t, g.Undo(), core.ErrNoMove)
	assert.ErrorIs(t, g.Prev(), core.ErrNoMove)
	require.NoError(t, g.GoToMove(4))
	assert.Equal(t, 4, g.MoveNumber())
	assert.ErrorIs(t, g.GoToMove(9), core.ErrNoMove)
}

func TestFixedHandicapMatchesGNUGo(t *testing.T) {
	// Recorded from GNU Go 3.8: fixed_handicap n on each size.
	want := map[[2]int]string{
		{7, 2}: "E5 C3", {7, 4}: "C5 E5 C3 E3",
		{8, 3}: "C6 F6 C3",
		{9, 2}: "G7 C3", {9, 3}: "C7 G7 C3", {9, 5}: "C7 G7 E5 C3 G3", {9, 6}: "C7 G7 C5 G5 C3 G3",
		{9, 7}: "C7 G7 C5 E5 G5 C3 G3", {9, 8}: "C7 E7 G7 C5 G5 C3 E3 G3", {9, 9}: "C7 E7 G7 C5 E5 G5 C3 E3 G3",
		{10, 4}: "C8 H8 C3 H3", {11, 4}: "C9 J9 C3 J3", {12, 2}: "J9 D4", {12, 4}: "D9 J9 D4 J4",
		{13, 5}: "D10 K10 G7 D4 K4", {13, 9}: "D10 G10 K10 D7 G7 K7 D4 G4 K4",
		{19, 2}: "Q16 D4", {19, 3}: "D16 Q16 D4", {19, 6}: "D16 Q16 D10 Q10 D4 Q4", {19, 9}: "D16 K16 Q16 D10 K10 Q10 D4 K4 Q4",
	}
	for k, w := range want {
		pts, err := core.FixedHandicap(k[0], k[1])
		require.NoError(t, err)
		var s []string
		for _, p := range pts {
			s = append(s, p.String())
		}
		assert.Equal(t, w, strings.Join(s, " "), "%v", k)
	}
	for _, bad := range [][2]int{{6, 2}, {7, 5}, {7, 9}, {8, 5}, {19, 10}, {19, 1}, {10, 9}} {
		_, err := core.FixedHandicap(bad[0], bad[1])
		assert.ErrorIs(t, err, core.ErrHandicap, "%v", bad)
	}
}

func TestHandicapGame(t *testing.T) {
	g, err := core.NewGame(core.Size(19), core.Handicap(4))
	require.NoError(t, err)
	assert.Equal(t, core.White, g.ToMove(), "White moves first after a handicap")
	assert.Equal(t, 4, g.Board().Stones(core.Black).Count())
	assert.Equal(t, 0.5, g.Komi())
	assert.Equal(t, 4, g.Handicap())
	g, err = core.NewGame(core.Size(9), core.FreeHandicap(coretest.Pt(t, "C3", 9), coretest.Pt(t, "G7", 9), coretest.Pt(t, "E5", 9)))
	require.NoError(t, err)
	assert.Equal(t, 3, g.Board().Stones(core.Black).Count())
	assert.Equal(t, core.White, g.ToMove())
	_, err = core.NewGame(core.Size(9), core.FreeHandicap(coretest.Pt(t, "C3", 9), coretest.Pt(t, "C3", 9)))
	assert.ErrorIs(t, err, core.ErrHandicap)
	_, err = core.NewGame(core.Size(30))
	assert.ErrorIs(t, err, core.ErrBoardSize)
}

func TestFromTreeReplaysRecordedMovesEvenIfIllegal(t *testing.T) {
	root := core.NewNode()
	root.SetProp("SZ", "5")
	root.SetProp("KM", "6.5")
	root.SetProp("RE", "W+2.5")
	n := root.AddChild(core.NewNode())
	n.SetMove(core.Play(core.Black, core.Pt(2, 2)))
	n = n.AddChild(core.NewNode())
	n.SetMove(core.Play(core.White, core.Pt(2, 2))) // onto a stone: recorded anyway
	g, err := core.FromTree(root)
	require.NoError(t, err)
	assert.Equal(t, 5, g.Size())
	assert.Equal(t, 6.5, g.Komi())
	assert.Equal(t, "W+2.5", g.Result().String())
	require.NoError(t, g.GoToMove(2))
	assert.Equal(t, core.White, g.Board().At(core.Pt(2, 2)))
	require.NoError(t, core.Verify(g.Board()))

	bad := core.NewNode()
	bad.SetProp("SZ", "52")
	_, err = core.FromTree(bad)
	assert.ErrorIs(t, err, core.ErrBoardSize)
}

func TestRulesPresets(t *testing.T) {
	for _, name := range []string{"japanese", "Chinese", "AGA", "new_zealand", "New Zealand", "tromp-taylor", "tt", "nz"} {
		_, err := core.ParseRules(name)
		assert.NoError(t, err, name)
	}
	_, err := core.ParseRules("ing")
	assert.ErrorIs(t, err, core.ErrRules)
	r, _ := core.ParseRules("new_zealand")
	assert.True(t, r.Suicide)
	assert.Equal(t, core.SituationalSuperko, r.Ko)
}

func TestResultText(t *testing.T) {
	for _, s := range []string{"B+R", "W+3.5", "0", "Void", "?", "B+T", "W+F", "B+"} {
		assert.Equal(t, s, core.ParseResult(s).String(), s)
	}
	assert.Equal(t, "W+R", core.ParseResult("W+Resign").String())
	assert.Equal(t, core.Unknown, core.ParseResult("white wins").Reason)
	assert.Equal(t, "White wins by 3.5 points", core.ParseResult("W+3.5").Describe())
}

func TestFromTreeWarnings(t *testing.T) {
	root := core.NewNode()
	root.SetProp("SZ", "9")
	root.SetProp("RU", "Ing")
	root.SetProp("KM", "abc")
	g, err := core.FromTree(root)
	require.NoError(t, err)
	assert.Equal(t, core.JapaneseRules, g.Rules())
	assert.Equal(t, 6.5, g.Komi())
	var text []string
	for _, w := range g.Warnings() {
		text = append(text, w.String())
	}
	assert.Equal(t, []string{
		"RU[Ing] is not a rule set gobot knows (japanese, chinese, aga, new-zealand, tromp-taylor): the game is played under japanese rules",
		"KM[abc] is not a komi: the game uses komi 6.5, the default of japanese rules",
	}, text)
	assert.Equal(t, "abc", root.PropText("KM"), "the record's text stays in the root")
	_, hasSZ := root.Prop("SZ")
	assert.False(t, hasSZ, "a value that parses leaves the root")

	// RawInfo gives the record's text of what the game could not read,
	// until the game has a value of its own.
	raw := func(id string) []string {
		v, ok := g.RawInfo(id)
		if !ok {
			return nil
		}
		return v
	}
	assert.Equal(t, []string{"abc"}, raw("KM"))
	assert.Equal(t, []string{"Ing"}, raw("RU"))
	assert.Nil(t, raw("HA"), "no HA in the record")
	assert.Nil(t, raw("SZ"), "SZ parsed")
	raw("KM")[0] = "changed"
	assert.Equal(t, []string{"abc"}, raw("KM"), "RawInfo gives a copy")
	g.SetKomi(5.5)
	assert.Nil(t, raw("KM"), "the game's own komi now")
	require.NoError(t, g.SetRules(core.ChineseRules))
	assert.Nil(t, raw("RU"), "the game's own rules now")
}
