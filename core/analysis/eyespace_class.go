package analysis

import "github.com/gobot-baduk/gobot/core"

// Class reads the region's class from its features (Nakamura §3.2, Table 1
// and Figures 2 and 3). ok is false when the features do not settle it:
// regions that one group does not enclose (Enclosed is false), regions
// that touch more than two sides of a small board (the rules know the
// centre, one edge and one corner), empty regions of more than seven
// points, and regions with prisoners other than the bulky five of
// Figure 3 away from the edge. Every answer it
// gives is the one the exhaustive search (searchRegionClass) gives for every
// region with those features; the tests check all shapes up to seven
// points in the centre, on the edge and in the corner, with 0 to 4 outer
// liberties (more behave as 4), and every region of up to seven points
// that touches two sides of a board of 2 to 6 lines.
func (f eyeSpace) Class() (eyeClass, bool) {
	if !f.Enclosed || f.Sides > 2 {
		return eyeClass{}, false
	}
	if f.Opponent > 0 {
		return f.prisonerClass()
	}
	return f.emptyClass()
}

// emptyClass classifies an empty region.
func (f eyeSpace) emptyClass() (eyeClass, bool) {
	lib := f.OuterLiberties
	// byLiberties picks the class by the outer liberties: with at most
	// limit[i] liberties the class is classes[i]; with more, {L|L}.
	byLiberties := func(classes []eyeClass, limits []int) eyeClass {
		for i, l := range limits {
			if lib <= l {
				return classes[i]
			}
		}
		return classLL
	}
	corner := f.Corner == 1
	switch f.Size {
	case 1, 2:
		return classOO, true
	case 3:
		// Straight and bent threes: the owner makes two eyes at the vital
		// point, the opponent kills there.
		return classLO, true
	case 4:
		switch {
		case f.Squares() == 1:
			// The square four is dead whoever starts.
			return classOO, true
		case f.MaxNeighbour == 3:
			// The pyramid (T) four has one vital point.
			return classLO, true
		case corner && f.Edge == 4 && f.Perimeter == 4:
			// The bent four in the corner (Figure 2 (a)): alive with two
			// outer liberties, otherwise the opponent gets a ko.
			return byLiberties([]eyeClass{classLK}, []int{1}), true
		}
		return classLL, true
	case 5:
		if f.Squares() == 1 || f.MaxNeighbour == 4 {
			// The bulky five (a square and a tail) and the crossed five.
			return classLO, true
		}
		return classLL, true
	case 6:
		switch {
		case f.Squares() == 1 && f.MaxNeighbour == 4:
			// The rabbity (flower) six.
			return classLO, true
		case corner && f.Squares() == 2:
			// The rectangular six in the corner: dead without outer
			// liberties, ko with one, alive with two.
			return byLiberties([]eyeClass{classLO, classLK}, []int{0, 1}), true
		case corner && f.Edge == 5 && f.MaxEdgeSide == 4 && f.Perimeter == 5 && f.Ends == 1:
			// A square with a tail of two along the edge.
			return byLiberties([]eyeClass{classLK}, []int{0}), true
		case corner && f.Ends == 2 && f.MaxEdgeSide == 3 &&
			((f.Edge == 5 && f.Perimeter == 4) || (f.Edge == 4 && f.Perimeter == 5)):
			// Squares with two tails round the corner: seki when the
			// opponent starts and the group has no outer liberty.
			return byLiberties([]eyeClass{classLS}, []int{0}), true
		}
		return classLL, true
	case 7:
		switch {
		case f.Squares() == 2 && f.MaxNeighbour == 4 && f.Ends == 0:
			// The 3×3 square without two opposite corners: the opponent's
			// stone in the centre makes a seki, wherever the shape stands.
			return classLS, true
		case corner && f.Squares() == 2 && f.Perimeter == 5 && f.MaxNeighbour == 3 && f.MaxEdgeSide == 4:
			// Two rows along the edge, four and three long.
			return byLiberties([]eyeClass{classLK}, []int{2}), true
		case corner && f.Squares() == 2 && f.Perimeter == 5 && ((f.MaxNeighbour == 3 && f.MaxEdgeSide == 3 && f.Edge == 5) ||
			(f.MaxNeighbour == 4 && f.Edge == 4)):
			return byLiberties([]eyeClass{classLS}, []int{1}), true
		}
		return classLL, true
	}
	return eyeClass{}, false
}

// prisonerClass classifies the bulky five with two or three prisoners away
// from the edge by the five features of Figure 3: the number of prisoners,
// #adjacent among them, their total liberties, the most liberties of one
// prisoner and the outer liberties. Nakamura's table has five of these
// patterns; the other seven complete it (every placement of two or three
// prisoners), each checked by search.
func (f eyeSpace) prisonerClass() (eyeClass, bool) {
	if f.Size != 5 || f.Squares() != 1 || f.Edge != 0 || f.Opponent < 2 || f.Opponent > 3 {
		return eyeClass{}, false
	}
	lib := f.OuterLiberties
	type key struct{ n, adj, total, max int }
	switch (key{f.Opponent, f.OpponentAdjacent, f.TotalLiberties, f.MaxLiberties}) {
	case key{2, 1, 2, 1}, key{2, 0, 2, 2}, key{3, 0, 2, 2}, key{3, 2, 1, 1}:
		// Figure 3 (a) and its kin: the owner captures first and lives.
		return classLO, true
	case key{2, 1, 3, 2}, key{2, 1, 2, 2}, key{2, 0, 3, 3}, key{3, 2, 2, 1}, key{3, 2, 2, 2}:
		// Figure 3 (b) and its kin: the prisoners hold the vital point.
		return classOO, true
	case key{2, 0, 3, 2}:
		// Figure 3 (c): alive by squashing with an outer liberty, seki
		// without one.
		if lib == 0 {
			return classLS, true
		}
		return classLL, true
	case key{3, 1, 2, 1}:
		// Figure 3 (d).
		return classLL, true
	case key{3, 1, 2, 2}:
		// Figure 3 (e): seki without outer liberties; with one the owner
		// still lives only if he starts.
		switch lib {
		case 0:
			return classSS, true
		case 1:
			return classLS, true
		}
		return classLL, true
	}
	return eyeClass{}, false
}

// classifyRegion returns the class of a closed region of b that c stones
// enclose (enclosing is the enclosing group): from its Table 1 features
// when they settle it, otherwise by exhaustive search when the region has
// at most maxSearchRegion points. A region that wraps around stones of
// the group (holes, as A1 A2 B2 C2 C1 around a stone on B1) is searched
// with those stones in it: they are chains of their own there, which the
// opponent may capture (see regionHoles). Larger regions, and regions one
// group does not enclose (two walls, as a region across a small board),
// are not classified (the zero eyeClass); the status analysis treats them
// by their size and Benson's result.
func classifyRegion(b *core.Board, c core.Color, region, enclosing core.PointSet) eyeClass {
	f := newEyeSpace(b, c, region, enclosing)
	prisoners := b.Stones(c.Opponent()).Intersect(region)
	if !f.Enclosed {
		holes, ok := regionHoles(b, c, region, enclosing)
		if !ok {
			return eyeClass{}
		}
		if cl, ok := searchRegionDef(region.Union(holes), holes, prisoners, f.OuterLiberties, true); ok {
			return cl
		}
		return eyeClass{}
	}
	if cl, ok := f.Class(); ok {
		return cl
	}
	if cl, ok := searchRegionClass(region, prisoners, f.OuterLiberties); ok {
		return cl
	}
	return eyeClass{}
}

// regionHoles returns the holes of a closed region that c's group
// encloses but that is not simply connected: the parts of the board
// outside the region, other than the one that holds the rest of the
// board, which hold nothing but stones of enclosing (a stone on B1 inside
// A1 A2 B2 C2 C1). ok is false when the region is not of that kind: a
// point next to it that is not the group's, or a second part of the board
// with an empty point or another stone in it (a region that cuts a small
// board in two has two walls).
//
// The holes are the group's stones, joined to it through the region, and
// Nakamura's features (§3.2, Table 1) describe simply connected regions
// only; the exhaustive search takes the region with the holes in it as
// defender stones, which are chains of their own there, not joined to the
// wall, so that the opponent may capture them.
func regionHoles(b *core.Board, c core.Color, region, enclosing core.PointSet) (holes core.PointSet, ok bool) {
	size := b.Size()
	holes = core.NewPointSet(size)
	if region.Empty() || region.Border().Minus(enclosing).Any() {
		return holes, false
	}
	own := b.Stones(c).Intersect(enclosing)
	outside := core.FullSet(size).Minus(region)
	var parts []core.PointSet
	largest := -1
	for part := range outside.Components() {
		parts = append(parts, part)
		if largest < 0 || part.Count() > parts[largest].Count() {
			largest = len(parts) - 1
		}
	}
	for i, part := range parts {
		if i == largest {
			continue
		}
		if part.Minus(own).Any() {
			return holes, false
		}
		holes = holes.Union(part)
	}
	return holes, holes.Any()
}
