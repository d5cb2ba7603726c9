package sgf

import (
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// TestRecordFacts checks what each record says, read by hand from the file.
func TestRecordFacts(t *testing.T) {
	tests := []struct {
		file               string
		size               int
		komi               float64
		handicap           int
		result, pb, pw, ru string
		nodes              int
		mainLine           []string // first moves of the main line
		mainLen            int
		check              func(t *testing.T, root *core.Node)
	}{
		{file: "gnugo-9x9.sgf", size: 9, komi: 5.5, result: "W+7.5", ru: "japanese", nodes: 44,
			mainLine: []string{"B dc", "W cd", "B fe"}, mainLen: 43,
			check: func(t *testing.T, root *core.Node) {
				if got := mainLine(root, 9); got[len(got)-1] != "B pass" || got[len(got)-2] != "W pass" {
					t.Errorf("GNU Go's final passes: %v", got[len(got)-3:])
				}
				if c := root.Children()[0].Comment(); c != "random move" {
					t.Errorf("comment %q", c)
				}
			}},
		{file: "gnugo-19x19.sgf", size: 19, komi: 5.5, result: "B+11.1", ru: "japanese", nodes: 126,
			mainLine: []string{"B mi", "W fd"}, mainLen: 125},
		{file: "kgs-19x19-handicap.sgf", size: 19, komi: 0.5, handicap: 2, result: "W+R", pb: "blacky", pw: "whitey", ru: "japanese", nodes: 12,
			mainLine: []string{"W qp", "B oq", "W qn"}, mainLen: 11,
			check: func(t *testing.T, root *core.Node) {
				if c := root.Comment(); c != "blacky [1d]: hi\nwhitey [2d]: have fun\n" {
					t.Errorf("root comment %q", c)
				}
				if s := root.Setup(); s == nil || len(s.Black) != 2 || s.Black[0].SGF(19) != "pd" {
					t.Errorf("handicap stones %+v", s)
				}
				line := mainLine(root, 19)
				if line[8] != "W pass" || line[9] != "B pass" {
					t.Errorf("W[] and B[tt] should be passes: %v", line[8:10])
				}
				n := root
				for i := 0; i < 7; i++ {
					n = n.Children()[0]
				}
				if c := n.Comment(); c != "whitey [2d]: a\nlong comment with a softline break" {
					t.Errorf("soft line break: %q", c)
				}
				if v, _ := n.Prop("WL"); !slices.Equal(v, []string{"1766.4"}) {
					t.Errorf("WL %v", v)
				}
			}},
		{file: "fox-19x19-utf8.sgf", size: 19, komi: 7.5, result: "W+R", pb: "黑棋手", pw: "白棋手", ru: "chinese", nodes: 31,
			mainLine: []string{"B pd", "W dd"}, mainLen: 30,
			check: func(t *testing.T, root *core.Node) {
				if v := root.PropText("BR"); v != "5段" {
					t.Errorf("BR %q", v)
				}
				n := root
				for len(n.Children()) > 0 {
					n = n.Children()[0]
				}
				if n.Comment() != "白棋手: 你好" {
					t.Errorf("last comment %q", n.Comment())
				}
			}},
		{file: "ogs-13x13-review.sgf", size: 13, komi: 6.5, result: "B+R", pb: "alice", pw: "bob", ru: "japanese", nodes: 12,
			mainLine: []string{"B jd", "W dj", "B dd", "W jj", "B gg", "W jg", "B cc"}, mainLen: 7,
			check: func(t *testing.T, root *core.Node) {
				n := root.Children()[0].Children()[0]
				if len(n.Children()) != 2 {
					t.Fatalf("%d variations after W dj", len(n.Children()))
				}
				if c := n.Children()[0].Comment(); c != `alice: hello! \o/` {
					t.Errorf("escaped backslash: %q", c)
				}
				if c := n.Children()[0].Children()[0].Children()[0].Comment(); c != "bob: nice 5-5 [tengen]" {
					t.Errorf("escaped brackets: %q", c)
				}
				v := n.Children()[1]
				if len(v.Marks()) != 3 || v.Marks()[0] != (core.Mark{Kind: core.Label, Point: mustPoint(t, "dd", 13), Text: "A"}) {
					t.Errorf("marks %+v", v.Marks())
				}
				if k := v.Children()[0].Children(); len(k) != 2 || k[1].Marks()[0].Kind != core.Circle {
					t.Errorf("nested variations: %d", len(k))
				}
			}},
		{file: "sabaki-9x9-variations.sgf", size: 9, komi: 6.5, ru: "japanese", nodes: 11,
			mainLine: []string{"B ee", "W gc", "B cg", "W pass", "B pass"}, mainLen: 5,
			check: func(t *testing.T, root *core.Node) {
				e := root.Children()[0]
				if len(e.Children()) != 3 {
					t.Fatalf("%d variations", len(e.Children()))
				}
				if c := e.Children()[0].Comment(); c != "Main line\n\nsecond paragraph with a backslash \\ and ] bracket" {
					t.Errorf("comment %q", c)
				}
				lb := e.Children()[0].Children()[0].Marks()
				if len(lb) != 5 || lb[2].Text != "a:b" {
					t.Errorf("labels %+v", lb)
				}
				s := e.Children()[2]
				if s.Setup() == nil || len(s.Setup().Black) != 6 || len(s.Setup().White) != 4 || len(s.Setup().Empty) != 1 {
					t.Fatalf("compressed setup %+v", s.Setup())
				}
				var got []string
				for _, p := range s.Setup().Black {
					got = append(got, p.SGF(9))
				}
				if want := []string{"aa", "ba", "ab", "bb", "ac", "bc"}; !slices.Equal(got, want) {
					t.Errorf("AB[aa:bc] = %v, want %v", got, want)
				}
				if s.ToMove() != core.White {
					t.Errorf("PL %v", s.ToMove())
				}
				if v, ok := s.Prop("VW"); !ok || !slices.Equal(v, []string{""}) {
					t.Errorf("VW[] %v %v", v, ok)
				}
				if _, ok := root.Prop("CA"); ok {
					t.Error("CA should be consumed by the decoder")
				}
			}},
		{file: "latin1-9x9.sgf", size: 9, komi: 7, ru: "aga", pb: "José Müller", pw: "Åsa Ørsted", nodes: 4,
			mainLine: []string{"B ee", "W gc", "B cg"}, mainLen: 3,
			check: func(t *testing.T, root *core.Node) {
				if c := root.Children()[0].Comment(); c != "Très bien ½" {
					t.Errorf("comment %q", c)
				}
			}},
		{file: "collection-puzzles.sgf", size: 9, komi: 6.5, ru: "japanese", nodes: 6,
			mainLine: []string{"W ea", "B aa", "W ab"}, mainLen: 3,
			check: func(t *testing.T, root *core.Node) {
				if root.ToMove() != core.White || len(root.Setup().Black) != 5 {
					t.Errorf("problem setup")
				}
			}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			data, err := os.ReadFile("testdata/" + tt.file)
			if err != nil {
				t.Fatal(err)
			}
			roots, err := Parse(data, DefaultLimits)
			if err != nil {
				t.Fatal(err)
			}
			root := roots[0]
			if n := root.CountNodes(); n != tt.nodes {
				t.Errorf("%d nodes, want %d", n, tt.nodes)
			}
			line := mainLine(root, tt.size)
			if len(line) != tt.mainLen || !slices.Equal(line[:len(tt.mainLine)], tt.mainLine) {
				t.Errorf("main line %v (%d moves), want %v... (%d moves)", line, len(line), tt.mainLine, tt.mainLen)
			}
			if tt.check != nil {
				tt.check(t, root)
			}
			foxKomi(root) // as ReadGame does
			g, err := core.FromTree(root)
			if err != nil {
				t.Fatal(err)
			}
			if g.Size() != tt.size || g.Komi() != tt.komi || g.Handicap() != tt.handicap || g.Result().String() != tt.result ||
				g.PlayerName(core.Black) != tt.pb || g.PlayerName(core.White) != tt.pw || g.Rules().Name != tt.ru {
				t.Errorf("game info: size %d komi %v handicap %d result %q PB %q PW %q rules %q",
					g.Size(), g.Komi(), g.Handicap(), g.Result(), g.PlayerName(core.Black), g.PlayerName(core.White), g.Rules().Name)
			}
			if err := g.GoToMove(tt.mainLen); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func mustPoint(t *testing.T, s string, size int) core.Point {
	t.Helper()
	p, err := core.ParseSGF(s, size)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestCollection(t *testing.T) {
	data, err := os.ReadFile("testdata/collection-puzzles.sgf")
	if err != nil {
		t.Fatal(err)
	}
	roots, err := Parse(data, DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	if len(roots) != 3 {
		t.Fatalf("%d game trees, want 3", len(roots))
	}
	var names []string
	for _, r := range roots {
		names = append(names, r.PropText("GN"))
	}
	if !slices.Equal(names, []string{"Problem 1", "Problem 2", "Big board"}) {
		t.Errorf("games %q", names)
	}
	// On 25×25, tt is a point, not a pass.
	if got := mainLine(roots[2], 25); !slices.Equal(got, []string{"B yy", "W tt", "B aa"}) {
		t.Errorf("25×25 moves %v", got)
	}
	// Problem 2 expands AB[aa:ab][ba:bb] to four stones.
	if s := roots[1].Setup(); len(s.Black) != 4 || len(s.White) != 5 {
		t.Errorf("problem 2 setup %+v", s)
	}
}

func TestFoxGB2312(t *testing.T) {
	data, err := os.ReadFile("testdata/bad/fox-gb2312.sgf")
	if err != nil {
		t.Fatal(err)
	}
	_, err = ReadGame(data)
	if !errors.Is(err, ErrCharset) {
		t.Fatalf("error %v, want ErrCharset", err)
	}
	const want = "sgf: 1:103: unsupported charset: CA[gb2312]: only UTF-8 and ISO-8859-1 are supported; convert the file to UTF-8"
	if err.Error() != want {
		t.Errorf("error\n%q\nwant\n%q", err, want)
	}
	if !strings.Contains(err.Error(), "gb2312") {
		t.Error("the message should name the charset")
	}
}
