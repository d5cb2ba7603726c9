package core

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// cloneTestGame is a 9×9 game under Chinese rules (so the board keeps a
// superko history) read from a random tree with setup stones, PL, passes
// and variations, with comments, markup and other properties on its
// nodes and game information it cannot read (HA, KM, RE) in its root.
// The cursor is on the deepest node of the last variation grown.
func cloneTestGame(t *testing.T, seed uint64) *Game {
	t.Helper()
	r := NewRand(seed)
	root := NewNode()
	root.SetProp("SZ", "9")
	root.SetProp("RU", "chinese")
	root.SetProp("HA", "x")
	root.SetProp("KM", "abc")
	root.SetProp("RE", "white wins")
	root.SetProp("PB", "Ana")
	nodes := randomTree(r, root, 9, 300)
	for i, n := range nodes {
		if i%3 == 0 {
			n.SetComment(fmt.Sprintf("comment %d", i))
		}
		if i%4 == 0 {
			n.AddMark(Mark{Kind: Triangle, Point: Pt(r.Intn(9), r.Intn(9))})
			n.AddMark(Mark{Kind: Label, Point: Pt(r.Intn(9), r.Intn(9)), Text: "a"})
		}
		if i%5 == 0 {
			n.SetProp("GN", "game", fmt.Sprint(i))
			n.SetProp("XX", "unknown")
		}
	}
	g, err := FromTree(root)
	require.NoError(t, err)
	require.Len(t, g.Warnings(), 3)
	deepest := root
	for _, n := range nodes {
		if n.Depth() >= deepest.Depth() {
			deepest = n
		}
	}
	require.NoError(t, g.GoTo(deepest))
	return g
}

// dumpGame writes down everything of g that Clone copies: the game
// information, the tree node by node, the cursor as the child indexes
// from the root, the board with its hash, prisoners, ko and superko
// history, and the path's steps and colour changes, which later moves
// back up the tree use.
func dumpGame(g *Game) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "size %d rules %+v komi %v handicap %d result %+v\n", g.size, g.rules, g.komi, g.handicap, g.result)
	fmt.Fprintf(&sb, "warnings %+v\n", g.warnings)
	for _, id := range []string{"KM", "HA", "RU", "RE"} {
		v, ok := g.RawInfo(id)
		fmt.Fprintf(&sb, "raw %s %q %v\n", id, v, ok)
	}
	type item struct {
		n     *Node
		depth int
	}
	stack := []item{{g.root, 0}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n := it.n
		fmt.Fprintf(&sb, "%*snode move %v setup %+v pl %v comment %q marks %+v props %q children %d\n",
			it.depth, "", n.move, n.setup, n.toMove, n.comment, n.marks, n.props, len(n.children))
		for i := len(n.children) - 1; i >= 0; i-- {
			stack = append(stack, item{n.children[i], it.depth + 1})
		}
	}
	var at []int
	for n := g.cursor; n.parent != nil; n = n.parent {
		at = append(at, indexOf(n.parent.children, n))
	}
	fmt.Fprintf(&sb, "cursor %v (reversed) to move %v move %d passes %d\n", at, g.toMove, g.MoveNumber(), g.ConsecutivePasses())
	b := g.board
	fmt.Fprintf(&sb, "%shash %x prisoners %v ko %v %v history %x\n", b, b.hash, b.prisoners, b.ko, b.koColor, b.history)
	for i, st := range g.path {
		parent := -1
		if i > 0 {
			parent = indexOf(g.path[i-1].node.children, st.node)
		}
		fmt.Fprintf(&sb, "step %d child %d %v %v %d %d %v %v %v %d %d\n", i, parent, st.toMove, st.base, st.moves, st.passes,
			st.ko, st.koColor, st.prisoners, st.history, st.undo)
	}
	fmt.Fprintf(&sb, "undo %v\n", g.undo)
	return sb.String()
}

func indexOf(nodes []*Node, n *Node) int {
	for i, k := range nodes {
		if k == n {
			return i
		}
	}
	return -1
}

// A clone is equal to its game, holds none of its nodes, and can be
// played, navigated and edited in every part without the game changing.
func TestCloneIsDeepAndEqual(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			g := cloneTestGame(t, seed)
			before := dumpGame(g)
			c, c2 := g.Clone(), g.Clone()
			require.Equal(t, before, dumpGame(c), "the clone is the game")
			checkAgainstReplay(t, c, "clone")

			orig := map[*Node]bool{}
			var all []*Node
			stack := []*Node{g.root}
			for len(stack) > 0 {
				n := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				orig[n] = true
				stack = append(stack, n.children...)
			}
			stack = []*Node{c.root}
			for len(stack) > 0 {
				n := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				require.False(t, orig[n], "the clone holds a node of the game")
				all = append(all, n)
				stack = append(stack, n.children...)
			}

			// Walk the clone up and down (its path and colour changes
			// are its own and right), reopen it (the record's RE made
			// it over) and play on it.
			for i := 0; i < 5 && c.Prev() == nil; i++ {
				checkAgainstReplay(t, c, "clone Prev")
			}
			c.SetResult(Result{})
			played := 0
			for _, p := range []Point{Pt(0, 0), Pt(8, 8), Pt(4, 4), Pt(0, 8), Pt(8, 0), Pt(2, 6), Pt(6, 2)} {
				if c.Legal(Play(c.toMove, p)) == nil {
					require.NoError(t, c.Play(Play(c.toMove, p)))
					checkAgainstReplay(t, c, "clone Play")
					played++
				}
			}
			require.NotZero(t, played)
			require.NoError(t, c.Play(Pass(c.toMove)))
			require.NoError(t, c.Undo())
			c.SetToMove(c.toMove.Opponent())
			c.GoToEnd()
			checkAgainstReplay(t, c, "clone GoToEnd")

			// Change the clone's game information and every node in
			// place: slices shared with the game would show there.
			c.SetKomi(3.5)
			c.SetResult(Result{Winner: Black, Reason: ByResignation})
			require.NoError(t, c.SetRules(JapaneseRules))
			c.SetPlayerName(Black, "Bea")
			for _, n := range all {
				n.SetComment(n.comment + "!")
				if len(n.marks) > 0 {
					n.RemoveMark(n.marks[0].Point)
				}
				if len(n.props) > 0 {
					n.props[0].Values[0] += "?"
					n.SetProp(n.props[0].ID, "changed")
				}
				if s := n.setup; s != nil {
					for _, pts := range [][]Point{s.Black, s.White, s.Empty} {
						if len(pts) > 0 {
							pts[0] = Pt(0, 0)
						}
					}
				}
				if len(n.children) > 1 {
					n.RemoveChild(n.children[0])
				}
			}
			require.NoError(t, c.GoTo(c.root))
			checkAgainstReplay(t, c, "clone edited")

			require.Equal(t, before, dumpGame(g), "the game changed with its clone")
			checkAgainstReplay(t, g, "game")

			// And the other way: the game taken back and played on
			// leaves another clone as it was.
			for i := 0; i < 3 && g.Prev() == nil; i++ {
			}
			g.SetResult(Result{})
			for _, p := range []Point{Pt(1, 1), Pt(7, 7), Pt(1, 7), Pt(7, 1)} {
				if g.Legal(Play(g.toMove, p)) == nil {
					require.NoError(t, g.Play(Play(g.toMove, p)))
				}
			}
			require.Equal(t, before, dumpGame(c2), "the clone changed with its game")
			checkAgainstReplay(t, c2, "second clone")
			require.NoError(t, c2.Prev())
			checkAgainstReplay(t, c2, "second clone Prev")
		})
	}
}

// A node of the path detached behind the game's back (Node.RemoveChild)
// leaves the clone's cursor on the deepest node still in the tree, with
// that node's position.
func TestCloneDetachedPath(t *testing.T) {
	g := cloneTestGame(t, 9)
	path := g.cursor.Path()
	require.Greater(t, len(path), 4)
	cut := path[len(path)/2]
	require.True(t, cut.parent.RemoveChild(cut))
	c := g.Clone()
	require.Equal(t, len(path)/2-1, c.cursor.Depth())
	checkAgainstReplay(t, c, "clone")
}
