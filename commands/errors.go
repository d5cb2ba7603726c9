package commands

import (
	"errors"
	"fmt"
)

// Store errors. Store implementations return errors wrapping these.
var (
	// ErrNotFound is a game that does not exist (or a channel without an
	// active game).
	ErrNotFound = errors.New("commands: not found")
	// ErrConflict is a save whose version no longer matches the stored
	// one: another command changed the game since it was read.
	ErrConflict = errors.New("commands: the game changed")
	// ErrChannelBusy is a new game in a channel that already has an active
	// one.
	ErrChannelBusy = errors.New("commands: channel already has a game")
	// ErrCorrupt is a stored game that cannot be read back.
	ErrCorrupt = errors.New("commands: stored game is corrupt")
	// ErrAlreadyHandled is a write on behalf of an interaction that a
	// store has recorded as handled before: another delivery of the same
	// interaction was applied first.
	ErrAlreadyHandled = errors.New("commands: interaction already handled")
)

// UserError is a mistake by the user: its message is safe to show, is
// answered ephemerally, and the command it came from changed nothing.
type UserError struct {
	// Message is what the user reads.
	Message string
	// Err is the underlying cause, if any (for errors.Is and the logs).
	Err error
}

// Error returns the user-facing message.
func (e *UserError) Error() string { return e.Message }

// Unwrap returns the cause.
func (e *UserError) Unwrap() error { return e.Err }

// Userf returns a UserError with a formatted message.
func Userf(format string, args ...any) error {
	return &UserError{Message: fmt.Sprintf(format, args...)}
}

// userWrap returns a UserError with a formatted message that wraps cause.
func userWrap(cause error, format string, args ...any) error {
	return &UserError{Message: fmt.Sprintf(format, args...), Err: cause}
}

// AsUserError returns the UserError in err's chain, if any.
func AsUserError(err error) (*UserError, bool) {
	var u *UserError
	if errors.As(err, &u) {
		return u, true
	}
	return nil, false
}
