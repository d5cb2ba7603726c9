package sgf

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// TestParseErrors checks each error: its sentinel and its whole message.
func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, in string
		lim      Limits
		want     error
		msg      string
	}{
		{"empty file", "", Limits{}, ErrSyntax,
			`sgf: 1:1: syntax error: no game tree (an SGF file starts with "(;")`},
		{"only spaces", " \n\t ", Limits{}, ErrSyntax,
			`sgf: 2:3: syntax error: no game tree (an SGF file starts with "(;")`},
		{"junk before", "hello (;)", Limits{}, ErrSyntax,
			`sgf: 1:1: syntax error: expected '(' to start a game tree, found 'h'`},
		{"junk after", "(;B[aa])x", Limits{}, ErrSyntax,
			`sgf: 1:9: syntax error: unexpected 'x' after the end of a game tree`},
		{"unclosed tree", "(;B[aa]\n;W[bb]", Limits{}, ErrSyntax,
			`sgf: 1:1: syntax error: this '(' is never closed with ')'`},
		{"unclosed variation", "(;B[aa](;W[bb])(;W[cc]", Limits{}, ErrSyntax,
			`sgf: 1:16: syntax error: this '(' is never closed with ')'`},
		{"unclosed value", "(;C[hello\nworld)", Limits{}, ErrSyntax,
			`sgf: 1:4: syntax error: this value is never closed with ']'`},
		{"backslash at the end", `(;C[a\`, Limits{}, ErrSyntax,
			`sgf: 1:4: syntax error: this value is never closed with ']'`},
		{"empty tree", "()", Limits{}, ErrSyntax,
			`sgf: 1:2: syntax error: empty game tree: expected ';' to start a node, found ')'`},
		{"empty variation", "(;B[aa]())", Limits{}, ErrSyntax,
			`sgf: 1:9: syntax error: empty game tree: expected ';' to start a node, found ')'`},
		{"paren paren", "((;))", Limits{}, ErrSyntax,
			`sgf: 1:2: syntax error: expected ';' to start a node after '(', found '('`},
		{"no semicolon", "(B[aa])", Limits{}, ErrSyntax,
			`sgf: 1:2: syntax error: expected ';' to start a node, found 'B'`},
		{"node after variation", "(;B[aa](;W[bb]);W[cc])", Limits{}, ErrSyntax,
			`sgf: 1:16: syntax error: a node cannot follow a variation; put it inside the parentheses`},
		{"stray character", "(;B[aa] 5)", Limits{}, ErrSyntax,
			`sgf: 1:9: syntax error: unexpected '5' between nodes`},
		{"property without value", "(;B)", Limits{}, ErrSyntax,
			`sgf: 1:4: syntax error: property B has no value: expected '[', found ')'`},
		{"lower-case identifier", "(;foo[1])", Limits{}, ErrSyntax,
			`sgf: 1:3: syntax error: property identifier "foo" has no upper-case letter`},
		{"gb2312", "(;CA[GB2312]SZ[19])", Limits{}, ErrCharset,
			`sgf: 1:3: unsupported charset: CA[GB2312]: only UTF-8 and ISO-8859-1 are supported; convert the file to UTF-8`},
		{"shift_jis", "(;FF[4]\nCA[Shift_JIS])", Limits{}, ErrCharset,
			`sgf: 2:1: unsupported charset: CA[Shift_JIS]: only UTF-8 and ISO-8859-1 are supported; convert the file to UTF-8`},
		{"bad UTF-8", "(;CA[UTF-8]PB[\xff\xfe])", Limits{}, ErrCharset,
			`sgf: 1:14: unsupported charset: this value is not valid UTF-8, as CA declares; convert the file to UTF-8`},
		{"non-square", "(;SZ[19:13])", Limits{}, ErrBoardSize,
			`sgf: 1:3: unsupported board size: SZ[19:13]: non-square boards are not supported`},
		{"too big", "(;SZ[26])", Limits{}, ErrBoardSize,
			`sgf: 1:3: unsupported board size: SZ[26]: boards go from 2×2 to 25×25`},
		{"too small", "(;SZ[1])", Limits{}, ErrBoardSize,
			`sgf: 1:3: unsupported board size: SZ[1]: boards go from 2×2 to 25×25`},
		{"not a size", "(;SZ[big])", Limits{}, ErrBoardSize,
			`sgf: 1:3: unsupported board size: SZ[big]: not a board size`},
		{"not go", "(;GM[2]FF[4])", Limits{}, ErrNotGo,
			`sgf: 1:3: not a game of Go: GM[2]: this file records another game (Go is GM[1])`},
		{"move off board", "(;SZ[9];B[jj])", Limits{}, ErrProperty,
			`sgf: 1:10: bad property: B[jj]: not a point on a 9×9 board`},
		{"tt on 19", "(;B[aa];W[tt];AB[tt])", Limits{}, ErrProperty,
			`sgf: 1:17: bad property: AB[tt]: "tt" is not a point on a 19×19 board`},
		{"bad rectangle", "(;SZ[5]AB[aa:zz])", Limits{}, ErrProperty,
			`sgf: 1:10: bad property: AB[aa:zz]: "zz" is not a point on a 5×5 board`},
		{"two moves", "(;B[aa]W[bb])", Limits{}, ErrProperty,
			`sgf: 1:8: bad property: two moves in one node (W after another move); start a new node with ';'`},
		{"move with two values", "(;B[aa][bb])", Limits{}, ErrProperty,
			`sgf: 1:3: bad property: B has 2 values; a move has one`},
		{"bad PL", "(;PL[X])", Limits{}, ErrProperty,
			`sgf: 1:3: bad property: PL[X]: the player to move is B or W`},
		{"two comments", "(;C[a]C[b])", Limits{}, ErrProperty,
			`sgf: 1:7: bad property: C appears twice in one node; a node has one comment`},
		{"label without text", "(;LB[aa])", Limits{}, ErrProperty,
			`sgf: 1:5: bad property: LB[aa]: a label is a point and a text, like LB[dd:A]`},
		{"label off board", "(;SZ[3]LB[dd:A])", Limits{}, ErrProperty,
			`sgf: 1:10: bad property: LB[dd:A]: "dd" is not a point on a 3×3 board`},
		{"bytes", "(;C[" + strings.Repeat("x", 100) + "])", Limits{MaxBytes: 100}, ErrTooLarge,
			`sgf: file too large: 106 bytes (the limit is 100)`},
		{"nodes", "(;;;;)", Limits{MaxNodes: 3}, ErrTooLarge,
			`sgf: 1:5: file too large: more than 3 nodes`},
		{"nodes across games", "(;;)(;;)", Limits{MaxNodes: 3}, ErrTooLarge,
			`sgf: 1:7: file too large: more than 3 nodes`},
		{"depth", "(;(;(;(;))))", Limits{MaxDepth: 3}, ErrTooLarge,
			`sgf: 1:7: file too large: variations nested more than 3 deep`},
		{"points", "(;AB[aa:ss];AW[aa])", Limits{MaxPoints: 361}, ErrTooLarge,
			`sgf: 1:13: file too large: more than 361 points in point lists`},
		{"points in labels", "(;LB[aa:1][bb:2])", Limits{MaxPoints: 1}, ErrTooLarge,
			`sgf: 1:3: file too large: more than 1 points in point lists`},
		{"values in a node", "(;XX" + strings.Repeat("[]", 10_001) + ")", Limits{}, ErrTooLarge,
			`sgf: 1:20005: file too large: more than 10000 property values in one node`},
		{"column in characters", "(;C[é]\n  ;PL[Z])", Limits{}, ErrProperty,
			`sgf: 2:4: bad property: PL[Z]: the player to move is B or W`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			roots, err := Parse([]byte(tt.in), tt.lim)
			if err == nil {
				t.Fatalf("no error; %d trees", len(roots))
			}
			if !errors.Is(err, tt.want) {
				t.Errorf("error %v does not wrap %v", err, tt.want)
			}
			if err.Error() != tt.msg {
				t.Errorf("message\n got %s\nwant %s", err, tt.msg)
			}
		})
	}
}

func TestBadPointWrapsCoreError(t *testing.T) {
	_, err := Parse([]byte("(;SZ[9];W[zz])"), Limits{})
	if !errors.Is(err, ErrProperty) || !errors.Is(err, core.ErrCoordinate) {
		t.Fatalf("%v should wrap ErrProperty and core.ErrCoordinate", err)
	}
	var e *Error
	if !errors.As(err, &e) || e.Line != 1 || e.Col != 10 {
		t.Fatalf("position of %v", err)
	}
}

// TestLenient checks what Parse accepts beyond the letter of FF[4].
func TestLenient(t *testing.T) {
	tests := []struct {
		name, in string
		check    func(t *testing.T, r *core.Node)
	}{
		{"BOM and spaces", "\xef\xbb\xbf  ( ; B [aa] \n ; W[bb] ) \n", func(t *testing.T, r *core.Node) {
			if r.Move() != core.Play(core.Black, core.Pt(0, 18)) {
				t.Errorf("move %v", r.Move())
			}
		}},
		{"FF[3] identifiers", "(;AddBlack[aa]Comment[hi])", func(t *testing.T, r *core.Node) {
			if r.Setup() == nil || len(r.Setup().Black) != 1 || r.Comment() != "hi" {
				t.Errorf("setup %+v comment %q", r.Setup(), r.Comment())
			}
		}},
		{"square SZ with colon", "(;SZ[9:9];B[ii])", func(t *testing.T, r *core.Node) {
			if r.PropText("SZ") != "9" || r.Children()[0].Move().Point() != core.Pt(8, 0) {
				t.Errorf("SZ %q", r.PropText("SZ"))
			}
		}},
		{"repeated property", "(;XX[a]YY[1]XX[b])", func(t *testing.T, r *core.Node) {
			if v, _ := r.Prop("XX"); len(v) != 2 || v[1] != "b" || r.Props()[1].ID != "YY" {
				t.Errorf("props %+v", r.Props())
			}
		}},
		{"repeated AB", "(;AB[aa]AW[bb]AB[cc][aa])", func(t *testing.T, r *core.Node) {
			if s := r.Setup(); len(s.Black) != 2 || len(s.White) != 1 {
				t.Errorf("setup %+v", s)
			}
		}},
		{"empty point list value", "(;AE[]TR[])", func(t *testing.T, r *core.Node) {
			if r.Setup() != nil || len(r.Marks()) != 0 {
				t.Errorf("setup %+v marks %+v", r.Setup(), r.Marks())
			}
		}},
		{"reversed rectangle", "(;SZ[5]AB[cc:aa])", func(t *testing.T, r *core.Node) {
			if len(r.Setup().Black) != 9 {
				t.Errorf("%d stones", len(r.Setup().Black))
			}
		}},
		{"line breaks", "(;C[a\r\nb\rc\n\rd\\\r\ne])", func(t *testing.T, r *core.Node) {
			if r.Comment() != "a\nb\nc\nde" {
				t.Errorf("comment %q", r.Comment())
			}
		}},
		{"no CA, Latin-1 bytes", "(;PB[Jos\xe9])", func(t *testing.T, r *core.Node) {
			if r.PropText("PB") != "José" {
				t.Errorf("PB %q", r.PropText("PB"))
			}
		}},
		{"no CA, UTF-8", "(;PB[José])", func(t *testing.T, r *core.Node) {
			if r.PropText("PB") != "José" {
				t.Errorf("PB %q", r.PropText("PB"))
			}
		}},
		{"mark replaced", "(;TR[aa]SQ[aa][bb])", func(t *testing.T, r *core.Node) {
			if m := r.Marks(); len(m) != 2 || m[0].Kind != core.Square {
				t.Errorf("marks %+v", m)
			}
		}},
		{"PL lower case", "(;PL[w])", func(t *testing.T, r *core.Node) {
			if r.ToMove() != core.White {
				t.Errorf("PL %v", r.ToMove())
			}
		}},
		{"CA in a later node is kept", "(;;CA[UTF-8])", func(t *testing.T, r *core.Node) {
			if r.Children()[0].PropText("CA") != "UTF-8" {
				t.Errorf("props %+v", r.Children()[0].Props())
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			roots := roundTrip(t, []byte(tt.in))
			tt.check(t, roots[0])
		})
	}
}

func TestWriteErrors(t *testing.T) {
	tests := []struct {
		name  string
		build func() *core.Node
		msg   string
	}{
		{"bad identifier", func() *core.Node { n := core.NewNode(); n.SetProp("x1", "v"); return n },
			`sgf: cannot write: "x1" is not an SGF property identifier (upper-case letters only)`},
		{"typed property", func() *core.Node { n := core.NewNode(); n.SetProp("C", "hi"); return n },
			`sgf: cannot write: property C is held in the node's typed fields; set it there, not with SetProp`},
		{"move off board", func() *core.Node {
			n := core.NewNode()
			n.SetProp("SZ", "9")
			n.AddChild(core.NewNode()).SetMove(core.Play(core.Black, core.Pt(12, 12)))
			return n
		}, `sgf: cannot write: move B N13 is off the 9×9 board`},
		{"bad UTF-8", func() *core.Node { n := core.NewNode(); n.SetComment("\xff"); return n },
			`sgf: cannot write: C value "\xff" is not valid UTF-8`},
		{"bad SZ", func() *core.Node { n := core.NewNode(); n.SetProp("SZ", "30"); return n },
			`sgf: unsupported board size: SZ[30]: boards go from 2×2 to 25×25`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Write(&bytes.Buffer{}, tt.build())
			if err == nil || err.Error() != tt.msg {
				t.Fatalf("error\n got %v\nwant %s", err, tt.msg)
			}
		})
	}
	if err := Write(&bytes.Buffer{}, nil); !errors.Is(err, ErrWrite) {
		t.Errorf("nil root: %v", err)
	}
}
