package sgf

import (
	"bytes"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/stretchr/testify/require"
)

// TestDefaultsAreNotInvented: a record without KM or RU is written back
// without them (the game plays with defaults, but they are gobot's, not the
// record's), through any number of round trips; a record that has them,
// a game gobot started, and a value set since are written.
func TestDefaultsAreNotInvented(t *testing.T) {
	write := func(g *core.Game) string {
		t.Helper()
		var buf bytes.Buffer
		require.NoError(t, WriteGame(&buf, g))
		return buf.String()
	}
	for _, c := range []struct {
		in          string
		km, ru      bool   // written, and so not defaulted
		komi, rules string // in the output when written
		plays       string // the rules the game plays by
	}{
		{"(;SZ[9];B[ee])", false, false, "", "", "japanese"},
		{"(;SZ[9]KM[6.5];B[ee])", true, false, "KM[6.5]", "", "japanese"},
		{"(;SZ[9]RU[Chinese];B[ee])", false, true, "", "RU[Chinese]", "chinese"},
		{"(;SZ[9]KM[0]RU[Japanese];B[ee])", true, true, "KM[0]", "RU[Japanese]", "japanese"},
		{"(;SZ[9]KM[lots];B[ee])", true, false, "KM[lots]", "", "japanese"}, // unread, given back as written
	} {
		g, err := ReadGame([]byte(c.in))
		require.NoError(t, err)
		require.Equal(t, !c.km, g.Defaulted("KM"), c.in)
		require.Equal(t, !c.ru, g.Defaulted("RU"), c.in)
		require.Equal(t, c.plays, g.Rules().Name, c.in)
		// A copy (as the stores hand out) knows the same.
		cp := g.Clone()
		require.Equal(t, !c.km, cp.Defaulted("KM"), "clone of %s", c.in)
		require.Equal(t, !c.ru, cp.Defaulted("RU"), "clone of %s", c.in)
		var out string
		for range 3 { // and stays so through round trips
			out = write(g)
			require.Equal(t, c.km, strings.Contains(out, "KM["), "%s -> %s", c.in, out)
			require.Equal(t, c.ru, strings.Contains(out, "RU["), "%s -> %s", c.in, out)
			if c.km {
				require.Contains(t, out, c.komi)
			}
			if c.ru {
				require.Contains(t, out, c.rules)
			}
			g, err = ReadGame([]byte(out))
			require.NoError(t, err)
		}
		require.Equal(t, c.plays, g.Rules().Name, "%s read back", c.in)
	}

	// Setting a value makes it the game's own.
	g, err := ReadGame([]byte("(;SZ[9];B[ee])"))
	require.NoError(t, err)
	require.True(t, g.Defaulted("KM"))
	require.True(t, g.Defaulted("RU"))
	g.SetKomi(7)
	require.NoError(t, g.SetRules(core.ChineseRules))
	require.False(t, g.Defaulted("KM"))
	require.False(t, g.Defaulted("RU"))
	out := write(g)
	require.Contains(t, out, "KM[7]")
	require.Contains(t, out, "RU[Chinese]")

	// gobot's own games always write both.
	ng, err := core.NewGame(core.Size(9))
	require.NoError(t, err)
	require.False(t, ng.Defaulted("KM"))
	require.False(t, ng.Defaulted("RU"))
	out = write(ng)
	require.Contains(t, out, "KM[6.5]")
	require.Contains(t, out, "RU[Japanese]")
}
