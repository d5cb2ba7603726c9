package match

import (
	"errors"
	"fmt"

	"github.com/gobot-baduk/gobot/core"
)

// Store errors. Store implementations return errors wrapping these.
var (
	// ErrNotFound is a game that does not exist (or a channel without an
	// active game).
	ErrNotFound = errors.New("match: not found")
	// ErrConflict is a save whose version no longer matches the stored
	// one: another step changed the game since it was read.
	ErrConflict = errors.New("match: the game changed")
	// ErrChannelBusy is a new game in a channel that already has an active
	// one.
	ErrChannelBusy = errors.New("match: channel already has a game")
	// ErrCorrupt is a stored game that cannot be read back.
	ErrCorrupt = errors.New("match: stored game is corrupt")
	// ErrAlreadyHandled is a write on behalf of an interaction that a
	// store has recorded as handled before: another delivery of the same
	// interaction was applied first.
	ErrAlreadyHandled = errors.New("match: interaction already handled")
)

// ErrUnknownTheme is a board theme's name that is none of the themes.
var ErrUnknownTheme = errors.New("match: unknown board theme")

// ErrContended is a step given up after its saves lost the store's version
// check maxAttempts times in a row: other processes kept changing the game.
// Nothing was applied; the step can be asked again.
var ErrContended = errors.New("match: the game kept changing while the step ran")

// ErrUnchanged, returned by the function given to Service.Review, says that
// the step changed nothing: the review is not saved.
var ErrUnchanged = errors.New("match: nothing changed")

// Refusals: the steps the rules of a game or its state do not allow. The
// Service returns them inside a *RuleError.
var (
	// ErrNoGuild is a challenge outside a server (in a direct message):
	// nobody else could see the board, or accept.
	ErrNoGuild = errors.New("match: a channel game needs a server")
	// ErrBadProposal is a challenge whose settings make no game
	// (RuleError.Cause is core's error).
	ErrBadProposal = errors.New("match: those settings make no game")
	// ErrRandomHandicap is a handicap challenge with its colours left to
	// chance: the handicap stones are for the weaker player, so the
	// challenge must say who takes them.
	ErrRandomHandicap = errors.New("match: a handicap game's colours are not drawn at random")
	// ErrSelfChallenge is a challenge to oneself.
	ErrSelfChallenge = errors.New("match: a challenge to oneself")
	// ErrBotOpponent is a challenge to a bot, which cannot accept or play.
	ErrBotOpponent = errors.New("match: a bot cannot be challenged")
	// ErrChallengeClosed is an answer to a challenge that is no longer
	// open (accepted, declined, or not the channel's any more).
	ErrChallengeClosed = errors.New("match: the challenge is no longer open")
	// ErrOwnChallenge is a challenger accepting their own challenge.
	ErrOwnChallenge = errors.New("match: a challenger cannot accept their own challenge")
	// ErrNotAddressed is an answer from someone other than the one asked:
	// a challenge for someone else, or an undo request to the other player.
	ErrNotAddressed = errors.New("match: the request is for someone else")
	// ErrOpenChallenge is someone other than the challenger declining an
	// open challenge: anyone may accept it, only its author withdraw it.
	ErrOpenChallenge = errors.New("match: only the challenger can withdraw an open challenge")
	// ErrOtherGame is a step pinned to a game (Shown.GameID, a button's
	// game) that is no longer the channel's game in that state.
	ErrOtherGame = errors.New("match: that game is over")
	// ErrNotStarted is a move before the challenge is accepted.
	ErrNotStarted = errors.New("match: the game has not started")
	// ErrScoring is a step of play while the game is being scored.
	ErrScoring = errors.New("match: the game is being scored")
	// ErrNotScoring is a scoring step outside scoring.
	ErrNotScoring = errors.New("match: the game is not being scored")
	// ErrReviewing is a step of play in a channel that is reviewing a
	// game record.
	ErrReviewing = errors.New("match: the channel is reviewing a game record")
	// ErrNotReview is a review step in a channel whose game is not a
	// review.
	ErrNotReview = errors.New("match: the channel's game is not a review")
	// ErrOver is a step of play on a game that is not in play.
	ErrOver = errors.New("match: the game is not in play")
	// ErrNotPlayer is a player's step asked by someone who does not play.
	ErrNotPlayer = errors.New("match: not a player of this game")
	// ErrNotYourTurn is a move by the player who is not to move.
	ErrNotYourTurn = errors.New("match: not the player's turn")
	// ErrBadPoint is a move or a point that names no point of the board
	// (RuleError.Cause is core's parse error).
	ErrBadPoint = errors.New("match: not a point of the board")
	// ErrIllegalMove is a move the rules forbid (RuleError.Cause is core's
	// error: core.ErrOccupied, ErrKo, ErrSuperko, ErrSuicide, ...).
	ErrIllegalMove = errors.New("match: illegal move")
	// ErrStale is a pinned step whose game has left the position it was
	// shown with (RuleError.ShownMove says at which move it was shown).
	ErrStale = errors.New("match: the position changed since it was shown")
	// ErrEveryStoneCounts is a dead-stone toggle under rules that count
	// every stone on the board (Tromp-Taylor): dead stones must be
	// captured in play.
	ErrEveryStoneCounts = errors.New("match: every stone on the board counts under these rules")
	// ErrNoStone is a toggle on a point without a stone (RuleError.Point).
	ErrNoStone = errors.New("match: no stone there")
	// ErrSelfPlay is an undo request in a game someone plays against
	// themselves: there is nobody to ask.
	ErrSelfPlay = errors.New("match: undo needs two players")
	// ErrUndoPending is an undo request while one is open
	// (RuleError.Game.UndoBy says whose).
	ErrUndoPending = errors.New("match: an undo request is open")
	// ErrNothingToUndo is an undo with no move of the player's to take back.
	ErrNothingToUndo = errors.New("match: no move to take back")
	// ErrNoUndoRequest is an answer to an undo request that is not open.
	ErrNoUndoRequest = errors.New("match: no undo request is open")
	// ErrUndoLapsed is an answer to an undo request asked in a position
	// the game has left.
	ErrUndoLapsed = errors.New("match: the undo request lapsed")
	// ErrTimeUp is a step asked after the game's time ran out: the
	// player to move's, the time to agree on the count, or a challenge's.
	// The step did not take place; the end of that time did
	// (RuleError.Fired), saved for the step's interaction.
	ErrTimeUp = errors.New("match: the time ran out")
	// ErrBadClock is a challenge whose clock is not one gobot keeps
	// (RuleError.Cause wraps ErrBadTimeControl).
	ErrBadClock = errors.New("match: not a clock gobot keeps")
	// ErrAbandonPending is a second request to abandon by a player whose
	// first the opponent has not answered.
	ErrAbandonPending = errors.New("match: a request to abandon is open")
	// ErrNoAbandonRequest is an answer to a request to abandon that is not
	// open.
	ErrNoAbandonRequest = errors.New("match: no request to abandon is open")
	// ErrNotAllowed is an ending asked by someone who may not end the game:
	// abandoning a game (its players or a server manager may), or ending a
	// review (whoever started it or a server manager may).
	ErrNotAllowed = errors.New("match: not allowed to end this game")
)

// RuleError is a step refused by the rules of a game or by its state. Its
// Err is one of the refusal sentinels above, and errors.Is finds it and
// Cause. The other fields are the facts an explanation needs.
type RuleError struct {
	// Err is the refusal: ErrNotYourTurn, ErrIllegalMove, ...
	Err error
	// Game is the game as it stood when the step was refused, a copy the
	// caller owns: nil for a challenge refused before any game was read,
	// and for ErrChannelBusy the store's partial record (Game nil) of a
	// game it could not read back, or nil.
	Game *GameRecord
	// Cause is core's error behind ErrIllegalMove, ErrBadPoint and
	// ErrBadProposal.
	Cause error
	// Point is the point the step named, where it named one and the
	// refusal is about it (ErrNoStone, ErrIllegalMove); NoPoint otherwise.
	Point core.Point
	// ShownMove is, for ErrStale, the move number the step's message was
	// shown at, or -1 when its stamp does not say.
	ShownMove int
	// Fired is, for ErrTimeUp, the end of the time that was applied
	// instead of the step.
	Fired *Fired
}

// Error describes the refusal for the logs: "match: not the player's turn
// (game g1)".
func (e *RuleError) Error() string {
	msg := e.Err.Error()
	if e.Cause != nil {
		msg += ": " + e.Cause.Error()
	}
	if e.Game != nil {
		msg += fmt.Sprintf(" (game %s)", e.Game.ID)
	}
	return msg
}

// Unwrap returns the refusal and its cause, for errors.Is and errors.As.
func (e *RuleError) Unwrap() []error {
	if e.Cause == nil {
		return []error{e.Err}
	}
	return []error{e.Err, e.Cause}
}

// refuse returns a RuleError for g refusing a step with err.
func refuse(err error, g *GameRecord) *RuleError {
	return &RuleError{Err: err, Game: g}
}

// AsRuleError returns the RuleError in err's chain, if any.
func AsRuleError(err error) (*RuleError, bool) {
	var r *RuleError
	if errors.As(err, &r) {
		return r, true
	}
	return nil, false
}
