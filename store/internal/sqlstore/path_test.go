package sqlstore

import (
	"errors"
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// TestPaths encodes and follows cursor paths in a tree with a variation,
// and rejects paths that do not fit it.
func TestPaths(t *testing.T) {
	root := core.NewNode()
	n := root
	var line []*core.Node
	for i := 0; i < 5; i++ {
		n = n.AddChild(core.NewNode())
		line = append(line, n)
	}
	v := line[1].AddChild(core.NewNode()) // second child of depth-2 node
	w := v.AddChild(core.NewNode())
	w2 := w.AddChild(core.NewNode())
	cases := []struct {
		node *core.Node
		path string
	}{
		{root, ""},
		{line[0], "0"},
		{line[4], "0*5"},
		{v, "0*2,1"},
		{w2, "0*2,1,0*2"},
	}
	for _, c := range cases {
		if got := encodePath(c.node); got != c.path {
			t.Errorf("encodePath: %q, want %q", got, c.path)
		}
		got, err := followPath(root, c.path)
		if err != nil || got != c.node {
			t.Errorf("followPath(%q): %p, %v; want %p", c.path, got, err, c.node)
		}
	}
	for _, bad := range []string{"0*6", "2", "0,0,0,0,0,0", "x", "-1", "0*0", "0*-3", "0*", ",", "0*2,9", "0*99999999999"} {
		if _, err := followPath(root, bad); !errors.Is(err, errPath) {
			t.Errorf("followPath(%q): %v, want a path error", bad, err)
		}
	}
}
