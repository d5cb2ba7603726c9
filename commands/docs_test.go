package commands_test

import (
	"bytes"
	"flag"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/match"
	"github.com/stretchr/testify/require"
)

var docs = flag.Bool("docs", false, "write the README's example images in ../docs")

// TestDocs plays a short 9×9 game through the commands, as two people in
// Discord would, and keeps the image of each reply the README shows. With
// -docs it writes them to docs/cmd-*.png:
//
//	go test ./commands -run TestDocs -docs
func TestDocs(t *testing.T) {
	h := newHarness(t)
	files := map[string]*commands.Response{}
	// Replies without an image are drawn as Discord shows them.
	names := map[string]string{alice.ID: "Alice", bob.ID: "Bob", carol.ID: "Carol", mod.ID: "Mod", puzzleChannel: "go-puzzles"}
	cards := map[string]*commands.Response{}
	cards["cmd-challenge.png"] = h.run(alice, "/play opponent:bob size:9 color:black komi:6.5")
	files["cmd-play.png"] = h.click(bob, "accept")
	moves := []string{"E5", "D3", "C4", "C3", "D4", "E3", "F4", "F3", "G4", "G3", "B3", "B2", "H3", "H2", "G2", "F2", "B4", "A2", "J2", "D6", "F6"}
	who := []commands.User{alice, bob}
	for i, m := range moves {
		r := h.run(who[i%2], "/move point:"+m)
		require.False(t, r.Ephemeral, "move %d %s: %s", i+1, m, r.Content)
		files["cmd-move.png"] = r
	}
	h.allowAnalysis()
	files["cmd-board-overlays.png"] = h.run(bob, "/board overlay:status,eyes,territory")
	files["cmd-analyze.png"] = h.run(bob, "/analyze")
	files["cmd-puzzle.png"] = h.run(carol, "/puzzle today")
	files["cmd-game-resign.png"] = h.run(bob, "/game resign")
	require.Contains(t, files["cmd-game-resign.png"].Content, "Game over: Black wins by resignation")
	// A finished game in another channel, for the scoring proposal:
	// Black walls column E, White column F, and White's invader at B5 dies.
	h.channel = "2222222222222222223"
	startGame(t, h, "komi:6.5")
	moves = moves[:0]
	for i := 1; i <= 8; i++ {
		moves = append(moves, fmt.Sprintf("E%d", i), fmt.Sprintf("F%d", i))
	}
	moves = append(moves, "E9", "B5", "pass", "F9")
	for i, m := range moves {
		r := h.run(who[i%2], "/move point:"+m)
		require.False(t, r.Ephemeral, "move %d %s: %s", i+1, m, r.Content)
	}
	h.run(alice, "/move point:pass")
	files["cmd-score.png"] = h.run(bob, "/move point:pass")
	require.Contains(t, files["cmd-score.png"].Content, "**Scoring.**")
	// A review of a teaching game, at its variations.
	rh, _ := newReviewHarness(t)
	require.False(t, rh.reviewStart(alice, "lesson.sgf", 900).Ephemeral)
	files["cmd-review.png"] = rh.run(bob, "/review goto move:7")
	// Last, as it changes the defaults of later games: a server manager
	// sets them and the daily puzzle; anyone may look.
	require.True(t, h.run(mod, "/settings play rules:chinese size:13").Ephemeral)
	require.True(t, h.run(mod, "/settings daily channel:"+puzzleChannel+" hour:18").Ephemeral)
	cards["cmd-settings.png"] = h.run(carol, "/settings show")
	require.Contains(t, cards["cmd-settings.png"].Content, "New games: 13×13, chinese rules")
	cards["cmd-help.png"] = h.run(carol, "/help")
	files["cmd-prefs.png"] = h.run(carol, "/prefs theme:high-contrast")
	// A game on an hour per move whose player let the time run out: the
	// reminder, and the end on time (its text: the image is the board).
	ch, clock := newClockHarness(t)
	startGame(t, ch, "time:1h")
	ch.play("E5", "C3", "D4", "F6")
	clock.Advance(30 * time.Minute)
	require.Len(t, ch.fire(), 1)
	files["cmd-reminder.png"] = ch.posted[ch.channel][len(ch.posted[ch.channel])-1]
	clock.Advance(30*time.Minute + match.DeadlineGrace)
	require.Len(t, ch.fire(), 1)
	end := ch.posted[ch.channel][len(ch.posted[ch.channel])-1]
	cards["cmd-timeout.png"] = &commands.Response{Content: end.Content}
	for name, r := range cards {
		require.Empty(t, r.Files, "%s has an image of its own", name)
		card := messageCard(t, r, names)
		_, err := png.Decode(bytes.NewReader(card))
		require.NoError(t, err)
		files[name] = &commands.Response{Content: r.Content, Files: []commands.File{{Name: name, ContentType: "image/png", Data: card}}}
	}
	for name, r := range files {
		requirePNG(t, r)
		if !*docs {
			continue
		}
		for _, f := range r.Files {
			if f.ContentType != "image/png" {
				continue
			}
			path := filepath.Join("..", "docs", name)
			require.NoError(t, os.WriteFile(path, f.Data, 0o644))
			t.Logf("wrote %s (%d KiB): %s", path, len(f.Data)/1024, firstLine(r.Content))
		}
	}
}

// puzzleChannel is the channel the docs' server posts its daily puzzle in.
const puzzleChannel = "3333333333333333333"

func firstLine(s string) string {
	for i, r := range s {
		if r == '\n' {
			return s[:i]
		}
	}
	return fmt.Sprint(s)
}
