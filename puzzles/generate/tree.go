package generate

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/puzzles"
)

// maxLine bounds a main line (plies); a longer one is refused as a
// problem too long for a daily puzzle.
const maxLine = 24

// errLine is a main line that does not end within maxLine plies, or one
// that the positions before it on the line spoil (the resistance forces
// a repetition): the candidate is dropped.
var errLine = errors.New("generate: the main line does not end")

// node is a move of the solution tree being written.
type node struct {
	move     core.Move
	comment  string
	mark     string // "TE", "BM" or "" (the opponent's answers)
	children []*node
}

// proof is a problem's solution tree and the features its grade is made of.
type proof struct {
	root     []*node
	features Features
}

// Features are the measures of a problem's proof that its grade is made
// of.
type Features struct {
	// MainLine is the length in plies of the shortest main line of a
	// correct first move (the answer and every later move against the
	// strongest resistance).
	MainLine int
	// Correct is the number of correct first moves.
	Correct int
	// Wrong is the number of legal wrong first moves.
	Wrong int
	// Tempting is the number of wrong first moves that only one answer
	// refutes.
	Tempting int
	// Effort is the solver's work for the proof: the smallest power of
	// two of nodes in which it proves the first correct move.
	Effort int
	// TreeSize is the number of moves in the written solution tree.
	TreeSize int
}

func colorName(c core.Color) string {
	if c == core.White {
		return "White"
	}
	return "Black"
}

// writer builds the proof of one problem.
type writer struct {
	s      *puzzles.Solver
	p      *position
	solver core.Color
	goal   puzzles.Goal
	v      verdict
	dx, dy int // the shift from the compacted board back to the real one
}

// at names a point of the compacted board as it is on the real board.
func (w *writer) at(q core.Point) core.Point { return core.Pt(q.X()+w.dx, q.Y()+w.dy) }

func (w *writer) prob(b *core.Board) *puzzles.Problem { return w.p.problem(b, w.solver) }

// failure says what the solver's failure looks like.
func (w *writer) failure() string {
	def := colorName(w.p.defender)
	if w.goal == puzzles.Live {
		return def + " cannot make two eyes"
	}
	return def + " lives"
}

// success says how a correct line ends on board b, where the last move
// captured caps stones.
func (w *writer) success(b *core.Board, caps int) string {
	def := colorName(w.p.defender)
	switch decided(b, w.p) {
	case captured:
		if w.p.region.Union(w.p.target).Intersect(b.Stones(w.p.defender)).Empty() {
			return def + "'s stones are captured."
		}
		stones := "stones"
		if caps == 1 {
			stones = "stone"
		}
		return fmt.Sprintf("%s captures %d %s of %s's group, which is broken.", colorName(w.p.defender.Opponent()), caps, stones, def)
	case twoEyes:
		return def + " has two eyes and lives."
	}
	if w.goal == puzzles.Live {
		return colorName(w.p.defender.Opponent()) + " has no way in: " + def + " lives (a seki would count too)."
	}
	return def + " cannot make two eyes: the group is dead."
}

// build writes the tree: every correct first move with its main line and
// every wrong first move with its refutation.
func (w *writer) build() (*proof, error) {
	b := w.p.board()
	opp := w.solver.Opponent()
	correct := map[core.Point]bool{}
	for _, q := range w.v.correct {
		correct[q] = true
	}
	pr := &proof{}
	pr.features.Correct = len(w.v.correct)
	pr.features.MainLine = maxLine + 1
	for _, q := range firstMoves(b, w.p, w.solver) {
		m := core.Play(w.solver, q)
		nb := b.Clone()
		caps, err := nb.Play(w.solver, q)
		if err != nil {
			return nil, err
		}
		if correct[q] {
			n := &node{move: m, mark: "TE"}
			plies, err := w.mainLine(n, b, nb, caps)
			if err != nil {
				return nil, err
			}
			pr.features.MainLine = min(pr.features.MainLine, plies)
			pr.root = append(pr.root, n)
			continue
		}
		pr.features.Wrong++
		n := &node{move: m, mark: "BM"}
		r, won, err := w.s.Reply(w.prob(nb), opp, false)
		if err != nil {
			return nil, err
		}
		if !won {
			return nil, fmt.Errorf("generate: no refutation of %v", m)
		}
		if r.IsPass() {
			n.comment = fmt.Sprintf("Wrong. %s does not even need to answer: %s.", colorName(opp), w.failure())
		} else {
			vital := ""
			if correct[r.Point()] {
				vital = ", the vital point"
			}
			n.comment = fmt.Sprintf("Wrong. %s answers at %v%s, and %s.", colorName(opp), w.at(r.Point()), vital, w.failure())
			reply := fmt.Sprintf("%s answers at %v%s; %s.", colorName(opp), w.at(r.Point()), vital, w.failure())
			after := nb.Clone()
			if caps, err := after.Play(opp, r.Point()); err == nil && decided(after, w.p) == captured {
				stones := "stones"
				if caps == 1 {
					stones = "stone"
				}
				n.comment = fmt.Sprintf("Wrong. %s answers at %v%s and takes the group.", colorName(opp), w.at(r.Point()), vital)
				reply = fmt.Sprintf("%s answers at %v%s and captures %d %s.", colorName(opp), w.at(r.Point()), vital, caps, stones)
			}
			n.children = []*node{{move: r, comment: reply}}
			if w.unique(nb, r) {
				pr.features.Tempting++
			}
		}
		pr.root = append(pr.root, n)
	}
	pr.features.Effort = w.effort(b)
	pr.features.TreeSize = countNodes(pr.root)
	return pr, nil
}

// unique reports whether r is the opponent's only winning answer on b.
func (w *writer) unique(b *core.Board, r core.Move) bool {
	opp := r.Color()
	for _, q := range firstMoves(b, w.p, opp) {
		if q == r.Point() {
			continue
		}
		won, err := w.s.Judge(w.prob(b), core.Play(opp, q), false)
		if err != nil || won {
			return false
		}
	}
	return true
}

// mainLine follows a correct move n (played on from, giving b) against
// the strongest resistance to the end, and returns the line's length in
// plies. Each reply is searched with the positions of the line before it
// (puzzles.Problem.Before), as a player walking the line meets it.
func (w *writer) mainLine(n *node, from, b *core.Board, caps int) (int, error) {
	opp := w.solver.Opponent()
	plies := 1
	cur := n
	endOnReply := false
	before := []puzzles.Position{{Board: from, ToMove: w.solver}}
	onLine := func(b *core.Board) *puzzles.Problem {
		prob := w.prob(b)
		prob.Before = before
		return prob
	}
	for {
		if decided(b, w.p) != open {
			break
		}
		r, won, err := w.s.Reply(onLine(b), opp, false)
		if err != nil {
			return 0, err
		}
		if won {
			if len(before) > 1 {
				return 0, errLine
			}
			return 0, fmt.Errorf("generate: %v after a correct move wins", r)
		}
		if r.IsPass() {
			break
		}
		before = append(before, puzzles.Position{Board: b.Clone(), ToMove: opp})
		if _, err := b.Play(opp, r.Point()); err != nil {
			return 0, err
		}
		caps = 0
		rn := &node{move: r, comment: fmt.Sprintf("%s resists at %v.", colorName(opp), w.at(r.Point()))}
		cur.children = []*node{rn}
		plies++
		if decided(b, w.p) != open {
			// The resistance settles it at once (it fills the
			// opponent's own liberty, say): the line ends there.
			rn.comment = fmt.Sprintf("%s resists at %v, but %s", colorName(opp), w.at(r.Point()), w.success(b, caps))
			endOnReply = true
			break
		}
		m, won, err := w.s.Reply(onLine(b), w.solver, false)
		if err != nil {
			return 0, err
		}
		if !won {
			// With the line's history no move wins any more (the
			// resistance forces a repetition): not a problem to ship.
			return 0, errLine
		}
		if m.IsPass() {
			rn.comment = fmt.Sprintf("%s resists at %v, but %s", colorName(opp), w.at(r.Point()), w.success(b, caps))
			endOnReply = true
			break
		}
		before = append(before, puzzles.Position{Board: b.Clone(), ToMove: w.solver})
		if caps, err = b.Play(w.solver, m.Point()); err != nil {
			return 0, err
		}
		mn := &node{move: m, mark: "TE", comment: fmt.Sprintf("Correct: %s follows up at %v.", colorName(w.solver), w.at(m.Point()))}
		rn.children = []*node{mn}
		cur = mn
		plies++
		if plies > maxLine {
			return 0, errLine
		}
	}
	end := w.success(b, caps)
	if endOnReply {
		end = ""
	}
	if cur == n {
		n.comment = strings.TrimSpace(fmt.Sprintf("Correct. %s at %v is the key point. %s", colorName(w.solver), w.at(n.move.Point()), end))
	} else {
		n.comment = fmt.Sprintf("Correct. %s at %v is the key point.", colorName(w.solver), w.at(n.move.Point()))
		cur.comment = strings.TrimSpace(cur.comment + " " + end)
	}
	return plies, nil
}

// effort returns the smallest power-of-two node budget in which the solver
// proves that the first correct move wins.
func (w *writer) effort(b *core.Board) int {
	m := core.Play(w.solver, w.v.correct[0])
	for budget := 16; budget < 1<<24; budget *= 2 {
		if _, err := puzzles.NewSolver(budget).Judge(w.prob(b), m, false); err == nil {
			return budget
		}
	}
	return 1 << 24
}

func countNodes(ns []*node) int {
	n := 0
	for _, c := range ns {
		n += 1 + countNodes(c.children)
	}
	return n
}

// sgfText escapes an SGF text value.
func sgfText(s string) string {
	return strings.NewReplacer(`\`, `\\`, `]`, `\]`).Replace(s)
}

func writeNodes(sb *strings.Builder, ns []*node, size int) {
	for _, n := range ns {
		sb.WriteString("\n(;")
		writeMove(sb, n, size)
		cur := n
		for len(cur.children) == 1 {
			cur = cur.children[0]
			sb.WriteString("\n;")
			writeMove(sb, cur, size)
		}
		writeNodes(sb, cur.children, size)
		sb.WriteString(")")
	}
}

func writeMove(sb *strings.Builder, n *node, size int) {
	c := "B"
	if n.move.Color() == core.White {
		c = "W"
	}
	fmt.Fprintf(sb, "%s[%s]", c, n.move.Point().SGF(size))
	if n.mark != "" {
		sb.WriteString(n.mark + "[1]")
	}
	fmt.Fprintf(sb, "C[%s]", sgfText(n.comment))
}

func pointValues(s core.PointSet, size int) string {
	var sb strings.Builder
	for q := range s.All() {
		sb.WriteString("[" + q.SGF(size) + "]")
	}
	return sb.String()
}
