package puzzles

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/sgf"
)

// ErrPuzzle is a puzzle file that reads as SGF but is not a valid puzzle.
var ErrPuzzle = errors.New("puzzles: bad puzzle")

// ErrSGF is a puzzle file that is not well-formed SGF.
var ErrSGF = errors.New("puzzles: bad SGF")

// pointList reads SGF points and rectangles ("ab", "ab:cd") on a size×size
// board, for the puzzles' own XR and XT properties.
func pointList(vals []string, size int) ([]core.Point, error) {
	var out []core.Point
	for _, v := range vals {
		a, b, rect := strings.Cut(strings.TrimSpace(v), ":")
		p, err := core.ParseSGF(a, size)
		if err != nil {
			return nil, err
		}
		if !rect {
			out = append(out, p)
			continue
		}
		q, err := core.ParseSGF(b, size)
		if err != nil {
			return nil, err
		}
		for y := min(p.Y(), q.Y()); y <= max(p.Y(), q.Y()); y++ {
			for x := min(p.X(), q.X()); x <= max(p.X(), q.X()); x++ {
				out = append(out, core.Pt(x, y))
			}
		}
	}
	return out, nil
}

// Goal is what the player to move must achieve.
type Goal uint8

const (
	// NoGoal is the zero Goal.
	NoGoal Goal = iota
	// Live asks the player to move to make the target group live (seki
	// counts as life).
	Live
	// Kill asks the player to move to capture the target group, or to
	// leave it unable to avoid capture.
	Kill
	// Ko asks the player to move for at least a ko (SGF XG[ko]): to live
	// or to kill, as the target's colour says, where a ko counts as the
	// player's success. The player cannot reach the goal outright (that
	// would make it a Live or Kill problem), and the opponent moving first
	// reaches the opposite outright. The solver judges it with the ko and
	// repetition rule turned against the opponent, so a correct move is
	// one that wins if the player wins every ko; the line ends when a ko
	// arises.
	Ko
)

// String returns "live", "kill", "ko" or "".
func (g Goal) String() string {
	switch g {
	case Live:
		return "live"
	case Kill:
		return "kill"
	case Ko:
		return "ko"
	}
	return ""
}

// Node is one move of a puzzle's solution tree with the book's comment.
// The player's moves are marked correct or wrong; the opponent's answers
// carry only a comment.
type Node struct {
	move     core.Move
	comment  string
	correct  bool
	children []*Node
}

// Move returns the node's move (the zero Move at the root).
func (n *Node) Move() core.Move { return n.move }

// Comment returns the book's comment on the move.
func (n *Node) Comment() string { return n.comment }

// Correct reports whether a player's move is right (false for a wrong
// move; meaningless for the opponent's answers).
func (n *Node) Correct() bool { return n.correct }

// Children returns the moves that follow; the first is the main line. The
// slice must not be modified.
func (n *Node) Children() []*Node { return n.children }

// Child returns the child with move m, or nil.
func (n *Node) Child(m core.Move) *Node {
	for _, c := range n.children {
		if c.move == m {
			return c
		}
	}
	return nil
}

// Puzzle is a life-and-death problem: a position, the player to move and
// the goal, the region the fight is confined to, the target group, and a
// solution tree with a comment on every move.
type Puzzle struct {
	id         string
	title      string
	difficulty int
	size       int
	black      []core.Point
	white      []core.Point
	toPlay     core.Color
	goal       Goal
	// defender is the target's colour.
	defender core.Color
	intro    string
	region   core.PointSet
	target   core.PointSet
	solution *Node
	sgf      []byte
}

// ID returns the puzzle's stable identifier (its file name without ".sgf").
func (p *Puzzle) ID() string { return p.id }

// Title returns the puzzle's name, e.g. "Bent three on the side".
func (p *Puzzle) Title() string { return p.title }

// Difficulty returns 1 (easiest) to 5.
func (p *Puzzle) Difficulty() int { return p.difficulty }

// Size returns the board size.
func (p *Puzzle) Size() int { return p.size }

// ToPlay returns the player who moves first: the one who solves the puzzle.
func (p *Puzzle) ToPlay() core.Color { return p.toPlay }

// Goal returns what the player to move must achieve.
func (p *Puzzle) Goal() Goal { return p.goal }

// Defender returns the colour of the target group.
func (p *Puzzle) Defender() core.Color { return p.defender }

// GoalText returns the goal in the words of problem books: "Black to live",
// "White to kill", "Black to live by ko", "White to kill by ko".
func (p *Puzzle) GoalText() string {
	name := colorWord(p.toPlay)
	switch {
	case p.goal != Ko:
		return name + " to " + p.goal.String()
	case p.defender == p.toPlay:
		return name + " to live by ko"
	}
	return name + " to kill by ko"
}

// koRule returns the player the ko and repetition rule counts against
// when player is asked to reach goal: the player, except in a ko problem,
// where a ko is the player's goal and counts against the opponent.
func koRule(goal Goal, player core.Color) core.Color {
	if goal == Ko {
		return player.Opponent()
	}
	return player
}

// Intro returns the text shown with the problem (the root comment).
func (p *Puzzle) Intro() string { return p.intro }

// Where names the part of the board the puzzle's region is in, with its
// preposition: "in the top left corner", "on the left side", "in the
// centre". A region that reaches the top or bottom edge and the left or
// right edge is in a corner; one that reaches one of them is on a side.
// (The generator labels its problems "in the corner", "on the side" and
// "in the centre" by the same rule.)
func (p *Puzzle) Where() string {
	n := p.size
	x0, y0, x1, y1 := n, n, -1, -1
	for q := range p.region.All() {
		x0, x1 = min(x0, q.X()), max(x1, q.X())
		y0, y1 = min(y0, q.Y()), max(y1, q.Y())
	}
	v := ""
	switch {
	case y1 == n-1:
		v = "top"
	case y0 == 0:
		v = "bottom"
	}
	h := ""
	switch {
	case x0 == 0:
		h = "left"
	case x1 == n-1:
		h = "right"
	}
	switch {
	case v != "" && h != "":
		return "in the " + v + " " + h + " corner"
	case v != "":
		return "on the " + v + " side"
	case h != "":
		return "on the " + h + " side"
	}
	return "in the centre"
}

// Region returns the points where the fight takes place.
func (p *Puzzle) Region() core.PointSet { return p.region }

// Target returns the stones whose fate the puzzle decides.
func (p *Puzzle) Target() core.PointSet { return p.target }

// Solution returns the root of the solution tree: its children are the
// player's first moves, right and wrong.
func (p *Puzzle) Solution() *Node { return p.solution }

// Stones returns the setup stones of colour c.
func (p *Puzzle) Stones(c core.Color) []core.Point {
	if c == core.White {
		return append([]core.Point(nil), p.white...)
	}
	return append([]core.Point(nil), p.black...)
}

// Board returns a fresh board with the puzzle's position (Japanese rules:
// simple ko, no suicide). Only a zero Puzzle, which has no size, gives an
// error (core.ErrBoardSize).
func (p *Puzzle) Board() (*core.Board, error) {
	b, err := core.NewBoard(p.size, core.JapaneseRules)
	if err != nil {
		return nil, err
	}
	b.Setup(core.Black, p.black...)
	b.Setup(core.White, p.white...)
	return b, nil
}

// Game returns the puzzle's position as a game, with the given moves
// played after the setup (for drawing). It returns the rule error of the
// first illegal move.
func (p *Puzzle) Game(moves ...core.Move) (*core.Game, error) {
	root := core.NewNode()
	root.SetProp("SZ", strconv.Itoa(p.size))
	root.SetProp("GN", p.title)
	root.SetSetup(&core.Setup{Black: p.Stones(core.Black), White: p.Stones(core.White)})
	root.SetToMove(p.toPlay)
	g, err := core.FromTree(root)
	if err != nil {
		return nil, err
	}
	for _, m := range moves {
		if err := g.Play(m); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// Problem returns the solver's question for board b (a position of this
// puzzle).
func (p *Puzzle) Problem(b *core.Board) *Problem {
	return &Problem{Board: b, Region: p.region, Target: p.target, Defender: p.defender, Solver: koRule(p.goal, p.toPlay)}
}

// FromTree makes a puzzle of an SGF tree. The root holds the position (SZ,
// AB, AW), the player to move (PL), the title (GN), the difficulty (DI, 1
// to 5), the goal (XG: live, kill or ko), the region (XR: points and
// rectangles), the target stones (XT) and the introduction (C). Its
// children are the player's first moves, each marked TE (correct) or BM
// (wrong), and every move of the tree carries a comment. It returns an
// error wrapping ErrPuzzle that says what is missing or wrong.
func FromTree(id string, root *core.Node) (*Puzzle, error) {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s: %s", ErrPuzzle, id, fmt.Sprintf(format, args...))
	}
	p := &Puzzle{id: id, size: 19, title: strings.TrimSpace(root.PropText("GN")), intro: strings.TrimSpace(root.Comment())}
	if v := root.PropText("SZ"); v != "" {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < core.MinSize || n > core.MaxSize {
			return nil, bad("SZ[%s] is not a board size", v)
		}
		p.size = n
	}
	if p.title == "" {
		return nil, bad("no title (GN)")
	}
	d, err := strconv.Atoi(strings.TrimSpace(root.PropText("DI")))
	if err != nil || d < 1 || d > 5 {
		return nil, bad("DI[%s] is not a difficulty from 1 to 5", root.PropText("DI"))
	}
	p.difficulty = d
	if s := root.Setup(); s != nil {
		if len(s.Empty) > 0 {
			return nil, bad("AE in the root")
		}
		p.black, p.white = append([]core.Point(nil), s.Black...), append([]core.Point(nil), s.White...)
	}
	p.toPlay = root.ToMove()
	if !p.toPlay.IsStone() {
		return nil, bad("no player to move (PL)")
	}
	switch strings.ToLower(strings.TrimSpace(root.PropText("XG"))) {
	case "live":
		p.goal = Live
	case "kill":
		p.goal = Kill
	case "ko":
		p.goal = Ko
	default:
		return nil, bad("XG[%s] is not live, kill or ko", root.PropText("XG"))
	}
	region, _ := root.Prop("XR")
	target, _ := root.Prop("XT")
	rp, err := pointList(region, p.size)
	if err != nil {
		return nil, bad("XR: %v", err)
	}
	tp, err := pointList(target, p.size)
	if err != nil {
		return nil, bad("XT: %v", err)
	}
	p.region, p.target = core.NewPointSet(p.size, rp...), core.NewPointSet(p.size, tp...)
	b, err := p.Board()
	if err != nil {
		return nil, bad("%v", err)
	}
	if b.Stones(core.Black).Intersect(b.Stones(core.White)).Any() || len(p.black)+len(p.white) != b.Stones(core.Black).Count()+b.Stones(core.White).Count() {
		return nil, bad("a point is set up twice")
	}
	if p.region.Intersect(b.Stones(core.Empty)).Empty() {
		return nil, bad("the region (XR) has no empty point")
	}
	if p.target.Empty() {
		return nil, bad("no target stones (XT)")
	}
	switch p.goal {
	case Live:
		p.defender = p.toPlay
	case Kill:
		p.defender = p.toPlay.Opponent()
	default:
		// A ko problem's target says who fights for life.
		p.defender = b.At(p.target.Points()[0])
		if !p.defender.IsStone() {
			return nil, bad("target point %v holds no stone", p.target.Points()[0])
		}
	}
	for q := range p.target.All() {
		if b.At(q) != p.Defender() {
			return nil, bad("target point %v holds no %v stone", q, p.Defender())
		}
	}
	p.solution = &Node{}
	if len(root.Children()) == 0 {
		return nil, bad("no solution moves")
	}
	var scratch []*core.Board
	if err := p.readLines(root, p.solution, b, p.toPlay, bad, &scratch, 0); err != nil {
		return nil, err
	}
	if !hasCorrect(p.solution) {
		return nil, bad("no first move is marked correct (TE)")
	}
	return p, nil
}

func hasCorrect(n *Node) bool {
	for _, c := range n.children {
		if c.correct {
			return true
		}
	}
	return false
}

// readLines copies the tree below src into dst, checking that moves
// alternate, are legal and in the region, and are commented and marked.
func (p *Puzzle) readLines(src *core.Node, dst *Node, b *core.Board, toMove core.Color, bad func(string, ...any) error, scratch *[]*core.Board, depth int) error {
	// One board per depth, reused across siblings: a collection of
	// thousands of problems would otherwise allocate a board per move.
	for len(*scratch) <= depth {
		*scratch = append(*scratch, new(core.Board))
	}
	for _, c := range src.Children() {
		m := c.Move()
		if !m.IsValid() || m.IsPass() {
			return bad("a node after %v has no move (puzzles have no passes or setup inside the tree)", dst.move)
		}
		if m.Color() != toMove {
			return bad("%v: it is %v's turn", m, toMove)
		}
		if !p.region.Has(m.Point()) {
			return bad("%v is outside the region", m)
		}
		nb := (*scratch)[depth]
		nb.CopyFrom(b)
		if _, err := nb.Play(m.Color(), m.Point()); err != nil {
			return bad("%v is illegal: %v", m, err)
		}
		if strings.TrimSpace(c.Comment()) == "" {
			return bad("%v has no comment", m)
		}
		n := &Node{move: m, comment: strings.TrimSpace(c.Comment())}
		if toMove == p.toPlay {
			_, te := c.Prop("TE")
			_, bm := c.Prop("BM")
			if te == bm {
				return bad("%v must be marked either TE (correct) or BM (wrong)", m)
			}
			n.correct = te
		}
		if dst.Child(m) != nil {
			return bad("%v appears twice as a variation", m)
		}
		dst.children = append(dst.children, n)
		if err := p.readLines(c, n, nb, toMove.Opponent(), bad, scratch, depth+1); err != nil {
			return err
		}
	}
	return nil
}

// fileLimits bound a puzzle file: far above what a problem needs, low
// enough that a hostile file costs little.
var fileLimits = sgf.Limits{MaxBytes: 1 << 18, MaxNodes: 4000, MaxDepth: 200, MaxPoints: 1 << 14}

// Parse reads a puzzle from an SGF file holding one game tree (read by
// core/sgf). It returns an error wrapping ErrSGF (and core/sgf's own
// sentinel) for a file that is not SGF, or ErrPuzzle for one that is not a
// valid puzzle.
func Parse(id string, data []byte) (*Puzzle, error) {
	roots, err := sgf.Parse(data, fileLimits)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrSGF, id, err)
	}
	if len(roots) != 1 {
		return nil, fmt.Errorf("%w: %s: a puzzle file holds one game tree, not %d", ErrSGF, id, len(roots))
	}
	p, err := FromTree(id, roots[0])
	if err != nil {
		return nil, err
	}
	p.sgf = append([]byte(nil), data...)
	return p, nil
}

// SGF returns the puzzle's file with its solution tree (nil for a puzzle
// made by FromTree), for players to study in an SGF editor.
func (p *Puzzle) SGF() []byte { return append([]byte(nil), p.sgf...) }

// Bounds returns the corners (lower left, upper right) of the part of the
// board worth drawing: the region and the target with two lines of
// margin, clipped to the board, for a cropped diagram.
func (p *Puzzle) Bounds() (lo, hi core.Point) {
	x0, y0, x1, y1 := p.size, p.size, -1, -1
	for q := range p.region.Union(p.target).All() {
		x0, x1 = min(x0, q.X()), max(x1, q.X())
		y0, y1 = min(y0, q.Y()), max(y1, q.Y())
	}
	if x1 < 0 {
		return core.Pt(0, 0), core.Pt(p.size-1, p.size-1)
	}
	const margin = 2
	return core.Pt(max(0, x0-margin), max(0, y0-margin)), core.Pt(min(p.size-1, x1+margin), min(p.size-1, y1+margin))
}
