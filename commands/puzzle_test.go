package commands_test

import (
	"bytes"
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/practice"
	"github.com/gobot-baduk/gobot/puzzles"
	"github.com/gobot-baduk/gobot/render"
	"github.com/gobot-baduk/gobot/store/memory"
	"github.com/stretchr/testify/require"
)

// attempts reads the users' attempts of the harness's server.
type attempts struct {
	t  *testing.T
	st *memory.Store
}

// get returns the user's attempt at the puzzle, or fails.
func (a attempts) get(user commands.User, puzzleID string) *practice.Attempt {
	a.t.Helper()
	at, err := a.st.Attempt(context.Background(), harnessGuild, user.ID, puzzleID)
	require.NoError(a.t, err)
	return at
}

// newPuzzleHarness returns a harness whose Bot keeps the daily-puzzle
// community's records (without a limit on answers: the clock stands still).
func newPuzzleHarness(t *testing.T, opts ...commands.Option) (*harness, attempts) {
	t.Helper()
	st := memory.New()
	logs := &bytes.Buffer{}
	b, err := commands.New(match.Stores{Games: st, Interactions: st, Guilds: st, Daily: st},
		append([]commands.Option{commands.WithClock(fixedClock{time.Date(2024, 6, 1, 12, 0, 0, 0, time.UTC)}),
			commands.WithLogger(slog.New(slog.NewJSONHandler(logs, nil))),
			commands.WithPractice(st, st), commands.WithAnswerLimit(0, 0)}, opts...)...)
	require.NoError(t, err)
	return &harness{t: t, bot: b, store: st, channel: "2222222222222222222", logs: logs}, attempts{t, st}
}

func TestPuzzleToday(t *testing.T) {
	h := newHarness(t)
	r := h.run(alice, "/puzzle today")
	require.False(t, r.Ephemeral)
	want := puzzles.Daily(time.Date(2024, 6, 1, 0, 0, 0, 0, time.UTC))
	require.Contains(t, r.Content, want.Title())
	require.Contains(t, r.Content, want.GoalText())
	require.Contains(t, r.Content, "to play")
	require.Contains(t, r.Content, "`"+want.ID()+"`")
	require.Contains(t, r.Content, "or `/puzzle answer point:`")
	requirePNG(t, r)
	require.NotEmpty(t, h.findButton("hint"))
	require.NotEmpty(t, h.findButton("show solution"))

	r = h.run(alice, "/puzzle today id:straight-three-kill")
	require.Contains(t, r.Content, "Black to kill")
	// Another day's puzzle: the command it suggests names it (without
	// the id, /puzzle answer answers today's).
	require.Contains(t, r.Content, "or `/puzzle answer id:straight-three-kill point:`")
	require.Contains(t, r.Content, "The problem is on the top side")
	r = h.run(alice, "/puzzle today id:bent-three-live")
	require.Contains(t, r.Content, "White to live")
	require.Contains(t, r.Content, "in the top right corner")
	requireMistake(t, h.run(alice, "/puzzle today id:nonsense"), `no puzzle "nonsense"`)
	// A point that fits no board: the reply says which puzzle it answered.
	requireMistake(t, h.run(alice, "/puzzle answer point:Z9"), "This answers today's puzzle, "+want.Title()+"; to answer another, give its `id:`.")
	r = h.run(alice, "/puzzle answer point:Z9 id:straight-three-kill")
	requireMistake(t, r)
	require.NotContains(t, r.Content, "This answers today's puzzle")
}

func TestPuzzleAnswerMoveByMove(t *testing.T) {
	h, ps := newPuzzleHarness(t)
	// A wrong first move: White answers at the vital point.
	r := h.run(alice, "/puzzle answer point:D19 id:straight-three-kill")
	requireMistake(t, r, "❌", "**D19**", "White **E19**", "Try again from the start with **Answer** or `/puzzle answer id:straight-three-kill point:`.")
	requirePNG(t, r)
	prog := ps.get(alice, "straight-three-kill")
	require.Equal(t, 1, prog.Wrong)
	require.Empty(t, prog.Line)

	r = h.run(alice, "/puzzle answer point:e19 id:straight-three-kill")
	requireMistake(t, r, "✅", "**E19**", "White **D19**", "your next move?")
	prog = ps.get(alice, "straight-three-kill")
	require.Equal(t, []string{"E19", "D19"}, prog.Line)

	// Bob's progress is his own.
	r = h.run(bob, "/puzzle answer point:F19 id:straight-three-kill")
	requireMistake(t, r, "❌")

	requireMistake(t, h.run(alice, "/puzzle answer point:D19 id:straight-three-kill"), "already occupied")
	r = h.run(alice, "/puzzle answer point:F19 id:straight-three-kill")
	requireMistake(t, r, "✅", "Solved!", "after 1 wrong answer")
	prog = ps.get(alice, "straight-three-kill")
	require.True(t, prog.Solved())
	require.False(t, prog.Shown)
}

func TestPuzzleAnswerWholeLineWithoutStore(t *testing.T) {
	h := newHarness(t)
	r := h.run(alice, `/puzzle answer point:"E19 F19" id:straight-three-kill`)
	requireMistake(t, r, "✅ **E19**", "✅ **F19**", "Solved!")
	r = h.run(alice, "/puzzle answer point:E19 id:straight-three-kill")
	requireMistake(t, r, "keeps no puzzle progress", "point: E19 …")
	r = h.run(alice, `/puzzle answer point:"D19, E19" id:straight-three-kill`)
	requireMistake(t, r, "❌ **D19**", "(The move after it was not judged.)")
}

func TestPuzzleAnswerMistakes(t *testing.T) {
	h := newHarness(t)
	requireMistake(t, h.run(alice, "/puzzle answer point:C19 id:straight-three-kill"), "C19 is already occupied")
	requireMistake(t, h.run(alice, "/puzzle answer point:K10 id:straight-three-kill"), "away from the fight", "on the top side")
	requireMistake(t, h.run(alice, "/puzzle answer point:Z99 id:straight-three-kill"), "not a point")
	requireMistake(t, h.run(alice, `/puzzle answer point:"," id:straight-three-kill`), "Give your move")
	requireMistake(t, h.run(alice, `/puzzle answer point:"a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12 a13 a14 a15 a16 a17"`), "at most 16")
	requireMistake(t, h.run(alice, `/puzzle answer point:"E19 C19" id:straight-three-kill`), "✅ **E19**", "Then: C19 is already occupied")
}

func TestPuzzleHintAndShow(t *testing.T) {
	h, ps := newPuzzleHarness(t)
	r := h.run(alice, "/puzzle hint id:straight-three-kill")
	requireMistake(t, r, "💡", "first line", "Black to kill")
	require.NotContains(t, r.Content, "E19")
	r = h.run(alice, "/puzzle hint id:straight-three-kill")
	requireMistake(t, r, "The key point is **E19**")
	r = h.run(alice, "/puzzle show id:straight-three-kill")
	requireMistake(t, r, "1. Black **E19**", "2. White **D19**", "Wrong: **D19**")
	require.NotContains(t, r.Content, ": Wrong.", "the list says Wrong once per move")
	requirePNG(t, r)
	require.Len(t, r.Files, 2)
	require.Equal(t, "puzzle-straight-three-kill.sgf", r.Files[1].Name)
	require.Contains(t, string(r.Files[1].Data), "XG[kill]")
	prog := ps.get(alice, "straight-three-kill")
	require.True(t, prog.Shown)
	require.Equal(t, 2, prog.Hints)

	h.run(bob, "/puzzle today")
	r = h.click(carol, "hint")
	require.True(t, r.Ephemeral)
	require.Contains(t, r.Content, "💡")
	r = h.click(carol, "show solution")
	require.True(t, r.Ephemeral)
	require.Contains(t, r.Content, "1. ")
}

func TestPuzzleEveryBuiltinThroughTheCommand(t *testing.T) {
	c, err := puzzles.Builtin()
	require.NoError(t, err)
	h := newHarness(t)
	for _, p := range c.All() {
		var moves string
		for i, n := range p.MainLine() {
			if i%2 == 0 {
				moves += n.Move().Point().String() + " "
			}
		}
		r := h.run(alice, `/puzzle answer point:"`+moves+`" id:`+p.ID())
		requireMistake(t, r, "Solved!")
	}
}

// TestPuzzleOffBookAnswer plays a correct move the book does not cover:
// the solver judges it and answers with the toughest defence.
func TestPuzzleOffBookAnswer(t *testing.T) {
	c, err := puzzles.Builtin()
	require.NoError(t, err)
	s := puzzles.NewSolver(0)
	for _, p := range c.All() {
		main := p.MainLine()
		if len(main) < 3 {
			continue
		}
		line := []core.Move{main[0].Move(), main[1].Move()}
		book := main[1]
		for _, q := range p.Region().Points() {
			if book.Child(core.Play(p.ToPlay(), q)) != nil {
				continue
			}
			v, err := p.Play(s, line, q)
			if err != nil || !v.Correct {
				continue
			}
			h, _ := newPuzzleHarness(t)
			h.run(alice, "/puzzle answer point:"+main[0].Move().Point().String()+" id:"+p.ID())
			r := h.run(alice, "/puzzle answer point:"+q.String()+" id:"+p.ID())
			requireMistake(t, r, "✅ **"+q.String()+"**", "not in the book")
			return
		}
	}
	t.Fatal("no built-in puzzle has a correct move off the book after its first reply")
}

// TestPuzzleAlreadySolved: after "Solved!", another answer is not judged as
// a new attempt (a lone follow-up move read as a wrong first move); the
// player is told the puzzle is solved, and the progress stays as it was.
func TestPuzzleAlreadySolved(t *testing.T) {
	h, ps := newPuzzleHarness(t)
	// Today's puzzle, as the QA report had it, and one named by its id.
	today := puzzles.Daily(time.Date(2024, 6, 1, 0, 0, 0, 0, time.UTC))
	var moves []string
	for i, n := range today.MainLine() {
		if i%2 == 0 {
			moves = append(moves, n.Move().Point().String())
		}
	}
	for _, m := range moves {
		h.run(bob, "/puzzle answer point:"+m)
	}
	before := ps.get(bob, today.ID())
	require.True(t, before.Solved())
	for _, m := range append(moves, "A1") {
		r := h.run(bob, "/puzzle answer point:"+m)
		requireMistake(t, r, "You already solved today's puzzle", "`/puzzle show`")
		require.NotContains(t, r.Content, "Wrong")
	}
	after := ps.get(bob, today.ID())
	require.Equal(t, before, after, "nothing was recorded")

	h.run(alice, `/puzzle answer point:"E19 F19" id:straight-three-kill`)
	r := h.run(alice, "/puzzle answer point:F19 id:straight-three-kill")
	requireMistake(t, r, "You already solved the puzzle Straight three (`straight-three-kill`)", "`/puzzle show id:straight-three-kill`")
	// Someone else still plays it.
	requireMistake(t, h.run(carol, "/puzzle answer point:F19 id:straight-three-kill"), "❌ **F19**")
}

// TestPuzzleShowNumbersTheSolution: the solution's picture numbers its
// moves (the final position alone cannot be followed), and the text lists
// them and names the captured ones the picture cannot show.
func TestPuzzleShowNumbersTheSolution(t *testing.T) {
	h := newHarness(t)
	r := h.run(carol, "/puzzle show id:carpenter-kill")
	requireMistake(t, r, "1. Black **B18**", "7. Black **D19**", "captures four stones", "White is dead",
		"Move 4 (A19) is captured, so the picture does not show it.")
	require.NotContains(t, r.Content, "White's stones are captured")
	require.Len(t, r.Files, 2)

	c, err := puzzles.Builtin()
	require.NoError(t, err)
	p := c.ByID("carpenter-kill")
	var line []core.Move
	for _, n := range p.MainLine() {
		line = append(line, n.Move())
	}
	g, err := p.Game(line...)
	require.NoError(t, err)
	lo, hi := p.Bounds()
	draw := func(numbers int) []byte {
		var buf bytes.Buffer
		require.NoError(t, commands.DefaultRenderer().RenderBoard(&buf, g, commands.View{Cropped: true, CropLo: lo, CropHi: hi, Numbers: numbers}))
		return buf.Bytes()
	}
	require.True(t, bytes.Equal(draw(render.AllMoves), r.Files[0].Data), "the picture numbers every move")
	require.False(t, bytes.Equal(draw(0), r.Files[0].Data))
}
