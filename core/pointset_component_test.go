package core

import (
	"math/rand/v2"
	"testing"
)

// growComponent is Component as seed 000 states it: grow from p inside s
// one step at a time until nothing changes.
func growComponent(s PointSet, p Point) PointSet {
	r := PointSet{size: s.size}
	if !s.Has(p) {
		return r
	}
	r.Add(p)
	for {
		t := r.Grow().Intersect(s)
		if t.Equal(r) {
			return r
		}
		r = t
	}
}

// TestComponentMatchesGrowing checks the row-at-a-time Component against
// the point-by-point growth on random sets of every size and density,
// from every point of each set, and that Components partitions the set
// into those parts.
func TestComponentMatchesGrowing(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for size := MinSize; size <= MaxSize; size++ {
		for trial := 0; trial < 30; trial++ {
			s := randomSet(r, size, r.Float64())
			for p := range s.All() {
				if got, want := s.Component(p), growComponent(s, p); !got.Equal(want) {
					t.Fatalf("size %d, component of %v in\n%v\ngot\n%v\nwant\n%v", size, p, s, got, want)
				}
			}
			var union PointSet
			n := 0
			for c := range s.Components() {
				if c.Intersects(&union) || !c.Equal(growComponent(s, c.First())) {
					t.Fatalf("size %d: Components gave an overlapping or partial part %v of\n%v", size, c, s)
				}
				union = union.Union(c)
				n++
			}
			if !union.Equal(s) {
				t.Fatalf("size %d: the parts of\n%v\ncover\n%v", size, s, union)
			}
		}
	}
}
