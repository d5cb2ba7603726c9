package bot_test

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/bot"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/store/memory"
	"github.com/stretchr/testify/require"
)

func newConsole(t *testing.T, out io.Writer, dir string) *bot.Console {
	t.Helper()
	st := memory.New()
	b, err := commands.New(match.Stores{Games: st, Interactions: st, Guilds: st}, commands.WithCoin(func() bool { return true }))
	require.NoError(t, err)
	return bot.NewConsole(b, out, dir)
}

// TestConsoleStopsWhileWaiting: the console ends as soon as its context
// does (Ctrl-C), while it waits for a line that never comes (B3).
func TestConsoleStopsWhileWaiting(t *testing.T) {
	in, w := io.Pipe()
	defer w.Close()
	c := newConsole(t, io.Discard, t.TempDir())
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- c.Run(ctx, in) }()
	time.Sleep(50 * time.Millisecond)
	cancel()
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(5 * time.Second):
		t.Fatal("the console did not stop when its context ended; it waits for Enter")
	}
}

// TestConsoleLongLine: a line longer than 64 KB is refused with a message
// and the console goes on with the next line (B3).
func TestConsoleLongLine(t *testing.T) {
	var out bytes.Buffer
	c := newConsole(t, &out, t.TempDir())
	long := "as alice /review comment text:" + strings.Repeat("x", 200<<10)
	in := strings.NewReader(long + "\nas alice /play opponent:bob size:9\nquit\n")
	require.NoError(t, c.Run(context.Background(), in))
	text := out.String()
	require.Contains(t, text, "? that line is too long")
	require.Contains(t, text, "challenges @bob to a game", "the console went on after the long line:\n%s", text)
}

// TestConsoleImageNumbers: a console started on a folder that holds
// images from an earlier run numbers its images after them, and
// overwrites none (B3).
func TestConsoleImageNumbers(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "0007-board.png")
	require.NoError(t, os.WriteFile(old, []byte("earlier"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("not an image"), 0o644))
	var out bytes.Buffer
	c := newConsole(t, &out, dir)
	script := "as alice /play opponent:bob size:9 color:black\nas bob click accept\nquit\n"
	require.NoError(t, c.Run(context.Background(), strings.NewReader(script)))
	files := regexp.MustCompile(`\[file\] (\S+)`).FindAllStringSubmatch(out.String(), -1)
	require.NotEmpty(t, files)
	require.Equal(t, "0008-board.png", filepath.Base(files[0][1]))
	b, err := os.ReadFile(old)
	require.NoError(t, err)
	require.Equal(t, "earlier", string(b))
}

// TestConsoleHelp: the console's help is its own lines followed by /help's
// text, and "help TOPIC" prints a topic's page, as /help topic: does.
func TestConsoleHelp(t *testing.T) {
	out := consoleOut(t, "help", "help clocks", "help chess", "as alice /help topic:clocks")
	overview, err := commands.HelpText("")
	require.NoError(t, err)
	clocks, err := commands.HelpText("clocks")
	require.NoError(t, err)
	require.Contains(t, out, bot.ConsoleHelp+"\n\n"+overview+"\n")
	require.Contains(t, out, clocks+"\n")
	require.Contains(t, out, `? There is no help on "chess".`)
	require.Contains(t, out, "(only alice sees this) "+strings.ReplaceAll(clocks, "\n", "\n  "))
}

// TestConsoleClocks: once "time" has set the console's clock, "wait"
// lets time pass and the games' deadlines fire on it, printed as the
// bot's posts in their channels; "down" lets time pass with the bot down,
// and what came due meanwhile fires at the next tick, at its own time.
func TestConsoleClocks(t *testing.T) {
	clock := &bot.ConsoleClock{}
	st := memory.New()
	b, err := commands.New(match.Stores{Games: st, Interactions: st, Guilds: st, Deadlines: st}, commands.WithClock(clock), commands.WithCoin(func() bool { return true }))
	require.NoError(t, err)
	var out bytes.Buffer
	c := bot.NewConsole(b, &out, t.TempDir())
	c.WithDeadlines(bot.NewDeadlineScheduler(b, c.Poster(), nil), clock)
	for _, l := range []string{"time 2024-06-01 12:00", "as alice /play opponent:bob size:9 color:black time:1h", "as bob click accept",
		"as alice /move E5", "as bob /move C3", "time", "wait 30m", "wait 31m",
		"as alice /play opponent:bob size:9 color:black time:1h", "as bob click accept", "as alice /move E5", "as bob /move C3",
		"down 2h", "wait 5m", "wait 10x"} {
		c.Line(context.Background(), l)
	}
	text := out.String()
	require.Contains(t, text, "Time left: 1h, until 2024-06-01 13:00:00 UTC.")
	require.Contains(t, text, "the time is 2024-06-01 12:00 UTC")
	require.Contains(t, text, "[2024-06-01 12:30 UTC] #general: gobot posts")
	require.Contains(t, text, "⏰ @alice, half of your time for this move is gone: 30m left")
	require.Contains(t, text, "⏰ @alice's time (**Black**) ran out at 2024-06-01 13:00:00 UTC.")
	require.Contains(t, text, "(W+T)")
	require.Contains(t, text, "the bot was down until 2024-06-01 15:01 UTC: nothing was posted meanwhile")
	require.Contains(t, text, "⏰ @alice's time (**Black**) ran out at 2024-06-01 14:01:00 UTC.", "the deadline passed while down, at its own time")
	require.Contains(t, text, "? give a span of time")

	none := consoleOut(t, "wait 10m")
	require.Contains(t, none, "? this console runs no daily puzzle schedule and no clocks")
}
