package puzzles

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/internal/testenv"
	"github.com/stretchr/testify/require"
)

func readBook(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile("testdata/books/" + name)
	require.NoError(t, err)
	return data
}

func pointsOf(t *testing.T, size int, gtp ...string) []core.Point {
	t.Helper()
	var out []core.Point
	for _, s := range gtp {
		p, err := core.ParsePoint(s, size)
		require.NoError(t, err)
		out = append(out, p)
	}
	return out
}

func correctFirsts(p *Puzzle) []core.Point {
	var out []core.Point
	for _, c := range p.Solution().Children() {
		if c.Correct() {
			out = append(out, c.Move().Point())
		}
	}
	return out
}

// TestImportWrongAndMissing imports a collection whose first problem marks
// a losing move correct and whose second gives one of three correct first
// moves: the first is refused with the refutation, the second gets the two
// missing answers, and the third (a position without a solution tree)
// gets its answer from the solver.
func TestImportWrongAndMissing(t *testing.T) {
	res, err := Import(readBook(t, "wrong-and-missing.sgf"), ImportOptions{})
	require.NoError(t, err)
	require.Len(t, res.Refused, 1)
	r := res.Refused[0]
	require.Equal(t, 1, r.Index)
	require.Equal(t, "Bent three, misprinted", r.Title)
	require.Contains(t, r.Reason, "the book marks B A18 correct, but it fails")
	require.Contains(t, r.Reason, "White answers at A19, and White lives")
	require.Contains(t, r.String(), "problem 1 (Bent three, misprinted)")

	require.Len(t, res.Problems, 2)
	l := res.Problems[0]
	require.Equal(t, 2, l.Index)
	require.True(t, l.Inferred)
	require.Equal(t, "Black to live", l.Puzzle.GoalText())
	require.ElementsMatch(t, pointsOf(t, 19, "A15", "B15"), l.Added)
	require.ElementsMatch(t, pointsOf(t, 19, "A16", "A15", "B15"), correctFirsts(l.Puzzle))
	// The added lines are played to the end: each ends in life.
	s := NewSolver(0)
	for _, q := range l.Added {
		v, err := l.Puzzle.Play(s, nil, q)
		require.NoError(t, err)
		require.True(t, v.Correct)
		require.False(t, v.OffBook, "the added move is in the book now")
	}

	py := res.Problems[1]
	require.Equal(t, pointsOf(t, 19, "E19"), py.Added)
	require.Equal(t, pointsOf(t, 19, "E19"), correctFirsts(py.Puzzle))
	// What Import wrote reads back as the same puzzle.
	again, err := Parse("again", py.SGF)
	require.NoError(t, err)
	require.Equal(t, py.Puzzle.Goal(), again.Goal())
	require.True(t, py.Puzzle.Region().Equal(again.Region()))
}

// TestImportOtherPrograms reads problems as CGoban, goproblems.com and
// Sabaki save them: no XG, XR or XT, correct lines marked only in comments,
// PL missing, setup in a node of its own.
func TestImportOtherPrograms(t *testing.T) {
	for _, tc := range []struct {
		file    string
		goals   []string
		correct [][]string
		added   [][]string
	}{
		{"cgoban.sgf", []string{"White to kill"}, [][]string{{"B19"}}, [][]string{nil}},
		{"goproblems.sgf", []string{"Black to kill", "Black to live", "Black to kill"},
			[][]string{{"A19"}, {"P19"}, {"P19"}}, [][]string{nil, nil, nil}},
		{"sabaki.sgf", []string{"Black to live"}, [][]string{{"A6", "A5", "B5"}}, [][]string{{"A5", "B5"}}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			res, err := Import(readBook(t, tc.file), ImportOptions{Name: "book"})
			require.NoError(t, err)
			require.Empty(t, res.Refused)
			require.Len(t, res.Problems, len(tc.goals))
			for i, p := range res.Problems {
				size := p.Puzzle.Size()
				require.Equal(t, tc.goals[i], p.Puzzle.GoalText())
				require.ElementsMatch(t, pointsOf(t, size, tc.correct[i]...), correctFirsts(p.Puzzle))
				require.ElementsMatch(t, pointsOf(t, size, tc.added[i]...), p.Added)
				require.Equal(t, fmt.Sprintf("book #%d", i+1), p.Puzzle.Title())
				// Every wrong first move of the book carries a refutation.
				for _, c := range p.Puzzle.Solution().Children() {
					if !c.Correct() {
						require.NotEmpty(t, c.Children(), "%v has no refutation", c.Move())
					}
				}
			}
		})
	}
}

// TestImportInfersBuiltins strips gobot's XG, XR, XT, DI, TE and BM from
// every built-in puzzle, leaving the comments ("Correct…", "Wrong…"), and
// checks that Import infers the same goal and target and finds the same
// correct first moves.
func TestImportInfersBuiltins(t *testing.T) {
	c, err := HandMade() // the 32 hand-made ones: generated problems carry XG/XR/XT and were made for gobot's own format
	require.NoError(t, err)
	strip := regexp.MustCompile(`(XG|XR|XT|DI|TE|BM)(\[[^\]]*\])+`)
	limit := testenv.Sample(t, c.Len(), 8, "built-in puzzles re-imported")
	n := 0
	for _, p := range c.All() {
		if p.Size() > MaxImportSize {
			continue
		}
		in := strip.ReplaceAllString(string(p.SGF()), "")
		res, err := Import([]byte(in), ImportOptions{})
		require.NoError(t, err, p.ID())
		require.Empty(t, res.Refused, p.ID())
		q := res.Problems[0]
		require.True(t, q.Inferred)
		require.Equal(t, p.GoalText(), q.Puzzle.GoalText(), p.ID())
		require.True(t, p.Target().Equal(q.Puzzle.Target()), p.ID())
		require.ElementsMatch(t, correctFirsts(p), correctFirsts(q.Puzzle), p.ID())
		require.Empty(t, q.Added, p.ID())
		n++
		if n >= limit {
			break
		}
	}
	t.Logf("%d built-in puzzles re-imported without XG/XR/XT/TE/BM: all agree", n)

}

func TestImportOwnFormat(t *testing.T) {
	c, err := Builtin()
	require.NoError(t, err)
	p := c.ByID("bent-three-kill")
	res, err := Import(p.SGF(), ImportOptions{})
	require.NoError(t, err)
	require.Len(t, res.Problems, 1)
	require.False(t, res.Problems[0].Inferred)
	require.True(t, p.Region().Equal(res.Problems[0].Puzzle.Region()))

	// gobot's format with a wrong TE: refused.
	bad := strings.Replace(string(p.SGF()), "(;B[aa]TE[1]", "(;B[aa]BM[1]", 1)
	bad = strings.Replace(bad, "(;B[ab]BM[1]", "(;B[ab]TE[1]", 1)
	res, err = Import([]byte(bad), ImportOptions{})
	require.NoError(t, err)
	require.Len(t, res.Refused, 1)
	require.Contains(t, res.Refused[0].Reason, "the book marks B A18 correct, but it fails")
}

// TestImportDeepWrongLine refuses a book whose correct line goes wrong
// several moves in.
func TestImportDeepWrongLine(t *testing.T) {
	book := `(;SZ[19]AB[rd][qd][pd][od][nd][md][rc][mc][lc][rb][lb][ra][la]AW[qc][pc][oc][nc][qb][nb][mb][qa][ma]
(;B[oa];W[ob];B[pb]C[RIGHT])(;B[pa];W[oa]))`
	res, err := Import([]byte(book), ImportOptions{})
	require.NoError(t, err)
	require.Len(t, res.Refused, 1)
	require.Contains(t, res.Refused[0].Reason, "the book marks B P19, W P18, B Q18 correct, but it fails: White answers at Q19")
}

func TestImportRefusals(t *testing.T) {
	wall := `AB[ad][bd][cd][cc][dc][db][da]AW[ac][bc][bb][cb][ca]`
	for _, tc := range []struct{ name, in, want string }{
		{"small board", `(;SZ[4]AB[aa]AW[ba]PL[B])`, "problems go from 5×5 to 19×19"},
		{"no player", `(;SZ[19]` + wall + `)`, "no player to move"},
		{"open", `(;SZ[19]PL[B]AB[dd]AW[pp](;B[dc]C[RIGHT]))`, "the fight cannot be inferred"},
		{"not a wall", `(;SZ[9]PL[B]AB[ee]AW[aa][ba][ab][cc](;B[ef]C[RIGHT]))`, "fight cannot be inferred"},
		{"no solution", `(;SZ[19]PL[W]AW[ba][bb][ab]AB[ca][cb][cc][bc][ac])`, "no first move achieves the goal (white to live)"},
		{"bad goal", `(;SZ[19]PL[B]XG[win]` + wall + `)`, "XG[win] is not live, kill or ko"},
		{"outside region", `(;SZ[19]PL[B]XG[kill]XR[aa][ab][ba]XT[ac]` + wall + `(;B[ee]C[Correct]))`, "outside the problem's region"},
		{"outside the wall", `(;SZ[19]PL[B]` + wall + `(;B[aa]C[RIGHT])(;B[ee]C[Wrong]))`, "the book plays at E15, outside the problem's region (inside the wall, or XR)"},
		{"illegal", `(;SZ[19]PL[B]` + wall + `(;B[ad]C[RIGHT]))`, "is illegal"},
		{"turn", `(;SZ[19]PL[B]` + wall + `(;W[aa]C[RIGHT]))`, "is not Black's turn"},
		{"accepted", `(;SZ[19]PL[B]AB[ad][bd][cd][cc][dc][db][da]AW[ac][bc][bb][cb][ca](;B[aa]C[RIGHT]))`, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Import([]byte(tc.in), ImportOptions{})
			require.NoError(t, err)
			if tc.want == "" {
				require.Empty(t, res.Refused)
				return
			}
			require.Len(t, res.Refused, 1, "%+v", res.Problems)
			require.Contains(t, res.Refused[0].Reason, tc.want)
		})
	}
	// A solver with a tiny budget cannot decide the L group.
	res, err := Import(readBook(t, "sabaki.sgf"), ImportOptions{Solver: NewSolver(3)})
	require.NoError(t, err)
	require.Len(t, res.Refused, 1)
	require.Contains(t, res.Refused[0].Reason, "could not decide")
}

func TestCommentMarks(t *testing.T) {
	for c, want := range map[string]int{
		"RIGHT": 1, "Black lives. RIGHT": 1, "Correct! Two eyes.": 1, "correct": 1, "Right: the vital point": 1, "+": 1, "正解": 1, "正确，黑活": 1, "정답": 1,
		"Wrong.": -1, "WRONG": -1, "Incorrect": -1, "Fails: ko": -1, "-": -1, "失败": -1, "失敗": -1, "错误": -1, "실패": -1,
		"": 0, "White resists.": 0, "the right side": 0, "This is incorrect shape for White": 0, "++": 0, "Not correct": 0,
	} {
		require.Equal(t, want, commentMark(c), "%q", c)
	}
}

func TestImportFileLimits(t *testing.T) {
	_, err := Import([]byte("(;SZ[19]C["+strings.Repeat("x", MaxImportBytes)+"])"), ImportOptions{})
	require.ErrorIs(t, err, ErrImport)
	require.Contains(t, err.Error(), "the limit is 256 KiB")
	_, err = Import([]byte(strings.Repeat("(;SZ[9])", MaxImportProblems+1)), ImportOptions{})
	require.ErrorIs(t, err, ErrImport)
	require.Contains(t, err.Error(), "201 problems; the limit is 200")
	_, err = Import([]byte("not sgf"), ImportOptions{})
	require.ErrorIs(t, err, ErrSGF)
	// A region over the limit.
	res, err := Import([]byte(`(;SZ[19]PL[B]XG[kill]XR[aa:ff]XT[gg]AW[gg](;B[aa]C[Correct]))`), ImportOptions{})
	require.NoError(t, err)
	require.Contains(t, res.Refused[0].Reason, "the fight covers 36 empty points; the limit is 24")
}

func TestImportDeadline(t *testing.T) {
	res, err := Import(readBook(t, "goproblems.sgf"), ImportOptions{Deadline: time.Now().Add(-time.Second)})
	require.NoError(t, err)
	require.Empty(t, res.Problems)
	require.Len(t, res.Refused, 3)
	require.Contains(t, res.Refused[2].String(), "problem 3: not proved: the import ran out of time")
}

func TestImportProgress(t *testing.T) {
	var got []string
	_, err := Import(readBook(t, "goproblems.sgf"), ImportOptions{Progress: func(n, total int) { got = append(got, fmt.Sprintf("%d/%d", n, total)) }})
	require.NoError(t, err)
	require.Equal(t, []string{"1/3", "2/3", "3/3"}, got)
}

// FuzzImport feeds Import arbitrary files: it must never panic, and every
// problem it accepts must read back from the SGF it wrote.
func FuzzImport(f *testing.F) {
	for _, name := range []string{"cgoban.sgf", "goproblems.sgf", "sabaki.sgf", "wrong-and-missing.sgf"} {
		data, err := os.ReadFile("testdata/books/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	s := NewSolver(20_000)
	f.Fuzz(func(t *testing.T, data []byte) {
		res, err := Import(data, ImportOptions{Solver: s})
		if err != nil {
			return
		}
		for _, p := range res.Problems {
			q, err := Parse("fuzz", p.SGF)
			if err != nil {
				t.Fatalf("problem %d does not read back: %v\n%s", p.Index, err, p.SGF)
			}
			if len(correctFirsts(q)) == 0 {
				t.Fatalf("problem %d has no correct move", p.Index)
			}
		}
	})
}

// BenchmarkImport imports the hand-written books of testdata/books (8
// problems, one refused), proving every first move of each.
func BenchmarkImport(b *testing.B) {
	var books [][]byte
	for _, name := range []string{"cgoban.sgf", "goproblems.sgf", "sabaki.sgf", "wrong-and-missing.sgf"} {
		data, err := os.ReadFile("testdata/books/" + name)
		if err != nil {
			b.Fatal(err)
		}
		books = append(books, data)
	}
	for b.Loop() {
		for _, data := range books {
			if _, err := Import(data, ImportOptions{}); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// TestImportLooseWall: a wall with a gap is refused, not guessed at. A
// gap would leave the group at stake liberties outside the region, which
// neither side could fill, so the proof would not be the book's question.
func TestImportLooseWall(t *testing.T) {
	// The L group of sabaki.sgf on 19×19, White's wall without C15.
	book := `(;GM[1]FF[4]SZ[19]AB[bd][bc][ab][bb][cb]AW[af][bf][cf][cd][cc][dc][ec][eb][ea]C[Black to live]
(;B[ad]C[Correct];W[ba];B[ca]))`
	res, err := Import([]byte(book), ImportOptions{})
	require.NoError(t, err)
	require.Len(t, res.Refused, 1)
	require.Contains(t, res.Refused[0].Reason, "no group is shut in by the other colour's wall, so the fight cannot be inferred; give XG, XR and XT, or close the wall")
}
