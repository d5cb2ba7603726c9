package sgf

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// records returns the good test records: files shaped like those of OGS,
// KGS, Fox, Sabaki and GNU Go (the GNU Go ones are its own output).
func records(t testing.TB) map[string][]byte {
	t.Helper()
	files, err := filepath.Glob("testdata/*.sgf")
	if err != nil || len(files) < 8 {
		t.Fatalf("test records: %v, %d files", err, len(files))
	}
	out := make(map[string][]byte)
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out[filepath.Base(f)] = data
	}
	return out
}

// roundTrip checks Parse → Write → Parse gives Equal trees and that writing
// again gives the same bytes. It returns the first parse.
func roundTrip(t testing.TB, data []byte) []*core.Node {
	t.Helper()
	roots, err := Parse(data, DefaultLimits)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	var out bytes.Buffer
	if err := Write(&out, roots...); err != nil {
		t.Fatalf("write: %v", err)
	}
	again, err := Parse(out.Bytes(), DefaultLimits)
	if err != nil {
		t.Fatalf("reparse: %v\n%s", err, out.Bytes())
	}
	if len(again) != len(roots) {
		t.Fatalf("%d game trees, then %d", len(roots), len(again))
	}
	for i := range roots {
		if !Equal(roots[i], again[i]) {
			t.Fatalf("tree %d differs after a round trip:\n%s", i, out.Bytes())
		}
	}
	var second bytes.Buffer
	if err := Write(&second, again...); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out.Bytes(), second.Bytes()) {
		t.Fatalf("writing twice differs:\n%s\n---\n%s", out.Bytes(), second.Bytes())
	}
	return roots
}

// visitAll moves g's cursor to every node of its tree, which replays every
// variation.
func visitAll(t *testing.T, g *core.Game) int {
	t.Helper()
	count := 0
	stack := []*core.Node{g.Root()}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if err := g.GoTo(n); err != nil {
			t.Fatalf("go to node %d: %v", count, err)
		}
		count++
		stack = append(stack, n.Children()...)
	}
	return count
}

func TestRoundTripRecords(t *testing.T) {
	for name, data := range records(t) {
		t.Run(name, func(t *testing.T) {
			roots := roundTrip(t, data)
			for i, root := range roots {
				g, err := core.FromTree(root)
				if err != nil {
					t.Fatalf("tree %d: FromTree: %v", i, err)
				}
				if n := visitAll(t, g); n != root.CountNodes() {
					t.Fatalf("visited %d of %d nodes", n, root.CountNodes())
				}
			}
			// A Game written with WriteGame reads back the same.
			g, err := ReadGame(data)
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			if err := WriteGame(&out, g); err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(out.String(), "(;FF[4]GM[1]CA[UTF-8]AP[") {
				t.Errorf("WriteGame header: %.60s", out.String())
			}
			h, err := ReadGame(out.Bytes())
			if err != nil {
				t.Fatalf("read WriteGame output: %v\n%s", err, out.Bytes())
			}
			if h.Size() != g.Size() || h.Komi() != g.Komi() || h.Handicap() != g.Handicap() ||
				h.Result() != g.Result() || h.Rules().Name != g.Rules().Name ||
				h.PlayerName(core.Black) != g.PlayerName(core.Black) || h.PlayerName(core.White) != g.PlayerName(core.White) {
				t.Errorf("game info differs after WriteGame:\n%s", out.Bytes())
			}
			a, b := g.Root().Children(), h.Root().Children()
			if len(a) != len(b) {
				t.Fatalf("%d variations at the root, then %d", len(a), len(b))
			}
			for i := range a {
				if !Equal(a[i], b[i]) {
					t.Fatalf("variation %d differs after WriteGame:\n%s", i, out.Bytes())
				}
			}
			if !sameNode(withoutInfo(g.Root()), withoutInfo(h.Root())) {
				t.Errorf("root content differs after WriteGame:\n%s", out.Bytes())
			}
		})
	}
}

// withoutInfo copies a root without the properties WriteGame writes from
// the Game itself.
func withoutInfo(n *core.Node) *core.Node {
	c := core.NewNode()
	c.SetMove(n.Move())
	c.SetSetup(n.Setup())
	c.SetToMove(n.ToMove())
	c.SetComment(n.Comment())
	c.SetMarks(n.Marks())
	var props []core.Property
	for _, p := range n.Props() {
		switch p.ID {
		case "FF", "GM", "AP", "RU", "HA":
		default:
			props = append(props, p)
		}
	}
	c.SetProps(props)
	return c
}

// mainLine returns the moves along first children, as "B dd" in SGF form.
func mainLine(root *core.Node, size int) []string {
	var out []string
	for n := root; n != nil; {
		if m := n.Move(); m.IsValid() {
			s := m.Color().Letter() + " "
			if m.IsPass() {
				s += "pass"
			} else {
				s += m.Point().SGF(size)
			}
			out = append(out, s)
		}
		if len(n.Children()) == 0 {
			break
		}
		n = n.Children()[0]
	}
	return out
}

// TestWriteGameNewGame writes games the bot starts, under every rule
// preset, and reads them back.
func TestWriteGameNewGame(t *testing.T) {
	for _, rules := range core.RulePresets {
		t.Run(rules.Name, func(t *testing.T) {
			g, err := core.NewGame(core.Size(13), core.WithRules(rules), core.Handicap(3))
			if err != nil {
				t.Fatal(err)
			}
			g.SetPlayerName(core.Black, "Ana ]\\ [x]")
			g.SetPlayerName(core.White, "白")
			for _, v := range []string{"F6", "H8", "C5", "pass"} {
				m, err := core.ParseMove(g.ToMove(), v, 13)
				if err != nil {
					t.Fatal(err)
				}
				if err := g.Play(m); err != nil {
					t.Fatal(err)
				}
			}
			g.Cursor().SetComment("a comment")
			g.SetResult(core.Result{Winner: core.White, Reason: core.ByScore, Margin: 2.5})
			var out bytes.Buffer
			if err := WriteGame(&out, g); err != nil {
				t.Fatal(err)
			}
			h, err := ReadGame(out.Bytes())
			if err != nil {
				t.Fatalf("%v\n%s", err, out.Bytes())
			}
			if h.Rules() != g.Rules() || h.Komi() != g.Komi() || h.Handicap() != 3 || h.Size() != 13 ||
				h.Result() != g.Result() || h.PlayerName(core.Black) != "Ana ]\\ [x]" || h.PlayerName(core.White) != "白" {
				t.Errorf("read back %v komi %v handicap %d result %v names %q %q\n%s", h.Rules(), h.Komi(), h.Handicap(),
					h.Result(), h.PlayerName(core.Black), h.PlayerName(core.White), out.Bytes())
			}
			for h.Next() == nil {
			}
			if h.Board().Hash() != g.Board().Hash() || h.ToMove() != g.ToMove() || h.Cursor().Comment() != "a comment" {
				t.Errorf("position differs after WriteGame\n%s", out.Bytes())
			}
		})
	}
}
