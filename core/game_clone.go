package core

import "slices"

// Clone returns a deep copy of g: the whole tree (every node's move,
// setup, player to move, comment, markup, other properties and
// variations), the size, rules, komi, handicap and result, the game
// information the record held and g could not read (Warnings and the
// root's text of it, see RawInfo), and the cursor on the same node, with
// the same position. Nothing of the copy is shared with g: changing
// either leaves the other as it was.
//
// The position is copied, not replayed, so a clone costs the size of the
// tree and of the board, not the work of the moves, and it is exactly g's
// position even where the path's nodes were changed without
// GoTo(g.Cursor()).
func (g *Game) Clone() *Game {
	c := &Game{
		size:     g.size,
		rules:    g.rules,
		komi:     g.komi,
		handicap: g.handicap,
		result:   g.result,
		root:     cloneTree(g.root),
		board:    g.board.Clone(),
		toMove:   g.toMove,
		undo:     slices.Clone(g.undo),
		warnings: slices.Clone(g.warnings),
		defaults: g.defaults,
	}
	// The path's nodes in the copy: each step is a child of the one
	// before, found by its index among the original's children.
	c.path = slices.Clone(g.path)
	c.path[0].node = c.root
	for i := 1; i < len(g.path); i++ {
		k := slices.Index(g.path[i-1].node.children, g.path[i].node)
		if k < 0 {
			// A node of the path was detached from the tree behind
			// the game's back: the copy's cursor is the deepest node
			// that is still there, and its position is replayed.
			// (replay cannot fail: c.board is a board of c.size.)
			c.cursor = c.path[i-1].node
			_ = c.replay()
			return c
		}
		c.path[i].node = c.path[i-1].node.children[k]
	}
	c.cursor = c.path[len(c.path)-1].node
	return c
}

// cloneTree returns a deep copy of the tree at n, detached (its root has
// no parent). It walks the tree without recursion, so a line of any
// length is copied.
func cloneTree(n *Node) *Node {
	root := cloneNode(n)
	type pair struct{ from, to *Node }
	stack := []pair{{n, root}}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if len(p.from.children) == 0 {
			continue
		}
		p.to.children = make([]*Node, len(p.from.children))
		for i, k := range p.from.children {
			kc := cloneNode(k)
			kc.parent = p.to
			p.to.children[i] = kc
			stack = append(stack, pair{k, kc})
		}
	}
	return root
}

// cloneNode copies n's own content, without its parent and children.
func cloneNode(n *Node) *Node {
	c := &Node{move: n.move, toMove: n.toMove, comment: n.comment, marks: slices.Clone(n.marks)}
	if s := n.setup; s != nil {
		c.setup = &Setup{Black: slices.Clone(s.Black), White: slices.Clone(s.White), Empty: slices.Clone(s.Empty)}
	}
	if n.props != nil {
		c.props = make([]Property, len(n.props))
		for i, p := range n.props {
			c.props[i] = Property{ID: p.ID, Values: slices.Clone(p.Values)}
		}
	}
	return c
}
