package bot_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/bot"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/puzzles"
	"github.com/gobot-baduk/gobot/store/memory"
	"github.com/stretchr/testify/require"
	_ "time/tzdata"
)

// TestConsoleDailies runs the daily puzzle at the console on its own
// clock: the post comes at the server's hour in its zone, with its thread;
// the Answer form is filled in as a line; a day the bot is down costs the
// streak nothing; the next post brings the answer to the one before.
func TestConsoleDailies(t *testing.T) {
	st := memory.New()
	clock := &bot.ConsoleClock{}
	b, err := commands.New(match.Stores{Games: st, Interactions: st, Guilds: st, Daily: st}, commands.WithPractice(st, st), commands.WithClock(clock))
	require.NoError(t, err)
	var out bytes.Buffer
	c := bot.NewConsole(b, &out, t.TempDir())
	c.Schedule(bot.NewScheduler(b, nil, st, nil, bot.PostTo(c.Poster()), bot.ScheduleClock(clock.Now)), clock)
	// The day's puzzle and the player's moves of its main line.
	daily := puzzles.Daily(time.Date(2026, 3, 2, 12, 0, 0, 0, time.UTC))
	require.NotNil(t, daily)
	var line []string
	for n := daily.Solution(); len(n.Children()) > 0; {
		var next *puzzles.Node
		for _, k := range n.Children() {
			if k.Correct() {
				next = k
				break
			}
		}
		if next == nil {
			break
		}
		line = append(line, next.Move().Point().String())
		if len(next.Children()) == 0 {
			break
		}
		n = next.Children()[0]
	}
	answer := strings.Join(line, " ")
	title := daily.Title()
	thread := "puzzle-of-2026-03-02-" + strings.ToLower(strings.ReplaceAll(title, " ", "-"))
	script := []string{
		"admin carol",
		"as carol /settings daily channel:general hour:9 timezone:Asia/Kolkata",
		"time 2026-03-02 08:59",
		"wait 1m",
		"as alice click answer",
		"as alice submit ||" + answer + "|| " + line[0],
		"as alice submit " + answer,
		"down 2d",
		"wait 1h",
		"as alice /puzzle stats",
		"time someday",
		"wait forever",
		"quit",
	}
	require.NoError(t, c.Run(context.Background(), strings.NewReader(strings.Join(script, "\n"))))
	text := out.String()
	require.Contains(t, text, "the time is 2026-03-02 08:59 Asia/Kolkata")
	require.Contains(t, text, "[2026-03-02 09:00 Asia/Kolkata] #general: gobot posts")
	require.Contains(t, text, "**Daily puzzle of 2026-03-02: "+title+"**")
	require.Contains(t, text, "(a thread opens under it: #"+thread)
	require.Contains(t, text, "#"+thread+": gobot posts")
	require.Contains(t, text, `(a form opens for alice: "Answer: `+title+`"`)
	require.Contains(t, text, "🎉 **Solved!** A clean solve")
	require.Contains(t, text, "🔥 Streak: 1 day")
	require.Contains(t, text, "? alice has no form open", "a form is submitted once")
	require.Contains(t, text, "the bot was down until 2026-03-04 09:00 Asia/Kolkata: nothing was posted meanwhile")
	require.Contains(t, text, "**Daily puzzle of 2026-03-04: ")
	require.NotContains(t, text, "Daily puzzle of 2026-03-03", "the day the bot was down")
	require.Contains(t, text, "gobot replies to its post")
	require.Contains(t, text, "**The answer to the puzzle of 2026-03-02")
	require.Contains(t, text, "📊 1 tried it, 1 solved it at the first attempt")
	require.Contains(t, text, "🔥 Streak: **1** day (best 1)", "the streak lives on across the day down")
	require.Contains(t, text, "? give the time as YYYY-MM-DD HH:MM, in the server's time zone (Asia/Kolkata)")
	require.Contains(t, text, "? give a span of time such as 1d")
}
