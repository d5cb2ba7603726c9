package sgf

import (
	"errors"
	"strconv"
	"unicode/utf8"
)

// Errors returned by this package. Every error from Parse, ReadGame and the
// writers wraps one of these, so callers test with errors.Is; the message
// says where the problem is (line:column) and what was wrong.
var (
	// ErrTooLarge is a file beyond a Limit: too many bytes, nodes or points,
	// or variations nested too deep.
	ErrTooLarge = errors.New("sgf: file too large")
	// ErrSyntax is text that is not SGF: unbalanced brackets or
	// parentheses, a game tree without nodes, stray characters.
	ErrSyntax = errors.New("sgf: syntax error")
	// ErrCharset is a CA charset other than UTF-8 or ISO-8859-1, or text
	// that is not valid in the declared charset.
	ErrCharset = errors.New("sgf: unsupported charset")
	// ErrBoardSize is an SZ that is not a square board of 2 to 25 lines.
	ErrBoardSize = errors.New("sgf: unsupported board size")
	// ErrProperty is a property value of the wrong form: a move off the
	// board, two moves in one node, a PL that is not B or W, a label
	// without text.
	ErrProperty = errors.New("sgf: bad property")
	// ErrNotGo is a game tree whose GM says it is not Go (GM[1]).
	ErrNotGo = errors.New("sgf: not a game of Go")
	// ErrWrite is a tree that cannot be written as SGF: a property
	// identifier that is not one, a point off the board.
	ErrWrite = errors.New("sgf: cannot write")
)

// Error is an error at a place in the input. Line and Col count from 1 (Col
// in characters); both are 0 when the error concerns the whole file.
type Error struct {
	Line, Col int
	// Err is the sentinel (ErrSyntax, ErrProperty, ...).
	Err error
	// Detail says what was wrong, e.g. `B[zz]: "zz" is not a point on a 19×19 board`.
	Detail string
	// Cause is an underlying error (from package core), if any.
	Cause error
}

// Error returns e.g. "sgf: 3:7: syntax error: value is not closed with ']'".
func (e *Error) Error() string {
	kind := e.Err.Error()
	if len(kind) > 5 && kind[:5] == "sgf: " {
		kind = kind[5:]
	}
	s := "sgf: "
	if e.Line > 0 {
		s += strconv.Itoa(e.Line) + ":" + strconv.Itoa(e.Col) + ": "
	}
	return s + kind + ": " + e.Detail
}

// Unwrap returns the sentinel and the cause, so errors.Is matches both.
func (e *Error) Unwrap() []error {
	if e.Cause != nil {
		return []error{e.Err, e.Cause}
	}
	return []error{e.Err}
}

// position returns the line and column (in characters) of byte offset off.
func position(data []byte, off int) (line, col int) {
	if off > len(data) {
		off = len(data)
	}
	if off < 0 {
		off = 0
	}
	line, start := 1, 0
	for i := 0; i < off; i++ {
		if data[i] == '\n' {
			line++
			start = i + 1
		}
	}
	return line, utf8.RuneCount(data[start:off]) + 1
}
