package commands

import (
	"errors"
	"fmt"
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
