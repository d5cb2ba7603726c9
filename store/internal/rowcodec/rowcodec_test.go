package rowcodec

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
)

// TestPaths encodes and follows cursor paths in a tree with a variation,
// and rejects paths that do not fit it.
func TestPaths(t *testing.T) {
	root := core.NewNode()
	n := root
	var line []*core.Node
	for i := 0; i < 5; i++ {
		n = n.AddChild(core.NewNode())
		line = append(line, n)
	}
	v := line[1].AddChild(core.NewNode()) // second child of depth-2 node
	w := v.AddChild(core.NewNode())
	w2 := w.AddChild(core.NewNode())
	cases := []struct {
		node *core.Node
		path string
	}{
		{root, ""},
		{line[0], "0"},
		{line[4], "0*5"},
		{v, "0*2,1"},
		{w2, "0*2,1,0*2"},
	}
	for _, c := range cases {
		if got := EncodePath(c.node); got != c.path {
			t.Errorf("EncodePath: %q, want %q", got, c.path)
		}
		got, err := FollowPath(root, c.path)
		if err != nil || got != c.node {
			t.Errorf("FollowPath(%q): %p, %v; want %p", c.path, got, err, c.node)
		}
	}
	for _, bad := range []string{"0*6", "2", "0,0,0,0,0,0", "x", "-1", "0*0", "0*-3", "0*", ",", "0*2,9", "0*99999999999"} {
		if _, err := FollowPath(root, bad); !errors.Is(err, errPath) {
			t.Errorf("FollowPath(%q): %v, want a path error", bad, err)
		}
	}
}

func sample(t testing.TB) *core.Game {
	g, err := core.NewGame(core.Size(9), core.Handicap(3), core.Komi(0.5))
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{"E5", "B2", "D4", "pass", "E6"} {
		m, err := core.ParseMove(g.ToMove(), v, 9)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	g.Cursor().SetComment("end")
	g.GoToMove(2)
	return g
}

func TestGameRoundTrip(t *testing.T) {
	for _, r := range core.RulePresets {
		g := sample(t)
		g2, err := core.NewGame(core.Size(9), core.WithRules(r))
		if err != nil {
			t.Fatal(err)
		}
		for _, game := range []*core.Game{g, g2} {
			data, format, path, err := EncodeGame(game)
			if err != nil {
				t.Fatal(err)
			}
			back, err := DecodeGame(data, format, path)
			if err != nil {
				t.Fatalf("%s: %v", r.Name, err)
			}
			data2, _, path2, err := EncodeGame(back)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(data, data2) || path != path2 {
				t.Errorf("%s: round trip changed the game:\n%s %s\n%s %s", r.Name, data, path, data2, path2)
			}
			if back.Board().Hash() != game.Board().Hash() || back.ToMove() != game.ToMove() || back.Komi() != game.Komi() {
				t.Errorf("%s: position after the round trip differs", r.Name)
			}
		}
	}
	custom := core.JapaneseRules
	custom.Suicide = true
	g, _ := core.NewGame(core.Size(9), core.WithRules(custom))
	if _, _, _, err := EncodeGame(g); err == nil || !strings.Contains(err.Error(), "custom rules") {
		t.Errorf("custom rules: %v, want a refusal", err)
	}
}

func TestDecodeCorrupt(t *testing.T) {
	rec := &match.GameRecord{ID: "g", ChannelID: "c", Status: match.StatusPlaying, Game: sample(t), Version: 4}
	r, err := Encode(rec)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Decode(r); err != nil {
		t.Fatal(err)
	}
	damage := map[string]func(r *Row){
		"truncated tree":   func(r *Row) { r.Tree = r.Tree[:len(r.Tree)/2] },
		"unknown format":   func(r *Row) { r.TreeFormat = "sgf/2" },
		"no tree":          func(r *Row) { r.TreeFormat, r.Tree = "", nil },
		"long path":        func(r *Row) { r.Cursor = "0*50" },
		"bad status":       func(r *Row) { r.Status = "??" },
		"status vs active": func(r *Row) { r.Active = false },
		"bad meta":         func(r *Row) { r.Meta = []byte("[]") },
		"not SGF":          func(r *Row) { r.Tree = []byte(`{"size":9}`) },
		"huge board":       func(r *Row) { r.Tree = []byte(`(;SZ[99])`) },
		"off-board move":   func(r *Row) { r.Tree = []byte(`(;SZ[9];B[jj])`) },
		"two moves":        func(r *Row) { r.Tree = []byte(`(;SZ[9];B[aa]B[bb])`) },
		"other game":       func(r *Row) { r.Tree = []byte(`(;GM[2]SZ[9])`) },
		"unknown charset":  func(r *Row) { r.Tree = []byte(`(;CA[Shift_JIS]SZ[9]C[x])`) },
	}
	for name, f := range damage {
		c := *r
		f(&c)
		g, err := Decode(&c)
		if !errors.Is(err, match.ErrCorrupt) {
			t.Errorf("%s: %v, want ErrCorrupt", name, err)
			continue
		}
		if g == nil || g.ID != "g" || g.ChannelID != "c" || g.Version != 4 || g.Game != nil {
			t.Errorf("%s: partial record %+v", name, g)
		}
	}
}

// FuzzDecodeGame feeds arbitrary stored trees and cursor paths to the
// decoder: it must never panic, and whatever it accepts must survive
// encoding and decoding again unchanged.
func FuzzDecodeGame(f *testing.F) {
	data, format, path, err := EncodeGame(sample(f))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data, format, path)
	f.Add([]byte(`(;SZ[2]RU[Chinese]AB[aa];W[bb])`), FormatSGF, "0")
	f.Fuzz(func(t *testing.T, data []byte, format, path string) {
		g, err := DecodeGame(data, format, path)
		if err != nil {
			return
		}
		d1, f1, p1, err := EncodeGame(g)
		if err != nil {
			// Decoding accepts only presets, so encoding must succeed.
			t.Fatalf("re-encoding a decoded game: %v", err)
		}
		g2, err := DecodeGame(d1, f1, p1)
		if err != nil {
			t.Fatalf("decoding what was encoded: %v\n%s", err, d1)
		}
		d2, _, p2, err := EncodeGame(g2)
		if err != nil || !bytes.Equal(d1, d2) || p1 != p2 {
			t.Fatalf("second round trip differs: %v\n%s %s\n%s %s", err, d1, p1, d2, p2)
		}
	})
}
