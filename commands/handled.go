package commands

import (
	"context"
	"errors"
	"fmt"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/match"
)

// Repeated deliveries. Discord redelivers an interaction when it did not
// get an answer in time, and a user may resend one; each must be applied at
// most once, and a crash must not lose one that was never applied. So the
// id is recorded as handled in the same store transaction as the game write
// it causes (GameRecord.Interaction), never before it: a delivery that dies
// before its save leaves no record, and its retry is applied; of two
// deliveries racing, the store lets one save and refuses the other with
// match.ErrAlreadyHandled. Before running a command the Bot asks whether the id
// was Seen, to answer an old duplicate at once; an interaction that wrote no
// game is Claimed after it succeeds (a view shown twice does no harm, but a
// puzzle answer should not be judged twice).
//
// A repeat of an interaction that writes a game is answered with the game
// as it stands, publicly, as the first delivery's answer would have shown
// it: when a process dies between committing a move and answering, the
// redelivery is the only chance to post the board that announces the move.
// Discord shows one answer per interaction, so a repeat whose first answer
// did arrive shows nothing twice.

// handling is the interaction a handler is running for, carried in its
// context to the places that write.
type handling struct {
	id string
	// saving is set when a write was sent to a store: if it then failed,
	// the write may or may not have been committed (a PostgreSQL COMMIT
	// whose answer was lost), and nobody can say which. The stores' write
	// methods set it (saving.go).
	saving bool
	// wrote is set once a game write recorded the id (saving.go).
	wrote bool
}

type handlingKey struct{}

// withHandling returns ctx carrying h.
func withHandling(ctx context.Context, h *handling) context.Context {
	return context.WithValue(ctx, handlingKey{}, h)
}

// handlingOf returns the handling ctx carries (a blank one if none).
func handlingOf(ctx context.Context) *handling {
	if h, ok := ctx.Value(handlingKey{}).(*handling); ok {
		return h
	}
	return &handling{}
}

// apology is the answer to an internal error: it says whether the command
// took effect, as far as gobot knows.
func (h *handling) apology() *Response {
	msg := "Sorry, something went wrong on gobot's side. Nothing was changed; please try again in a moment."
	switch {
	case h.wrote:
		msg = "Sorry, something went wrong on gobot's side after your command was saved: it did take effect, but its answer could not be shown. `/board` shows the game."
	case h.saving:
		msg = "Sorry, something went wrong on gobot's side while saving, and gobot cannot tell whether your command took effect. Check with `/board` before trying again."
	}
	return &Response{Content: msg, Ephemeral: true}
}

// replay answers a repeated delivery of req without running it again: a
// refused interaction gets its refusal again, an interaction that writes a
// game gets the game as it stands now, and any other a short ephemeral
// note.
func (b *Bot) replay(ctx context.Context, req *Request) (*Response, error) {
	switch answer, refused, err := b.stores.Interactions.Refusal(ctx, req.InteractionID); {
	case err != nil:
		return nil, fmt.Errorf("looking up a repeated interaction: %w", err)
	case refused:
		// The first delivery was refused: so is this one, in its words.
		return &Response{Content: answer, Ephemeral: true}, nil
	}
	var g *match.GameRecord
	var err error
	update := false
	switch c, rest := b.component(req); {
	case c != nil && c.writes:
		// The click's own game, whatever became of it: the click may have
		// finished it (a resignation), or freed the channel.
		gameID := shownAt(rest).GameID
		update = c.updates
		g, err = b.stores.Games.Game(ctx, gameID)
		if err == nil && g.ChannelID != req.ChannelID {
			// A button shows only its own channel's game.
			err = fmt.Errorf("game %s is not in channel %s: %w", gameID, req.ChannelID, match.ErrNotFound)
		}
	case c != nil:
		return &Response{Content: alreadyHandled, Ephemeral: true}, nil
	default:
		cmd := b.command(req)
		if cmd == nil || req.Kind != KindCommand || cmd.Writes == nil || !cmd.Writes(req) {
			return &Response{Content: alreadyHandled, Ephemeral: true}, nil
		}
		g, err = b.stores.Games.ActiveGame(ctx, req.ChannelID)
	}
	if err != nil {
		switch {
		case errors.Is(err, match.ErrNotFound):
			return &Response{Content: alreadyHandled + " The game it was for is no longer in this channel.", Ephemeral: true}, nil
		case errors.Is(err, match.ErrCorrupt):
			return &Response{Content: alreadyHandled, Ephemeral: true}, nil
		}
		return nil, fmt.Errorf("loading the game of a repeated interaction: %w", err)
	}
	r, err := b.standing(ctx, g, update)
	if err != nil {
		return nil, err
	}
	b.logger.InfoContext(ctx, "repeated interaction answered with the game as it stands", logAttrs(req, "game", g.ID, "status", g.Status.String())...)
	return r, nil
}

// standing shows g as it stands, the way the message that brought it there
// showed it; update says whether to replace the clicked message.
func (b *Bot) standing(ctx context.Context, g *match.GameRecord, update bool) (*Response, error) {
	var r *Response
	var err error
	switch g.Status {
	case match.StatusChallenge:
		r = challengeView(g)
	case match.StatusPlaying, match.StatusScoring:
		r, err = b.viewFor(ctx, g, moveHeadline(g), nil)
	case match.StatusFinished:
		r, err = b.viewFor(ctx, g, "", nil)
	case match.StatusReview:
		r, err = b.reviewView(ctx, g, "", update)
	case match.StatusDeclined:
		r = &Response{Content: "This challenge is no longer open.", Components: []discordgo.MessageComponent{}}
	default:
		r = &Response{Content: "This review has ended."}
	}
	if err != nil {
		return nil, err
	}
	r.Update = update
	return r, nil
}
