package puzzles

import (
	"errors"
	"fmt"
	"sort"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
)

// refSolver is the solver as it was before the proof-number search
// (kept as the reference for differential tests and benchmarks): it
// searches Problems exhaustively (a depth-first AND/OR proof search
// with a transposition table). Each call searches with its own table, so
// a Solver is safe for concurrent use.
type refSolver struct {
	budget int
	// noTable turns the transposition table off: a plain minimax over the
	// game tree with the path's repetition rule, the arbiter when the
	// solvers disagree on a small problem.
	noTable bool
}

// newRefSolver returns a solver that visits at most budget positions per
// question (DefaultBudget if budget <= 0).
func newRefSolver(budget int) *refSolver {
	if budget <= 0 {
		budget = DefaultBudget
	}
	return &refSolver{budget: budget}
}

// Wins reports (reference) whether toMove, playing now, achieves its goal: life if it
// is the defender, the capture of a target stone if it is the attacker.
// passed says whether the previous move was a pass. It returns ErrTooHard
// if the budget ran out, and an error for a malformed problem.
func (s *refSolver) Wins(p *Problem, toMove core.Color, passed bool) (bool, error) {
	st, err := s.start(p)
	if err != nil {
		return false, err
	}
	if toMove != p.Defender && toMove != p.Defender.Opponent() {
		return false, fmt.Errorf("puzzles: %v cannot move", toMove)
	}
	if o, done := st.terminal(p.Board, true); done {
		return o == toMove, nil
	}
	w, _, err := st.search(p.Board, toMove, passed, 0)
	return w, err
}

// Judge plays m (by m.Color(), which must be Defender or its opponent)
// and reports whether it achieves that player's goal against every
// answer. An illegal move returns the board's rule error.
func (s *refSolver) Judge(p *Problem, m core.Move, passed bool) (bool, error) {
	st, err := s.start(p)
	if err != nil {
		return false, err
	}
	c := m.Color()
	if c != p.Defender && c != p.Defender.Opponent() {
		return false, fmt.Errorf("puzzles: %v cannot move", c)
	}
	return s.judgeWith(st, p, m, passed)
}

// Reply returns a move for toMove: a winning move if there is one, else
// the move the search found hardest to refute, else a pass. won says
// whether the move wins. It returns ErrTooHard if the budget ran out.
func (s *refSolver) Reply(p *Problem, toMove core.Color, passed bool) (m core.Move, won bool, err error) {
	st, err := s.start(p)
	if err != nil {
		return core.Move{}, false, err
	}
	moves := st.moves(p.Board, toMove)
	best, bestNodes := core.Pass(toMove), -1
	for _, q := range moves {
		mv := core.Play(toMove, q)
		before := st.nodes
		w, err := s.judgeWith(st, p, mv, passed)
		if err != nil {
			return core.Move{}, false, err
		}
		if w {
			return mv, true, nil
		}
		if n := st.nodes - before; n > bestNodes {
			best, bestNodes = mv, n
		}
	}
	w, err := s.judgeWith(st, p, core.Pass(toMove), passed)
	if err != nil {
		return core.Move{}, false, err
	}
	if w {
		return core.Pass(toMove), true, nil
	}
	return best, false, nil
}

// judgeWith is Judge sharing st's table and budget.
func (s *refSolver) judgeWith(st *refState, p *Problem, m core.Move, passed bool) (bool, error) {
	c := m.Color()
	b := p.Board.Clone()
	st.path = st.path[:0]
	st.push(p.Board, c)
	if m.IsPass() {
		b.Pass(c)
		if passed {
			return c == p.Defender, nil
		}
	} else {
		if _, err := b.Play(c, m.Point()); err != nil {
			return false, err
		}
		if !p.Region.Has(m.Point()) {
			return false, fmt.Errorf("%w: %v", ErrOutsideRegion, m.Point())
		}
		if c == p.Solver && b.Ko(c.Opponent()) != core.NoPoint {
			return false, nil
		}
	}
	if o, done := st.terminal(b, c == p.Defender); done {
		return o == c, nil
	}
	if st.repeated(b, c.Opponent()) {
		return c != p.Solver, nil
	}
	w, _, err := st.search(b, c.Opponent(), m.IsPass(), 1)
	return !w, err
}

// state is one question's search: the problem, the path of positions for
// the repetition rule, the transposition table and the budget.
type refState struct {
	p      *Problem
	budget int
	nodes  int
	path   []uint64
	table  map[uint64]bool
	boards []*core.Board
}

func (s *refSolver) start(p *Problem) (*refState, error) {
	if p == nil || p.Board == nil {
		return nil, errors.New("puzzles: no problem to solve")
	}
	if !p.Defender.IsStone() || (p.Solver != p.Defender && p.Solver != p.Defender.Opponent()) {
		return nil, fmt.Errorf("puzzles: defender %v and solver %v are not the two players", p.Defender, p.Solver)
	}
	if p.Target.Empty() {
		return nil, errors.New("puzzles: the problem has no target stones")
	}
	for q := range p.Target.All() {
		if p.Board.At(q) != p.Defender {
			return nil, fmt.Errorf("puzzles: target point %v holds no %v stone", q, p.Defender)
		}
	}
	st := &refState{p: p, budget: s.budget, table: map[uint64]bool{}}
	if s.noTable {
		st.table = nil
	}
	return st, nil
}

// key identifies a position with the player to move and the pass flag.
func refKey(b *core.Board, toMove core.Color, passed bool) uint64 {
	k := b.Hash()
	if toMove == core.White {
		k ^= 0x9e3779b97f4a7c15
	}
	if passed {
		k ^= 0xc2b2ae3d27d4eb4f
	}
	return k
}

func (st *refState) push(b *core.Board, toMove core.Color) {
	st.path = append(st.path, refKey(b, toMove, false))
}

func (st *refState) repeated(b *core.Board, toMove core.Color) bool {
	k := refKey(b, toMove, false)
	for _, q := range st.path {
		if q == k {
			return true
		}
	}
	return false
}

// terminal decides a position: the winner and true, or false. checkLife
// runs Benson, which only a defender move (or the start) can change.
func (st *refState) terminal(b *core.Board, checkLife bool) (core.Color, bool) {
	p := st.p
	stones := b.Stones(p.Defender)
	if !p.Target.Minus(stones).Empty() {
		return p.Defender.Opponent(), true
	}
	if checkLife {
		alive := analysis.Benson(b).PassAlive(p.Defender)
		if p.Target.Minus(alive).Empty() {
			return p.Defender, true
		}
	}
	return core.Empty, false
}

// board returns the scratch board for a search depth.
func (st *refState) board(depth int) *core.Board {
	for len(st.boards) <= depth {
		st.boards = append(st.boards, new(core.Board))
	}
	return st.boards[depth]
}

// search reports whether toMove wins from b. dep reports whether the
// result depended on the repetition rule (then it is not cached, since
// another path may reach the position without that history).
func (st *refState) search(b *core.Board, toMove core.Color, passed bool, depth int) (win, dep bool, err error) {
	st.nodes++
	if st.nodes > st.budget {
		return false, false, ErrTooHard
	}
	k := refKey(b, toMove, passed)
	if w, ok := st.table[k]; ok {
		return w, false, nil
	}
	st.path = append(st.path, refKey(b, toMove, false))
	defer func() { st.path = st.path[:len(st.path)-1] }()
	opp := toMove.Opponent()
	anyDep := false
	for _, q := range st.moves(b, toMove) {
		nb := st.board(depth)
		nb.CopyFrom(b)
		if _, err := nb.Play(toMove, q); err != nil {
			continue
		}
		var childWin, childDep bool
		switch {
		case toMove == st.p.Solver && nb.Ko(opp) != core.NoPoint:
			// The opponent retakes the ko at once: the Solver loses.
			childWin, childDep = true, false
		default:
			if o, done := st.terminal(nb, toMove == st.p.Defender); done {
				childWin = o == opp
			} else if st.repeated(nb, opp) {
				childWin, childDep = opp != st.p.Solver, true
			} else {
				childWin, childDep, err = st.search(nb, opp, false, depth+1)
				if err != nil {
					return false, false, err
				}
			}
		}
		anyDep = anyDep || childDep
		if !childWin {
			if !childDep && st.table != nil {
				st.table[k] = true
			}
			return true, childDep, nil
		}
	}
	// The pass.
	var childWin, childDep bool
	if passed {
		// Two passes: the target is still on the board, so it lives.
		childWin = opp == st.p.Defender
	} else {
		nb := st.board(depth)
		nb.CopyFrom(b)
		nb.Pass(toMove)
		if st.repeated(nb, opp) {
			childWin, childDep = opp != st.p.Solver, true
		} else {
			childWin, childDep, err = st.search(nb, opp, true, depth+1)
			if err != nil {
				return false, false, err
			}
		}
	}
	anyDep = anyDep || childDep
	win = !childWin
	if !anyDep && st.table != nil {
		st.table[k] = win
	}
	return win, anyDep, nil
}

// moves returns toMove's legal moves in the region, most promising first:
// captures, then points next to the target, then points with many empty
// neighbours (the vital points of eye shapes), filling one's own eyes last.
func (st *refState) moves(b *core.Board, toMove core.Color) []core.Point {
	type scored struct {
		p core.Point
		s int
	}
	empty := b.Stones(core.Empty)
	cand := st.p.Region.Intersect(empty)
	targetLibs := st.p.Target.Border().Intersect(empty)
	var out []scored
	for q := range cand.All() {
		if b.Legal(toMove, q) != nil {
			continue
		}
		score := 0
		own, emptyN := 0, 0
		for _, n := range refNeighbours(q) {
			switch c := b.At(n); {
			case !n.OnBoard(b.Size()):
				own++
			case c == core.Empty:
				emptyN++
			case c == toMove:
				own++
			case b.InAtari(n):
				score += 100
			case b.Liberties(n) == 2:
				score += 20
			}
		}
		if targetLibs.Has(q) {
			score += 10
		}
		score += 3 * emptyN
		if own == 4 {
			score -= 50
		}
		out = append(out, scored{q, score})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].s > out[j].s })
	pts := make([]core.Point, len(out))
	for i, x := range out {
		pts[i] = x.p
	}
	return pts
}

func refNeighbours(p core.Point) [4]core.Point {
	return [4]core.Point{p - core.Stride, p - 1, p + 1, p + core.Stride}
}
