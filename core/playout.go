package core

// Rand is a small, fast pseudo-random generator (xorshift64*) for playouts.
// It is deterministic for a given seed and is not safe for concurrent use.
type Rand struct{ s uint64 }

// NewRand returns a generator seeded with seed (0 is replaced by a constant).
func NewRand(seed uint64) *Rand {
	if seed == 0 {
		seed = 0x9e3779b97f4a7c15
	}
	return &Rand{s: seed}
}

// Uint64 returns the next 64 random bits.
func (r *Rand) Uint64() uint64 {
	r.s ^= r.s >> 12
	r.s ^= r.s << 25
	r.s ^= r.s >> 27
	return r.s * 2685821657736338717
}

// Intn returns a number in [0, n) for n > 0.
func (r *Rand) Intn(n int) int {
	return int((r.Uint64() >> 32) * uint64(n) >> 32)
}

// IsEye reports whether p is an eye of c that c should not fill: an empty
// point whose every neighbour is a c stone, and which is not a false eye
// (at most one opponent stone on its diagonals in the centre, none on the
// edge or in the corner).
func (b *Board) IsEye(c Color, p Point) bool {
	if p <= 0 || int(p) >= NumSlots || b.color[p] != Empty {
		return false
	}
	for _, q := range [4]Point{p - Stride, p - 1, p + 1, p + Stride} {
		if col := b.color[q]; col != c && col != offBoard {
			return false
		}
	}
	opp, bad, edge := c.Opponent(), 0, false
	for _, q := range [4]Point{p - Stride - 1, p - Stride + 1, p + Stride - 1, p + Stride + 1} {
		switch b.color[q] {
		case opp:
			bad++
		case offBoard:
			edge = true
		}
	}
	if edge {
		return bad == 0
	}
	return bad < 2
}

// PlayRandom plays a move for c chosen uniformly among the legal moves
// that neither fill one of c's own eyes nor are suicides, and returns it;
// it returns false (and plays nothing) when there is none, in which case c
// should pass.
//
// It draws from the list of empty points: an entry of the candidate range
// [0, n) is drawn at random, and one that does not qualify is swapped to
// the end of the range, which shrinks by one, before the next draw. Each
// draw is uniform among the entries not yet rejected, so the move played
// is uniform among those that qualify. It allocates nothing; the order of
// the empty list changes, which nothing depends on.
func (b *Board) PlayRandom(c Color, r *Rand) (Point, bool) { return b.playDrawn(c, r, false) }

// playDrawn is PlayRandom; with heavy it also refuses a move that
// captures nothing and leaves a chain of two stones or more in atari
// (see PlayHeavy).
func (b *Board) playDrawn(c Color, r *Rand, heavy bool) (Point, bool) {
	e := b.empties
	for n := len(e); n > 0; n-- {
		i := r.Intn(n)
		p := e[i]
		if !b.IsEye(c, p) {
			var eff moveEffect
			if b.check(c, p, &eff) == legal && !eff.suicide && (!heavy || eff.ncapt > 0 || !b.selfAtari(c, p)) {
				b.apply(c, p, &eff)
				return p, true
			}
		}
		if last := n - 1; i != last {
			q := e[last]
			e[i], e[last] = q, p
			b.emptyAt[q], b.emptyAt[p] = int16(i), int16(last)
		}
	}
	return NoPoint, false
}

// Playout plays random moves (see PlayRandom) from the current position,
// c first, until both players pass in a row or maxMoves moves have been
// played. It returns the number of moves played, passes included.
func (b *Board) Playout(c Color, r *Rand, maxMoves int) int {
	moves, passes := 0, 0
	for moves < maxMoves && passes < 2 {
		if _, ok := b.PlayRandom(c, r); ok {
			passes = 0
		} else {
			b.Pass(c)
			passes++
		}
		moves++
		c = c.Opponent()
	}
	return moves
}
