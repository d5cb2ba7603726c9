package sgf

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// benchRecord builds a 19×19 game of 300 random legal moves, KGS-style
// (time left on every move, a comment every 10 moves), with a 10-move
// variation every 20 moves, and returns it as SGF.
func benchRecord(tb testing.TB) []byte {
	tb.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	g, err := core.NewGame(core.Size(19), core.Komi(6.5))
	if err != nil {
		tb.Fatal(err)
	}
	g.SetPlayerName(core.Black, "blacky")
	g.SetPlayerName(core.White, "whitey")
	play := func(k int) {
		for i := 0; i < k; i++ {
			for try := 0; ; try++ {
				m := core.Play(g.ToMove(), core.Pt(rng.IntN(19), rng.IntN(19)))
				if try > 1000 {
					m = core.Pass(g.ToMove())
				}
				if g.Legal(m) == nil {
					if err := g.Play(m); err != nil {
						tb.Fatal(err)
					}
					break
				}
			}
			n := g.Cursor()
			n.SetProp(n.Move().Color().Letter()+"L", fmt.Sprintf("%.1f", 1800-float64(n.MoveNumber())*2.7))
			if n.MoveNumber()%10 == 0 {
				n.SetComment(fmt.Sprintf("move %d: [a comment] with \\ escapes\nand a second line", n.MoveNumber()))
			}
		}
	}
	for g.MoveNumber() < 300 {
		play(1)
		if g.MoveNumber()%20 == 0 {
			here := g.Cursor()
			play(10)
			if err := g.GoTo(here); err != nil {
				tb.Fatal(err)
			}
		}
	}
	var buf bytes.Buffer
	if err := WriteGame(&buf, g); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

func TestBenchRecord(t *testing.T) {
	data := benchRecord(t)
	roots := roundTrip(t, data)
	if n := roots[0].CountNodes(); n != 1+300+15*10 {
		t.Fatalf("%d nodes, want 451", n)
	}
}

// BenchmarkParse parses the 300-move game with 15 variations (451 nodes).
func BenchmarkParse(b *testing.B) {
	data := benchRecord(b)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(data, DefaultLimits); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReadGame is BenchmarkParse plus core.FromTree.
func BenchmarkReadGame(b *testing.B) {
	data := benchRecord(b)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ReadGame(data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkWrite writes the same tree.
func BenchmarkWrite(b *testing.B) {
	data := benchRecord(b)
	roots, err := Parse(data, DefaultLimits)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if err := Write(io.Discard, roots...); err != nil {
			b.Fatal(err)
		}
	}
}
