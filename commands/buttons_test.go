package commands_test

import (
	"io"
	"strings"
	"sync"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/render"
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
		requireMistake(t, h.run(alice, "/play size:5 handicap:2"), "A 2-stone handicap is not possible on 5×5: a board that small has no handicap points.")
		// Said once, not "…on 7×7: 5 stones on a 7×7 board (…)".
		r := h.run(alice, "/play size:7 handicap:5")
		requireMistake(t, r, "A 5-stone handicap is not possible on 7×7: that board has at most 4 handicap points.")
		require.Equal(t, 1, strings.Count(r.Content, "7×7"), r.Content)
		requireMistake(t, h.run(alice, "/play handicap:1"), "handicap of 1")
		requireMistake(t, h.run(alice, "/play komi:6.3"), "multiple of 0.5")
		requireMistake(t, h.run(alice, "/play opponent:alice"), "cannot challenge yourself")
		requireMistake(t, h.run(alice, "/play rules:klingon"), "Unknown rules")
	})
	t.Run("a bot cannot be challenged", func(t *testing.T) {
		h := newHarness(t)
		req := h.request(alice, "/play size:9")
		req.Options["opponent"] = "700000000000000777"
		req.Users = map[string]commands.User{"700000000000000777": {ID: "700000000000000777", Name: "GnuGoBot"}}
		req.Bots = map[string]bool{"700000000000000777": true}
		requireMistake(t, h.send(h.roundTrip(req)), "GnuGoBot is a bot", "Challenge a person")
		_, err := h.store.ActiveGame(t.Context(), h.channel)
		require.ErrorIs(t, err, match.ErrNotFound, "no challenge was made")
	})
	t.Run("no game in a direct message", func(t *testing.T) {
		h := newHarness(t)
		req := h.request(alice, "/play")
		req.GuildID = ""
		requireMistake(t, h.send(h.roundTrip(req)), "A game needs two players who can both see the board")
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
	require.Contains(t, r.Content, "asks to take back their last move (E5) and, with it, your reply (C3). <@"+bob.ID+">, do you accept?")
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
	r = h.click(bob, "undo request")
	require.Contains(t, r.Content, "asks to take back their last move (F6). <@"+alice.ID+">, do you accept?")
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
	require.Equal(t, match.StatusPlaying, h.game().Status, "asking changes nothing")
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
	// Abandon asks to confirm, as the Resign button does.
	confirm := h.run(mod, "/game abandon")
	require.True(t, confirm.Ephemeral, confirm.Content)
	r = h.click(mod, "Yes, abandon", confirm)
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
	h.allowAnalysis()
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
	requireMistake(t, h.run(carol, "/board overlay:colours"), "Unknown overlay", "any of status, eyes, territory and influence")
	r = h.run(carol, "/analyze")
	requirePNG(t, r)
	require.Contains(t, r.Content, "status,eyes,territory")
	// Groups by side and status, lone stones together, no eye counts
	// on single stones, and an estimate that is not a result.
	require.Contains(t, r.Content, "⚫ **Black** — alive: lone stones at C7, C3\n")
	require.Contains(t, r.Content, "⚪ **White** — alive: lone stones at G7, G3\n")
	require.Contains(t, r.Content, "White leads by 3 ± 13 (estimate): Black 35 (26 territory + 0 captures + 7 open + 2 opening) – White 37.5 (26 territory + 0 captures + 7 open − 2 opening + 6.5 komi). In the opening the estimate is drawn towards an even game.")
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
	// SGF letters: dd is D6 on 9×9, suggested under its GTP name.
	names = autocomplete(h, bob, "dd")
	require.Equal(t, []string{"D6 (dd)"}, names)
	require.Equal(t, []string{"E5 (ee)"}, autocomplete(h, bob, "EE"))
	require.Empty(t, autocomplete(h, bob, "df"), "df is D4, which is taken")
	// Only the player to move gets suggestions: Alice and Carol cannot
	// play now.
	require.Empty(t, autocomplete(h, alice, "d"))
	require.Empty(t, autocomplete(h, carol, "d"))
	require.Empty(t, autocomplete(h, alice, "pa"))
}

// autocomplete types text into /move point: as user and returns the names
// of the choices.
func autocomplete(h *harness, user commands.User, text string) []string {
	req := h.request(user, "/move point:"+text)
	req.Kind, req.Focused = commands.KindAutocomplete, "point"
	r := h.send(h.roundTrip(req))
	names := []string{}
	for _, c := range r.Choices {
		names = append(names, c.Name)
	}
	return names
}

// buttonIn returns the custom id of r's button with the label.
func buttonIn(t *testing.T, r *commands.Response, label string) string {
	t.Helper()
	for _, c := range r.Components {
		if row, ok := c.(discordgo.ActionsRow); ok {
			for _, k := range row.Components {
				if b, ok := k.(discordgo.Button); ok && strings.EqualFold(b.Label, label) {
					return b.CustomID
				}
			}
		}
	}
	t.Fatalf("no button %q on %q", label, r.Content)
	return ""
}

// TestStaleButtons clicks Pass and Accept score on messages older than the
// position: they are refused, change nothing, and say what to use instead;
// the same buttons on the newest message work.
func TestStaleButtons(t *testing.T) {
	h := newHarness(t)
	startGame(t, h, "")
	m1 := h.run(alice, "/move point:E5") // Bob's Pass, after move 1
	h.run(bob, "/move point:C3")
	h.run(alice, "/move point:G7")
	v := h.game().Version
	requireMistake(t, h.clickID(bob, buttonIn(t, m1, "pass")), "That Pass button is on an older message, shown after move 1; the game is at move 3 now", "`/move point:pass`")
	require.Equal(t, v, h.game().Version, "a stale click changes nothing")
	// An id from before stamps cannot tell its position: refused too.
	g := h.game()
	requireMistake(t, h.clickID(bob, "pass:"+g.ID), "from an older version of gobot")
	requireMistake(t, h.clickID(bob, "pass:"+g.ID+":garbage"), "from an older version of gobot")
	require.Equal(t, v, h.game().Version)

	// Same move number, other stones: Alice takes E5 back and plays D4.
	h2 := newHarness(t)
	startGame(t, h2, "")
	old := h2.run(alice, "/move point:E5")
	h2.click(alice, "undo request")
	h2.click(bob, "accept undo")
	h2.run(alice, "/move point:D4")
	requireMistake(t, h2.clickID(bob, buttonIn(t, old, "pass")), "the position changed since it was shown")
	r := h2.click(bob, "pass") // the newest board's
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "**White** (Bob) passed.")

	// Scoring: Bob toggles a group after the proposal; Alice's Accept on
	// the proposal would accept stones she has not seen.
	h.run(bob, "/move point:pass")
	proposal := h.run(alice, "/move point:pass")
	require.Contains(t, proposal.Content, "**Scoring.**")
	toggled := h.run(bob, "/score toggle point:G7")
	v = h.game().Version
	requireMistake(t, h.clickID(alice, buttonIn(t, proposal, "accept score")), "That Accept score button is on an older message: the dead stones changed since it was shown", "`/score accept`")
	requireMistake(t, h.clickID(alice, "score-accept:"+g.ID), "from an older version of gobot")
	require.Equal(t, v, h.game().Version)
	r = h.clickID(alice, buttonIn(t, toggled, "accept score"))
	require.Contains(t, r.Content, "Alice accepted the score")
	// Alice's acceptance leaves Bob's button on the same count valid.
	r = h.clickID(bob, buttonIn(t, toggled, "accept score"))
	require.Contains(t, r.Content, "Game over")
}

// TestBoardPingsNobody: /board is for anyone to look, so its reply pings
// nobody, in play, during scoring and while the challenge waits.
func TestBoardPingsNobody(t *testing.T) {
	h := newHarness(t)
	h.run(alice, "/play opponent:bob size:9 color:black")
	r := h.run(carol, "/board")
	require.Empty(t, r.Mentions)
	require.Empty(t, r.AllowedMentions().Users)
	h.click(bob, "accept")
	h.run(alice, "/move point:E5")
	r = h.run(carol, "/board")
	require.False(t, r.Ephemeral)
	require.Empty(t, r.Mentions)
	require.Empty(t, r.AllowedMentions().Users)
	require.Empty(t, r.AllowedMentions().Parse, "no @everyone or roles either")
	require.Contains(t, r.Content, "**White** (<@"+bob.ID+">) to play, move 2.")
	require.NotContains(t, r.Content, "your move")
	requirePNG(t, r)
	h.run(bob, "/move point:pass")
	h.run(alice, "/move point:pass")
	r = h.run(carol, "/board")
	require.Contains(t, r.Content, "**Scoring.**")
	require.Empty(t, r.Mentions)
}

// recordingRenderer remembers the views it was asked to draw.
type recordingRenderer struct {
	mu    sync.Mutex
	views []commands.View
}

func (r *recordingRenderer) RenderBoard(w io.Writer, g *core.Game, v commands.View) error {
	r.mu.Lock()
	r.views = append(r.views, v)
	r.mu.Unlock()
	return commands.DefaultRenderer().RenderBoard(w, g, v)
}

func (r *recordingRenderer) last() commands.View {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.views[len(r.views)-1]
}

// TestBoardOverlayDuringScoring: /board overlay:… draws the overlays
// asked for during scoring too, over the agreed dead stones.
func TestBoardOverlayDuringScoring(t *testing.T) {
	rec := &recordingRenderer{}
	h := newHarness(t, commands.WithRenderer(rec))
	startGame(t, h, "")
	h.allowAnalysis()
	h.run(alice, "/move point:E5")
	h.run(bob, "/move point:pass")
	h.run(alice, "/move point:pass")
	require.Equal(t, render.OverlayStatus|render.OverlayTerritory, rec.last().Overlays, "the scoring view's own overlays")
	r := h.run(carol, "/board overlay:eyes,influence")
	require.Contains(t, r.Content, "**Scoring.**")
	requirePNG(t, r)
	v := rec.last()
	require.Equal(t, render.OverlayEyes|render.OverlayInfluence, v.Overlays)
	require.NotNil(t, v.Analysis)
	h.run(carol, "/board")
	require.Equal(t, render.OverlayStatus|render.OverlayTerritory, rec.last().Overlays)
}
