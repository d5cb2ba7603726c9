package core

import (
	"errors"
	"fmt"
)

// Rule violations and input errors. Every error returned by this package
// wraps one of these, so callers test with errors.Is and show the wrapped
// message, which says what was wrong in words a player understands.
var (
	// ErrOutOfBounds is a point that is not on the board.
	ErrOutOfBounds = errors.New("core: point is off the board")
	// ErrOccupied is a move onto a stone.
	ErrOccupied = errors.New("core: point is occupied")
	// ErrSuicide is a move that would leave its own chain without liberties
	// while capturing nothing, under rules that forbid suicide. Where
	// suicide is allowed, a single-stone suicide that repeats a position is
	// ErrSuperko.
	ErrSuicide = errors.New("core: suicide")
	// ErrKo is an immediate recapture of a single-stone ko.
	ErrKo = errors.New("core: ko")
	// ErrSuperko is a move that would repeat an earlier position
	// (positional superko) or situation (situational superko).
	ErrSuperko = errors.New("core: superko")
	// ErrWrongTurn is a move by the player who is not to move.
	ErrWrongTurn = errors.New("core: not this player's turn")
	// ErrGameOver is a move after the game has ended.
	ErrGameOver = errors.New("core: game is over")
	// ErrCoordinate is text that is not a point on this board.
	ErrCoordinate = errors.New("core: bad coordinate")
	// ErrColor is text that is not a colour.
	ErrColor = errors.New("core: bad colour")
	// ErrBoardSize is a board size outside 2..25.
	ErrBoardSize = errors.New("core: unsupported board size")
	// ErrHandicap is an impossible handicap for the board.
	ErrHandicap = errors.New("core: bad handicap")
	// ErrRules is an unknown rule set name.
	ErrRules = errors.New("core: unknown rules")
	// ErrNoMove is a navigation past either end of the game tree, or an
	// undo with nothing to undo.
	ErrNoMove = errors.New("core: no such move")
)

// errorf wraps a sentinel with a formatted detail: "core: ko: D4 retakes ...".
func errorf(sentinel error, format string, args ...any) error {
	return fmt.Errorf("%w: %s", sentinel, fmt.Sprintf(format, args...))
}
