package sgf

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
			h.GoToEnd()
			if h.Board().Hash() != g.Board().Hash() || h.ToMove() != g.ToMove() || h.Cursor().Comment() != "a comment" {
				t.Errorf("position differs after WriteGame\n%s", out.Bytes())
			}
		})
	}
}

// TestGameInfoThatDoesNotParse reads records whose game information gobot
// cannot read: the values are written back exactly as they were, nothing
// is invented beside them, the game uses the documented defaults, and
// Warnings names each value.
func TestGameInfoThatDoesNotParse(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		// want are the root properties WriteGame must write, once each;
		// absent those it must not write at all.
		want, absent []string
		komi         float64
		handicap     int
		rules        string
		result       string
		warnings     []string
	}{
		{
			name:     "the audit's probe",
			in:       "(;SZ[9]KM[abc]HA[x]RE[white wins]RU[Ing])",
			want:     []string{"KM[abc]", "HA[x]", "RE[white wins]", "RU[Ing]"},
			absent:   []string{"KM[6.5]", "RE[?]", "HA[0]"},
			komi:     6.5,
			rules:    "japanese",
			result:   "?",
			warnings: []string{"RU", "HA", "KM", "RE"},
		},
		{
			name:     "a handicap that does not parse counts the stones set up",
			in:       "(;SZ[9]HA[two]KM[]RU[Chinese]AB[cc][gg];W[ee])",
			want:     []string{"HA[two]", "KM[]", "RU[Chinese]"},
			absent:   []string{"HA[2]", "KM[0.5]", "KM[7.5]"},
			komi:     0.5,
			handicap: 2,
			rules:    "chinese",
			warnings: []string{"HA", "KM"},
		},
		{
			name:     "a komi out of range",
			in:       "(;SZ[13]KM[1e9]RU[AGA]RE[B+R])",
			want:     []string{"KM[1e9]", "RU[AGA]", "RE[B+R]"},
			absent:   []string{"KM[7.5]"},
			komi:     7.5,
			rules:    "aga",
			result:   "B+R",
			warnings: []string{"KM"},
		},
		{
			name:   "values that parse are the game's",
			in:     "(;SZ[19]KM[0.5]HA[3]RU[nz]RE[W+Resign]AB[dd][pd][dp])",
			want:   []string{"KM[0.5]", "HA[3]", "RU[nz]", "RE[W+R]"},
			absent: []string{"RE[W+Resign]"},
			komi:   0.5, handicap: 3, rules: "new-zealand", result: "W+R",
		},
		{
			name:     "RE[?] is an unknown result, and parses",
			in:       "(;SZ[9]RE[?])",
			want:     []string{"RE[?]"},
			absent:   []string{"KM[", "RU["}, // the record has neither: the defaults are not written
			komi:     6.5,
			rules:    "japanese",
			result:   "?",
			warnings: nil,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := ReadGame([]byte(tc.in))
			require.NoError(t, err)
			assert.Equal(t, tc.komi, g.Komi())
			assert.Equal(t, tc.handicap, g.Handicap())
			assert.Equal(t, tc.rules, g.Rules().Name)
			assert.Equal(t, tc.result, g.Result().String())
			var ids []string
			for _, w := range g.Warnings() {
				ids = append(ids, w.ID)
				assert.Contains(t, tc.in, w.ID+"["+w.Value+"]", "the warning quotes the record")
				assert.NotEmpty(t, w.Used)
			}
			assert.Equal(t, tc.warnings, ids)
			var out bytes.Buffer
			require.NoError(t, WriteGame(&out, g))
			for _, p := range tc.want {
				assert.Equal(t, 1, strings.Count(out.String(), p), "%s once in\n%s", p, out.String())
			}
			for _, p := range tc.absent {
				assert.NotContains(t, out.String(), p)
			}
			for _, id := range []string{"KM", "HA", "RE", "RU"} {
				assert.LessOrEqual(t, strings.Count(out.String(), id+"["), 1, "one %s in\n%s", id, out.String())
			}
			// Read again, the same game with the same warnings.
			h, err := ReadGame(out.Bytes())
			require.NoError(t, err)
			assert.Equal(t, g.Komi(), h.Komi())
			assert.Equal(t, g.Handicap(), h.Handicap())
			assert.Equal(t, g.Rules(), h.Rules())
			assert.Equal(t, g.Result(), h.Result())
			assert.Equal(t, g.Warnings(), h.Warnings())
		})
	}
}

// Setting a value the record could not give replaces the record's text.
func TestGameInfoSetReplacesRawText(t *testing.T) {
	g, err := ReadGame([]byte("(;SZ[9]KM[abc]RE[white wins]RU[Ing];B[ee])"))
	require.NoError(t, err)
	require.Len(t, g.Warnings(), 3)
	g.SetKomi(7)
	g.SetResult(core.Result{Winner: core.Black, Reason: core.ByResignation})
	require.NoError(t, g.SetRules(core.ChineseRules))
	assert.Empty(t, g.Warnings())
	var out bytes.Buffer
	require.NoError(t, WriteGame(&out, g))
	for _, p := range []string{"KM[7]", "RE[B+R]", "RU[Chinese]"} {
		assert.Contains(t, out.String(), p)
	}
	for _, p := range []string{"abc", "white wins", "Ing"} {
		assert.NotContains(t, out.String(), p)
	}
}
