package commands

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/practice"
	"github.com/gobot-baduk/gobot/puzzles"
)

// maxAnswerMoves bounds a typed line of moves.
const maxAnswerMoves = puzzles.MaxLine

// answerField is the text input of the Answer form.
const answerField = "moves"

// parsePuzzleMoves reads one or more points separated by spaces or commas.
func parsePuzzleMoves(s string, size int) ([]core.Point, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == ';' || r == '\t' || r == '\n' || r == '\r' })
	if len(fields) == 0 {
		return nil, userf("Give your move as a point, like B18 (or several, like `B18 A17`, to answer a whole line).")
	}
	if len(fields) > maxAnswerMoves {
		return nil, userf("That is %d moves; a puzzle line has at most %d of yours.", len(fields), maxAnswerMoves)
	}
	pts := make([]core.Point, 0, len(fields))
	for _, f := range fields {
		// A spoiler-tagged answer, as the thread asks for: ||C3||.
		q, err := parsePoint(strings.Trim(f, "|"), size)
		if err != nil {
			return nil, err
		}
		pts = append(pts, q)
	}
	return pts, nil
}

// decodeLine reads a stored line; a line that no longer reads (say, the
// puzzle file changed) starts again from the beginning.
func decodeLine(p *puzzles.Puzzle, stored []string) []core.Move {
	line := make([]core.Move, 0, len(stored))
	c := p.ToPlay()
	for _, s := range stored {
		q, err := core.ParsePoint(s, p.Size())
		if err != nil {
			return nil
		}
		line = append(line, core.Play(c, q))
		c = c.Opponent()
	}
	return line
}

func encodeLine(line []core.Move) []string {
	out := make([]string, len(line))
	for i, m := range line {
		out[i] = m.Point().String()
	}
	return out
}

// puzzleMoveError explains why a move cannot be judged.
func puzzleMoveError(err error, q core.Point, p *puzzles.Puzzle) error {
	switch {
	case errors.Is(err, core.ErrOccupied):
		return userWrap(err, "%v is already occupied. %s to play: %s.", q, colorName(p.ToPlay()), p.GoalText())
	case errors.Is(err, core.ErrSuicide):
		return userWrap(err, "%v would be suicide, which the rules forbid.", q)
	case errors.Is(err, core.ErrKo):
		return userWrap(err, "%v would retake the ko at once, which the rules forbid.", q)
	case errors.Is(err, puzzles.ErrOutsideRegion):
		return userWrap(err, "%v is away from the fight: the puzzle is %s.", q, p.Where())
	case errors.Is(err, puzzles.ErrTooHard):
		return userWrap(err, "gobot's solver could not settle %v in time. The book's lines start elsewhere; try `/puzzle hint`.", q)
	}
	return err
}

// judged is an answer's judgement as the reply tells it.
type judged struct {
	text   strings.Builder
	shown  []core.Move // the position the picture shows
	line   []core.Move // the line that goes on
	solved bool
	wrong  bool
}

// judge plays pts after line (the attempt so far; a single move goes on
// from it, several start again) and says how each fared.
func judge(p *puzzles.Puzzle, line []core.Move, pts []core.Point) (*judged, error) {
	j := &judged{shown: line}
	solver := puzzles.NewSolver(0)
	for i, q := range pts {
		v, err := p.Play(solver, line, q)
		if errors.Is(err, puzzles.ErrLine) {
			line = nil
			v, err = p.Play(solver, line, q)
		}
		if err != nil {
			if i > 0 {
				j.text.WriteString("\n")
				return nil, userWrap(err, "%sThen: %s", j.text.String(), puzzleMoveError(err, q, p).Error())
			}
			return nil, puzzleMoveError(err, q, p)
		}
		mark := "✅"
		if !v.Correct {
			mark = "❌"
		}
		fmt.Fprintf(&j.text, "%s **%v** — %s", mark, q, v.Comment)
		next := append(append([]core.Move(nil), line...), v.Move)
		if v.Reply.IsValid() {
			fmt.Fprintf(&j.text, "\n↳ %s **%v** — %s", colorName(v.Reply.Color()), v.Reply.Point(), v.ReplyComment)
			next = append(next, v.Reply)
		} else if v.ReplyComment != "" {
			fmt.Fprintf(&j.text, "\n↳ %s", v.ReplyComment)
		}
		j.text.WriteString("\n")
		j.shown = next
		if !v.Correct {
			j.wrong = true
			if i < len(pts)-1 {
				j.text.WriteString(afterIt(len(pts)-1-i, "judged") + "\n")
			}
			break
		}
		line = next
		if v.Solved {
			j.solved = true
			if i < len(pts)-1 {
				j.text.WriteString("(The puzzle was solved.) " + afterIt(len(pts)-1-i, "needed") + "\n")
			}
			break
		}
	}
	j.line = line
	return j, nil
}

// judgement is what the practice domain records of an answer: started
// tells whether it began at the start of the puzzle.
func (j *judged) judgement(started bool, pts []core.Point, p *puzzles.Puzzle) practice.Judgement {
	out := practice.Judgement{Verdict: practice.Progress, Line: encodeLine(j.line)}
	switch {
	case j.wrong:
		out.Verdict = practice.Wrong
	case j.solved:
		out.Verdict = practice.Solved
	}
	if started {
		out.Start = pts[0].String()
		// The first move was wrong if the answer went wrong at once.
		out.StartWrong = j.wrong && len(j.shown) <= 2 && len(j.shown) > 0 && j.shown[0].Point() == pts[0]
	}
	return out
}

func (b *Bot) puzzleAnswer(ctx context.Context, req *Request, p *puzzles.Puzzle, text string) (*Response, error) {
	pts, err := parsePuzzleMoves(text, p.Size())
	if err != nil {
		if ue, ok := asUserError(err); ok && answersToday(req) {
			// The point may fit another puzzle than today's.
			return nil, userWrap(err, "%s (This answers today's puzzle, %s; to answer another, give its `id:`.)", ue.Message, p.Title())
		}
		return nil, err
	}
	if b.practice == nil {
		// Nothing is kept: the whole line is judged each time.
		j, err := judge(p, nil, pts)
		if err != nil {
			return nil, err
		}
		return b.answerReply(b.lookFor(ctx, req.User.ID), p, j, nil, fmt.Sprintf(" gobot keeps no puzzle progress here, so answer with your whole line, e.g. `point: %s`.", strings.Join(userMoves(j.line), " ")+" …"), againCommand(req, p))
	}
	var j *judged
	step, err := b.practice.Answer(ctx, who(req), ref(p), func(a *practice.Attempt) (practice.Judgement, error) {
		var line []core.Move
		if len(pts) == 1 {
			line = decodeLine(p, a.Line)
		}
		var err error
		if j, err = judge(p, line, pts); err != nil {
			return practice.Judgement{}, err
		}
		return j.judgement(len(line) == 0, pts, p), nil
	})
	if err != nil {
		return nil, practiceError(err)
	}
	if step.AlreadySolved {
		msg := fmt.Sprintf("You already solved %s 🎉 (%s), so this answer is not judged: a puzzle counts once. `/puzzle show%s` shows the whole solution.",
			puzzleName(req, p), creditWords(step.After), idOption(req))
		if !step.Credited.IsZero() {
			msg += fmt.Sprintf("\nIt is this server's puzzle of %s: your streak counts the day. 🔥 %s", step.Credited, streakWords(step.Player.Streak, step.Player.Best))
		}
		return &Response{Content: msg, Ephemeral: true}, nil
	}
	return b.answerReply(b.lookFor(ctx, req.User.ID), p, j, step, "", againCommand(req, p))
}

// answersToday reports whether the request is /puzzle answer without an
// id, which answers today's puzzle (a form's answer carries its puzzle).
func answersToday(req *Request) bool {
	return strings.TrimSpace(req.Options["id"]) == "" && req.Fields == nil
}

// againCommand is the command that answers p again: without an id when
// the request answered today's puzzle by slash command, with p's id
// otherwise (a form's answer may be for any puzzle).
func againCommand(req *Request, p *puzzles.Puzzle) string {
	if answersToday(req) {
		return "/puzzle answer point:"
	}
	return "/puzzle answer id:" + p.ID() + " point:"
}

// answerReply words a judged answer: each move's verdict, then what the
// step earned (the credit of a solve, the rating, the streak), with the
// position drawn in look.
func (b *Bot) answerReply(look match.Look, p *puzzles.Puzzle, j *judged, step *practice.Step, stateless, again string) (*Response, error) {
	var sb strings.Builder
	sb.WriteString(j.text.String())
	switch {
	case j.solved:
		sb.WriteString("🎉 **Solved!**")
		if step != nil {
			if w := creditWords(step.After); step.After.Credit != practice.Clean {
				sb.WriteString(" (" + w + ")")
			} else {
				sb.WriteString(" A clean solve: no wrong answer, hint or solution.")
			}
			if step.After.Credit == practice.AfterSolution {
				sb.WriteString(" Seen before solving, the solution earns no credit.")
			}
		}
	case j.wrong:
		sb.WriteString("Try again from the start with **Answer** or `" + again + "`.")
	default:
		fmt.Fprintf(&sb, "%s to play: your next move?", colorName(p.ToPlay()))
		sb.WriteString(stateless)
	}
	if step != nil {
		if step.Rated {
			sb.WriteString("\n" + ratingWords(step.RatingBefore, step.Player.Rating))
		}
		if !step.Credited.IsZero() {
			sb.WriteString("\n🔥 " + streakWords(step.Player.Streak, step.Player.Best))
		}
	}
	f, err := b.puzzleImage(p, j.shown, false, look)
	if err != nil {
		return nil, err
	}
	return &Response{Content: sb.String(), Files: []File{f}, Ephemeral: true}, nil
}

// creditWords says how an attempt was solved: "solved cleanly", "after 2
// wrong answers", "after a hint", "after seeing the solution: no credit".
func creditWords(a *practice.Attempt) string {
	switch a.Credit {
	case practice.Clean:
		return "solved cleanly"
	case practice.AfterWrong:
		return fmt.Sprintf("after %d wrong answer%s", a.Wrong, plural(a.Wrong))
	case practice.AfterHint:
		if a.Hints == 1 {
			return "after a hint"
		}
		return fmt.Sprintf("after %d hints", a.Hints)
	case practice.AfterSolution:
		return "after seeing the solution: no credit"
	}
	switch {
	case a.Wrong > 0:
		return fmt.Sprintf("not solved yet, %d wrong answer%s", a.Wrong, plural(a.Wrong))
	case a.Shown:
		return "not solved, solution seen"
	}
	return "not solved yet"
}

// ratingWords says how the rated game moved the rating.
func ratingWords(before, after practice.Rating) string {
	d := int(math.Round(after.Rating)) - int(math.Round(before.Rating))
	sign := "+"
	if d < 0 {
		sign = "−"
		d = -d
	}
	return fmt.Sprintf("📈 Your first attempt was rated: %.0f → %.0f (%s%d).", before.Rating, after.Rating, sign, d)
}

// streakWords says a streak: "Streak: 3 days (best 5)".
func streakWords(streak, best int) string {
	s := fmt.Sprintf("Streak: %d day%s", streak, plural(streak))
	if best > streak {
		s += fmt.Sprintf(" (best %d)", best)
	}
	return s
}

// afterIt says that the n moves typed after the one that decided were
// not used: "(The 2 moves after it were not judged.)".
func afterIt(n int, what string) string {
	if n == 1 {
		return "(The move after it was not " + what + ".)"
	}
	return fmt.Sprintf("(The %d moves after it were not %s.)", n, what)
}

// userMoves returns the player's moves of a line (every other move).
func userMoves(line []core.Move) []string {
	var out []string
	for i := 0; i < len(line); i += 2 {
		out = append(out, line[i].Point().String())
	}
	return out
}

// puzzleAnswerButton opens the Answer form of the puzzle whose id the
// button carries.
func puzzleAnswerButton(ctx context.Context, b *Bot, req *Request, id string) (*Response, error) {
	p, err := b.puzzleFor(ctx, req.GuildID, id)
	if err != nil {
		return nil, err
	}
	title := "Answer: " + p.Title()
	if len([]rune(title)) > 45 {
		title = string([]rune(title)[:44]) + "…"
	}
	return &Response{Modal: &Modal{
		CustomID: customID("puzzle-modal", p.ID()),
		Title:    title,
		Inputs: []TextInput{{
			CustomID: answerField, Required: true, MaxLength: 100,
			Label:       fmt.Sprintf("%s to play: %s", colorName(p.ToPlay()), strings.ToLower(p.GoalText())),
			Placeholder: "Your move, e.g. B18, or a whole line: B18 A17",
		}},
	}}, nil
}

// puzzleAnswerModal judges the Answer form's submission.
func puzzleAnswerModal(ctx context.Context, b *Bot, req *Request, id string) (*Response, error) {
	p, err := b.puzzleFor(ctx, req.GuildID, id)
	if err != nil {
		return nil, err
	}
	return b.puzzleAnswer(ctx, req, p, req.Fields[answerField])
}
