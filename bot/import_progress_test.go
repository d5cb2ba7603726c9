package bot_test

import (
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/bot"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/stretchr/testify/require"
)

// TestImportProgress imports a book of problems over HTTP: the request is
// deferred, the reply is edited to show which problem is being proved,
// and then into the result.
func TestImportProgress(t *testing.T) {
	e := newEnvWith(t, nil, nil, []commands.Option{commands.WithFetcher(bot.FileFetcher{})})
	abs, err := filepath.Abs("../puzzles/testdata/books/goproblems.sgf")
	require.NoError(t, err)
	req := cmd(alice, "puzzle", map[string]string{"file": "901"})
	req.Subcommand, req.Admin = "import", true
	req.Attachments = map[string]commands.Attachment{"901": {ID: "901", Filename: "goproblems.sgf", URL: "file://" + abs, Size: 900}}
	r, _ := e.do(req)
	require.Equal(t, discordgo.InteractionResponseDeferredChannelMessageWithSource, r.Type)
	var edits []string
	deadline := time.After(20 * time.Second)
	for {
		select {
		case rec := <-e.discord.got:
			require.Equal(t, http.MethodPatch, rec.method)
			require.Equal(t, "/api/v10/webhooks/"+appID+"/"+secretToken+"/messages/@original", rec.path)
			edit, _ := decodeEdit(t, rec)
			edits = append(edits, edit)
			if strings.Contains(edit, "imported") {
				require.Equal(t, "Proving problem 1 of 3 from goproblems.sgf…", edits[0], "the first edit shows the progress")
				require.Contains(t, edit, "3 problems read, 3 proved by gobot's solver; **3 imported**")
				return
			}
		case <-deadline:
			t.Fatalf("no edit with the import's result; edits: %q", edits)
		}
	}
}
