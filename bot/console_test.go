package bot_test

import (
	"bytes"
	"context"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/bot"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/store/memory"
	"github.com/stretchr/testify/require"
)

// TestConsoleGame plays a scripted game in the console, from /play to the
// recorded result with its SGF file.
func TestConsoleGame(t *testing.T) {
	st := memory.New()
	b, err := commands.New(commands.Stores{Games: st, Interactions: st, Guilds: st}, commands.WithCoin(func() bool { return true }))
	require.NoError(t, err)
	dir := t.TempDir()
	var out bytes.Buffer
	c := bot.NewConsole(b, &out, dir)
	script := []string{
		"as alice /play opponent:bob size:9 color:black komi:6.5",
		"as carol click accept",
		"as bob click accept",
	}
	moves := []string{}
	for i := 1; i <= 9; i++ {
		moves = append(moves, "E"+string(rune('0'+i)), "F"+string(rune('0'+i)))
	}
	for i, m := range moves {
		who := "alice"
		if i%2 == 1 {
			who = "bob"
		}
		script = append(script, "as "+who+" /move "+m)
	}
	script = append(script,
		"as alice /move point:pass",
		"as bob click pass",
		"as alice click accept score",
		"as bob /score accept",
		"quit",
	)
	require.NoError(t, c.Run(context.Background(), strings.NewReader(strings.Join(script, "\n"))))
	text := out.String()
	require.Contains(t, text, "(only carol sees this) This challenge is for bob")
	require.Contains(t, text, "@alice, your move as **Black**")
	require.Contains(t, text, "Both players have passed")
	// Japanese: Black 36, White 27 + 6.5.
	require.Contains(t, text, "Game over: Black wins by 2.5 points** (B+2.5)")
	files := regexp.MustCompile(`\[file\] (\S+)`).FindAllStringSubmatch(text, -1)
	require.GreaterOrEqual(t, len(files), 22)
	last := files[len(files)-1][1]
	require.True(t, strings.HasSuffix(last, ".sgf"), last)
	sgf, err := os.ReadFile(last)
	require.NoError(t, err)
	require.Contains(t, string(sgf), "RE[B+2.5]")
	img, err := os.ReadFile(files[0][1])
	require.NoError(t, err)
	_, err = png.Decode(bytes.NewReader(img))
	require.NoError(t, err)
	require.Equal(t, dir, filepath.Dir(files[0][1]))
}

// TestConsoleBareValue: a bare value ("/move I5") is the first option,
// kept as typed, so the reply quotes what the user wrote.
func TestConsoleBareValue(t *testing.T) {
	st := memory.New()
	b, err := commands.New(commands.Stores{Games: st, Interactions: st, Guilds: st}, commands.WithCoin(func() bool { return true }))
	require.NoError(t, err)
	var out bytes.Buffer
	c := bot.NewConsole(b, &out, t.TempDir())
	for _, line := range []string{"as alice /play opponent:bob size:9 color:black", "as bob click accept", "as alice /move I5", "as alice /move Zz9", "as alice /move d4", "as bob /score toggle E5"} {
		c.Line(context.Background(), line)
	}
	text := out.String()
	require.Contains(t, text, `(only alice sees this) "I5" is not a point`)
	require.Contains(t, text, `"Zz9" is not a point`)
	require.Contains(t, text, "played D4")
	require.Contains(t, text, "(only bob sees this) The game is not being scored")
}
