package analysis

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	gnugoclient "github.com/gobot-baduk/gobot/internal/gnugo"
	"github.com/gobot-baduk/gobot/internal/testenv"
	"github.com/stretchr/testify/require"
)

// gnugo is a GNU Go process spoken to over GTP (internal/gnugo), bound to
// a test.
type gnugo struct {
	t testing.TB
	e *gnugoclient.Engine
}

// startGnuGo runs GNU Go in GTP mode at the given level, or skips the
// test with a clear message when GNU Go is not installed.
func startGnuGo(t testing.TB, level int) *gnugo {
	t.Helper()
	e, err := gnugoclient.Start("--level", fmt.Sprint(level), "--seed", "1")
	if errors.Is(err, gnugoclient.ErrNotInstalled) {
		t.Skipf("%v: skipping the differential test", err)
	}
	require.NoError(t, err)
	t.Cleanup(func() { _ = e.Close() })
	return &gnugo{t: t, e: e}
}

// send runs one GTP command and returns the answer, failing the test on a
// GTP error.
func (g *gnugo) send(format string, args ...any) string {
	g.t.Helper()
	ans, err := g.try(format, args...)
	require.NoError(g.t, err)
	return ans
}

// try runs one GTP command and returns the answer or the GTP error.
func (g *gnugo) try(format string, args ...any) (string, error) {
	g.t.Helper()
	return g.e.Sendf(format, args...)
}

// replay sets up a size×size board with the given komi in GNU Go and
// plays moves on it.
func (g *gnugo) replay(size int, komi float64, moves []core.Move) {
	g.t.Helper()
	g.send("boardsize %d", size)
	g.send("clear_board")
	g.send("komi %v", komi)
	for _, m := range moves {
		g.send("play %s", m)
	}
}

// selfPlay plays a game on a size×size board: a few random opening moves
// (for variety), then GNU Go against itself until both pass, mirrored on
// a Board under Japanese rules (GNU Go's default: simple ko, no suicide).
// It returns the board and the moves played.
func (g *gnugo) selfPlay(size int, komi float64, r *core.Rand, opening int) (*core.Board, []core.Move) {
	g.t.Helper()
	b, err := core.NewBoard(size, core.JapaneseRules)
	require.NoError(g.t, err)
	g.send("boardsize %d", size)
	g.send("clear_board")
	g.send("komi %v", komi)
	var moves []core.Move
	c := core.Black
	for i := 0; i < opening; i++ {
		p, ok := b.PlayRandom(c, r)
		if !ok {
			break
		}
		g.send("play %s %s", c.Letter(), p)
		moves = append(moves, core.Play(c, p))
		c = c.Opponent()
	}
	passes := 0
	for len(moves) < 4*size*size && passes < 2 {
		v := g.send("genmove %s", c.Letter())
		switch strings.ToLower(v) {
		case "pass":
			b.Pass(c)
			moves = append(moves, core.Pass(c))
			passes++
		case "resign":
			return b, moves
		default:
			p, err := core.ParseGTP(v, size)
			require.NoError(g.t, err)
			_, err = b.Play(c, p)
			require.NoError(g.t, err, "GNU Go played %v %s, which our board refuses:\n%v", c, v, b)
			moves = append(moves, core.Play(c, p))
			passes = 0
		}
		c = c.Opponent()
	}
	return b, moves
}

// playOut lets both sides play random legal moves that do not fill their
// own eyes until both pass, on the board and in GNU Go.
func (g *gnugo) playOut(b *core.Board, c core.Color, r *core.Rand) {
	g.t.Helper()
	passes := 0
	for moves := 0; moves < 4*b.Size()*b.Size() && passes < 2; moves++ {
		p, ok := b.PlayRandom(c, r)
		if ok {
			g.send("play %s %s", c.Letter(), p)
			passes = 0
		} else {
			b.Pass(c)
			g.send("play %s", core.Pass(c))
			passes++
		}
		c = c.Opponent()
	}
}

// gnugoGame is one GNU Go self-play game with what GNU Go said about it.
type gnugoGame struct {
	size     int
	komi     float64
	finished *core.Board // the position when both passed
	// GNU Go's unconditional_status of every point of the finished game.
	finishedStatus map[core.Point]string
	playedOut      *core.Board // after random play to the end
	playedStatus   map[core.Point]string
}

// unconditionalStatuses asks GNU Go for the unconditional status of every point.
func (g *gnugo) unconditionalStatuses(size int) map[core.Point]string {
	g.t.Helper()
	m := map[core.Point]string{}
	for p := range core.FullSet(size).All() {
		m[p] = g.send("unconditional_status %s", p)
	}
	return m
}

// gnugoGames plays the games the differential tests share: GNU Go at
// level 1 (random seed 1) against itself after a few random opening
// moves, each then played out at random to the end. The full sweep
// (GOBOT_TEST_LONG=1) plays 24 games on 9×9, 4 on 13×13 and 6 on 19×19;
// without it, the first 6 on 9×9 and one on 13×13 (a 19×19 game costs
// GNU Go some 20 s of genmove; the recorded corpus has 19×19 positions
// checked against GNU Go's answers in every run).
func gnugoGames(t *testing.T) []*gnugoGame {
	t.Helper()
	g := startGnuGo(t, 1)
	type count struct{ size, n int }
	counts := testenv.Sample(t, []count{{9, 24}, {13, 4}, {19, 6}}, []count{{9, 6}, {13, 1}},
		"6 of the 24 games on 9×9, 1 of the 4 on 13×13, none of the 6 on 19×19")
	// The 9×9 and 13×13 games draw from one stream, the 19×19 games from
	// their own, so that adding them left the others as they were.
	r9 := core.NewRand(2024)
	var games []*gnugoGame
	for _, cnt := range counts {
		r := r9
		if cnt.size == 19 {
			r = core.NewRand(19)
		}
		for i := 0; i < cnt.n; i++ {
			gg := &gnugoGame{size: cnt.size, komi: 6.5}
			b, moves := g.selfPlay(cnt.size, gg.komi, r, r.Intn(8))
			gg.finished = b.Clone()
			gg.finishedStatus = g.unconditionalStatuses(cnt.size)
			c := core.Black
			if len(moves) > 0 {
				c = moves[len(moves)-1].Color().Opponent()
			}
			g.playOut(b, c, r)
			gg.playedOut = b
			gg.playedStatus = g.unconditionalStatuses(cnt.size)
			games = append(games, gg)
		}
	}
	return games
}

// compareUnconditional checks Benson's status against GNU Go's on every
// point: no contradiction is allowed. It returns how many points GNU Go
// decided, how many of those gobot decides the same way, and how many
// gobot decides that GNU Go leaves undecided.
func compareUnconditional(t *testing.T, b *core.Board, gnu map[core.Point]string, what string) (gnuDecided, same, oursOnly int) {
	t.Helper()
	res := Benson(b)
	for p := range core.FullSet(b.Size()).All() {
		ours, theirs := res.Status(p).String(), gnu[p]
		if theirs != "undecided" {
			gnuDecided++
		}
		switch {
		case ours == "undecided":
		case theirs == "undecided":
			oursOnly++
		default:
			require.Equal(t, theirs, ours, "%s: %v: GNU Go says %s, gobot %s\n%v", what, p, theirs, ours, b)
			same++
		}
	}
	return gnuDecided, same, oursOnly
}

// TestAgainstGnuGo compares gobot's analysis with GNU Go's on self-play
// games.
func TestAgainstGnuGo(t *testing.T) {
	games := gnugoGames(t)
	// On games played out to the end Benson's unconditional status never
	// contradicts GNU Go's; the share of GNU Go's decided points gobot
	// decides the same way is reported. The finished games (before the
	// play-out) are compared too, where much more is undecided. Dead
	// stones and the winner are compared on the recorded corpus
	// (status_corpus_test.go), which holds many more games than this test plays.
	t.Run("unconditional_status", func(t *testing.T) {
		for _, stage := range []string{"played out", "finished"} {
			var decided, same, oursOnly, points int
			for i, gg := range games {
				b, gnu := gg.playedOut, gg.playedStatus
				if stage == "finished" {
					b, gnu = gg.finished, gg.finishedStatus
				}
				d, s, o := compareUnconditional(t, b, gnu, fmt.Sprintf("%s game %d (%d×%d)", stage, i, gg.size, gg.size))
				decided, same, oursOnly, points = decided+d, same+s, oursOnly+o, points+b.Size()*b.Size()
			}
			if decided == 0 {
				// Before the play-out GNU Go often decides nothing at all
				// (no group is pass-alive yet); only the played-out games
				// must give it something to compare.
				require.NotEqual(t, "played out", stage, "GNU Go decided no point of the played-out games")
				t.Logf("%s games: %d points; GNU Go decided none", stage, points)
				continue
			}
			t.Logf("%s games: %d points; GNU Go decided %d, gobot decided %d of them the same way (%.1f%%); 0 contradictions; gobot decided %d points GNU Go left undecided",
				stage, points, decided, same, 100*float64(same)/float64(decided), oursOnly)
		}
	})
}
