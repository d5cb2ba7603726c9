package puzzles

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/gobot-baduk/gobot/core"
)

// ErrSGF is a puzzle file that is not well-formed SGF.
var ErrSGF = errors.New("puzzles: bad SGF")

// Limits on a puzzle file: far above what a problem needs, low enough that a
// hostile file cannot exhaust memory or the stack.
const (
	maxFileBytes = 1 << 18
	maxNodes     = 4000
	maxDepth     = 200
)

// readTree reads one SGF game tree (FF[4] syntax: "(;...(;...)(;...))")
// into core nodes: B and W become moves, AB, AW and AE setup stones (with
// compressed point lists), PL the player to move, C the comment, and every
// other property is kept as text. SZ must come before any point. It is
// the subset of SGF that puzzle files use; package core/sgf reads full
// game records.
func readTree(data []byte) (*core.Node, error) {
	if len(data) > maxFileBytes {
		return nil, fmt.Errorf("%w: the file has %d bytes (at most %d)", ErrSGF, len(data), maxFileBytes)
	}
	r := &sgfReader{s: string(data), size: 19}
	r.space()
	if !r.eat('(') {
		return nil, r.errorf("a game tree starts with '('")
	}
	root, err := r.tree(nil, 0)
	if err != nil {
		return nil, err
	}
	return root, nil
}

type sgfReader struct {
	s     string
	i     int
	size  int
	nodes int
}

func (r *sgfReader) errorf(format string, args ...any) error {
	return fmt.Errorf("%w: at byte %d: %s", ErrSGF, r.i, fmt.Sprintf(format, args...))
}

func (r *sgfReader) space() {
	for r.i < len(r.s) && strings.IndexByte(" \t\r\n", r.s[r.i]) >= 0 {
		r.i++
	}
}

func (r *sgfReader) eat(c byte) bool {
	r.space()
	if r.i < len(r.s) && r.s[r.i] == c {
		r.i++
		return true
	}
	return false
}

// tree reads a sequence and its variations after the '(' and through the
// ')'. It returns the sequence's first node, attached under parent.
func (r *sgfReader) tree(parent *core.Node, depth int) (*core.Node, error) {
	if depth > maxDepth {
		return nil, r.errorf("variations nested deeper than %d", maxDepth)
	}
	var first *core.Node
	cur := parent
	for r.eat(';') {
		n, err := r.node(parent == nil && first == nil)
		if err != nil {
			return nil, err
		}
		if cur != nil {
			cur.AddChild(n)
		}
		if first == nil {
			first = n
		}
		cur = n
	}
	if first == nil {
		return nil, r.errorf("a game tree needs at least one node (';')")
	}
	for r.eat('(') {
		if _, err := r.tree(cur, depth+1); err != nil {
			return nil, err
		}
	}
	if !r.eat(')') {
		return nil, r.errorf("expected ')' or a variation")
	}
	return first, nil
}

func (r *sgfReader) node(root bool) (*core.Node, error) {
	r.nodes++
	if r.nodes > maxNodes {
		return nil, r.errorf("more than %d nodes", maxNodes)
	}
	n := core.NewNode()
	var setup core.Setup
	for {
		r.space()
		start := r.i
		for r.i < len(r.s) && r.s[r.i] >= 'A' && r.s[r.i] <= 'Z' {
			r.i++
		}
		id := r.s[start:r.i]
		if id == "" {
			break
		}
		var vals []string
		for r.eat('[') {
			v, err := r.value()
			if err != nil {
				return nil, err
			}
			vals = append(vals, v)
		}
		if len(vals) == 0 {
			return nil, r.errorf("property %s has no value", id)
		}
		if err := r.apply(n, &setup, id, vals, root); err != nil {
			return nil, err
		}
	}
	n.SetSetup(&setup)
	return n, nil
}

// value reads a property value after its '[' and through its ']', with
// SGF's escapes: "\]" and "\\", and a backslash before a newline joins lines.
func (r *sgfReader) value() (string, error) {
	var sb strings.Builder
	for r.i < len(r.s) {
		c := r.s[r.i]
		r.i++
		switch c {
		case ']':
			return sb.String(), nil
		case '\\':
			if r.i >= len(r.s) {
				return "", r.errorf("the file ends inside a value")
			}
			e := r.s[r.i]
			r.i++
			if e == '\n' || e == '\r' {
				continue
			}
			sb.WriteByte(e)
		default:
			sb.WriteByte(c)
		}
	}
	return "", r.errorf("the file ends inside a value")
}

func (r *sgfReader) apply(n *core.Node, setup *core.Setup, id string, vals []string, root bool) error {
	switch id {
	case "SZ":
		if !root {
			return r.errorf("SZ outside the root node")
		}
		sz, err := strconv.Atoi(strings.TrimSpace(vals[0]))
		if err != nil || sz < core.MinSize || sz > core.MaxSize {
			return r.errorf("SZ[%s] is not a board size from %d to %d", vals[0], core.MinSize, core.MaxSize)
		}
		r.size = sz
		n.SetProp(id, vals[0])
	case "B", "W":
		c := core.Black
		if id == "W" {
			c = core.White
		}
		if n.Move().IsValid() {
			return r.errorf("a node with two moves")
		}
		if vals[0] == "" || (vals[0] == "tt" && r.size <= 19) {
			n.SetMove(core.Pass(c))
			return nil
		}
		p, err := core.ParseSGF(vals[0], r.size)
		if err != nil {
			return r.errorf("%v", err)
		}
		n.SetMove(core.Play(c, p))
	case "AB", "AW", "AE":
		pts, err := r.points(vals)
		if err != nil {
			return err
		}
		switch id {
		case "AB":
			setup.Black = append(setup.Black, pts...)
		case "AW":
			setup.White = append(setup.White, pts...)
		default:
			setup.Empty = append(setup.Empty, pts...)
		}
	case "PL":
		c, err := core.ParseColor(strings.TrimSpace(vals[0]))
		if err != nil {
			return r.errorf("PL[%s] is not a colour", vals[0])
		}
		n.SetToMove(c)
	case "C":
		n.SetComment(strings.TrimSpace(vals[0]))
	default:
		n.SetProp(id, vals...)
	}
	return nil
}

// points reads a list of points, each "ab" or a rectangle "ab:cd".
func (r *sgfReader) points(vals []string) ([]core.Point, error) {
	var out []core.Point
	for _, v := range vals {
		a, b, rect := strings.Cut(v, ":")
		p, err := core.ParseSGF(a, r.size)
		if err != nil {
			return nil, r.errorf("%v", err)
		}
		if !rect {
			out = append(out, p)
			continue
		}
		q, err := core.ParseSGF(b, r.size)
		if err != nil {
			return nil, r.errorf("%v", err)
		}
		x0, x1 := min(p.X(), q.X()), max(p.X(), q.X())
		y0, y1 := min(p.Y(), q.Y()), max(p.Y(), q.Y())
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				out = append(out, core.Pt(x, y))
			}
		}
	}
	return out, nil
}

// pointList parses a list of SGF points and rectangles, as in
// AB[aa][bb:cc], on a size×size board (for the puzzles' own properties).
func pointList(vals []string, size int) ([]core.Point, error) {
	r := &sgfReader{size: size}
	return r.points(vals)
}
