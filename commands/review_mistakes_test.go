package commands_test

import (
	"context"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/engine"
	"github.com/gobot-baduk/gobot/internal/gnugo"
	"github.com/stretchr/testify/require"
)

// plantedGame is a 9×9 game GNU Go (level 1) played against itself, in
// which Black's move 37 was planted: with the six black stones of F7's
// group in atari, Black plays J8 on the edge far away instead.
const plantedGame = "planted.sgf"

// reviewWithEngine is a review harness whose engine is real GNU Go at
// level 1 (skipping without it), with the planted game among its files.
func reviewWithEngine(t *testing.T) *harness {
	t.Helper()
	path, err := gnugo.Path()
	if err != nil {
		t.Skipf("%v; apt-get install gnugo runs this test", err)
	}
	data, err := os.ReadFile("testdata/review/" + plantedGame)
	require.NoError(t, err)
	files := fakeFiles{cdn + plantedGame: data}
	pool := enginePool(t, engine.Config{Procs: 1, Timeout: 30 * time.Second}, path, "--mode", "gtp", "--level", "1")
	return newHarness(t, commands.WithFetcher(files), commands.WithEngine(pool, gobotID))
}

// TestReviewMistakesFindsPlantedBlunder: /review mistakes has GNU Go
// evaluate every move and lists the planted blunder among Black's, with
// the engine's better move; the progress is reported as it goes; the
// results are stored in the review (asked again, they come back without
// the engine) and exported as comments with the engine's move as a
// variation; the button takes the review to the position before it.
func TestReviewMistakesFindsPlantedBlunder(t *testing.T) {
	h := reviewWithEngine(t)
	r := h.reviewStart(alice, plantedGame, 400)
	require.False(t, r.Ephemeral, r.Content)

	var progress []string
	req := h.request(bob, "/review mistakes")
	require.Equal(t, commands.DeferMessage, h.bot.Deferral(req), "the evaluation is deferred")
	ctx := commands.WithProgress(context.Background(), func(s string) { progress = append(progress, s) })
	r = h.bot.Handle(ctx, req)
	require.False(t, r.Ephemeral, r.Content)
	t.Log(r.Content)
	require.Contains(t, r.Content, "**Mistakes in GNU Go vs GNU Go** — 50 moves evaluated")
	require.Contains(t, r.Content, "move 37 J8: about", "the planted blunder is listed")
	require.NotEmpty(t, progress)
	require.Equal(t, "Evaluating move 50 of 50 ▓▓▓▓▓▓▓▓▓▓", progress[len(progress)-1])

	// Stored: asked again, the list comes back at once.
	again := h.run(carol, "/review mistakes")
	require.Contains(t, again.Content, "evaluated earlier")
	require.Contains(t, again.Content, "move 37 J8: about")

	// The button goes to the position before the blunder, where the
	// engine's move is a variation beside J8.
	r = h.click(carol, "Move 37 (B)")
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "move 36, White C5")
	require.Contains(t, r.Content, "2 variations follow")
	require.Contains(t, r.Content, "1: Black J8 (main line)")

	// The export has the comments.
	r = h.run(alice, "/review sgf")
	out := string(r.Files[0].Data)
	require.Contains(t, out, "gobot: Black lost about")
	require.Contains(t, out, "with this move (GNU Go")
	require.True(t, strings.Contains(out, "Variation by GNU Go"), out)

	// The results live in the record, as the SQL stores keep it (SGF):
	// a bot without an engine, given the exported file, lists them.
	h2 := newHarness(t, commands.WithFetcher(fakeFiles{cdn + "again.sgf": r.Files[0].Data}))
	h2.reviewStart(alice, "again.sgf", len(r.Files[0].Data))
	again = h2.run(bob, "/review mistakes")
	require.False(t, again.Ephemeral, again.Content)
	require.Contains(t, again.Content, "evaluated earlier")
	require.Contains(t, again.Content, "move 37 J8: about")
}

// TestReviewMistakesWithoutEngine: without an engine, /review mistakes
// says how to install one and changes nothing; an engine without GNU Go's
// valuations is named as such, and nothing is changed either.
func TestReviewMistakesWithoutEngine(t *testing.T) {
	h, _ := newReviewHarness(t)
	h.reviewStart(alice, "lesson.sgf", 900)
	before := h.game()
	requireMistake(t, h.run(bob, "/review mistakes"), "cannot look for mistakes", "apt-get install gnugo")
	requireMistake(t, h.click(bob, "Find mistakes"), "apt-get install gnugo")
	require.Equal(t, before.Version, h.game().Version)

	lesson, err := os.ReadFile("testdata/review/lesson.sgf")
	require.NoError(t, err)
	h = newHarness(t, commands.WithFetcher(fakeFiles{cdn + "lesson.sgf": lesson}),
		commands.WithEngine(enginePool(t, engine.Config{Procs: 1}, fakeEngine(t)), gobotID))
	h.reviewStart(alice, "lesson.sgf", 900)
	before = h.game()
	requireMistake(t, h.run(bob, "/review mistakes"), "needs GNU Go", "Nothing was changed")
	require.Equal(t, before.Version, h.game().Version)

	// A line that sets up stones after the start cannot be replayed over
	// GTP; a record without moves has nothing to evaluate.
	for name, want := range map[string]string{
		"setup.sgf": "sets up stones after the start (move 1)",
		"empty.sgf": "no moves to evaluate",
	} {
		h.run(alice, "/review end")
		files := map[string][]byte{"setup.sgf": []byte("(;SZ[9];B[ee];AW[cc];W[gg])"), "empty.sgf": []byte("(;SZ[9])")}
		h = newHarness(t, commands.WithFetcher(fakeFiles{cdn + name: files[name]}),
			commands.WithEngine(enginePool(t, engine.Config{Procs: 1}, fakeEngine(t)), gobotID))
		h.reviewStart(alice, name, len(files[name]))
		requireMistake(t, h.run(bob, "/review mistakes"), want)
	}
}

// TestReviewMistakesKataGo: with an engine that answers KataGo's
// kata-analyze (the fake engine's -kata), /review mistakes evaluates the
// line through it too.
func TestReviewMistakesKataGo(t *testing.T) {
	short := []byte("(;SZ[9]KM[6.5]PB[Kim]PW[Lee];B[ee];W[cc];B[gg];W[cg])")
	pool := enginePool(t, engine.Config{Procs: 1, Timeout: 200 * time.Millisecond}, fakeEngine(t), "-kata")
	h := newHarness(t, commands.WithFetcher(fakeFiles{cdn + "short.sgf": short}), commands.WithEngine(pool, gobotID))
	h.reviewStart(alice, "short.sgf", len(short))
	r := h.run(bob, "/review mistakes")
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "**Mistakes in Kim vs Lee** — 4 moves evaluated.")
}

// TestReviewMistakesOnceAtATime: while the engine evaluates a review, a
// second request for its mistakes is answered at once, and does not start
// a second evaluation.
func TestReviewMistakesOnceAtATime(t *testing.T) {
	long := []byte("(;SZ[9]KM[6.5]PB[Kim]PW[Lee];B[ee];W[cc];B[gg];W[cg];B[gc];W[ec];B[ce];W[eg])")
	pool := enginePool(t, engine.Config{Procs: 1, Timeout: 400 * time.Millisecond}, fakeEngine(t), "-kata")
	h := newHarness(t, commands.WithFetcher(fakeFiles{cdn + "long.sgf": long}), commands.WithEngine(pool, gobotID))
	h.reviewStart(alice, "long.sgf", len(long))
	started := make(chan struct{})
	var once sync.Once
	done := make(chan *commands.Response, 1)
	req := h.request(bob, "/review mistakes")
	go func() {
		ctx := commands.WithProgress(context.Background(), func(string) { once.Do(func() { close(started) }) })
		done <- h.bot.Handle(ctx, req)
	}()
	<-started
	requireMistake(t, h.run(carol, "/review mistakes"), "already looking for this review's mistakes")
	r := <-done
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "8 moves evaluated")
}
