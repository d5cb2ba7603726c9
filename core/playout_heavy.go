package core

// A slightly heavier playout policy than PlayRandom's, for the analysis's
// second opinion on the groups it calls dead (core/analysis/playouts.go):
// light random playouts capture nothing on purpose and put big chains in
// atari for no reason, so a group's survival in them says little about
// its life.

// atariLiberty returns the liberty of the chain with head h, which is in
// atari (NoPoint if it has none).
func (b *Board) atariLiberty(h Point) Point {
	q := h
	for {
		for _, r := range [4]Point{q - Stride, q - 1, q + 1, q + Stride} {
			if b.color[r] == Empty {
				return r
			}
		}
		q = b.next[q]
		if q == h {
			return NoPoint
		}
	}
}

// libertiesAfter returns the number of liberties, counted up to 2, of c's
// chain after c plays on the empty point p (captures not counted), and
// the stones of that chain.
func (b *Board) libertiesAfter(c Color, p Point) (libs, stones int) {
	var seen [setWords]uint64
	mark := func(r Point) {
		w, bit := r>>6, uint64(1)<<(uint(r)&63)
		if seen[w]&bit == 0 {
			seen[w] |= bit
			libs++
		}
	}
	seen[p>>6] |= uint64(1) << (uint(p) & 63)
	stones = 1
	var heads [4]Point
	nh := 0
	for _, q := range [4]Point{p - Stride, p - 1, p + 1, p + Stride} {
		switch b.color[q] {
		case Empty:
			mark(q)
		case c:
			h, dup := b.head[q], false
			for i := range nh {
				dup = dup || heads[i] == h
			}
			if !dup {
				heads[nh] = h
				nh++
			}
		}
	}
	for _, h := range heads[:nh] {
		stones += int(b.chain[h].stones)
		if libs < 2 {
			libs += b.markLiberties(h, &seen)
		}
	}
	return libs, stones
}

// playIfLegal plays c at p if it is legal and not a suicide.
func (b *Board) playIfLegal(c Color, p Point) bool {
	var eff moveEffect
	if p == NoPoint || b.check(c, p, &eff) != legal || eff.suicide {
		return false
	}
	b.apply(c, p, &eff)
	return true
}

// PlayHeavy plays a move for c after the opponent's move last (NoPoint
// for none) and returns it, or returns false when c should pass. First
// the replies to last: when last's chain is in atari, c captures it;
// otherwise, when one of c's chains next to last is in atari and
// extending at its liberty gives it two liberties or more, c extends.
// Otherwise it draws a move as PlayRandom does, refusing as well a move
// that captures nothing and leaves a chain of two stones or more in atari
// (a lone stone may still throw in).
func (b *Board) PlayHeavy(c Color, r *Rand, last Point) (Point, bool) {
	if last != NoPoint && b.color[last] == c.Opponent() {
		if h := b.head[last]; b.chain[h].inAtari() {
			if p := b.atariLiberty(h); b.playIfLegal(c, p) {
				return p, true
			}
		}
		for _, q := range [4]Point{last - Stride, last - 1, last + 1, last + Stride} {
			if b.color[q] != c || !b.chain[b.head[q]].inAtari() {
				continue
			}
			if p := b.atariLiberty(b.head[q]); p != NoPoint {
				if l, _ := b.libertiesAfter(c, p); l >= 2 && b.playIfLegal(c, p) {
					return p, true
				}
			}
		}
	}
	return b.playDrawn(c, r, true)
}

// selfAtari reports whether c playing on the empty point p, capturing
// nothing, leaves a chain of two stones or more in atari.
func (b *Board) selfAtari(c Color, p Point) bool {
	empty := 0
	for _, q := range [4]Point{p - Stride, p - 1, p + 1, p + Stride} {
		if b.color[q] == Empty {
			empty++
		}
	}
	if empty >= 2 {
		return false
	}
	l, s := b.libertiesAfter(c, p)
	return l < 2 && s >= 2
}

// PlayoutHeavy is Playout with PlayHeavy's moves; stop, if not nil, is
// asked after each move (passes included) and ends the playout early when
// it says so.
func (b *Board) PlayoutHeavy(c Color, r *Rand, maxMoves int, stop func() bool) int {
	moves, passes, last := 0, 0, NoPoint
	for moves < maxMoves && passes < 2 {
		if p, ok := b.PlayHeavy(c, r, last); ok {
			passes, last = 0, p
		} else {
			b.Pass(c)
			passes, last = passes+1, NoPoint
		}
		moves++
		c = c.Opponent()
		if stop != nil && stop() {
			break
		}
	}
	return moves
}

// RebuildFrom makes b the position of src, built afresh from its stones,
// so that random playouts from b depend on that position alone, not on
// how src was reached: the chains and the list of empty points the moves
// are drawn from (whose orders follow a board's past) are built from the
// stones taken in point order, and there is no superko history (a playout
// then knows only its own positions). The stones, the hash, the ko, the
// prisoners and the rules are src's. src may be b.
func (b *Board) RebuildFrom(src *Board) {
	size, rules := src.size, src.rules
	ko, koColor, prisoners := src.ko, src.koColor, src.prisoners
	black, white := src.sets[Black], src.sets[White]
	b.size, b.rules = size, rules
	b.reset()
	b.recolor(black.Union(white), black, white)
	b.ko, b.koColor, b.prisoners = ko, koColor, prisoners
	b.history = b.history[:0]
}
