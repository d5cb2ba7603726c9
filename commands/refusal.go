package commands

import (
	"context"
	"errors"
	"fmt"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
)

// The words for the domain's answers. A step on a channel's game is taken
// by match.Service; what it refuses comes back as a *match.RuleError, and
// the store's errors as wrapped sentinels. explain turns them into what the
// user reads, a userError wrapping the domain's error; a handler words
// first the refusals that read differently for its own step.

// Answers shared by several steps.
const (
	noGame         = "There is no game in this channel. Start one with `/play`."
	buttonOver     = "That button belongs to a game that is over."
	alreadyHandled = "This interaction was already handled."
)

// explain returns the userError that tells the user why err, a step's
// error, happened, or err itself when it is no refusal or user mistake (an
// internal error, logged and apologised for). own words the refusals
// particular to the step: it returns "" to leave one to the common words.
func explain(err error, own func(r *match.RuleError) string) error {
	if err == nil {
		return nil
	}
	if r, ok := match.AsRuleError(err); ok {
		if own != nil {
			if msg := own(r); msg != "" {
				return userWrap(err, "%s", msg)
			}
		}
		if msg := refusalText(r); msg != "" {
			return userWrap(err, "%s", msg)
		}
		return err
	}
	switch {
	case errors.Is(err, match.ErrNotFound):
		return userWrap(err, noGame)
	case errors.Is(err, match.ErrCorrupt):
		return userWrap(err, "This channel's game could not be read back from storage, so it cannot continue. An admin can end it with `/game abandon`.")
	case errors.Is(err, match.ErrContended):
		return userWrap(err, "The game changed while your command ran; try again.")
	case errors.Is(err, match.ErrAlreadyHandled):
		// A delivery that lost the race to another delivery of the same
		// interaction.
		return userWrap(err, alreadyHandled)
	}
	return err
}

// refusalText words the refusals that read the same whatever the step
// ("" for one it does not know).
func refusalText(r *match.RuleError) string {
	g := r.Game
	switch {
	case errors.Is(r, match.ErrChannelBusy):
		return busyText(g)
	case errors.Is(r, match.ErrNotStarted):
		return "The game has not started: the challenge is waiting to be accepted."
	case errors.Is(r, match.ErrScoring):
		return "Both players passed and the game is being scored. Use `/score toggle point:` to mark dead stones, the Accept score button to finish, or Resume play to keep playing."
	case errors.Is(r, match.ErrReviewing):
		return "This channel is reviewing a game record: try a move with `/review play point:`, or end the review with `/review end`."
	case errors.Is(r, match.ErrOver):
		return "This game is over."
	case errors.Is(r, match.ErrNotPlayer):
		return fmt.Sprintf("You are not playing in this game: %s plays Black and %s plays White. Start your own game in another channel or a thread.", g.Black.Name, g.White.Name)
	case errors.Is(r, match.ErrNotYourTurn):
		turn := g.Game.ToMove()
		return fmt.Sprintf("It is not your turn: it is %s's move (%s). Wait for them to play.", g.Player(turn).Name, colorName(turn))
	case errors.Is(r, match.ErrIllegalMove):
		return illegalText(r.Cause, g.Game.Rules())
	case errors.Is(r, match.ErrOtherGame):
		return buttonOver
	case errors.Is(r, match.ErrNotScoring):
		return "The game is not being scored: scoring starts when both players pass in a row."
	}
	return ""
}

// busyText refuses a second game in a channel, naming the one there (cur,
// nil when it could not be read).
func busyText(cur *match.GameRecord) string {
	what := "a game"
	if cur != nil {
		switch cur.Status {
		case match.StatusChallenge:
			what = "an open challenge"
		case match.StatusScoring:
			what = "a game being scored"
		case match.StatusPlaying:
			what = "a game in progress"
		case match.StatusReview:
			what = "a game review (`/review end` ends it)"
		}
	}
	return fmt.Sprintf("This channel already has %s; only one game can run per channel. Finish it first, or start a thread and play there.", what)
}

// illegalText explains why the rules forbid a move (err, core's error),
// naming the rule.
func illegalText(err error, rules core.Rules) string {
	switch {
	case errors.Is(err, core.ErrOccupied):
		return fmt.Sprintf("Illegal move (occupied): %s.", detail(err, core.ErrOccupied))
	case errors.Is(err, core.ErrSuicide):
		return fmt.Sprintf("Illegal move (suicide): %s; %s rules forbid suicide.", detail(err, core.ErrSuicide), rules.Name)
	case errors.Is(err, core.ErrKo):
		return fmt.Sprintf("Illegal move (ko): %s.", detail(err, core.ErrKo))
	case errors.Is(err, core.ErrSuperko):
		return fmt.Sprintf("Illegal move (superko, %s under %s rules): %s.", rules.Ko, rules.Name, detail(err, core.ErrSuperko))
	case errors.Is(err, core.ErrOutOfBounds):
		return fmt.Sprintf("That point is off the board: %s.", detail(err, core.ErrOutOfBounds))
	case errors.Is(err, core.ErrWrongTurn):
		return "It is not your turn."
	case errors.Is(err, core.ErrGameOver):
		return "This game is over."
	}
	return ""
}

// staleText refuses a click on a button shown with a position the game has
// left (r's ErrStale): label names the button, changed what may have
// changed at the same move number, and instead what to use in its place.
func staleText(r *match.RuleError, label, changed, instead string) string {
	now := r.Game.Game.MoveNumber()
	switch {
	case r.ShownMove == now:
		return fmt.Sprintf("That %s button is on an older message: the %s changed since it was shown. Use the button on the newest message, or %s.", label, changed, instead)
	case r.ShownMove >= 0:
		return fmt.Sprintf("That %s button is on an older message, shown after move %d; the game is at move %d now. Use the button on the newest message, or %s.", label, r.ShownMove, now, instead)
	}
	return fmt.Sprintf("That %s button is on a message from an older version of gobot, which does not say which position it was for. Use the button on the newest message, or %s.", label, instead)
}

// current loads the channel's active game for reading only.
func (b *Bot) current(ctx context.Context, channelID string) (*match.GameRecord, error) {
	g, err := b.stores.Games.ActiveGame(ctx, channelID)
	switch {
	case errors.Is(err, match.ErrNotFound):
		return nil, userWrap(err, noGame)
	case errors.Is(err, match.ErrCorrupt):
		return nil, userWrap(err, "This channel's game could not be read back from storage. An admin can end it with `/game abandon`.")
	case err != nil:
		return nil, fmt.Errorf("loading channel %s: %w", channelID, err)
	}
	return g, nil
}

// actor is the domain's view of who sent req, where, and for which
// interaction.
func actor(req *Request) match.Actor {
	return match.Actor{User: req.User, Admin: req.Admin, GuildID: req.GuildID, ChannelID: req.ChannelID, Interaction: req.InteractionID}
}

// illegal is the userError explaining why the rules forbid a move (err,
// core's error), or err itself when it is no rule violation.
func illegal(err error, rules core.Rules) error {
	if msg := illegalText(err, rules); msg != "" {
		return userWrap(err, "%s", msg)
	}
	return err
}
