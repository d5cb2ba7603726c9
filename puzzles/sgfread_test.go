package puzzles

import (
	"errors"
	"os"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/stretchr/testify/require"
)

func TestReadTree(t *testing.T) {
	root, err := readTree([]byte(`(;SZ[9]AB[aa:bb]AW[cc]PL[W]C[a \] b]XG[kill](;W[dd]TE[1]C[x];B[])(;W[ee]BM[]C[y]))`))
	require.NoError(t, err)
	require.Equal(t, 4, len(root.Setup().Black))
	require.Equal(t, []core.Point{core.Pt(2, 6)}, root.Setup().White)
	require.Equal(t, core.White, root.ToMove())
	require.Equal(t, "a ] b", root.Comment())
	require.Equal(t, "kill", root.PropText("XG"))
	require.Len(t, root.Children(), 2)
	require.Equal(t, core.Play(core.White, core.Pt(3, 5)), root.Children()[0].Move())
	require.True(t, root.Children()[0].Children()[0].Move().IsPass())
}

func TestReadTreeErrors(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"empty", "", "starts with '('"},
		{"no node", "()", "at least one node"},
		{"unclosed", "(;B[aa]", "expected ')'"},
		{"unclosed value", "(;C[abc", "ends inside a value"},
		{"no value", "(;B)", "has no value"},
		{"bad point", "(;B[zz])", "not an SGF point"},
		{"bad size", "(;SZ[99])", "not a board size"},
		{"late size", "(;B[aa];SZ[9])", "outside the root"},
		{"two moves", "(;B[aa]W[bb])", "two moves"},
		{"bad colour", "(;PL[X])", "not a colour"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := readTree([]byte(tc.in))
			require.ErrorIs(t, err, ErrSGF)
			require.ErrorContains(t, err, tc.want)
		})
	}
}

func TestParseRejectsBadPuzzles(t *testing.T) {
	ok := `(;SZ[9]GN[t]DI[1]PL[B]XG[kill]AB[aa]AW[ba][ab]XR[bb:cc]XT[ba]C[i](;B[bb]TE[1]C[c]))`
	_, err := Parse("ok", []byte(ok))
	require.NoError(t, err)
	for _, tc := range []struct{ name, in, want string }{
		{"no title", `(;SZ[9]DI[1]PL[B]XG[kill]AW[ba]XR[bb]XT[ba](;B[bb]TE[1]C[c]))`, "no title"},
		{"bad difficulty", `(;SZ[9]GN[t]DI[9]PL[B]XG[kill]AW[ba]XR[bb]XT[ba](;B[bb]TE[1]C[c]))`, "difficulty"},
		{"no player", `(;SZ[9]GN[t]DI[1]XG[kill]AW[ba]XR[bb]XT[ba](;B[bb]TE[1]C[c]))`, "PL"},
		{"bad goal", `(;SZ[9]GN[t]DI[1]PL[B]XG[win]AW[ba]XR[bb]XT[ba](;B[bb]TE[1]C[c]))`, "live or kill"},
		{"target not defender", `(;SZ[9]GN[t]DI[1]PL[B]XG[kill]AB[ba]XR[bb]XT[ba](;B[bb]TE[1]C[c]))`, "holds no white"},
		{"no region", `(;SZ[9]GN[t]DI[1]PL[B]XG[kill]AW[ba]XT[ba](;B[bb]TE[1]C[c]))`, "no empty point"},
		{"unmarked", `(;SZ[9]GN[t]DI[1]PL[B]XG[kill]AW[ba]XR[bb]XT[ba](;B[bb]C[c]))`, "TE (correct) or BM"},
		{"no comment", `(;SZ[9]GN[t]DI[1]PL[B]XG[kill]AW[ba]XR[bb]XT[ba](;B[bb]TE[1]))`, "no comment"},
		{"wrong turn", `(;SZ[9]GN[t]DI[1]PL[B]XG[kill]AW[ba]XR[bb]XT[ba](;W[bb]TE[1]C[c]))`, "turn"},
		{"outside", `(;SZ[9]GN[t]DI[1]PL[B]XG[kill]AW[ba]XR[bb]XT[ba](;B[hh]TE[1]C[c]))`, "outside the region"},
		{"no correct", `(;SZ[9]GN[t]DI[1]PL[B]XG[kill]AW[ba]XR[bb]XT[ba](;B[bb]BM[1]C[c]))`, "marked correct"},
		{"no moves", `(;SZ[9]GN[t]DI[1]PL[B]XG[kill]AW[ba]XR[bb]XT[ba])`, "no solution"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse(tc.name, []byte(tc.in))
			require.ErrorIs(t, err, ErrPuzzle)
			require.ErrorContains(t, err, tc.want)
		})
	}
}

// FuzzReadTree checks that any input is read or rejected with ErrSGF, and
// that what reads as a puzzle has a consistent solution tree.
func FuzzReadTree(f *testing.F) {
	entries, _ := os.ReadDir("data")
	for _, e := range entries {
		b, err := os.ReadFile("data/" + e.Name())
		if err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`(;SZ[9]AB[aa:bb]C[x\]y](;B[cc])(;W[]))`))
	f.Fuzz(func(t *testing.T, data []byte) {
		root, err := readTree(data)
		if err != nil {
			if !errors.Is(err, ErrSGF) {
				t.Fatalf("error %v does not wrap ErrSGF", err)
			}
			return
		}
		if root.CountNodes() > maxNodes {
			t.Fatalf("%d nodes", root.CountNodes())
		}
		p, err := FromTree("fuzz", root)
		if err != nil {
			if !errors.Is(err, ErrPuzzle) {
				t.Fatalf("error %v does not wrap ErrPuzzle", err)
			}
			return
		}
		// Every line of the tree replays legally from the position.
		b, err := p.Board()
		if err != nil {
			t.Fatal(err)
		}
		var walk func(n *Node, b *core.Board)
		walk = func(n *Node, b *core.Board) {
			for _, c := range n.Children() {
				nb := b.Clone()
				if _, err := nb.Play(c.Move().Color(), c.Move().Point()); err != nil {
					t.Fatalf("tree move %v is illegal: %v", c.Move(), err)
				}
				walk(c, nb)
			}
		}
		walk(p.Solution(), b)
	})
}
