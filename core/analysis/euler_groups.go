package analysis

import "github.com/gobot-baduk/gobot/core"

// eyeCandidates is the number of regions the linked group l encloses by
// Euler's formula (Nakamura §4.1), less the one-point regions among them
// that falseEye finds false (the diagonal-link rule of §4.3, falseEyeAmong
// over the stones that count): the seed's count of eye candidates.
//
// The count says whether there is anything to look at (§4.3: it does not
// locate the regions). The one-point regions are the points outside l
// whose neighbours are all l's; one of them is the outside only when l is
// on the edge and every region around it is a single point (then the
// first, as in enclosedRegions).
func eyeCandidates(l core.PointSet, falseEye func(core.Point) bool) int {
	size := l.Size()
	// A lone stone encloses nothing, nor do fewer than four off the edge
	// (the smallest ring is the diamond): most linked groups are small.
	if k := l.Count(); k == 1 || (k < 4 && !l.Intersects(edgeSets(size))) {
		return 0
	}
	n := eulerRegions(l)
	if n == 0 {
		return 0
	}
	var ones []core.Point
	for p := range l.Border().All() {
		closed := true
		for _, q := range [4]core.Point{p + 1, p - 1, p + core.Stride, p - core.Stride} {
			if q.OnBoard(size) && !l.Has(q) {
				closed = false
				break
			}
		}
		if closed {
			ones = append(ones, p)
		}
	}
	if len(ones) == n+1 && l.Intersects(edgeSets(size)) && !fullEdge(l) {
		ones = ones[1:] // all single points: the first is the outside
	}
	for _, p := range ones {
		if falseEye(p) {
			n--
		}
	}
	return n
}

// linkedGroupsOf returns the linked groups of stones (linkedGroups), found
// by union-find over the stones' eight neighbours, which for the stones of
// a position is cheaper than growing sets over the whole board. With a
// label, two stones link only when their labels are equal: the status
// analysis labels each stone with its group, so that every linked group
// lies in one group.
func linkedGroupsOf(stones core.PointSet, label *[core.NumSlots]int16) []core.PointSet {
	pts := stones.Points()
	if len(pts) == 0 {
		return nil
	}
	var index [core.NumSlots]int16 // index+1 into pts
	for i, p := range pts {
		index[p] = int16(i + 1)
	}
	parent := make([]int16, len(pts))
	for i := range parent {
		parent[i] = int16(i)
	}
	find := func(i int16) int16 {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	// Each stone looks at the four neighbours after it in the scan order
	// (E, NW, N, NE); the other four look at it. The mailbox's border
	// slots are never stones, so no neighbour wraps around a row.
	for i, p := range pts {
		for _, d := range [4]core.Point{1, core.Stride - 1, core.Stride, core.Stride + 1} {
			q := p + d
			if int(q) >= core.NumSlots || index[q] == 0 || (label != nil && label[q] != label[p]) {
				continue
			}
			a, c := find(int16(i)), find(index[q]-1)
			if a != c {
				parent[c] = a
			}
		}
	}
	var out []core.PointSet
	slot := make([]int16, len(pts)) // root → index+1 into out
	for i, p := range pts {
		r := find(int16(i))
		if slot[r] == 0 {
			out = append(out, core.NewPointSet(stones.Size()))
			slot[r] = int16(len(out))
		}
		out[slot[r]-1].Add(p)
	}
	return out
}
