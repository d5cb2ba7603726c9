package analysis

import (
	"math/bits"
	"sync"

	"github.com/gobot-baduk/gobot/core"
)

// distribution selects which stones cast shadows in a potential
// distribution (Nakamura §5: "we use two different types of potential
// distributions").
type distribution uint8

const (
	// sameColorShadows is the distribution in which only stones of the
	// source's own colour cast shadows; §5 intends it for the strength of
	// groups but shows no use, and the status analysis does not read it
	// (see docs/analysis.md, "Same-colour shadows").
	sameColorShadows distribution = iota
	// allShadows is the distribution in which every stone casts shadows;
	// §5.2 recognises groups and territories with it.
	allShadows
)

// String names the distribution: "same-colour shadows" or "all shadows".
func (d distribution) String() string {
	switch d {
	case sameColorShadows:
		return "same-colour shadows"
	case allShadows:
		return "all shadows"
	}
	return "unknown distribution"
}

// influence holds the electric-charge potentials of one position
// (Nakamura §5): for each colour, the potential its stones give every
// point, in both distributions. newInfluence computes them from scratch;
// Sync brings them up to date with another position by the incremental
// update of §5.1, whose result equals a full computation up to rounding.
// An influence is about 100 KB (the status engine's, newAllShadows, 370
// KB with its shadow sums) and allocates nothing after it is made.
//
// The model: every stone, and every mirror image of a stone on the first
// five lines, gives each point at Manhattan distance 0 < d < 8 the
// potential 1/(d + s), where s is the sum of the shadow values of the
// stones between (see shadowDelta and docs/analysis.md).
type influence struct {
	size   int
	stones [3]core.PointSet // the stones the potentials describe, by colour
	// slot holds, for every slot of the extended grid, the colour of the
	// stone there or, off the board, of the stone it mirrors.
	slot [extSlots]core.Color
	// fold maps a slot to the slot of the board point it mirrors (itself
	// on the board); -1 where there is no such point.
	fold    [extSlots]int32
	onBoard [extSlots]bool
	// reach is the shared table of the board size: for every slot, the
	// points of reachTable that fall on the board from there (see
	// reachMasks).
	reach *[extSlots]reachMask
	// imageSlots is the shared table of the board size: for every board
	// slot, the slots of a stone there and of its images (see images).
	imageSlots *[extSlots]imageList
	// occ has a bit for every occupied slot, row by row (bit x of row y
	// is slot y·extStride + x), so that charge finds the stones near a
	// source with a few word operations instead of testing every slot.
	occ [extStride]uint64
	// pot[dist][colour-1][slot] is the potential.
	pot [2][2][extSlots]float64
	// allOnly keeps only the allShadows distribution, which is all the
	// status engine reads (group points, §5.2): it halves the work.
	allOnly bool
	// shadow (allOnly only) holds, for every occupied slot, the shadow
	// sums charge found for the source there: shadow[a][i] is the sum of
	// the blockers' values between a and the point i of reachTable (the
	// slots of a's own stone and images left out), kept up to date by
	// shadeAll as stones come and go, so that neither removing a stone
	// (chargeCached) nor shading (shadeAll) walks the blockers again.
	// Only the entries of points on the board are kept.
	shadow *[extSlots][reachPoints]uint8
}

// allShadowsPool keeps the allShadows influences that analyses have
// released (see release), so that the next one reuses their memory and
// the layout of their board size instead of allocating and laying out
// about 370 KB anew.
var allShadowsPool = sync.Pool{New: func() any {
	return &influence{allOnly: true, shadow: new([extSlots][reachPoints]uint8)}
}}

// newAllShadows returns the potentials of the position on b in the
// allShadows distribution only (sameColorShadows reads as 0). Its caller
// may hand it back with release when done with it.
func newAllShadows(b *core.Board) *influence {
	f := allShadowsPool.Get().(*influence)
	f.Reset(b)
	return f
}

// release hands an influence from newAllShadows back for reuse; f must
// not be used afterwards.
func (f *influence) release() {
	if f.allOnly {
		allShadowsPool.Put(f)
	}
}

// newInfluence returns the potentials of the position on b (the full
// computation of §5).
func newInfluence(b *core.Board) *influence {
	f := &influence{}
	f.Reset(b)
	return f
}

// Reset recomputes every potential from scratch for the position on b,
// reusing f's memory.
func (f *influence) Reset(b *core.Board) {
	f.setSize(b.Size())
	f.slot = [extSlots]core.Color{}
	f.occ = [extStride]uint64{}
	f.stones = [3]core.PointSet{{}, b.Stones(core.Black), b.Stones(core.White)}
	for c := core.Black; c <= core.White; c++ {
		for p := range f.stones[c].All() {
			var im [9]int32
			for _, e := range f.images(p, &im) {
				f.setSlot(e, c)
			}
		}
	}
	if f.allOnly {
		// The sameColorShadows half is never written: it stays 0.
		f.pot[allShadows] = [2][extSlots]float64{}
	} else {
		f.pot = [2][2][extSlots]float64{}
	}
	n := f.size
	for y := -mirrorReach; y < n+mirrorReach; y++ {
		for x := -mirrorReach; x < n+mirrorReach; x++ {
			a := extIndex(x, y)
			if f.slot[a] != core.Empty {
				f.charge(a, f.fold[a], 1)
			}
		}
	}
}

// setSlot puts colour c (Empty to clear) in slot e.
func (f *influence) setSlot(e int32, c core.Color) {
	f.slot[e] = c
	bit := uint64(1) << (e % extStride)
	if c == core.Empty {
		f.occ[e/extStride] &^= bit
	} else {
		f.occ[e/extStride] |= bit
	}
}

// setSize lays out the extended grid for a size×size board.
func (f *influence) setSize(n int) {
	if f.size == n {
		return
	}
	f.size = n
	f.reach = reachMasks(n)
	f.imageSlots = imageTable(n)
	f.onBoard = [extSlots]bool{}
	for i := range f.fold {
		f.fold[i] = -1
	}
	for y := -mirrorReach; y < n+mirrorReach; y++ {
		for x := -mirrorReach; x < n+mirrorReach; x++ {
			fx, fy := mirror(x, n), mirror(y, n)
			if fx < 0 || fy < 0 {
				continue
			}
			f.fold[extIndex(x, y)] = extIndex(fx, fy)
		}
	}
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			f.onBoard[extIndex(x, y)] = true
		}
	}
}

// imageList is the slots of a stone and of its images, as images
// returns them.
type imageList struct {
	n     uint8
	slots [9]int32
}

// imageTables holds imageTable's tables, made once per board size.
var imageTables [core.MaxSize + 1]struct {
	once sync.Once
	t    *[extSlots]imageList
}

// imageTable returns, for every board slot of an n×n board, the slots of
// a stone there and of its mirror images (images), in images' order.
func imageTable(n int) *[extSlots]imageList {
	it := &imageTables[n]
	it.once.Do(func() {
		t := new([extSlots]imageList)
		f := &influence{size: n}
		for y := 0; y < n; y++ {
			for x := 0; x < n; x++ {
				l := &t[extIndex(x, y)]
				l.n = uint8(copy(l.slots[:], f.images(core.Pt(x, y), &l.slots)))
			}
		}
		it.t = t
	})
	return it.t
}

// mirror returns the board line whose mirror image is line x of an n-line
// board (x itself on the board), or -1. The mirror lies half a line
// beyond the edge, so the first line's image is one line outside it and
// the fifth line's five lines outside.
func mirror(x, n int) int {
	switch {
	case x < -mirrorReach || x >= n+mirrorReach:
		return -1
	case x < 0:
		x = -1 - x
	case x >= n:
		x = 2*n - 1 - x
	}
	if x < 0 || x >= n {
		return -1 // a small board: the image of a line beyond the far edge
	}
	return x
}

// images stores in buf, and returns, the slots of the stone on p and of its
// mirror images: across one edge, and across two edges near a corner.
func (f *influence) images(p core.Point, buf *[9]int32) []int32 {
	x, y := p.X(), p.Y()
	var xs, ys [3]int
	nx, ny := lineImages(x, f.size, &xs), lineImages(y, f.size, &ys)
	k := 0
	for i := 0; i < ny; i++ {
		for j := 0; j < nx; j++ {
			buf[k] = extIndex(xs[j], ys[i])
			k++
		}
	}
	return buf[:k]
}

// lineImages stores line x and its images across the near edges of an
// n-line board in buf, and returns how many there are.
func lineImages(x, n int, buf *[3]int) int {
	buf[0] = x
	k := 1
	if x < mirrorReach {
		buf[k] = -1 - x
		k++
	}
	if n-1-x < mirrorReach {
		buf[k] = 2*n - 1 - x
		k++
	}
	return k
}

// charge adds sign (±1) times the potential the source in slot a (a stone
// or an image of the stone in slot origin) gives every point of the board
// within reach. Stones that mirror the same stone as the source never
// shadow it: a stone does not hide its own image.
//
// It first sums the shadows target by target, walking from each stone near
// the source to the points it shadows (castTable), which touches only the
// stones there, then adds 1/(d + shadow) from a table of reciprocals.
// Shadow sums are whole numbers and 1/k from the table is the quotient
// sign/k exactly, so the result is the same, bit for bit, as dividing for
// each target after summing its blockers.
func (f *influence) charge(a, origin int32, sign float64) {
	if f.allOnly {
		f.chargeAll(a, origin, sign)
		return
	}
	c := f.slot[a]
	same, all := &f.pot[sameColorShadows][c-1], &f.pot[allShadows][c-1]
	var sSame, sAll [reachPoints]uint8
	ax, ay := int(a%extStride), int(a/extStride)
	for dy := -shadowRange; dy <= shadowRange; dy++ {
		row := f.occ[ay+dy] >> (ax - shadowRange) & diamondRow[dy+shadowRange]
		for row != 0 {
			dx := bits.TrailingZeros64(row) - shadowRange
			row &= row - 1
			b := a + int32(dy*extStride+dx)
			if f.fold[b] == origin {
				continue
			}
			casts := castTable[castIndex(dx, dy)]
			if f.slot[b] == c {
				for _, cs := range casts {
					sSame[cs.target] += uint8(cs.delta)
					sAll[cs.target] += uint8(cs.delta)
				}
			} else {
				for _, cs := range casts {
					sAll[cs.target] += uint8(cs.delta)
				}
			}
		}
	}
	m := &f.reach[a]
	for w, word := range m {
		for ; word != 0; word &= word - 1 {
			i := w*64 + bits.TrailingZeros64(word)
			u := &reachTable[i]
			t := a + u.off
			same[t] += sign * reciprocal[int(u.d)+int(sSame[i])]
			all[t] += sign * reciprocal[int(u.d)+int(sAll[i])]
		}
	}
}

// chargeAll is charge for an influence of the allShadows distribution
// only: it finds the source's shadow sums and keeps them in f.shadow[a]
// for chargeCached and shadeAll.
//
// It reads the stones that can shadow the source's points (those within
// shadowRange) into a bitmap of that diamond (nearStones) and finds each
// point's shadow as two counts of bits: its blockers and, once more, those
// of them that cast the umbra (shadowMasks), since a blocker adds 1 in the
// penumbra and 2 in the umbra. The sums are those of the blockers' values,
// so the potentials are the same to the bit.
func (f *influence) chargeAll(a, origin int32, sign float64) {
	sAll := &f.shadow[a]
	// The slots of the source's own stone and images cast no shadow on
	// it: their bits leave the occupancy while it is read.
	l := &f.imageSlots[origin]
	im := l.slots[:l.n]
	for _, s := range im {
		f.occ[s/extStride] &^= 1 << (s % extStride)
	}
	near := f.nearStones(a)
	for _, s := range im {
		f.occ[s/extStride] |= 1 << (s % extStride)
	}
	all := &f.pot[allShadows][f.slot[a]-1]
	m := &f.reach[a]
	if m.full() {
		for i := range reachFlat {
			chargeAt(i, a, sign, &near, sAll, all)
		}
		return
	}
	for w, word := range m {
		for ; word != 0; word &= word - 1 {
			chargeAt(w*64+bits.TrailingZeros64(word), a, sign, &near, sAll, all)
		}
	}
}

// chargeAt adds the charge of the source at slot a (sign) to the reach
// point i of chargeAll, shaded by the stones in near, and keeps its
// shadow sum in sAll.
func chargeAt(i int, a int32, sign float64, near *[2]uint64, sAll *[reachPoints]uint8, all *[extSlots]float64) {
	sm := &shadowMasks[i]
	n := near[sm.side&1]
	sh := bits.OnesCount64(n&sm.all) + bits.OnesCount64(n&sm.umbra)
	sAll[i] = uint8(sh)
	u := &reachFlat[i]
	all[a+u.off] += sign * reciprocal[u.d+sh]
}

// nearStones returns the occupied slots within shadowRange of slot a (in
// Manhattan distance) as a bitmap of that diamond (see nearRows).
func (f *influence) nearStones(a int32) (near [2]uint64) {
	ax, ay := uint(uint32(a)%extStride), int(uint32(a)/extStride)
	rows := f.occ[ay-shadowRange : ay+shadowRange+1]
	rows = rows[:2*shadowRange+1]
	for k := range nearRows[0] {
		r := &nearRows[0][k]
		near[0] |= rows[k] >> ((ax - r.left) & 63) & r.mask << (r.shift & 63)
	}
	for k := range nearRows[1] {
		r := &nearRows[1][k]
		near[1] |= rows[k+shadowRange] >> ((ax - r.left) & 63) & r.mask << (r.shift & 63)
	}
	return near
}

// chargeCached is chargeAll for a source whose shadow sums f.shadow[a]
// holds (a stone's slots until it is removed): the same changes to the
// same potentials, without finding the sums again.
func (f *influence) chargeCached(a int32, sign float64) {
	all := &f.pot[allShadows][f.slot[a]-1]
	sAll := &f.shadow[a]
	m := &f.reach[a]
	if m.full() {
		for i := range reachFlat {
			u := &reachFlat[i]
			all[a+u.off] += sign * reciprocal[u.d+int(sAll[i])]
		}
		return
	}
	for w, word := range m {
		for ; word != 0; word &= word - 1 {
			i := w*64 + bits.TrailingZeros64(word)
			u := &reachFlat[i]
			all[a+u.off] += sign * reciprocal[u.d+int(sAll[i])]
		}
	}
}

// Size returns the size of the board the potentials describe.
func (f *influence) Size() int { return f.size }

// Stones returns the stones of c that the potentials describe.
func (f *influence) Stones(c core.Color) core.PointSet {
	if !c.IsStone() {
		return core.NewPointSet(f.size)
	}
	return f.stones[c]
}

// Potential returns the potential c's stones give p in distribution d
// (Nakamura §5): about 1 next to a lone stone, 4 to 6 inside an enclosed
// region. It is 0 for points off the board, colours other than Black and
// White and unknown distributions.
func (f *influence) Potential(d distribution, c core.Color, p core.Point) float64 {
	if d > allShadows || !c.IsStone() || !p.OnBoard(f.size) {
		return 0
	}
	return f.pot[d][c-1][extIndex(p.X(), p.Y())]
}
