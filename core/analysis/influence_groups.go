package analysis

import "github.com/gobot-baduk/gobot/core"

// The parameters of group points (Nakamura §5.2): an empty point belongs to
// Black when B ≥ groupPotentialMin and B − W ≥ groupPotentialLead, where B
// and W are the potentials with the shadows of all stones ("based on many
// experiments, we determined the parameters as v1 = 1.0, v2 = 0.55").
const (
	groupPotentialMin  = 1.0
	groupPotentialLead = 0.55
	// groupPotentialSlack absorbs rounding: an incremental update and a
	// full computation may differ in the last bits, and a potential of
	// exactly 1 (a point next to a lone stone) must not flip.
	groupPotentialSlack = 1e-9
)

// GroupPoints returns c's group points (Nakamura §5.2 step 1): c's stones,
// and the empty points where c's potential is at least 1.0 and leads the
// opponent's by at least 0.55, both in the allShadows distribution. It is
// empty for colours other than Black and White.
func (f *influence) GroupPoints(c core.Color) core.PointSet {
	if !c.IsStone() {
		return core.NewPointSet(f.size)
	}
	both := f.groupPointsBoth()
	return both[c]
}

// groupPointsBoth returns the group points of Black and of White (indexed
// by Color), in one pass over the board.
func (f *influence) groupPointsBoth() (s [3]core.PointSet) {
	s[core.Black], s[core.White] = f.stones[core.Black], f.stones[core.White]
	occupied := f.stones[core.Black].Union(f.stones[core.White])
	black, white := &f.pot[allShadows][core.Black-1], &f.pot[allShadows][core.White-1]
	const (
		least = groupPotentialMin - groupPotentialSlack
		lead  = groupPotentialLead - groupPotentialSlack
	)
	for y := 0; y < f.size; y++ {
		// A row at a time, as bits, without a branch on each point's
		// potentials (which are hard to predict).
		e0 := int(extIndex(0, y))
		var bs, ws uint32
		for x, b := range black[e0 : e0+f.size] {
			w := white[e0+x]
			bs |= uint32(b2i(b >= least)&b2i(b-w >= lead)) << x
			ws |= uint32(b2i(w >= least)&b2i(w-b >= lead)) << x
		}
		empty := ^occupied.Row(y)
		s[core.Black].AddRow(y, bs&empty)
		s[core.White].AddRow(y, ws&empty)
	}
	return s
}

// zone is a group in the broad sense of Nakamura §5.2 with the territory
// it controls: the stones of one colour that the group points join,
// together with the empty group points around them.
type zone struct {
	// Color is the colour of the stones.
	Color core.Color
	// Stones are the group's stones: one or more chains.
	Stones core.PointSet
	// Territory is the empty points of the area.
	Territory core.PointSet
}

// Points returns the whole area: stones and territory.
func (a zone) Points() core.PointSet { return a.Stones.Union(a.Territory) }

// zonesOf returns c's groups and their territories (Nakamura §5.2
// steps 2 and 3): the 4-connected sets of c's group points, each a group
// (its stones) with its territory (its empty points), after which sets
// whose stones touch diagonally (kosumi) are unified. A diagonal between
// two stones both of whose shared neighbours hold opponent stones is a
// crosscut, not a kosumi, and joins nothing. Sets without a stone are
// influence without a group and are left out.
//
// It returns nil for a nil board or a colour other than Black and White.
// f must describe b (see Sync); when it does not, or is nil, zonesOf
// computes the potentials of b from scratch. The zones come in the order of
// their first point (bottom row first).
func zonesOf(b *core.Board, f *influence, c core.Color) []zone {
	if b == nil || !c.IsStone() {
		return nil
	}
	if f == nil || f.size != b.Size() || !f.stones[core.Black].Equal(b.Stones(core.Black)) || !f.stones[core.White].Equal(b.Stones(core.White)) {
		f = newInfluence(b)
	}
	return territories(c, f.GroupPoints(c), b.Stones(c), b.Stones(c.Opponent()))
}

// territories is §5.2 steps 2 and 3 on given sets: groupPoints are c's
// group points, own c's stones (all in groupPoints) and opp the opponent's
// stones, which make a diagonal a crosscut. zonesOf and the status
// engine (which passes the living stones of a position with its dead
// stones lifted) share it.
func territories(c core.Color, groupPoints, own, opp core.PointSet) []zone {
	return territoriesIn(nil, c, groupPoints, own, opp)
}

// territoriesIn is territories with the zones in buf's memory (buf[:0]
// appended to; the zones joined across kosumi, when some are, in new
// memory).
func territoriesIn(buf []zone, c core.Color, groupPoints, own, opp core.PointSet) []zone {
	areas := buf[:0]
	var owner [core.NumSlots]int16 // index+1 into areas of the area holding a stone
	for comp := range groupPoints.Components() {
		st := comp.Intersect(own)
		if st.Empty() {
			continue
		}
		areas = append(areas, zone{Color: c, Stones: st, Territory: comp.Minus(st)})
		for p := range st.All() {
			owner[p] = int16(len(areas))
		}
	}
	// Union-find over the areas, joined by kosumi links.
	parent := make([]int, len(areas))
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	joined := false
	for p := range own.All() {
		for _, q := range [2]core.Point{p + core.Stride + 1, p + core.Stride - 1} {
			if !own.Has(q) {
				continue
			}
			// The two points beside both p and q.
			s1, s2 := p+(q-p-core.Stride), p+core.Stride
			if opp.Has(s1) && opp.Has(s2) {
				continue
			}
			i, j := find(int(owner[p]-1)), find(int(owner[q]-1))
			if i == j {
				continue
			}
			if i > j {
				i, j = j, i
			}
			parent[j] = i // the root is the area met first
			joined = true
		}
	}
	if !joined {
		return areas
	}
	var out []zone
	index := make([]int, len(areas))
	for i := range areas {
		r := find(i)
		if r == i {
			index[i] = len(out)
			out = append(out, areas[i])
		}
	}
	for i := range areas {
		if r := find(i); r != i {
			a := &out[index[r]]
			a.Stones = a.Stones.Union(areas[i].Stones)
			a.Territory = a.Territory.Union(areas[i].Territory)
		}
	}
	return out
}
