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
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/store/memory"
	"github.com/stretchr/testify/require"
)

// TestConsoleGame plays a scripted game in the console, from /play to the
// recorded result with its SGF file.
func TestConsoleGame(t *testing.T) {
	st := memory.New()
	b, err := commands.New(match.Stores{Games: st, Interactions: st, Guilds: st}, commands.WithCoin(func() bool { return true }))
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
	b, err := commands.New(match.Stores{Games: st, Interactions: st, Guilds: st}, commands.WithCoin(func() bool { return true }))
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

// consoleOut runs lines in a fresh console with a memory store and returns
// what it printed.
func consoleOut(t *testing.T, lines ...string) string {
	t.Helper()
	st := memory.New()
	b, err := commands.New(match.Stores{Games: st, Interactions: st, Guilds: st}, commands.WithCoin(func() bool { return true }),
		commands.WithFetcher(bot.FileFetcher{}))
	require.NoError(t, err)
	var out bytes.Buffer
	c := bot.NewConsole(b, &out, t.TempDir())
	for _, l := range lines {
		c.Line(context.Background(), l)
	}
	return out.String()
}

// TestConsoleSelectMenu: a select menu is printed with its options
// numbered, and "as NAME select N" chooses one, as a click on Discord's
// menu would.
func TestConsoleSelectMenu(t *testing.T) {
	out := consoleOut(t,
		"as alice /review start file:../commands/testdata/review/lesson.sgf",
		"as alice /review goto move:2",
		"as bob select 2",
		"as bob select 9",
		"as bob select 3: Black C4",
	)
	require.Contains(t, out, "menu (Choose a variation; as NAME select N): 1: Black G7 (main line)  2: Black D3  3: Black C4")
	require.Contains(t, out, "(edits the message) **Review: Kim vs Lee** — move 3, Black D3 (variation 2 of 3 after move 2)")
	require.Contains(t, out, "2: Black D3 ✓", "the menu marks where the review is")
	require.Contains(t, out, `? the menu has no option "9": give its number, 1 to 3`)
	require.Contains(t, out, "move 3, Black C4 (variation 3 of 3 after move 2)", "an option can be chosen by its label")
	require.Contains(t, consoleOut(t, "as bob select 1"), "? no menu to choose from in #general")
}

// TestConsoleQuotes: the help says that a value with spaces is quoted, and
// so does the answer to a line that forgot.
func TestConsoleQuotes(t *testing.T) {
	require.Contains(t, bot.ConsoleHelp, `text:"nice move"`)
	require.Contains(t, bot.ConsoleHelp, "double quotes")
	out := consoleOut(t,
		"as alice /review start file:../commands/testdata/review/lesson.sgf",
		"as bob /review comment text:Nice move! yes",
		`as bob /review comment text:"Nice move! yes"`,
	)
	require.Contains(t, out, `? bad command line: "move!" is not an option (options are name:value); a value with spaces goes in double quotes, e.g. text:"nice move"`)
	require.Contains(t, out, "> bob: Nice move! yes")
}

// TestConsoleChannelNames: an option that takes a channel takes a console
// channel's name, and replies name the channel.
func TestConsoleChannelNames(t *testing.T) {
	out := consoleOut(t,
		"admin carol",
		"as carol /settings daily channel:general hour:7",
		"as carol /settings daily channel:#Puzzles",
		"channel #Puzzles",
		"as carol /settings show",
	)
	require.NotContains(t, out, "Choose the channel")
	require.Contains(t, out, "Saved. ")
	require.Contains(t, out, "The daily puzzle is posted in #general at 07:00 UTC.")
	require.Contains(t, out, "now in #puzzles")
	require.Contains(t, out, "now in #puzzles\n(only carol sees this) New games: 19×19, japanese rules, komi 6.5 (the rules' own). The daily puzzle is posted in #puzzles at 12:00 UTC.")
}

// TestConsoleMissingFile: naming a file that is not there is the user's
// mistake, said plainly, not "something went wrong on gobot's side".
func TestConsoleMissingFile(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "nonexist.sgf")
	out := consoleOut(t, "as alice /review start file:"+missing, "as alice /review start")
	require.Contains(t, out, "? file:"+missing+": there is no such file to attach")
	// Without a file, /review start reviews the channel's last game: it has none.
	require.Contains(t, out, "(only alice sees this) This channel has no finished game to review: attach a game record as `/review start file:`")
	require.NotContains(t, out, "went wrong")
}
