package analysis

import (
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/stretchr/testify/require"
)

// corpusLine returns the corpus game on the given line.
func corpusLine(t *testing.T, line int) *corpusGame {
	t.Helper()
	for _, cg := range loadCorpus(t) {
		if cg.line == line {
			return cg
		}
	}
	t.Fatalf("no game on line %d", line)
	return nil
}

// Line 80 of the corpus at move 49 (9×9, White to move): the static
// analysis calls White's nine stones on the right dead, with an eye and
// room beside it, and counts Black's area round them as settled, so
// the estimate reads B+34.5 with no range. White, to move, lived and won
// by 3.5. With the side to move the playouts revive the group: unsettled,
// since White lives moving first.
func TestPlayoutsReviveAGroupWithRoom(t *testing.T) {
	cg := corpusLine(t, 80)
	b := cg.boardAt(t, 49)
	require.Equal(t, core.White, cg.toMoveAt(49))
	static := AnalyzeBoard(b, cg.komi, 0)
	var group Group
	for _, g := range static.Groups() {
		if g.Color == core.White && g.Stones.Count() == 9 {
			group = g
		}
	}
	require.Equal(t, Dead, group.Status)
	require.Equal(t, 1.0, group.Eyes)
	g7 := group.Stones.First()
	s := static.Score()
	require.Equal(t, 34.5, s.Margin())
	require.Zero(t, s.Range)

	a := AnalyzeTurn(b, cg.komi, 0, core.White)
	require.Equal(t, Unsettled, a.Status(g7))
	dead := a.Dead()
	require.False(t, dead.Has(g7))
	s = a.Score()
	require.Less(t, s.Margin(), 10.0, "the estimate with the group standing")
	require.Positive(t, s.Range)

	// The same position, the same verdicts and figure every time.
	again := AnalyzeTurn(b, cg.komi, 0, core.White)
	require.Equal(t, a.Dead(), again.Dead())
	require.Equal(t, a.Score(), again.Score())
}

// The second opinion only revives, only dead calls, never Benson's, and
// not on 19×19 nor without the side to move: over every checkpoint of
// the corpus's finished games (25/50/75% of the moves), each side to move.
func TestPlayoutsOnlyRevive(t *testing.T) {
	revived := 0
	for _, cg := range loadCorpus(t) {
		if !cg.finished() {
			continue
		}
		for _, pct := range checkpoints {
			n := checkpointMoves(cg, pct)
			b := cg.boardAt(t, n)
			base := AnalyzeBoard(b, cg.komi, 0)
			for _, c := range [2]core.Color{core.Black, core.White} {
				a := AnalyzeTurn(b, cg.komi, 0, c)
				require.True(t, a.Dead().Minus(base.Dead()).Empty(), "line %d at %d%%: the playouts killed stones", cg.line, pct)
				back := base.Dead().Minus(a.Dead())
				if cg.size > playoutMaxSize {
					require.True(t, back.Empty(), "line %d at %d%%: playouts on %d×%d", cg.line, pct, cg.size, cg.size)
				}
				for _, g := range a.Groups() {
					if !g.Stones.Intersects(&back) {
						continue
					}
					revived++
					require.GreaterOrEqual(t, g.Stones.Count(), playoutMinSize)
					want := Alive
					if g.Color == c {
						want = Unsettled
					}
					require.Equal(t, want, g.Status, "line %d at %d%%", cg.line, pct)
					for p := range g.Stones.All() {
						require.NotEqual(t, PassAlive, base.Status(p))
					}
				}
			}
		}
	}
	require.Positive(t, revived, "no group revived over the corpus")
	t.Logf("%d groups revived over the checkpoints, both sides to move", revived)
}

// Analyze uses the game's side to move, but not once a pass has been
// played: the count's dead stones are the static analysis's (line 146,
// played out to its end, is one where the playouts would revive stones
// both players left dead).
func TestAnalyzeAfterAPassIsStatic(t *testing.T) {
	cg := corpusLine(t, 146)
	g, err := core.NewGame(core.Size(cg.size), core.Komi(cg.komi))
	require.NoError(t, err)
	for _, m := range cg.moves {
		require.NoError(t, g.Play(m))
	}
	require.Positive(t, g.ConsecutivePasses())
	static := AnalyzeBoard(g.Board(), cg.komi, 0)
	a := Analyze(g)
	require.Equal(t, static.Dead(), a.Dead())
	require.Equal(t, static.Score(), a.Score())
	// The case this guards against: Black to move would revive stones.
	turn := AnalyzeTurn(g.Board(), cg.komi, 0, core.Black)
	require.NotEqual(t, static.Dead(), turn.Dead())
}
