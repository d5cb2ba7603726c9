package core

import (
	"iter"
	"math/bits"
	"strings"
)

// setWords is the number of 64-bit words that cover every mailbox slot.
const setWords = (NumSlots + 63) / 64

// PointSet is a set of intersections of one board, stored as a bitset over
// the mailbox layout (see Stride), so that the shifts of Nakamura §2.1 are
// word-parallel bit shifts: ±1 bit for left and right, ±Stride bits for down
// and up. It is a value type of fixed size; no operation allocates.
//
// The operations are those of "Useful Algorithms" (seed 000: &, |, -, ~,
// Border, Grow, Shrink, Has, Any, Empty) and Nakamura §2 (the shifts,
// exterior, thicken, #adjacent). Operations that can leave the board
// (shifts, Border, Grow, Complement) clip to the set's board size.
//
// The zero PointSet is empty and belongs to no board; sets made by
// NewPointSet or by a Board know their size. Binary operations take the
// larger size of their operands, so a zero PointSet combines with any set.
type PointSet struct {
	w    [setWords]uint64
	size uint8
}

// boardMasks[n] holds every point of an n×n board.
var boardMasks = func() (m [MaxSize + 1][setWords]uint64) {
	for n := 1; n <= MaxSize; n++ {
		for y := 0; y < n; y++ {
			for x := 0; x < n; x++ {
				p := Pt(x, y)
				m[n][p>>6] |= 1 << (uint(p) & 63)
			}
		}
	}
	return m
}()

// NewPointSet returns the empty set on a size×size board, holding the points given.
func NewPointSet(size int, pts ...Point) PointSet {
	s := PointSet{size: uint8(clampSize(size))}
	for _, p := range pts {
		s.Add(p)
	}
	return s
}

// FullSet returns every point of a size×size board (the constant B of Nakamura §2.1).
func FullSet(size int) PointSet {
	n := clampSize(size)
	return PointSet{w: boardMasks[n], size: uint8(n)}
}

// EdgeSet returns the points on the first line of a size×size board (the
// constant D of Nakamura §2.1).
func EdgeSet(size int) PointSet {
	f := FullSet(size)
	inner := f.ShiftLeft().Intersect(f.ShiftRight()).Intersect(f.ShiftUp()).Intersect(f.ShiftDown())
	return f.Minus(inner)
}

func clampSize(n int) int {
	if n < 0 {
		return 0
	}
	if n > MaxSize {
		return MaxSize
	}
	return n
}

// Size returns the board size the set belongs to (0 for the zero set).
func (s PointSet) Size() int { return int(s.size) }

func maxSize(a, b uint8) uint8 {
	if a > b {
		return a
	}
	return b
}

// Has reports whether p is in s (X[x] in seed 000).
func (s *PointSet) Has(p Point) bool {
	// One unsigned comparison for 0 < p < NumSlots.
	if uint(int(p)-1) >= NumSlots-1 {
		return false
	}
	return s.w[p>>6]&(1<<(uint(p)&63)) != 0
}

// Add puts p into s. Points off the set's board are ignored.
func (s *PointSet) Add(p Point) {
	if p <= 0 || int(p) >= NumSlots {
		return
	}
	if s.size != 0 && !p.OnBoard(int(s.size)) {
		return
	}
	s.w[p>>6] |= 1 << (uint(p) & 63)
}

// Remove takes p out of s.
func (s *PointSet) Remove(p Point) {
	if p <= 0 || int(p) >= NumSlots {
		return
	}
	s.w[p>>6] &^= 1 << (uint(p) & 63)
}

// Row returns the points of row y of s as bits: bit x for column x (0
// for a row off the board).
func (s *PointSet) Row(y int) uint32 {
	if y < 0 || y >= MaxSize {
		return 0
	}
	p0 := (y+1)*Stride + 1
	i, sh := p0>>6, uint(p0&63)
	// A row's MaxSize columns cross at most one word boundary (a shift
	// by 64 gives 0).
	v := s.w[i]>>sh | s.w[i+1]<<(64-sh)
	return uint32(v) & (1<<MaxSize - 1)
}

// AddRow adds to s the points of row y whose bit x is set in bits (bit
// x for column x), as Add does each: those off the set's board are
// ignored.
func (s *PointSet) AddRow(y int, bits uint32) {
	n := int(s.size)
	if n == 0 {
		n = MaxSize
	}
	if y < 0 || y >= n {
		return
	}
	bits &= 1<<n - 1
	p0 := (y+1)*Stride + 1
	i, sh := p0>>6, uint(p0&63)
	s.w[i] |= uint64(bits) << sh
	s.w[i+1] |= uint64(bits) >> (64 - sh)
}

// Clear empties s, keeping its board size.
func (s *PointSet) Clear() { s.w = [setWords]uint64{} }

// Union returns s ∪ t (X | Y).
func (s PointSet) Union(t PointSet) PointSet {
	for i := range s.w {
		s.w[i] |= t.w[i]
	}
	s.size = maxSize(s.size, t.size)
	return s
}

// Intersect returns s ∩ t (X & Y).
func (s PointSet) Intersect(t PointSet) PointSet {
	for i := range s.w {
		s.w[i] &= t.w[i]
	}
	s.size = maxSize(s.size, t.size)
	return s
}

// Minus returns s − t (X - Y, the same as X & ~Y).
func (s PointSet) Minus(t PointSet) PointSet {
	for i := range s.w {
		s.w[i] &^= t.w[i]
	}
	s.size = maxSize(s.size, t.size)
	return s
}

// Complement returns the points of the board that are not in s (~X).
func (s PointSet) Complement() PointSet {
	m := &boardMasks[s.size]
	for i := range s.w {
		s.w[i] = ^s.w[i] & m[i]
	}
	return s
}

// Equal reports whether s and t hold the same points.
func (s PointSet) Equal(t PointSet) bool { return s.w == t.w }

// Empty reports whether s has no points (X.empty).
func (s PointSet) Empty() bool {
	var or uint64
	for _, w := range s.w {
		or |= w
	}
	return or == 0
}

// Any reports whether s has at least one point (X.any).
func (s PointSet) Any() bool { return !s.Empty() }

// Intersects reports whether s ∩ t is not empty, without building it.
func (s *PointSet) Intersects(t *PointSet) bool {
	for i := range s.w {
		if s.w[i]&t.w[i] != 0 {
			return true
		}
	}
	return false
}

// Count returns |s|.
func (s PointSet) Count() int {
	n := 0
	for _, w := range s.w {
		n += bits.OnesCount64(w)
	}
	return n
}

// First returns the smallest point of s, or NoPoint if s is empty.
func (s *PointSet) First() Point {
	for i, w := range s.w {
		if w != 0 {
			return Point(i*64 + bits.TrailingZeros64(w))
		}
	}
	return NoPoint
}

// All iterates over the points of s in index order (bottom row first, left
// to right). The set may be changed during the loop; the loop sees the
// set as it was when the loop started.
func (s PointSet) All() iter.Seq[Point] {
	return func(yield func(Point) bool) {
		for i, w := range s.w {
			for w != 0 {
				b := bits.TrailingZeros64(w)
				w &= w - 1
				if !yield(Point(i*64 + b)) {
					return
				}
			}
		}
	}
}

// Points returns the points of s as a slice, in index order.
func (s PointSet) Points() []Point {
	out := make([]Point, 0, s.Count())
	for p := range s.All() {
		out = append(out, p)
	}
	return out
}

// shl shifts the raw bits towards higher indexes by k (0 < k < 64).
func (s PointSet) shl(k uint) PointSet {
	for i := setWords - 1; i > 0; i-- {
		s.w[i] = s.w[i]<<k | s.w[i-1]>>(64-k)
	}
	s.w[0] <<= k
	return s
}

// shr shifts the raw bits towards lower indexes by k (0 < k < 64).
func (s PointSet) shr(k uint) PointSet {
	for i := 0; i < setWords-1; i++ {
		s.w[i] = s.w[i]>>k | s.w[i+1]<<(64-k)
	}
	s.w[setWords-1] >>= k
	return s
}

func (s PointSet) clip() PointSet {
	m := &boardMasks[s.size]
	for i := range s.w {
		s.w[i] &= m[i]
	}
	return s
}

// ShiftLeft moves every point one column left; points on the left edge drop off.
func (s PointSet) ShiftLeft() PointSet { return s.shr(1).clip() }

// ShiftRight moves every point one column right; points on the right edge drop off.
func (s PointSet) ShiftRight() PointSet { return s.shl(1).clip() }

// ShiftUp moves every point one row up (towards the higher row numbers).
func (s PointSet) ShiftUp() PointSet { return s.shl(Stride).clip() }

// ShiftDown moves every point one row down (towards row 1).
func (s PointSet) ShiftDown() PointSet { return s.shr(Stride).clip() }

// neighbours returns the union of the four shifts, clipped to the board.
//
// It works on the words that hold s and one more each way (a shift by one
// row crosses at most one word boundary): a group's border costs a few
// words, not the whole board.
func (s PointSet) neighbours() PointSet {
	r := PointSet{size: s.size}
	lo, hi := 0, setWords-1
	for lo <= hi && s.w[lo] == 0 {
		lo++
	}
	if lo > hi {
		return r
	}
	for s.w[hi] == 0 {
		hi--
	}
	m := &boardMasks[s.size]
	for i := max(lo-1, 0); i <= min(hi+1, setWords-1); i++ {
		v := s.w[i]<<1 | s.w[i]>>1 | s.w[i]<<Stride | s.w[i]>>Stride
		if i > 0 {
			v |= s.w[i-1]>>63 | s.w[i-1]>>(64-Stride)
		}
		if i < setWords-1 {
			v |= s.w[i+1]<<63 | s.w[i+1]<<(64-Stride)
		}
		r.w[i] = v & m[i]
	}
	return r
}

// Border returns the points adjacent to s that are not in s: X.Border in
// seed 000 and exterior(X) in Nakamura §2.1.
func (s PointSet) Border() PointSet { return s.neighbours().Minus(s) }

// Grow returns s with its border: X.Grow in seed 000, thicken(X) in Nakamura.
func (s PointSet) Grow() PointSet { return s.neighbours().Union(s) }

// Grow8 returns s with every point diagonally or orthogonally next to it:
// the growth that finds linked groups (Nakamura §3.1).
func (s PointSet) Grow8() PointSet {
	t := s.Union(s.ShiftLeft()).Union(s.ShiftRight())
	return t.Union(t.ShiftUp()).Union(t.ShiftDown())
}

// Shrink returns the points of s whose every on-board neighbour is in s
// (X.Shrink = X − (~X).Border).
func (s PointSet) Shrink() PointSet { return s.Minus(s.Complement().Border()) }

// Adjacent reports whether p is next to s and not in it (X.Agj(x) in seed 000).
func (s PointSet) Adjacent(p Point) bool {
	if s.Has(p) {
		return false
	}
	return s.Has(p-1) || s.Has(p+1) || s.Has(p-Stride) || s.Has(p+Stride)
}

// AdjacentPairs returns #adjacent(X) of Nakamura §2.1: the number of pairs of
// orthogonally adjacent points that are both in s, |X ∩ ←X| + |X ∩ ↓X|.
func (s PointSet) AdjacentPairs() int {
	return s.Intersect(s.ShiftLeft()).Count() + s.Intersect(s.ShiftDown()).Count()
}

// Component returns the connected part of s that contains p (seed 000's
// Group(x, X): grow from p inside s until nothing changes). It is empty when
// p is not in s.
//
// It grows whole rows and columns at a time: each step extends the part
// along the runs of s within the rows (fillRunsIn), then up and down the
// columns as far as they go within s (a pass over the words each way,
// cheap next to a fill of the runs), so that it takes as many steps as the
// part has turns, not as its longest path has points.
func (s PointSet) Component(p Point) PointSet {
	r := PointSet{size: s.size}
	if !s.Has(p) {
		return r
	}
	r.Add(p)
	if m := s.clip(); m.Has(p) {
		// The words lo..hi hold the part so far. A run crosses at most
		// one word boundary, so the fill works on those words and one
		// more each way, and the passes along the columns stop at the
		// first empty word past them: a small part costs a few words,
		// not the whole board.
		lo, hi := int(p>>6), int(p>>6)
		for {
			a, b := max(lo-1, 0), min(hi+1, setWords-1)
			r.fillRunsIn(&m, a, b)
			lo, hi = r.span(a, b)
			// Up and down the columns, within s: upwards word by word
			// from the lowest, each word taking what the one below
			// carries into it and passing it on along its columns (a
			// word holds parts of four rows at most), as far as the
			// columns go; then downwards the same way.
			grew := false
			for i := lo; i < setWords; i++ {
				var in uint64
				if i > 0 {
					in = r.w[i-1] >> (64 - Stride)
				}
				x := r.w[i]
				x |= (x<<Stride | in) & m.w[i]
				x |= x << Stride & m.w[i]
				x |= x << Stride & m.w[i]
				x |= x << Stride & m.w[i]
				if x != r.w[i] {
					r.w[i] = x
					grew = true
				}
				if x == 0 && i > hi {
					break
				}
			}
			lo, hi = r.span(lo, setWords-1)
			for i := hi; i >= 0; i-- {
				var in uint64
				if i < setWords-1 {
					in = r.w[i+1] << (64 - Stride)
				}
				x := r.w[i]
				x |= (x>>Stride | in) & m.w[i]
				x |= x >> Stride & m.w[i]
				x |= x >> Stride & m.w[i]
				x |= x >> Stride & m.w[i]
				if x != r.w[i] {
					r.w[i] = x
					grew = true
				}
				if x == 0 && i < lo {
					break
				}
			}
			lo, hi = r.span(0, hi)
			if !grew {
				return r
			}
		}
	}
	// p off the board of s: grow point by point.
	for {
		t := r.Grow().Intersect(s)
		if t.Equal(r) {
			return r
		}
		r = t
	}
}

// span returns the first and last of the words a..b of s that are not
// zero, s having none outside them (and one at least).
func (s *PointSet) span(a, b int) (lo, hi int) {
	// A bit for each word that is not zero: no branch on the words.
	var nz uint
	for i := a; i <= b; i++ {
		nz |= uint(b2u(s.w[i] != 0)) << i
	}
	if nz == 0 {
		return setWords, -1
	}
	return bits.TrailingZeros(nz), bits.Len(nz) - 1
}

// b2u is 1 for true and 0 for false.
func b2u(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

// fillRunsIn adds to s every point of m that lies in a row-wise run of
// m (consecutive points of one row) that holds a point of s; s must be a
// subset of m, and m of the board (the guard slots between rows end every
// run). Adding s to m carries each of its points to the top of its run
// (towards higher bits): (m + s) ^ m holds the points from the lowest of s
// in a run to its top. The same on the bits reversed fills the runs
// downwards.
//
// It works on the words a..b of s alone (0 ≤ a ≤ b < setWords): s must
// have no point outside them, so that no carry comes in from the others.
func (s *PointSet) fillRunsIn(m *PointSet, a, b int) {
	var carry uint64
	for i := a; i <= b; i++ {
		var sum uint64
		sum, carry = bits.Add64(m.w[i], s.w[i], carry)
		s.w[i] = (sum ^ m.w[i] | s.w[i]) & m.w[i]
	}
	carry = 0
	for i := b; i >= a; i-- {
		mr, sr := bits.Reverse64(m.w[i]), bits.Reverse64(s.w[i])
		var sum uint64
		sum, carry = bits.Add64(mr, sr, carry)
		s.w[i] = bits.Reverse64((sum ^ mr | sr) & mr)
	}
}

// Components iterates over the connected parts of s.
func (s PointSet) Components() iter.Seq[PointSet] {
	return func(yield func(PointSet) bool) {
		rest := s
		for rest.Any() {
			c := rest.Component(rest.First())
			rest = rest.Minus(c)
			if !yield(c) {
				return
			}
		}
	}
}

// String draws the set as rows of '#' and '.', top row first, for tests
// and debugging.
func (s PointSet) String() string {
	n := int(s.size)
	if n == 0 {
		n = MaxSize
	}
	var b strings.Builder
	for y := n - 1; y >= 0; y-- {
		for x := 0; x < n; x++ {
			if s.Has(Pt(x, y)) {
				b.WriteByte('#')
			} else {
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}
