package sgf

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// FuzzParse checks that Parse never panics, that every error is a
// positional *Error wrapping a sentinel, and that whatever Parse accepts
// survives Write and Parse unchanged and replays in core.Game, whose
// WriteGame output reads back into a game that writes the same bytes
// (game information included, parsed or kept as written). The seed corpus is
// testdata/fuzz/FuzzParse plus the test records.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.sgf")
	bad, _ := filepath.Glob("testdata/bad/*.sgf")
	for _, name := range append(files, bad...) {
		if data, err := os.ReadFile(name); err == nil {
			f.Add(data)
		}
	}
	lim := Limits{MaxBytes: 1 << 16, MaxNodes: 5000, MaxDepth: 200, MaxPoints: 20000}
	sentinels := []error{ErrTooLarge, ErrSyntax, ErrCharset, ErrBoardSize, ErrProperty, ErrNotGo}
	f.Fuzz(func(t *testing.T, data []byte) {
		roots, err := Parse(data, lim)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error %v is not an *Error", err)
			}
			found := false
			for _, s := range sentinels {
				found = found || errors.Is(err, s)
			}
			if !found {
				t.Fatalf("error %v wraps no sentinel", err)
			}
			return
		}
		var out bytes.Buffer
		if err := Write(&out, roots...); err != nil {
			t.Fatalf("write what Parse accepted: %v", err)
		}
		again, err := Parse(out.Bytes(), Limits{MaxBytes: 1 << 24, MaxNodes: lim.MaxNodes, MaxDepth: lim.MaxDepth, MaxPoints: lim.MaxPoints})
		if err != nil {
			t.Fatalf("reparse: %v\n%q", err, out.Bytes())
		}
		if len(again) != len(roots) {
			t.Fatalf("%d trees, then %d", len(roots), len(again))
		}
		for i := range roots {
			if !Equal(roots[i], again[i]) {
				t.Fatalf("tree %d differs after a round trip:\n%q\n%q", i, data, out.Bytes())
			}
		}
		var second bytes.Buffer
		if err := Write(&second, again...); err != nil || !bytes.Equal(out.Bytes(), second.Bytes()) {
			t.Fatalf("second write differs (%v)", err)
		}
		// Every tree Parse accepts replays in core: to the end of the main
		// line, and to the last node of the last variation.
		for _, root := range roots {
			g, err := core.FromTree(root)
			if err != nil {
				t.Fatalf("FromTree: %v", err)
			}
			for g.Next() == nil {
			}
			n := root
			for len(n.Children()) > 0 {
				n = n.Children()[len(n.Children())-1]
			}
			if err := g.GoTo(n); err != nil {
				t.Fatalf("GoTo: %v", err)
			}
			var w bytes.Buffer
			if err := WriteGame(&w, g); err != nil {
				t.Fatalf("WriteGame: %v", err)
			}
			h, err := ReadGame(w.Bytes())
			if err != nil {
				t.Fatalf("ReadGame of WriteGame: %v\n%q", err, w.Bytes())
			}
			// Game information survives: a game read with ReadGame (which
			// also reads Fox's komi scale, unlike FromTree above) is
			// written back and read again the same, parsed or not
			// (nothing lost, nothing invented).
			var w2, w3 bytes.Buffer
			if err := WriteGame(&w2, h); err != nil {
				t.Fatalf("WriteGame again: %v", err)
			}
			h2, err := ReadGame(w2.Bytes())
			if err != nil {
				t.Fatalf("ReadGame again: %v", err)
			}
			if err := WriteGame(&w3, h2); err != nil || !bytes.Equal(w2.Bytes(), w3.Bytes()) {
				t.Fatalf("WriteGame of the game read back differs (%v):\n%q\n%q", err, w2.Bytes(), w3.Bytes())
			}
			if h.Komi() != h2.Komi() || h.Handicap() != h2.Handicap() || h.Rules() != h2.Rules() ||
				h.Result() != h2.Result() || len(h.Warnings()) != len(h2.Warnings()) {
				t.Fatalf("game information changed on a round trip:\n%q", w2.Bytes())
			}
		}
	})
}
