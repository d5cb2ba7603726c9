package analysis

import "github.com/gobot-baduk/gobot/core"

// eyeSpace holds the features of Nakamura's Table 1 (§3.2) for a closed
// region R enclosed by a group: the numbers from which the region's
// life-and-death class is read. B is the set of opponent (prisoner)
// stones in R, E the empty points, D the edge.
type eyeSpace struct {
	// Size is |R|.
	Size int
	// Perimeter is |exterior(R)|, the number of points next to R.
	Perimeter int
	// Adjacent is #adjacent(R), the number of adjacent pairs in R.
	Adjacent int
	// MaxNeighbour is max_neighbour(R): the most neighbours one point of R
	// has inside R.
	MaxNeighbour int
	// Opponent is |B ∩ R|, the number of opponent stones in R.
	Opponent int
	// OpponentAdjacent is #adjacent(B ∩ R).
	OpponentAdjacent int
	// MaxLiberties is max_liberties(B ∩ R): the most empty neighbours one
	// opponent stone in R has.
	MaxLiberties int
	// TotalLiberties is |exterior(B ∩ R) ∩ E|, the liberties of all the
	// opponent stones in R.
	TotalLiberties int
	// Edge is |R ∩ D|, the number of points of R on the edge.
	Edge int
	// Corner is the number of points of R on a corner of the board.
	Corner int
	// MaxEdgeSide is the most points of R on one side of the board (R ∩ D
	// split by side); it tells a region stretched along one edge from one
	// that turns the corner.
	MaxEdgeSide int
	// Sides is the number of sides of the board R touches: 0 in the
	// centre, 1 on an edge, 2 in a corner, more on a small board.
	Sides int
	// Ends is the number of points of R with exactly one neighbour in R.
	Ends int
	// OuterLiberties is the number of liberties of the enclosing group
	// outside R.
	OuterLiberties int
	// Enclosed reports whether one group encloses R, the setting of §3.2's
	// classes and of searchRegionClass: every point next to R is a stone of the
	// enclosing group, and R is simply connected (the board points outside
	// it form one connected set), so that it neither surrounds a point of
	// its own nor cuts the board in two. A region that touches two
	// opposite edges of a small board, or that surrounds a stone, has two
	// walls, which can be attacked one at a time.
	Enclosed bool
}

// Squares returns the number of 2×2 squares a region without holes holds,
// #adjacent(R) − |R| + 1 (Chen and Chen's "existence of a square", §3.2).
func (f eyeSpace) Squares() int { return f.Adjacent - f.Size + 1 }

// newEyeSpace computes the Table 1 features of region, a closed region of
// b that stones of colour c enclose; enclosing is the enclosing group (its
// liberties outside region are the outer liberties).
func newEyeSpace(b *core.Board, c core.Color, region, enclosing core.PointSet) eyeSpace {
	size := b.Size()
	empty := b.Stones(core.Empty)
	opp := b.Stones(c.Opponent()).Intersect(region)
	f := eyeSpace{
		Size:             region.Count(),
		Perimeter:        region.Border().Count(),
		Adjacent:         region.AdjacentPairs(),
		MaxNeighbour:     maxNeighbour(region, region),
		Opponent:         opp.Count(),
		OpponentAdjacent: opp.AdjacentPairs(),
		MaxLiberties:     maxNeighbour(opp, empty),
		TotalLiberties:   opp.Border().Intersect(empty).Count(),
		Edge:             region.Intersect(*edgeSets(size)).Count(),
		OuterLiberties:   enclosing.Border().Intersect(empty).Minus(region).Count(),
	}
	if !region.Empty() && region.Border().Minus(enclosing).Empty() {
		// The board outside R is connected exactly when the ring of
		// points around R (next to it orthogonally or diagonally) is:
		// a hole or a second part of the board holds ring points of its
		// own, cut from the others by R, and the ring of a region without
		// either follows its outline. The ring is small, the board not.
		ring := region.Grow8().Minus(region)
		f.Enclosed = ring.Any() && ring.Component(ring.First()).Equal(ring)
	}
	for _, p := range [4]core.Point{core.Pt(0, 0), core.Pt(size-1, 0), core.Pt(0, size-1), core.Pt(size-1, size-1)} {
		if region.Has(p) {
			f.Corner++
		}
	}
	var sides [4]int
	for p := range region.All() {
		x, y := p.X(), p.Y()
		for i, on := range [4]bool{y == 0, x == 0, y == size-1, x == size-1} {
			if on {
				sides[i]++
			}
		}
		if neighboursIn(p, region) == 1 {
			f.Ends++
		}
	}
	f.MaxEdgeSide = max(sides[0], sides[1], sides[2], sides[3])
	for _, n := range sides {
		if n > 0 {
			f.Sides++
		}
	}
	return f
}

// neighboursIn returns how many of p's neighbours are in set.
func neighboursIn(p core.Point, set core.PointSet) int {
	n := 0
	for _, q := range [4]core.Point{p + 1, p - 1, p + core.Stride, p - core.Stride} {
		if set.Has(q) {
			n++
		}
	}
	return n
}

// maxNeighbour returns the most points of set that one point of from has
// as neighbours: max_neighbour and max_liberties of Nakamura §3.2.
func maxNeighbour(from, set core.PointSet) int {
	best := 0
	for p := range from.All() {
		best = max(best, neighboursIn(p, set))
	}
	return best
}

// eyeOutcome is what happens to the enclosing group when one side starts
// playing in a closed region (Nakamura §3.2, after Berlekamp and Wolfe).
// They are ordered from worst to best for the group.
type eyeOutcome uint8

const (
	// noOutcome is the zero eyeOutcome: not classified.
	noOutcome eyeOutcome = iota
	// outcomeOneEye (O): the region gives one eye, not two.
	outcomeOneEye
	// outcomeKo (K): two eyes if the group wins a ko, one otherwise.
	outcomeKo
	// outcomeSeki (S): the group lives in seki with the opponent's stones inside.
	outcomeSeki
	// outcomeLive (L): the region gives two eyes.
	outcomeLive
)

// String returns the letter: O, K, S or L ("?" for noOutcome).
func (o eyeOutcome) String() string {
	switch o {
	case outcomeOneEye:
		return "O"
	case outcomeKo:
		return "K"
	case outcomeSeki:
		return "S"
	case outcomeLive:
		return "L"
	}
	return "?"
}

// eyes is the outcome's worth in eyes: a seki counts as life.
func (o eyeOutcome) eyes() float64 {
	switch o {
	case outcomeOneEye:
		return 1
	case outcomeKo:
		return 1.5
	case outcomeSeki, outcomeLive:
		return 2
	}
	return 0
}

// eyeClass is the class {First|Second} of a closed region: the outcome
// when the enclosing group's owner moves first, then when the opponent
// does. Nakamura lists {L|L}, {L|O}, {O|O}, {L|K}, {K|O}, {L|S} and
// {S|O}; Figure 3 adds {S|S}. The zero eyeClass is unclassified.
type eyeClass struct {
	First, Second eyeOutcome
}

// The classes of Nakamura §3.2.
var (
	classLL = eyeClass{outcomeLive, outcomeLive}
	classLO = eyeClass{outcomeLive, outcomeOneEye}
	classOO = eyeClass{outcomeOneEye, outcomeOneEye}
	classLK = eyeClass{outcomeLive, outcomeKo}
	classKO = eyeClass{outcomeKo, outcomeOneEye}
	classLS = eyeClass{outcomeLive, outcomeSeki}
	classSO = eyeClass{outcomeSeki, outcomeOneEye}
	classSS = eyeClass{outcomeSeki, outcomeSeki}
)

// String returns the class as "{L|O}", or "{?|?}" when unclassified.
func (c eyeClass) String() string {
	return "{" + c.First.String() + "|" + c.Second.String() + "}"
}

// Known reports whether the region was classified.
func (c eyeClass) Known() bool { return c.First != noOutcome && c.Second != noOutcome }

// Eyes returns the region's eye value: the mean of the two outcomes'
// worth, with L (and S, which lives too) worth 2, K 1.5 and O 1. So {L|L}
// is 2 eyes, {L|O} 1.5, {O|O} 1, {L|K} 1.75, {K|O} 1.25, {L|S} 2 and
// {S|O} 1.5. An unclassified region is worth 0.
func (c eyeClass) Eyes() float64 {
	if !c.Known() {
		return 0
	}
	return (c.First.eyes() + c.Second.eyes()) / 2
}

// Seki reports whether the region can end in seki.
func (c eyeClass) Seki() bool { return c.First == outcomeSeki || c.Second == outcomeSeki }
