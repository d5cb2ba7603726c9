package bot_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/bot"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/match/matchtest"
	"github.com/stretchr/testify/require"
)

// TestTimeoutOverHTTP plays a game on a minute per move through the signed
// HTTP endpoint (real Ed25519 signatures), under a manual clock: Black
// lets the minute run out, and the deadline scheduler posts the end of the
// game in the channel, as the bot, with the record (W+T) attached.
func TestTimeoutOverHTTP(t *testing.T) {
	clock := matchtest.NewClock(time.Date(2024, 6, 1, 12, 0, 0, 0, time.UTC))
	e := newEnvWith(t, nil, nil, []commands.Option{commands.WithClock(clock)})
	resp, _ := e.do(cmd(alice, "play", map[string]string{"opponent": bob.ID, "size": "9", "color": "black", "time": "1m"}))
	require.Contains(t, resp.Data.Content, "Clock: 1m per move.")
	g, err := e.store.ActiveGame(context.Background(), channelID)
	require.NoError(t, err)
	resp, _ = e.do(&commands.Request{Kind: commands.KindComponent, User: bob, CustomID: "accept:" + g.ID})
	require.Contains(t, resp.Data.Content, "Time left: 1m")
	clock.Advance(20 * time.Second)
	resp, _ = e.do(cmd(alice, "move", map[string]string{"point": "E5"}))
	require.Contains(t, resp.Data.Content, "played E5")
	clock.Advance(20 * time.Second)
	resp, _ = e.do(cmd(bob, "move", map[string]string{"point": "C3"}))
	require.Contains(t, resp.Data.Content, "played C3")

	sched := bot.NewDeadlineScheduler(e.bot, bot.RESTPoster(e.rest), nil)
	clock.Advance(59 * time.Second)
	n, err := sched.Tick(context.Background())
	require.NoError(t, err)
	require.Zero(t, n, "a minute is too short for reminders, and it is not over")
	clock.Advance(time.Second + match.DeadlineGrace)
	n, err = sched.Tick(context.Background())
	require.NoError(t, err)
	require.Equal(t, 1, n)
	rec := <-e.discord.got
	require.Equal(t, http.MethodPost, rec.method)
	require.Equal(t, "/api/v10/channels/"+channelID+"/messages", rec.path)
	content, files := decodeEdit(t, rec)
	require.Contains(t, content, "⏰ <@"+alice.ID+">'s time (**Black**) ran out at <t:1717243300:f>.")
	require.Contains(t, content, "**Game over: White wins on time** (W+T)")
	var sgf string
	for name, data := range files {
		if strings.HasSuffix(name, ".sgf") {
			sgf = string(data)
		}
	}
	require.Contains(t, sgf, "RE[W+T]")
	require.Contains(t, sgf, "OT[1m per move]")
	n, err = sched.Tick(context.Background())
	require.NoError(t, err)
	require.Zero(t, n, "the timeout is posted once")

	// The endpoint tells whoever asks that the game is over.
	resp, _ = e.do(cmd(alice, "move", map[string]string{"point": "D4"}))
	require.Contains(t, resp.Data.Content, "There is no game in this channel")
}
