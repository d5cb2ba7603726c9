package commands_test

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestFairPlay: by default nobody sees the analysis of a game in progress
// (/analyze, /board's overlays, the Analyze button), players or not,
// while the board without overlays, and the count's own marks during
// scoring, are always shown; once the game has ended anyone may analyse
// it. With analysis:everyone a spectator's analysis is theirs alone and a
// player's is public.
func TestFairPlay(t *testing.T) {
	h := newHarness(t)
	startGame(t, h, "")
	h.play("E5", "C3")
	for _, who := range []string{"alice", "carol"} {
		u := people[who]
		requireMistake(t, h.run(u, "/analyze"), "keeps analysis for after the game (fair play)", "/settings fair-play analysis:everyone")
		requireMistake(t, h.run(u, "/board overlay:territory"), "fair play")
		requireMistake(t, h.click(u, "analyze"), "fair play")
	}
	r := h.run(carol, "/board")
	require.False(t, r.Ephemeral)
	requirePNG(t, r)
	requireMistake(t, h.run(mod, "/settings show"), "Analysis of games in progress: nobody until the game has ended")

	// During scoring the count's own marks are shown; other overlays not.
	h.play("pass", "pass")
	r = h.run(carol, "/board overlay:status,territory")
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "**Scoring.**")
	requireMistake(t, h.run(carol, "/board overlay:influence"), "fair play")

	// Once the game has ended, anyone analyses it, by command or by the
	// button under its boards.
	h.click(alice, "accept score")
	h.run(bob, "/score accept")
	r = h.run(carol, "/analyze")
	require.False(t, r.Ephemeral, r.Content)
	requirePNG(t, r)
	require.Contains(t, r.Content, "**Analysis** after move 4")
	r = h.click(carol, "analyze")
	require.True(t, r.Ephemeral)
	requirePNG(t, r)

	// Everyone: a spectator's analysis is theirs alone, a player's public.
	k := newHarness(t)
	startGame(t, k, "")
	k.play("E5", "C3")
	k.allowAnalysis()
	requireMistake(t, k.run(mod, "/settings show"), "everyone may see it (a spectator's is shown to them alone)")
	r = k.run(carol, "/analyze")
	require.True(t, r.Ephemeral, "a spectator's analysis")
	requirePNG(t, r)
	r = k.run(alice, "/analyze")
	require.False(t, r.Ephemeral, "a player's analysis, which everyone may see")
	r = k.run(carol, "/board overlay:eyes")
	require.True(t, r.Ephemeral)
	requireMistake(t, k.run(mod, "/settings fair-play analysis:sometimes"), "`analysis` is nobody or everyone")
	r = k.run(mod, "/settings fair-play analysis:nobody")
	require.Contains(t, r.Content, "Saved.")
	requireMistake(t, k.run(alice, "/analyze"), "fair play")
}
