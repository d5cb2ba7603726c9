package gtp

import (
	"strconv"
	"strings"

	"github.com/gobot-baduk/gobot/core"
)

// boardEmpty reports whether no stone is on the board (handicap commands
// need an empty board).
func (e *Engine) boardEmpty() bool {
	b := e.game.Board()
	return b.Stones(core.Black).Empty() && b.Stones(core.White).Empty()
}

// handicapCount reads the stone count of fixed_handicap and
// place_free_handicap.
func handicapCount(cmd string, args []string) (int, error) {
	if len(args) < 1 {
		return 0, fail("%s takes a number of stones", cmd)
	}
	n, err := strconv.Atoi(args[0])
	if err != nil {
		return 0, fail("number of stones not an integer")
	}
	return n, nil
}

// cmdFixedHandicap places GNU Go's fixed handicap points (core.FixedHandicap)
// on an empty board and lists them.
func cmdFixedHandicap(e *Engine, args []string) (string, error) {
	n, err := handicapCount("fixed_handicap", args)
	if err != nil {
		return "", err
	}
	if !e.boardEmpty() {
		return "", fail("board not empty")
	}
	pts, err := core.FixedHandicap(e.game.Size(), n)
	if err != nil {
		return "", fail("invalid handicap: %s", strings.TrimPrefix(message(err), "bad handicap: "))
	}
	if err := e.newGame(core.FreeHandicap(pts...)); err != nil {
		return "", err
	}
	return pointList(pts), nil
}

// cmdPlaceFreeHandicap chooses n handicap points (see freeHandicap), places
// them on an empty board and lists them.
func cmdPlaceFreeHandicap(e *Engine, args []string) (string, error) {
	n, err := handicapCount("place_free_handicap", args)
	if err != nil {
		return "", err
	}
	size := e.game.Size()
	if n < 2 || n > core.MaxFreeHandicap(size) {
		return "", fail("invalid number of stones: %d (2 to %d on %dx%d)", n, core.MaxFreeHandicap(size), size, size)
	}
	if !e.boardEmpty() {
		return "", fail("board not empty")
	}
	pts := freeHandicap(size, n)
	if err := e.newGame(core.FreeHandicap(pts...)); err != nil {
		return "", err
	}
	return pointList(pts), nil
}

// cmdSetFreeHandicap places the handicap stones the controller chose.
func cmdSetFreeHandicap(e *Engine, args []string) (string, error) {
	size := e.game.Size()
	if len(args) < 2 || len(args) > core.MaxFreeHandicap(size) {
		stones := "stones"
		if len(args) == 1 {
			stones = "stone"
		}
		return "", fail("invalid handicap: %d %s (2 to %d on %dx%d)", len(args), stones, core.MaxFreeHandicap(size), size, size)
	}
	if !e.boardEmpty() {
		return "", fail("board not empty")
	}
	seen := core.NewPointSet(size)
	pts := make([]core.Point, 0, len(args))
	for _, a := range args {
		p, err := core.ParseGTP(a, size)
		if err != nil {
			return "", fail("bad vertex list: %q is not a point on %dx%d", a, size, size)
		}
		if seen.Has(p) {
			return "", fail("repeated vertex %s", p)
		}
		seen.Add(p)
		pts = append(pts, p)
	}
	if err := e.newGame(core.FreeHandicap(pts...)); err != nil {
		return "", err
	}
	return "", nil
}

// freeHandicap chooses n free handicap points on a size×size board: GNU
// Go's fixed points while the board has them (up to 9 on odd boards of 7
// or more, 4 on even ones), then each further stone on the empty point
// farthest (Manhattan) from every stone placed, ties going to the point
// nearer the star lines, then to the earlier point from the top left.
func freeHandicap(size, n int) []core.Point {
	var pts []core.Point
	for k := min(n, 9); k >= 2; k-- {
		if fixed, err := core.FixedHandicap(size, k); err == nil {
			pts = fixed
			break
		}
	}
	if len(pts) == n {
		return pts
	}
	// dist[p] is the distance from p to the nearest stone so far.
	var dist [core.NumSlots]int
	taken := core.NewPointSet(size, pts...)
	all := core.FullSet(size).Points()
	for _, p := range all {
		dist[p] = 4 * size
	}
	line := 2
	if size >= 13 {
		line = 3
	}
	place := func(s core.Point) {
		taken.Add(s)
		for _, p := range all {
			if m := abs(p.X()-s.X()) + abs(p.Y()-s.Y()); m < dist[p] {
				dist[p] = m
			}
		}
	}
	for _, s := range pts {
		place(s)
	}
	edgeCost := func(p core.Point) int {
		return abs(min(p.X(), size-1-p.X())-line) + abs(min(p.Y(), size-1-p.Y())-line)
	}
	for len(pts) < n {
		best, bestD, bestE := core.NoPoint, -1, 0
		for y := size - 1; y >= 0; y-- {
			for x := 0; x < size; x++ {
				p := core.Pt(x, y)
				if taken.Has(p) {
					continue
				}
				d, ec := dist[p], edgeCost(p)
				if d > bestD || (d == bestD && ec < bestE) {
					best, bestD, bestE = p, d, ec
				}
			}
		}
		pts = append(pts, best)
		place(best)
	}
	return pts
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// pointList writes points as GTP vertices separated by spaces.
func pointList(pts []core.Point) string {
	s := make([]string, len(pts))
	for i, p := range pts {
		s[i] = p.String()
	}
	return strings.Join(s, " ")
}
