package sgf

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"unicode/utf8"

	"github.com/gobot-baduk/gobot/core"
)

// Write writes the trees at roots as one SGF collection in UTF-8: every
// node and every variation, with all properties, so that Parse gives the
// same trees back (see Equal). Each root says CA[UTF-8]; any other CA it
// holds is not written. Points are written for the board size in the
// root's SZ (19 without one). Output has one node per line; a variation
// starts a line with '('. Values escape ']' and '\'. Write returns an error
// wrapping ErrWrite for a tree it cannot write faithfully: a property
// identifier that is not upper-case letters, a property that belongs in a
// typed field (B, W, AB, AW, AE, PL, C, TR, SQ, CR, MA, LB), or a point off
// the board.
func Write(w io.Writer, roots ...*core.Node) error {
	bw := bufio.NewWriter(w)
	for _, r := range roots {
		if r == nil {
			return &Error{Err: ErrWrite, Detail: "nil root"}
		}
		top := r
		for top.Parent() != nil {
			top = top.Parent()
		}
		size := 19
		if v, ok := top.Prop("SZ"); ok && len(v) > 0 {
			n, msg := parseSize(v[0])
			if msg != "" {
				return &Error{Err: ErrBoardSize, Detail: fmt.Sprintf("SZ[%s]: %s", v[0], msg)}
			}
			size = n
		}
		wr := writer{w: bw, size: size}
		if err := wr.tree(r); err != nil {
			return err
		}
	}
	return bw.Flush()
}

type writer struct {
	w    *bufio.Writer
	size int
	// header, if set, is written first in the root instead of its FF, GM
	// and CA properties, and skip names root properties not to write.
	header []core.Property
	skip   func(id string) bool

	afterOpen bool // the last byte written is '('
}

// step is one action of the iterative tree walk.
type step struct {
	node  *core.Node // write this node (and push its children)
	open  bool       // write "\n("
	close bool       // write ")"
}

// tree writes one game tree without recursion.
func (wr *writer) tree(root *core.Node) error {
	wr.w.WriteByte('(')
	wr.afterOpen = true
	if err := wr.node(root, true); err != nil {
		return err
	}
	stack := wr.push([]step{{close: true}}, root)
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch {
		case s.open:
			wr.w.WriteString("\n(")
			wr.afterOpen = true
		case s.close:
			wr.w.WriteByte(')')
		default:
			if err := wr.node(s.node, false); err != nil {
				return err
			}
			stack = wr.push(stack, s.node)
		}
	}
	wr.w.WriteByte('\n')
	return nil
}

// push schedules the children of n: the only child continues the
// sequence; several children are each a parenthesized variation.
func (wr *writer) push(stack []step, n *core.Node) []step {
	kids := n.Children()
	if len(kids) == 1 {
		return append(stack, step{node: kids[0]})
	}
	for i := len(kids) - 1; i >= 0; i-- {
		stack = append(stack, step{close: true}, step{node: kids[i]}, step{open: true})
	}
	return stack
}

// typed lists the identifiers held in core.Node's typed fields.
func typed(id string) bool {
	switch id {
	case "B", "W", "AB", "AW", "AE", "PL", "C", "TR", "SQ", "CR", "MA", "LB":
		return true
	}
	return false
}

func validID(id string) bool {
	if id == "" {
		return false
	}
	for i := 0; i < len(id); i++ {
		if id[i] < 'A' || id[i] > 'Z' {
			return false
		}
	}
	return true
}

// node writes one node: ';', the move, (at the root) FF, GM and CA, the
// other properties, setup stones, PL, the comment and the markup.
func (wr *writer) node(n *core.Node, root bool) error {
	w := wr.w
	if !wr.afterOpen {
		w.WriteByte('\n')
	}
	wr.afterOpen = false
	w.WriteByte(';')
	if m := n.Move(); m.IsValid() {
		w.WriteString(m.Color().Letter())
		w.WriteByte('[')
		if !m.IsPass() {
			if !wr.point(m.Point()) {
				return &Error{Err: ErrWrite, Detail: fmt.Sprintf("move %v is off the %d×%d board", m, wr.size, wr.size)}
			}
		}
		w.WriteByte(']')
	}
	props := n.Props()
	if root {
		if wr.header != nil {
			for _, p := range wr.header {
				if err := wr.prop(p.ID, p.Values); err != nil {
					return err
				}
			}
		} else {
			for _, id := range []string{"FF", "GM"} {
				if v, ok := n.Prop(id); ok {
					if err := wr.prop(id, v); err != nil {
						return err
					}
				}
			}
			wr.prop("CA", []string{"UTF-8"})
		}
	}
	for _, p := range props {
		if !validID(p.ID) {
			return &Error{Err: ErrWrite, Detail: fmt.Sprintf("%q is not an SGF property identifier (upper-case letters only)", p.ID)}
		}
		if typed(p.ID) {
			return &Error{Err: ErrWrite, Detail: fmt.Sprintf("property %s is held in the node's typed fields; set it there, not with SetProp", p.ID)}
		}
		if root {
			if wr.header == nil && (p.ID == "FF" || p.ID == "GM" || p.ID == "CA") {
				continue
			}
			if wr.skip != nil && wr.skip(p.ID) {
				continue
			}
		}
		if err := wr.prop(p.ID, p.Values); err != nil {
			return err
		}
	}
	if s := n.Setup(); s != nil {
		for _, l := range []struct {
			id  string
			pts []core.Point
		}{{"AB", s.Black}, {"AW", s.White}, {"AE", s.Empty}} {
			if len(l.pts) == 0 {
				continue
			}
			w.WriteString(l.id)
			for _, pt := range l.pts {
				w.WriteByte('[')
				if !wr.point(pt) {
					return &Error{Err: ErrWrite, Detail: fmt.Sprintf("%s point %v is off the %d×%d board", l.id, pt, wr.size, wr.size)}
				}
				w.WriteByte(']')
			}
		}
	}
	if c := n.ToMove(); c.IsStone() {
		wr.prop("PL", []string{c.Letter()})
	}
	if c := n.Comment(); c != "" {
		if err := wr.prop("C", []string{c}); err != nil {
			return err
		}
	}
	return wr.marks(n.Marks())
}

// marks writes markup grouped by kind, the kinds in order of first appearance.
func (wr *writer) marks(marks []core.Mark) error {
	var done [core.Label + 1]bool
	for i, m := range marks {
		if m.Kind == core.NoMark || m.Kind > core.Label {
			return &Error{Err: ErrWrite, Detail: fmt.Sprintf("mark of unknown kind %d", m.Kind)}
		}
		if done[m.Kind] {
			continue
		}
		done[m.Kind] = true
		wr.w.WriteString(m.Kind.String())
		for _, k := range marks[i:] {
			if k.Kind != m.Kind {
				continue
			}
			wr.w.WriteByte('[')
			if !wr.point(k.Point) {
				return &Error{Err: ErrWrite, Detail: fmt.Sprintf("%s point %v is off the %d×%d board", k.Kind, k.Point, wr.size, wr.size)}
			}
			if k.Kind == core.Label {
				if !utf8.ValidString(k.Text) {
					return &Error{Err: ErrWrite, Detail: fmt.Sprintf("LB text %q is not valid UTF-8", k.Text)}
				}
				wr.w.WriteByte(':')
				escape(wr.w, k.Text, true)
			}
			wr.w.WriteByte(']')
		}
	}
	return nil
}

// point writes p's two SGF letters (columns from the left, rows from the
// top, as Point.SGF does) and reports whether p is on the board.
func (wr *writer) point(p core.Point) bool {
	if !p.OnBoard(wr.size) {
		return false
	}
	wr.w.WriteByte(sgfLetter(p.X()))
	wr.w.WriteByte(sgfLetter(wr.size - 1 - p.Y()))
	return true
}

func sgfLetter(i int) byte {
	if i < 26 {
		return byte('a' + i)
	}
	return byte('A' + i - 26)
}

// prop writes id[v1][v2]...; values must be UTF-8, as CA[UTF-8] says.
func (wr *writer) prop(id string, values []string) error {
	for _, v := range values {
		if !utf8.ValidString(v) {
			return &Error{Err: ErrWrite, Detail: fmt.Sprintf("%s value %q is not valid UTF-8", id, v)}
		}
	}
	wr.w.WriteString(id)
	for _, v := range values {
		wr.w.WriteByte('[')
		escape(wr.w, v, false)
		wr.w.WriteByte(']')
	}
	return nil
}

// escape writes s with ']' and '\' escaped (FF[4] §3.2), and ':' too in
// the text part of a composed value.
func escape(w *bufio.Writer, s string, colon bool) {
	start := 0
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == ']' || c == '\\' || (colon && c == ':') {
			w.WriteString(s[start:i])
			w.WriteByte('\\')
			start = i
		}
	}
	w.WriteString(s[start:])
}

// formatFloat writes a komi the shortest way: 6.5, 0, 7.
func formatFloat(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
