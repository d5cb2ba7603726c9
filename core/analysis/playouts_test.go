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

// gameOf returns cg's first n moves played in a core.Game.
func gameOf(t *testing.T, cg *corpusGame, n int) *core.Game {
	t.Helper()
	g, err := core.NewGame(core.Size(cg.size), core.Komi(cg.komi))
	require.NoError(t, err)
	for _, m := range cg.moves[:n] {
		require.NoError(t, g.Play(m))
	}
	return g
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
					bensonDead := Benson(b).deadOf(g.Color)
					require.False(t, g.Stones.Intersects(&bensonDead), "line %d at %d%%: Benson's dead revived", cg.line, pct)
				}
			}
		}
	}
	require.Positive(t, revived, "no group revived over the corpus")
	t.Logf("%d groups revived over the checkpoints, both sides to move", revived)
}

// Analyze uses the game's side to move, but not once a pass has been
// played: the count's dead stones are the static analysis's. Line 80 to
// move 49, where the playouts revive White's nine stones with White to
// move (TestPlayoutsReviveAGroupWithRoom), then both players pass: White
// is to move again, and the count has the stones dead. (With earlier
// draws of the playouts, 2 of the 504 analyses of the finished corpus
// games' final positions, each side to move, revived stones both players
// had left dead; with these draws none does.)
func TestAnalyzeAfterAPassIsStatic(t *testing.T) {
	cg := corpusLine(t, 80)
	g := gameOf(t, cg, 49)
	require.NoError(t, g.Play(core.Pass(core.White)))
	require.NoError(t, g.Play(core.Pass(core.Black)))
	require.Equal(t, core.White, g.ToMove())
	static := AnalyzeBoard(g.Board(), cg.komi, 0)
	a := Analyze(g)
	require.Equal(t, static.Dead(), a.Dead())
	require.Equal(t, static.Score(), a.Score())
	// The case this guards against.
	turn := AnalyzeTurn(g.Board(), cg.komi, 0, g.ToMove())
	require.NotEqual(t, static.Dead(), turn.Dead())
	for _, cg := range loadCorpus(t) {
		if !cg.finished() || cg.size > playoutMaxSize {
			continue
		}
		g := gameOf(t, cg, len(cg.moves))
		require.Positive(t, g.ConsecutivePasses(), "line %d", cg.line)
		require.Equal(t, AnalyzeBoard(g.Board(), cg.komi, 0).Dead(), Analyze(g).Dead(), "line %d", cg.line)
	}
}

// The same stones, ko and side to move get the same verdicts however the
// board was reached: played forward, stepped back to (Game.GoToMove, as a
// takeback or a review does) or set up stone by stone. Over every
// checkpoint of the corpus's finished 9×9 and 13×13 games.
func TestPlayoutsDependOnThePositionAlone(t *testing.T) {
	for _, cg := range loadCorpus(t) {
		if !cg.finished() || cg.size > playoutMaxSize {
			continue
		}
		g := gameOf(t, cg, len(cg.moves))
		for _, pct := range checkpoints {
			n := checkpointMoves(cg, pct)
			played := cg.boardAt(t, n)
			toMove := cg.toMoveAt(n)
			want := AnalyzeTurn(played, cg.komi, 0, toMove)

			require.NoError(t, g.GoToMove(n))
			require.Equal(t, played.Hash(), g.Board().Hash())
			back := AnalyzeTurn(g.Board(), cg.komi, 0, toMove)
			require.Equal(t, want.Dead(), back.Dead(), "line %d at %d%%, stepped back", cg.line, pct)
			require.Equal(t, want.Score().Open, back.Score().Open, "line %d at %d%%, stepped back", cg.line, pct)

			if played.Ko(toMove) != core.NoPoint {
				continue // a set-up board has no ko
			}
			set, err := core.NewBoard(cg.size, core.JapaneseRules)
			require.NoError(t, err)
			set.Setup(core.White, played.Stones(core.White).Points()...)
			set.Setup(core.Black, played.Stones(core.Black).Points()...)
			require.Equal(t, played.Hash(), set.Hash())
			setUp := AnalyzeTurn(set, cg.komi, 0, toMove)
			require.Equal(t, want.Dead(), setUp.Dead(), "line %d at %d%%, set up", cg.line, pct)
		}
	}
}
