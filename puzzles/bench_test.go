package puzzles

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/core"
)

// BenchmarkProveCollection proves every built-in puzzle's first moves:
// every region point judged by the solver, as the collection test does.
func BenchmarkProveCollection(b *testing.B) {
	c, err := Builtin()
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		for _, p := range c.All() {
			s := NewSolver(0)
			bd, _ := p.Board()
			prob := p.Problem(bd)
			for q := range p.Region().Intersect(bd.Stones(core.Empty)).All() {
				if _, err := s.Judge(prob, core.Play(p.ToPlay(), q), false); err != nil && err != ErrTooHard {
					continue
				}
			}
		}
	}
}

// BenchmarkJudgeOffBook is one answer off the book's lines: the solver
// judges a move in the hardest built-in puzzle (the carpenter's square).
func BenchmarkJudgeOffBook(b *testing.B) {
	c, err := Builtin()
	if err != nil {
		b.Fatal(err)
	}
	p := c.ByID("carpenter-kill")
	bd, _ := p.Board()
	prob := p.Problem(bd)
	var moves []core.Point
	for q := range p.Region().Intersect(bd.Stones(core.Empty)).All() {
		moves = append(moves, q)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := NewSolver(0)
		for _, q := range moves {
			if _, err := s.Judge(prob, core.Play(p.ToPlay(), q), false); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkDaily is one day's puzzle choice (a cycle's replay from its start).
func BenchmarkDaily(b *testing.B) {
	c, err := Builtin()
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		c.Daily(epoch.AddDate(0, 0, i%1000+c.Len()-1))
	}
}

// judger is what the judgement benchmarks ask of a solver.
type judger interface {
	Judge(*Problem, core.Move, bool) (bool, error)
	Wins(*Problem, core.Color, bool) (bool, error)
}

// solvers are the two solvers the benchmarks compare: the Solver and the
// reference (the depth-first search as it was).
var benchSolvers = []struct {
	name string
	make func(budget int) judger
}{
	{"new", func(budget int) judger { return NewSolver(budget) }},
	{"old", func(budget int) judger { return newRefSolver(budget) }},
}

// firstMoveJudgements lists every legal first move of every puzzle of the
// built-in collection (the shipped supply included, when it is there).
func firstMoveJudgements(tb testing.TB) (probs []*Problem, moves []core.Move, names []string) {
	c, err := Builtin()
	if err != nil {
		tb.Fatal(err)
	}
	for _, p := range c.All() {
		bd, err := p.Board()
		if err != nil {
			tb.Fatal(err)
		}
		prob := p.Problem(bd)
		for q := range p.Region().Intersect(bd.Stones(core.Empty)).All() {
			if bd.Legal(p.ToPlay(), q) != nil {
				continue
			}
			probs = append(probs, prob)
			moves = append(moves, core.Play(p.ToPlay(), q))
			names = append(names, p.ID())
		}
	}
	return probs, moves, names
}

// BenchmarkJudgeFirstMoves judges every legal first move of every built-in
// puzzle, each with a fresh solver as a player's answer is judged, and
// reports the median, 99th percentile and maximum time per judgement
// (p50-ms, p99-ms, max-ms) besides the time for all of them (ns/op).
func BenchmarkJudgeFirstMoves(b *testing.B) {
	probs, moves, _ := firstMoveJudgements(b)
	for _, sv := range benchSolvers {
		b.Run(sv.name, func(b *testing.B) {
			times := make([]time.Duration, 0, len(moves)*b.N)
			for i := 0; i < b.N; i++ {
				for j, m := range moves {
					t0 := time.Now()
					if _, err := sv.make(0).Judge(probs[j], m, false); err != nil {
						b.Fatal(err)
					}
					times = append(times, time.Since(t0))
				}
			}
			reportPercentiles(b, times)
		})
	}
}

// reportPercentiles reports p50, p99 and the maximum of times in ms.
func reportPercentiles(b *testing.B, times []time.Duration) {
	reportTimes(b, times, true)
}

// reportTimes reports p50, p99 (if asked) and the maximum of times in ms.
func reportTimes(b *testing.B, times []time.Duration, p99 bool) {
	slices.Sort(times)
	at := func(q float64) float64 {
		i := int(q * float64(len(times)-1))
		return float64(times[i].Microseconds()) / 1000
	}
	b.ReportMetric(at(0.5), "p50-ms")
	if p99 {
		b.ReportMetric(at(0.99), "p99-ms")
	}
	b.ReportMetric(at(1), "max-ms")
}

// benchSizes are the numbers of empty region points of the size benchmark.
var benchSizes = []int{6, 8, 10, 12, 14, 16, 18, 20}

// sizeProblems returns, for n empty region points, the size benchmark's
// problems: random enclosed problems (solver_gen_test.go) from a fixed
// seed, three each in the corner, on the edge and in the centre, with about
// n/5 interior stones, and exactly n empty points in the region.
func sizeProblems(tb testing.TB, n int) []randomProblem {
	rng := rand.New(rand.NewPCG(uint64(n), 2026))
	var out []randomProblem
	for i := 0; len(out) < 9; i++ {
		rp := newRandomProblem(tb, rng, n+n/5, place(len(out)%3), n/5+rng.IntN(2))
		if emptyPoints(rp.Problem) == n {
			out = append(out, rp)
		}
	}
	return out
}

// oldSizeBudget caps the old solver in the size benchmark: past this many
// positions a problem counts as not decided (reported as capped).
const oldSizeBudget = 400_000

// BenchmarkDecideBySize decides whole problems (Wins for the side the
// puzzle asks) by their number of empty region points, nine problems per
// size, and reports the median and maximum time per problem (p50-ms,
// max-ms) and how many problems ran out of budget (capped; the old solver
// has oldSizeBudget positions, the new one its default).
func BenchmarkDecideBySize(b *testing.B) {
	for _, n := range benchSizes {
		probs := sizeProblems(b, n)
		for _, sv := range benchSolvers {
			b.Run(fmt.Sprintf("empty=%d/%s", n, sv.name), func(b *testing.B) {
				budget := 0
				if sv.name == "old" {
					budget = oldSizeBudget
				}
				var times []time.Duration
				capped := 0
				for i := 0; i < b.N; i++ {
					for _, rp := range probs {
						t0 := time.Now()
						_, err := sv.make(budget).Wins(rp.Problem, rp.Solver, false)
						times = append(times, time.Since(t0))
						if errors.Is(err, ErrTooHard) {
							capped++
						} else if err != nil {
							b.Fatal(err)
						}
					}
				}
				reportTimes(b, times, false)
				b.ReportMetric(float64(capped)/float64(b.N), "capped")
			})
		}
	}
}
