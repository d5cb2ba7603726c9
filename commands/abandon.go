package commands

import (
	"context"
	"errors"
	"fmt"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/match"
)

// Abandoning, as players know it (match.AbandonWay): a game ends without
// a result before both players have moved, by agreement, or by a server
// manager; after both have moved a player who wants out resigns. /game
// abandon asks to confirm, as the Resign button does, saying what it will
// do; the confirmation either ends the game or asks the opponent, who
// agrees or declines with the buttons of the request.

// abandonText words the refusals of an abandon and of the answers to a
// request to abandon.
func abandonText(r *match.RuleError) string {
	g := r.Game
	switch {
	case errors.Is(r, match.ErrNotAllowed):
		return "Only the players or a server admin (Manage Server) can abandon this game."
	case errors.Is(r, match.ErrAbandonPending):
		return fmt.Sprintf("You already asked to end the game without a result; wait for %s to agree or decline, or play on.", g.Player(g.AbandonBy.Opponent()).Name)
	case errors.Is(r, match.ErrNoAbandonRequest):
		return "There is no request to end this game without a result waiting: it was answered, or a move was played since."
	case errors.Is(r, match.ErrNotAddressed):
		return fmt.Sprintf("Only %s can answer this request.", g.Player(g.AbandonBy.Opponent()).Name)
	}
	return ""
}

// confirmAbandon answers /game abandon with what abandoning would do, and
// buttons to do it or not, for the user alone.
func (b *Bot) confirmAbandon(ctx context.Context, req *Request) (*Response, error) {
	g, err := b.stores.Games.ActiveGame(ctx, req.ChannelID)
	corrupt := errors.Is(err, match.ErrCorrupt) && g != nil
	if err != nil && !corrupt {
		return nil, explain(err, nil)
	}
	way, err := g.AbandonWay(actor(req))
	if err != nil {
		return nil, explain(err, abandonText)
	}
	yes := "Yes, abandon"
	var text string
	switch {
	case way == match.AbandonAsk:
		opp := g.Player(g.ColorOf(req.User.ID).Opponent())
		text = fmt.Sprintf("Both players have moved, so the game ends without a result only if %s agrees. Ask them? To leave the game without their agreement, resign (`/game resign`).", opp.Name)
		yes = "Ask to abandon"
	case way == match.AbandonAgree:
		text = fmt.Sprintf("%s asked to end the game without a result. Do you agree? This ends the game.", g.Player(g.AbandonBy).Name)
	case g.Status == match.StatusChallenge:
		text = "Do you really want to cancel the challenge?"
	case corrupt:
		text = "This game could not be read back from storage. End it without a result? Its record is kept as it was."
	case g.Status == match.StatusReview:
		text = "Do you really want to end the review?"
	case req.Admin && g.BothMoved():
		text = "End this game without a result, as a server manager? Neither player wins."
	default:
		text = "Not both players have made a move yet, so the game can end without a result (an abort): nobody wins or loses. Do you really want to end it?"
	}
	return &Response{
		Content:   text,
		Ephemeral: true,
		Components: []discordgo.MessageComponent{row(
			button(yes, "abandon-confirm", g.ID, discordgo.DangerButton),
			button("Cancel", "abandon-cancel", g.ID, discordgo.SecondaryButton),
		)},
	}, nil
}

// abandonConfirm abandons the game the confirmation was for: it ends it
// (cancels a challenge), or posts the request to the opponent.
func abandonConfirm(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	res, err := b.games.Abandon(ctx, actor(req), gameID)
	if err != nil {
		return nil, explain(err, abandonText)
	}
	g := res.Game
	switch {
	case res.Way == match.AbandonAsk:
		opp := g.Player(g.AbandonBy.Opponent())
		return &Response{
			Content: fmt.Sprintf("%s asks to end the game without a result. %s, do you agree? Playing a move declines. (A player who wants out without agreement resigns.)", mention(req.User), mention(opp)),
			Components: []discordgo.MessageComponent{row(
				button("Agree to abandon", "abandon-agree", g.ID, discordgo.DangerButton),
				button("Decline", "abandon-decline", g.ID, discordgo.SecondaryButton),
			)},
			Mentions: []string{opp.ID},
		}, nil
	case g.Status == match.StatusDeclined:
		return &Response{Content: mention(req.User) + " cancelled the challenge."}, nil
	case res.Corrupt || g.Game == nil:
		return &Response{Content: mention(req.User) + " abandoned the game; it has no result. (Its record could not be read back from storage; it is kept there as it was.)"}, nil
	case res.Way == match.AbandonAgree:
		return b.finishedView(ctx, g, mention(req.User)+" agreed to end the game without a result.", nil)
	}
	return b.finishedView(ctx, g, mention(req.User)+" abandoned the game; it has no result.", nil)
}

// abandonCancel takes back the question, as resignCancel does.
func abandonCancel(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	return &Response{Content: "You did not abandon; the game goes on.", Update: true, Components: []discordgo.MessageComponent{}}, nil
}

// abandonAgree agrees to the opponent's request: the game ends without a
// result.
func abandonAgree(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	g, err := b.games.AgreeAbandon(ctx, actor(req), gameID)
	if err != nil {
		return nil, explain(err, abandonText)
	}
	return b.finishedView(ctx, g, mention(req.User)+" agreed to end the game without a result.", nil)
}

// abandonDecline declines the opponent's request: the game goes on.
func abandonDecline(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	d, err := b.games.DeclineAbandon(ctx, actor(req), gameID)
	if err != nil {
		return nil, explain(err, abandonText)
	}
	return &Response{Content: fmt.Sprintf("%s declined %s's request to end the game without a result; the game goes on.", mention(req.User), mention(d.Requester)),
		Update: true, Components: []discordgo.MessageComponent{}, Mentions: []string{d.Requester.ID}}, nil
}
