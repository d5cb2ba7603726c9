package commands

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
)

func moveCommand() *Command {
	return &Command{
		Def: &discordgo.ApplicationCommand{
			Name:        "move",
			Description: "Play a move in this channel's game",
			Options: []*discordgo.ApplicationCommandOption{
				{Type: discordgo.ApplicationCommandOptionString, Name: "point", Description: "Where to play: D4, d4 or dd (SGF), or pass", Required: true, Autocomplete: true},
			},
		},
		Run:          runMove,
		Autocomplete: autocompleteMove,
		Writes:       always,
		Defer: func(req *Request) Deferral {
			// A second pass starts the scoring analysis, which may be slow.
			if v, _ := req.Option("point"); strings.EqualFold(strings.TrimSpace(v), "pass") {
				return DeferMessage
			}
			return NoDefer
		},
	}
}

// mover returns the colour the user plays in g, or why they cannot move now.
func mover(g *GameRecord, u User) (core.Color, error) {
	switch g.Status {
	case StatusChallenge:
		return core.Empty, Userf("The game has not started: the challenge is waiting to be accepted.")
	case StatusScoring:
		return core.Empty, Userf("Both players passed and the game is being scored. Use `/score toggle point:` to mark dead stones, the Accept score button to finish, or Resume play to keep playing.")
	case StatusPlaying:
	case StatusReview:
		return core.Empty, Userf("This channel is reviewing a game record: try a move with `/review play point:`, or end the review with `/review end`.")
	default:
		return core.Empty, Userf("This game is over.")
	}
	c := g.ColorOf(u.ID)
	if c == core.Empty {
		return core.Empty, Userf("You are not playing in this game: %s plays Black and %s plays White. Start your own game in another channel or a thread.", g.Black.Name, g.White.Name)
	}
	if turn := g.Game.ToMove(); c != turn {
		return core.Empty, Userf("It is not your turn: it is %s's move (%s). Wait for them to play.", g.Player(turn).Name, colorName(turn))
	}
	return c, nil
}

// illegal explains why the rules forbid a move, naming the rule.
func illegal(err error, g *GameRecord) error {
	rules := g.Game.Rules()
	switch {
	case errors.Is(err, core.ErrOccupied):
		return userWrap(err, "Illegal move (occupied): %s.", detail(err, core.ErrOccupied))
	case errors.Is(err, core.ErrSuicide):
		return userWrap(err, "Illegal move (suicide): %s; %s rules forbid suicide.", detail(err, core.ErrSuicide), rules.Name)
	case errors.Is(err, core.ErrKo):
		return userWrap(err, "Illegal move (ko): %s.", detail(err, core.ErrKo))
	case errors.Is(err, core.ErrSuperko):
		return userWrap(err, "Illegal move (superko, %s under %s rules): %s.", rules.Ko, rules.Name, detail(err, core.ErrSuperko))
	case errors.Is(err, core.ErrOutOfBounds):
		return userWrap(err, "That point is off the board: %s.", detail(err, core.ErrOutOfBounds))
	case errors.Is(err, core.ErrWrongTurn):
		return userWrap(err, "It is not your turn.")
	case errors.Is(err, core.ErrGameOver):
		return userWrap(err, "This game is over.")
	}
	return err
}

// play applies a move by the user to the game in g, moving to scoring after
// a second pass, and returns the headline describing it and, when scoring
// began, the analysis its proposed dead stones came from (for the view).
func play(g *GameRecord, u User, text string) (string, *analysis.Analysis, error) {
	c, err := mover(g, u)
	if err != nil {
		return "", nil, err
	}
	m, err := parseMove(text, c, g.Game.Size())
	if err != nil {
		return "", nil, err
	}
	// An undo request is for the position it was asked in: any move ends
	// it, and the move's answer says so, since the request's message keeps
	// its buttons.
	lapsed := ""
	if g.undoPending() {
		lapsed = fmt.Sprintf(" %s's undo request lapsed with this move.", g.Player(g.UndoBy).Name)
	}
	if err := g.Game.Play(m); err != nil {
		return "", nil, illegal(err, g)
	}
	g.UndoBy, g.UndoAt = core.Empty, 0
	var a *analysis.Analysis
	if m.IsPass() && g.Game.ConsecutivePasses() >= 2 {
		g.Status = StatusScoring
		a = analysis.Analyze(g.Game)
		g.Dead = proposedDead(g, a)
		g.BlackAccepts, g.WhiteAccepts = false, false
	}
	return moveHeadline(g) + lapsed, a, nil
}

// moveHeadline describes the move at g's cursor: "**Black** (Alice) played
// E5, capturing 2 stones.". The answer to a move says it, and so does the
// answer to a repeated delivery of the move, which shows the game as it
// stands.
func moveHeadline(g *GameRecord) string {
	m := g.Game.LastMove()
	if !m.IsValid() {
		return players(g) + " — " + gameLine(g.Game) + "."
	}
	c := m.Color()
	who := fmt.Sprintf("**%s** (%s)", colorName(c), g.Player(c).Name)
	switch {
	case m.IsPass() && g.Status == StatusScoring:
		return who + " passed. Both players have passed."
	case m.IsPass():
		return who + " passed."
	}
	captured, suicided := g.Game.LastCaptures()
	switch {
	case captured > 0:
		return fmt.Sprintf("%s played %s, capturing %d stone%s.", who, m.Point(), captured, plural(captured))
	case suicided > 0:
		// Only rules that allow suicide (New Zealand, Tromp-Taylor) get
		// here; the stones vanish, so say so.
		return fmt.Sprintf("%s played %s, a suicide: %d %s stone%s removed.", who, m.Point(), suicided, strings.ToLower(colorName(c)), plural(suicided))
	}
	return fmt.Sprintf("%s played %s.", who, m.Point())
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func runMove(ctx context.Context, b *Bot, req *Request) (*Response, error) {
	point, _ := req.Option("point")
	if strings.TrimSpace(point) == "" {
		return nil, Userf("Say where to play, like `/move point:D4`, or `/move point:pass`.")
	}
	return b.applyMove(ctx, req, "", "", point)
}

// applyMove plays a move for the user and answers with the new board (or
// the scoring view after a second pass). gameID, when set, is the game the
// Pass button was on, and shown the stamp of the position it was shown with.
func (b *Bot) applyMove(ctx context.Context, req *Request, gameID, shown, point string) (*Response, error) {
	var headline string
	var raw *analysis.Analysis
	g, err := b.mutate(ctx, req.ChannelID, func(g *GameRecord) error {
		raw = nil // a retry starts afresh
		if gameID != "" {
			if g.ID != gameID {
				return Userf("That button belongs to a game that is over.")
			}
			if _, err := mover(g, req.User); err != nil {
				return err
			}
			if err := freshButton(g, shown, "Pass", "position", "`/move point:pass`"); err != nil {
				return err
			}
		}
		h, a, err := play(g, req.User, point)
		headline, raw = h, a
		return err
	})
	if err != nil {
		return nil, err
	}
	return b.viewFor(g, headline, raw)
}

// autocompleteMove suggests the legal moves that start with what has been
// typed, to the player whose move it is: anyone else could not play them
// now, so they get no suggestions. Two letters are also read as an SGF
// point ("dd"), suggested under its GTP name.
func autocompleteMove(ctx context.Context, b *Bot, req *Request) (*Response, error) {
	choices := []*discordgo.ApplicationCommandOptionChoice{}
	g, err := b.stores.Games.ActiveGame(ctx, req.ChannelID)
	if err != nil || g.Status != StatusPlaying || g.Game == nil {
		return &Response{Choices: choices}, nil
	}
	c := g.Game.ToMove()
	if g.ColorOf(req.User.ID) != c {
		return &Response{Choices: choices}, nil
	}
	typed := strings.TrimSpace(req.Options[req.Focused])
	bd := g.Game.Board()
	n := bd.Size()
	if len(typed) == 2 && isAllLetters(typed) {
		if p, err := core.ParseSGF(strings.ToLower(typed), n); err == nil && bd.Legal(c, p) == nil {
			choices = append(choices, &discordgo.ApplicationCommandOptionChoice{Name: fmt.Sprintf("%s (%s)", p, strings.ToLower(typed)), Value: p.String()})
		}
	}
	upper := strings.ToUpper(typed)
	// Rows from the top, as the board is seen, columns from the left.
	for y := n - 1; y >= 0 && len(choices) < 25; y-- {
		for x := 0; x < n && len(choices) < 25; x++ {
			p := core.Pt(x, y)
			name := p.String()
			if !strings.HasPrefix(name, upper) || bd.Legal(c, p) != nil {
				continue
			}
			choices = append(choices, &discordgo.ApplicationCommandOptionChoice{Name: name, Value: name})
		}
	}
	if strings.HasPrefix("PASS", upper) && len(choices) < 25 {
		choices = append(choices, &discordgo.ApplicationCommandOptionChoice{Name: "pass", Value: "pass"})
	}
	return &Response{Choices: choices}, nil
}

func passButton(ctx context.Context, b *Bot, req *Request, rest string) (*Response, error) {
	gameID, shown := cutStamp(rest)
	return b.applyMove(ctx, req, gameID, shown, "pass")
}
