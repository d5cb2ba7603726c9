package core

import (
	"strconv"
	"strings"
)

// Board geometry. Every board, whatever its size, uses the same mailbox
// layout: a 27×27 grid whose outer ring (and, on boards smaller than 25,
// everything beyond the last line) is a guard. A point's index is
// (y+1)*Stride + (x+1), so the four neighbours of p are p±1 and p±Stride,
// and neither arrays nor bitsets need to know the board size.
const (
	// MinSize and MaxSize bound the board sizes gobot plays on.
	MinSize = 2
	MaxSize = 25
	// Stride is the distance between vertically adjacent points.
	Stride = MaxSize + 2
	// NumSlots is the length of every per-point array.
	NumSlots = Stride * Stride
)

// Point is an intersection. x counts columns from the left (0 = A) and y
// rows from the bottom (0 = row 1), as GTP does. The zero value is NoPoint,
// which is on no board. A pass is not a Point; see Move.
type Point int16

// NoPoint is the zero Point: no intersection.
const NoPoint Point = 0

// Pt returns the point at column x and row y, both counted from 0, x from the
// left and y from the bottom. It does not check the board size; see OnBoard.
func Pt(x, y int) Point {
	if x < 0 || y < 0 || x >= MaxSize || y >= MaxSize {
		return NoPoint
	}
	return Point((y+1)*Stride + x + 1)
}

// X returns the column, counted from 0 at the left.
func (p Point) X() int { return int(p)%Stride - 1 }

// Y returns the row, counted from 0 at the bottom.
func (p Point) Y() int { return int(p)/Stride - 1 }

// OnBoard reports whether p is an intersection of a size×size board.
func (p Point) OnBoard(size int) bool {
	// One unsigned comparison takes out the negative points too; slot 0
	// is on no board.
	if uint(p) >= NumSlots {
		return false
	}
	l := lineOf[p]
	return l != 0 && int(l) <= size
}

// lineOf holds, for each slot, 1 + the larger of its column and row: the
// smallest board size that has the point (0 for a slot left of the first
// column or below the first row, on no board). OnBoard reads it instead of
// dividing p by Stride, which the puzzle solver's pass-aliveness test paid
// on every neighbour it looked at.
var lineOf = func() (t [NumSlots]uint8) {
	for i := range t {
		if x, y := Point(i).X(), Point(i).Y(); x >= 0 && y >= 0 {
			t[i] = uint8(max(x, y) + 1)
		}
	}
	return t
}()

// gtpLetters are the column letters: A to Z without I.
const gtpLetters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

// ColumnLetter returns the GTP column letter of column x (0 = A; I is skipped).
func ColumnLetter(x int) string {
	if x < 0 || x >= len(gtpLetters) {
		return "?"
	}
	return gtpLetters[x : x+1]
}

// String returns the GTP vertex, e.g. "D4", or "-" for NoPoint. It is the
// same on every board size because rows count from the bottom.
func (p Point) String() string {
	if p == NoPoint || p.X() < 0 || p.Y() < 0 || p.X() >= MaxSize || p.Y() >= MaxSize {
		return "-"
	}
	return ColumnLetter(p.X()) + strconv.Itoa(p.Y()+1)
}

// SGF returns the point in SGF form for a board of the given size: column
// then row, both from 'a', rows counted from the top.
func (p Point) SGF(size int) string {
	if !p.OnBoard(size) {
		return ""
	}
	return string([]byte{sgfLetter(p.X()), sgfLetter(size - 1 - p.Y())})
}

func sgfLetter(i int) byte {
	if i < 26 {
		return byte('a' + i)
	}
	return byte('A' + i - 26)
}

func sgfIndex(c byte) int {
	switch {
	case c >= 'a' && c <= 'z':
		return int(c - 'a')
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 26
	}
	return -1
}

// ParseGTP reads a GTP vertex such as "D4", "d4" or "Q16" on a size×size
// board. Columns skip the letter I. It does not accept "pass"; see ParseMove.
func ParseGTP(s string, size int) (Point, error) {
	t := strings.TrimSpace(s)
	if len(t) < 2 || len(t) > 3 {
		return NoPoint, coordError(s, size)
	}
	c := t[0]
	if c >= 'a' && c <= 'z' {
		c -= 'a' - 'A'
	}
	x := strings.IndexByte(gtpLetters, c)
	if x < 0 {
		if c == 'I' {
			return NoPoint, errorf(ErrCoordinate, "%q: column I is not used (columns go H, J, K)", s)
		}
		return NoPoint, coordError(s, size)
	}
	row := 0
	for i := 1; i < len(t); i++ {
		d := t[i]
		if d < '0' || d > '9' {
			return NoPoint, coordError(s, size)
		}
		row = row*10 + int(d-'0')
	}
	if t[1] == '0' {
		return NoPoint, coordError(s, size)
	}
	p := Pt(x, row-1)
	if !p.OnBoard(size) {
		return NoPoint, coordError(s, size)
	}
	return p, nil
}

// ParseSGF reads a two-letter SGF point such as "dd" on a size×size board.
// The empty string and, on boards up to 19, "tt" are passes in SGF; they are
// not points, and ParseSGF rejects them (see ParseSGFMove).
func ParseSGF(s string, size int) (Point, error) {
	if len(s) != 2 {
		return NoPoint, errorf(ErrCoordinate, "%q is not an SGF point (two letters, like dd)", s)
	}
	x, y := sgfIndex(s[0]), sgfIndex(s[1])
	if x < 0 || y < 0 || x >= size || y >= size {
		return NoPoint, errorf(ErrCoordinate, "%q is not an SGF point on a %d×%d board", s, size, size)
	}
	return Pt(x, size-1-y), nil
}

// ParsePoint reads a point in either notation players type: GTP ("D4",
// "d4") or SGF ("dd"). A letter followed by digits is GTP; two letters are SGF.
func ParsePoint(s string, size int) (Point, error) {
	t := strings.TrimSpace(s)
	if len(t) == 2 && isLetter(t[0]) && isLetter(t[1]) {
		return ParseSGF(strings.ToLower(t), size)
	}
	return ParseGTP(t, size)
}

func isLetter(c byte) bool { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') }

func coordError(s string, size int) error {
	return errorf(ErrCoordinate, "%q is not a point on a %d×%d board (columns A–%s without I, rows 1–%d)",
		s, size, size, ColumnLetter(size-1), size)
}
