package puzzles

import (
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
)

// lifeScratch is the scratch space of the pass-aliveness test.
type lifeScratch struct {
	// mark holds, for each point, the flood that reached it last.
	mark  [core.NumSlots]uint32
	stamp uint32
	stack []core.Point
	heads []core.Point
	// cache holds Benson's verdict by the stones' hash.
	cache map[uint64]bool
}

// passAlive reports whether every target stone is in a pass-alive chain
// of the defender (analysis.Benson). Benson's algorithm looks at the whole
// board, so it runs only when a cheap necessary condition holds: every
// target chain must border at least two regions (connected sets of
// non-defender points) whose empty points are all its liberties, since
// only such a region can be healthy for it.
func (st *state) passAlive(b *core.Board) bool {
	if !b.Rules().Suicide && !st.mayBePassAlive(b) {
		return false
	}
	h := b.Hash()
	if v, ok := st.life.cache[h]; ok {
		return v
	}
	alive := analysis.Benson(b).PassAlive(st.p.Defender)
	v := st.p.Target.Minus(alive).Empty()
	if st.life.cache == nil {
		st.life.cache = map[uint64]bool{}
	}
	st.life.cache[h] = v
	return v
}

// mayBePassAlive is passAlive's necessary condition.
func (st *state) mayBePassAlive(b *core.Board) bool {
	l := &st.life
	l.heads = l.heads[:0]
	for _, t := range st.targets {
		h := b.ChainHead(t)
		seen := false
		for _, x := range l.heads {
			if x == h {
				seen = true
				break
			}
		}
		if seen {
			continue
		}
		l.heads = append(l.heads, h)
		if !st.twoHealthyRegions(b, h) {
			return false
		}
	}
	return true
}

// twoHealthyRegions reports whether the chain at h borders two regions
// whose empty points are all next to it. Each region is flooded from a
// point next to the chain; a flood stops at the first empty point away
// from the chain. A later flood that meets an earlier one of this chain
// is in the same region, which therefore failed (a finished flood covers
// its whole region, so its points are never a later flood's start).
func (st *state) twoHealthyRegions(b *core.Board, h core.Point) bool {
	l := &st.life
	if l.stamp > 1<<30 {
		l.mark = [core.NumSlots]uint32{}
		l.stamp = 0
	}
	l.stamp++
	base := l.stamp
	chain := b.Chain(h)
	adj := chain.Border()
	def := st.p.Defender
	size := b.Size()
	found := 0
	for q := range adj.All() {
		if l.mark[q] > base {
			continue
		}
		l.stamp++
		id := l.stamp
		l.mark[q] = id
		l.stack = append(l.stack[:0], q)
		ok := true
	flood:
		for len(l.stack) > 0 {
			x := l.stack[len(l.stack)-1]
			l.stack = l.stack[:len(l.stack)-1]
			if b.At(x) == core.Empty && !adj.Has(x) {
				ok = false
				break
			}
			for _, n := range neighbours(x) {
				if !n.OnBoard(size) || b.At(n) == def {
					continue
				}
				switch m := l.mark[n]; {
				case m == id:
				case m > base:
					ok = false
					break flood
				default:
					l.mark[n] = id
					l.stack = append(l.stack, n)
				}
			}
		}
		if ok {
			found++
			if found >= 2 {
				return true
			}
		}
	}
	return false
}
