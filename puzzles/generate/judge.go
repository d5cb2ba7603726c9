package generate

import (
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
	"github.com/gobot-baduk/gobot/puzzles"
)

// verdict is what the solver proves about a position with one side asked
// to move first.
type verdict struct {
	first   bool         // the side to move achieves its goal
	second  bool         // the other side, moving first, achieves the opposite
	correct []core.Point // the winning first moves, in point order
}

func (v verdict) unsettled() bool { return v.first && v.second && len(v.correct) > 0 }

// judge proves the position with solver to move: whether each side,
// moving first, wins, and (when the solver wins) every winning first
// move. It returns puzzles.ErrTooHard when the budget runs out.
func judge(s *puzzles.Solver, p *position, solver core.Color) (verdict, error) {
	b := p.board()
	prob := p.problem(b, solver)
	var v verdict
	var err error
	if v.first, err = s.Wins(prob, solver, false); err != nil || !v.first {
		return v, err
	}
	if v.second, err = s.Wins(prob, solver.Opponent(), false); err != nil || !v.second {
		return v, err
	}
	for _, q := range firstMoves(b, p, solver) {
		w, err := s.Judge(prob, core.Play(solver, q), false)
		if err != nil {
			return v, err
		}
		if w {
			v.correct = append(v.correct, q)
		}
	}
	return v, nil
}

// firstMoves returns c's legal moves in the region, in point order.
func firstMoves(b *core.Board, p *position, c core.Color) []core.Point {
	var out []core.Point
	for q := range p.region.All() {
		if b.At(q) == core.Empty && b.Legal(c, q) == nil {
			out = append(out, q)
		}
	}
	return out
}

// outcome is how a line ends.
type outcome uint8

const (
	open     outcome = iota
	captured         // a target stone is taken
	twoEyes          // the whole target is pass-alive (Benson)
)

// decided tells whether the target is captured or unconditionally alive.
func decided(b *core.Board, p *position) outcome {
	if p.target.Minus(b.Stones(p.defender)).Any() {
		return captured
	}
	if p.target.Minus(analysis.Benson(b).PassAlive(p.defender)).Empty() {
		return twoEyes
	}
	return open
}

// prune takes away, one at a time, every stone inside the region but
// outside the target whose removal leaves the verdict unchanged: such a
// stone plays no part. It returns the pruned position and its verdict.
func prune(s *puzzles.Solver, p *position, solver core.Color, v verdict) (*position, verdict, error) {
	for changed := true; changed; {
		changed = false
		for q := range p.inner().All() {
			c := p.withoutStone(q)
			if !legalSetup(c.board()) {
				continue
			}
			same, err := sameVerdict(s, c, solver, v)
			if err != nil {
				return nil, v, err
			}
			if same {
				p, changed = c, true
				break
			}
		}
	}
	return p, v, nil
}

// everyStonePlays reports whether removing any inner stone changes the
// verdict (the test of "no stone that plays no part").
func everyStonePlays(s *puzzles.Solver, p *position, solver core.Color, v verdict) (bool, error) {
	for q := range p.inner().All() {
		c := p.withoutStone(q)
		if !legalSetup(c.board()) {
			continue // the stone's removal would leave a chain without liberties: it holds the shape
		}
		same, err := sameVerdict(s, c, solver, v)
		if err != nil {
			return false, err
		}
		if same {
			return false, nil
		}
	}
	return true, nil
}

// sameVerdict reports whether p with solver to move has verdict v,
// stopping at the first difference.
func sameVerdict(s *puzzles.Solver, p *position, solver core.Color, v verdict) (bool, error) {
	b := p.board()
	prob := p.problem(b, solver)
	first, err := s.Wins(prob, solver, false)
	if err != nil || first != v.first {
		return false, err
	}
	second, err := s.Wins(prob, solver.Opponent(), false)
	if err != nil || second != v.second {
		return false, err
	}
	want := map[core.Point]bool{}
	for _, q := range v.correct {
		want[q] = true
	}
	n := 0
	for _, q := range firstMoves(b, p, solver) {
		w, err := s.Judge(prob, core.Play(solver, q), false)
		if err != nil || w != want[q] {
			return false, err
		}
		if w {
			n++
		}
	}
	return n == len(v.correct), nil
}
