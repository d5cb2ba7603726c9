package commands

import (
	"fmt"
	"strconv"

	"github.com/gobot-baduk/gobot/core"
)

// CloneGame returns a deep copy of g: the whole tree (moves, setup, player
// to move, comments, markup and other properties), the rules, komi,
// handicap and result, with the cursor on the same node.
func CloneGame(g *core.Game) (*core.Game, error) {
	root := cloneNode(g.Root())
	// A value the record held and g could not read stays in the root as
	// written (core.Game.Warnings): the copy keeps that text, reads it the
	// same way and warns the same, instead of writing g's default over it.
	unread := map[string]bool{}
	for _, w := range g.Warnings() {
		unread[w.ID] = true
	}
	set := func(id, v string) {
		if !unread[id] {
			root.SetProp(id, v)
		}
	}
	root.SetProp("SZ", strconv.Itoa(g.Size()))
	set("KM", strconv.FormatFloat(g.Komi(), 'f', -1, 64))
	set("HA", strconv.Itoa(g.Handicap()))
	set("RU", g.Rules().Name)
	if r := g.Result(); r.Over() {
		set("RE", r.String())
	}
	c, err := core.FromTree(root)
	if err != nil {
		return nil, fmt.Errorf("commands: cloning game: %w", err)
	}
	if !unread["KM"] {
		c.SetKomi(g.Komi())
	}
	if !unread["RE"] {
		c.SetResult(g.Result())
	}
	// Walk to the cursor by child indexes.
	var path []int
	for n := g.Cursor(); n.Parent() != nil; n = n.Parent() {
		for i, k := range n.Parent().Children() {
			if k == n {
				path = append(path, i)
				break
			}
		}
	}
	n := c.Root()
	for i := len(path) - 1; i >= 0; i-- {
		n = n.Children()[path[i]]
	}
	if n != c.Root() {
		if err := c.GoTo(n); err != nil {
			return nil, fmt.Errorf("commands: cloning game: %w", err)
		}
	}
	return c, nil
}

func cloneNode(n *core.Node) *core.Node {
	c := core.NewNode()
	c.SetMove(n.Move())
	if s := n.Setup(); s != nil {
		c.SetSetup(&core.Setup{
			Black: append([]core.Point(nil), s.Black...),
			White: append([]core.Point(nil), s.White...),
			Empty: append([]core.Point(nil), s.Empty...),
		})
	}
	c.SetToMove(n.ToMove())
	c.SetComment(n.Comment())
	for _, m := range n.Marks() {
		c.AddMark(m)
	}
	for _, p := range n.Props() {
		c.SetProp(p.ID, append([]string(nil), p.Values...)...)
	}
	for _, k := range n.Children() {
		c.AddChild(cloneNode(k))
	}
	return c
}
