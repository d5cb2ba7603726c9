package bot_test

import (
	"encoding/json"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/bot"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/engine"
	"github.com/gobot-baduk/gobot/internal/gnugo"
	"github.com/stretchr/testify/require"
)

// TestDeferredProgress: /review mistakes, deferred, edits its reply with
// its progress ("Evaluating move 50 of 50 ▓…") before the list replaces
// it; all through the REST stand-in. It needs GNU Go.
func TestDeferredProgress(t *testing.T) {
	path, err := gnugo.Path()
	if err != nil {
		t.Skipf("%v; apt-get install gnugo runs this test", err)
	}
	pool, err := engine.NewPool(engine.Config{Command: []string{path, "--mode", "gtp", "--level", "1"}, Procs: 1, Timeout: 30 * time.Second}, nil)
	require.NoError(t, err)
	t.Cleanup(func() { pool.Close() })
	e := newEnvWith(t, nil, nil, []commands.Option{commands.WithFetcher(bot.FileFetcher{}), commands.WithEngine(pool, "")})
	file, err := filepath.Abs("../commands/testdata/review/planted.sgf")
	require.NoError(t, err)
	start := cmd(alice, "review", map[string]string{"file": "900"})
	start.Subcommand = "start"
	start.Attachments = map[string]commands.Attachment{"900": {ID: "900", Filename: "planted.sgf", URL: "file://" + file, Size: 400}}
	e.do(start)
	mistakes := cmd(bob, "review", nil)
	mistakes.Subcommand = "mistakes"
	r, _ := e.do(mistakes)
	require.Equal(t, discordgo.InteractionResponseDeferredChannelMessageWithSource, r.Type)
	var edits []string
	deadline := time.After(60 * time.Second)
	for {
		select {
		case rec := <-e.discord.got:
			if rec.method != http.MethodPatch {
				continue
			}
			edit, _ := decodeEdit(t, rec)
			edits = append(edits, edit)
			if strings.HasPrefix(edit, "**Mistakes in") {
				require.Contains(t, edits[len(edits)-2], "Evaluating move 50 of 50 ▓▓▓▓▓▓▓▓▓▓", "progress came first: %q", edits)
				require.Contains(t, edit, "move 37 J8")
				return
			}
		case <-deadline:
			t.Fatalf("no list of mistakes; edits: %q", edits)
		}
	}
}

// TestLateAnswerPosted: an answer that comes after the interaction's
// token has expired (TokenLife) is posted in the channel instead.
func TestLateAnswerPosted(t *testing.T) {
	e := newEnv(t, bot.TokenLife(time.Nanosecond))
	startGame(t, e)
	allowLiveAnalysis(t, e.store)
	r, _ := e.do(cmd(bob, "analyze", nil))
	require.Equal(t, discordgo.InteractionResponseDeferredChannelMessageWithSource, r.Type)
	deadline := time.After(10 * time.Second)
	for {
		select {
		case rec := <-e.discord.got:
			require.NotEqual(t, http.MethodPatch, rec.method, "no edit with an expired token")
			if rec.method == http.MethodPost && rec.path == "/api/v10/channels/"+channelID+"/messages" {
				m := readRecorded(t, rec)
				var msg struct {
					Content string `json:"content"`
				}
				require.NoError(t, json.Unmarshal(m.JSON, &msg))
				require.Contains(t, msg.Content, "**Analysis**")
				return
			}
		case <-deadline:
			t.Fatal("the late answer was not posted")
		}
	}
}
