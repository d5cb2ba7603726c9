package puzzles

import (
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
)

// lifeScratch is the scratch space of the pass-aliveness test.
type lifeScratch struct {
	// mark holds, for each point, the index+1 of the region flooded
	// there in the current test (valid while stampAt equals stamp).
	mark    [core.NumSlots]int32
	stampAt [core.NumSlots]uint32
	stamp   uint32
	stack   []core.Point
	pts     []core.Point
	chains  []lifeChain
	regions []lifeRegion
	// heads lists, for the current region, its border chains' indexes;
	// healthy the ones it is healthy for.
	ids []int32
	// counts is the elimination's count of healthy regions per chain.
	counts []int
	// cache holds the verdicts by the stones' hash (lifeAlive), the
	// first maxLifeCache of them marked lifeQuiet, which quietKid relies
	// on; quiet counts those.
	cache table[uint8]
	quiet int
	// twoVitalKnown says, while expandBoard tests a board it made with a
	// defender move that twoVitalWith passed (which captured nothing),
	// that every target chain of the board has two vital regions.
	twoVitalKnown bool
}

// The flags of a verdict in lifeScratch.cache.
const (
	lifeAlive uint8 = 1 << iota
	lifeQuiet
)

type lifeChain struct {
	head  core.Point
	alive bool
	libs  core.PointSet // the points next to the chain
}

type lifeRegion struct {
	kept    bool
	alive   bool
	border  []int32
	healthy []int32
}

// passAlive reports whether every target stone is in a chain that
// Benson's algorithm finds pass-alive for the defender, as
// analysis.Benson(b).PassAlive would say. Benson's elimination only links
// chains through the regions (connected sets of non-defender points) they
// border, and drops at once a region with an empty point that touches no
// defender stone (such as the open board beyond the attacker's wall). So
// the test floods only the regions reachable from the target chains
// through kept regions, and runs the elimination on those: the same
// verdict, without flooding the whole board. Under rules with suicide it
// asks analysis.Benson.
func (st *state) passAlive(b *core.Board) bool {
	if b.Rules().Suicide {
		alive := analysis.Benson(b).PassAlive(st.p.Defender)
		return st.p.Target.Minus(alive).Empty()
	}
	l := &st.life
	h := b.Hash()
	if f, ok := l.cache.get(h); ok {
		return f&lifeAlive != 0
	}
	v := st.localBenson(b)
	l.record(h, v)
	return v
}

// record puts the verdict v for the stones' hash h in the cache.
func (l *lifeScratch) record(h uint64, v bool) {
	var f uint8
	if v {
		f = lifeAlive
	}
	switch {
	case l.quiet < maxLifeCache:
		l.cache.put(h, f|lifeQuiet)
		l.quiet++
	case l.cache.len() < maxLifeCache+maxLifeMore:
		l.cache.put(h, f)
	}
}

// twoVitalWith reports whether every target chain has two vital regions
// (see twoVital) on b, the board expandBoard works on (st.tHeads and
// st.borders are b's: targetChains(b) has run), with a defender
// stone added at q, a move that captures nothing, without playing it: if
// not, the position is not pass-alive. The stone joins the chains next to
// it into one, whose neighbours are theirs and its own, less q.
func (st *state) twoVitalWith(b *core.Board, q core.Point) bool {
	l := &st.life
	def := st.p.Defender
	size := b.Size()
	open := openPoints(b, def)
	joined, nj := chainsAround(b, q, def)
	// targetChains has listed b's target chains, each once. The other
	// target chains go first: their test is the cheaper, and it fails
	// more often.
	joinsTarget := false
targets:
	for _, h := range st.tHeads {
		for _, x := range joined[:nj] {
			if x == h {
				joinsTarget = true
				continue targets
			}
		}
		// The stone is not next to h, so it leaves h's neighbours as they
		// are, and every region of b but q's as it is (q, an empty point,
		// is in any region it touches): h keeps every vital region of b
		// but the one q is in, found once per board, and gains those of
		// the parts the stone splits q's region into, which all touch q.
		// (Flooding from h's liberties for every move took 3 % of the
		// slowest tail problem's time.)
		i := st.borderIndex(b, h)
		bd := &st.borders[i]
		if bd.vital < 0 {
			bd.vital, bd.vitalPts = l.vitalRegions(b, &bd.set, &open)
		}
		kept := bd.vital
		if bd.vitalPts.Has(q) {
			kept--
		}
		if kept < 2 && l.vitalParts(b, q, &bd.set, &open, 2-kept) < 2-kept {
			return false
		}
	}
	if !joinsTarget {
		return true
	}
	libs := core.NewPointSet(size)
	for _, n := range neighbours(q) {
		if n.OnBoard(size) && b.At(n) != def {
			libs.Add(n)
		}
	}
	for _, h := range joined[:nj] {
		libs = libs.Union(st.chainBorder(b, h))
	}
	libs.Remove(q)
	return l.twoVital(b, &libs, &open, q)
}

// maxLifeCache bounds the verdicts quietKid may use (positions) to settle
// a defender move with quietCost's estimate: past them a defender move's
// child counts the target's liberties exactly, as a played move's does,
// which steers the search, so raising it changes the positions visited.
const maxLifeCache = 1 << 17

// maxLifeMore bounds the verdicts kept past the first maxLifeCache, which
// change no search, only how often localBenson runs: on the slowest
// 20-point problem of the tail benchmark half of its 1.57 million runs
// were of a position it had seen, once the first maxLifeCache were in.
// The cache then holds at most 2^21 slots (18 MB).
const maxLifeMore = 1 << 20

// localBenson is passAlive's elimination on the regions next to the
// target.
func (st *state) localBenson(b *core.Board) bool {
	l := &st.life
	l.chains, l.regions = l.chains[:0], l.regions[:0]
	def := st.p.Defender
	open := openPoints(b, def)
	for _, t := range st.targets {
		l.chainIndex(b, b.ChainHead(t))
	}
	// A target chain with fewer than two vital regions falls in the
	// elimination's first round, whatever the regions further out: so
	// count them first, for each target chain on its own. expandBoard's
	// twoVitalWith now filters most such boards out before they reach
	// this test (in T20-30 of the tail benchmark 89,790 of 109,871 tests
	// go past this count), and it has counted them already for a board
	// it made with a move twoVitalWith passed.
	for ci := range l.chains {
		if l.twoVitalKnown {
			break
		}
		if !l.twoVital(b, &l.chains[ci].libs, &open, core.NoPoint) {
			return false
		}
	}
	l.nextStamp()
	// Explore: every chain's neighbouring regions, adding the border
	// chains of kept regions.
	for ci := 0; ci < len(l.chains); ci++ {
		adj := l.chains[ci].libs
		for q := range adj.All() {
			if l.stampAt[q] == l.stamp {
				continue
			}
			l.flood(b, q, def, &open)
		}
	}
	// Benson's elimination on the chains and kept regions found.
	counts := l.counts[:0]
	for range l.chains {
		counts = append(counts, 0)
	}
	l.counts = counts
	for changed := true; changed; {
		changed = false
		clear(counts)
		for _, r := range l.regions {
			if r.kept && r.alive {
				for _, id := range r.healthy {
					counts[id]++
				}
			}
		}
		for i := range l.chains {
			if l.chains[i].alive && counts[i] < 2 {
				l.chains[i].alive = false
				changed = true
			}
		}
		for j := range l.regions {
			r := &l.regions[j]
			if !r.kept || !r.alive {
				continue
			}
			for _, id := range r.border {
				if !l.chains[id].alive {
					r.alive = false
					changed = true
					break
				}
			}
		}
	}
	for _, t := range st.targets {
		if !l.chains[l.chainOf(b.ChainHead(t))].alive {
			return false
		}
	}
	return true
}

func (l *lifeScratch) nextStamp() {
	l.stamp++
	if l.stamp == 0 {
		l.stampAt = [core.NumSlots]uint32{}
		l.stamp = 1
	}
}

// openPoints is the set of points a region may hold on b: those on the
// board without a def stone. The floods test it for a neighbour, one bit
// where Point.OnBoard and Board.At read two tables.
func openPoints(b *core.Board, def core.Color) core.PointSet {
	return core.FullSet(b.Size()).Minus(b.Stones(def))
}

// twoVital reports whether a chain with the neighbouring points libs has
// two vital regions: regions (of non-defender points) whose empty points
// are all its liberties. Such a region is one flood would keep (its empty
// points touch the chain) and healthy for the chain, and it holds one of
// the chain's liberties, so the floods start from those and give up on a
// region at its first empty point that is not one. It floods no more than
// the two regions it needs and records no border chains. stone, if not
// NoPoint, is an empty point of b to count as a defender stone.
func (l *lifeScratch) twoVital(b *core.Board, libs, open *core.PointSet, stone core.Point) bool {
	l.nextStamp()
	found := int32(0)
	id := int32(0)
	for x := range libs.All() {
		if l.stampAt[x] == l.stamp || x == stone || b.At(x) != core.Empty {
			continue
		}
		id++
		if vital, _ := l.vitalFlood(b, x, id, libs, open, stone, nil); vital {
			found++
			if found == 2 {
				return true
			}
		}
	}
	return false
}

// vitalParts counts, up to want, the vital regions (as twoVital counts
// them) of a chain with the neighbouring points libs among the regions
// next to stone, an empty point of b to count as a defender stone.
func (l *lifeScratch) vitalParts(b *core.Board, stone core.Point, libs, open *core.PointSet, want int8) int8 {
	l.nextStamp()
	found := int8(0)
	id := int32(0)
	for _, x := range neighbours(stone) {
		if !open.Has(x) || l.stampAt[x] == l.stamp {
			continue
		}
		id++
		// A region without an empty point has no liberty for twoVital
		// to start from.
		if vital, empty := l.vitalFlood(b, x, id, libs, open, stone, nil); vital && empty {
			found++
			if found == want {
				break
			}
		}
	}
	return found
}

// vitalRegions counts the vital regions twoVital finds (without a stone)
// up to three, and returns the count with the points of those it found.
func (l *lifeScratch) vitalRegions(b *core.Board, libs, open *core.PointSet) (int8, core.PointSet) {
	l.nextStamp()
	size := b.Size()
	pts := core.NewPointSet(size)
	found := int8(0)
	id := int32(0)
	for x := range libs.All() {
		if l.stampAt[x] == l.stamp || b.At(x) != core.Empty {
			continue
		}
		id++
		reg := core.NewPointSet(size)
		if vital, _ := l.vitalFlood(b, x, id, libs, open, core.NoPoint, &reg); vital {
			pts = pts.Union(reg)
			found++
			if found == 3 {
				break
			}
		}
	}
	return found, pts
}

// vitalFlood floods the region at start (marking it id) and reports
// whether all its empty points are in libs. It stops at the first that is
// not, or at a point an earlier flood that stopped has marked (the same
// region). If pts is not nil, the points it floods are added to it.
// empty says whether the region has an empty point.
func (l *lifeScratch) vitalFlood(b *core.Board, start core.Point, id int32, libs, open *core.PointSet, stone core.Point, pts *core.PointSet) (vital, empty bool) {
	l.stampAt[start], l.mark[start] = l.stamp, id
	l.stack = append(l.stack[:0], start)
	for len(l.stack) > 0 {
		x := l.stack[len(l.stack)-1]
		l.stack = l.stack[:len(l.stack)-1]
		if b.At(x) == core.Empty {
			if !libs.Has(x) {
				return false, true
			}
			empty = true
		}
		if pts != nil {
			pts.Add(x)
		}
		for _, n := range neighbours(x) {
			if !open.Has(n) || n == stone {
				continue
			}
			switch {
			case l.stampAt[n] != l.stamp:
				l.stampAt[n], l.mark[n] = l.stamp, id
				l.stack = append(l.stack, n)
			case l.mark[n] != id:
				return false, empty
			}
		}
	}
	return true, empty
}

// chainIndex returns the index of the chain at head, adding it.
func (l *lifeScratch) chainIndex(b *core.Board, head core.Point) int32 {
	if i := l.chainOf(head); i >= 0 {
		return int32(i)
	}
	l.chains = append(l.chains, lifeChain{head: head, alive: true, libs: b.ChainBorder(head)})
	return int32(len(l.chains) - 1)
}

func (l *lifeScratch) chainOf(head core.Point) int {
	for i := range l.chains {
		if l.chains[i].head == head {
			return i
		}
	}
	return -1
}

// flood marks the region of non-defender points at start. A region with
// an empty point next to no defender stone is dropped (not kept); a kept
// one records its border chains (adding them) and the chains it is
// healthy for: those next to every one of its empty points.
func (l *lifeScratch) flood(b *core.Board, start core.Point, def core.Color, open *core.PointSet) {
	// Reuse the slices of a region of an earlier test.
	if len(l.regions) < cap(l.regions) {
		l.regions = l.regions[:len(l.regions)+1]
		r := &l.regions[len(l.regions)-1]
		r.kept, r.alive = true, true
		r.border, r.healthy = r.border[:0], r.healthy[:0]
	} else {
		l.regions = append(l.regions, lifeRegion{kept: true, alive: true})
	}
	ri := int32(len(l.regions))
	l.stampAt[start], l.mark[start] = l.stamp, ri
	l.stack = append(l.stack[:0], start)
	pts := l.pts[:0]
	defer func() { l.pts = pts[:0] }()
flood:
	for len(l.stack) > 0 {
		x := l.stack[len(l.stack)-1]
		l.stack = l.stack[:len(l.stack)-1]
		pts = append(pts, x)
		empty := b.At(x) == core.Empty
		touches := false
		for _, n := range neighbours(x) {
			if !open.Has(n) {
				// Off the board or a defender stone.
				touches = touches || b.At(n) == def
				continue
			}
			switch {
			case l.stampAt[n] != l.stamp:
				l.stampAt[n], l.mark[n] = l.stamp, ri
				l.stack = append(l.stack, n)
			case l.mark[n] != ri:
				// An earlier flood of this region stopped: dropped.
				l.regions[ri-1].kept = false
				break flood
			}
		}
		if empty && !touches {
			// Benson drops this region at once. The flood stops; a later
			// one that reaches its points is in the same region.
			l.regions[ri-1].kept = false
			break
		}
	}
	r := &l.regions[ri-1]
	if !r.kept {
		return
	}
	// Border chains, and the healthy ones.
	l.ids = l.ids[:0]
	for _, x := range pts {
		for _, n := range neighbours(x) {
			if b.At(n) == def {
				id := l.chainIndex(b, b.ChainHead(n))
				if !containsID32(l.ids, id) {
					l.ids = append(l.ids, id)
				}
			}
		}
	}
	r = &l.regions[ri-1]
	r.border = append(r.border[:0], l.ids...)
	for _, id := range r.border {
		libs := &l.chains[id].libs
		healthy := true
		for _, x := range pts {
			if b.At(x) == core.Empty && !libs.Has(x) {
				healthy = false
				break
			}
		}
		if healthy {
			r.healthy = append(r.healthy, id)
		}
	}
}

func containsID32(ids []int32, id int32) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}
