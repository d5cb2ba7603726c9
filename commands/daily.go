package commands

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/practice"
	"github.com/gobot-baduk/gobot/puzzles"
)

// The daily post, for the schedule in package bot: the day's puzzle with
// its buttons, the discussion thread's name and first message, and, when
// the next day's puzzle is posted, the answer to the day before.

// DailyPost returns the post of the built-in daily puzzle of day, and the
// puzzle's id (DailyPostIn for a server's).
func (b *Bot) DailyPost(ctx context.Context, day practice.Day) (*Response, string, error) {
	return b.DailyPostIn(ctx, "", day)
}

// DailyPostIn returns the post of a server's daily puzzle of day (its day
// in the server's time zone), drawn from what the server chose
// (/settings daily-source), and the puzzle's id.
func (b *Bot) DailyPostIn(ctx context.Context, guildID string, day practice.Day) (*Response, string, error) {
	p, err := b.dailyPuzzle(ctx, guildID, day)
	if err != nil {
		return nil, "", err
	}
	r, err := b.puzzlePost(ctx, p, "Daily puzzle of "+day.String(), "", true)
	if err != nil {
		return nil, "", err
	}
	return r, p.ID(), nil
}

// DailyThread returns the name of the discussion thread under the post
// of day's puzzle, and its first message: a reminder to hide answers.
func DailyThread(day practice.Day, puzzleID string) (string, *Response) {
	name := "Puzzle of " + day.String()
	if c, err := collection(); err == nil {
		if p := c.ByID(puzzleID); p != nil {
			name += ": " + p.Title()
		} else if p, ok := parsedServer.Load(puzzleID); ok {
			// A server's own problem, read when its post was made.
			name += ": " + p.(*puzzles.Puzzle).Title()
		}
	}
	if r := []rune(name); len(r) > 100 {
		name = string(r[:99]) + "…"
	}
	return name, &Response{Content: "💬 Talk about today's puzzle here. Please hide answers in spoiler bars, like `||C3||` (it shows as a black bar until clicked), so that others can still solve it. The **Answer** button under the puzzle takes your answer privately; the solution comes with tomorrow's puzzle."}
}

// DailyPosted records that the server's daily puzzle was posted, so that
// solving it counts for the streak until the next is posted.
func (b *Bot) DailyPosted(ctx context.Context, d *practice.Daily) error {
	if b.practice == nil {
		return nil
	}
	return b.practice.Posted(ctx, d)
}

// DailyAnswer claims the answer to the server's latest daily puzzle
// before day, if it was not given yet, and returns that post and the
// answer to reply to it with: the solution, its picture with numbered
// moves, and the day's figures. It returns a nil post when there is no
// answer to give (or another process gives it). If the reply cannot be
// posted, ReleaseDailyAnswer lets a later try give it.
func (b *Bot) DailyAnswer(ctx context.Context, guildID string, day practice.Day) (*practice.Daily, *Response, error) {
	if b.practice == nil {
		return nil, nil, nil
	}
	prev, err := b.practice.Unanswered(ctx, guildID, day)
	if err != nil || prev == nil {
		return nil, nil, err
	}
	r, err := b.dailyAnswer(ctx, prev)
	if err != nil {
		if rerr := b.practice.ReleaseAnswer(ctx, guildID, prev.Day); rerr != nil {
			err = errors.Join(err, rerr)
		}
		return nil, nil, err
	}
	return prev, r, nil
}

// ReleaseDailyAnswer gives back the claim of an answer that could not be
// posted.
func (b *Bot) ReleaseDailyAnswer(ctx context.Context, guildID string, day practice.Day) error {
	if b.practice == nil {
		return nil
	}
	return b.practice.ReleaseAnswer(ctx, guildID, day)
}

// maxMessage is Discord's limit on a message's length, in characters.
const maxMessage = 2000

// dailyAnswer words the answer to a daily post.
func (b *Bot) dailyAnswer(ctx context.Context, d *practice.Daily) (*Response, error) {
	p, err := b.puzzleByID(ctx, d.GuildID, d.PuzzleID)
	if err != nil {
		return nil, err
	}
	if p == nil {
		return nil, fmt.Errorf("commands: the daily of %s, %s, is not a puzzle gobot has", d.Day, d.PuzzleID)
	}
	f, err := b.practice.Figures(ctx, d.GuildID, p.ID())
	if err != nil {
		return nil, err
	}
	head := fmt.Sprintf("**The answer to the puzzle of %s: %s** (`%s`) — %s.\n", d.Day, p.Title(), p.ID(), p.GoalText())
	tail := figuresText(p, f)
	if gone := capturedMoves(p, mainLine(p)); gone != "" {
		tail = gone + "\n" + tail
	}
	// The moves, as many as the message has room for (a generated
	// problem's line can be long): the picture numbers them all.
	var moves strings.Builder
	for i, n := range p.MainLine() {
		line := fmt.Sprintf("%d. %s **%v** — %s\n", i+1, colorName(n.Move().Color()), n.Move().Point(), n.Comment())
		more := fmt.Sprintf("… (the rest is numbered on the picture; `/puzzle show id:%s` lists it)\n", p.ID())
		if utf8.RuneCountInString(head+moves.String()+line+more+tail) > maxMessage {
			moves.WriteString(more)
			break
		}
		moves.WriteString(line)
	}
	var sb strings.Builder
	sb.WriteString(head + moves.String() + tail)
	files, err := b.solutionFiles(p, match.Look{})
	if err != nil {
		return nil, err
	}
	files[0].Name = "solution-" + p.ID() + ".png"
	return &Response{Content: strings.TrimSpace(sb.String()), Files: files[:1]}, nil
}

// figuresText words the day's figures: how many tried, how many solved at
// the first attempt, and the most common wrong first move with the
// answer that refutes it.
func figuresText(p *puzzles.Puzzle, f practice.Figures) string {
	var sb strings.Builder
	sb.WriteString("📊 ")
	if f.Tried == 0 {
		sb.WriteString("Nobody answered it here.")
		return sb.String()
	}
	fmt.Fprintf(&sb, "%d tried it, %d solved it at the first attempt (no wrong answer, hint or solution)", f.Tried, f.Clean)
	if f.Solved > f.Clean {
		fmt.Fprintf(&sb, ", %d more after a wrong answer or a hint", f.Solved-f.Clean)
	}
	sb.WriteString(".")
	if len(f.WrongFirst) > 0 {
		w := f.WrongFirst[0]
		players := fmt.Sprintf("%d player%s", w.Count, plural(w.Count))
		fmt.Fprintf(&sb, "\nThe most common wrong first move was **%s** (%s)", w.Move, players)
		if r := refute(p, w.Move); r != "" {
			sb.WriteString(": " + r)
		} else {
			sb.WriteString(".")
		}
	}
	return sb.String()
}

// refute words the answer to a wrong first move: the book's, or the
// solver's strongest reply.
func refute(p *puzzles.Puzzle, vertex string) string {
	q, err := parsePoint(vertex, p.Size())
	if err != nil {
		return ""
	}
	v, err := p.Play(puzzles.NewSolver(0), nil, q)
	if err != nil || v.Correct {
		return ""
	}
	switch {
	case v.Reply.IsValid():
		return fmt.Sprintf("%s answers **%v** — %s", colorName(v.Reply.Color()), v.Reply.Point(), v.ReplyComment)
	case v.ReplyComment != "":
		return v.ReplyComment
	}
	return strings.TrimSpace(strings.TrimPrefix(v.Comment, "Wrong."))
}
