package commands

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/puzzles"
	"github.com/gobot-baduk/gobot/render"
)

func puzzleCommand() *slashCommand {
	id := &discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionString, Name: "id", Description: "A puzzle's id, to go back to an earlier day's (default: today's)"}
	return &slashCommand{
		Def: &discordgo.ApplicationCommand{
			Name:        "puzzle",
			Description: "The daily life-and-death puzzle",
			Options: []*discordgo.ApplicationCommandOption{
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "today", Description: "Post today's puzzle", Options: []*discordgo.ApplicationCommandOption{id}},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "answer", Description: "Answer the puzzle (only you see the reply)", Options: []*discordgo.ApplicationCommandOption{
					{Type: discordgo.ApplicationCommandOptionString, Name: "point", Description: "Your move, e.g. B18; or your whole line, e.g. B18 A17", Required: true},
					id,
				}},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "hint", Description: "A hint for your next move (only you see it)", Options: []*discordgo.ApplicationCommandOption{id}},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "show", Description: "Show the solution (only you see it)", Options: []*discordgo.ApplicationCommandOption{id}},
			},
		},
		Run: runPuzzle,
		Defer: func(req *Request) Deferral {
			// A move off the book's lines is judged by the solver.
			if req.Subcommand == "answer" || req.Subcommand == "hint" {
				return DeferEphemeral
			}
			return NoDefer
		},
	}
}

func runPuzzle(ctx context.Context, b *Bot, req *Request) (*Response, error) {
	p, err := b.puzzleFor(req.Options["id"])
	if err != nil {
		return nil, err
	}
	switch req.Subcommand {
	case "today":
		return b.puzzleToday(p)
	case "answer":
		return b.puzzleAnswer(ctx, req, p)
	case "hint":
		return b.puzzleHint(ctx, req.User, p)
	case "show":
		return b.puzzleShow(ctx, req.User, p)
	}
	return nil, userf("Use `/puzzle today`, `/puzzle answer point:`, `/puzzle hint` or `/puzzle show`.")
}

// puzzleFor returns the puzzle with the given id, or today's (by the Bot's
// clock, in UTC) when id is empty.
func (b *Bot) puzzleFor(id string) (*puzzles.Puzzle, error) {
	id = strings.ToLower(strings.TrimSpace(id))
	if id == "" {
		return dailyPuzzle(b.clock.Now())
	}
	c, err := puzzles.Builtin()
	if err != nil {
		return nil, fmt.Errorf("loading puzzles: %w", err)
	}
	p := c.ByID(id)
	if p == nil {
		return nil, userf("There is no puzzle %q. The id is shown under each day's puzzle, like `%s`.", clip(id), c.All()[0].ID())
	}
	return p, nil
}

// dailyPuzzle returns the built-in collection's puzzle of day's UTC date.
func dailyPuzzle(day time.Time) (*puzzles.Puzzle, error) {
	c, err := puzzles.Builtin()
	if err != nil {
		return nil, fmt.Errorf("loading puzzles: %w", err)
	}
	p := c.Daily(day)
	if p == nil {
		return nil, errors.New("commands: the built-in puzzle collection is empty")
	}
	return p, nil
}

func stars(d int) string {
	return strings.Repeat("★", d) + strings.Repeat("☆", 5-d)
}

// puzzleImage draws the puzzle after line in the look; numbered, its
// moves carry their numbers.
func (b *Bot) puzzleImage(p *puzzles.Puzzle, line []core.Move, numbered bool, look match.Look) (File, error) {
	g, err := p.Game(line...)
	if err != nil {
		return File{}, fmt.Errorf("puzzle %s: %w", p.ID(), err)
	}
	// Only the corner or side the problem is in, drawn large: on a phone
	// a whole 19×19 board leaves the stones too small to read.
	lo, hi := p.Bounds()
	v := View{Cropped: true, CropLo: lo, CropHi: hi, Look: look}
	if numbered {
		v.Numbers = render.AllMoves
	}
	var buf bytes.Buffer
	if err := b.render.RenderBoard(&buf, g, v); err != nil {
		return File{}, fmt.Errorf("rendering puzzle %s: %w", p.ID(), err)
	}
	return File{Name: "puzzle-" + p.ID() + ".png", ContentType: "image/png", Data: buf.Bytes()}, nil
}

// where names the part of the board the puzzle is in, with its preposition.
func where(p *puzzles.Puzzle) string {
	n := p.Size()
	r := p.Region()
	x0, y0, x1, y1 := n, n, -1, -1
	for q := range r.All() {
		x0, x1 = min(x0, q.X()), max(x1, q.X())
		y0, y1 = min(y0, q.Y()), max(y1, q.Y())
	}
	v := ""
	switch {
	case y1 == n-1:
		v = "top"
	case y0 == 0:
		v = "bottom"
	}
	h := ""
	switch {
	case x0 == 0:
		h = "left"
	case x1 == n-1:
		h = "right"
	}
	switch {
	case v != "" && h != "":
		return "in the " + v + " " + h + " corner"
	case v != "":
		return "on the " + v + " side"
	case h != "":
		return "on the " + h + " side"
	}
	return "in the centre"
}

func (b *Bot) puzzleToday(p *puzzles.Puzzle) (*Response, error) {
	f, err := b.puzzleImage(p, nil, false, match.Look{})
	if err != nil {
		return nil, err
	}
	content := fmt.Sprintf("**Daily puzzle: %s** %s\n**%s to play. %s.** The problem is %s.\n%s\nAnswer with `/puzzle answer point:` (only you will see the reply). Puzzle id: `%s`.",
		p.Title(), stars(p.Difficulty()), colorName(p.ToPlay()), p.GoalText(), where(p), p.Intro(), p.ID())
	return &Response{
		Content: content,
		Files:   []File{f},
		Components: []discordgo.MessageComponent{row(
			button("Hint", "puzzle-hint", p.ID(), discordgo.SecondaryButton),
			button("Show solution", "puzzle-show", p.ID(), discordgo.SecondaryButton),
		)},
	}, nil
}

// maxAnswerMoves bounds a typed line of moves.
const maxAnswerMoves = puzzles.MaxLine

// parsePuzzleMoves reads one or more points separated by spaces or commas.
func parsePuzzleMoves(s string, size int) ([]core.Point, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == ';' || r == '\t' })
	if len(fields) == 0 {
		return nil, userf("Give your move as a point, like B18 (or several, like `B18 A17`, to answer a whole line).")
	}
	if len(fields) > maxAnswerMoves {
		return nil, userf("That is %d moves; a puzzle line has at most %d of yours.", len(fields), maxAnswerMoves)
	}
	pts := make([]core.Point, 0, len(fields))
	for _, f := range fields {
		q, err := parsePoint(f, size)
		if err != nil {
			return nil, err
		}
		pts = append(pts, q)
	}
	return pts, nil
}

// loadProgress returns the user's progress on p (fresh if none), or nil
// when the Bot keeps no puzzle progress.
func (b *Bot) loadProgress(ctx context.Context, u User, p *puzzles.Puzzle) (*match.PuzzleProgress, error) {
	ps := b.stores.Puzzles
	if ps == nil {
		return nil, nil
	}
	prog, err := ps.PuzzleProgress(ctx, u.ID, p.ID())
	if errors.Is(err, match.ErrNotFound) {
		return &match.PuzzleProgress{UserID: u.ID, PuzzleID: p.ID()}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("reading puzzle progress: %w", err)
	}
	return prog, nil
}

func (b *Bot) saveProgress(ctx context.Context, prog *match.PuzzleProgress) error {
	if prog == nil {
		return nil
	}
	prog.UpdatedAt = b.clock.Now()
	if err := b.stores.Puzzles.SavePuzzleProgress(ctx, prog); err != nil {
		return fmt.Errorf("saving puzzle progress: %w", err)
	}
	return nil
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
		return userWrap(err, "%v is away from the fight: the puzzle is %s.", q, where(p))
	case errors.Is(err, puzzles.ErrTooHard):
		return userWrap(err, "gobot's solver could not settle %v in time. The book's lines start elsewhere; try `/puzzle hint`.", q)
	}
	return err
}

func (b *Bot) puzzleAnswer(ctx context.Context, req *Request, p *puzzles.Puzzle) (*Response, error) {
	pts, err := parsePuzzleMoves(req.Options["point"], p.Size())
	if err != nil {
		return nil, err
	}
	prog, err := b.loadProgress(ctx, req.User, p)
	if err != nil {
		return nil, err
	}
	if prog != nil && prog.Solved {
		// A puzzle is solved once: judging a new attempt after "Solved!"
		// would answer a lone follow-up move as a wrong first move.
		return nil, userf("You already solved %s 🎉, so this answer is not judged: a puzzle counts once. `/puzzle show%s` shows the whole solution.", puzzleName(req, p), idOption(req))
	}
	var line []core.Move
	if prog != nil && len(pts) == 1 {
		line = decodeLine(p, prog.Line)
	}
	solver := puzzles.NewSolver(0)
	var sb strings.Builder
	shown := line
	solved, wrong := false, false
	for i, q := range pts {
		v, err := p.Play(solver, line, q)
		if errors.Is(err, puzzles.ErrLine) {
			line = nil
			v, err = p.Play(solver, line, q)
		}
		if err != nil {
			if i > 0 {
				sb.WriteString("\n")
				return nil, userWrap(err, "%sThen: %s", sb.String(), puzzleMoveError(err, q, p).Error())
			}
			return nil, puzzleMoveError(err, q, p)
		}
		mark := "✅"
		if !v.Correct {
			mark = "❌"
		}
		fmt.Fprintf(&sb, "%s **%v** — %s", mark, q, v.Comment)
		next := append(append([]core.Move(nil), line...), v.Move)
		if v.Reply.IsValid() {
			fmt.Fprintf(&sb, "\n↳ %s **%v** — %s", colorName(v.Reply.Color()), v.Reply.Point(), v.ReplyComment)
			next = append(next, v.Reply)
		} else if v.ReplyComment != "" {
			fmt.Fprintf(&sb, "\n↳ %s", v.ReplyComment)
		}
		sb.WriteString("\n")
		shown = next
		if !v.Correct {
			wrong = true
			if i < len(pts)-1 {
				sb.WriteString(afterIt(len(pts)-1-i, "judged") + "\n")
			}
			break
		}
		line = next
		if v.Solved {
			solved = true
			if i < len(pts)-1 {
				sb.WriteString("(The puzzle was solved.) " + afterIt(len(pts)-1-i, "needed") + "\n")
			}
			break
		}
	}
	switch {
	case solved:
		sb.WriteString("🎉 **Solved!**")
		if prog != nil && prog.Wrong > 0 && !prog.Solved {
			fmt.Fprintf(&sb, " (after %d wrong answer%s)", prog.Wrong, plural(prog.Wrong))
		}
	case wrong:
		sb.WriteString("Try again from the start with `/puzzle answer point:`.")
	default:
		fmt.Fprintf(&sb, "%s to play: your next move?", colorName(p.ToPlay()))
		if prog == nil {
			fmt.Fprintf(&sb, " gobot keeps no puzzle progress here, so answer with your whole line, e.g. `point: %s`.", strings.Join(userMoves(line), " ")+" …")
		}
	}
	if prog != nil {
		switch {
		case solved:
			prog.Solved, prog.Line = true, nil
		case wrong:
			prog.Wrong++
			prog.Line = nil
		default:
			prog.Line = encodeLine(line)
		}
		if err := b.saveProgress(ctx, prog); err != nil {
			return nil, err
		}
	}
	f, err := b.puzzleImage(p, shown, false, b.lookFor(ctx, req.User.ID))
	if err != nil {
		return nil, err
	}
	return &Response{Content: sb.String(), Files: []File{f}, Ephemeral: true}, nil
}

// afterIt says that the n moves typed after the one that decided were
// not used: "(The 2 moves after it were not judged.)".
func afterIt(n int, what string) string {
	if n == 1 {
		return "(The move after it was not " + what + ".)"
	}
	return fmt.Sprintf("(The %d moves after it were not %s.)", n, what)
}

// puzzleName names the puzzle a request is about: "today's puzzle", or by
// its title and id when the request named it.
func puzzleName(req *Request, p *puzzles.Puzzle) string {
	if strings.TrimSpace(req.Options["id"]) == "" {
		return "today's puzzle"
	}
	return fmt.Sprintf("the puzzle %s (`%s`)", p.Title(), p.ID())
}

// idOption repeats the request's puzzle id as an option, for a command the
// reply suggests.
func idOption(req *Request) string {
	if strings.TrimSpace(req.Options["id"]) == "" {
		return ""
	}
	return " id:" + strings.ToLower(strings.TrimSpace(req.Options["id"]))
}

// userMoves returns the player's moves of a line (every other move).
func userMoves(line []core.Move) []string {
	var out []string
	for i := 0; i < len(line); i += 2 {
		out = append(out, line[i].Point().String())
	}
	return out
}

func (b *Bot) puzzleHint(ctx context.Context, u User, p *puzzles.Puzzle) (*Response, error) {
	prog, err := b.loadProgress(ctx, u, p)
	if err != nil {
		return nil, err
	}
	var line []core.Move
	if prog != nil {
		line = decodeLine(p, prog.Line)
	}
	q, err := p.Hint(puzzles.NewSolver(0), line)
	if errors.Is(err, puzzles.ErrLine) && len(line) > 0 {
		line = nil
		q, err = p.Hint(puzzles.NewSolver(0), nil)
	}
	if err != nil {
		return nil, puzzleMoveError(err, core.NoPoint, p)
	}
	text := p.HintText(q)
	if prog != nil && prog.Hints > 0 {
		// A second hint on the same puzzle names the point.
		text = fmt.Sprintf("The key point is **%v**.", q)
	} else if prog != nil {
		text += " Ask again for the point itself."
	}
	if len(line) > 0 {
		text = "For your next move: " + text
	}
	if prog != nil {
		prog.Hints++
		if err := b.saveProgress(ctx, prog); err != nil {
			return nil, err
		}
	}
	return &Response{Content: fmt.Sprintf("💡 %s (%s: %s)", text, p.Title(), p.GoalText()), Ephemeral: true}, nil
}

func (b *Bot) puzzleShow(ctx context.Context, u User, p *puzzles.Puzzle) (*Response, error) {
	var sb strings.Builder
	fmt.Fprintf(&sb, "**%s** — %s.\n", p.Title(), p.GoalText())
	var line []core.Move
	for i, n := range p.MainLine() {
		fmt.Fprintf(&sb, "%d. %s **%v** — %s\n", i+1, colorName(n.Move().Color()), n.Move().Point(), n.Comment())
		line = append(line, n.Move())
	}
	if gone := capturedMoves(p, line); gone != "" {
		sb.WriteString(gone + "\n")
	}
	var others, wrongs []string
	for _, n := range p.Solution().Children() {
		switch {
		case n.Correct() && (len(line) == 0 || n.Move() != line[0]):
			others = append(others, n.Move().Point().String())
		case !n.Correct():
			// The book's comments on wrong moves start "Wrong.": the list
			// says so once.
			w := fmt.Sprintf("**%v**: %s", n.Move().Point(), strings.TrimSpace(strings.TrimPrefix(n.Comment(), "Wrong.")))
			if len(n.Children()) > 0 {
				r := n.Children()[0]
				w += fmt.Sprintf(" (%s answers **%v**: %s)", colorName(r.Move().Color()), r.Move().Point(), r.Comment())
			}
			wrongs = append(wrongs, w)
		}
	}
	if len(others) > 0 {
		fmt.Fprintf(&sb, "Also correct: %s.\n", strings.Join(others, ", "))
	}
	for _, w := range wrongs {
		sb.WriteString("Wrong: " + w + "\n")
	}
	prog, err := b.loadProgress(ctx, u, p)
	if err != nil {
		return nil, err
	}
	if prog != nil && !prog.Solved && !prog.Shown {
		prog.Shown = true
		if err := b.saveProgress(ctx, prog); err != nil {
			return nil, err
		}
	}
	// The picture numbers the moves, so that the line can be followed on it.
	f, err := b.puzzleImage(p, line, true, b.lookFor(ctx, u.ID))
	if err != nil {
		return nil, err
	}
	files := []File{f}
	if data := p.SGF(); len(data) > 0 {
		files = append(files, File{Name: "puzzle-" + p.ID() + ".sgf", ContentType: "application/x-go-sgf", Data: data})
	}
	return &Response{Content: strings.TrimSpace(sb.String()), Files: files, Ephemeral: true}, nil
}

// puzzleHintButton and puzzleShowButton serve the buttons under a posted
// puzzle; the custom id carries the puzzle's id.
func puzzleHintButton(ctx context.Context, b *Bot, req *Request, id string) (*Response, error) {
	p, err := b.puzzleFor(id)
	if err != nil {
		return nil, err
	}
	return b.puzzleHint(ctx, req.User, p)
}

func puzzleShowButton(ctx context.Context, b *Bot, req *Request, id string) (*Response, error) {
	p, err := b.puzzleFor(id)
	if err != nil {
		return nil, err
	}
	return b.puzzleShow(ctx, req.User, p)
}

// capturedMoves names the moves of line whose stones the final picture
// cannot show: captured, and their point not played again (a point played
// again shows the later number, and the picture's footnote "k = m" the
// earlier). "" when there are none.
func capturedMoves(p *puzzles.Puzzle, line []core.Move) string {
	g, err := p.Game(line...)
	if err != nil {
		return ""
	}
	b := g.Board()
	var gone []string
	for i, m := range line {
		later := false
		for _, n := range line[i+1:] {
			later = later || n.Point() == m.Point()
		}
		if !later && b.At(m.Point()) != m.Color() {
			gone = append(gone, fmt.Sprintf("%d (%v)", i+1, m.Point()))
		}
	}
	switch len(gone) {
	case 0:
		return ""
	case 1:
		return "Move " + gone[0] + " is captured, so the picture does not show it."
	}
	return "Moves " + strings.Join(gone[:len(gone)-1], ", ") + " and " + gone[len(gone)-1] + " are captured, so the picture does not show them."
}
