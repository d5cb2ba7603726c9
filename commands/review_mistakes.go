package commands

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/engine"
	"github.com/gobot-baduk/gobot/match"
)

// /review mistakes: the engine evaluates every move of the review's
// current line (from the start, through the cursor, to the end of its
// first continuation) and the biggest mistakes of each side are posted.
//
// With GNU Go a move's loss is measured with its own valuations: for the
// position before move n, top_moves_black / top_moves_white give the
// engine's best move, and estimate_score after that move and after the
// move played give the two outcomes; the difference, from the mover's
// side, is what the move lost (0 when it is the engine's choice). KataGo
// answers the same two requests through kata-analyze (engine/kata.go); an
// engine with neither (Leela Zero, Pachi) is told apart with
// engine.ErrUnsupported and the members are told so.
//
// The results are written into the review's record, where they survive a
// restart and go out with /review sgf: each mistake's move gets a comment
// by "gobot" with the points lost and the better move, the engine's move
// is added beside it as a variation, and the root keeps the list
// (GOBOTMISTAKES) for the line it was made for (GOBOTMISTAKESLINE), so that
// asking again shows it without evaluating again.

// Private SGF properties of the stored mistakes.
const (
	propMistakes     = "GOBOTMISTAKES"
	propMistakesLine = "GOBOTMISTAKESLINE"
)

// mistakesPerSide is how many mistakes of each side are listed.
const mistakesPerSide = 3

// minMistake is the smallest loss, in points, listed as a mistake: GNU
// Go's estimate moves by a point or two between quiet moves.
const minMistake = 3.0

// mistakeAuthor signs the engine's comments.
const mistakeAuthor = "gobot"

// mistake is one evaluated move that lost points.
type mistake struct {
	// Move is the move's number on the line (from 1); Depth its node's
	// depth (they differ when nodes without moves come first).
	Move, Depth int
	Played      core.Move
	Better      core.Move
	Loss        float64
}

// encode writes m for propMistakes: "move,depth,B,D4,C3,12.5".
func (m mistake) encode(size int) string {
	return fmt.Sprintf("%d,%d,%s,%s,%s,%s", m.Move, m.Depth, m.Played.Color().Letter(), vertexOf(m.Played, size), vertexOf(m.Better, size), strconv.FormatFloat(m.Loss, 'f', 1, 64))
}

func vertexOf(m core.Move, size int) string {
	if m.IsPass() {
		return "pass"
	}
	return m.Point().String()
}

// decodeMistake reads what encode wrote.
func decodeMistake(s string, size int) (mistake, error) {
	f := strings.Split(s, ",")
	if len(f) != 6 {
		return mistake{}, fmt.Errorf("commands: stored mistake %q", s)
	}
	var m mistake
	var err1, err2, err3 error
	m.Move, err1 = strconv.Atoi(f[0])
	m.Depth, err2 = strconv.Atoi(f[1])
	m.Loss, err3 = strconv.ParseFloat(f[5], 64)
	c := core.Black
	if f[2] == "W" {
		c = core.White
	}
	p, err4 := core.ParseMove(c, f[3], size)
	b, err5 := core.ParseMove(c, f[4], size)
	if err := errors.Join(err1, err2, err3, err4, err5); err != nil {
		return mistake{}, fmt.Errorf("commands: stored mistake %q: %w", s, err)
	}
	m.Played, m.Better = p, b
	return m, nil
}

// reviewMistakes answers /review mistakes and the Mistakes button.
func (b *Bot) reviewMistakes(ctx context.Context, req *Request, gameID string) (*Response, error) {
	g, err := b.currentReview(ctx, req.ChannelID)
	if err != nil {
		return nil, err
	}
	if gameID != "" && g.ID != gameID {
		return nil, userf(reviewIsOver)
	}
	line := lineOf(g.Game.Cursor())
	nodes, err := line.walk(g.Game.Root())
	if err != nil {
		return nil, fmt.Errorf("review %s: its own line: %w", g.ID, err)
	}
	lineID := "line:" + line.encodeBranches()
	if stored, ok := storedMistakes(g.Game, lineID); ok {
		return b.mistakesView(g, stored, len(movesOf(nodes)), "evaluated earlier in this review; the comments and the engine's variations are in the record")
	}
	if b.engine == nil {
		return nil, userf("%s", strings.Replace(noEngineText, "so you cannot play against one here", "so it cannot look for mistakes", 1))
	}
	for _, n := range nodes[1:] {
		if !n.Setup().IsZero() {
			return nil, userf("The engine cannot be given this line: it sets up stones after the start (move %d), which GTP cannot replay.", n.MoveNumber())
		}
	}
	moves := movesOf(nodes)
	if len(moves) == 0 {
		return nil, userf("This line has no moves to evaluate.")
	}
	// One evaluation of a review at a time: a second click would only
	// double the engine's work.
	if _, busy := b.evaluating.LoadOrStore(g.ID, true); busy {
		return nil, userf("The engine is already looking for this review's mistakes; the list will be posted here when it is done.")
	}
	defer b.evaluating.Delete(g.ID)
	start := g.Game.Clone()
	if err := start.GoTo(start.Root()); err != nil {
		return nil, fmt.Errorf("review %s: %w", g.ID, err)
	}
	base, err := engine.PositionOf(start)
	if err != nil {
		return nil, userWrap(err, "The engine cannot be given this record: it sets up stones during the game, which GTP cannot replay.")
	}
	found, err := b.evaluate(ctx, base, moves, progressOf(ctx))
	if err != nil {
		return nil, mistakesFailure(err)
	}
	top := biggest(found)
	// Write them into the review: comments, the engine's moves as
	// variations, and the list at the root.
	saved, err := b.games.Review(ctx, actor(req), g.ID, func(c *core.Game) error {
		if _, ok := storedMistakes(c, lineID); ok {
			return match.ErrUnchanged
		}
		return markMistakes(c, line, top, engineName(b.engine.Name()), lineID)
	})
	switch {
	case errors.Is(err, match.ErrUnchanged):
		saved = g
	case err != nil:
		return nil, reviewExplain(err, g.ID, nil)
	}
	return b.mistakesView(saved, top, len(moves), "")
}

// lineMove is a move of the line with its node's depth.
type lineMove struct {
	move  core.Move
	depth int
}

// movesOf lists the moves on the line's nodes.
func movesOf(nodes []*core.Node) []lineMove {
	var out []lineMove
	for d, n := range nodes {
		if m := n.Move(); m.IsValid() {
			out = append(out, lineMove{m, d})
		}
	}
	return out
}

// progressEvery is how often progress is reported at most.
const progressEvery = 2 * time.Second

// evaluate has the engine judge every move: the mistakes, with their loss.
func (b *Bot) evaluate(ctx context.Context, base engine.Position, moves []lineMove, progress Progress) ([]mistake, error) {
	var out []mistake
	last := time.Time{}
	for i, lm := range moves {
		if now := time.Now(); now.Sub(last) >= progressEvery {
			progress(progressText(i+1, len(moves)))
			last = now
		}
		before := base
		before.Moves = make([]core.Move, 0, i+1)
		for _, m := range moves[:i] {
			before.Moves = append(before.Moves, m.move)
		}
		c := lm.move.Color()
		cands, err := b.engine.TopMoves(ctx, before, c)
		if err != nil {
			return nil, err
		}
		better := core.Pass(c)
		if len(cands) > 0 {
			better = cands[0].Move
		}
		if better == lm.move {
			continue
		}
		withBetter, withPlayed := before, before
		withBetter.Moves = append(append([]core.Move{}, before.Moves...), better)
		withPlayed.Moves = append(append([]core.Move{}, before.Moves...), lm.move)
		sBetter, err := b.engine.EstimateScore(ctx, withBetter)
		if err != nil {
			return nil, err
		}
		sPlayed, err := b.engine.EstimateScore(ctx, withPlayed)
		if errors.Is(err, engine.ErrRefused) {
			// The record's move is one the engine does not allow (a
			// suicide under rules that permit it): not judged.
			continue
		}
		if err != nil {
			return nil, err
		}
		loss := sBetter - sPlayed
		if c == core.White {
			loss = -loss
		}
		if loss >= minMistake {
			out = append(out, mistake{Move: i + 1, Depth: lm.depth, Played: lm.move, Better: better, Loss: loss})
		}
	}
	progress(progressText(len(moves), len(moves)))
	return out, nil
}

// progressText is "Evaluating move 120 of 250 ▓▓▓▓▓░░░░░".
func progressText(n, of int) string {
	const width = 10
	full := n * width / of
	return fmt.Sprintf("Evaluating move %d of %d %s%s", n, of, strings.Repeat("▓", full), strings.Repeat("░", width-full))
}

// biggest keeps each side's largest mistakes, in move order.
func biggest(all []mistake) []mistake {
	var out []mistake
	for _, c := range []core.Color{core.Black, core.White} {
		var side []mistake
		for _, m := range all {
			if m.Played.Color() == c {
				side = append(side, m)
			}
		}
		sort.SliceStable(side, func(i, j int) bool { return side[i].Loss > side[j].Loss })
		if len(side) > mistakesPerSide {
			side = side[:mistakesPerSide]
		}
		out = append(out, side...)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Move < out[j].Move })
	return out
}

// markMistakes writes the mistakes into the review's tree (see the top of
// this file).
func markMistakes(c *core.Game, line privateLine, ms []mistake, engineWho, lineID string) error {
	nodes, err := line.walk(c.Root())
	if err != nil {
		return fmt.Errorf("the line evaluated: %w", err)
	}
	values := []string{}
	for _, m := range ms {
		if m.Depth >= len(nodes) || nodes[m.Depth].Move() != m.Played {
			return fmt.Errorf("move %d is not on the line evaluated", m.Move)
		}
		node := nodes[m.Depth]
		match.AddComment(node, mistakeAuthor, fmt.Sprintf("%s lost about %s points with this move (%s); better: %s.", colorName(m.Played.Color()), fmtNum(m.Loss), engineWho, moveName(m.Better)))
		parent := node.Parent()
		var alt *core.Node
		for _, k := range parent.Children() {
			if k.Move() == m.Better {
				alt = k
			}
		}
		if alt == nil {
			alt = core.NewNode()
			alt.SetMove(m.Better)
			parent.AddChild(alt)
			match.SetVariationAuthor(alt, engineWho)
		}
		match.AddComment(alt, mistakeAuthor, fmt.Sprintf("%s's move instead of %s %s (about %s points better).", engineWho, colorName(m.Played.Color()), moveName(m.Played), fmtNum(m.Loss)))
		values = append(values, m.encode(c.Size()))
	}
	if len(values) == 0 {
		values = []string{"none"}
	}
	c.Root().SetProp(propMistakes, values...)
	c.Root().SetProp(propMistakesLine, lineID)
	return nil
}

// storedMistakes returns the mistakes stored for the line, if any.
func storedMistakes(c *core.Game, lineID string) ([]mistake, bool) {
	if c.Root().PropText(propMistakesLine) != lineID {
		return nil, false
	}
	vs, ok := c.Root().Prop(propMistakes)
	if !ok {
		return nil, false
	}
	var out []mistake
	for _, v := range vs {
		if v == "none" {
			continue
		}
		m, err := decodeMistake(v, c.Size())
		if err != nil {
			return nil, false
		}
		out = append(out, m)
	}
	return out, true
}

// mistakesView lists the mistakes, with a button for each that takes the
// channel's review to the position before it.
func (b *Bot) mistakesView(g *match.GameRecord, ms []mistake, moves int, note string) (*Response, error) {
	var sb strings.Builder
	fmt.Fprintf(&sb, "**Mistakes in %s** — %d move%s evaluated", reviewTitle(g), moves, plural(moves))
	if note != "" {
		sb.WriteString(" (" + note + ")")
	}
	sb.WriteString(".\n")
	line := lineOf(g.Game.Cursor())
	var buttons []discordgo.Button
	for _, c := range []core.Color{core.Black, core.White} {
		var parts []string
		for _, m := range ms {
			if m.Played.Color() != c {
				continue
			}
			parts = append(parts, fmt.Sprintf("move %d %s: about %s points lost; better %s", m.Move, moveName(m.Played), fmtNum(m.Loss), moveName(m.Better)))
			l := line
			l.depth = m.Depth - 1
			buttons = append(buttons, discordgo.Button{Label: fmt.Sprintf("Move %d (%s)", m.Move, c.Letter()), Style: discordgo.SecondaryButton,
				CustomID: fmt.Sprintf("rv-jump:%s:j%d:%s", g.ID, l.depth, l.encodeBranches())})
		}
		stone := "⚫"
		if c == core.White {
			stone = "⚪"
		}
		if len(parts) == 0 {
			fmt.Fprintf(&sb, "%s %s: no move lost %s points or more.\n", stone, colorName(c), fmtNum(minMistake))
			continue
		}
		fmt.Fprintf(&sb, "%s %s: %s.\n", stone, colorName(c), strings.Join(parts, " · "))
	}
	if len(buttons) > 0 {
		sb.WriteString("The buttons take the review to the position before each mistake, where the engine's move is a variation beside the move played.")
	}
	var comps []discordgo.MessageComponent
	for i := 0; i < len(buttons); i += 5 {
		comps = append(comps, row(buttons[i:min(i+5, len(buttons))]...))
	}
	return &Response{Content: strings.TrimRight(sb.String(), "\n"), Components: comps}, nil
}

// reviewJump takes the channel's review to a position a mistakes list's
// button names.
func reviewJump(ctx context.Context, b *Bot, req *Request, rest string) (*Response, error) {
	gameID, pos, _ := strings.Cut(rest, ":")
	l, err := parsePrivate(pos)
	if err != nil {
		return nil, userWrap(err, "That button is not one of a review's.")
	}
	g, err := b.mutateReview(ctx, req, gameID, func(c *core.Game) error {
		nodes, err := l.walk(c.Root())
		if err != nil || l.depth >= len(nodes) {
			return userf("That position is no longer in the review.")
		}
		if c.Cursor() == nodes[l.depth] {
			return match.ErrUnchanged
		}
		return c.GoTo(nodes[l.depth])
	})
	if errors.Is(err, match.ErrUnchanged) {
		g, err = b.currentReview(ctx, req.ChannelID)
	}
	if err != nil {
		return nil, err
	}
	return b.reviewView(ctx, g, mention(req.User)+" went to a mistake.", false)
}

// mistakesFailure words why the evaluation stopped; nothing was saved.
func mistakesFailure(err error) error {
	switch {
	case errors.Is(err, engine.ErrUnsupported):
		return userWrap(err, "This bot's engine has no valuations gobot can read: `/review mistakes` needs GNU Go (its `top_moves` and `estimate_score`) or KataGo (its `kata-analyze`). Nothing was changed.")
	case errors.Is(err, engine.ErrBusy), errors.Is(err, engine.ErrNoEngine), errors.Is(err, engine.ErrRefused), errors.Is(err, engine.ErrFailed):
		return userWrap(err, "%s Nothing was changed.", engineFailure(err))
	}
	return err
}
