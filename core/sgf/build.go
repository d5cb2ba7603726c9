package sgf

import (
	"bytes"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gobot-baduk/gobot/core"
)

// charset is how a game tree's values are decoded.
type charset uint8

const (
	// charsetUnknown: no CA; UTF-8 if the whole file is valid UTF-8,
	// ISO-8859-1 (the FF[4] default) otherwise.
	charsetUnknown charset = iota
	charsetUTF8
	charsetLatin1
)

// parseCharset reads a CA value.
func parseCharset(v string) (charset, bool) {
	n := strings.NewReplacer("-", "", "_", "", " ", "").Replace(strings.ToLower(strings.TrimSpace(v)))
	switch n {
	case "":
		return charsetUnknown, true
	case "utf8", "usascii", "ascii":
		return charsetUTF8, true
	case "iso88591", "latin1", "l1", "isolatin1", "iso8859":
		return charsetLatin1, true
	}
	return charsetUnknown, false
}

// build interprets the lexed properties of one node into n.
func (p *parser) build(n *core.Node, root bool) error {
	p.nodeStr, p.haveStr = "", false
	if root {
		if err := p.rootInfo(); err != nil {
			return err
		}
	}
	var (
		setup      core.Setup
		seenUsed   bool
		marks      []core.Mark
		hasMove    bool
		hasPL      bool
		hasComment bool
		hasSZ      bool
	)
	props := p.propBuf[:0]
	var index map[string]int
	for _, rp := range p.props {
		vals := p.vals[rp.first : rp.first+rp.num]
		switch rp.id {
		case "B", "W":
			if hasMove {
				return p.errf(rp.off, ErrProperty, "two moves in one node (%s after another move); start a new node with ';'", rp.id)
			}
			hasMove = true
			if rp.num != 1 {
				return p.errf(rp.off, ErrProperty, "%s has %d values; a move has one", rp.id, rp.num)
			}
			c := core.Black
			if rp.id == "W" {
				c = core.White
			}
			s := strings.TrimSpace(p.str(vals[0].start, vals[0].end))
			if s == "" || (s == "tt" && p.size <= 19) {
				n.SetMove(core.Pass(c))
				continue
			}
			pt, err := core.ParseSGF(s, p.size)
			if err != nil {
				return p.errCause(vals[0].off, ErrProperty, err, "%s[%s]: not a point on a %d×%d board", rp.id, p.show(vals[0]), p.size, p.size)
			}
			n.SetMove(core.Play(c, pt))
		case "AB", "AW", "AE":
			if !seenUsed {
				seenUsed = true
				p.seen = [3]core.PointSet{}
			}
			k := 0
			list := &setup.Black
			switch rp.id {
			case "AW":
				k, list = 1, &setup.White
			case "AE":
				k, list = 2, &setup.Empty
			}
			seen := &p.seen[k]
			err := p.pointList(rp, vals, func(pt core.Point) {
				if !seen.Has(pt) {
					seen.Add(pt)
					*list = append(*list, pt)
				}
			})
			if err != nil {
				return err
			}
		case "TR", "SQ", "CR", "MA":
			kind := markKind(rp.id)
			err := p.pointList(rp, vals, func(pt core.Point) {
				marks = append(marks, core.Mark{Kind: kind, Point: pt})
			})
			if err != nil {
				return err
			}
		case "LB":
			for _, v := range vals {
				i := bytes.IndexByte(p.buf[v.start:v.end], ':')
				if i < 0 {
					return p.errf(v.off, ErrProperty, "LB[%s]: a label is a point and a text, like LB[dd:A]", p.show(v))
				}
				ps := strings.TrimSpace(p.str(v.start, v.start+i))
				pt, err := core.ParseSGF(ps, p.size)
				if err != nil {
					return p.errCause(v.off, ErrProperty, err, "LB[%s]: %q is not a point on a %d×%d board", p.show(v), ps, p.size, p.size)
				}
				text, err := p.text(v.off, v.start+i+1, v.end)
				if err != nil {
					return err
				}
				if err := p.spend(rp, 1); err != nil {
					return err
				}
				marks = append(marks, core.Mark{Kind: core.Label, Point: pt, Text: text})
			}
		case "PL":
			if hasPL {
				return p.errf(rp.off, ErrProperty, "PL appears twice in one node")
			}
			hasPL = true
			c, err := core.ParseColor(strings.TrimSpace(p.str(vals[0].start, vals[0].end)))
			if err != nil || rp.num != 1 {
				return p.errCause(rp.off, ErrProperty, err, "PL[%s]: the player to move is B or W", p.show(vals[0]))
			}
			n.SetToMove(c)
		case "C":
			if hasComment {
				return p.errf(rp.off, ErrProperty, "C appears twice in one node; a node has one comment")
			}
			hasComment = true
			if rp.num != 1 {
				return p.errf(rp.off, ErrProperty, "C has %d values; a comment has one", rp.num)
			}
			s, err := p.text(vals[0].off, vals[0].start, vals[0].end)
			if err != nil {
				return err
			}
			n.SetComment(s)
		default:
			if root && rp.id == "CA" {
				continue // consumed: the tree holds Unicode text
			}
			var values []string
			if root && rp.id == "SZ" {
				if hasSZ {
					continue // rootInfo read the first; a repeat adds nothing
				}
				hasSZ = true
				values = []string{strconv.Itoa(p.size)}
			} else {
				values = p.strings(len(vals))
				for i, v := range vals {
					s, err := p.text(v.off, v.start, v.end)
					if err != nil {
						return err
					}
					values[i] = s
				}
			}
			// A property given twice in a node (which FF[4] forbids) keeps
			// all its values, in order.
			i := -1
			if index != nil {
				if k, ok := index[rp.id]; ok {
					i = k
				}
			} else {
				for k := range props {
					if props[k].ID == rp.id {
						i = k
						break
					}
				}
			}
			if i >= 0 {
				props[i].Values = append(props[i].Values, values...)
				continue
			}
			props = append(props, core.Property{ID: rp.id, Values: values})
			if index == nil && len(props) > 16 {
				index = make(map[string]int)
				for k := range props {
					index[props[k].ID] = k
				}
			} else if index != nil {
				index[rp.id] = len(props) - 1
			}
		}
	}
	if !setup.IsZero() {
		s := new(core.Setup)
		*s = setup
		n.SetSetup(s)
	}
	if len(marks) > 0 {
		n.SetMarks(marks)
	}
	if len(props) > 0 {
		n.SetProps(p.properties(props))
	}
	p.propBuf = props[:0]
	return nil
}

// str returns bytes start..end of the node's value buffer as a string. The
// buffer is converted once per node, so values share one allocation.
func (p *parser) str(start, end int) string {
	if !p.haveStr {
		p.nodeStr, p.haveStr = string(p.buf), true
	}
	return p.nodeStr[start:end]
}

// show returns a value for an error message, shortened and quoted if it
// is long or not printable UTF-8.
func (p *parser) show(v rawValue) string {
	b := p.buf[v.start:v.end]
	if len(b) > 40 {
		b = b[:40]
	}
	if utf8.Valid(b) && bytes.IndexFunc(b, func(r rune) bool { return r < ' ' }) < 0 && len(b) == v.end-v.start {
		return string(b)
	}
	q := strconv.Quote(string(b))
	if len(b) < v.end-v.start {
		return q[:len(q)-1] + "…" + `"`
	}
	return q
}

// strings returns k strings carved from a shared block.
func (p *parser) strings(k int) []string {
	if cap(p.strArena)-len(p.strArena) < k {
		p.strArena = make([]string, 0, max(512, k))
	}
	l := len(p.strArena)
	p.strArena = p.strArena[:l+k]
	return p.strArena[l : l+k : l+k]
}

// properties copies props into a block shared by several nodes.
func (p *parser) properties(props []core.Property) []core.Property {
	k := len(props)
	if cap(p.propArena)-len(p.propArena) < k {
		p.propArena = make([]core.Property, 0, max(256, k))
	}
	l := len(p.propArena)
	p.propArena = append(p.propArena, props...)
	return p.propArena[l : l+k : l+k]
}

// newNode returns a node carved from a block of nodes.
func (p *parser) newNode() *core.Node {
	if len(p.nodeArena) == cap(p.nodeArena) {
		p.nodeArena = make([]core.Node, 0, min(256, p.lim.MaxNodes-p.nodes+1))
	}
	p.nodeArena = p.nodeArena[:len(p.nodeArena)+1]
	return &p.nodeArena[len(p.nodeArena)-1]
}

// rootInfo reads GM, CA and SZ from the root node before anything else,
// since every point and text of the tree depends on them.
func (p *parser) rootInfo() error {
	for _, rp := range p.props {
		vals := p.vals[rp.first : rp.first+rp.num]
		v := strings.TrimSpace(p.str(vals[0].start, vals[0].end))
		switch rp.id {
		case "GM":
			if v != "" && v != "1" {
				return p.errf(rp.off, ErrNotGo, "GM[%s]: this file records another game (Go is GM[1])", v)
			}
		case "CA":
			cs, ok := parseCharset(v)
			if !ok {
				return p.errf(rp.off, ErrCharset, "CA[%s]: only UTF-8 and ISO-8859-1 are supported; convert the file to UTF-8", v)
			}
			p.charset = cs
		case "SZ":
			n, err := parseSize(v)
			if err != "" {
				return p.errf(rp.off, ErrBoardSize, "SZ[%s]: %s", v, err)
			}
			p.size = n
		}
	}
	return nil
}

// parseSize reads an SZ value: "19", or "19:19" for a square board.
func parseSize(v string) (int, string) {
	cols, rows, rect := strings.Cut(v, ":")
	n, err := strconv.Atoi(strings.TrimSpace(cols))
	if err != nil {
		return 0, "not a board size"
	}
	if rect {
		m, err := strconv.Atoi(strings.TrimSpace(rows))
		if err != nil {
			return 0, "not a board size"
		}
		if m != n {
			return 0, "non-square boards are not supported"
		}
	}
	if n < core.MinSize || n > core.MaxSize {
		return 0, "boards go from " + strconv.Itoa(core.MinSize) + "×" + strconv.Itoa(core.MinSize) +
			" to " + strconv.Itoa(core.MaxSize) + "×" + strconv.Itoa(core.MaxSize)
	}
	return n, ""
}

func markKind(id string) core.MarkKind {
	switch id {
	case "TR":
		return core.Triangle
	case "SQ":
		return core.Square
	case "CR":
		return core.Circle
	}
	return core.Cross
}

// spend counts k more points against MaxPoints.
func (p *parser) spend(rp rawProp, k int) error {
	p.points += k
	if p.points > p.lim.MaxPoints {
		return p.errf(rp.off, ErrTooLarge, "more than %d points in point lists", p.lim.MaxPoints)
	}
	return nil
}

// pointList reads a list of points, expanding compressed rectangles such as
// aa:cc (FF[4] "compressed point lists"). Empty values are skipped.
func (p *parser) pointList(rp rawProp, vals []rawValue, add func(core.Point)) error {
	for _, v := range vals {
		s := strings.TrimSpace(p.str(v.start, v.end))
		if s == "" {
			continue
		}
		a, z, rect := strings.Cut(s, ":")
		p1, err := core.ParseSGF(a, p.size)
		if err != nil {
			return p.errCause(v.off, ErrProperty, err, "%s[%s]: %q is not a point on a %d×%d board", rp.id, p.show(v), a, p.size, p.size)
		}
		if !rect {
			if err := p.spend(rp, 1); err != nil {
				return err
			}
			add(p1)
			continue
		}
		p2, err := core.ParseSGF(z, p.size)
		if err != nil {
			return p.errCause(v.off, ErrProperty, err, "%s[%s]: %q is not a point on a %d×%d board", rp.id, p.show(v), z, p.size, p.size)
		}
		x0, x1 := min(p1.X(), p2.X()), max(p1.X(), p2.X())
		y0, y1 := min(p1.Y(), p2.Y()), max(p1.Y(), p2.Y())
		if err := p.spend(rp, (x1-x0+1)*(y1-y0+1)); err != nil {
			return err
		}
		// Top row first, left to right, as the rectangle reads in SGF.
		for y := y1; y >= y0; y-- {
			for x := x0; x <= x1; x++ {
				add(core.Pt(x, y))
			}
		}
	}
	return nil
}

// text decodes bytes start..end of the value buffer (a value that starts at
// offset off in the input) to a UTF-8 string in the tree's charset.
func (p *parser) text(off, start, end int) (string, error) {
	b := p.buf[start:end]
	cs := p.charset
	if cs == charsetUnknown {
		cs = charsetLatin1
		if p.validUTF8 {
			cs = charsetUTF8
		}
	}
	if cs == charsetUTF8 {
		if !utf8.Valid(b) {
			return "", p.errf(off, ErrCharset, "this value is not valid UTF-8, as CA declares; convert the file to UTF-8")
		}
		return p.str(start, end), nil
	}
	ascii := true
	for _, c := range b {
		if c >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return p.str(start, end), nil
	}
	r := make([]rune, len(b))
	for i, c := range b {
		r[i] = rune(c) // ISO-8859-1 is the first 256 code points
	}
	return string(r), nil
}
