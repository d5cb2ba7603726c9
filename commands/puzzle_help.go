package commands

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/practice"
	"github.com/gobot-baduk/gobot/puzzles"
)

// Hints and the solution: both are shown only to whoever asks, and both,
// asked before the solve, take the credit of a clean solve (see package
// practice).

// hintFor returns the hint after the stored line and how many hints were
// asked before: the first describes where the key point is, later ones
// name it. It may restart a line that no longer fits.
func hintFor(p *puzzles.Puzzle, stored []string, hints int, kept bool) (string, []string, error) {
	line := decodeLine(p, stored)
	q, err := p.Hint(puzzles.NewSolver(0), line)
	if errors.Is(err, puzzles.ErrLine) && len(line) > 0 {
		line = nil
		q, err = p.Hint(puzzles.NewSolver(0), nil)
	}
	if err != nil {
		return "", nil, puzzleMoveError(err, core.NoPoint, p)
	}
	text := p.HintText(q)
	switch {
	case kept && hints > 0:
		// A second hint on the same puzzle names the point.
		text = fmt.Sprintf("The key point is **%v**.", q)
	case kept:
		text += " Ask again for the point itself."
	}
	if len(line) > 0 {
		text = "For your next move: " + text
	}
	return text, encodeLine(line), nil
}

func (b *Bot) puzzleHint(ctx context.Context, req *Request, p *puzzles.Puzzle) (*Response, error) {
	var text string
	if b.practice == nil {
		t, _, err := hintFor(p, nil, 0, false)
		if err != nil {
			return nil, err
		}
		text = t
	} else {
		step, err := b.practice.Hint(ctx, who(req), ref(p), func(a *practice.Attempt) error {
			t, line, err := hintFor(p, a.Line, a.Hints, true)
			if err != nil {
				return err
			}
			text, a.Line = t, line
			return nil
		})
		if err != nil {
			return nil, practiceError(err)
		}
		switch {
		case step.AlreadySolved:
			text += " (You solved this one already: the hint changes nothing.)"
		case step.Before.Hints == 0 && step.Before.Credit == practice.Unsolved && step.Before.Wrong == 0 && !step.Before.Shown:
			text += " A solve after a hint still counts for your streak, but not as a clean solve."
		}
	}
	return &Response{Content: fmt.Sprintf("💡 %s (%s: %s)", text, p.Title(), p.GoalText()), Ephemeral: true}, nil
}

func (b *Bot) puzzleShow(ctx context.Context, req *Request, p *puzzles.Puzzle) (*Response, error) {
	var sb strings.Builder
	fmt.Fprintf(&sb, "**%s** — %s.\n", p.Title(), p.GoalText())
	line := mainLine(p)
	for i, n := range p.MainLine() {
		fmt.Fprintf(&sb, "%d. %s **%v** — %s\n", i+1, colorName(n.Move().Color()), n.Move().Point(), n.Comment())
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
			wrongs = append(wrongs, "Wrong: "+refutation(n))
		}
	}
	if len(others) > 0 {
		fmt.Fprintf(&sb, "Also correct: %s.\n", strings.Join(others, ", "))
	}
	for _, w := range wrongs {
		sb.WriteString(w + "\n")
	}
	if b.practice != nil {
		step, err := b.practice.Show(ctx, who(req), ref(p))
		if err != nil {
			return nil, practiceError(err)
		}
		if !step.AlreadySolved && !step.Before.Shown {
			sb.WriteString("(Seen before solving: a solve of this puzzle now earns no credit.)\n")
		}
	}
	files, err := b.solutionFiles(p, b.lookFor(ctx, req.User.ID))
	if err != nil {
		return nil, err
	}
	return &Response{Content: strings.TrimSpace(sb.String()), Files: files, Ephemeral: true}, nil
}

// mainLine returns the moves of the book's main line.
func mainLine(p *puzzles.Puzzle) []core.Move {
	var line []core.Move
	for _, n := range p.MainLine() {
		line = append(line, n.Move())
	}
	return line
}

// refutation words a wrong first move and the book's answer to it:
// "**D19**: comment (White answers **E19**: comment)". The book's
// comments on wrong moves start "Wrong.": the callers say so once.
func refutation(n *puzzles.Node) string {
	w := fmt.Sprintf("**%v**: %s", n.Move().Point(), strings.TrimSpace(strings.TrimPrefix(n.Comment(), "Wrong.")))
	if len(n.Children()) > 0 {
		r := n.Children()[0]
		w += fmt.Sprintf(" (%s answers **%v**: %s)", colorName(r.Move().Color()), r.Move().Point(), r.Comment())
	}
	return w
}

// solutionFiles are the solution's picture in the look, its moves
// numbered so that the line can be followed on it, and the puzzle's SGF.
func (b *Bot) solutionFiles(p *puzzles.Puzzle, look match.Look) ([]File, error) {
	f, err := b.puzzleImage(p, mainLine(p), true, look)
	if err != nil {
		return nil, err
	}
	files := []File{f}
	if data := p.SGF(); len(data) > 0 {
		files = append(files, File{Name: "puzzle-" + p.ID() + ".sgf", ContentType: "application/x-go-sgf", Data: data})
	}
	return files, nil
}

// puzzleHintButton and puzzleShowButton serve the buttons under a posted
// puzzle; the custom id carries the puzzle's id.
func puzzleHintButton(ctx context.Context, b *Bot, req *Request, id string) (*Response, error) {
	p, err := b.puzzleFor(ctx, req.GuildID, id)
	if err != nil {
		return nil, err
	}
	return b.puzzleHint(ctx, req, p)
}

func puzzleShowButton(ctx context.Context, b *Bot, req *Request, id string) (*Response, error) {
	p, err := b.puzzleFor(ctx, req.GuildID, id)
	if err != nil {
		return nil, err
	}
	return b.puzzleShow(ctx, req, p)
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
