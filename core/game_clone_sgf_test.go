package core_test

import (
	"bytes"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/sgf"
	"github.com/stretchr/testify/require"
)

// childPath is the way from the root to n as child indexes.
func childPath(n *core.Node) []int {
	var out []int
	for ; n.Parent() != nil; n = n.Parent() {
		for i, k := range n.Parent().Children() {
			if k == n {
				out = append([]int{i}, out...)
			}
		}
	}
	return out
}

func writeGame(t *testing.T, g *core.Game) string {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, sgf.WriteGame(&buf, g))
	return buf.String()
}

// A clone of a game read from a record writes the same SGF, game
// information it could not read included, and stands on the same node
// with the same position; playing and editing it changes only its own SGF.
func TestCloneWritesTheSameSGF(t *testing.T) {
	const record = "(;FF[4]GM[1]SZ[9]KM[abc]HA[x]RU[Ing]RE[white wins]PB[Ana]AB[gg][cg]C[start]" +
		"(;B[ba]C[main]TR[dd]LB[ff:x];W[aa];B[ab]PL[W](;W[cd])(;W[ed]MA[ec]))(;B[ef];W[fe]))"
	g, err := sgf.ReadGame([]byte(record))
	require.NoError(t, err)
	g.GoToEnd()
	require.NoError(t, g.Prev())
	require.NoError(t, g.Variation(1))
	want, position := writeGame(t, g), g.Board().String()
	for _, s := range []string{"KM[abc]", "HA[x]", "RU[Ing]", "RE[white wins]", "LB[ff:x]", "PL[W]"} {
		require.Contains(t, want, s)
	}

	c := g.Clone()
	require.Equal(t, want, writeGame(t, c))
	require.Equal(t, []int{0, 0, 0, 1}, childPath(c.Cursor()))
	require.Equal(t, childPath(g.Cursor()), childPath(c.Cursor()))
	require.Equal(t, g.Board().String(), c.Board().String())
	require.Equal(t, g.Board().Hash(), c.Board().Hash())
	require.Equal(t, 1, c.Board().Prisoners(core.Black), "B[ab] took W[aa]")
	for _, col := range []core.Color{core.Black, core.White} {
		require.Equal(t, g.Board().Prisoners(col), c.Board().Prisoners(col))
		require.Equal(t, g.Board().Ko(col), c.Board().Ko(col))
	}
	require.Equal(t, g.ToMove(), c.ToMove())
	require.Equal(t, g.MoveNumber(), c.MoveNumber())
	require.Equal(t, g.Warnings(), c.Warnings())
	require.Equal(t, g.Komi(), c.Komi())
	require.Equal(t, g.Rules(), c.Rules())
	require.Equal(t, g.Result(), c.Result())
	require.Equal(t, g.Handicap(), c.Handicap())

	c.SetResult(core.Result{})
	c.SetKomi(7)
	require.NoError(t, c.Play(core.Play(c.ToMove(), core.Pt(4, 4))))
	c.Cursor().SetComment("the clone's")
	c.Root().SetProp("PB", "Bea")
	got := writeGame(t, c)
	require.Contains(t, got, "KM[7]")
	require.NotContains(t, got, "KM[abc]")
	require.Contains(t, got, "the clone's")
	require.Equal(t, want, writeGame(t, g), "the game's SGF changed with its clone")
	require.Equal(t, position, g.Board().String(), "the game's position changed with its clone")
}
