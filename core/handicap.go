package core

import "fmt"

// FixedHandicap returns the GTP fixed handicap points for n stones on a
// size×size board, in the order GNU Go lists them. Boards below 7 lines have
// no fixed handicap; 7×7 and even boards allow at most 4 stones, other odd
// boards 9. The
// stones go on the third line up to 11×11 and on the fourth line from 12×12,
// as GNU Go 3.8 places them (core/gtp's differential test checks every size
// GNU Go plays, 2 to 19).
func FixedHandicap(size, n int) ([]Point, error) {
	if n < 2 || n > 9 {
		return nil, errorf(ErrHandicap, "%s (a fixed handicap is 2 to 9 stones)", stoneCount(n))
	}
	if size < 7 {
		return nil, errorf(ErrHandicap, "no fixed handicap on a %d×%d board (7×7 is the smallest)", size, size)
	}
	if (size%2 == 0 || size == 7) && n > 4 {
		return nil, errorf(ErrHandicap, "%s on a %d×%d board (7×7 and even boards allow at most 4)", stoneCount(n), size, size)
	}
	d := 2
	if size >= 12 {
		d = 3
	}
	lo, hi, mid := d, size-1-d, size/2
	var pts []Point
	add := func(x, y int) { pts = append(pts, Pt(x, y)) }
	// Top row, then middle row, then bottom row, each left to right: the
	// order GNU Go prints.
	top := n >= 3
	if top {
		add(lo, hi)
	}
	if n >= 8 {
		add(mid, hi)
	}
	add(hi, hi)
	if n >= 6 {
		add(lo, mid)
	}
	if n == 5 || n == 7 || n == 9 {
		add(mid, mid)
	}
	if n >= 6 {
		add(hi, mid)
	}
	add(lo, lo)
	if n >= 8 {
		add(mid, lo)
	}
	if n >= 4 {
		add(hi, lo)
	}
	return pts, nil
}

// MaxFreeHandicap returns the largest free handicap on a size×size board:
// every point but one, as GTP's place_free_handicap allows.
func MaxFreeHandicap(size int) int { return size*size - 1 }

// stoneCount is "1 stone" or "n stones", for messages.
func stoneCount(n int) string {
	if n == 1 {
		return "1 stone"
	}
	return fmt.Sprintf("%d stones", n)
}
