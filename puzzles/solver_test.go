package puzzles

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
	"github.com/gobot-baduk/gobot/core/coretest"
	"github.com/gobot-baduk/gobot/internal/testenv"
	"github.com/stretchr/testify/require"
)

// diagram builds a problem from a coretest diagram of the top-left corner
// of a 19×19 board: X black, O white (lower case x and o are the target),
// '.' an empty point of the region, '+' an empty point outside it. Points
// not drawn are empty and outside the region.
func diagram(t *testing.T, rows string, defender, solver core.Color) *Problem {
	t.Helper()
	d := coretest.Parse(t, rows, coretest.Size(19))
	return &Problem{Board: d.Board(t), Region: d.Set("."), Target: d.Set("xo"), Defender: defender, Solver: solver}
}

func TestSolverShapes(t *testing.T) {
	// Eye shapes on the top edge, White's group fenced in by Black; the
	// Black wall's liberties are outside the region.
	tests := []struct {
		name     string
		rows     string
		toMove   core.Color
		wins     bool // whether toMove achieves its goal
		solverIs core.Color
	}{
		{"straight three, Black kills at the vital point", `
+ + X o . . . o X
+ + X o o o o o X
+ + X X X X X X X`, core.Black, true, core.Black},
		{"straight three, White lives at the vital point", `
+ + X o . . . o X
+ + X o o o o o X
+ + X X X X X X X`, core.White, true, core.White},
		{"straight four lives even if Black plays first", `
+ + X o . . . . o X
+ + X o o o o o o X
+ + X X X X X X X X`, core.Black, false, core.Black},
		{"two separate eyes are alive already", `
+ + X o . o . o X
+ + X o o o o o X
+ + X X X X X X X`, core.Black, false, core.Black},
		{"square four is dead even if White plays first", `
+ + X o . . o X
+ + X o . . o X
+ + X o o o o X
+ + X X X X X X`, core.White, false, core.White},
		{"bulky five, Black kills at the vital point", `
+ + X o . . . o X
+ + X o . . o o X
+ + X o o o o X X
+ + X X X X X X +`, core.Black, true, core.Black},
		{"bulky five, White lives at the vital point", `
+ + X o . . . o X
+ + X o . . o o X
+ + X o o o o X X
+ + X X X X X X +`, core.White, true, core.White},
		{"corner straight three, Black kills", `
o . . . o X
o o o o o X
X X X X X X`, core.Black, true, core.Black},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := diagram(t, tc.rows, core.White, tc.solverIs)
			got, err := NewSolver(0).Wins(p, tc.toMove, false)
			require.NoError(t, err)
			require.Equal(t, tc.wins, got)
		})
	}
}

func TestSolverJudgeAndReply(t *testing.T) {
	rows := `
+ + X o . . . o X
+ + X o o o o o X
+ + X X X X X X X`
	p := diagram(t, rows, core.White, core.Black)
	s := NewSolver(0)
	mid, edge := core.Pt(5, 18), core.Pt(4, 18)
	w, err := s.Judge(p, core.Play(core.Black, mid), false)
	require.NoError(t, err)
	require.True(t, w)
	w, err = s.Judge(p, core.Play(core.Black, edge), false)
	require.NoError(t, err)
	require.False(t, w)
	m, won, err := s.Reply(p, core.Black, false)
	require.NoError(t, err)
	require.True(t, won)
	require.Equal(t, core.Play(core.Black, mid), m)

	_, err = s.Judge(p, core.Play(core.Black, core.Pt(3, 18)), false)
	require.ErrorIs(t, err, core.ErrOccupied)
	_, err = s.Judge(p, core.Play(core.Black, core.Pt(10, 10)), false)
	require.ErrorIs(t, err, ErrOutsideRegion)
}

func TestSolverBudget(t *testing.T) {
	rows := `
. . . . . .
. o o . . .
. . . . . .
. . . . . .`
	p := diagram(t, rows, core.White, core.Black)
	_, err := NewSolver(50).Wins(p, core.Black, false)
	require.True(t, errors.Is(err, ErrTooHard), "got %v", err)
}

func TestSolverRejectsMalformedProblems(t *testing.T) {
	p := diagram(t, "o . X", core.White, core.Black)
	bad := *p
	bad.Target = core.NewPointSet(19)
	_, err := NewSolver(0).Wins(&bad, core.Black, false)
	require.Error(t, err)
	bad = *p
	bad.Target = core.NewPointSet(19, core.Pt(2, 18))
	_, err = NewSolver(0).Wins(&bad, core.Black, false)
	require.ErrorContains(t, err, "holds no white stone")
	bad = *p
	bad.Solver = core.Empty
	_, err = NewSolver(0).Wins(&bad, core.Black, false)
	require.Error(t, err)
	_, err = NewSolver(0).Wins(nil, core.Black, false)
	require.Error(t, err)
}

func TestSolverSekiIsLife(t *testing.T) {
	// Black's four inner stones and White's group share two liberties and
	// neither has an eye: whoever fills a shared liberty is captured (if
	// Black does, White captures five stones and has a straight five).
	rows := `
+ X o . X X X X . o X
+ X o o o o o o o o X
+ X X X X X X X X X X`
	p := diagram(t, rows, core.White, core.Black)
	s := NewSolver(0)
	w, err := s.Wins(p, core.Black, false)
	require.NoError(t, err)
	require.False(t, w, "Black cannot kill a seki")
	w, err = s.Judge(p, core.Play(core.Black, core.Pt(3, 18)), false)
	require.NoError(t, err)
	require.False(t, w, "filling a shared liberty loses the inner stones")
	p.Solver = core.White
	w, err = s.Judge(p, core.Play(core.White, core.Pt(3, 18)), false)
	require.NoError(t, err)
	require.False(t, w, "White filling a shared liberty is captured")
}

func TestSolverKoCountsAgainstTheSolver(t *testing.T) {
	// Black can take the target stone at D19 only as a ko: the black stone
	// is then in atari and White could retake at C19 at once.
	rows := `
+ X o . O +
+ + X O + +`
	take := core.Play(core.Black, core.Pt(3, 18))
	p := diagram(t, rows, core.White, core.Black)
	s := NewSolver(0)
	w, err := s.Judge(p, take, false)
	require.NoError(t, err)
	require.False(t, w, "Black needs the ko, so taking it is a failure")
	w, err = s.Wins(p, core.Black, false)
	require.NoError(t, err)
	require.False(t, w)
	// When White is the side the puzzle asks (White to live), the same
	// capture is Black's to make and it works.
	p.Solver = core.White
	w, err = s.Judge(p, take, false)
	require.NoError(t, err)
	require.True(t, w, "the opponent of the solver may win a ko")
}

// TestPassAliveMatchesBenson checks the solver's local pass-aliveness test
// against analysis.Benson on positions reached by random play in random
// enclosed problems.
func TestPassAliveMatchesBenson(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 14))
	count := testenv.Sample(t, 3000, 300, "300 of 3000 problems")
	alive := 0
	randomPlay(t, rng, count, func(i int) int { return 4 + i%10 }, func(rp randomProblem, st *state, b *core.Board) {
		want := rp.Target.Minus(analysis.Benson(b).PassAlive(rp.Defender)).Empty()
		require.Equal(t, want, st.passAlive(b), "%s\n%v", rp.name, b)
		if want {
			alive++
		}
	})
	t.Logf("%d problems, %d pass-alive positions among those checked", count, alive)
}

// randomPlay makes count random enclosed problems, the i-th of n(i) empty
// points, plays random moves of both sides in each (3n tries, illegal ones
// skipped) while every target stone stands, and calls visit with the
// problem, a solver state started on it and the board after each move.
func randomPlay(t *testing.T, rng *rand.Rand, count int, n func(i int) int, visit func(rp randomProblem, st *state, b *core.Board)) {
	t.Helper()
	for i := range count {
		n := n(i)
		rp := newRandomProblem(t, rng, n, place(i%3), rng.IntN(n/2+1))
		b := rp.Board.Clone()
		st, err := NewSolver(0).start(rp.Problem)
		require.NoError(t, err)
		pts := rp.Region.Points()
		c := core.Black
		for range 3 * n {
			q := pts[rng.IntN(len(pts))]
			if _, err := b.Play(c, q); err != nil {
				continue
			}
			c = c.Opponent()
			if !rp.Target.Minus(b.Stones(rp.Defender)).Empty() {
				break
			}
			visit(rp, st, b)
		}
	}
}

// TestTwoVitalWithMatchesPlayedMove checks twoVitalWith, which counts
// the vital regions of the target chains with a defender stone added
// without playing it (and reuses, for the chains the stone does not join,
// the regions of the board before it), against twoVital on the board after
// the move, for every capture-free defender move of positions reached by
// random play in random enclosed problems, the moves of a position asked
// in turn as expandBoard asks them.
func TestTwoVitalWithMatchesPlayedMove(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 27))
	count := testenv.Sample(t, 1500, 150, "150 of 1500 problems")
	passed, failed := 0, 0
	randomPlay(t, rng, count, func(i int) int { return 6 + i%12 }, func(rp randomProblem, st *state, b *core.Board) {
		def := rp.Defender
		st.borders = st.borders[:0]
		st.targetChains(b)
		for _, m := range rp.Region.Points() {
			nb := b.Clone()
			if captured, err := nb.Play(def, m); err != nil || captured > 0 {
				continue
			}
			want := true
			open := openPoints(nb, def)
			for _, tp := range st.targets {
				libs := nb.ChainBorder(tp)
				if !st.life.twoVital(nb, &libs, &open, core.NoPoint) {
					want = false
					break
				}
			}
			require.Equal(t, want, st.twoVitalWith(b, m), "%s, defender at %v\n%v", rp.name, m, b)
			if want {
				passed++
			} else {
				failed++
			}
		}
	})
	t.Logf("%d problems: %d moves with two vital regions for every target chain, %d without", count, passed, failed)
}

// TestSolverRepetitionOnPath puts the position after Black's vital point
// in a straight three on the path above the question, so that the vital
// point repeats it: with Black the side the puzzle asks, the repetition
// loses for Black, which then cannot kill; with White asked, it loses for
// White and Black kills. The reference search must say the same.
func TestSolverRepetitionOnPath(t *testing.T) {
	rows := `
+ + X o . . . o X
+ + X o o o o o X
+ + X X X X X X X`
	for _, tc := range []struct {
		solver core.Color
		want   bool
	}{{core.Black, false}, {core.White, true}} {
		p := diagram(t, rows, core.White, tc.solver)
		after := p.Board.Clone()
		_, err := after.Play(core.Black, core.Pt(5, 18))
		require.NoError(t, err)

		st, err := NewSolver(0).start(p)
		require.NoError(t, err)
		st.path = append(st.path, pathKey(after, core.White))
		got, err := st.solve(p.Board, core.Black, false, 1)
		require.NoError(t, err)
		require.Equal(t, tc.want, got, "solver %v", tc.solver)

		rst, err := newRefSolver(0).start(p)
		require.NoError(t, err)
		rst.path = append(rst.path, refKey(after, core.White, false))
		ref, _, err := rst.search(p.Board, core.Black, false, 1)
		require.NoError(t, err)
		require.Equal(t, ref, got, "reference, solver %v", tc.solver)

	}
}

// TestSolverRepetitionResultsStayOnTheirPath: with the position after
// Black's vital point and White's answer beside it on the path, that
// answer repeats it and Black (the side asked) cannot kill; the table then
// holds results that relied on the repetition. Asked again with the same
// table and no history, Black kills: those results are not reused.
func TestSolverRepetitionResultsStayOnTheirPath(t *testing.T) {
	rows := `
+ + X o . . . o X
+ + X o o o o o X
+ + X X X X X X X`
	p := diagram(t, rows, core.White, core.Black)
	seen := p.Board.Clone()
	_, err := seen.Play(core.Black, core.Pt(5, 18))
	require.NoError(t, err)
	_, err = seen.Play(core.White, core.Pt(4, 18))
	require.NoError(t, err)

	st, err := NewSolver(0).start(p)
	require.NoError(t, err)
	st.path = append(st.path, pathKey(seen, core.Black))
	got, err := st.solve(p.Board, core.Black, false, 1)
	require.NoError(t, err)
	rst, err := newRefSolver(0).start(p)
	require.NoError(t, err)
	rst.path = append(rst.path, refKey(seen, core.Black, false))
	ref, _, err := rst.search(p.Board, core.Black, false, 1)
	require.NoError(t, err)
	require.False(t, ref)
	require.Equal(t, ref, got)

	st.path = st.path[:0]
	got, err = st.solve(p.Board, core.Black, false, 0)
	require.NoError(t, err)
	require.True(t, got, "a result that relied on the repetition was reused")
}

// TestSolverLineHistory: the positions of the line before the problem's
// board (Problem.Before) count for the repetition rule through the public
// calls, as positions of the search's own path do.
func TestSolverLineHistory(t *testing.T) {
	rows := `
+ + X o . . . o X
+ + X o o o o o X
+ + X X X X X X X`
	p := diagram(t, rows, core.White, core.Black)
	vital := core.Play(core.Black, core.Pt(5, 18))
	after := p.Board.Clone()
	_, err := after.Play(core.Black, vital.Point())
	require.NoError(t, err)
	s := NewSolver(0)

	// Without a line Black's vital point kills.
	w, err := s.Judge(p, vital, false)
	require.NoError(t, err)
	require.True(t, w)

	// With the position after it already on the line, playing it repeats
	// that position: a loss for Black, the side asked.
	seen := *p
	seen.Before = []Position{{Board: after, ToMove: core.White}}
	w, err = s.Judge(&seen, vital, false)
	require.NoError(t, err)
	require.False(t, w, "a move that repeats a position of the line won")
	m, won, err := s.Reply(&seen, core.Black, false)
	require.NoError(t, err)
	require.NotEqual(t, vital, m, "the reply repeats a position of the line")
	require.False(t, won)

	// A problem whose board is itself a position of the line: the Solver
	// (Black) has lost, and White, to move, wins.
	again := *p
	again.Board = after
	again.Before = []Position{{Board: p.Board, ToMove: core.Black}, {Board: after, ToMove: core.White}}
	w, err = s.Wins(&again, core.White, false)
	require.NoError(t, err)
	require.True(t, w)

	bad := *p
	bad.Before = []Position{{Board: nil, ToMove: core.White}}
	_, err = s.Wins(&bad, core.Black, false)
	require.ErrorContains(t, err, "earlier position 1")
}
