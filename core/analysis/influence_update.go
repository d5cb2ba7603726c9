package analysis

import (
	"math/bits"

	"github.com/gobot-baduk/gobot/core"
)

// syncFullThreshold is the number of changed stones above which Sync (and
// the status engine, lifting dead stones) recomputes from scratch: since
// charge walks an occupancy bitmap, a full computation costs about what
// removing ~20 stones one by one does (BenchmarkAnalyze was fastest from 10
// to 20), so a jump to an unrelated position (a new setup, an undo far
// back, many dead stones) is cheaper done anew.
const syncFullThreshold = 20

// Sync brings f up to the position on b by the incremental update of
// Nakamura §5.1: it compares the stones f describes with b's and, for
// each stone removed (captures, undo, setup) and then each stone added,
// changes only the potentials that stone touches: its own charge and its
// images', and the points in the shadows it casts on the charge of the
// stones around it. The result equals newInfluence(b) up to rounding. A
// board of another size, or more than a few dozen changed stones, is
// recomputed from scratch. Sync does not allocate.
func (f *influence) Sync(b *core.Board) {
	if b.Size() != f.size {
		f.Reset(b)
		return
	}
	var gone, added [3]core.PointSet
	changes := 0
	for c := core.Black; c <= core.White; c++ {
		now := b.Stones(c)
		gone[c] = f.stones[c].Minus(now)
		added[c] = now.Minus(f.stones[c])
		changes += gone[c].Count() + added[c].Count()
	}
	if changes == 0 {
		return
	}
	if changes > syncFullThreshold {
		f.Reset(b)
		return
	}
	for c := core.Black; c <= core.White; c++ {
		for s := gone[c]; s.Any(); {
			p := s.First()
			s.Remove(p)
			f.remove(c, p)
		}
	}
	for c := core.Black; c <= core.White; c++ {
		for s := added[c]; s.Any(); {
			p := s.First()
			s.Remove(p)
			f.add(c, p)
		}
	}
}

// Add updates the potentials for a stone of colour c placed on p (§5.1
// rule 2). It does nothing when p is off the board, c is not Black or
// White, or f already has a stone on p.
func (f *influence) Add(c core.Color, p core.Point) {
	if !c.IsStone() || !p.OnBoard(f.size) || f.stones[core.Black].Has(p) || f.stones[core.White].Has(p) {
		return
	}
	f.add(c, p)
}

// Remove updates the potentials for the stone on p being taken away (a
// capture, §5.1). It does nothing when f has no stone on p.
func (f *influence) Remove(p core.Point) {
	if !p.OnBoard(f.size) {
		return
	}
	for c := core.Black; c <= core.White; c++ {
		if f.stones[c].Has(p) {
			f.remove(c, p)
		}
	}
}

// add places a stone of c on the empty point p: first it becomes a
// blocker (the pairs it shadows are recomputed), then a source.
func (f *influence) add(c core.Color, p core.Point) {
	var buf [9]int32
	im := f.images(p, &buf)
	x := im[0]
	for _, e := range im {
		f.setSlot(e, c)
	}
	f.stones[c].Add(p)
	f.shade(x, im, c, 1)
	for _, e := range im {
		f.charge(e, x, 1)
	}
}

// remove takes the stone of c off p, undoing add in reverse order.
func (f *influence) remove(c core.Color, p core.Point) {
	var buf [9]int32
	im := f.images(p, &buf)
	x := im[0]
	for _, e := range im {
		if f.allOnly {
			f.chargeCached(e, -1)
		} else {
			f.charge(e, x, -1)
		}
	}
	f.shade(x, im, c, -1)
	for _, e := range im {
		f.setSlot(e, core.Empty)
	}
	f.stones[c].Remove(p)
}

// shade adds sign times the change a stone of colour c in slot x (with
// the images im, im[0] = x) makes as a blocker: for every other source a
// and every point t in the shadow of one of x's slots seen from a, the
// charge a gives t goes from 1/(d + s) to 1/(d + s + sx), where s is the
// shadow of the other stones and sx that of x's slots. A pair shadowed by
// several of x's slots is handled once, by the first in its blocker list.
// In sameColorShadows only sources of colour c see x's shadow.
func (f *influence) shade(x int32, im []int32, c core.Color, sign float64) {
	if f.allOnly {
		f.shadeAll(x, im, c, sign)
		return
	}
	for _, e := range im {
		for i := range shadowSources {
			src := &shadowSources[i]
			a := e - src.off
			cs := f.slot[a]
			origin := f.fold[a]
			if cs == core.Empty || origin == x {
				continue
			}
			same, all := &f.pot[sameColorShadows][cs-1], &f.pot[allShadows][cs-1]
			for _, sc := range src.casts {
				u := &reachTable[sc.target]
				t := a + u.off
				if !f.onBoard[t] {
					continue
				}
				var sSame, sAll, sx int
				first := int32(-1)
				for _, bl := range u.blockers {
					b := a + bl.off
					fb := f.fold[b]
					if fb == x {
						if first < 0 {
							first = b
						}
						sx += int(bl.delta)
						continue
					}
					bc := f.slot[b]
					if bc == core.Empty || fb == origin {
						continue
					}
					sAll += int(bl.delta)
					if bc == cs {
						sSame += int(bl.delta)
					}
				}
				if first != e {
					continue
				}
				// reciprocal[k] is exactly 1/float64(k).
				d := int(u.d)
				all[t] += sign * (reciprocal[d+sAll+sx] - reciprocal[d+sAll])
				if cs == c && !f.allOnly {
					same[t] += sign * (reciprocal[d+sSame+sx] - reciprocal[d+sSame])
				}
			}
		}
	}
}

// shadeAll is shade for an influence of the allShadows distribution only
// (the status engine's): the same shadow sums, and the same changes to
// the potentials in the same order. It reads the shadow of the other
// stones on each pair from f.shadow (which leaves out the slots of the
// source's images, as shade does) and keeps f.shadow up to date with
// x's slots. It finds the sources around each of x's slots in the
// occupancy bits (x's own slots taken out), in the order of
// shadowSources: the farthest row and column first.
func (f *influence) shadeAll(x int32, im []int32, c core.Color, sign float64) {
	var ix, iy [9]int
	for k, e := range im {
		f.occ[e/extStride] &^= 1 << (e % extStride)
		ix[k], iy[k] = int(e%extStride), int(e/extStride)
	}
	for ei, e := range im {
		ex, ey := ix[ei], iy[ei]
		// x's other slots near enough to e to shadow points of a source
		// within shadowRange of it (at most 2·shadowRange away), in their
		// order: the others are too far from every such source.
		var near [8]int
		nn := 0
		for k := range im {
			if k != ei && absInt(ix[k]-ex)+absInt(iy[k]-ey) <= 2*shadowRange {
				near[nn] = k
				nn++
			}
		}
		for dy := shadowRange; dy >= -shadowRange; dy-- {
			row := f.occ[ey+dy] >> (ex - shadowRange) & diamondRow[dy+shadowRange]
			for row != 0 {
				j := 63 - bits.LeadingZeros64(row)
				row &^= 1 << j
				dx := j - shadowRange
				a := e + int32(dy*extStride+dx)
				// x's other slots that may shadow points of a's: a pair
				// in the shadow of several of them is the first's, and
				// its shadow is theirs together (shared).
				var others [8]int
				var shared reachMask
				n := 0
				for _, k := range near[:nn] {
					ox, oy := ix[k]-(ex+dx), iy[k]-(ey+dy)
					if absInt(ox)+absInt(oy) > shadowRange {
						continue // too far from a to shadow anything of its
					}
					c2 := castIndex(ox, oy)
					others[n] = c2
					n++
					for w := range shared {
						shared[w] |= castMasks[c2][w]
					}
				}
				all := &f.pot[allShadows][f.slot[a]-1]
				sh := &f.shadow[a]
				// e stands at (−dx, −dy) from the source. The points of
				// its shadow on the board, in any order: each gets one
				// change from this source.
				ci := castIndex(-dx, -dy)
				cm, cd, cp := &castMasks[ci], &castDelta[ci], &castPos[ci]
				rm := &f.reach[a]
				for w := range cm {
				targets:
					for word := cm[w] & rm[w]; word != 0; word &= word - 1 {
						b := bits.TrailingZeros64(word)
						i := w*64 + b
						sx := int(cd[i])
						if shared[w]&(1<<b) != 0 {
							for _, c2 := range others[:n] {
								if castMasks[c2][w]&(1<<b) == 0 {
									continue
								}
								if castPos[c2][i] < cp[i] {
									continue targets // the pair is that earlier slot's
								}
								sx += int(castDelta[c2][i])
							}
						}
						// The kept sum holds x's shadow while x is being
						// removed, not yet while it is being added.
						sAll := int(sh[i])
						if sign < 0 {
							sAll -= sx
							sh[i] = uint8(sAll)
						} else {
							sh[i] = uint8(sAll + sx)
						}
						// reciprocal[k] is exactly 1/float64(k).
						u := &reachFlat[i]
						d := u.d
						all[a+u.off] += sign * (reciprocal[d+sAll+sx] - reciprocal[d+sAll])
					}
				}
			}
		}
	}
	for _, e := range im {
		f.occ[e/extStride] |= 1 << (e % extStride)
	}
}
