package puzzles

import "github.com/gobot-baduk/gobot/core"

// scored is a candidate move with its ordering keys.
type scored struct {
	p    core.Point
	s    int32
	hist int32
}

// moves returns toMove's legal moves in the region, most promising first:
// captures (of the target above all), saving one's own chains from atari,
// ataris, the target's liberties, points with many empty neighbours (the
// vital points of eye shapes), filling one's own eyes last; ties go to the
// move that made more cut-offs earlier in the search (the history
// heuristic), then to point order. The slice is depth's scratch space.
func (st *state) moves(b *core.Board, toMove core.Color, depth int) []core.Point {
	for len(st.order) <= depth {
		st.order = append(st.order, make([]scored, 0, len(st.region)))
	}
	out := st.order[depth][:0]
	p := st.p
	size := b.Size()
	hist := &st.history[toMove&1]
	st.libHeads, st.libCounts = st.libHeads[:0], st.libCounts[:0]
	for _, q := range st.region {
		if b.At(q) != core.Empty || b.Legal(toMove, q) != nil {
			continue
		}
		var score int32
		own, emptyN := 0, 0
		targetLib := false
		for _, n := range neighbours(q) {
			if !n.OnBoard(size) {
				own++
				continue
			}
			switch c := b.At(n); {
			case c == core.Empty:
				emptyN++
			case c == toMove:
				own++
				if b.InAtari(n) {
					score += 30
				}
				if c == p.Defender && p.Target.Has(n) {
					targetLib = true
				}
			default:
				if p.Target.Has(n) {
					targetLib = true
				}
				if b.InAtari(n) {
					score += 100
					if p.Target.Has(n) {
						score += 200
					}
				} else if st.liberties(b, n) == 2 {
					score += 20
				}
			}
		}
		if targetLib {
			score += 10
		}
		score += 3 * int32(emptyN)
		if own == 4 {
			score -= 50
		}
		out = append(out, scored{p: q, s: score, hist: hist[q]})
	}
	// Insertion sort: the lists are short, and it is stable.
	for i := 1; i < len(out); i++ {
		x := out[i]
		j := i
		for j > 0 && better(x, out[j-1]) {
			out[j] = out[j-1]
			j--
		}
		out[j] = x
	}
	st.order[depth] = out
	pts := st.pointBuf(depth, len(out))
	for i, x := range out {
		pts[i] = x.p
	}
	return pts
}

func better(a, b scored) bool {
	if a.s != b.s {
		return a.s > b.s
	}
	return a.hist > b.hist
}

// liberties returns the number of liberties of the chain at n, counted
// once per chain in a moves call.
func (st *state) liberties(b *core.Board, n core.Point) int {
	h := b.ChainHead(n)
	for i, x := range st.libHeads {
		if x == h {
			return st.libCounts[i]
		}
	}
	c := b.Liberties(n)
	st.libHeads = append(st.libHeads, h)
	st.libCounts = append(st.libCounts, c)
	return c
}

// pointBuf returns depth's scratch slice of n points.
func (st *state) pointBuf(depth, n int) []core.Point {
	for len(st.pts) <= depth {
		st.pts = append(st.pts, make([]core.Point, 0, len(st.region)))
	}
	if cap(st.pts[depth]) < n {
		st.pts[depth] = make([]core.Point, n)
	}
	st.pts[depth] = st.pts[depth][:n]
	return st.pts[depth]
}
