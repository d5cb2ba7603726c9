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
// ataris, the target's liberties, for the defender the vital points where
// its stone splits the eye space, points with many empty neighbours,
// filling one's own eyes last; ties go to the
// move that made more cut-offs earlier in the search (the history
// heuristic), then to point order. The slice is depth's scratch space.
// targetsKnown says that st.tHeads and st.tLibs hold b's target chains
// (targetChains(b)), whose liberties moves then does not count again.
func (st *state) moves(b *core.Board, toMove core.Color, depth int, targetsKnown bool) []core.Point {
	for len(st.order) <= depth {
		st.order = append(st.order, make([]scored, 0, len(st.region)))
	}
	out := st.order[depth][:0]
	p := st.p
	size := b.Size()
	hist := &st.history[toMove&1]
	st.libHeads, st.libCounts = st.libHeads[:0], st.libCounts[:0]
	if targetsKnown {
		st.libHeads = append(st.libHeads, st.tHeads...)
		for _, l := range st.tLibs {
			st.libCounts = append(st.libCounts, int(l))
		}
	}
	// Under simple ko the neighbours the scores look at decide legality
	// too, as core.Board's check does (a move is legal unless it takes
	// the ko or, where suicide is not allowed, leaves its stone without a
	// liberty, a friend with another or a capture), without a Board.IsLegal
	// call per point.
	rules := b.Rules()
	simple, suicide := rules.Ko == core.SimpleKo, rules.Suicide
	ko := b.Ko(toMove)
	var open core.PointSet
	if toMove == p.Defender {
		open = openPoints(b, p.Defender)
	}
	for _, q := range st.region {
		if b.At(q) != core.Empty {
			continue
		}
		if simple {
			if q == ko || !q.OnBoard(size) {
				continue
			}
		} else if !b.IsLegal(toMove, q) {
			continue
		}
		var score int32
		own, emptyN := 0, 0
		targetLib := false
		breathes := suicide || !simple
		for _, n := range neighbours(q) {
			if !n.OnBoard(size) {
				own++
				continue
			}
			switch c := b.At(n); {
			case c == core.Empty:
				emptyN++
				breathes = true
			case c == toMove:
				own++
				if b.InAtari(n) {
					score += 30
				} else {
					breathes = true
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
					breathes = true
				} else if st.liberties(b, n) == 2 {
					score += 20
				}
			}
		}
		if !breathes {
			// Suicide.
			continue
		}
		if targetLib {
			score += 10
		}
		if toMove == p.Defender && emptyN > 0 && regionsAround(&open, q) >= 2 {
			// A vital point: a defender stone here splits the eye space
			// (Nakamura's E(p) >= 2). (Raising it for the attacker too
			// made the size benchmark slower.)
			score += 15
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

// regionsAround is Nakamura's E(p) (seed 003, §4) for a defender stone at
// q: the number of runs of open points (on the board and not the
// defender's: the points of open, see openPoints) among q's eight neighbours in circular order that contain
// an orthogonal neighbour. The board's edge counts as the defender's (the
// virtual earth stone). A stone at q changes the number of regions the
// defender encloses by E(p) - 1, so E(p) >= 2 marks a vital point.
func regionsAround(open *core.PointSet, q core.Point) int {
	ring := [8]core.Point{
		q + core.Stride, q + core.Stride + 1, q + 1, q - core.Stride + 1,
		q - core.Stride, q - core.Stride - 1, q - 1, q + core.Stride - 1,
	}
	m := uint8(0)
	for i, n := range ring {
		if open.Has(n) {
			m |= 1 << i
		}
	}
	return int(ringRuns[m])
}

// ringRuns holds regionsAround's count for each set of open points of the
// ring (bit i for ring[i]).
var ringRuns = func() (t [256]int8) {
	for m := range t {
		var open [8]bool
		for i := range open {
			open[i] = m&(1<<i) != 0
		}
		t[m] = int8(countRuns(open))
	}
	return t
}()

// countRuns counts the runs of open points in circular order that hold an
// orthogonal neighbour (an even index); 1 if every point is open.
func countRuns(open [8]bool) int {
	start := -1
	for i := range open {
		if !open[i] {
			start = i
			break
		}
	}
	if start < 0 {
		return 1
	}
	runs, inRun, orth := 0, false, false
	for k := 1; k <= 8; k++ {
		i := (start + k) % 8
		if open[i] {
			inRun = true
			orth = orth || i%2 == 0
			continue
		}
		if inRun && orth {
			runs++
		}
		inRun, orth = false, false
	}
	return runs
}
