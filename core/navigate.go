package core

import (
	"math/bits"
	"sort"
)

// Navigation keeps the position at the cursor up to date incrementally.
//
// The Game holds the path from the root to the cursor as a stack of steps,
// one per node. Going down to a child plays the child's setup and move on
// the board (as a record: see force) and pushes a step that remembers what
// the node changed: the points whose colour it changed, with their colours
// before, and the ko, prisoners and superko history length before. Going
// up pops steps: the colours of all popped steps are restored in one
// Board.recolor, which rebuilds only the chains next to the restored
// points, and the ko, prisoners and history come back from the shallowest
// popped step. So a step down costs what the move costs, a step up what
// the move changed, and going from one node to another costs their
// distance in the tree, never the depth of either.
//
// An undo stack was chosen over periodic snapshots of the board: a
// snapshot of a 19×19 board is kilobytes and a line may have 200,000
// nodes, while a step is a few dozen bytes and its colour changes are
// usually one or two points; and undoing exactly what a node did makes
// going back one move cheaper than replaying from the nearest snapshot.
//
// The steps assume the nodes on the path keep the content they had when
// the cursor passed them. After changing a node on the path (its move,
// setup or PL), call GoTo(g.Cursor()), which replays from the root.

// step is one node of the path from the root to the cursor.
type step struct {
	node *Node
	// toMove is the player to move after the node; base is the same
	// before the node's PL is applied (SetToMove(Empty) goes back to it).
	toMove, base Color
	// moves counts the nodes with a move from the root to this one;
	// passes the passes in a row that end here.
	moves, passes int32
	// The board before the node, for going back up.
	ko        Point
	koColor   Color
	prisoners [2]int32
	history   int32
	// undo is where the node's colour changes start in Game.undo.
	undo int32
}

// colorChange is a point a node changed, with its colour before the node.
type colorChange struct {
	p Point
	c Color
}

// navCounts counts the work of navigation, for tests that prove it is
// linear without timing anything.
type navCounts struct {
	// applied counts nodes played onto the board, undone nodes taken
	// back, restored the points whose colour was restored, and replays
	// the replays from an empty board.
	applied, undone, restored, replays int
}

// replay rebuilds the board and the path for the cursor from an empty
// board. Moves from files are applied even when the rules forbid them (a
// file is a record, not a request), so a position is always produced.
//
// The game's Board is emptied and refilled in place, under the game's
// rules, so that a caller holding g.Board() still holds the position at
// the cursor (Board promises it); only the first replay makes the Board.
func (g *Game) replay() error {
	if b := g.board; b != nil && b.size == g.size {
		b.rules = g.rules
		b.reset()
	} else {
		b, err := NewBoard(g.size, g.rules)
		if err != nil {
			return err
		}
		g.board = b
	}
	g.counts.replays++
	nodes := g.cursor.Path()
	g.path = g.path[:0]
	g.undo = g.undo[:0]
	g.onPath = nil
	for _, n := range nodes {
		g.descend(n)
	}
	return nil
}

// descend plays node n, a child of the cursor (or the root on an empty
// path), onto the board and makes it the cursor.
func (g *Game) descend(n *Node) { g.descendChecked(n, nil) }

// descendChecked is descend for a node whose move check has already
// judged legal on the board at the cursor and whose effect it put in eff
// (Game.Play): the move is carried out with eff instead of being worked
// out again by force. n must hold no setup, which would change the board
// before the move; eff is nil for a node the rules have not checked.
func (g *Game) descendChecked(n *Node, eff *moveEffect) {
	b := g.board
	g.counts.applied++
	st := step{
		node:      n,
		ko:        b.ko,
		koColor:   b.koColor,
		prisoners: [2]int32{int32(b.prisoners[Black]), int32(b.prisoners[White])},
		history:   int32(len(b.history)),
		undo:      int32(len(g.undo)),
	}
	toMove := Black
	var moves, passes int32
	if k := len(g.path); k > 0 {
		top := &g.path[k-1]
		toMove, moves, passes = top.toMove, top.moves, top.passes
	}
	before := [3]PointSet{Black: b.sets[Black], White: b.sets[White]}
	if s := n.setup; s != nil {
		b.Setup(Black, s.Black...)
		b.Setup(White, s.White...)
		b.Setup(Empty, s.Empty...)
		if len(g.path) == 0 && len(s.Black) >= 2 && len(s.White) == 0 && g.handicap >= 2 {
			toMove = White
		}
	}
	prevPasses := passes
	passes = 0
	if m := n.move; m.IsValid() {
		if m.pass {
			b.Pass(m.color)
			passes = prevPasses + 1
		} else if eff != nil && n.setup == nil {
			b.apply(m.color, m.point, eff)
		} else {
			b.force(m.color, m.point)
		}
		toMove = m.color.Opponent()
		moves++
	}
	st.base = toMove
	if n.toMove != Empty {
		toMove = n.toMove
	}
	st.toMove, st.moves, st.passes = toMove, moves, passes
	// Record the colour changes: the points whose black or white bit moved.
	for i := range before[Black].w {
		diff := (before[Black].w[i] ^ b.sets[Black].w[i]) | (before[White].w[i] ^ b.sets[White].w[i])
		for diff != 0 {
			bit := diff & -diff
			diff ^= bit
			p := Point(i*64 + bits.TrailingZeros64(bit))
			c := Empty
			switch {
			case before[Black].w[i]&bit != 0:
				c = Black
			case before[White].w[i]&bit != 0:
				c = White
			}
			g.undo = append(g.undo, colorChange{p: p, c: c})
		}
	}
	if g.onPath != nil {
		g.onPath[n] = int32(len(g.path))
	}
	g.path = append(g.path, st)
	g.cursor, g.toMove = n, toMove
}

// ascend takes back the nodes below path index k, making path[k] the cursor.
func (g *Game) ascend(k int) {
	if k < 0 || k >= len(g.path)-1 {
		return
	}
	b := g.board
	d := NewPointSet(g.size)
	black, white := NewPointSet(g.size), NewPointSet(g.size)
	// Deepest first, so that the colour a point had before the shallowest
	// node that changed it is the one that stays.
	for i := len(g.path) - 1; i > k; i-- {
		st := &g.path[i]
		for _, ch := range g.undo[st.undo:] {
			d.Add(ch.p)
			black.Remove(ch.p)
			white.Remove(ch.p)
			switch ch.c {
			case Black:
				black.Add(ch.p)
			case White:
				white.Add(ch.p)
			}
		}
		g.counts.undone++
		g.counts.restored += len(g.undo) - int(st.undo)
		g.undo = g.undo[:st.undo]
		if g.onPath != nil {
			delete(g.onPath, st.node)
		}
	}
	first := &g.path[k+1]
	b.recolor(d, black, white)
	b.ko, b.koColor = first.ko, first.koColor
	b.prisoners[Black], b.prisoners[White] = int(first.prisoners[0]), int(first.prisoners[1])
	b.history = b.history[:first.history]
	g.path = g.path[:k+1]
	top := &g.path[k]
	g.cursor, g.toMove = top.node, top.toMove
}

// GoTo moves the cursor to node n, which must be in this game's tree. It
// costs the distance from the cursor to n in the tree (the first GoTo to a
// node that is neither the root nor next to the cursor also indexes the
// path once, in its length). GoTo(g.Cursor()) replays the path from the
// root: call it after changing a node on the path (its move, setup or PL)
// so that the position takes the change in.
func (g *Game) GoTo(n *Node) error {
	if n == nil {
		return errorf(ErrNoMove, "no node")
	}
	switch {
	case n == g.cursor:
		return g.replay()
	case n == g.root:
		g.ascend(0)
		return nil
	case n.parent == g.cursor:
		g.descend(n)
		return nil
	case n == g.cursor.parent:
		g.ascend(len(g.path) - 2)
		return nil
	}
	if g.onPath == nil {
		g.onPath = make(map[*Node]int32, len(g.path))
		for i := range g.path {
			g.onPath[g.path[i].node] = int32(i)
		}
	}
	// Climb from n to the path; the nodes passed are the way down.
	var down []*Node
	m := n
	for {
		if i, ok := g.onPath[m]; ok {
			g.ascend(int(i))
			break
		}
		down = append(down, m)
		m = m.parent
		if m == nil {
			return errorf(ErrNoMove, "node is not in this game")
		}
	}
	for i := len(down) - 1; i >= 0; i-- {
		g.descend(down[i])
	}
	return nil
}

// Prev moves the cursor to the parent node.
func (g *Game) Prev() error {
	if len(g.path) < 2 {
		return errorf(ErrNoMove, "already at the start")
	}
	g.ascend(len(g.path) - 2)
	return nil
}

// Next moves the cursor to the first child (the main line).
func (g *Game) Next() error { return g.Variation(0) }

// Variation moves the cursor to child i of the current node.
func (g *Game) Variation(i int) error {
	kids := g.cursor.children
	if i < 0 || i >= len(kids) {
		if len(kids) == 0 {
			return errorf(ErrNoMove, "already at the end of this line")
		}
		return errorf(ErrNoMove, "variation %d does not exist (there are %d)", i+1, len(kids))
	}
	g.descend(kids[i])
	return nil
}

// GoToEnd moves the cursor along first children to the end of the current
// line (the main line from the cursor on). At the end already it does
// nothing. It costs the number of nodes it passes.
func (g *Game) GoToEnd() {
	for len(g.cursor.children) > 0 {
		g.descend(g.cursor.children[0])
	}
}

// GoToMove moves the cursor to move n of the current line: the path to the
// cursor, continued along first children. 0 is the root. Going back costs
// the moves taken back, going forward the moves played.
func (g *Game) GoToMove(n int) error {
	if n < 0 {
		return errorf(ErrNoMove, "move %d does not exist", n)
	}
	// The first node of the path whose move count reaches n (the root for 0).
	i := sort.Search(len(g.path), func(i int) bool { return int(g.path[i].moves) >= n })
	if i < len(g.path) && int(g.path[i].moves) == n && (n > 0 || i == 0) {
		g.ascend(i) // nothing to do when path[i] is the cursor
		return nil
	}
	k := int(g.path[len(g.path)-1].moves)
	node := g.cursor
	count := 0
	for k < n {
		if len(node.children) == 0 {
			return errorf(ErrNoMove, "move %d does not exist (this line has %d)", n, k)
		}
		node = node.children[0]
		count++
		if node.move.IsValid() {
			k++
		}
	}
	for ; count > 0; count-- {
		g.descend(g.cursor.children[0])
	}
	return nil
}

// SetToMove records that c is to move at the cursor (SGF PL on the
// cursor's node); Empty removes the record, and the player to move follows
// from the moves again.
func (g *Game) SetToMove(c Color) {
	if c > White {
		return
	}
	top := &g.path[len(g.path)-1]
	top.node.SetToMove(c)
	top.toMove = top.base
	if c != Empty {
		top.toMove = c
	}
	g.toMove = top.toMove
}

// MoveNumber returns the number of moves from the root to the cursor.
func (g *Game) MoveNumber() int { return int(g.path[len(g.path)-1].moves) }

// ConsecutivePasses returns how many passes in a row end the path to the cursor.
func (g *Game) ConsecutivePasses() int { return int(g.path[len(g.path)-1].passes) }
