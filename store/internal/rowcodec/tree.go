package rowcodec

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/gobot-baduk/gobot/core"
)

// Tree formats, kept in the tree_format column beside the tree so that a
// new format (SGF through core/sgf) can be written later while old rows
// stay readable.
const (
	// FormatNone is a row without a game tree (a challenge).
	FormatNone = ""
	// FormatTreeJSON is the flat JSON form of a core game tree written by
	// this package: the game information and the nodes in pre-order, each
	// with its parent's index, so that no depth of tree nests the document.
	FormatTreeJSON = "tree-json/1"
)

// maxNodes bounds the nodes of a decoded tree.
const maxNodes = 1 << 20

type treeDoc struct {
	Size     int     `json:"size"`
	Komi     float64 `json:"komi"`
	Handicap int     `json:"handicap,omitempty"`
	Rules    string  `json:"rules"`
	Result   string  `json:"result,omitempty"`
	Nodes    []node  `json:"nodes"`
}

// node is one tree node. Points are SGF coordinates ("dd").
type node struct {
	Parent  int        `json:"p"`
	Move    string     `json:"m,omitempty"` // "B dd", "W " for a pass
	AB      []string   `json:"ab,omitempty"`
	AW      []string   `json:"aw,omitempty"`
	AE      []string   `json:"ae,omitempty"`
	ToMove  string     `json:"pl,omitempty"`
	Comment string     `json:"c,omitempty"`
	Marks   []mark     `json:"mk,omitempty"`
	Props   []property `json:"pr,omitempty"`
}

type mark struct {
	Kind  string `json:"k"`
	Point string `json:"pt"`
	Text  string `json:"t,omitempty"`
}

type property struct {
	ID     string   `json:"id"`
	Values []string `json:"v"`
}

// EncodeGame writes g's whole tree (moves, setup, player to move,
// comments, markup, other properties, rules, komi, handicap and result)
// and returns it with its format and the path to the cursor.
func EncodeGame(g *core.Game) (data []byte, format, cursor string, err error) {
	if r, err := core.ParseRules(g.Rules().Name); err != nil || r != g.Rules() {
		// core.FromTree knows the presets only: custom rules would come
		// back as other rules.
		return nil, "", "", fmt.Errorf("cannot store custom rules %v: only the presets can be read back", g.Rules())
	}
	size := g.Size()
	doc := treeDoc{Size: size, Komi: g.Komi(), Handicap: g.Handicap(), Rules: g.Rules().Name, Result: g.Result().String()}
	// Pre-order without recursion: a stack of (node, parent index).
	type item struct {
		n      *core.Node
		parent int
	}
	stack := []item{{g.Root(), -1}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n := it.n
		e := node{Parent: it.parent, ToMove: n.ToMove().Letter(), Comment: n.Comment()}
		if m := n.Move(); m.IsValid() {
			e.Move = m.Color().Letter() + " "
			if !m.IsPass() {
				e.Move += m.Point().SGF(size)
			}
		}
		if s := n.Setup(); s != nil {
			e.AB, e.AW, e.AE = points(s.Black, size), points(s.White, size), points(s.Empty, size)
		}
		for _, mk := range n.Marks() {
			e.Marks = append(e.Marks, mark{Kind: mk.Kind.String(), Point: mk.Point.SGF(size), Text: mk.Text})
		}
		for _, p := range n.Props() {
			e.Props = append(e.Props, property{ID: p.ID, Values: p.Values})
		}
		idx := len(doc.Nodes)
		doc.Nodes = append(doc.Nodes, e)
		kids := n.Children()
		for i := len(kids) - 1; i >= 0; i-- {
			stack = append(stack, item{kids[i], idx})
		}
	}
	data, err = json.Marshal(doc)
	if err != nil {
		return nil, "", "", fmt.Errorf("writing the game tree: %w", err)
	}
	return data, FormatTreeJSON, EncodePath(g.Cursor()), nil
}

func points(ps []core.Point, size int) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.SGF(size))
	}
	return out
}

// errTree is a stored tree that cannot be read.
var errTree = errors.New("game tree")

// DecodeGame reads a tree that EncodeGame wrote and puts the cursor at the
// end of path.
func DecodeGame(data []byte, format, path string) (*core.Game, error) {
	if format != FormatTreeJSON {
		return nil, fmt.Errorf("%w: unknown format %q", errTree, format)
	}
	var doc treeDoc
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("%w: %v", errTree, err)
	}
	if len(doc.Nodes) == 0 || len(doc.Nodes) > maxNodes {
		return nil, fmt.Errorf("%w: %d nodes", errTree, len(doc.Nodes))
	}
	if doc.Size < core.MinSize || doc.Size > core.MaxSize {
		return nil, fmt.Errorf("%w: board size %d", errTree, doc.Size)
	}
	nodes := make([]*core.Node, len(doc.Nodes))
	for i, e := range doc.Nodes {
		if (i == 0) != (e.Parent == -1) || e.Parent >= i {
			return nil, fmt.Errorf("%w: node %d has parent %d", errTree, i, e.Parent)
		}
		n, err := e.build(doc.Size)
		if err != nil {
			return nil, fmt.Errorf("%w: node %d: %v", errTree, i, err)
		}
		nodes[i] = n
		if i > 0 {
			nodes[e.Parent].AddChild(n)
		}
	}
	root := nodes[0]
	root.SetProp("SZ", strconv.Itoa(doc.Size))
	root.SetProp("KM", strconv.FormatFloat(doc.Komi, 'f', -1, 64))
	root.SetProp("HA", strconv.Itoa(doc.Handicap))
	root.SetProp("RU", doc.Rules)
	g, err := core.FromTree(root)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errTree, err)
	}
	if g.Handicap() != doc.Handicap || g.Rules().Name != doc.Rules {
		return nil, fmt.Errorf("%w: handicap %d and rules %q do not fit the board", errTree, doc.Handicap, doc.Rules)
	}
	g.SetKomi(doc.Komi)
	g.SetResult(core.ParseResult(doc.Result))
	n, err := FollowPath(root, path)
	if err != nil {
		return nil, err
	}
	if n != root {
		if err := g.GoTo(n); err != nil {
			return nil, fmt.Errorf("%w: %v", errPath, err)
		}
	}
	return g, nil
}

func (e *node) build(size int) (*core.Node, error) {
	n := core.NewNode()
	if e.Move != "" {
		if len(e.Move) < 2 || e.Move[1] != ' ' {
			return nil, fmt.Errorf("move %q", e.Move)
		}
		c, err := core.ParseColor(e.Move[:1])
		if err != nil {
			return nil, err
		}
		if e.Move[2:] == "" {
			n.SetMove(core.Pass(c))
		} else {
			p, err := core.ParseSGF(e.Move[2:], size)
			if err != nil {
				return nil, err
			}
			n.SetMove(core.Play(c, p))
		}
	}
	if len(e.AB)+len(e.AW)+len(e.AE) > 0 {
		var s core.Setup
		var err error
		if s.Black, err = parsePoints(e.AB, size); err != nil {
			return nil, err
		}
		if s.White, err = parsePoints(e.AW, size); err != nil {
			return nil, err
		}
		if s.Empty, err = parsePoints(e.AE, size); err != nil {
			return nil, err
		}
		n.SetSetup(&s)
	}
	if e.ToMove != "" {
		c, err := core.ParseColor(e.ToMove)
		if err != nil {
			return nil, err
		}
		n.SetToMove(c)
	}
	n.SetComment(e.Comment)
	for _, mk := range e.Marks {
		k := markKind(mk.Kind)
		if k == core.NoMark {
			return nil, fmt.Errorf("mark kind %q", mk.Kind)
		}
		p, err := core.ParseSGF(mk.Point, size)
		if err != nil {
			return nil, err
		}
		n.AddMark(core.Mark{Kind: k, Point: p, Text: mk.Text})
	}
	for _, p := range e.Props {
		if p.ID == "" {
			return nil, errors.New("property without an identifier")
		}
		n.SetProp(p.ID, p.Values...)
	}
	return n, nil
}

func parsePoints(ss []string, size int) ([]core.Point, error) {
	var out []core.Point
	for _, s := range ss {
		p, err := core.ParseSGF(s, size)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

func markKind(s string) core.MarkKind {
	for k := core.Triangle; k <= core.Label; k++ {
		if k.String() == s {
			return k
		}
	}
	return core.NoMark
}
