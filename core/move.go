package core

import "strings"

// Move is one player's turn: a stone on a point, or a pass. The zero value
// is not a move; IsValid reports false for it.
type Move struct {
	color Color
	point Point
	pass  bool
}

// Play returns the move of a c stone on p.
func Play(c Color, p Point) Move { return Move{color: c, point: p} }

// Pass returns c's pass.
func Pass(c Color) Move { return Move{color: c, pass: true} }

// Color returns the player who makes the move.
func (m Move) Color() Color { return m.color }

// Point returns the point played, or NoPoint for a pass.
func (m Move) Point() Point {
	if m.pass {
		return NoPoint
	}
	return m.point
}

// IsPass reports whether m is a pass.
func (m Move) IsPass() bool { return m.pass }

// IsValid reports whether m is a move at all (not the zero Move).
func (m Move) IsValid() bool { return m.color.IsStone() && (m.pass || m.point != NoPoint) }

// String returns "B D4", "W pass", or "-" for the zero Move.
func (m Move) String() string {
	if !m.IsValid() {
		return "-"
	}
	if m.pass {
		return m.color.Letter() + " pass"
	}
	return m.color.Letter() + " " + m.point.String()
}

// ParseMove reads a GTP vertex or "pass" for player c on a size×size board.
// It accepts the notations of ParsePoint too.
func ParseMove(c Color, s string, size int) (Move, error) {
	if strings.EqualFold(strings.TrimSpace(s), "pass") {
		return Pass(c), nil
	}
	p, err := ParsePoint(s, size)
	if err != nil {
		return Move{}, err
	}
	return Play(c, p), nil
}
