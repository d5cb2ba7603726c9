package match_test

import (
	"context"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
	"github.com/stretchr/testify/require"
)

// walls7 is a 7×7 game: a black wall on column C, a white wall on column
// D, and an invader on each side (Black F3, White B6).
var walls7 = []string{"C4", "D4", "C3", "D3", "C5", "D5", "C2", "D2", "C6", "D6", "C1", "D1", "C7", "D7", "F3", "B6", "pass", "pass"}

var b6, f3 = core.Pt(1, 5), core.Pt(5, 2)

// TestToggle: a toggle marks the named stone's group dead or alive, and
// the opponent's stones that were dead only inside its area follow it.
func TestToggle(t *testing.T) {
	f := newFixture(t, nil)
	ctx := context.Background()
	g := f.start(7, "japanese", walls7...)
	require.Equal(t, match.StatusScoring, g.Status)
	require.ElementsMatch(t, []core.Point{b6, f3}, g.Dead)
	_, err := f.s.AcceptScore(ctx, f.as(alice), match.Shown{})
	require.NoError(t, err)

	res, err := f.s.Toggle(ctx, f.as(bob), "C4")
	require.NoError(t, err)
	require.True(t, res.Dead)
	require.Equal(t, "C4", res.Point.String())
	require.Equal(t, 7, res.Group.Count())
	require.Equal(t, []core.Point{b6}, res.Revived.Points())
	require.False(t, res.Killed.Any())
	require.NotNil(t, res.Analysis)
	require.Len(t, res.Game.Dead, 8)
	require.NotContains(t, res.Game.Dead, b6)
	require.False(t, res.Game.BlackAccepts, "a toggle clears the acceptances")

	res, err = f.s.Toggle(ctx, f.as(alice), "cg") // C7 in SGF letters
	require.NoError(t, err)
	require.False(t, res.Dead)
	require.Equal(t, []core.Point{b6}, res.Killed.Points())
	require.ElementsMatch(t, []core.Point{b6, f3}, res.Game.Dead)

	res, err = f.s.Toggle(ctx, f.as(bob), "B6")
	require.NoError(t, err)
	require.False(t, res.Dead)
	require.False(t, res.Revived.Any() || res.Killed.Any(), "the lone stone moves nothing else")
	require.Equal(t, []core.Point{f3}, res.Game.Dead)
}

// TestToggleRefusals: toggles outside scoring, by others, on no stone or
// under rules that count every stone are refused, changing nothing.
func TestToggleRefusals(t *testing.T) {
	f := newFixture(t, nil)
	ctx := context.Background()
	f.start(7, "japanese", walls7[:len(walls7)-1]...)
	_, err := f.s.Toggle(ctx, f.as(alice), "C4")
	requireRefused(t, err, match.ErrNotScoring)
	f.play("pass")
	v := f.game().Version
	_, err = f.s.Toggle(ctx, f.as(carol), "C4")
	r := requireRefused(t, err, match.ErrNotPlayer)
	require.Equal(t, bob, r.Game.White)
	_, err = f.s.Toggle(ctx, f.as(alice), "pass")
	requireRefused(t, err, match.ErrBadPoint)
	_, err = f.s.Toggle(ctx, f.as(alice), "H1")
	requireRefused(t, err, match.ErrBadPoint)
	_, err = f.s.Toggle(ctx, f.as(alice), "A1")
	r = requireRefused(t, err, match.ErrNoStone)
	require.Equal(t, "A1", r.Point.String())
	require.Equal(t, v, f.game().Version, "refusals change nothing")

	tt := newFixture(t, nil)
	tt.start(7, "tromp-taylor", walls7...)
	_, err = tt.s.Toggle(ctx, tt.as(alice), "B6")
	requireRefused(t, err, match.ErrEveryStoneCounts)
}

// TestAcceptScore: the game finishes when both players have accepted the
// same dead stones; the result is the count's, and the record marks each
// side's territory on its last node.
func TestAcceptScore(t *testing.T) {
	f := newFixture(t, nil)
	ctx := context.Background()
	g := f.start(7, "japanese", walls7...)
	shown := match.Shown{GameID: g.ID, Stamp: g.Stamp()}

	res, err := f.s.AcceptScore(ctx, f.as(alice), shown)
	require.NoError(t, err)
	require.False(t, res.Finished)
	require.True(t, res.Game.BlackAccepts)
	require.Equal(t, shown.Stamp, res.Game.Stamp(), "accepting leaves the stamp as it was")
	_, err = f.s.AcceptScore(ctx, f.as(carol), match.Shown{})
	requireRefused(t, err, match.ErrNotPlayer)
	_, err = f.s.AcceptScore(ctx, f.as(bob), match.Shown{GameID: "g-old", Stamp: shown.Stamp})
	requireRefused(t, err, match.ErrOtherGame)

	// A toggle since the message was shown makes its Accept stale.
	_, err = f.s.Toggle(ctx, f.as(bob), "F3")
	require.NoError(t, err)
	_, err = f.s.AcceptScore(ctx, f.as(bob), shown)
	r := requireRefused(t, err, match.ErrStale)
	require.Equal(t, r.Game.Game.MoveNumber(), r.ShownMove, "the same move, other dead stones")
	_, err = f.s.Toggle(ctx, f.as(bob), "F3")
	require.NoError(t, err)

	_, err = f.s.AcceptScore(ctx, f.as(alice), match.Shown{})
	require.NoError(t, err)
	res, err = f.s.AcceptScore(ctx, f.as(bob), shown)
	require.NoError(t, err)
	require.True(t, res.Finished)
	require.Equal(t, match.StatusFinished, res.Game.Status)
	require.Equal(t, res.Score.Result(), res.Game.Game.Result())
	require.Equal(t, core.ByScore, res.Game.Game.Result().Reason)
	tb, _ := res.Game.Game.Cursor().Prop("TB")
	tw, _ := res.Game.Game.Cursor().Prop("TW")
	require.Len(t, tb, 14, "columns A and B, B6 included")
	require.Len(t, tw, 21, "columns E to G, F3 included")
	_, err = f.store.ActiveGame(ctx, channel)
	require.ErrorIs(t, err, match.ErrNotFound, "a finished game frees the channel")
	last, err := f.store.LastFinishedGame(ctx, channel)
	require.NoError(t, err)
	require.Equal(t, g.ID, last.ID)
}

// TestResume: either player takes the game back to play, dropping the
// dead stones and the acceptances.
func TestResume(t *testing.T) {
	f := newFixture(t, nil)
	ctx := context.Background()
	g := f.start(7, "japanese", walls7...)
	_, err := f.s.AcceptScore(ctx, f.as(alice), match.Shown{})
	require.NoError(t, err)
	_, err = f.s.Resume(ctx, f.as(carol), g.ID)
	requireRefused(t, err, match.ErrNotPlayer)
	_, err = f.s.Resume(ctx, f.as(bob), "g-old")
	requireRefused(t, err, match.ErrOtherGame)
	res, err := f.s.Resume(ctx, f.as(bob), g.ID)
	require.NoError(t, err)
	require.Equal(t, match.StatusPlaying, res.Status)
	require.Empty(t, res.Dead)
	require.False(t, res.BlackAccepts || res.WhiteAccepts)
	_, err = f.s.Resume(ctx, f.as(bob), "")
	requireRefused(t, err, match.ErrNotScoring)
}

// TestScoringAnalysis: the count of a game being scored uses the agreed
// dead stones (none where every stone counts). Under Chinese rules B6 and
// F3 are dead: Black has columns A to C (21 points), White D to G (28)
// and komi 6.5. Under Tromp-Taylor each side has its 8 stones and no
// region that touches only its own.
func TestScoringAnalysis(t *testing.T) {
	for _, tc := range []struct {
		rules        string
		black, white float64
	}{{"chinese", 21, 34.5}, {"tromp-taylor", 8, 14.5}} {
		f := newFixture(t, nil)
		g := f.start(7, tc.rules, walls7...)
		s := g.ScoringAnalysis(nil).Score()
		require.Equal(t, [2]float64{tc.black, tc.white}, [2]float64{s.Black, s.White}, tc.rules)
	}
}

// TestResumeNeedsTwoNewPasses: after a resume, scoring starts again only
// after two passes in a row made since, so that the player who asked to
// play on gets a move: a pass from before the resume does not count (B1).
func TestResumeNeedsTwoNewPasses(t *testing.T) {
	f := newFixture(t, nil)
	ctx := context.Background()
	g := f.start(9, "japanese", "E5", "pass", "pass")
	require.Equal(t, match.StatusScoring, g.Status)
	_, err := f.s.Resume(ctx, f.as(alice), g.ID)
	require.NoError(t, err)
	res := f.play("pass") // Bob
	require.Equal(t, match.StatusPlaying, res.Game.Status, "one pass since the resume")
	require.Equal(t, core.Black, res.Game.Game.ToMove(), "Alice, who asked to play on, gets a move")
	res = f.play("C3")
	require.Equal(t, match.StatusPlaying, res.Game.Status)
	res = f.play("pass", "pass")
	require.Equal(t, match.StatusScoring, res.Game.Status, "two new passes in a row")

	// An undo back to before the resume: the passes played again count.
	k := newFixture(t, nil)
	g = k.start(9, "japanese", "E5", "pass", "pass")
	_, err = k.s.Resume(ctx, k.as(bob), g.ID)
	require.NoError(t, err)
	k.play("D4")
	_, err = k.s.RequestUndo(ctx, k.as(bob), g.ID)
	require.NoError(t, err)
	_, err = k.s.AcceptUndo(ctx, k.as(alice), g.ID)
	require.NoError(t, err)
	res = k.play("pass")
	require.Equal(t, match.StatusPlaying, res.Game.Status)
	res = k.play("pass")
	require.Equal(t, match.StatusScoring, res.Game.Status)
}
