package analysis

import (
	"math"
	"sync"

	"github.com/gobot-baduk/gobot/core"
)

// The geometry of the electric-charge model (Nakamura §5 and §5.1): how far
// a stone's potential reaches, which stones have mirror images, and the
// shadow table that stands in for the paper's lost Figure 10.
const (
	// influenceReach bounds the area D a stone charges: the points at
	// Manhattan distance d with 0 < d < influenceReach (§5.1 rule 1).
	influenceReach = 8
	// mirrorReach: a stone fewer than mirrorReach lines from an edge (on
	// lines 1 to 5) has a mirror image beyond that edge (§5.1 rule 1).
	mirrorReach = 5
	// umbraDelta and penumbraDelta are the values added to the distance
	// of a point in a blocker's shadow (§5 rule 3; our Figure 10).
	umbraDelta    = 2
	penumbraDelta = 1
	// umbraRadius and penumbraRadius bound the distance from the
	// blocker's centre to the ray from the source to the point.
	umbraRadius    = 0.5
	penumbraRadius = 0.75
)

// Potentials live on an extended grid with a margin around the largest
// board, wide enough for the mirror images (mirrorReach lines) plus the
// reach of their charge, so that no index computation needs a bounds check.
const (
	extMargin = mirrorReach + influenceReach - 1
	extStride = core.MaxSize + 2*extMargin
	extSlots  = extStride * extStride
)

// extIndex is the slot of column x, row y (counted from 0 on the board,
// negative or ≥ size beyond it) on the extended grid.
func extIndex(x, y int) int32 { return int32((y+extMargin)*extStride + x + extMargin) }

// shadowBlocker is one point that can shadow a target: its offset from the
// source on the extended grid and the value it adds to the distance.
type shadowBlocker struct {
	off   int32
	delta int8
}

// reachPoint is one point of the area D around a source: its offset, its
// Manhattan distance, and the points that can shadow it from the source,
// nearest first.
type reachPoint struct {
	dx, dy   int8
	off      int32
	d        int8
	blockers []shadowBlocker
}

// shadowCast is one point in the shadow a blocker casts: the index of the
// target in reachTable and the value added to its distance.
type shadowCast struct {
	target int16
	delta  int8
	pos    int8 // the blocker's place in the target's blockers
}

// shadowDelta is the shadow table: the value a blocker at offset (vx, vy)
// from a source adds to the distance of the point at offset (ux, uy), or 0
// when that point is not in its shadow.
//
// The design (§5 rule 3 names only "the shadow of another stone" and
// gives the values in a figure the seed lost): stones are discs of
// radius ½ and the charge travels in straight lines. A point is behind the
// blocker when it lies beyond the line through the blocker perpendicular
// to the source–blocker direction (u·v > v·v) and farther in Manhattan
// distance. If the ray from the source to the point passes within ½ of
// the blocker's centre the point is in the umbra and its distance grows by
// 2; within 1 it is in the penumbra and grows by 1. Near blockers cast
// wide shadows (a neighbour darkens a 90° wedge) and far ones narrow
// lines, which is what shadows do. Several blockers add up: the distance
// grows by the sum of their values (the definition of §5, not the
// approximation of §5.1, since our incremental update is exact).
func shadowDelta(vx, vy, ux, uy int) int8 {
	if vx == 0 && vy == 0 {
		return 0
	}
	if absInt(vx)+absInt(vy) >= absInt(ux)+absInt(uy) {
		return 0
	}
	if ux*vx+uy*vy <= vx*vx+vy*vy {
		return 0
	}
	h := math.Abs(float64(ux*vy-uy*vx)) / math.Hypot(float64(ux), float64(uy))
	switch {
	case h <= umbraRadius+1e-9:
		return umbraDelta
	case h < penumbraRadius-1e-9:
		return penumbraDelta
	}
	return 0
}

func absInt(a int) int {
	if a < 0 {
		return -a
	}
	return a
}

// reachTable lists the area D around a source (every offset with
// 0 < d < influenceReach) with each point's blockers, and castTable, indexed
// by the blocker's offset (see castIndex), the shadow each blocker casts.
// Both are computed once and never change.
var reachTable, castTable = func() ([]reachPoint, [][]shadowCast) {
	const r = influenceReach - 1
	var reach []reachPoint
	cast := make([][]shadowCast, (2*r+1)*(2*r+1))
	for d := 1; d <= r; d++ {
		for _, u := range manhattanRing(d) {
			reach = append(reach, reachPoint{dx: int8(u[0]), dy: int8(u[1]), off: extIndex(u[0], u[1]) - extIndex(0, 0), d: int8(d)})
		}
	}
	for i := range reach {
		u := &reach[i]
		for e := 1; e < int(u.d); e++ {
			for _, v := range manhattanRing(e) {
				delta := shadowDelta(v[0], v[1], int(u.dx), int(u.dy))
				if delta == 0 {
					continue
				}
				u.blockers = append(u.blockers, shadowBlocker{off: extIndex(v[0], v[1]) - extIndex(0, 0), delta: delta})
				k := castIndex(v[0], v[1])
				cast[k] = append(cast[k], shadowCast{target: int16(i), delta: delta, pos: int8(len(u.blockers) - 1)})
			}
		}
	}
	return reach, cast
}()

// reachFlat is reachTable laid out for the hot loops: each point's offset
// and distance in one small record (no slice header to load).
type reachFlatPoint struct {
	off int32
	d   int
}

var reachFlat = func() (r [reachPoints]reachFlatPoint) {
	for i, u := range reachTable {
		r[i] = reachFlatPoint{off: u.off, d: int(u.d)}
	}
	return r
}()

// castMasks[k] has a bit for each point of reachTable in the shadow of a
// blocker at castIndex k, castPos[k][i] is that blocker's place in point
// i's blockers (see shadowCast) and castDelta[k][i] the value it adds:
// shadeAll meets the points of a shadow that fall on the board by a mask
// instead of testing each.
var castMasks, castPos, castDelta = func() (m []reachMask, pos, delta [][reachPoints]int8) {
	m = make([]reachMask, len(castTable))
	pos = make([][reachPoints]int8, len(castTable))
	delta = make([][reachPoints]int8, len(castTable))
	for k, casts := range castTable {
		for _, sc := range casts {
			m[k][sc.target/64] |= 1 << (sc.target % 64)
			pos[k][sc.target] = sc.pos
			delta[k][sc.target] = sc.delta
		}
	}
	return m, pos, delta
}()

// shadowRange is the farthest a blocker can stand from its source (in
// Manhattan distance) and still shadow a point within reach.
const shadowRange = influenceReach - 2

// diamondRow[dy+shadowRange] masks, in a row of the occupancy bitmap
// shifted so that bit shadowRange is the source's column, the columns
// within shadowRange of the source in Manhattan distance on row dy.
var diamondRow = func() (m [2*shadowRange + 1]uint64) {
	for dy := -shadowRange; dy <= shadowRange; dy++ {
		w := shadowRange - absInt(dy)
		for dx := -w; dx <= w; dx++ {
			m[dy+shadowRange] |= 1 << (dx + shadowRange)
		}
	}
	return m
}()

// The diamond of the slots within shadowRange of a source, as a bitmap of
// two words (nearStones): the first holds the rows from −shadowRange to
// the source's, the second those from the source's to shadowRange (the
// source's row is in both). Row dy has the 2·(shadowRange−|dy|)+1 slots
// of its columns, from the left, at bit shift of its nearRow. Every point
// within reach has all its blockers on one side of the source's row
// (shadowMasks checks it), so its shadow reads one word.
type nearRow struct {
	left  uint   // the columns of the row run from the source's − left
	mask  uint64 // 2·left+1 bits
	shift uint   // where the row starts in its word
}

// nearRows[w][k] is row k of word w: row dy = k − shadowRange in the
// first word, dy = k in the second.
var nearRows = func() (r [2][shadowRange + 1]nearRow) {
	for w := range r {
		next := uint(0)
		for k := range r[w] {
			dy := k - shadowRange*(1-w)
			left := uint(shadowRange - absInt(dy))
			r[w][k] = nearRow{left: left, mask: 1<<(2*left+1) - 1, shift: next}
			next += 2*left + 1
		}
		if next > 64 {
			panic("core: half the diamond of a source's blockers exceeds a word")
		}
	}
	return r
}()

// nearBit returns the word and bit of nearStones' bitmap for the slot at
// offset (vx, vy) from the source, in the word of the side side (0: the
// rows up to the source's, 1: from it on).
func nearBit(vx, vy, side int) uint64 {
	k := vy + shadowRange*(1-side)
	return 1 << (nearRows[side][k].shift + uint(vx+shadowRange-absInt(vy)))
}

// shadowMask is, for one point of reachTable, its blockers in the word
// side of nearStones' bitmap (all) and those of them that cast the umbra
// (umbra): the point's shadow is the number of its blockers that hold a
// stone plus the number of those in the umbra.
type shadowMask struct {
	all, umbra uint64
	side       int
}

var shadowMasks = func() (m [reachPoints]shadowMask) {
	for i, u := range reachTable {
		for _, bl := range u.blockers {
			t := bl.off + extIndex(0, 0)
			if vy := int(t/extStride) - extMargin; vy > 0 {
				m[i].side = 1
			}
		}
		for _, bl := range u.blockers {
			t := bl.off + extIndex(0, 0)
			vx, vy := int(t%extStride)-extMargin, int(t/extStride)-extMargin
			if absInt(vx)+absInt(vy) > shadowRange {
				panic("core: a blocker beyond shadowRange")
			}
			if (vy > 0 && m[i].side == 0) || (vy < 0 && m[i].side == 1) {
				panic("core: a point with blockers on both sides of its source's row")
			}
			bit := nearBit(vx, vy, m[i].side)
			switch bl.delta {
			case penumbraDelta:
				m[i].all |= bit
			case umbraDelta:
				m[i].all |= bit
				m[i].umbra |= bit
			default:
				panic("core: a shadow value other than the penumbra's and the umbra's")
			}
		}
	}
	return m
}()

// reachPoints is the number of points in the area D around a source:
// 4 + 8 + ... + 4·(influenceReach−1).
const reachPoints = 2 * influenceReach * (influenceReach - 1)

// reciprocal[k] is 1/k, for every distance plus shadow a target can have
// (the distance plus the sum of all its blockers' values at most; 0
// beyond). An array, not a slice: the hot loops index it without loading
// a slice header.
var reciprocal = func() (r [256]float64) {
	if len(reachTable) != reachPoints {
		panic("core: reachTable does not hold reachPoints points")
	}
	most := 0
	for _, u := range reachTable {
		k := int(u.d)
		for _, b := range u.blockers {
			k += int(b.delta)
		}
		most = max(most, k)
	}
	if most > 255 {
		panic("core: shadow sums exceed a byte")
	}
	for k := 1; k <= most; k++ {
		r[k] = 1 / float64(k)
	}
	return r
}()

// manhattanRing returns the offsets at Manhattan distance d from the origin.
func manhattanRing(d int) [][2]int {
	var ring [][2]int
	for dy := -d; dy <= d; dy++ {
		dx := d - absInt(dy)
		ring = append(ring, [2]int{-dx, dy})
		if dx != 0 {
			ring = append(ring, [2]int{dx, dy})
		}
	}
	return ring
}

// castIndex is the index in castTable of a blocker at offset (vx, vy).
func castIndex(vx, vy int) int {
	const r = influenceReach - 1
	return (vy+r)*(2*r+1) + vx + r
}

// shadowSource is one offset at which a blocker can stand from a source,
// with the shadow it casts: castTable without its empty entries, for the
// incremental update to walk from the blocker to the sources.
type shadowSource struct {
	off   int32 // offset of the blocker from the source
	casts []shadowCast
}

// shadowSources lists every blocker offset that casts a shadow.
var shadowSources = func() []shadowSource {
	const r = influenceReach - 1
	var s []shadowSource
	for vy := -r; vy <= r; vy++ {
		for vx := -r; vx <= r; vx++ {
			if c := castTable[castIndex(vx, vy)]; len(c) > 0 {
				s = append(s, shadowSource{off: extIndex(vx, vy) - extIndex(0, 0), casts: c})
			}
		}
	}
	return s
}()

// reachMask has a bit for each point of reachTable (bit i%64 of word
// i/64): the points that fall on the board from one source slot.
type reachMask [(reachPoints + 63) / 64]uint64

// fullReach is the mask of a source all of whose reach is on the board.
var fullReach = func() (m reachMask) {
	for i := 0; i < reachPoints; i++ {
		m[i/64] |= 1 << (i % 64)
	}
	return m
}()

func (m *reachMask) full() bool { return *m == fullReach }

// reachTables holds, per board size, the reach mask of every slot, made
// on first use and never changed after: an image far off the board
// reaches only a few board points, and charge visits those alone (and
// skips the test of every point for a source in the middle).
var reachTables [core.MaxSize + 1]struct {
	once sync.Once
	t    *[extSlots]reachMask
}

// reachMasks returns the reach masks of an n×n board.
func reachMasks(n int) *[extSlots]reachMask {
	rt := &reachTables[n]
	rt.once.Do(func() {
		t := new([extSlots]reachMask)
		for a := int32(0); a < extSlots; a++ {
			for i := range reachTable {
				t2 := a + reachTable[i].off
				if t2 < 0 || t2 >= extSlots {
					continue
				}
				x, y := int(t2%extStride)-extMargin, int(t2/extStride)-extMargin
				if x >= 0 && x < n && y >= 0 && y < n {
					t[a][i/64] |= 1 << (i % 64)
				}
			}
		}
		rt.t = t
	})
	return rt.t
}
