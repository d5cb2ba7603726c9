package core_test

import (
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/coretest"
	"github.com/stretchr/testify/require"
)

// variationGame plays a record with a branch after move 1: the main line
// D4 E5 C3 pass, and the variations F6 G7 G3 and C6 for White's first
// move. The cursor ends on G3.
func variationGame(t *testing.T) (g *core.Game, nodes map[string]*core.Node) {
	t.Helper()
	g, err := core.NewGame(core.Size(9))
	require.NoError(t, err)
	nodes = map[string]*core.Node{}
	play := func(v string) {
		t.Helper()
		m, err := core.ParseMove(g.ToMove(), v, 9)
		require.NoError(t, err)
		require.NoError(t, g.Play(m))
		nodes[v] = g.Cursor()
	}
	for _, v := range []string{"D4", "E5", "C3", "pass"} {
		play(v)
	}
	require.NoError(t, g.GoTo(nodes["D4"]))
	for _, v := range []string{"C6", "F6", "G7", "G3"} {
		if v == "F6" {
			require.NoError(t, g.GoTo(nodes["D4"]))
		}
		play(v)
	}
	// D4's children: E5 (the main line), C6, F6.
	require.Len(t, nodes["D4"].Children(), 3)
	return g, nodes
}

func TestVariations(t *testing.T) {
	g, nodes := variationGame(t)
	d4 := nodes["D4"]

	// Deep in a variation: its branch is D4's, continuation 2 of 3.
	require.Equal(t, core.Branch{Node: d4, Current: 2, Move: 1}, g.Variations())
	require.Equal(t, g.Variations(), g.LineBranch())

	// Switching goes to another continuation's first node.
	require.NoError(t, g.GoToVariation(1))
	require.Equal(t, nodes["C6"], g.Cursor())
	require.Equal(t, 2, g.MoveNumber())
	require.Equal(t, core.Branch{Node: d4, Current: 1, Move: 1}, g.LineBranch())

	// At the branch itself the variations lie ahead.
	require.NoError(t, g.GoTo(d4))
	require.Equal(t, core.Branch{Node: d4, Current: -1, Move: 1}, g.Variations())
	require.Equal(t, core.Branch{Current: -1}, g.LineBranch(), "no branch above D4")
	require.NoError(t, g.GoToVariation(0))
	require.Equal(t, nodes["E5"], g.Cursor(), "variation 0 is the main line")

	// No such variation: the cursor stays.
	require.NoError(t, g.GoTo(nodes["G3"]))
	for _, i := range []int{-1, 3} {
		require.ErrorIs(t, g.GoToVariation(i), core.ErrNoMove)
		require.Equal(t, nodes["G3"], g.Cursor())
	}
}

func TestVariationsWithoutBranches(t *testing.T) {
	g, err := core.NewGame(core.Size(9))
	require.NoError(t, err)
	require.Equal(t, core.Branch{Current: -1}, g.Variations())
	require.ErrorIs(t, g.GoToVariation(0), core.ErrNoMove)
	require.NoError(t, g.Play(core.Play(core.Black, coretest.Pt(t, "E5", 9))))
	require.Equal(t, core.Branch{Current: -1}, g.Variations())
	require.ErrorIs(t, g.GoToVariation(0), core.ErrNoMove)
}

// A branch at the root is at move 0.
func TestVariationsAtTheRoot(t *testing.T) {
	g, err := core.NewGame(core.Size(9))
	require.NoError(t, err)
	require.NoError(t, g.Play(core.Play(core.Black, coretest.Pt(t, "E5", 9))))
	require.NoError(t, g.Prev())
	require.NoError(t, g.Play(core.Play(core.Black, coretest.Pt(t, "C3", 9))))
	require.Equal(t, core.Branch{Node: g.Root(), Current: 1, Move: 0}, g.Variations())
}

// LineEnd and LineMoves follow first children; passes are moves, a node
// without a move (setup stones) is not.
func TestLineEndAndMoves(t *testing.T) {
	g, nodes := variationGame(t)
	root := g.Root()
	require.Equal(t, nodes["pass"], root.LineEnd())
	require.Equal(t, 4, root.LineMoves())
	require.Equal(t, 3, nodes["D4"].LineMoves())
	require.Equal(t, nodes["G3"], nodes["F6"].LineEnd())
	require.Equal(t, 2, nodes["F6"].LineMoves())
	end := nodes["pass"]
	require.Equal(t, end, end.LineEnd())
	require.Zero(t, end.LineMoves())
	setup := end.AddChild(core.NewNode())
	setup.SetSetup(&core.Setup{Black: []core.Point{coretest.Pt(t, "A1", 9)}})
	require.Equal(t, setup, root.LineEnd())
	require.Equal(t, 4, root.LineMoves(), "a setup node is no move")
}
