package commands

import (
	"context"
	"errors"
	"fmt"
	"path"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/sgf"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/render"
)

// maxReviewFile bounds an SGF file loaded for review: real game records
// are a few KB, and a long commented one with variations under 200 KB.
const maxReviewFile = 1 << 20

// maxCommentLen bounds what /review comment adds at once.
const maxCommentLen = 1000

// reviewCommand is /review: the channel loads an SGF file and steps through
// it together, tries variations and adds comments; the result can be
// exported with all of them. A review occupies the channel as a game does.
func reviewCommand() *slashCommand {
	count := &discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionInteger, Name: "count", Description: "How many moves (default 1)"}
	return &slashCommand{
		Def: &discordgo.ApplicationCommand{
			Name:        "review",
			Description: "Review a game record (SGF) together in this channel",
			Options: []*discordgo.ApplicationCommandOption{
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "start", Description: "Review an SGF file, or this channel's last finished game, here", Options: []*discordgo.ApplicationCommandOption{
					{Type: discordgo.ApplicationCommandOptionAttachment, Name: "file", Description: "The game record (.sgf, up to 1 MB; default: this channel's last finished game)"},
				}},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "next", Description: "Go forward along the current line", Options: []*discordgo.ApplicationCommandOption{count}},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "prev", Description: "Go back", Options: []*discordgo.ApplicationCommandOption{count}},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "goto", Description: "Go to a move number of the current line (0: the start)", Options: []*discordgo.ApplicationCommandOption{
					{Type: discordgo.ApplicationCommandOptionInteger, Name: "move", Description: "Move number", Required: true},
				}},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "variation", Description: "Choose a variation: of those after this move, or switch to another where the line branched", Options: []*discordgo.ApplicationCommandOption{
					{Type: discordgo.ApplicationCommandOptionInteger, Name: "number", Description: "Variation number, as on the board (1: the main line; default: list them)"},
				}},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "play", Description: "Try a move here (adds a variation, or follows one)", Options: []*discordgo.ApplicationCommandOption{
					{Type: discordgo.ApplicationCommandOptionString, Name: "point", Description: "D4, dd or pass", Required: true},
				}},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "comment", Description: "Add a comment to this move", Options: []*discordgo.ApplicationCommandOption{
					{Type: discordgo.ApplicationCommandOptionString, Name: "text", Description: "Your comment", Required: true},
				}},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "mistakes", Description: "Have the engine find each side's biggest mistakes on this line"},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "sgf", Description: "Export the record with every variation and comment"},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "end", Description: "End the review (whoever started it, or a server manager)"},
			},
		},
		Run: runReview,
		// The engine's evaluation of a whole line takes a while.
		Defer: func(req *Request) Deferral {
			if req.Subcommand == "mistakes" {
				return DeferMessage
			}
			return NoDefer
		},
		// Every step moves the review's cursor, which is kept in the store.
		Writes: func(req *Request) bool { return req.Subcommand != "sgf" },
	}
}

func runReview(ctx context.Context, b *Bot, req *Request) (*Response, error) {
	switch req.Subcommand {
	case "start":
		return b.reviewStart(ctx, req)
	case "next", "prev":
		n := 1
		if v, ok := req.Option("count"); ok {
			c, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil || c < 1 || c > 1000 {
				return nil, userf("The count must be a whole number from 1 to 1000, not %q.", clip(v))
			}
			n = c
		}
		step := stepNext
		if req.Subcommand == "prev" {
			step = stepPrev
		}
		return b.reviewMove(ctx, req, "", step, n, false)
	case "goto":
		v, _ := req.Option("move")
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < 0 {
			return nil, userf("The move number must be a whole number from 0 (the start), not %q.", clip(v))
		}
		return b.reviewMove(ctx, req, "", stepGoto, n, false)
	case "variation":
		if v, ok := req.Option("number"); ok {
			n, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil || n < 1 {
				return nil, userf("The variation number must be a whole number from 1, not %q.", clip(v))
			}
			return b.reviewMove(ctx, req, "", stepVariation, n-1, false)
		}
		g, err := b.currentReview(ctx, req.ChannelID)
		if err != nil {
			return nil, err
		}
		return b.reviewView(ctx, g, "", false)
	case "play":
		return b.reviewPlay(ctx, req)
	case "comment":
		return b.reviewComment(ctx, req)
	case "sgf":
		g, err := b.currentReview(ctx, req.ChannelID)
		if err != nil {
			return nil, err
		}
		f, err := b.reviewFile(g)
		if err != nil {
			return nil, err
		}
		return &Response{Content: "The record with every variation and comment added in this review.", Files: []File{f}}, nil
	case "mistakes":
		return b.reviewMistakes(ctx, req, "")
	case "end":
		return b.reviewEnd(ctx, req)
	}
	return nil, userf("Use `/review start`, `next`, `prev`, `goto`, `variation`, `play`, `comment`, `mistakes`, `sgf` or `end`.")
}

// reviewStart loads the attached SGF file and opens the review; without
// a file it reviews the channel's last finished game.
func (b *Bot) reviewStart(ctx context.Context, req *Request) (*Response, error) {
	id, given := req.Option("file")
	if !given {
		return b.reviewLastGame(ctx, req)
	}
	a, ok := req.Attachments[id]
	if !ok || a.URL == "" {
		return nil, userf("Attach the game record as the `file` option: an .sgf file.")
	}
	return b.reviewAttachment(ctx, req, a)
}

// reviewLastGame opens a review of the channel's last finished game.
func (b *Bot) reviewLastGame(ctx context.Context, req *Request) (*Response, error) {
	rec, err := b.games.ReviewLastGame(ctx, actor(req))
	if errors.Is(err, match.ErrNotFound) {
		return nil, userWrap(err, "This channel has no finished game to review: attach a game record as `/review start file:` (an .sgf file), or use **Review this game** on a message with one.")
	}
	if err != nil {
		return nil, explain(err, nil)
	}
	n := rec.Game.Root().LineMoves()
	text := fmt.Sprintf("%s started a review of this channel's last game, **%s** (%s, %d move%s, %s). Step through it with the buttons or `/review next`; anyone here can try moves and comment.",
		mention(req.User), reviewTitle(rec), gameLine(rec.Game), n, plural(n), resultWords(rec.Game))
	return b.reviewView(ctx, rec, text, false)
}

// resultWords is a record's result for a sentence: "W+R", or "no result".
func resultWords(g *core.Game) string {
	if r := g.Result().String(); r != "" {
		return r
	}
	return "no result"
}

// reviewAttachment downloads a's SGF file and opens its review.
func (b *Bot) reviewAttachment(ctx context.Context, req *Request, a Attachment) (*Response, error) {
	if a.Size > maxReviewFile {
		return nil, userf("%s is %d KB; gobot reviews SGF files of up to %d KB.", clip(a.Filename), a.Size/1024, maxReviewFile/1024)
	}
	if ext := strings.ToLower(path.Ext(a.Filename)); ext != ".sgf" && ext != "" {
		return nil, userf("%s is not an SGF file: attach a game record ending in .sgf.", clip(a.Filename))
	}
	if b.fetch == nil {
		return nil, errors.New("commands: no Fetcher to download attachments (WithFetcher)")
	}
	data, err := b.fetch.Fetch(ctx, a.URL, maxReviewFile)
	switch {
	case errors.Is(err, ErrNoFile):
		return nil, userWrap(err, "%s is not there to read: attach the file again.", clip(a.Filename))
	case errors.Is(err, ErrTooLarge):
		return nil, userWrap(err, "%s is larger than %d KB; gobot reviews SGF files of up to %d KB.", clip(a.Filename), maxReviewFile/1024, maxReviewFile/1024)
	case err != nil:
		return nil, fmt.Errorf("fetching %s: %w", a.Filename, err)
	}
	g, err := sgf.ReadGame(data)
	if err != nil {
		return nil, userWrap(err, "%s could not be read as a game record: %s.", clip(a.Filename), sgfProblem(err))
	}
	// The result stays in the record but must not stop variations.
	rec, err := b.games.StartReview(ctx, actor(req), g)
	if err != nil {
		return nil, explain(err, nil)
	}
	n := g.Root().LineMoves()
	text := fmt.Sprintf("%s started a review of **%s** (%s, %d move%s). Step through it with the buttons or `/review next`; anyone here can try moves and comment.",
		mention(req.User), reviewTitle(rec), gameLine(g), n, plural(n))
	// Game information the record holds and gobot could not read: say
	// what the review uses instead (the export gives the text back as it was).
	for _, w := range g.Warnings() {
		text += fmt.Sprintf("\n⚠️ `%s[%s]` could not be read: %s.", w.ID, strings.ReplaceAll(clip(w.Value), "`", "'"), w.Used)
	}
	return b.reviewView(ctx, rec, text, false)
}

// sgfProblem says what is wrong with a file, and where, in words.
func sgfProblem(err error) string {
	var se *sgf.Error
	if errors.As(err, &se) && se.Line > 0 {
		msg := strings.TrimPrefix(err.Error(), fmt.Sprintf("sgf: %d:%d: ", se.Line, se.Col))
		return fmt.Sprintf("line %d, column %d: %s", se.Line, se.Col, strings.TrimSuffix(msg, "."))
	}
	return strings.TrimSuffix(strings.TrimPrefix(err.Error(), "sgf: "), ".")
}

// reviewTitle names the reviewed game: "Black vs White".
func reviewTitle(g *match.GameRecord) string {
	return g.Black.Name + " vs " + g.White.Name
}

// step is a way to move the review's cursor.
type step uint8

const (
	stepNext step = iota
	stepPrev
	stepFirst
	stepLast
	stepGoto
	stepVariation
)

// reviewStep returns the handler of a navigation button.
func reviewStep(s step) func(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	return func(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
		return b.reviewMove(ctx, req, gameID, s, 1, true)
	}
}

// reviewVariationMenu answers the variation select menu.
func reviewVariationMenu(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	if len(req.Values) != 1 {
		return nil, userf("Choose one variation.")
	}
	n, err := strconv.Atoi(req.Values[0])
	if err != nil || n < 0 {
		return nil, userf("That is not a variation of this review.")
	}
	return b.reviewMove(ctx, req, gameID, stepVariation, n, true)
}

// reviewMove moves the cursor and shows the new position. n is the count
// for next and prev, the move number for goto, the variation's index.
func (b *Bot) reviewMove(ctx context.Context, req *Request, gameID string, s step, n int, update bool) (*Response, error) {
	g, err := b.mutateReview(ctx, req, gameID, func(c *core.Game) error {
		before := c.Cursor()
		var err error
		switch s {
		case stepNext:
			err = repeat(n, c.Next)
		case stepPrev:
			err = repeat(n, c.Prev)
		case stepFirst:
			err = c.GoTo(c.Root())
		case stepLast:
			c.GoToEnd()
		case stepGoto:
			err = c.GoToMove(n)
		case stepVariation:
			// Its errors are the user's already (review_variations.go).
			return goToVariation(c, n)
		}
		if err != nil {
			return userWrap(err, "%s.", capitalize(strings.TrimPrefix(err.Error(), "core: ")))
		}
		if c.Cursor() == before {
			return match.ErrUnchanged
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return b.reviewView(ctx, g, "", update)
}

// repeat calls step up to n times: until the line ends after the first
// step, or with the first step's error.
func repeat(n int, step func() error) error {
	for i := 0; i < n; i++ {
		if err := step(); err != nil {
			if i == 0 {
				return err
			}
			return nil
		}
	}
	return nil
}

func capitalize(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	return strings.ToUpper(string(r)) + s[size:]
}

// reviewPlay tries a move at the cursor: it follows the variation that
// plays it, or adds one.
func (b *Bot) reviewPlay(ctx context.Context, req *Request) (*Response, error) {
	var added bool
	g, err := b.mutateReview(ctx, req, "", func(c *core.Game) error {
		m, err := parseMove(req.Options["point"], c.ToMove(), c.Size())
		if err != nil {
			return err
		}
		children := len(c.Cursor().Children())
		// A record's result does not stop variations.
		if err := c.PlayVariation(m); err != nil {
			return illegal(err, c.Rules())
		}
		added = len(c.Cursor().Parent().Children()) > children
		if added {
			match.SetVariationAuthor(c.Cursor(), req.User.Name)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	what := "followed the variation"
	if added {
		what = "added a variation"
	}
	return b.reviewView(ctx, g, fmt.Sprintf("%s %s: %s %s.", mention(req.User), what, colorName(g.Game.LastMove().Color()), moveName(g.Game.LastMove())), false)
}

func moveName(m core.Move) string {
	if m.IsPass() {
		return "pass"
	}
	return m.Point().String()
}

// reviewComment adds the user's words to the comment of the cursor's node.
func (b *Bot) reviewComment(ctx context.Context, req *Request) (*Response, error) {
	text := strings.TrimSpace(req.Options["text"])
	if text == "" {
		return nil, userf("Write something to comment.")
	}
	if utf8.RuneCountInString(text) > maxCommentLen {
		return nil, userf("A comment can be up to %d characters; this one has %d.", maxCommentLen, utf8.RuneCountInString(text))
	}
	g, err := b.mutateReview(ctx, req, "", func(c *core.Game) error {
		match.AddComment(c.Cursor(), req.User.Name, text)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return b.reviewView(ctx, g, mention(req.User)+" commented.", false)
}

// reviewFile is the review's record for export: every variation and
// comment, credited to its author (match.CreditedCopy).
func (b *Bot) reviewFile(g *match.GameRecord) (File, error) {
	credited := *g
	credited.Game = match.CreditedCopy(g.Game)
	f, err := b.sgfFile(&credited)
	if err != nil {
		return File{}, err
	}
	f.Name = "review-" + matchupSlug(g.Black.Name, g.White.Name) + ".sgf"
	return f, nil
}

// reviewEnd closes the review; whoever started it or a server manager may.
func (b *Bot) reviewEnd(ctx context.Context, req *Request) (*Response, error) {
	g, err := b.games.EndReview(ctx, actor(req))
	if err != nil {
		return nil, reviewExplain(err, "", func(r *match.RuleError) string {
			if errors.Is(r, match.ErrNotAllowed) {
				return fmt.Sprintf("Only %s, who started this review, or a server manager can end it.", r.Game.Challenger.Name)
			}
			return ""
		})
	}
	f, err := b.reviewFile(g)
	if err != nil {
		return nil, err
	}
	return &Response{Content: fmt.Sprintf("%s ended the review of **%s**. The record with this review's variations and comments is attached.", mention(req.User), reviewTitle(g)), Files: []File{f}}, nil
}

// Answers to review commands in a channel without a review.
const (
	noReview     = "There is no review in this channel: start one with `/review start`."
	notReview    = "This channel has a game, not a review: review commands work once it is over and a review is started with `/review start`."
	reviewIsOver = "That belongs to a review that is over."
)

// currentReview returns the channel's review, or a user error.
func (b *Bot) currentReview(ctx context.Context, channelID string) (*match.GameRecord, error) {
	g, err := b.current(ctx, channelID)
	if errors.Is(err, match.ErrNotFound) {
		return nil, userWrap(err, noReview)
	}
	if err != nil {
		return nil, err
	}
	if g.Status != match.StatusReview {
		return nil, userf(notReview)
	}
	return g, nil
}

// mutateReview takes a step of the channel's review (the one with id
// gameID, for a button or menu of its message): step changes the tree,
// and returns match.ErrUnchanged to save nothing. A channel without a
// review is answered as such, not as a channel without a game.
func (b *Bot) mutateReview(ctx context.Context, req *Request, gameID string, step func(c *core.Game) error) (*match.GameRecord, error) {
	g, err := b.games.Review(ctx, actor(req), gameID, step)
	return g, reviewExplain(err, gameID, nil)
}

// reviewExplain is explain for a review's steps (gameID as for
// mutateReview).
func reviewExplain(err error, gameID string, own func(r *match.RuleError) string) error {
	if errors.Is(err, match.ErrNotFound) {
		if gameID != "" {
			return userWrap(err, reviewIsOver)
		}
		return userWrap(err, noReview)
	}
	return explain(err, func(r *match.RuleError) string {
		switch {
		case errors.Is(r, match.ErrOtherGame):
			return reviewIsOver
		case errors.Is(r, match.ErrNotReview):
			return notReview
		case own != nil:
			return own(r)
		}
		return ""
	})
}

// maxVariationOptions is Discord's limit on a select menu's options.
const maxVariationOptions = 25

// reviewView shows the review's position: the board, with the next move of
// each variation numbered, where the cursor is in the record, the comment,
// the labels too long for the board, the variations, and the buttons.
func (b *Bot) reviewView(ctx context.Context, g *match.GameRecord, headline string, update bool) (*Response, error) {
	f, err := b.reviewImage(ctx, g)
	if err != nil {
		return nil, err
	}
	comps := []discordgo.MessageComponent{row(
		button("⏮ Start", "rv-first", g.ID, discordgo.SecondaryButton),
		button("◀ Back", "rv-prev", g.ID, discordgo.SecondaryButton),
		button("Next ▶", "rv-next", g.ID, discordgo.PrimaryButton),
		button("Last move ⏭", "rv-last", g.ID, discordgo.SecondaryButton),
	), row(
		button("Browse privately", "rv-private", g.ID, discordgo.SecondaryButton),
		button("Find mistakes", "rv-mistakes", g.ID, discordgo.SecondaryButton),
	)}
	if menu := variationMenu(g.Game, g.ID); menu != nil {
		comps = append(comps, menu)
	}
	return &Response{Content: reviewText(g, headline, ""), Files: []File{f}, Components: comps, Update: update}, nil
}

// reviewImage draws the review's position: the next move of each
// variation numbered, and the record's result only at the end of the main
// line (elsewhere the header says whose turn it is).
func (b *Bot) reviewImage(ctx context.Context, g *match.GameRecord) (File, error) {
	node := g.Game.Cursor()
	return b.png(ctx, g, View{Labels: variationLabels(node), HideResult: node != g.Game.Root().LineEnd()}, "review.png")
}

// reviewText describes the review's position in one message: the
// headline, where the cursor is in the record and who added its
// variation, the comments (newest first, in the room the rest leaves),
// the labels too long for the board, the variations, and the footer.
func reviewText(g *match.GameRecord, headline, footer string) string {
	c := g.Game
	node := c.Cursor()
	var head, tail strings.Builder
	if headline != "" {
		head.WriteString(headline + "\n")
	}
	where := "the start"
	if m := c.LastMove(); m.IsValid() {
		where = fmt.Sprintf("move %d, %s %s", c.MoveNumber(), colorName(m.Color()), moveName(m))
	}
	fmt.Fprintf(&head, "**Review: %s** — %s%s%s.\n", reviewTitle(g), where, lineText(c), creditText(c))
	if l := longLabels(node); l != "" {
		tail.WriteString(l + "\n")
	}
	switch kids := node.Children(); {
	case len(kids) == 0:
		tail.WriteString(noMoreMoves + "\n")
	case len(kids) > 1:
		tail.WriteString(variationsText(c) + "\n")
	}
	if footer != "" {
		tail.WriteString(footer + "\n")
	}
	budget := maxMessage - utf8.RuneCountInString(head.String()) - utf8.RuneCountInString(tail.String())
	return strings.TrimRight(head.String()+commentsText(node, budget)+tail.String(), "\n")
}

// maxListedLabels is how many long labels the text lists.
const maxListedLabels = 8

// longLabels lists the node's labels that the board cannot show whole
// (render.LabelText: too long, or in a script the fonts lack), with their
// points: `Labels: C17 "hello"`.
func longLabels(node *core.Node) string {
	var parts []string
	for _, m := range node.Marks() {
		if m.Kind != core.Label || strings.TrimSpace(m.Text) == "" {
			continue
		}
		if _, whole := render.LabelText(m.Text); !whole {
			parts = append(parts, fmt.Sprintf("%v “%s”", m.Point, clip(m.Text)))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	// A message has room for 2000 characters; clip keeps each to 40.
	if len(parts) > maxListedLabels {
		parts = append(parts[:maxListedLabels], fmt.Sprintf("and %d more", len(parts)-maxListedLabels))
	}
	return "Labels: " + strings.Join(parts, ", ") + "."
}
