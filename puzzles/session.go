package puzzles

import (
	"errors"
	"fmt"

	"github.com/gobot-baduk/gobot/core"
)

// ErrLine is a sequence of earlier moves that does not fit the puzzle.
var ErrLine = errors.New("puzzles: the moves do not fit the puzzle")

// MaxLine is the longest line a player can be walked through off the
// book: after it, a line the solver has proved correct counts as solved.
const MaxLine = 16

// Verdict is the judgement of one of the player's moves.
type Verdict struct {
	// Move is the player's move.
	Move core.Move
	// Correct reports whether it achieves the goal against every defence.
	Correct bool
	// Comment is the book's comment, or the solver's when the move is not
	// in the book.
	Comment string
	// OffBook reports whether the verdict comes from the solver because
	// the book has no such line.
	OffBook bool
	// Reply is the opponent's answer: the next move of the book's line,
	// or the solver's strongest resistance or refutation. It is the zero
	// Move when there is none.
	Reply core.Move
	// ReplyComment comments on Reply.
	ReplyComment string
	// Solved reports that the puzzle is finished successfully.
	Solved bool
}

// replay plays line from the puzzle's position and returns the board,
// the book node reached (nil once the line leaves the book) and the
// positions before each move of the line, for the solver's repetition
// rule. The line alternates, starting with the player.
func (p *Puzzle) replay(line []core.Move) (*core.Board, *Node, []Position, error) {
	b, err := p.Board()
	if err != nil {
		return nil, nil, nil, err
	}
	node := p.solution
	c := p.toPlay
	before := make([]Position, 0, len(line)+1)
	for i, m := range line {
		if m.Color() != c || m.IsPass() {
			return nil, nil, nil, fmt.Errorf("%w: move %d (%v) is not %v's", ErrLine, i+1, m, c)
		}
		prev := b.Clone()
		if _, err := b.Play(c, m.Point()); err != nil {
			return nil, nil, nil, fmt.Errorf("%w: move %d: %w", ErrLine, i+1, err)
		}
		before = append(before, Position{Board: prev, ToMove: c})
		if node != nil {
			node = node.Child(m)
		}
		c = c.Opponent()
	}
	if c != p.toPlay {
		return nil, nil, nil, fmt.Errorf("%w: it is not %v's turn after %d moves", ErrLine, p.toPlay, len(line))
	}
	return b, node, before, nil
}

// Play judges the player's move at q after line (the moves so far, the
// player's and the replies alternately). It returns the board's rule
// error for an illegal move, ErrOutsideRegion for a move away from the
// fight, ErrLine for a line that does not fit, and ErrTooHard if the
// solver could not decide a move the book does not cover.
func (p *Puzzle) Play(s *Solver, line []core.Move, q core.Point) (Verdict, error) {
	b, node, before, err := p.replay(line)
	if err != nil {
		return Verdict{}, err
	}
	m := core.Play(p.toPlay, q)
	if err := b.Legal(m.Color(), q); err != nil {
		return Verdict{}, err
	}
	if !p.region.Has(q) {
		return Verdict{}, fmt.Errorf("%w: %v", ErrOutsideRegion, q)
	}
	v := Verdict{Move: m}
	var book *Node
	if node != nil {
		book = node.Child(m)
	}
	if book != nil {
		v.Correct, v.Comment = book.correct, book.comment
	} else {
		v.OffBook = true
		prob := p.Problem(b)
		prob.Before = before
		w, err := s.Judge(prob, m, false)
		if err != nil {
			return Verdict{}, err
		}
		v.Correct = w
	}
	after := b.Clone()
	if _, err := after.Play(m.Color(), q); err != nil {
		return Verdict{}, err
	}
	prob := p.Problem(after)
	prob.Before = append(before, Position{Board: b, ToMove: p.toPlay})
	st := &state{p: prob}
	winner, done := st.terminal(after, p.Defender() == p.toPlay)
	if v.OffBook {
		v.Comment = p.solverComment(v.Correct, done)
	}
	if done {
		v.Solved = v.Correct && winner == p.goalWinner()
		return v, nil
	}
	opp := p.toPlay.Opponent()
	if p.goal == Ko && v.Correct && after.Ko(opp) != core.NoPoint {
		// The player took a ko: the goal is reached.
		if v.OffBook {
			v.Comment = "Correct: a ko, which is what the problem asks. This move is not in the book, but gobot's solver proves it."
		}
		v.Solved = true
		return v, nil
	}
	if book != nil && len(book.children) > 0 {
		r := book.children[0]
		v.Reply, v.ReplyComment = r.move, r.comment
		v.Solved = v.Correct && len(r.children) == 0
		return v, nil
	}
	if v.Correct && book != nil {
		// The book's line ends here.
		v.Solved = true
		return v, nil
	}
	r, _, err := resist(s, prob, p.goal, p.toPlay, opp)
	if err != nil {
		return Verdict{}, err
	}
	if r.IsPass() {
		v.Solved = v.Correct
		if !v.Correct {
			v.ReplyComment = fmt.Sprintf("%s does not even need to answer.", colorWord(opp))
		}
		return v, nil
	}
	v.Reply = r
	if v.Correct && p.goal == Ko && takesKo(after, r) {
		v.ReplyComment = fmt.Sprintf("%s takes the ko at %v: the fight is a ko, which is what the problem asks.", colorWord(opp), r.Point())
		v.Solved = true
		return v, nil
	}
	if v.Correct {
		v.ReplyComment = fmt.Sprintf("%s resists at %v, the toughest defence gobot's solver finds.", colorWord(opp), r.Point())
		v.Solved = len(line)+2 >= MaxLine
	} else {
		v.ReplyComment = fmt.Sprintf("%s answers at %v, and %s.", colorWord(opp), r.Point(), p.failure())
	}
	return v, nil
}

// resist returns toMove's move in prob (Reply's), for a puzzle whose
// player is player. In a ko problem the opponent's strongest resistance
// is a move that still wins if the ko counts against the player: one
// that leads to the ko, which the search with the ko counted against the
// opponent would shun as a loss.
func resist(s *Solver, prob *Problem, goal Goal, player, toMove core.Color) (core.Move, bool, error) {
	if goal == Ko && toMove != player {
		plain := *prob
		plain.Solver = player
		m, won, err := s.Reply(&plain, toMove, false)
		if err != nil || won {
			return m, won, err
		}
	}
	return s.Reply(prob, toMove, false)
}

// takesKo reports whether m, played on b, captures into a ko (the other
// player may not take back at once).
func takesKo(b *core.Board, m core.Move) bool {
	nb := b.Clone()
	if _, err := nb.Play(m.Color(), m.Point()); err != nil {
		return false
	}
	return nb.Ko(m.Color().Opponent()) != core.NoPoint
}

// goalWinner is the colour that wins when the puzzle is solved.
func (p *Puzzle) goalWinner() core.Color { return p.toPlay }

func (p *Puzzle) failure() string {
	switch {
	case p.goal == Live:
		return colorWord(p.Defender()) + " cannot live"
	case p.goal == Kill:
		return colorWord(p.Defender()) + " lives"
	case p.defender == p.toPlay:
		return colorWord(p.Defender()) + " cannot live, even by ko"
	}
	return colorWord(p.Defender()) + " lives without a ko"
}

func (p *Puzzle) solverComment(correct, done bool) string {
	switch {
	case correct && done && p.defender != p.toPlay:
		return "Correct: the stones are captured."
	case correct && done:
		return "Correct: the group now has two eyes."
	case correct:
		return "Correct. This move is not in the book, but gobot's solver proves that it works against every defence."
	case p.goal == Ko:
		return "Wrong: gobot's solver finds a refutation, and no ko."
	}
	return "Wrong: gobot's solver finds a refutation."
}

func colorWord(c core.Color) string {
	if c == core.White {
		return "White"
	}
	return "Black"
}

// Hint returns a point that works after line: the book's first correct
// move, or the solver's when the line has left the book. It returns the
// errors of Play, and ErrLine when no move works any more (the line has
// already failed).
func (p *Puzzle) Hint(s *Solver, line []core.Move) (core.Point, error) {
	b, node, before, err := p.replay(line)
	if err != nil {
		return core.NoPoint, err
	}
	if node != nil {
		for _, c := range node.children {
			if c.correct {
				return c.move.Point(), nil
			}
		}
	}
	prob := p.Problem(b)
	prob.Before = before
	m, won, err := s.Reply(prob, p.toPlay, false)
	if err != nil {
		return core.NoPoint, err
	}
	if !won || m.IsPass() {
		return core.NoPoint, fmt.Errorf("%w: no move works any more; start again", ErrLine)
	}
	return m.Point(), nil
}

// HintText describes where q is without naming it: which line from the
// edge and what it touches, in the words of a teacher's nudge.
func (p *Puzzle) HintText(q core.Point) string {
	n := p.size
	line := min(q.X(), q.Y(), n-1-q.X(), n-1-q.Y()) + 1
	ord := [...]string{"", "first", "second", "third", "fourth"}
	where := "in the open"
	if line < len(ord) {
		where = "on the " + ord[line] + " line"
	}
	b, err := p.Board()
	if err != nil {
		return "Look for the vital point."
	}
	touch := ""
	empties := 0
	for _, r := range neighbours(q) {
		if !r.OnBoard(n) {
			continue
		}
		switch b.At(r) {
		case p.Defender():
			touch = fmt.Sprintf(", touching %s's stones", colorWord(p.Defender()))
		case core.Empty:
			if p.region.Has(r) {
				empties++
			}
		}
	}
	shape := ""
	if empties >= 3 {
		shape = "; it touches most of the empty space around it, the mark of a vital point"
	}
	return fmt.Sprintf("The key point is %s%s%s.", where, touch, shape)
}

// MainLine returns the book's main line: the first correct move, then at
// each step the opponent's first answer and the player's first correct
// move.
func (p *Puzzle) MainLine() []*Node {
	var out []*Node
	n := p.solution
	for {
		var next *Node
		for _, c := range n.children {
			if c.move.Color() != p.toPlay || c.correct {
				next = c
				break
			}
		}
		if next == nil {
			return out
		}
		out = append(out, next)
		n = next
	}
}

// ErrTree is a solution tree that marks a player's move wrongly: correct
// when it loses, or wrong when it wins.
var ErrTree = errors.New("puzzles: the solution tree marks a move wrongly")

// CheckTree proves every player's move of the solution tree as a player
// meets it, walking the tree with the positions of the line before each
// move (which the repetition rule counts): a move marked correct must
// win against every defence and a move marked wrong must lose. It returns
// an error wrapping ErrTree that names the first move marked wrongly, or
// the solver's error.
func (p *Puzzle) CheckTree(s *Solver) error {
	b, err := p.Board()
	if err != nil {
		return err
	}
	return p.checkTree(s, b, nil, p.solution)
}

func (p *Puzzle) checkTree(s *Solver, b *core.Board, before []Position, n *Node) error {
	for _, c := range n.children {
		m := c.move
		if m.Color() == p.toPlay {
			prob := p.Problem(b)
			prob.Before = before
			w, err := s.Judge(prob, m, false)
			if err != nil {
				return fmt.Errorf("%s: %v after %v: %w", p.id, m, n.move, err)
			}
			if w != c.correct {
				return fmt.Errorf("%w: %s: %v after %v is marked correct=%v", ErrTree, p.id, m, n.move, c.correct)
			}
		}
		nb := b.Clone()
		if _, err := nb.Play(m.Color(), m.Point()); err != nil {
			return fmt.Errorf("%s: %v after %v: %w", p.id, m, n.move, err)
		}
		if err := p.checkTree(s, nb, append(before[:len(before):len(before)], Position{Board: b, ToMove: m.Color()}), c); err != nil {
			return err
		}
	}
	return nil
}
