package render

import (
	"os"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// gameFrom plays the GTP vertices in a file of testdata (GNU Go self-play
// records), alternating colours from Black, stopping after n moves (all
// for n < 0).
func gameFrom(t testing.TB, size int, file string, n int) *core.Game {
	t.Helper()
	data, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	g, err := core.NewGame(core.Size(size), core.Komi(6.5))
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range strings.Fields(string(data)) {
		if n >= 0 && i >= n {
			break
		}
		m, err := core.ParseMove(g.ToMove(), v, size)
		if err != nil {
			t.Fatalf("%s move %d: %v", file, i+1, err)
		}
		if err := g.Play(m); err != nil {
			t.Fatalf("%s move %d %v: %v", file, i+1, m, err)
		}
	}
	return g
}
