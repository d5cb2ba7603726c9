package commands

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
)

func moveCommand() *slashCommand {
	return &slashCommand{
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

// moveHeadline describes the move at g's cursor: "**Black** (Alice) played
// E5, capturing 2 stones.". The answer to a move says it, and so does the
// answer to a repeated delivery of the move, which shows the game as it
// stands.
func moveHeadline(g *match.GameRecord) string {
	m := g.Game.LastMove()
	if !m.IsValid() {
		return players(g) + " — " + gameLine(g.Game) + "."
	}
	c := m.Color()
	who := fmt.Sprintf("**%s** (%s)", colorName(c), g.Player(c).Name)
	switch {
	case m.IsPass() && g.Status == match.StatusScoring:
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
		return nil, userf("Say where to play, like `/move point:D4`, or `/move point:pass`.")
	}
	return b.applyMove(ctx, req, match.Shown{}, point)
}

// applyMove plays a move for the user and answers with the new board (or
// the scoring view after a second pass). shown, for the Pass button, is
// the game and position it was shown with.
func (b *Bot) applyMove(ctx context.Context, req *Request, shown match.Shown, point string) (*Response, error) {
	res, err := b.games.Play(ctx, actor(req), shown, point)
	if err != nil {
		return nil, explain(err, func(r *match.RuleError) string {
			switch {
			case errors.Is(r, match.ErrStale):
				return staleText(r, "Pass", "position", "`/move point:pass`")
			case errors.Is(r, match.ErrBadPoint):
				if strings.EqualFold(strings.TrimSpace(point), "resign") {
					return "To resign, use `/game resign` (or the Resign button under the board, which asks you to confirm)."
				}
				return pointText(point, r.Game.Game.Size())
			}
			return ""
		})
	}
	g := res.Game
	headline := moveHeadline(g)
	// The request's message keeps its buttons: say that the move ended it.
	if res.UndoLapsed != core.Empty {
		headline += fmt.Sprintf(" %s's undo request lapsed with this move.", g.Player(res.UndoLapsed).Name)
	}
	return b.engineTurn(ctx, req, g, headline, res.Analysis)
}

// autocompleteMove suggests the legal moves that start with what has been
// typed, to the player whose move it is: anyone else could not play them
// now, so they get no suggestions. Two letters are also read as an SGF
// point ("dd"), suggested under its GTP name.
func autocompleteMove(ctx context.Context, b *Bot, req *Request) (*Response, error) {
	choices := []*discordgo.ApplicationCommandOptionChoice{}
	g, err := b.stores.Games.ActiveGame(ctx, req.ChannelID)
	if err != nil {
		return &Response{Choices: choices}, nil
	}
	c, err := g.Mover(req.User)
	if err != nil {
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
	return b.applyMove(ctx, req, shownAt(rest), "pass")
}
