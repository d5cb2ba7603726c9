package sgf

import (
	"fmt"
	"unicode/utf8"

	"github.com/gobot-baduk/gobot/core"
)

// Limits bound what Parse accepts, so that a hostile file can exhaust
// neither memory nor time. A zero field means the DefaultLimits value.
type Limits struct {
	// MaxBytes is the largest input accepted.
	MaxBytes int
	// MaxNodes is the most nodes in the whole collection.
	MaxNodes int
	// MaxDepth is the deepest nesting of variations (parentheses); the
	// length of a line of play is bounded by MaxNodes only.
	MaxDepth int
	// MaxPoints is the most points in all point lists (AB, AW, AE, TR, SQ,
	// CR, MA, LB) after compressed lists such as AB[aa:ss] are expanded.
	MaxPoints int
}

// maxNodeValues bounds the property values of one node, so that a single
// node cannot hold the whole file as millions of tiny values. A real node
// has at most a few thousand (uncompressed setup and markup of a 25×25
// board).
const maxNodeValues = 10_000

// DefaultLimits are generous for real records (a 4 MiB collection holds
// thousands of games) and keep the parsed tree of a hostile file to some
// tens of megabytes.
var DefaultLimits = Limits{MaxBytes: 4 << 20, MaxNodes: 200_000, MaxDepth: 1000, MaxPoints: 1 << 20}

func (l Limits) withDefaults() Limits {
	if l.MaxBytes <= 0 {
		l.MaxBytes = DefaultLimits.MaxBytes
	}
	if l.MaxNodes <= 0 {
		l.MaxNodes = DefaultLimits.MaxNodes
	}
	if l.MaxDepth <= 0 {
		l.MaxDepth = DefaultLimits.MaxDepth
	}
	if l.MaxPoints <= 0 {
		l.MaxPoints = DefaultLimits.MaxPoints
	}
	return l
}

// Parse reads an SGF collection and returns the root of each game tree, in
// file order. It never panics and never recurses: variations are parsed
// with an explicit stack whose depth lim.MaxDepth bounds. Errors wrap
// ErrTooLarge, ErrSyntax, ErrCharset, ErrBoardSize, ErrProperty or ErrNotGo
// and say where in the file the problem is. See the package documentation
// for how properties map to core.Node.
func Parse(data []byte, lim Limits) ([]*core.Node, error) {
	lim = lim.withDefaults()
	if len(data) > lim.MaxBytes {
		return nil, &Error{Err: ErrTooLarge, Detail: fmt.Sprintf("%d bytes (the limit is %d)", len(data), lim.MaxBytes)}
	}
	p := &parser{data: data, lim: lim, validUTF8: utf8.Valid(data)}
	if len(data) >= 3 && data[0] == 0xEF && data[1] == 0xBB && data[2] == 0xBF {
		p.pos = 3 // UTF-8 byte order mark
	}
	var roots []*core.Node
	for {
		p.skipSpace()
		if p.pos >= len(p.data) {
			break
		}
		if p.data[p.pos] != '(' {
			if len(roots) == 0 {
				return nil, p.errf(p.pos, ErrSyntax, "expected '(' to start a game tree, found %s", p.quote(p.pos))
			}
			return nil, p.errf(p.pos, ErrSyntax, "unexpected %s after the end of a game tree", p.quote(p.pos))
		}
		root, err := p.tree()
		if err != nil {
			return nil, err
		}
		roots = append(roots, root)
	}
	if len(roots) == 0 {
		return nil, p.errf(p.pos, ErrSyntax, "no game tree (an SGF file starts with \"(;\")")
	}
	return roots, nil
}

type parser struct {
	data      []byte
	pos       int
	lim       Limits
	validUTF8 bool // the whole input is valid UTF-8
	nodes     int
	points    int

	// Per game tree.
	size    int
	charset charset

	// Scratch space for one node, reused.
	nodeStr string // buf as a string, made on first use
	haveStr bool
	seen    [3]core.PointSet // AB, AW, AE points seen in the node
	propBuf []core.Property
	buf     []byte
	props   []rawProp
	vals    []rawValue
	open    []openParen

	// Blocks that nodes and their properties are carved from.
	nodeArena []core.Node
	strArena  []string
	propArena []core.Property
}

type openParen struct {
	parent *core.Node // node the variation continues from; nil for the tree itself
	off    int
}

// rawProp is a property as lexed: its identifier and a range of p.vals.
type rawProp struct {
	id         string
	off        int
	first, num int
}

// rawValue is an unescaped value: a range of p.buf, and the offset of its '['.
type rawValue struct {
	start, end int
	off        int
}

func (p *parser) errf(off int, sentinel error, format string, args ...any) error {
	line, col := position(p.data, off)
	return &Error{Line: line, Col: col, Err: sentinel, Detail: fmt.Sprintf(format, args...)}
}

func (p *parser) errCause(off int, sentinel, cause error, format string, args ...any) error {
	e := p.errf(off, sentinel, format, args...).(*Error)
	e.Cause = cause
	return e
}

// quote describes the character at off for an error message.
func (p *parser) quote(off int) string {
	if off >= len(p.data) {
		return "end of file"
	}
	r, _ := utf8.DecodeRune(p.data[off:])
	if r == utf8.RuneError {
		return fmt.Sprintf("byte 0x%02X", p.data[off])
	}
	return fmt.Sprintf("%q", r)
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

func (p *parser) skipSpace() {
	for p.pos < len(p.data) && isSpace(p.data[p.pos]) {
		p.pos++
	}
}

// tree parses one game tree starting at '('. The grammar (FF[4]) is
//
//	GameTree = "(" Sequence { GameTree } ")"
//	Sequence = Node { Node }
//
// and it is read with an explicit stack of open parentheses.
func (p *parser) tree() (*core.Node, error) {
	p.size, p.charset = 19, charsetUnknown
	open := append(p.open[:0], openParen{parent: nil, off: p.pos})
	p.pos++
	var root, cur *core.Node
	needNode := true  // just after '(': a node must follow
	afterVar := false // a variation of this level has been read: only '(' or ')' may follow
	for {
		p.skipSpace()
		if p.pos >= len(p.data) {
			o := open[len(open)-1]
			return nil, p.errf(o.off, ErrSyntax, "this '(' is never closed with ')'")
		}
		switch c := p.data[p.pos]; c {
		case ';':
			if afterVar {
				return nil, p.errf(p.pos, ErrSyntax, "a node cannot follow a variation; put it inside the parentheses")
			}
			p.nodes++
			if p.nodes > p.lim.MaxNodes {
				return nil, p.errf(p.pos, ErrTooLarge, "more than %d nodes", p.lim.MaxNodes)
			}
			n := p.newNode()
			if err := p.node(n, root == nil); err != nil {
				return nil, err
			}
			if root == nil {
				root = n
			} else {
				cur.AddChild(n)
			}
			cur = n
			needNode = false
		case '(':
			if needNode {
				return nil, p.errf(p.pos, ErrSyntax, "expected ';' to start a node after '(', found '('")
			}
			if len(open) >= p.lim.MaxDepth {
				return nil, p.errf(p.pos, ErrTooLarge, "variations nested more than %d deep", p.lim.MaxDepth)
			}
			open = append(open, openParen{parent: cur, off: p.pos})
			p.pos++
			needNode, afterVar = true, false
		case ')':
			if needNode {
				return nil, p.errf(p.pos, ErrSyntax, "empty game tree: expected ';' to start a node, found ')'")
			}
			p.pos++
			cur = open[len(open)-1].parent
			open = open[:len(open)-1]
			if len(open) == 0 {
				p.open = open
				return root, nil
			}
			afterVar = true
		default:
			if needNode {
				return nil, p.errf(p.pos, ErrSyntax, "expected ';' to start a node, found %s", p.quote(p.pos))
			}
			if isLetter(c) {
				return nil, p.errf(p.pos, ErrSyntax, "property outside a node (after a variation?)")
			}
			return nil, p.errf(p.pos, ErrSyntax, "unexpected %s between nodes", p.quote(p.pos))
		}
	}
}

func isLetter(c byte) bool { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') }

// node lexes the properties after ';' into the scratch space, then builds n.
func (p *parser) node(n *core.Node, root bool) error {
	p.pos++ // ';'
	p.buf, p.props, p.vals = p.buf[:0], p.props[:0], p.vals[:0]
	for {
		p.skipSpace()
		if p.pos >= len(p.data) || !isLetter(p.data[p.pos]) {
			break
		}
		start := p.pos
		var idb [8]byte
		id := idb[:0]
		for p.pos < len(p.data) && isLetter(p.data[p.pos]) {
			// FF[4] §2.2: lower-case letters in identifiers (FF[3]'s
			// "AddBlack") are ignored.
			if c := p.data[p.pos]; c >= 'A' && c <= 'Z' {
				id = append(id, c)
			}
			p.pos++
		}
		if len(id) == 0 {
			return p.errf(start, ErrSyntax, "property identifier %q has no upper-case letter", p.data[start:p.pos])
		}
		prop := rawProp{id: intern(id), off: start, first: len(p.vals)}
		for {
			p.skipSpace()
			if p.pos >= len(p.data) || p.data[p.pos] != '[' {
				break
			}
			v, err := p.value()
			if err != nil {
				return err
			}
			if len(p.vals) >= maxNodeValues {
				return p.errf(v.off, ErrTooLarge, "more than %d property values in one node", maxNodeValues)
			}
			p.vals = append(p.vals, v)
			prop.num++
		}
		if prop.num == 0 {
			return p.errf(p.pos, ErrSyntax, "property %s has no value: expected '[', found %s", prop.id, p.quote(p.pos))
		}
		p.props = append(p.props, prop)
	}
	return p.build(n, root)
}

// value reads one [value], undoing escapes and soft line breaks (FF[4]
// §3.2) and writing every line break as "\n".
func (p *parser) value() (rawValue, error) {
	v := rawValue{start: len(p.buf), off: p.pos}
	p.pos++ // '['
	d := p.data
	for {
		if p.pos >= len(d) {
			return v, p.errf(v.off, ErrSyntax, "this value is never closed with ']'")
		}
		c := d[p.pos]
		switch c {
		case ']':
			p.pos++
			v.end = len(p.buf)
			return v, nil
		case '\\':
			p.pos++
			if p.pos >= len(d) {
				return v, p.errf(v.off, ErrSyntax, "this value is never closed with ']'")
			}
			if c2 := d[p.pos]; c2 == '\n' || c2 == '\r' {
				p.skipBreak() // soft line break: removed
			} else {
				p.buf = append(p.buf, c2)
				p.pos++
			}
		case '\n', '\r':
			p.skipBreak()
			p.buf = append(p.buf, '\n')
		default:
			// Copy a run of ordinary bytes at once.
			j := p.pos + 1
			for j < len(d) && d[j] != ']' && d[j] != '\\' && d[j] != '\n' && d[j] != '\r' {
				j++
			}
			p.buf = append(p.buf, d[p.pos:j]...)
			p.pos = j
		}
	}
}

// skipBreak skips one line break: LF, CR, CRLF or LFCR.
func (p *parser) skipBreak() {
	c := p.data[p.pos]
	p.pos++
	if p.pos < len(p.data) {
		if c2 := p.data[p.pos]; (c2 == '\n' || c2 == '\r') && c2 != c {
			p.pos++
		}
	}
}

// intern returns the identifier as a string, without allocating for the
// common ones.
func intern(id []byte) string {
	switch string(id) {
	case "B":
		return "B"
	case "W":
		return "W"
	case "C":
		return "C"
	case "AB":
		return "AB"
	case "AW":
		return "AW"
	case "AE":
		return "AE"
	case "BL":
		return "BL"
	case "WL":
		return "WL"
	case "OB":
		return "OB"
	case "OW":
		return "OW"
	case "PL":
		return "PL"
	case "LB":
		return "LB"
	case "TR":
		return "TR"
	case "SQ":
		return "SQ"
	case "CR":
		return "CR"
	case "MA":
		return "MA"
	case "N":
		return "N"
	}
	return string(id)
}
