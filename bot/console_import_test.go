package bot_test

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/bot"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/store/memory"
	"github.com/stretchr/testify/require"
)

// TestConsoleImport imports a problem book at the console (file:PATH is
// the attachment), shows the progress, and draws a random puzzle at a
// level.
func TestConsoleImport(t *testing.T) {
	st := memory.New()
	b, err := commands.New(match.Stores{Games: st, Interactions: st, Guilds: st},
		commands.WithPractice(st, st), commands.WithFetcher(bot.FileFetcher{}), commands.WithLogger(slog.New(slog.NewTextHandler(io.Discard, nil))))
	require.NoError(t, err)
	var out bytes.Buffer
	c := bot.NewConsole(b, &out, t.TempDir())
	book, err := filepath.Abs("../puzzles/testdata/books/wrong-and-missing.sgf")
	require.NoError(t, err)
	script := []string{
		"admin carol",
		"as carol /puzzle import file:" + book,
		"as alice /puzzle imported",
		"as alice /puzzle random level:2",
		"as alice /puzzle random level:6",
		"quit",
	}
	require.NoError(t, c.Run(context.Background(), strings.NewReader(strings.Join(script, "\n"))))
	text := out.String()
	require.Contains(t, text, "… Proving problem 1 of 3 from wrong-and-missing.sgf…")
	require.Contains(t, text, "**2 imported**, 1 refused.")
	require.Contains(t, text, "❌ problem 1 (Bent three, misprinted): the book marks B A18 correct, but it fails: White answers at A19")
	require.Contains(t, text, "**This server's problems** (2 of at most 2000")
	require.Contains(t, text, "**Practice puzzle")
	require.Contains(t, text, "(level 2")
	require.Contains(t, text, "The level goes from 1 (easiest) to 5 (hardest), not \"6\".")
}
