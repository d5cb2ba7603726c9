package sgf

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// TestDeepNesting parses, writes and compares variations nested far beyond
// any goroutine stack a recursive parser would need, with the depth limit
// raised; with the default limit the same file is refused.
func TestDeepNesting(t *testing.T) {
	depth := 100_000
	if testing.Short() {
		depth = 20_000
	}
	var b strings.Builder
	for i := 0; i < depth; i++ {
		b.WriteString("(;B[aa]")
	}
	b.WriteString(strings.Repeat(")", depth))
	data := []byte(b.String())
	if _, err := Parse(data, Limits{}); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("default limits: %v", err)
	}
	lim := Limits{MaxDepth: depth, MaxNodes: depth}
	roots, err := Parse(data, lim)
	if err != nil {
		t.Fatal(err)
	}
	if n := roots[0].CountNodes(); n != depth {
		t.Fatalf("%d nodes", n)
	}
	var out bytes.Buffer
	if err := Write(&out, roots...); err != nil {
		t.Fatal(err)
	}
	again, err := Parse(out.Bytes(), lim)
	if err != nil {
		t.Fatal(err)
	}
	if !Equal(roots[0], again[0]) {
		t.Fatal("deep tree differs after a round trip")
	}
}

// TestLongLine reads a main line of 200,000 nodes (the default node limit).
func TestLongLine(t *testing.T) {
	n := DefaultLimits.MaxNodes
	if testing.Short() {
		n = 20_000
	}
	data := []byte("(;SZ[9]" + strings.Repeat(";B[aa];W[]", (n-1)/2) + ")")
	roots := roundTrip(t, data)
	if c := roots[0].CountNodes(); c != 1+2*((n-1)/2) {
		t.Fatalf("%d nodes", c)
	}
	over := []byte("(;" + strings.Repeat(";", DefaultLimits.MaxNodes) + ")")
	if _, err := Parse(over, Limits{}); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("%d nodes: %v", DefaultLimits.MaxNodes+1, err)
	}
}

// TestHostileExpansion checks that compressed lists cannot multiply memory
// past MaxPoints.
func TestHostileExpansion(t *testing.T) {
	data := []byte("(;SZ[25]" + strings.Repeat(";AB[aa:yy]TR[aa:yy]", 2000) + ")")
	_, err := Parse(data, Limits{})
	if !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "points in point lists") {
		t.Fatalf("%v", err)
	}
}
