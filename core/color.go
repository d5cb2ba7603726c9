package core

// Color is the content of an intersection: Empty, Black or White.
// The zero value is Empty.
type Color uint8

const (
	// Empty is an unoccupied intersection (and the zero Color).
	Empty Color = iota
	// Black is the player who moves first in an even game.
	Black
	// White is the second player.
	White
	// offBoard marks the guard slots around the board in the mailbox arrays.
	// It never escapes the package.
	offBoard
)

// Opponent returns the other player; Empty stays Empty.
func (c Color) Opponent() Color {
	switch c {
	case Black:
		return White
	case White:
		return Black
	}
	return c
}

// IsStone reports whether c is Black or White.
func (c Color) IsStone() bool { return c == Black || c == White }

// String returns "empty", "black" or "white".
func (c Color) String() string {
	switch c {
	case Empty:
		return "empty"
	case Black:
		return "black"
	case White:
		return "white"
	}
	return "off-board"
}

// Letter returns the SGF property letter of a stone colour: "B" or "W" ("" for Empty).
func (c Color) Letter() string {
	switch c {
	case Black:
		return "B"
	case White:
		return "W"
	}
	return ""
}

// ParseColor reads a colour the way GTP and players write it:
// "b", "black", "w", "white" in any case.
func ParseColor(s string) (Color, error) {
	switch lower(s) {
	case "b", "black":
		return Black, nil
	case "w", "white":
		return White, nil
	}
	return Empty, errorf(ErrColor, "%q is not a colour (use black or white)", s)
}

// lower is an allocation-free ASCII lower-casing for short tokens.
func lower(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if b[j] >= 'A' && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}
