package gtp

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestLoadSGF(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.sgf")
	require.NoError(t, os.WriteFile(path, []byte("(;FF[4]GM[1]SZ[9]KM[5.5]RE[B+R];B[ee];W[cc];B[];W[gg])\n"), 0o644))
	bad := filepath.Join(dir, "bad.sgf")
	require.NoError(t, os.WriteFile(bad, []byte("(;FF[4]SZ[40])"), 0o644))
	e := New()
	transcript(t, e, []step{
		{"loadsgf " + path, "= black"},
		{"list_stones white", "= C7 G3"},
		{"list_stones black", "= E5"},
		{"loadsgf " + path + " 3", "= black"}, // the position before move 3
		{"list_stones white", "= C7"},
		{"loadsgf " + path + " 1", "= black"},
		{"list_stones black", "= "},
		{"loadsgf " + path + " 2", "= white"},
		{"list_stones black", "= E5"},
		{"loadsgf " + path + " 99", "= black"}, // past the end: the end
		{"list_stones white", "= C7 G3"},
		{"play b c4", "= "}, // the recorded result does not stop play
		{"undo", "= "},
		// As in GNU Go, text that is not a move number is a vertex: loading
		// stops before the first move there, and text that is no vertex
		// (0, x) before the first pass.
		{"loadsgf " + path + " C7", "= white"},
		{"list_stones black", "= E5"},
		{"list_stones white", "= "},
		{"loadsgf " + path + " 0", "= black"},
		{"list_stones white", "= C7"},
		{"loadsgf " + path + " x", "= black"},
		{"list_stones black", "= E5"},
		{"loadsgf " + path + " A1", "= black"}, // no move on A1: the end
		{"list_stones white", "= C7 G3"},
		{"loadsgf " + path + " 2x extra", "= white"}, // GNU Go reads "2x" as 2 and ignores the rest
		{"list_stones black", "= E5"},
		{"loadsgf", "? loadsgf takes a file name and an optional move number or vertex"},
	})
	require.Equal(t, 9, e.Game().Size())
	require.Equal(t, 5.5, e.Game().Komi())
	for _, cmd := range []string{"loadsgf " + filepath.Join(dir, "missing.sgf"), "loadsgf " + bad} {
		ans, _ := e.Handle(cmd)
		require.True(t, strings.HasPrefix(ans, "? cannot open or parse "), ans)
	}
	// A failed load keeps the game.
	transcript(t, e, []step{{"list_stones black", "= E5"}, {"list_stones white", "= "}})
}

func TestPrintSGFRoundTrip(t *testing.T) {
	dir := t.TempDir()
	e := New()
	transcript(t, e, []step{
		{"boardsize 9", "= "}, {"komi 7.5", "= "}, {"kgs-rules chinese", "= "},
		{"fixed_handicap 3", "= C7 G7 C3"},
		{"play w e5", "= "}, {"play b d5", "= "}, {"play w pass", "= "},
		{"play w d4", "= "}, // out of turn
	})
	ans, _ := e.Handle("printsgf")
	require.True(t, strings.HasPrefix(ans, "= "), ans)
	text := strings.TrimSuffix(ans[2:], "\n\n")
	require.Contains(t, text, "SZ[9]")
	file := filepath.Join(dir, "out.sgf")
	transcript(t, e, []step{{"printsgf " + file, "= "}})
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	require.Equal(t, strings.TrimSpace(text), strings.TrimSpace(sanitize(string(data))))

	// Loading what was printed gives the same game.
	f := New()
	want := map[string]string{}
	for _, q := range []string{"list_stones black", "list_stones white", "captures black", "all_legal black", "all_legal white"} {
		want[q], _ = e.Handle(q)
	}
	transcript(t, f, []step{{"loadsgf " + file, "= black"}})
	for q, w := range want {
		got, _ := f.Handle(q)
		require.Equal(t, w, got, q)
	}
	require.Equal(t, e.Game().Komi(), f.Game().Komi())
	require.Equal(t, e.Game().Handicap(), f.Game().Handicap())
	require.Equal(t, e.Game().Rules().Name, f.Game().Rules().Name)
	require.Equal(t, len(e.Game().Moves()), len(f.Game().Moves()))
	transcript(t, e, []step{{"printsgf a b", "? printsgf takes at most a file name"}})
	ans, _ = e.Handle("printsgf " + filepath.Join(dir, "no", "such", "dir.sgf"))
	require.True(t, strings.HasPrefix(ans, "? cannot write "), ans)

	// NoFiles keeps the engine off the file system.
	g := New(NoFiles())
	transcript(t, g, []step{
		{"loadsgf " + file, "? file access is disabled"},
		{"printsgf " + filepath.Join(dir, "other.sgf"), "? file access is disabled"},
	})
	ans, _ = g.Handle("printsgf")
	require.True(t, strings.HasPrefix(ans, "= (;"), ans)
	_, err = os.Stat(filepath.Join(dir, "other.sgf"))
	require.True(t, os.IsNotExist(err))
}

// A record of 200,000 nodes, the SGF node limit, loads: navigation is
// linear (core's TestNavigationIsLinear counts it), so this takes well
// under a second where replaying from the root at every move took minutes.
func TestLoadSGFLongLine(t *testing.T) {
	n := 200_000 - 1
	if testing.Short() {
		n = 20_000 - 1
	}
	var sb strings.Builder
	sb.WriteString("(;FF[4]GM[1]SZ[19]")
	for i := 0; i < n; i++ {
		sb.WriteString([]string{";B[]", ";W[]"}[i%2])
	}
	sb.WriteString(")")
	path := filepath.Join(t.TempDir(), "long.sgf")
	require.NoError(t, os.WriteFile(path, []byte(sb.String()), 0o644))
	e := New()
	want := []string{"= black", "= white"}[n%2] // after the last pass, the other colour
	transcript(t, e, []step{{"loadsgf " + path, want}})
	require.Equal(t, n, e.Game().MoveNumber())
	half := (n + 1) / 2 // an even move number: a white pass
	transcript(t, e, []step{{fmt.Sprintf("loadsgf %s %d", path, half), "= white"}})
	require.Equal(t, half-1, e.Game().MoveNumber())
}
