package puzzles

import (
	"errors"
	"fmt"

	"github.com/gobot-baduk/gobot/core"
)

// ErrTooHard is a search that exceeded its node budget before proving
// either side's win. A puzzle whose solution the solver cannot prove is
// not shipped (the collection tests fail), so the bot meets this only for
// a position a player reached off the book's lines.
var ErrTooHard = errors.New("puzzles: the solver ran out of its node budget")

// ErrOutsideRegion is a move away from the puzzle's region, where the
// puzzle's answer cannot be.
var ErrOutsideRegion = errors.New("puzzles: the move is outside the puzzle's area")

// Problem is a bounded life-and-death question: can the defender's target
// stones live when both sides may only play on the empty points of Region?
//
// The rules of the search, chosen so that a "correct" answer is never a
// matter of opinion:
//   - Life: every target stone is in a pass-alive chain (Benson's
//     algorithm, analysis.Benson), or both players pass in a row with every
//     target stone still on the board (seki and positions the attacker
//     cannot break count as life, as they do in every problem collection).
//   - Death: any target stone is captured.
//   - Ko is a failure for the Solver, the side the puzzle asks to move
//     first: a Solver move that makes a ko (the opponent could retake at
//     once) loses, and any repetition of a position on the search path
//     loses for the Solver. A solution therefore never depends on winning
//     a ko, which is how collections mark "ko" answers as wrong.
//   - Moves follow core.Board: simple ko for the opponent, no suicide.
//
// Stones outside Region are out of play: the puzzle's walls must be
// drawn so that their liberties lie outside the region.
type Problem struct {
	// Board is the position. The solver never changes it.
	Board *core.Board
	// Region is the set of points where moves may be played.
	Region core.PointSet
	// Target is the defender's stones whose fate the puzzle decides.
	Target core.PointSet
	// Defender is the colour of the target.
	Defender core.Color
	// Solver is the player the puzzle asks to move first; ko and
	// repetition count against it.
	Solver core.Color
	// Before holds the positions of the line that led to Board, oldest
	// first: a puzzle's moves so far. The repetition rule counts them as
	// it counts the positions of the search's own path, so a move that
	// brings back one of them loses for the Solver, in the player's line
	// as in the search. Nil for a position reached by no line.
	Before []Position
}

// Position is a board with the player to move on it.
type Position struct {
	Board  *core.Board
	ToMove core.Color
}

// DefaultBudget is the node budget of a Solver made with NewSolver(0).
const DefaultBudget = 3_000_000

// Solver searches Problems exhaustively: a proof-number search (df-pn, see
// solver_dfpn.go) with a transposition table keyed on the stones, the
// player to move, the pass and the ko point, move ordering from eye-space
// features and the history of earlier cut-offs, and Benson's
// pass-aliveness run only on the regions next to the target. Each call searches with
// its own table, so a Solver is safe for concurrent use.
type Solver struct {
	budget int
}

// NewSolver returns a solver that visits at most budget positions per
// question (DefaultBudget if budget <= 0).
func NewSolver(budget int) *Solver {
	if budget <= 0 {
		budget = DefaultBudget
	}
	return &Solver{budget: budget}
}

// Wins reports whether toMove, playing now, achieves its goal: life if it
// is the defender, the capture of a target stone if it is the attacker.
// passed says whether the previous move was a pass. It returns ErrTooHard
// if the budget ran out, and an error for a malformed problem.
func (s *Solver) Wins(p *Problem, toMove core.Color, passed bool) (bool, error) {
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
	st.seedPath()
	if st.repeated(p.Board, toMove) {
		// The line has already repeated a position: a loss for the Solver.
		return toMove != p.Solver, nil
	}
	return st.solve(p.Board, toMove, passed, 0)
}

// Judge plays m (by m.Color(), which must be Defender or its opponent)
// and reports whether it achieves that player's goal against every
// answer. An illegal move returns the board's rule error.
func (s *Solver) Judge(p *Problem, m core.Move, passed bool) (bool, error) {
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

// CorrectMoves returns the exact set of toMove's winning first moves on
// the region's empty points, in point order, with no pass before them:
// the points q for which Judge(p, core.Play(toMove, q), false) is true.
// A pass is never listed (Judge answers for it). The judgements share one
// transposition table, which makes this faster than judging each point on
// its own; each judgement has the solver's whole budget, and ErrTooHard is
// returned if any of them runs out.
func (s *Solver) CorrectMoves(p *Problem, toMove core.Color) ([]core.Point, error) {
	st, err := s.start(p)
	if err != nil {
		return nil, err
	}
	if toMove != p.Defender && toMove != p.Defender.Opponent() {
		return nil, fmt.Errorf("puzzles: %v cannot move", toMove)
	}
	var out []core.Point
	for _, q := range st.region {
		if p.Board.At(q) != core.Empty || p.Board.Legal(toMove, q) != nil {
			continue
		}
		st.nodes = 0
		w, err := s.judgeWith(st, p, core.Play(toMove, q), false)
		if err != nil {
			return nil, err
		}
		if w {
			out = append(out, q)
		}
	}
	return out, nil
}

// Reply returns a move for toMove: a winning move if there is one (the
// first in the solver's move order), else the move the search found
// hardest to refute, else a pass. won says
// whether the move wins. It returns ErrTooHard if the budget ran out.
func (s *Solver) Reply(p *Problem, toMove core.Color, passed bool) (m core.Move, won bool, err error) {
	st, err := s.start(p)
	if err != nil {
		return core.Move{}, false, err
	}
	moves := append([]core.Point(nil), st.moves(p.Board, toMove, 0, false)...)
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
func (s *Solver) judgeWith(st *state, p *Problem, m core.Move, passed bool) (bool, error) {
	c := m.Color()
	b := p.Board.Clone()
	st.seedPath()
	st.path = append(st.path, pathKey(p.Board, c))
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
	w, err := st.solve(b, c.Opponent(), m.IsPass(), 1)
	return !w, err
}

// state is one question's search: the problem, the path of positions for
// the repetition rule, the transposition table, the budget and scratch
// space.
type state struct {
	p      *Problem
	budget int
	nodes  int
	path   []uint64
	boards []*core.Board
	// region lists the region's points in point order; targets the
	// target's.
	region  []core.Point
	targets []core.Point
	// order holds each depth's move list.
	order [][]scored
	pts   [][]core.Point
	// history counts the cut-offs each move made, per player.
	history [2][core.NumSlots]int32
	// sim turns the current position's key into the key of the
	// corresponding position below the sibling attacker move the defender
	// last refuted (0: none), for the simulation in expand.
	sim uint64
	// probed holds, per position where the defender is to move, the sim
	// its last probe ran under.
	probed table[uint64]
	life   lifeScratch
	// The proof-number search's table, children per depth, the error
	// that stopped it, and the hash of the set of positions in path.
	pnTable  table[pnEntry]
	kids     [][]pnChild
	abort    error
	pathHash uint64
	// pathBits has the pathBit of every key of the path (while solve
	// runs), a Bloom filter of one hash: onPath scans the path only for a
	// key whose bit is set. mid sets its key's bit and puts the word back
	// as it found it when it returns.
	pathBits [16]uint64
	// expansions caches each expanded position's children.
	expansions table[span]
	slabs      [][]expandedKid
	// stoneKey holds, per player and point, what a stone there adds to
	// the board's hash (0 until a move there showed it).
	stoneKey [2][core.NumSlots]uint64
	// libHeads and libCounts count liberties once per chain in moves.
	libHeads  []core.Point
	libCounts []int
	// tHeads and tLibs are the target chains of the position expandBoard
	// works on, with their liberties.
	tHeads []core.Point
	tLibs  []int32
	// borders keeps chainBorder's sets.
	borders []border
	// putGen counts the pnTable's puts; putAt holds, per slot of a key
	// (putSlot), the count at the last put of a key there.
	putGen uint64
	putAt  [putSlots]uint64
	// sink takes what table.touch reads.
	sink uint64
}

func (s *Solver) start(p *Problem) (*state, error) {
	if p == nil || p.Board == nil {
		return nil, errors.New("puzzles: no problem to solve")
	}
	if !p.Defender.IsStone() || (p.Solver != p.Defender && p.Solver != p.Defender.Opponent()) {
		return nil, fmt.Errorf("puzzles: defender %v and solver %v are not the two players", p.Defender, p.Solver)
	}
	if p.Target.Empty() {
		return nil, errors.New("puzzles: the problem has no target stones")
	}
	for i, q := range p.Before {
		if q.Board == nil || !q.ToMove.IsStone() {
			return nil, fmt.Errorf("puzzles: earlier position %d has no board or no player to move", i+1)
		}
	}
	for q := range p.Target.All() {
		if p.Board.At(q) != p.Defender {
			return nil, fmt.Errorf("puzzles: target point %v holds no %v stone", q, p.Defender)
		}
	}
	st := &state{p: p, budget: s.budget}
	st.region = p.Region.Points()
	st.targets = p.Target.Points()
	return st, nil
}

// Keys. The transposition table's key adds the pass flag and the point
// the player to move may not take back (simple ko) to the stones and the
// player to move; the repetition rule compares only stones and player.
const (
	whiteKey  = 0x9e3779b97f4a7c15
	passedKey = 0xc2b2ae3d27d4eb4f
	koKey     = 0xff51afd7ed558ccd
)

func pathKey(b *core.Board, toMove core.Color) uint64 {
	k := b.Hash()
	if toMove == core.White {
		k ^= whiteKey
	}
	return k
}

func key(b *core.Board, toMove core.Color, passed bool) uint64 {
	k := pathKey(b, toMove)
	if passed {
		k ^= passedKey
	}
	if ko := b.Ko(toMove); ko != core.NoPoint {
		k ^= uint64(ko) * koKey
	}
	return k
}

// seedPath starts the path with the positions of the problem's line.
func (st *state) seedPath() {
	st.path = st.path[:0]
	for _, q := range st.p.Before {
		st.path = append(st.path, pathKey(q.Board, q.ToMove))
	}
}

func (st *state) repeated(b *core.Board, toMove core.Color) bool {
	k := pathKey(b, toMove)
	for _, q := range st.path {
		if q == k {
			return true
		}
	}
	return false
}

// terminal decides a position: the winner and true, or false. checkLife
// tests pass-aliveness, which only a defender move (or the start) can
// bring about.
func (st *state) terminal(b *core.Board, checkLife bool) (core.Color, bool) {
	p := st.p
	if st.targets == nil {
		// A state made outside start (session.go asks for one verdict).
		st.targets = p.Target.Points()
	}
	for _, q := range st.targets {
		if b.At(q) != p.Defender {
			return p.Defender.Opponent(), true
		}
	}
	if checkLife && st.passAlive(b) {
		return p.Defender, true
	}
	return core.Empty, false
}

// board returns the scratch board for a search depth.
func (st *state) board(depth int) *core.Board {
	for len(st.boards) <= depth {
		st.boards = append(st.boards, new(core.Board))
	}
	return st.boards[depth]
}

func neighbours(p core.Point) [4]core.Point {
	return [4]core.Point{p - core.Stride, p - 1, p + 1, p + core.Stride}
}
