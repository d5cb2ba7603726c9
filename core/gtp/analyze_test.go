package gtp

import (
	"strconv"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
	"github.com/stretchr/testify/require"
)

// twoLivingGroups sets up, on 5×5, a black and a white group that both
// have two eyes:
//
//	5 . X X O .
//	4 . . X O .
//	3 X X X O O
//	2 . . X O .
//	1 . X X O .
func twoLivingGroups(t *testing.T, e *Engine) {
	t.Helper()
	steps := []step{{"boardsize 5", "= "}, {"komi 0", "= "}}
	for _, v := range []string{"C1", "C2", "C3", "C4", "C5", "A3", "B3", "B1", "B5"} {
		steps = append(steps, step{"play b " + v, "= "})
	}
	for _, v := range []string{"D1", "D2", "D3", "D4", "D5", "E3"} {
		steps = append(steps, step{"play w " + v, "= "})
	}
	transcript(t, e, steps)
}

func TestFinalScoreAndStatus(t *testing.T) {
	e := New()
	twoLivingGroups(t, e)
	// Japanese rules: territory 6 against 4.
	transcript(t, e, []step{
		{"final_score", "= B+2.0"},
		{"final_status_list alive", "= B5 C5 C4 A3 B3 C3 C2 B1 C1\nD5 D4 D3 E3 D2 D1"},
		{"final_status_list dead", "= "},
		{"final_status_list seki", "= "},
		{"final_status_list", "? final_status_list takes a status: alive, dead or seki"},
		{"final_status_list sleeping", "? invalid status \"sleeping\" (alive, dead or seki)"},
		{"kgs-rules chinese", "= "},
		// Area: 15 against 10.
		{"final_score", "= B+5.0"},
		{"komi 5", "= "},
		{"final_score", "= 0"},
		{"komi 7.5", "= "},
		{"final_score", "= W+2.5"},
	})
	// final_score says what analysis.Analyze says, in GTP's format.
	s := analysis.Analyze(e.Game()).Score()
	require.Equal(t, "W+2.5", s.Result().String())
}

func TestUnconditionalStatus(t *testing.T) {
	e := New()
	transcript(t, e, []step{{"boardsize 5", "= "}, {"unconditional_status c3", "= undecided"}})
	twoLivingGroups(t, e)
	transcript(t, e, []step{
		{"unconditional_status c3", "= alive"},
		{"unconditional_status D3", "= alive"},
		{"unconditional_status a1", "= black_territory"},
		{"unconditional_status e5", "= white_territory"},
		{"unconditional_status f1", "? invalid coordinate \"f1\" on 5x5"},
		{"unconditional_status", "? unconditional_status takes a vertex"},
		// A white stone in Black's eye is dead.
		{"play w a1", "= "},
		{"unconditional_status a1", "= dead"},
	})
}

// gfxWords are the GoGui gfx commands an answer may use.
var gfxWords = map[string]bool{"BLACK": true, "WHITE": true, "COLOR": true, "INFLUENCE": true, "LABEL": true,
	"MARK": true, "SQUARE": true, "TRIANGLE": true, "CIRCLE": true, "TEXT": true, "CLEAR": true, "VAR": true}

func TestAnalyzeCommands(t *testing.T) {
	e := New()
	twoLivingGroups(t, e)
	transcript(t, e, []step{{"play w a1", "= "}})
	ans, _ := e.Handle("gogui-analyze_commands")
	require.True(t, strings.HasPrefix(ans, "= "))
	lines := strings.Split(strings.TrimSpace(ans[2:]), "\n")
	require.GreaterOrEqual(t, len(lines), 4)
	for _, l := range lines {
		parts := strings.SplitN(l, "/", 3)
		require.Len(t, parts, 3, l)
		require.Contains(t, []string{"gfx", "string", "plist", "sboard", "cboard", "dboard", "pspairs", "bwboard", "none", "var", "param", "hpstring", "hstring", "psring", "pstring"}, parts[0])
		cmd := strings.ReplaceAll(parts[2], "%c", "b")
		known, _ := e.Handle("known_command " + strings.Fields(cmd)[0])
		require.Equal(t, "= true\n\n", known, cmd)
		out, _ := e.Handle(cmd)
		require.True(t, strings.HasPrefix(out, "= "), "%s: %s", cmd, out)
		if parts[0] != "gfx" {
			continue
		}
		for _, gl := range strings.Split(strings.TrimSpace(out[2:]), "\n") {
			if gl == "" {
				continue
			}
			f := strings.Fields(gl)
			require.True(t, gfxWords[f[0]], "%s: %q is not a GoGui gfx line", cmd, gl)
			if f[0] == "TEXT" {
				continue
			}
			args := f[1:]
			step := 1
			switch f[0] {
			case "INFLUENCE", "LABEL":
				step = 2
			case "COLOR":
				args = args[1:]
			}
			require.Zero(t, len(args)%step, gl)
			for i := 0; i < len(args); i += step {
				_, err := core.ParseGTP(args[i], 5)
				require.NoError(t, err, "%s: %q", cmd, gl)
			}
		}
	}
	// The territory and Benson views agree with the analysis they show.
	terr, _ := e.Handle("gobot-unconditional")
	require.Contains(t, terr, "SQUARE ")
	require.Contains(t, terr, "MARK A1")
	require.Contains(t, terr, "\nBLACK A5 A4 B4 A2 B2")
	require.Contains(t, terr, "\nWHITE E5 E4 E2 E1")
	eyes, _ := e.Handle("gobot-eyes")
	require.True(t, strings.HasPrefix(eyes, "= LABEL "), eyes)
	a := analysis.Analyze(e.Game())
	regions := 0
	for _, g := range a.Groups() {
		require.Contains(t, eyes, " "+g.Stones.First().String()+" "+strconv.FormatFloat(g.Eyes, 'f', -1, 64)+"/"+strconv.Itoa(g.Regions))
		regions += g.Regions
	}
	require.Positive(t, regions, "the living groups enclose regions")
}

func TestInfluence(t *testing.T) {
	e := New()
	transcript(t, e, []step{{"boardsize 9", "= "}, {"gobot-influence", "= INFLUENCE"}, {"play b e5", "= "}, {"play w c3", "= "}})
	ans, _ := e.Handle("gobot-influence")
	f := strings.Fields(strings.TrimSpace(ans[1:]))
	require.Equal(t, "INFLUENCE", f[0])
	vals := map[string]string{}
	for i := 1; i+1 < len(f); i += 2 {
		vals[f[i]] = f[i+1]
	}
	// Next to each stone the field is its colour's; stones themselves are
	// left out.
	require.False(t, strings.HasPrefix(vals["E6"], "-"), vals["E6"])
	require.True(t, strings.HasPrefix(vals["C2"], "-"), vals["C2"])
	require.NotContains(t, vals, "E5")
	require.NotContains(t, vals, "C3")
}
