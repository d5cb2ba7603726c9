package core

// chainInfo is kept at a chain's head point. Liberties are kept as pseudo-
// liberties: one entry for every (stone, adjacent empty point) pair, with the
// sum and the sum of squares of the empty points' indexes. A chain has exactly
// one distinct liberty when n·Σp² = (Σp)², which makes atari detection exact
// and O(1) while merges stay O(1) too (the same bookkeeping as Fuego and
// Pachi). Exact liberty counts are computed on demand from the chain.
type chainInfo struct {
	stones uint16
	plibs  uint16
	sum    uint32
	sq     uint32
}

func (ci *chainInfo) addLib(p Point) {
	ci.plibs++
	ci.sum += uint32(p)
	ci.sq += uint32(p) * uint32(p)
}

func (ci *chainInfo) removeLib(p Point) {
	ci.plibs--
	ci.sum -= uint32(p)
	ci.sq -= uint32(p) * uint32(p)
}

// inAtari reports whether the chain has exactly one distinct liberty.
func (ci *chainInfo) inAtari() bool {
	return ci.plibs > 0 && uint64(ci.plibs)*uint64(ci.sq) == uint64(ci.sum)*uint64(ci.sum)
}

// Board is a position with its rules: stones, chains with their liberties,
// the Zobrist hash, the ko point, prisoners, and (under a superko rule) the
// set of earlier positions, which is seed 001's game (G_cur, S, P_b, P_w).
//
// Chains are maintained incrementally as stones are added (seed 000's first
// method): a new stone joins, merges or starts a chain, and only the chains
// next to it are examined for capture (seed 001's Lift). A Board is not safe
// for concurrent mutation; Clone it to share.
type Board struct {
	size  int
	color [NumSlots]Color
	head  [NumSlots]Point
	next  [NumSlots]Point
	chain [NumSlots]chainInfo
	// sets[Empty], sets[Black] and sets[White] partition the board.
	sets      [3]PointSet
	hash      uint64
	ko        Point
	koColor   Color
	prisoners [3]int
	rules     Rules
	// history holds the superko keys of every position since the start
	// (nil under simple ko).
	history []uint64
	// empties lists the empty points, for random playouts; emptyAt is the
	// index of each empty point in it.
	empties  []Point
	emptyAt  [NumSlots]int16
	emptyBuf [MaxSize * MaxSize]Point
}

// NewBoard returns an empty size×size board under the given rules.
func NewBoard(size int, rules Rules) (*Board, error) {
	if size < MinSize || size > MaxSize {
		return nil, errorf(ErrBoardSize, "%d×%d (sizes go from %d to %d)", size, size, MinSize, MaxSize)
	}
	b := &Board{size: size, rules: rules}
	b.reset()
	return b, nil
}

func (b *Board) reset() {
	for i := range b.color {
		b.color[i] = offBoard
		b.head[i] = NoPoint
		b.next[i] = NoPoint
		b.chain[i] = chainInfo{}
	}
	b.sets[Empty] = FullSet(b.size)
	b.sets[Black] = NewPointSet(b.size)
	b.sets[White] = NewPointSet(b.size)
	b.empties = b.emptyBuf[:0]
	for p := range b.sets[Empty].All() {
		b.color[p] = Empty
		b.emptyAt[p] = int16(len(b.empties))
		b.empties = append(b.empties, p)
	}
	b.hash = 0
	b.ko, b.koColor = NoPoint, Empty
	b.prisoners = [3]int{}
	b.history = b.history[:0]
	if b.rules.Ko != SimpleKo {
		b.history = append(b.history, b.superkoKey(b.hash, Black))
	}
}

// Clone returns an independent copy of b.
func (b *Board) Clone() *Board {
	c := new(Board)
	c.CopyFrom(b)
	return c
}

// CopyFrom makes b an independent copy of src, reusing b's memory.
//
// Between two boards of the same size it copies the per-point arrays only
// up to the board's last point: the slots past it are guard slots that no
// move writes, the same on every board of that size, and on a small board
// they are most of the ~15 KB struct (the puzzle solver copies a board for
// every move it tries).
func (b *Board) CopyFrom(src *Board) {
	hist := b.history[:0]
	if b.size != src.size || b.size == 0 {
		*b = *src
		b.history = append(hist, src.history...)
		b.empties = b.emptyBuf[:len(src.empties)]
		return
	}
	n := int(Pt(src.size-1, src.size-1)) + 1
	copy(b.color[:n], src.color[:n])
	copy(b.head[:n], src.head[:n])
	copy(b.next[:n], src.next[:n])
	copy(b.chain[:n], src.chain[:n])
	copy(b.emptyAt[:n], src.emptyAt[:n])
	b.sets = src.sets
	b.hash = src.hash
	b.ko, b.koColor = src.ko, src.koColor
	b.prisoners = src.prisoners
	b.rules = src.rules
	b.history = append(hist, src.history...)
	b.empties = b.emptyBuf[:len(src.empties)]
	copy(b.empties, src.empties)
}

// Size returns the number of lines.
func (b *Board) Size() int { return b.size }

// Rules returns the rule set the board enforces.
func (b *Board) Rules() Rules { return b.rules }

// At returns the colour at p (Empty for points off the board).
func (b *Board) At(p Point) Color {
	// One unsigned comparison takes out the negative points too; slot 0
	// is a guard slot.
	if uint(p) >= NumSlots {
		return Empty
	}
	if c := b.color[p]; c != offBoard {
		return c
	}
	return Empty
}

// Stones returns the set of points holding c (Empty gives the empty points).
func (b *Board) Stones(c Color) PointSet {
	if c > White {
		return NewPointSet(b.size)
	}
	return b.sets[c]
}

// Hash returns the Zobrist hash of the stones on the board.
func (b *Board) Hash() uint64 { return b.hash }

// Ko returns the point the given player may not play because of the simple
// ko rule, or NoPoint.
func (b *Board) Ko(c Color) Point {
	if c == b.koColor {
		return b.ko
	}
	return NoPoint
}

// Prisoners returns the number of stones c has captured.
func (b *Board) Prisoners(c Color) int {
	if c > White {
		return 0
	}
	return b.prisoners[c]
}

// SetPrisoners sets the number of stones c has captured (for loaded games).
func (b *Board) SetPrisoners(c Color, n int) {
	if c.IsStone() && n >= 0 {
		b.prisoners[c] = n
	}
}

// ChainHead returns the representative point of the chain at p (NoPoint if
// p is empty). Two stones are in the same chain exactly when their heads are
// equal.
func (b *Board) ChainHead(p Point) Point {
	if uint(p) < NumSlots && b.color[p].IsStone() {
		return b.head[p]
	}
	return NoPoint
}

// Chain returns the stones of the chain at p (empty if p is not a stone).
func (b *Board) Chain(p Point) PointSet {
	s := NewPointSet(b.size)
	if !b.At(p).IsStone() {
		return s
	}
	q := p
	for {
		s.w[q>>6] |= 1 << (uint(q) & 63)
		q = b.next[q]
		if q == p {
			return s
		}
	}
}

// ChainBorder returns the points next to the chain at p and not in it,
// Chain(p).Border(), found by walking the chain rather than by shifting
// whole-board sets (cheaper for the chains of a game; the puzzle solver's
// pass-aliveness test asks it for every chain it meets).
func (b *Board) ChainBorder(p Point) PointSet {
	s := NewPointSet(b.size)
	if !b.At(p).IsStone() {
		return s
	}
	h := b.head[p]
	q := p
	for {
		for _, r := range [4]Point{q - Stride, q - 1, q + 1, q + Stride} {
			// Empty points and guard slots have no head.
			if b.color[r] != offBoard && b.head[r] != h {
				s.w[r>>6] |= 1 << (uint(r) & 63)
			}
		}
		q = b.next[q]
		if q == p {
			return s
		}
	}
}

// LibertySet returns the liberties of the chain at p: Libs(X, Y) =
// X.Border − Y of seed 000, i.e. the empty points next to the chain.
func (b *Board) LibertySet(p Point) PointSet {
	if !b.At(p).IsStone() {
		return NewPointSet(b.size)
	}
	return b.Chain(p).Border().Intersect(b.sets[Empty])
}

// Liberties returns the number of distinct liberties of the chain at p.
func (b *Board) Liberties(p Point) int {
	if !b.At(p).IsStone() {
		return 0
	}
	h := b.head[p]
	if b.chain[h].plibs == 0 {
		return 0
	}
	if b.chain[h].inAtari() {
		return 1
	}
	// Walk the chain and mark its empty neighbours: for the chains of a
	// game this is cheaper than LibertySet's shifts of whole-board sets.
	var seen [setWords]uint64
	return b.markLiberties(h, &seen)
}

// markLiberties walks the chain with head h, marks in seen its empty
// neighbours that are not marked yet and returns how many it marked.
func (b *Board) markLiberties(h Point, seen *[setWords]uint64) int {
	n := 0
	q := h
	for {
		for _, r := range [4]Point{q - Stride, q - 1, q + 1, q + Stride} {
			if b.color[r] == Empty {
				w, bit := r>>6, uint64(1)<<(uint(r)&63)
				if seen[w]&bit == 0 {
					seen[w] |= bit
					n++
				}
			}
		}
		q = b.next[q]
		if q == h {
			return n
		}
	}
}

// InAtari reports whether the chain at p has exactly one liberty.
func (b *Board) InAtari(p Point) bool {
	return b.At(p).IsStone() && b.chain[b.head[p]].inAtari()
}

// ChainHeads returns the head of every chain on the board, in point order.
func (b *Board) ChainHeads() []Point {
	var out []Point
	for _, c := range [2]Color{Black, White} {
		for p := range b.sets[c].All() {
			if b.head[p] == p {
				out = append(out, p)
			}
		}
	}
	return out
}

// superkoKey is the key stored in history for a position with toMove to play.
func (b *Board) superkoKey(hash uint64, toMove Color) uint64 {
	if b.rules.Ko == SituationalSuperko && toMove == White {
		return hash ^ zobristToMove
	}
	return hash
}

func (b *Board) seen(key uint64) bool {
	for _, k := range b.history {
		if k == key {
			return true
		}
	}
	return false
}

// moveEffect is what a legal move will do, found by check and carried out by apply.
type moveEffect struct {
	captures [4]Point // heads of captured chains
	ncapt    int
	suicide  bool
	// alone reports that no friendly stone is next to the point, so a
	// suicide there is a single-stone suicide.
	alone bool
}

// violation is a rule a move breaks; check returns one without allocating,
// and the exported methods turn it into an error.
type violation uint8

const (
	legal violation = iota
	vColor
	vOutOfBounds
	vOccupied
	vKo
	vSuicide
	vSuperko
	// vSuperkoSuicide is a single-stone suicide refused by superko: the
	// board after it is the board before it.
	vSuperkoSuicide
)

// err turns a violation by c at p into an error wrapping its sentinel.
func (b *Board) err(v violation, c Color, p Point) error {
	switch v {
	case vColor:
		return errorf(ErrColor, "%v cannot move", c)
	case vOutOfBounds:
		return errorf(ErrOutOfBounds, "%v is not on the %d×%d board", p, b.size, b.size)
	case vOccupied:
		return errorf(ErrOccupied, "%v already holds a %v stone", p, b.color[p])
	case vKo:
		return errorf(ErrKo, "%v would retake the ko at once; play elsewhere first", p)
	case vSuicide:
		return errorf(ErrSuicide, "%v would leave its own stones without liberties", p)
	case vSuperkoSuicide:
		if b.rules.Ko == SituationalSuperko {
			return errorf(ErrSuperko, "%v is a single-stone suicide: it leaves the board as it is, and that position has already occurred with the same player to move", p)
		}
		return errorf(ErrSuperko, "%v is a single-stone suicide: it would leave the board as it is, which repeats the position", p)
	case vSuperko:
		if b.rules.Ko == SituationalSuperko {
			return errorf(ErrSuperko, "%v would repeat an earlier position with the same player to move", p)
		}
		return errorf(ErrSuperko, "%v would repeat an earlier position", p)
	}
	return nil
}

// check decides whether c may play at p (seed 004): the point must be on the
// board and empty, not the simple-ko point, not suicide unless the rules
// allow it, and under superko it must not repeat a position. It fills eff
// with what the move will capture.
//
// A single-stone suicide is judged like any other suicide: where suicide
// is allowed it leaves the board as it was, so positional superko forbids
// it (the position repeats) and situational superko allows it unless that
// board has already occurred with the opponent to move (see docs/core.md, "Suicide").
func (b *Board) check(c Color, p Point, eff *moveEffect) violation {
	if c != Black && c != White {
		return vColor
	}
	if p <= 0 || int(p) >= NumSlots || b.color[p] == offBoard {
		return vOutOfBounds
	}
	if b.color[p] != Empty {
		return vOccupied
	}
	if p == b.ko && c == b.koColor {
		return vKo
	}
	b.effect(c, p, eff)
	if eff.suicide && !b.rules.Suicide {
		return vSuicide
	}
	if b.rules.Ko != SimpleKo && b.seen(b.superkoKey(b.resultHash(c, p, eff), c.Opponent())) {
		if eff.suicide && eff.alone {
			return vSuperkoSuicide
		}
		return vSuperko
	}
	return legal
}

// effect fills eff with what c playing on the empty point p does: the
// opponent chains it captures (those next to p in atari, seed 001) and
// whether it is a suicide, whatever the rules say.
func (b *Board) effect(c Color, p Point, eff *moveEffect) {
	opp := c.Opponent()
	liberty, safeFriend, friends := false, false, false
	for _, q := range [4]Point{p - Stride, p - 1, p + 1, p + Stride} {
		switch b.color[q] {
		case Empty:
			liberty = true
		case c:
			friends = true
			if !b.chain[b.head[q]].inAtari() {
				safeFriend = true
			}
		case opp:
			h := b.head[q]
			if b.chain[h].inAtari() && !eff.captured(h) {
				eff.captures[eff.ncapt] = h
				eff.ncapt++
			}
		}
	}
	eff.suicide = !liberty && !safeFriend && eff.ncapt == 0
	eff.alone = !friends
}

func (e *moveEffect) captured(h Point) bool {
	for i := 0; i < e.ncapt; i++ {
		if e.captures[i] == h {
			return true
		}
	}
	return false
}

// resultHash is the hash of the position after c plays p with effect eff.
func (b *Board) resultHash(c Color, p Point, eff *moveEffect) uint64 {
	h := b.hash
	if eff.suicide {
		// The stone at p comes and goes; the friendly chains go.
		var done [4]Point
		nd := 0
		for _, q := range [4]Point{p - Stride, p - 1, p + 1, p + Stride} {
			if b.color[q] != c {
				continue
			}
			hd := b.head[q]
			dup := false
			for i := 0; i < nd; i++ {
				dup = dup || done[i] == hd
			}
			if dup {
				continue
			}
			done[nd] = hd
			nd++
			h ^= b.chainHash(hd, c)
		}
		return h
	}
	h ^= zobristStone[p][c]
	for i := 0; i < eff.ncapt; i++ {
		h ^= b.chainHash(eff.captures[i], c.Opponent())
	}
	return h
}

func (b *Board) chainHash(head Point, c Color) uint64 {
	var h uint64
	q := head
	for {
		h ^= zobristStone[q][c]
		q = b.next[q]
		if q == head {
			return h
		}
	}
}

// Legal returns nil if c may play at p, or the rule the move breaks
// (ErrOutOfBounds, ErrOccupied, ErrKo, ErrSuicide, ErrSuperko).
func (b *Board) Legal(c Color, p Point) error {
	var eff moveEffect
	return b.err(b.check(c, p, &eff), c, p)
}

// IsLegal reports whether Legal(c, p) is nil, without making the error:
// for searches that test many points, most of them illegal.
func (b *Board) IsLegal(c Color, p Point) bool {
	var eff moveEffect
	return b.check(c, p, &eff) == legal
}

// Play puts a c stone on p, lifts the opponent chains it captures (only
// chains next to p can be captured, seed 001), then, if suicide is allowed,
// lifts its own chain if that has no liberty. It returns the number of
// stones captured. An illegal move returns an error and changes nothing.
func (b *Board) Play(c Color, p Point) (captured int, err error) {
	var eff moveEffect
	if v := b.check(c, p, &eff); v != legal {
		return 0, b.err(v, c, p)
	}
	return b.apply(c, p, &eff), nil
}

// Pass records c's pass: it clears the ko and, under situational superko,
// remembers the position with the other player to move.
func (b *Board) Pass(c Color) {
	b.ko, b.koColor = NoPoint, Empty
	if b.rules.Ko == SituationalSuperko {
		b.history = append(b.history, b.superkoKey(b.hash, c.Opponent()))
	}
}

func (b *Board) apply(c Color, p Point, eff *moveEffect) int {
	opp := c.Opponent()
	b.addStone(c, p)
	for _, q := range [4]Point{p - Stride, p - 1, p + 1, p + Stride} {
		if b.color[q] == c && b.head[q] != b.head[p] {
			b.merge(b.head[p], b.head[q])
		}
	}
	captured := 0
	for i := 0; i < eff.ncapt; i++ {
		captured += b.removeChain(eff.captures[i])
	}
	b.prisoners[c] += captured
	b.ko, b.koColor = NoPoint, Empty
	if eff.suicide {
		b.prisoners[opp] += b.removeChain(b.head[p])
	} else if captured == 1 && eff.ncapt == 1 {
		h := b.head[p]
		if b.chain[h].stones == 1 && b.chain[h].inAtari() {
			b.ko, b.koColor = eff.captures[0], opp
		}
	}
	if b.rules.Ko != SimpleKo {
		b.history = append(b.history, b.superkoKey(b.hash, opp))
	}
	return captured
}

// addStone puts a lone stone of colour c on empty p and takes p away from the
// pseudo-liberties of the chains around it.
func (b *Board) addStone(c Color, p Point) {
	b.color[p] = c
	b.hash ^= zobristStone[p][c]
	b.sets[c].w[p>>6] |= 1 << (uint(p) & 63)
	b.sets[Empty].w[p>>6] &^= 1 << (uint(p) & 63)
	// Remove p from the empty list by moving the last entry into its slot.
	i := b.emptyAt[p]
	last := b.empties[len(b.empties)-1]
	b.empties[i] = last
	b.emptyAt[last] = i
	b.empties = b.empties[:len(b.empties)-1]

	b.head[p], b.next[p] = p, p
	ci := &b.chain[p]
	*ci = chainInfo{stones: 1}
	for _, q := range [4]Point{p - Stride, p - 1, p + 1, p + Stride} {
		switch b.color[q] {
		case Empty:
			ci.addLib(q)
		case Black, White:
			b.chain[b.head[q]].removeLib(p)
		}
	}
}

// merge joins the chains with heads a and b; the larger keeps its head.
func (b *Board) merge(a, c Point) {
	if b.chain[a].stones < b.chain[c].stones {
		a, c = c, a
	}
	q := c
	for {
		b.head[q] = a
		q = b.next[q]
		if q == c {
			break
		}
	}
	b.next[a], b.next[c] = b.next[c], b.next[a]
	ca, cc := &b.chain[a], &b.chain[c]
	ca.stones += cc.stones
	ca.plibs += cc.plibs
	ca.sum += cc.sum
	ca.sq += cc.sq
}

// removeChain lifts the chain with the given head and gives its points back
// as liberties to the chains around it (seed 001's removeBlock). It returns
// the number of stones removed.
func (b *Board) removeChain(head Point) int {
	c := b.color[head]
	n := 0
	q := head
	for {
		b.color[q] = Empty
		b.hash ^= zobristStone[q][c]
		b.sets[c].w[q>>6] &^= 1 << (uint(q) & 63)
		b.sets[Empty].w[q>>6] |= 1 << (uint(q) & 63)
		b.emptyAt[q] = int16(len(b.empties))
		b.empties = append(b.empties, q)
		n++
		q = b.next[q]
		if q == head {
			break
		}
	}
	for {
		nx := b.next[q]
		for _, r := range [4]Point{q - Stride, q - 1, q + 1, q + Stride} {
			if col := b.color[r]; col == Black || col == White {
				b.chain[b.head[r]].addLib(q)
			}
		}
		b.head[q], b.next[q] = NoPoint, NoPoint
		q = nx
		if q == head {
			break
		}
	}
	return n
}

// Setup places or removes stones without applying capture rules, as SGF's
// AB, AW and AE properties do, then rebuilds the chains they touch. Points
// off the board are ignored. Setup clears the ko and, under superko,
// remembers the position with either player to move (a setup does not say
// who moves next).
func (b *Board) Setup(c Color, pts ...Point) {
	if c <= White {
		d := NewPointSet(b.size)
		for _, p := range pts {
			if p.OnBoard(b.size) {
				d.Add(p)
			}
		}
		var black, white PointSet
		switch c {
		case Black:
			black = d
		case White:
			white = d
		}
		b.recolor(d, black, white)
	}
	b.ko, b.koColor = NoPoint, Empty
	if b.rules.Ko != SimpleKo {
		b.history = append(b.history, b.superkoKey(b.hash, Black), b.superkoKey(b.hash, White))
	}
}

// recolor gives every point of d the colour black and white say (Black on
// the points of black, White on those of white, Empty on the rest of d) and
// rebuilds only the chains that touch d. It lifts every chain holding a
// point of d or of its border, then puts back the lifted stones outside d
// and the new stones of d one by one, merging as stones are played. That
// is exact: a chain of the new position that touches d or its border is
// made of stones of d and of chains of the old position that were next to
// d, so it is made of points put back here, and no other chain changes.
// Its cost is the size of d and of the chains around it, not of the board.
// d must belong to this board's size. It leaves the ko and the history
// alone; the hash, the sets and the empty list follow the stones.
func (b *Board) recolor(d, black, white PointSet) {
	touched := d.Grow().Intersect(b.sets[Black].Union(b.sets[White]))
	var lifted [3]PointSet
	for touched.Any() {
		p := touched.First()
		chain := b.Chain(p)
		c := b.color[p]
		lifted[c] = lifted[c].Union(chain)
		touched = touched.Minus(chain)
		b.removeChain(b.head[p])
	}
	toBlack := lifted[Black].Minus(d).Union(black.Intersect(d))
	toWhite := lifted[White].Minus(d).Union(white.Intersect(d)).Minus(toBlack)
	put := toBlack.Union(toWhite)
	for p := range put.All() {
		c := White
		if toBlack.Has(p) {
			c = Black
		}
		b.addStone(c, p)
		for _, q := range [4]Point{p - Stride, p - 1, p + 1, p + Stride} {
			if b.color[q] == c && b.head[q] != b.head[p] {
				b.merge(b.head[p], b.head[q])
			}
		}
	}
}

// String draws the board as text, top row first, with GTP coordinates:
// X for black, O for white, '.' for empty.
func (b *Board) String() string {
	buf := make([]byte, 0, (b.size+2)*(2*b.size+6))
	header := func() {
		buf = append(buf, "   "...)
		for x := 0; x < b.size; x++ {
			buf = append(buf, ' ')
			buf = append(buf, ColumnLetter(x)...)
		}
		buf = append(buf, '\n')
	}
	header()
	for y := b.size - 1; y >= 0; y-- {
		row := []byte{' ', ' ', ' '}
		n := y + 1
		if n >= 10 {
			row[1] = byte('0' + n/10)
		}
		row[2] = byte('0' + n%10)
		buf = append(buf, row...)
		for x := 0; x < b.size; x++ {
			buf = append(buf, ' ')
			switch b.color[Pt(x, y)] {
			case Black:
				buf = append(buf, 'X')
			case White:
				buf = append(buf, 'O')
			default:
				buf = append(buf, '.')
			}
		}
		buf = append(buf, '\n')
	}
	header()
	return string(buf)
}
