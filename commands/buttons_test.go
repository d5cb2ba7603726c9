package commands_test

import (
	"testing"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/core"
	"github.com/stretchr/testify/require"
)

func TestChallengeButtons(t *testing.T) {
	t.Run("only the challenged user accepts", func(t *testing.T) {
		h := newHarness(t)
		h.run(alice, "/play opponent:bob size:9")
		requireMistake(t, h.click(carol, "accept"), "This challenge is for Bob")
		requireMistake(t, h.click(alice, "accept"), "cannot accept your own challenge")
		requireMistake(t, h.click(carol, "decline"), "only they can decline")
		r := h.click(bob, "decline")
		require.True(t, r.Update)
		require.Contains(t, r.Content, "declined the challenge")
		require.Empty(t, r.Components, "the buttons are removed")
		requireMistake(t, h.click(bob, "accept"), "is over")
		// The channel is free again.
		r = h.run(carol, "/play")
		require.False(t, r.Ephemeral, r.Content)
	})
	t.Run("open challenge: anyone accepts, only the challenger withdraws", func(t *testing.T) {
		h := newHarness(t)
		r := h.run(alice, "/play size:13 color:white")
		require.Contains(t, r.Content, "Anyone can accept")
		require.Contains(t, r.Content, "Alice plays White")
		requireMistake(t, h.click(bob, "decline"), "only Alice can withdraw")
		r = h.click(carol, "accept")
		require.True(t, r.Update)
		requirePNG(t, r)
		g := h.game()
		require.Equal(t, carol, g.Black)
		require.Equal(t, alice, g.White)
		require.Equal(t, 13, g.Game.Size())
		require.Contains(t, r.Content, "<@"+carol.ID+">, your move as **Black**")
	})
	t.Run("withdraw", func(t *testing.T) {
		h := newHarness(t)
		h.run(alice, "/play")
		r := h.click(alice, "decline")
		require.Contains(t, r.Content, "withdrew the challenge")
	})
	t.Run("handicap gives White the first move", func(t *testing.T) {
		h := newHarness(t)
		h.run(alice, "/play opponent:bob size:9 handicap:3 color:black")
		r := h.click(bob, "accept")
		require.Contains(t, r.Content, "<@"+bob.ID+">, your move as **White**")
		require.Contains(t, r.Content, "3 handicap stones")
		require.Equal(t, 0.5, h.game().Game.Komi())
	})
	t.Run("bad handicap is refused", func(t *testing.T) {
		h := newHarness(t)
		requireMistake(t, h.run(alice, "/play size:5 handicap:2"), "not possible on 5×5")
		requireMistake(t, h.run(alice, "/play handicap:1"), "handicap of 1")
		requireMistake(t, h.run(alice, "/play komi:6.3"), "multiple of 0.5")
		requireMistake(t, h.run(alice, "/play opponent:alice"), "cannot challenge yourself")
		requireMistake(t, h.run(alice, "/play rules:klingon"), "Unknown rules")
	})
}

func TestUndoFlow(t *testing.T) {
	h := newHarness(t)
	startGame(t, h, "")
	h.run(alice, "/move point:E5")
	h.run(bob, "/move point:C3")
	// Alice asks after Bob answered: both moves are taken back.
	requireMistake(t, h.click(carol, "undo request"), "Only the players")
	r := h.click(alice, "undo request")
	require.Contains(t, r.Content, "asks to take back their last move (E5)")
	require.Equal(t, []string{bob.ID}, r.Mentions)
	requireMistake(t, h.click(alice, "accept undo"), "Only Bob can answer")
	r = h.click(bob, "accept undo")
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "accepted the undo")
	require.Contains(t, r.Content, "<@"+alice.ID+">, your move as **Black** (move 1)")
	g := h.game()
	require.Equal(t, 0, g.Game.MoveNumber())
	require.Equal(t, core.Empty, g.UndoBy)
	requireMistake(t, h.click(bob, "accept undo"), "no undo request waiting")

	// Bob asks right after his own move: only that move goes.
	h.run(alice, "/move point:D4")
	h.run(bob, "/move point:F6")
	h.click(bob, "undo request")
	r = h.click(alice, "accept undo")
	require.Contains(t, r.Content, "<@"+bob.ID+">, your move as **White** (move 2)")

	// A request goes stale when a move is played.
	h.run(bob, "/move point:F5")
	h.click(bob, "undo request")
	h.run(alice, "/move point:C7")
	requireMistake(t, h.click(alice, "accept undo"), "no undo request waiting")

	// Declining.
	h.click(alice, "undo request")
	r = h.click(bob, "decline undo")
	require.True(t, r.Update)
	require.Contains(t, r.Content, "declined")
	require.Equal(t, 3, h.game().Game.MoveNumber())

	// Nothing to undo for a player who has not moved.
	h2 := newHarness(t)
	startGame(t, h2, "")
	requireMistake(t, h2.click(alice, "undo request"), "nothing to undo")
}

func TestResignWithConfirmation(t *testing.T) {
	h := newHarness(t)
	startGame(t, h, "")
	h.run(alice, "/move point:E5")
	requireMistake(t, h.click(carol, "resign"), "Only the players")
	confirm := h.click(bob, "resign")
	require.True(t, confirm.Ephemeral)
	require.Contains(t, confirm.Content, "really want to resign")
	require.Equal(t, commands.StatusPlaying, h.game().Status, "asking changes nothing")
	r := h.click(bob, "yes, resign", confirm)
	require.False(t, r.Ephemeral)
	require.Contains(t, r.Content, "Black wins by resignation")
	require.Contains(t, r.Content, "B+R")
	require.Len(t, r.Files, 2)
	require.Contains(t, string(r.Files[1].Data), "RE[B+R]")
	// Clicking the stale confirmation again does nothing.
	requireMistake(t, h.click(bob, "yes, resign", confirm), "is over")
}

func TestGameSubcommands(t *testing.T) {
	h := newHarness(t)
	startGame(t, h, "")
	h.run(alice, "/move point:E5")
	r := h.run(carol, "/game sgf")
	require.False(t, r.Ephemeral)
	require.Len(t, r.Files, 1)
	require.Contains(t, string(r.Files[0].Data), ";B[ee]")
	requireMistake(t, h.run(carol, "/game resign"), "Only the players")
	requireMistake(t, h.run(carol, "/game abandon"), "Only the players or a server admin")
	r = h.run(mod, "/game abandon")
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "abandoned the game")
	require.Contains(t, r.Content, "Void")

	h.run(alice, "/play opponent:bob")
	h.click(bob, "accept")
	r = h.run(bob, "/game resign")
	require.Contains(t, r.Content, "Black wins by resignation")
}

func TestBoardAndAnalyze(t *testing.T) {
	h := newHarness(t)
	requireMistake(t, h.run(alice, "/board"), "no game in this channel")
	startGame(t, h, "")
	for i, m := range []string{"C3", "G7", "C7", "G3"} {
		h.run([]commands.User{alice, bob}[i%2], "/move point:"+m)
	}
	r := h.run(carol, "/board")
	require.False(t, r.Ephemeral)
	requirePNG(t, r)
	require.Contains(t, r.Content, "9×9, japanese rules, komi 6.5")
	r = h.run(carol, "/board overlay:status,territory")
	requirePNG(t, r)
	require.Contains(t, r.Content, "(status,territory)")
	requireMistake(t, h.run(carol, "/board overlay:colours"), "Unknown overlay")
	r = h.run(carol, "/analyze")
	requirePNG(t, r)
	require.Contains(t, r.Content, "status,eyes,territory")
	// Groups by side and status, lone stones together, no eye counts
	// on single stones, and an estimate that is not a result.
	require.Contains(t, r.Content, "⚫ **Black** — alive: lone stones at C7, C3\n")
	require.Contains(t, r.Content, "⚪ **White** — alive: lone stones at G7, G3\n")
	require.Contains(t, r.Content, "White leads by 6.5 (estimate): Black 26 (26 territory + 0 captures) – White 32.5 (26 territory + 0 captures + 6.5 komi).")
	require.NotContains(t, r.Content, "wins")
	require.NotRegexp(t, `(\d|no) eyes?\b`, r.Content)
	r = h.click(carol, "analyze")
	require.True(t, r.Ephemeral, "the Analyze button answers only the clicker")
	requirePNG(t, r)
}

func TestDeferral(t *testing.T) {
	h := newHarness(t)
	tests := []struct {
		req  commands.Request
		want commands.Deferral
	}{
		{commands.Request{Kind: commands.KindCommand, Command: "move", Options: map[string]string{"point": "D4"}}, commands.NoDefer},
		{commands.Request{Kind: commands.KindCommand, Command: "move", Options: map[string]string{"point": "Pass"}}, commands.DeferMessage},
		{commands.Request{Kind: commands.KindCommand, Command: "analyze"}, commands.DeferMessage},
		{commands.Request{Kind: commands.KindCommand, Command: "board"}, commands.NoDefer},
		{commands.Request{Kind: commands.KindCommand, Command: "board", Options: map[string]string{"overlay": "eyes"}}, commands.DeferMessage},
		{commands.Request{Kind: commands.KindComponent, CustomID: "analyze:g1"}, commands.DeferEphemeral},
		{commands.Request{Kind: commands.KindComponent, CustomID: "pass:g1"}, commands.DeferMessage},
		{commands.Request{Kind: commands.KindComponent, CustomID: "accept:g1"}, commands.NoDefer},
		{commands.Request{Kind: commands.KindComponent, CustomID: "nonsense"}, commands.NoDefer},
	}
	for _, tc := range tests {
		require.Equal(t, tc.want, h.bot.Deferral(&tc.req), "%+v", tc.req)
	}
}

func TestAutocomplete(t *testing.T) {
	h := newHarness(t)
	startGame(t, h, "")
	h.run(alice, "/move point:D4")
	req := h.request(bob, "/move point:d")
	req.Kind = commands.KindAutocomplete
	req.Focused = "point"
	r := h.send(h.roundTrip(req))
	var names []string
	for _, c := range r.Choices {
		names = append(names, c.Name)
	}
	// D9..D1 from the top, without the occupied D4.
	require.Equal(t, []string{"D9", "D8", "D7", "D6", "D5", "D3", "D2", "D1"}, names)
	req = h.request(bob, "/move point:pa")
	req.Kind, req.Focused = commands.KindAutocomplete, "point"
	r = h.send(h.roundTrip(req))
	require.Len(t, r.Choices, 1)
	require.Equal(t, "pass", r.Choices[0].Value)
}
