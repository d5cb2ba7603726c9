package puzzles

import (
	"testing"

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
