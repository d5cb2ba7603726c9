package core

// areaMap is gobot's estimate of who owns the empty points between
// unfinished boundaries: every point not holding a living stone goes to
// the colour whose nearest living stone is strictly closer, counting the
// distance in steps through points without living stones (a Voronoi
// partition of the open space). Points equally far from both colours are
// neutral. On a finished board, where every region is bounded by one
// side or is dame, it gives what counting gives.
//
// It stands in for the group points of Nakamura §5.2 (electric-charge
// potentials) until that model is part of the analysis.
type areaMap struct {
	owner [NumSlots]Color
	dist  [3][NumSlots]int16
}

// build computes the map for the board with the given stones dead.
func (m *areaMap) build(b *Board, dead PointSet) {
	size := b.Size()
	free := FullSet(size).Minus(b.Stones(Black).Minus(dead)).Minus(b.Stones(White).Minus(dead))
	var queue [NumSlots]Point
	for _, c := range [2]Color{Black, White} {
		d := &m.dist[c]
		for i := range d {
			d[i] = -1
		}
		n := 0
		for p := range b.Stones(c).Minus(dead).All() {
			d[p] = 0
			queue[n] = p
			n++
		}
		for head := 0; head < n; head++ {
			p := queue[head]
			for _, q := range [4]Point{p + 1, p - 1, p + Stride, p - Stride} {
				if d[q] < 0 && free.Has(q) {
					d[q] = d[p] + 1
					queue[n] = q
					n++
				}
			}
		}
	}
	m.owner = [NumSlots]Color{}
	for p := range FullSet(size).All() {
		db, dw := m.dist[Black][p], m.dist[White][p]
		switch {
		case db == 0:
			m.owner[p] = Black
		case dw == 0:
			m.owner[p] = White
		case db > 0 && (dw < 0 || db < dw):
			m.owner[p] = Black
		case dw > 0 && (db < 0 || dw < db):
			m.owner[p] = White
		}
	}
}

// area returns the points c owns (stones and open points) as a set.
func (m *areaMap) area(c Color, size int) PointSet {
	s := NewPointSet(size)
	for p := range FullSet(size).All() {
		if m.owner[p] == c {
			s.Add(p)
		}
	}
	return s
}
