package gtp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// session runs the lines through a fresh engine's Serve and returns
// everything it wrote.
func session(t *testing.T, e *Engine, lines ...string) string {
	t.Helper()
	var out strings.Builder
	require.NoError(t, e.Serve(strings.NewReader(strings.Join(lines, "\n")+"\n"), &out))
	return out.String()
}

// transcript checks a GTP exchange: each step is a command line and the
// answer expected, without the final empty line.
type step struct{ in, want string }

func transcript(t *testing.T, e *Engine, steps []step) {
	t.Helper()
	for _, s := range steps {
		got, _ := e.Handle(s.in)
		want := s.want + "\n\n"
		if s.want == "" {
			want = ""
		}
		require.Equal(t, want, got, "command %q", s.in)
	}
}

func TestAdministrativeCommands(t *testing.T) {
	e := New(Version("1.2.3"))
	transcript(t, e, []step{
		{"protocol_version", "= 2"},
		{"name", "= gobot"},
		{"version", "= 1.2.3"},
		{"known_command play", "= true"},
		{"known_command all_legal", "= true"},
		{"known_command kgs-rules", "= true"},
		{"known_command frobnicate", "= false"},
		{"known_command", "? known_command takes one command name"},
		{"frobnicate", "? unknown command"},
		{"Name", "? unknown command"}, // commands are case-sensitive
	})
	got, _ := e.Handle("list_commands")
	require.True(t, strings.HasPrefix(got, "= "))
	listed := strings.Fields(got[1:])
	for _, c := range []string{"protocol_version", "name", "version", "known_command", "list_commands", "quit",
		"boardsize", "clear_board", "komi", "play", "undo", "genmove", "showboard", "final_score",
		"final_status_list", "fixed_handicap", "place_free_handicap", "set_free_handicap",
		"is_legal", "all_legal", "list_stones", "captures", "kgs-rules", "unconditional_status", "gogui-analyze_commands"} {
		require.Contains(t, listed, c)
	}
	for _, c := range listed {
		ans, _ := e.Handle("known_command " + c)
		require.Equal(t, "= true\n\n", ans, c)
	}
}

func TestLineHandling(t *testing.T) {
	e := New()
	transcript(t, e, []step{
		{"", ""},
		{"   \t ", ""},
		{"# a comment", ""},
		{"  # an indented comment", ""},
		{"name # trailing comment", "= gobot"},
		{"name\r", "= gobot"},      // CR-LF line ends
		{"\tname\t", "= gobot"},    // tabs are spaces
		{"na\x01me", "= gobot"},    // other control characters are dropped
		{"7 name", "=7 gobot"},     // ids are echoed
		{"007 name", "=007 gobot"}, // as written
		{"42 frobnicate", "?42 unknown command"},
		{"42", "?42 missing command after the id"},
		{"-1 name", "? unknown command"}, // not an id
		{"3 boardsize 1", "?3 unacceptable size (sizes go from 2 to 25)"},
		{"protocol_version extra arguments", "= 2"},
		{"name", "= gobot"}, // errors never end the engine
	})
}

func TestServe(t *testing.T) {
	out := session(t, New(), "1 name", "", "# nothing", "2 bogus", "3 quit", "4 name")
	require.Equal(t, "=1 gobot\n\n?2 unknown command\n\n=3 \n\n", out)

	// The end of input ends the session too, and a last line without a
	// newline is still answered.
	var sb strings.Builder
	require.NoError(t, New().Serve(strings.NewReader("name\r\nversion"), &sb))
	require.Equal(t, "= gobot\n\n= dev\n\n", sb.String())

	// A line over the limit is refused, and the engine goes on.
	sb.Reset()
	long := strings.Repeat("x", MaxLineBytes+10)
	require.NoError(t, New().Serve(strings.NewReader("name\n"+long+"\nname\n"), &sb))
	require.Equal(t, "= gobot\n\n? line longer than 1048576 bytes\n\n= gobot\n\n", sb.String())
}

func TestAnswersHaveNoEmptyLines(t *testing.T) {
	for _, s := range []string{"a\n\nb", "a\n\n\nb\n", "x\x00y", "\n\nz"} {
		got := sanitize(s)
		require.NotContains(t, got, "\n\n", "%q", s)
		require.False(t, strings.HasSuffix(got, "\n"))
	}
	require.Equal(t, "a\n \nb", sanitize("a\n\nb"))
	require.Equal(t, "two words", oneLine("two\n\twords\x00"))
	e := New(Name("bad\nname"))
	ans, _ := e.Handle("name")
	require.Equal(t, "= bad name\n\n", ans)
}

// Failure messages are ASCII: core's 9×9 and A–T become 9x9 and A-T, and
// other characters (a file name's) are escaped.
func TestFailureMessagesAreASCII(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.sgf")
	require.NoError(t, os.WriteFile(big, []byte("(;FF[4]SZ[30])"), 0o644))
	e := New()
	transcript(t, e, []step{
		{"boardsize 8", "= "},
		{"fixed_handicap 5", "? invalid handicap: 5 stones on a 8x8 board (7x7 and even boards allow at most 4)"},
		{"play b z1", "? invalid coordinate \"z1\" on 8x8"},
		{"loadsgf " + filepath.Join(dir, "grün.sgf"), "? cannot open or parse \"" + filepath.Join(dir, "gr\\u00fcn.sgf") + "\": open " + filepath.Join(dir, "gr\\u00fcn.sgf") + ": no such file or directory"},
	})
	ans, _ := e.Handle("loadsgf " + big)
	require.True(t, strings.HasPrefix(ans, "? cannot open or parse"), ans)
	for _, c := range []byte(ans) {
		require.Less(t, c, byte(0x80), ans)
	}
	require.Equal(t, "9x9, A-T, 'a' \"b\" ...", ascii("9×9, A–T, ‘a’ “b” …"))
}

// Like GNU Go, commands ignore arguments beyond those they take, except
// printsgf, which writes a file: a name with a space would otherwise be
// written somewhere else without a word.
func TestExtraArguments(t *testing.T) {
	e := New()
	transcript(t, e, []step{
		{"boardsize 9 x", "= "},
		{"komi 5.5 x", "= "},
		{"play b e5 x", "= "},
		{"is_legal w e5 x", "= 0"},
		{"list_stones black x", "= E5"},
		{"captures white x", "= 0"},
		{"known_command play x", "= true"},
		{"kgs-rules chinese x", "= "},
	})
	ans, _ := e.Handle("genmove w x y")
	require.True(t, strings.HasPrefix(ans, "= "), ans)
	transcript(t, e, []step{
		{"undo x", "= "},
		{"final_status_list dead x", "= "},
		{"unconditional_status e5 x", "= undecided"},
		{"printsgf a b", "? printsgf takes at most a file name"},
		{"list_stones", "? list_stones takes a color"},
		{"play b", "? play takes a color and a vertex"},
	})
}
