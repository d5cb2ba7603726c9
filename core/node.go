package core

// MarkKind is a kind of SGF markup.
type MarkKind uint8

const (
	// NoMark is the zero MarkKind.
	NoMark MarkKind = iota
	// Triangle is SGF TR.
	Triangle
	// Square is SGF SQ.
	Square
	// Circle is SGF CR.
	Circle
	// Cross is SGF MA.
	Cross
	// Label is SGF LB: a short text on a point.
	Label
)

// String returns the SGF property name of the mark.
func (k MarkKind) String() string {
	switch k {
	case Triangle:
		return "TR"
	case Square:
		return "SQ"
	case Circle:
		return "CR"
	case Cross:
		return "MA"
	case Label:
		return "LB"
	}
	return ""
}

// Mark is one piece of markup on a point.
type Mark struct {
	Kind  MarkKind
	Point Point
	// Text is the label's text (Label only).
	Text string
}

// Property is an SGF property kept as text: its identifier and its values,
// already unescaped. Nodes keep every property that has no typed field here,
// in file order, so that a file round-trips without loss.
type Property struct {
	ID     string
	Values []string
}

// Setup is a node's setup stones: SGF AB, AW and AE.
type Setup struct {
	Black, White, Empty []Point
}

// IsZero reports whether the setup places or clears nothing.
func (s *Setup) IsZero() bool {
	return s == nil || len(s.Black)+len(s.White)+len(s.Empty) == 0
}

// Node is one node of a game tree: a move or setup stones, the player to
// move, a comment, markup and any other properties, with its variations as
// children (the first child is the main line).
type Node struct {
	parent   *Node
	children []*Node
	move     Move
	setup    *Setup
	toMove   Color
	comment  string
	marks    []Mark
	props    []Property
}

// NewNode returns a detached node with no content.
func NewNode() *Node { return &Node{} }

// Parent returns the node before this one, or nil at the root.
func (n *Node) Parent() *Node { return n.parent }

// Children returns the variations after this node; the first is the main line.
// The slice must not be modified.
func (n *Node) Children() []*Node { return n.children }

// AddChild appends c as the last variation of n and returns it.
func (n *Node) AddChild(c *Node) *Node {
	c.parent = n
	n.children = append(n.children, c)
	return c
}

// RemoveChild detaches c from n. It reports whether c was a child of n.
func (n *Node) RemoveChild(c *Node) bool {
	for i, k := range n.children {
		if k == c {
			n.children = append(n.children[:i], n.children[i+1:]...)
			c.parent = nil
			return true
		}
	}
	return false
}

// Move returns the node's move; it is the zero Move when the node has none.
func (n *Node) Move() Move { return n.move }

// SetMove sets the node's move (the zero Move clears it).
func (n *Node) SetMove(m Move) { n.move = m }

// Setup returns the node's setup stones (nil if none).
func (n *Node) Setup() *Setup { return n.setup }

// SetSetup sets the node's setup stones.
func (n *Node) SetSetup(s *Setup) {
	if s.IsZero() {
		s = nil
	}
	n.setup = s
}

// ToMove returns the node's PL property: the player to move next, or Empty.
func (n *Node) ToMove() Color { return n.toMove }

// SetToMove sets the PL property (Empty clears it).
func (n *Node) SetToMove(c Color) { n.toMove = c }

// Comment returns the node's comment (SGF C).
func (n *Node) Comment() string { return n.comment }

// SetComment sets the node's comment.
func (n *Node) SetComment(s string) { n.comment = s }

// Marks returns the node's markup. The slice must not be modified.
func (n *Node) Marks() []Mark { return n.marks }

// AddMark adds markup, replacing any mark already on that point.
func (n *Node) AddMark(m Mark) {
	n.RemoveMark(m.Point)
	n.marks = append(n.marks, m)
}

// RemoveMark removes the markup on p. It reports whether there was any.
func (n *Node) RemoveMark(p Point) bool {
	for i, m := range n.marks {
		if m.Point == p {
			n.marks = append(n.marks[:i], n.marks[i+1:]...)
			return true
		}
	}
	return false
}

// Props returns the node's other properties in order. The slice must not be modified.
func (n *Node) Props() []Property { return n.props }

// Prop returns the values of the property with the given identifier.
func (n *Node) Prop(id string) ([]string, bool) {
	for _, p := range n.props {
		if p.ID == id {
			return p.Values, true
		}
	}
	return nil, false
}

// PropText returns the first value of a property, or "".
func (n *Node) PropText(id string) string {
	v, _ := n.Prop(id)
	if len(v) == 0 {
		return ""
	}
	return v[0]
}

// SetProp sets a property, replacing any earlier one with the same
// identifier; with no values it deletes the property.
func (n *Node) SetProp(id string, values ...string) {
	for i, p := range n.props {
		if p.ID == id {
			if len(values) == 0 {
				n.props = append(n.props[:i], n.props[i+1:]...)
			} else {
				n.props[i].Values = values
			}
			return
		}
	}
	if len(values) > 0 {
		n.props = append(n.props, Property{ID: id, Values: values})
	}
}

// Depth returns the number of nodes above n.
func (n *Node) Depth() int {
	d := 0
	for p := n.parent; p != nil; p = p.parent {
		d++
	}
	return d
}

// MoveNumber returns the number of moves (passes included) from the root to n.
func (n *Node) MoveNumber() int {
	k := 0
	for p := n; p != nil; p = p.parent {
		if p.move.IsValid() {
			k++
		}
	}
	return k
}

// Path returns the nodes from the root to n.
func (n *Node) Path() []*Node {
	d := n.Depth()
	path := make([]*Node, d+1)
	for p := n; p != nil; p = p.parent {
		path[d] = p
		d--
	}
	return path
}

// CountNodes returns the number of nodes in the subtree at n.
func (n *Node) CountNodes() int {
	count := 0
	stack := []*Node{n}
	for len(stack) > 0 {
		k := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		count++
		stack = append(stack, k.children...)
	}
	return count
}
