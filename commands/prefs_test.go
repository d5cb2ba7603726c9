package commands_test

import (
	"io"
	"sync"
	"testing"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
	"github.com/stretchr/testify/require"
)

// lookRecorder is a renderer that records the look of each image and
// draws it with gobot's renderer.
type lookRecorder struct {
	mu    sync.Mutex
	looks []match.Look
}

func (l *lookRecorder) RenderBoard(w io.Writer, g *core.Game, v commands.View) error {
	l.mu.Lock()
	l.looks = append(l.looks, v.Look)
	l.mu.Unlock()
	return commands.DefaultRenderer().RenderBoard(w, g, v)
}

// last returns the look of the last image drawn.
func (l *lookRecorder) last(t *testing.T) match.Look {
	t.Helper()
	l.mu.Lock()
	defer l.mu.Unlock()
	require.NotEmpty(t, l.looks)
	return l.looks[len(l.looks)-1]
}

// TestPrefs: /prefs shows and saves a person's preferences, refusing
// what it does not know, and answers only them, with a preview in their
// look.
func TestPrefs(t *testing.T) {
	rec := &lookRecorder{}
	h := newHarness(t, commands.WithRenderer(rec))
	r := h.run(alice, "/prefs")
	require.True(t, r.Ephemeral)
	require.Contains(t, r.Content, "Your preferences: classic theme, coordinates shown, a ping when it is your move.")
	requirePNG(t, r)
	require.Equal(t, match.Look{}, rec.last(t))

	r = h.run(alice, "/prefs theme:high-contrast coordinates:false")
	require.True(t, r.Ephemeral)
	require.Contains(t, r.Content, "Saved. Your preferences: high-contrast theme, no coordinates, a ping when it is your move.")
	require.Equal(t, match.Look{Theme: match.ThemeHighContrast, NoCoordinates: true}, rec.last(t), "the preview is drawn the new way")
	p, err := h.store.Prefs(t.Context(), alice.ID)
	require.NoError(t, err)
	require.Equal(t, match.Prefs{UserID: alice.ID, Theme: match.ThemeHighContrast, NoCoordinates: true}, p)

	requireMistake(t, h.run(alice, "/prefs theme:neon"), `Unknown theme "neon": choose classic or high-contrast.`)
	requireMistake(t, h.run(alice, "/prefs size:9"), "Nothing was saved", "`theme`, `coordinates` and `turn-ping`")
	requireMistake(t, h.run(alice, "/prefs coordinates:maybe"), "`coordinates` is on or off")
	p, _ = h.store.Prefs(t.Context(), alice.ID)
	require.Equal(t, match.ThemeHighContrast, p.Theme, "refusals change nothing")
}

// TestLooks: the images of someone's own ephemeral replies are drawn their
// way; a game's public images the way its players chose together (high
// contrast if either asked, coordinates unless both turned them off);
// everyone else's replies keep theirs.
func TestLooks(t *testing.T) {
	rec := &lookRecorder{}
	h := newHarness(t, commands.WithRenderer(rec))
	h.run(alice, "/prefs theme:high-contrast coordinates:false")
	startGame(t, h, "")
	require.Equal(t, match.Look{Theme: match.ThemeHighContrast}, rec.last(t), "public: Bob keeps the coordinates")
	h.allowAnalysis()
	h.play("E5")
	require.Equal(t, match.Look{Theme: match.ThemeHighContrast}, rec.last(t))

	h.click(alice, "analyze")
	require.Equal(t, match.Look{Theme: match.ThemeHighContrast, NoCoordinates: true}, rec.last(t), "Alice's own analysis")
	h.click(carol, "analyze")
	require.Equal(t, match.Look{}, rec.last(t), "Carol's own analysis")

	h.run(bob, "/prefs coordinates:off")
	h.play("C3")
	require.Equal(t, match.Look{Theme: match.ThemeHighContrast, NoCoordinates: true}, rec.last(t), "both turned the coordinates off")
}

// TestQuietTurns: someone who turned the turn ping off is named, not
// pinged, by the message that makes it their move.
func TestQuietTurns(t *testing.T) {
	h := newHarness(t)
	h.run(bob, "/prefs turn-ping:false")
	startGame(t, h, "")
	r := h.play("E5")
	require.Contains(t, r.Content, "<@"+bob.ID+">, your move as **White**")
	require.Empty(t, r.Mentions, "Bob asked not to be pinged on his turn")
	r = h.play("C3")
	require.Equal(t, []string{alice.ID}, r.Mentions)
}
