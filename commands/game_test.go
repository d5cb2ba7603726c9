package commands_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/core"
	coresgf "github.com/gobot-baduk/gobot/core/sgf"
	"github.com/gobot-baduk/gobot/match"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// startGame has alice challenge bob on 9×9 (alice Black) and bob accept.
func startGame(t *testing.T, h *harness, extra string) {
	t.Helper()
	r := h.run(alice, "/play opponent:bob size:9 color:black "+extra)
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "challenges <@"+bob.ID+">")
	require.Equal(t, []string{bob.ID}, r.Mentions)
	r = h.click(bob, "accept")
	require.False(t, r.Ephemeral, r.Content)
	require.True(t, r.Update, "accepting turns the challenge into the board")
	requirePNG(t, r)
	require.Contains(t, r.Content, "<@"+alice.ID+">, your move as **Black**")
}

func TestFullGameToScoring(t *testing.T) {
	h := newHarness(t)
	startGame(t, h, "komi:6.5 rules:japanese")
	// Black walls column E, White column F; White invades at B5 and the
	// stone is left dead.
	var moves []string
	for i := 1; i <= 8; i++ {
		moves = append(moves, fmt.Sprintf("E%d", i), fmt.Sprintf("F%d", i))
	}
	moves = append(moves, "e9", "B5", "pass", "F9", "pass")
	players := []commands.User{alice, bob}
	for i, m := range moves {
		who := players[i%2]
		r := h.run(who, "/move point:"+m)
		require.False(t, r.Ephemeral, "move %d %s: %s", i+1, m, r.Content)
		requirePNG(t, r)
		next := players[(i+1)%2]
		require.Contains(t, r.Content, "<@"+next.ID+">, your move")
		require.Equal(t, []string{next.ID}, r.Mentions)
		require.Len(t, r.Components, 1, "board buttons")
	}
	h.allowAnalysis()
	// The analysis before the last pass: the walls live, B5 is dead, and
	// the estimate is only an estimate.
	r := h.run(carol, "/analyze")
	require.Contains(t, r.Content, "⚫ **Black** — alive: group at E9 (9 stones, 2+ eyes)\n")
	require.Contains(t, r.Content, "⚪ **White** — alive: group at F9 (9 stones, 2+ eyes) · dead: lone stone at B5\n")
	require.Contains(t, r.Content, "Black leads by 3.5 (estimate)")
	// The second pass in a row starts the scoring: Bob clicks the Pass
	// button under the board.
	require.Equal(t, commands.DeferMessage, h.bot.Deferral(h.clickRequest(bob, h.findButton("pass"))), "the scoring analysis may be slow")
	r = h.click(bob, "pass")
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "**White** (Bob) passed.")
	require.Contains(t, r.Content, "Both players have passed")
	require.Contains(t, r.Content, "**Scoring.**")
	requirePNG(t, r)
	g := h.game()
	require.Equal(t, match.StatusScoring, g.Status)

	// Make the dead stones exactly {B5}, whatever the analysis proposed.
	b5 := core.Pt(1, 4)
	for _, p := range g.Dead {
		r := h.run(alice, "/score toggle point:"+p.String())
		require.False(t, r.Ephemeral, r.Content)
	}
	r = h.run(bob, "/score toggle point:B5")
	require.Contains(t, r.Content, "marked the White group at B5 (1 stone) dead")
	require.Equal(t, []core.Point{b5}, h.game().Dead)

	// Mistakes during scoring.
	requireMistake(t, h.run(carol, "/score toggle point:E5"), "Only the players")
	requireMistake(t, h.run(alice, "/score toggle point:A1"), "There is no stone on A1")
	requireMistake(t, h.run(alice, "/move point:A1"), "being scored")

	// Alice accepts by button, Bob by command: the result is recorded.
	r = h.click(alice, "accept score")
	require.Contains(t, r.Content, "Alice accepted the score")
	r = h.run(bob, "/score accept")
	require.False(t, r.Ephemeral, r.Content)
	// Japanese: Black 36 territory + 1 prisoner, White 27 + 6.5 komi.
	require.Contains(t, r.Content, "Both players accepted the score: Black 37 (36 territory + 1 capture) – White 33.5 (27 territory + 0 captures + 6.5 komi).\n")
	require.Contains(t, r.Content, "**Game over: Black wins by 3.5 points** (B+3.5)")
	require.Equal(t, 1, strings.Count(r.Content, "wins by"), "the result is said once: %s", r.Content)
	require.Len(t, r.Files, 2)
	requirePNG(t, r)
	sgf := string(r.Files[1].Data)
	assert.Contains(t, sgf, "RE[B+3.5]")
	assert.Contains(t, sgf, "SZ[9]")
	assert.Contains(t, sgf, "PB[Alice]")
	assert.Contains(t, sgf, "PW[Bob]")
	assert.Contains(t, sgf, ";W[be]") // B5 on 9×9 is column b, row e from the top
	assert.Equal(t, 22, strings.Count(sgf, ";")-1, "22 moves")
	assert.Contains(t, sgf, "DT[2024-06-01]")
	// The file reads back with core/sgf to the same game: moves, result,
	// players, komi and rules.
	back, err := coresgf.ReadGame(r.Files[1].Data)
	require.NoError(t, err)
	played, err := h.store.Game(context.Background(), g.ID)
	require.NoError(t, err)
	for back.Next() == nil {
	}
	assert.Equal(t, played.Game.Moves(), back.Moves())
	assert.Equal(t, played.Game.Board().Hash(), back.Board().Hash())
	assert.Equal(t, "B+3.5", back.Result().String())
	assert.Equal(t, "Alice", back.PlayerName(core.Black))
	assert.Equal(t, played.Game.Komi(), back.Komi())
	assert.Equal(t, played.Game.Rules().Name, back.Rules().Name)

	// The game is over: the channel is free.
	_, err = h.store.ActiveGame(context.Background(), h.channel)
	require.ErrorIs(t, err, match.ErrNotFound)
	fin, err := h.store.Game(context.Background(), g.ID)
	require.NoError(t, err)
	require.Equal(t, match.StatusFinished, fin.Status)
	require.Equal(t, "B+3.5", fin.Game.Result().String())
	requireMistake(t, h.run(alice, "/move point:A1"), "no game in this channel")
}

func TestScoreResume(t *testing.T) {
	h := newHarness(t)
	startGame(t, h, "")
	h.run(alice, "/move point:pass")
	h.run(bob, "/move point:pass")
	require.Equal(t, match.StatusScoring, h.game().Status)
	r := h.click(bob, "resume play")
	require.Contains(t, r.Content, "the game resumes")
	require.Equal(t, match.StatusPlaying, h.game().Status)
	// Black is to move again after White's pass.
	require.Contains(t, r.Content, "<@"+alice.ID+">, your move as **Black**")
	r = h.run(alice, "/move point:D4")
	require.False(t, r.Ephemeral, r.Content)
}

func TestUserMistakes(t *testing.T) {
	h := newHarness(t)
	startGame(t, h, "rules:japanese")
	h.run(alice, "/move point:E5")
	tests := []struct {
		name  string
		user  commands.User
		line  string
		wants []string
	}{
		{"out of turn", alice, "/move point:D4", []string{"not your turn", "Bob's move (White)"}},
		{"not a player", carol, "/move point:D4", []string{"not playing in this game", "Alice plays Black", "Bob plays White"}},
		{"occupied", bob, "/move point:E5", []string{"Illegal move (occupied)", "E5 already holds a black stone"}},
		{"malformed", bob, "/move point:Z99", []string{`"Z99" is not a point on this 9×9 board`, "columns go A–H and J and the rows 1–9", "like D4 or d4", "letters like df"}},
		{"column I", bob, "/move point:I5", []string{"skip the letter I"}},
		{"empty", bob, "/move point:\"\"", []string{"Say where to play"}},
		{"second game", carol, "/play", []string{"already has a game in progress", "thread"}},
		{"second game by a player", alice, "/play opponent:carol size:9", []string{"already has a game in progress"}},
		{"bad size", carol, "/play size:30", []string{"5 to 25"}},
		{"score while playing", alice, "/score accept", []string{"not being scored"}},
		{"resign as a move", bob, "/move point:resign", []string{"To resign, use `/game resign`"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			before := h.game()
			r := h.run(tc.user, tc.line)
			requireMistake(t, r, tc.wants...)
			after := h.game()
			require.Equal(t, before.Version, after.Version, "a mistake changes nothing")
			require.Equal(t, before.Game.MoveNumber(), after.Game.MoveNumber())
		})
	}
}

// TestIllegalMoveRules plays positions in which the next move breaks each
// rule, checking that the answer names the rule.
func TestIllegalMoveRules(t *testing.T) {
	tests := []struct {
		name  string
		rules string
		moves []string // alternating from Black
		move  string
		wants []string
	}{
		// Black surrounds A1's neighbours; White at A1 would be suicide.
		{"suicide", "japanese", []string{"A2", "pass", "B1"}, "A1", []string{"Illegal move (suicide)", "japanese rules forbid suicide"}},
		// Ko at the edge: Black captures White's stone; White may not retake.
		// Black A1 B2, White B1 C2 D1; Black C1 captures B1; White may
		// not retake at once.
		{"ko", "japanese", []string{"A1", "B1", "B2", "C2", "G7", "D1", "C1"}, "B1", []string{"Illegal move (ko)", "retake the ko"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			startGame(t, h, "rules:"+tc.rules)
			players := []commands.User{alice, bob}
			for i, m := range tc.moves {
				r := h.run(players[i%2], "/move point:"+m)
				require.False(t, r.Ephemeral, "setup move %s: %s", m, r.Content)
			}
			who := players[len(tc.moves)%2]
			v := h.game().Version
			requireMistake(t, h.run(who, "/move point:"+tc.move), tc.wants...)
			require.Equal(t, v, h.game().Version)
		})
	}
}

// TestSuperko replays, through the bot, a seeded random 5×5 game under
// Chinese rules up to a move that would repeat an earlier position without
// being a simple ko recapture, and checks that the refusal names superko.
func TestSuperko(t *testing.T) {
	seq, bad := findSuperko(t)
	h := newHarness(t)
	startGame(t, h, "rules:chinese")
	// startGame makes a 9×9 game; this test needs 5×5.
	h.click(alice, "Yes, abandon", h.run(alice, "/game abandon"))
	r := h.run(alice, "/play opponent:bob size:5 color:black rules:chinese")
	require.False(t, r.Ephemeral, r.Content)
	h.click(bob, "accept")
	players := []commands.User{alice, bob}
	for i, m := range seq {
		r := h.run(players[i%2], "/move point:"+m)
		require.False(t, r.Ephemeral, "move %d %s: %s", i+1, m, r.Content)
	}
	v := h.game().Version
	requireMistake(t, h.run(players[len(seq)%2], "/move point:"+bad), "Illegal move (superko", "positional superko under chinese rules", "repeat an earlier position")
	require.Equal(t, v, h.game().Version, "a mistake changes nothing")
	require.Equal(t, len(seq), h.game().Game.MoveNumber())
}

// TestSGFPoint plays points written in SGF letters: dd is D6 on 9×9
// (columns from a, rows from the top), in either case.
func TestSGFPoint(t *testing.T) {
	h := newHarness(t)
	startGame(t, h, "")
	r := h.run(alice, "/move point:dd")
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "**Black** (Alice) played D6.")
	r = h.run(bob, "/move point:FC")
	require.Contains(t, r.Content, "**White** (Bob) played F7.")
	requireMistake(t, h.run(alice, "/move point:zz"), `"zz" is not a point on this 9×9 board`)
	require.Equal(t, []string{"D6", "F7"}, []string{h.game().Game.Moves()[0].Point().String(), h.game().Game.Moves()[1].Point().String()})
}

// findSuperko plays seeded random games until some move is refused with
// ErrSuperko, returning the moves before it and the move.
func findSuperko(t *testing.T) ([]string, string) {
	t.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	for game := 0; game < 200; game++ {
		g, err := core.NewGame(core.Size(5), core.WithRules(core.ChineseRules))
		require.NoError(t, err)
		var seq []string
		for n := 0; n < 300; n++ {
			c := g.ToMove()
			var legal []core.Point
			for y := 0; y < 5; y++ {
				for x := 0; x < 5; x++ {
					p := core.Pt(x, y)
					err := g.Board().Legal(c, p)
					if errors.Is(err, core.ErrSuperko) {
						return seq, p.String()
					}
					if err == nil {
						legal = append(legal, p)
					}
				}
			}
			if len(legal) == 0 {
				break
			}
			p := legal[rng.IntN(len(legal))]
			require.NoError(t, g.Play(core.Play(c, p)))
			seq = append(seq, p.String())
		}
	}
	t.Fatal("no superko found in 200 random games")
	return nil, ""
}
