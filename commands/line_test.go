package commands_test

import (
	"os"
	"path/filepath"
	"testing"
	"unicode/utf8"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/stretchr/testify/require"
)

func readFixture(name string) ([]byte, error) {
	return os.ReadFile(filepath.Join("testdata", "interactions", name))
}

func utf8Valid(s string) bool { return utf8.ValidString(s) }

func TestParseCommandLine(t *testing.T) {
	tests := []struct {
		line string
		want commands.CommandLine
		err  bool
	}{
		{"/play opponent:bob size:9", commands.CommandLine{Command: "play", Options: map[string]string{"opponent": "bob", "size": "9"}}, false},
		{"/score toggle point:D4", commands.CommandLine{Command: "score", Subcommand: "toggle", Options: map[string]string{"point": "D4"}}, false},
		{`/play opponent:"bob smith" komi:7`, commands.CommandLine{Command: "play", Options: map[string]string{"opponent": "bob smith", "komi": "7"}}, false},
		{"/game   sgf", commands.CommandLine{Command: "game", Subcommand: "sgf", Options: map[string]string{}}, false},
		{"play", commands.CommandLine{}, true},
		{"/move point:D4 point:E5", commands.CommandLine{}, true},
		{"/move point:D4 stray", commands.CommandLine{}, true},
		{`/move point:"D4`, commands.CommandLine{}, true},
	}
	for _, tc := range tests {
		t.Run(tc.line, func(t *testing.T) {
			got, err := commands.ParseCommandLine(tc.line)
			if tc.err {
				require.ErrorIs(t, err, commands.ErrLine)
				return
			}
			require.NoError(t, err)
			require.Equal(t, tc.want, got)
		})
	}
}

// FuzzCommandLine checks that any line that parses writes back to a line
// that parses to the same command, and that option values reach the
// commands' own parsers without a panic.
func FuzzCommandLine(f *testing.F) {
	for _, s := range []string{"/play opponent:bob size:9 komi:6.5 handicap:2 rules:chinese color:white", "/move point:dd", "/score toggle point:\"D 4\"", "/board overlay:status,eyes", "/game sgf", `/x a:"\"\\"`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		cl, err := commands.ParseCommandLine(line)
		if err != nil {
			return
		}
		again, err := commands.ParseCommandLine(cl.String())
		require.NoError(t, err, "%q -> %q", line, cl.String())
		require.Equal(t, cl, again)
	})
}
