package bot_test

import (
	"testing"

	"github.com/gobot-baduk/gobot/bot"
	"github.com/stretchr/testify/require"
)

func TestParseCommandLine(t *testing.T) {
	tests := []struct {
		line string
		want bot.CommandLine
		err  bool
	}{
		{"/play opponent:bob size:9", bot.CommandLine{Command: "play", Options: map[string]string{"opponent": "bob", "size": "9"}}, false},
		{"/score toggle point:D4", bot.CommandLine{Command: "score", Subcommand: "toggle", Options: map[string]string{"point": "D4"}}, false},
		{`/play opponent:"bob smith" komi:7`, bot.CommandLine{Command: "play", Options: map[string]string{"opponent": "bob smith", "komi": "7"}}, false},
		{"/game   sgf", bot.CommandLine{Command: "game", Subcommand: "sgf", Options: map[string]string{}}, false},
		{"play", bot.CommandLine{}, true},
		{"/move point:D4 point:E5", bot.CommandLine{}, true},
		{"/move point:D4 stray", bot.CommandLine{}, true},
		{`/move point:"D4`, bot.CommandLine{}, true},
	}
	for _, tc := range tests {
		t.Run(tc.line, func(t *testing.T) {
			got, err := bot.ParseCommandLine(tc.line)
			if tc.err {
				require.ErrorIs(t, err, bot.ErrLine)
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
		cl, err := bot.ParseCommandLine(line)
		if err != nil {
			return
		}
		again, err := bot.ParseCommandLine(cl.String())
		require.NoError(t, err, "%q -> %q", line, cl.String())
		require.Equal(t, cl, again)
	})
}
