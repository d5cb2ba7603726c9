package commands

import (
	"errors"
	"fmt"
)

// userError is a mistake by the user: its message is safe to show, is
// answered ephemerally, and the command it came from changed nothing.
type userError struct {
	// Message is what the user reads.
	Message string
	// Err is the underlying cause, if any (for errors.Is and the logs).
	Err error
}

// Error returns the user-facing message.
func (e *userError) Error() string { return e.Message }

// Unwrap returns the cause.
func (e *userError) Unwrap() error { return e.Err }

// userf returns a userError with a formatted message.
func userf(format string, args ...any) error {
	return &userError{Message: fmt.Sprintf(format, args...)}
}

// userWrap returns a userError with a formatted message that wraps cause.
func userWrap(cause error, format string, args ...any) error {
	return &userError{Message: fmt.Sprintf(format, args...), Err: cause}
}

// asUserError returns the userError in err's chain, if any.
func asUserError(err error) (*userError, bool) {
	var u *userError
	if errors.As(err, &u) {
		return u, true
	}
	return nil, false
}
