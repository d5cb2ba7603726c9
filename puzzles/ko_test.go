package puzzles

import (
	"os"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/sgf"
	"github.com/stretchr/testify/require"
)

// koProblems reads testdata/ko/ko-problems.sgf: three XG[ko] problems (one
// to live by ko, two to kill by ko).
func koProblems(t *testing.T) []*Puzzle {
	t.Helper()
	data, err := os.ReadFile("testdata/ko/ko-problems.sgf")
	require.NoError(t, err)
	roots, err := sgf.Parse(data, sgf.Limits{})
	require.NoError(t, err)
	var out []*Puzzle
	for i, r := range roots {
		p, err := FromTree("ko-"+string(rune('a'+i)), r)
		require.NoError(t, err)
		require.Equal(t, Ko, p.Goal())
		out = append(out, p)
	}
	require.Len(t, out, 3)
	return out
}

// TestKoProblemsAreProved: the ko problems are judged as the goal says.
// With every ko counted against the opponent the correct first moves are
// exactly the winning ones and the tree's marks are proved, as for any
// problem; with ko counted against the player (a plain live or kill
// problem) the player has no winning move; the opponent moving first wins
// outright; and every correct line of the book ends in a ko or in the
// goal reached outright.
func TestKoProblemsAreProved(t *testing.T) {
	s := NewSolver(0)
	for _, p := range koProblems(t) {
		t.Run(p.Title(), func(t *testing.T) {
			b, err := p.Board()
			require.NoError(t, err)
			prob := p.Problem(b)
			require.Equal(t, p.ToPlay().Opponent(), prob.Solver, "the ko rule counts against the opponent")
			player := p.ToPlay()

			plain := *prob
			plain.Solver = player
			w, err := s.Wins(&plain, player, false)
			require.NoError(t, err)
			require.False(t, w, "%v wins without a ko: not a ko problem", player)
			w, err = s.Wins(prob, player.Opponent(), false)
			require.NoError(t, err)
			require.True(t, w, "the opponent moving first does not win outright")

			winning := map[core.Point]bool{}
			for q := range p.Region().Intersect(b.Stones(core.Empty)).All() {
				if w, err := s.Judge(prob, core.Play(player, q), false); err == nil && w {
					winning[q] = true
				}
			}
			marked := map[core.Point]bool{}
			for _, n := range p.Solution().Children() {
				if n.Correct() {
					marked[n.Move().Point()] = true
				}
			}
			require.NotEmpty(t, marked)
			require.Equal(t, winning, marked)
			require.NoError(t, p.CheckTree(s))

			// Each correct line ends with a ko just taken.
			var walk func(b *core.Board, n *Node)
			walk = func(b *core.Board, n *Node) {
				for _, c := range n.Children() {
					if c.Move().Color() == player && !c.Correct() {
						continue
					}
					nb := b.Clone()
					_, err := nb.Play(c.Move().Color(), c.Move().Point())
					require.NoError(t, err)
					if len(c.Children()) == 0 {
						require.NotEqual(t, core.NoPoint, nb.Ko(c.Move().Color().Opponent()), "%v ends without a ko", c.Move())
					}
					walk(nb, c)
				}
			}
			walk(b, p.Solution())
		})
	}
}

// TestKoSession walks the problems as a player: the book's main line ends
// solved at the ko; a wrong move is refuted; a correct first move missing
// from the book is judged by the solver, answered with the resistance
// that leads to the ko, and solved when the ko is taken.
func TestKoSession(t *testing.T) {
	s := NewSolver(0)
	ps := koProblems(t)
	for _, p := range ps {
		var line []core.Move
		var v Verdict
		for _, n := range p.MainLine() {
			if n.Move().Color() != p.ToPlay() {
				continue
			}
			var err error
			v, err = p.Play(s, line, n.Move().Point())
			require.NoError(t, err)
			require.True(t, v.Correct, "%s: %v", p.Title(), n.Move())
			line = append(line, n.Move())
			if !v.Reply.IsValid() {
				break
			}
			line = append(line, v.Reply)
		}
		require.True(t, v.Solved, "%s: the main line does not end solved", p.Title())
	}

	live := ps[0]
	require.Equal(t, "White to live by ko", live.GoalText())
	v, err := live.Play(s, nil, core.Pt(1, 16)) // B17
	require.NoError(t, err)
	require.False(t, v.Correct)
	require.Contains(t, v.Comment+" "+v.ReplyComment, "cannot live, even by ko")

	// Off the book: drop the second correct first move (B19) of the
	// kill-by-ko problem and play it.
	kill := ps[1]
	require.Equal(t, "White to kill by ko", kill.GoalText())
	data, err := os.ReadFile("testdata/ko/ko-problems.sgf")
	require.NoError(t, err)
	src := string(data)
	from := strings.Index(src, "(;W[ba]TE[1]C[Correct: this works too.]")
	require.Positive(t, from)
	to := from + strings.Index(src[from:], ")\n") + 2
	roots, err := sgf.Parse([]byte(src[:from]+src[to:]), sgf.Limits{})
	require.NoError(t, err)
	root := roots[1]
	short, err := FromTree("ko-short", root)
	require.NoError(t, err)
	line := []core.Move{}
	q := core.Pt(1, 18) // B19
	for i := 0; i < MaxLine; i++ {
		v, err = short.Play(s, line, q)
		require.NoError(t, err)
		require.True(t, v.Correct, "move %d at %v", i, q)
		require.True(t, v.OffBook)
		t.Logf("%v: %s | reply %v: %s | solved %v", q, v.Comment, v.Reply, v.ReplyComment, v.Solved)
		if v.Solved {
			break
		}
		require.True(t, v.Reply.IsValid())
		line = append(line, core.Play(short.ToPlay(), q), v.Reply)
		h, err := short.Hint(s, line)
		require.NoError(t, err)
		q = h
	}
	require.True(t, v.Solved, "the off-book line never reached the ko")
	require.True(t, strings.Contains(v.Comment, "ko") || strings.Contains(v.ReplyComment, "ko"), "%+v", v)
}

// TestImportKoProblems: /puzzle import reads XG[ko]. A ko problem whose
// player wins outright is refused as such; a ko problem's book without
// answers gets every correct first move, with lines that end in the ko.
func TestImportKoProblems(t *testing.T) {
	c, err := Builtin()
	require.NoError(t, err)
	plain := string(c.ByID("straight-three-live").SGF())
	asKo := strings.Replace(plain, "XG[live]", "XG[ko]", 1)
	require.NotEqual(t, plain, asKo)
	res, err := Import([]byte(asKo), ImportOptions{})
	require.NoError(t, err)
	require.Len(t, res.Refused, 1)
	require.Contains(t, res.Refused[0].Reason, "without a ko, so this is not a ko problem: mark it XG[live]")

	bare := "(;FF[4]SZ[19]GN[bare ko]PL[W]XG[ko]AB[ae][be][ce][de][dd][ac][dc][ab][db][da]AW[ad][bd][cd][cc][cb][ca]XR[ac][bc][ab][bb][aa][ba]XT[ad][bd][cd][cc][cb][ca])"
	res, err = Import([]byte(bare), ImportOptions{})
	require.NoError(t, err)
	require.Empty(t, res.Refused)
	require.Len(t, res.Problems, 1)
	got := res.Problems[0]
	require.Equal(t, Ko, got.Puzzle.Goal())
	require.Equal(t, "White to live by ko", got.Puzzle.GoalText())
	require.Equal(t, []core.Point{core.Pt(1, 17)}, got.Added) // B18
	b, err := got.Puzzle.Board()
	require.NoError(t, err)
	end := b.Clone()
	n := got.Puzzle.Solution()
	for len(n.Children()) > 0 {
		n = n.Children()[0]
		_, err := end.Play(n.Move().Color(), n.Move().Point())
		require.NoError(t, err)
	}
	require.NotEqual(t, core.NoPoint, end.Ko(n.Move().Color().Opponent()), "the imported main line does not end in the ko")
}
