package puzzles

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/stretchr/testify/require"
)

func TestParseSGFErrors(t *testing.T) {
	for _, tc := range []struct{ name, in string }{
		{"empty", ""},
		{"no node", "()"},
		{"unclosed", "(;B[aa]"},
		{"bad point", "(;SZ[9]B[zz])"},
		{"two trees", "(;SZ[9]GN[a])(;SZ[9]GN[b])"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse(tc.name, []byte(tc.in))
			require.ErrorIs(t, err, ErrSGF)
		})
	}
	_, err := Parse("big", []byte("(;C["+strings.Repeat("x", 1<<18)+"])"))
	require.ErrorIs(t, err, ErrSGF)
}

func TestParseRejectsBadPuzzles(t *testing.T) {
	ok := `(;SZ[9]GN[t]DI[1]PL[B]XG[kill]AB[aa]AW[ba][ab]XR[bb:cc]XT[ba]C[i](;B[bb]TE[1]C[c]))`
	_, err := Parse("ok", []byte(ok))
	require.NoError(t, err)
	for _, tc := range []struct{ name, in, want string }{
		{"no title", `(;SZ[9]DI[1]PL[B]XG[kill]AW[ba]XR[bb]XT[ba](;B[bb]TE[1]C[c]))`, "no title"},
		{"bad difficulty", `(;SZ[9]GN[t]DI[9]PL[B]XG[kill]AW[ba]XR[bb]XT[ba](;B[bb]TE[1]C[c]))`, "difficulty"},
		{"no player", `(;SZ[9]GN[t]DI[1]XG[kill]AW[ba]XR[bb]XT[ba](;B[bb]TE[1]C[c]))`, "PL"},
		{"bad goal", `(;SZ[9]GN[t]DI[1]PL[B]XG[win]AW[ba]XR[bb]XT[ba](;B[bb]TE[1]C[c]))`, "live, kill or ko"},
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

// FuzzParse checks that any file is read or rejected with ErrSGF or
// ErrPuzzle, and that what reads as a puzzle has a tree that replays
// legally and a file that reads back to the same puzzle.
func FuzzParse(f *testing.F) {
	entries, _ := os.ReadDir("data")
	for _, e := range entries {
		b, err := os.ReadFile("data/" + e.Name())
		if err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`(;SZ[9]AB[aa:bb]C[x\]y](;B[cc])(;W[]))`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Parse("fuzz", data)
		if err != nil {
			if !errors.Is(err, ErrSGF) && !errors.Is(err, ErrPuzzle) {
				t.Fatalf("error %v wraps neither ErrSGF nor ErrPuzzle", err)
			}
			return
		}
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
		again, err := Parse("again", p.SGF())
		if err != nil || again.GoalText() != p.GoalText() || !again.Region().Equal(p.Region()) {
			t.Fatalf("the puzzle's own file does not read back: %v", err)
		}
	})
}
