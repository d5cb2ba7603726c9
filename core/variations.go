package core

// Variations: moving along and between the lines of a record, as a review
// does. A branch is a node with several continuations; the variations at
// the cursor are those of the nearest branch at or above it:
//
//   - where the cursor has several continuations, they are the variations,
//     and choosing one goes forward into it;
//   - otherwise the cursor is somewhere inside one continuation of the last
//     node above it that branched, and choosing switches to another
//     continuation of that node.

// Branch is a node with several continuations, and which of them holds the
// cursor.
type Branch struct {
	// Node is the node that branches; nil when the line from the root to
	// the cursor has no branch.
	Node *Node
	// Current is the index of the continuation holding the cursor, -1
	// when the cursor is at Node itself (the variations lie ahead) or
	// there is no branch.
	Current int
	// Move is Node's move number: the moves from the root to it.
	Move int
}

// Variations returns the branch the cursor chooses in: the cursor itself
// when it has several continuations, else the nearest node above it that
// has (LineBranch).
func (g *Game) Variations() Branch {
	if cur := g.cursor; len(cur.children) > 1 {
		return Branch{Node: cur, Current: -1, Move: g.MoveNumber()}
	}
	return g.LineBranch()
}

// LineBranch returns the nearest branch strictly above the cursor: the one
// whose continuation the cursor is in.
func (g *Game) LineBranch() Branch {
	move := g.MoveNumber()
	child := g.cursor
	for p := child.parent; p != nil; child, p = p, p.parent {
		if child.move.IsValid() {
			move--
		}
		if len(p.children) > 1 {
			for i, k := range p.children {
				if k == child {
					return Branch{Node: p, Current: i, Move: move}
				}
			}
		}
	}
	return Branch{Current: -1}
}

// GoToVariation moves the cursor to the first node of continuation i (from
// 0, the main line) of the branch Variations returns. Choosing the
// continuation the cursor is in goes back to its first node. It returns an
// error wrapping ErrNoMove when there is no branch or no continuation i.
func (g *Game) GoToVariation(i int) error {
	br := g.Variations()
	if br.Node == nil {
		return errorf(ErrNoMove, "this line has no variations")
	}
	if i < 0 || i >= len(br.Node.children) {
		return errorf(ErrNoMove, "variation %d does not exist (there are %d)", i+1, len(br.Node.children))
	}
	return g.GoTo(br.Node.children[i])
}

// LineEnd returns the last node of the line from n along first children:
// from the root, the end of the main line.
func (n *Node) LineEnd() *Node {
	for len(n.children) > 0 {
		n = n.children[0]
	}
	return n
}

// LineMoves returns the number of moves (passes included) after n along
// first children: from the root, the length of the main line.
func (n *Node) LineMoves() int {
	k := 0
	for len(n.children) > 0 {
		n = n.children[0]
		if n.move.IsValid() {
			k++
		}
	}
	return k
}
