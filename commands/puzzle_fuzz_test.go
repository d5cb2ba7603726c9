package commands

import (
	"strings"
	"testing"
)

// FuzzParsePuzzleMoves checks that any typed answer is read or refused with
// a userError, and that what is read prints back to the same points.
func FuzzParsePuzzleMoves(f *testing.F) {
	for _, s := range []string{"B18", "b18 a17", "E19, F19", "dd", "i5", "", "  ,;", "T19 A1", "Z99"} {
		f.Add(s, 19)
	}
	f.Fuzz(func(t *testing.T, s string, size int) {
		if size < 2 || size > 25 {
			return
		}
		pts, err := parsePuzzleMoves(s, size)
		if err != nil {
			if _, ok := asUserError(err); !ok {
				t.Fatalf("%q: %v is not a userError", s, err)
			}
			return
		}
		var words []string
		for _, q := range pts {
			if !q.OnBoard(size) {
				t.Fatalf("%q: %v is off the board", s, q)
			}
			words = append(words, q.String())
		}
		again, err := parsePuzzleMoves(strings.Join(words, " "), size)
		if err != nil || len(again) != len(pts) {
			t.Fatalf("%q: round trip %v gave %v, %v", s, words, again, err)
		}
		for i := range pts {
			if again[i] != pts[i] {
				t.Fatalf("%q: round trip changed %v to %v", s, pts[i], again[i])
			}
		}
	})
}
