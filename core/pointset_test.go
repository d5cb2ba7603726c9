package core

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// naiveNeighbours is the reference for the shifts: neighbour lists built
// from coordinates, with no bit tricks.
func naiveSet(size int, keep func(x, y int) bool) PointSet {
	s := NewPointSet(size)
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			if keep(x, y) {
				s.Add(Pt(x, y))
			}
		}
	}
	return s
}

func randomSet(r *rand.Rand, size int, density float64) PointSet {
	return naiveSet(size, func(x, y int) bool { return r.Float64() < density })
}

func TestPointSetShiftsAgainstCoordinates(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for size := MinSize; size <= MaxSize; size++ {
		for trial := 0; trial < 20; trial++ {
			s := randomSet(r, size, r.Float64())
			in := func(x, y int) bool { return x >= 0 && y >= 0 && x < size && y < size && s.Has(Pt(x, y)) }
			left := naiveSet(size, func(x, y int) bool { return in(x+1, y) })
			right := naiveSet(size, func(x, y int) bool { return in(x-1, y) })
			up := naiveSet(size, func(x, y int) bool { return in(x, y-1) })
			down := naiveSet(size, func(x, y int) bool { return in(x, y+1) })
			border := naiveSet(size, func(x, y int) bool {
				return !in(x, y) && (in(x+1, y) || in(x-1, y) || in(x, y+1) || in(x, y-1))
			})
			shrink := naiveSet(size, func(x, y int) bool {
				if !in(x, y) {
					return false
				}
				for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
					nx, ny := x+d[0], y+d[1]
					if nx >= 0 && ny >= 0 && nx < size && ny < size && !in(nx, ny) {
						return false
					}
				}
				return true
			})
			pairs := 0
			for y := 0; y < size; y++ {
				for x := 0; x < size; x++ {
					if in(x, y) && in(x+1, y) {
						pairs++
					}
					if in(x, y) && in(x, y+1) {
						pairs++
					}
				}
			}
			require.True(t, s.ShiftLeft().Equal(left), "left %d", size)
			require.True(t, s.ShiftRight().Equal(right), "right %d", size)
			require.True(t, s.ShiftUp().Equal(up), "up %d", size)
			require.True(t, s.ShiftDown().Equal(down), "down %d", size)
			require.True(t, s.Border().Equal(border), "border %d\n%v", size, s)
			require.True(t, s.Grow().Equal(border.Union(s)), "grow %d", size)
			require.True(t, s.Shrink().Equal(shrink), "shrink %d", size)
			require.Equal(t, pairs, s.AdjacentPairs(), "#adjacent %d", size)
			require.True(t, s.Complement().Union(s).Equal(FullSet(size)))
			require.True(t, s.Complement().Intersect(s).Empty())
		}
	}
}

func TestPointSetBasics(t *testing.T) {
	s := NewPointSet(9, Pt(0, 0), Pt(8, 8), Pt(4, 4))
	assert.Equal(t, 3, s.Count())
	assert.True(t, s.Has(Pt(4, 4)))
	assert.False(t, s.Has(Pt(4, 5)))
	s.Add(Pt(9, 0)) // off a 9×9 board: ignored
	assert.Equal(t, 3, s.Count())
	assert.Equal(t, []Point{Pt(0, 0), Pt(4, 4), Pt(8, 8)}, s.Points())
	s.Remove(Pt(4, 4))
	assert.Equal(t, 2, s.Count())
	assert.True(t, s.Adjacent(Pt(1, 0)))
	assert.False(t, s.Adjacent(Pt(1, 1)))
	assert.Equal(t, 81, FullSet(9).Count())
	assert.Equal(t, 32, EdgeSet(9).Count())
	assert.Equal(t, 0, PointSet{}.Count())
	assert.True(t, PointSet{}.Empty())
	assert.False(t, PointSet{}.Any())
	// Zero sets combine with sized sets.
	u := PointSet{}.Union(NewPointSet(5, Pt(2, 2)))
	assert.Equal(t, 5, u.Size())
	assert.Equal(t, 4, u.Border().Count())
}

// Nakamura §2.1, Figure 1: #adjacent counts the adjacent pairs of a set.
func TestAdjacentPairsExamples(t *testing.T) {
	line := NewPointSet(9, Pt(0, 0), Pt(1, 0), Pt(2, 0))
	assert.Equal(t, 2, line.AdjacentPairs())
	square := NewPointSet(9, Pt(0, 0), Pt(1, 0), Pt(0, 1), Pt(1, 1))
	assert.Equal(t, 4, square.AdjacentPairs())
	// Chen and Chen's square test: #adjacent(R) − |R| + 1 counts 2×2 blocks.
	assert.Equal(t, 1, square.AdjacentPairs()-square.Count()+1)
	diag := NewPointSet(9, Pt(0, 0), Pt(1, 1))
	assert.Equal(t, 0, diag.AdjacentPairs())
}

// The incremental forms of Nakamura §2.2 hold for every set and stone.
func TestIncrementalIdentities(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for trial := 0; trial < 500; trial++ {
		size := 2 + r.IntN(24)
		y := randomSet(r, size, r.Float64()*0.6)
		free := y.Complement().Points()
		if len(free) == 0 {
			continue
		}
		a := NewPointSet(size, free[r.IntN(len(free))])
		ya := y.Union(a)
		require.True(t, ya.Grow().Equal(y.Grow().Union(a.Grow())))
		require.True(t, ya.Border().Equal(y.Border().Minus(a).Union(a.Border().Minus(y))))
		require.Equal(t, ya.AdjacentPairs(), y.AdjacentPairs()+y.Intersect(a.Border()).Count())
	}
}

func TestComponents(t *testing.T) {
	s := NewPointSet(9, Pt(0, 0), Pt(1, 0), Pt(1, 1), Pt(5, 5), Pt(6, 6))
	var sizes []int
	for c := range s.Components() {
		sizes = append(sizes, c.Count())
	}
	assert.Equal(t, []int{3, 1, 1}, sizes)
	assert.True(t, s.Component(Pt(4, 4)).Empty())
}

// Every PointSet operation runs without allocating, iteration included.
// Each operation is measured on its own, so one that allocates is named.
func TestPointSetNoAllocs(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	s, u := randomSet(r, 19, 0.4), randomSet(r, 19, 0.5)
	p := Pt(3, 3)
	var sink PointSet
	var n int
	var yes bool
	ops := map[string]func(){
		"NewPointSet":   func() { sink = NewPointSet(19) },
		"FullSet":       func() { sink = FullSet(19) },
		"EdgeSet":       func() { sink = EdgeSet(19) },
		"Union":         func() { sink = s.Union(u) },
		"Intersect":     func() { sink = s.Intersect(u) },
		"Minus":         func() { sink = s.Minus(u) },
		"Complement":    func() { sink = s.Complement() },
		"ShiftLeft":     func() { sink = s.ShiftLeft() },
		"ShiftRight":    func() { sink = s.ShiftRight() },
		"ShiftUp":       func() { sink = s.ShiftUp() },
		"ShiftDown":     func() { sink = s.ShiftDown() },
		"Border":        func() { sink = s.Border() },
		"Grow":          func() { sink = s.Grow() },
		"Shrink":        func() { sink = s.Shrink() },
		"AdjacentPairs": func() { n = s.AdjacentPairs() },
		"Adjacent":      func() { yes = s.Adjacent(p) },
		"Has":           func() { yes = s.Has(p) },
		"Add":           func() { sink.Add(p) },
		"Remove":        func() { sink.Remove(p) },
		"Clear":         func() { sink.Clear() },
		"Any":           func() { yes = s.Any() },
		"Empty":         func() { yes = s.Empty() },
		"Count":         func() { n = s.Count() },
		"First":         func() { n = int(s.First()) },
		"Equal":         func() { yes = s.Equal(u) },
		"Intersects":    func() { yes = s.Intersects(&u) },
		"Size":          func() { n = s.Size() },
		"All": func() {
			for q := range s.All() {
				n += int(q)
			}
		},
		"All with break": func() {
			for q := range s.All() {
				n = int(q)
				break
			}
		},
		"Component": func() { sink = s.Component(s.First()) },
		"Components": func() {
			for c := range s.Components() {
				n += c.Count()
			}
		},
	}
	for name, op := range ops {
		assert.Zero(t, testing.AllocsPerRun(100, op), "%s allocates", name)
	}
	// The measurement does see allocations: Points builds a slice.
	assert.NotZero(t, testing.AllocsPerRun(10, func() { _ = s.Points() }))
	_, _, _ = sink, n, yes
}

func BenchmarkPointSetBorder(b *testing.B) {
	s := NewPointSet(19, Pt(3, 3), Pt(3, 4), Pt(4, 4), Pt(15, 15))
	for b.Loop() {
		s = s.Border().Union(s).Intersect(FullSet(19))
	}
}

// TestRowsMatchPoints checks Row and AddRow against Has and Add, point by
// point, on random sets and rows of every board size.
func TestRowsMatchPoints(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 17))
	for _, size := range []int{0, 1, 5, 9, 13, 19, 25} {
		for range 50 {
			n := size
			if n == 0 {
				n = MaxSize
			}
			s := naiveSet(n, func(x, y int) bool { return rng.IntN(3) == 0 })
			s.size = uint8(size)
			for y := -1; y <= MaxSize; y++ {
				var want uint32
				for x := 0; x < MaxSize; x++ {
					if s.Has(Pt(x, y)) {
						want |= 1 << x
					}
				}
				require.Equal(t, want, s.Row(y), "size %d row %d", size, y)
				bits := rng.Uint32()
				got, ref := s, s
				got.AddRow(y, bits)
				for x := 0; x < 32; x++ {
					if bits&(1<<x) != 0 && x < MaxSize && y >= 0 && y < MaxSize {
						ref.Add(Pt(x, y))
					}
				}
				require.Equal(t, ref, got, "size %d row %d bits %x", size, y, bits)
			}
		}
	}
}
