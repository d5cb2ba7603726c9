package commands

import (
	"context"
	"errors"
	"fmt"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/match"
)

// Undo: a player asks to take back their last move (the Undo request
// button); the opponent accepts or declines (match.Service.RequestUndo and
// its answers).

func undoRequest(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	res, err := b.games.RequestUndo(ctx, actor(req), gameID)
	if err != nil {
		return nil, explain(err, func(r *match.RuleError) string {
			g := r.Game
			switch {
			case errors.Is(r, match.ErrOtherGame):
				return "That button belongs to a game that is not in play."
			case errors.Is(r, match.ErrScoring):
				return "Undo is not available while the game is being scored. To take back a move, click Resume play (or use `/score resume`) first, then ask to undo."
			case errors.Is(r, match.ErrNotPlayer):
				return fmt.Sprintf("Only the players (%s and %s) can ask to undo.", g.Black.Name, g.White.Name)
			case errors.Is(r, match.ErrSelfPlay):
				return "Undo is for two-player games."
			case errors.Is(r, match.ErrUndoPending) && g.UndoBy == g.ColorOf(req.User.ID):
				return fmt.Sprintf("You already asked to take back your move; wait for %s to accept or decline.", g.Player(g.UndoBy.Opponent()).Name)
			case errors.Is(r, match.ErrUndoPending):
				return fmt.Sprintf("%s has asked to take back a move: answer their request first (Accept undo or Decline undo).", g.Player(g.UndoBy).Name)
			case errors.Is(r, match.ErrNothingToUndo):
				return "You have not played a move yet, so there is nothing to undo."
			}
			return ""
		})
	}
	g, c := res.Game, res.By
	opp := g.Player(c.Opponent())
	what := "their last move"
	if !res.Move.IsPass() {
		what = "their last move (" + res.Move.Point().String() + ")"
	}
	// Accepting also takes back the opponent's answer to it: say so.
	if lm := g.Game.LastMove(); lm.IsValid() && lm.Color() != c {
		if g.EngineColor() == c.Opponent() {
			return b.engineUndo(ctx, req, g, what+fmt.Sprintf(" and the engine's reply (%s)", moveName(lm)))
		}
		what += fmt.Sprintf(" and, with it, your reply (%s)", moveName(lm))
	}
	if g.EngineColor() == c.Opponent() {
		return b.engineUndo(ctx, req, g, what)
	}
	return &Response{
		Content: fmt.Sprintf("%s asks to take back %s. %s, do you accept?", mention(req.User), what, mention(opp)),
		Components: []discordgo.MessageComponent{row(
			button("Accept undo", "undo-accept", g.ID, discordgo.SuccessButton),
			button("Decline undo", "undo-decline", g.ID, discordgo.SecondaryButton),
		)},
		Mentions: []string{opp.ID},
	}, nil
}

// undoAnswerText words the refusals of an answer to an undo request.
func undoAnswerText(r *match.RuleError) string {
	switch {
	case errors.Is(r, match.ErrNoUndoRequest):
		return "There is no undo request waiting."
	case errors.Is(r, match.ErrUndoLapsed):
		return "The position changed since the undo was asked for; ask again."
	case errors.Is(r, match.ErrNotAddressed):
		return fmt.Sprintf("Only %s can answer this undo request.", r.Game.Player(r.Game.UndoBy.Opponent()).Name)
	case errors.Is(r, match.ErrNothingToUndo):
		return "There is no move left to undo."
	}
	return ""
}

func undoAccept(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	g, err := b.games.AcceptUndo(ctx, actor(req), gameID)
	if err != nil {
		return nil, explain(err, undoAnswerText)
	}
	return b.playView(ctx, g, fmt.Sprintf("%s accepted the undo.", mention(req.User)))
}

func undoDecline(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	d, err := b.games.DeclineUndo(ctx, actor(req), gameID)
	if err != nil {
		return nil, explain(err, undoAnswerText)
	}
	requester := d.Requester
	return &Response{Content: fmt.Sprintf("%s declined %s's undo request; the game goes on.", mention(req.User), mention(requester)), Update: true, Components: []discordgo.MessageComponent{}, Mentions: []string{requester.ID}}, nil
}
