package commands

import (
	"strconv"
	"testing"
)

// FuzzPrivateLine checks that any custom id after a private copy's game id
// is read or refused, and that a line read back prints to what reads the
// same: the branches and the position survive the round trip.
func FuzzPrivateLine(f *testing.F) {
	for _, s := range []string{"n3:", "p0:3.2_7.1", "l12:1.1", "f0:", "zz", "n-1:", "n4:9.9", "n1:0.1", "n1:2.0", "n5:3.2_3.1", ":", "n99999999999999999999:"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, err := parsePrivate(s)
		if err != nil {
			return
		}
		if l.depth < 0 {
			t.Fatalf("%q: depth %d", s, l.depth)
		}
		again, err := parsePrivate("n" + strconv.Itoa(l.depth) + ":" + l.encodeBranches())
		if err != nil {
			t.Fatalf("%q: round trip: %v", s, err)
		}
		if again.depth != l.depth || len(again.branches) != len(l.branches) {
			t.Fatalf("%q: round trip %v gave %v", s, l, again)
		}
		for k, i := range l.branches {
			if again.branches[k] != i {
				t.Fatalf("%q: branch at %d: %d became %d", s, k, i, again.branches[k])
			}
		}
	})
}
