package analysis

import (
	"math/bits"
	"sync"

	"github.com/gobot-baduk/gobot/core"
)

// maxSearchRegion is the largest closed region searchRegionClass solves.
const maxSearchRegion = 8

// maxSearchOuter is the number of outer liberties beyond which more make no
// difference to a region of up to maxSearchRegion points; larger counts
// are searched as this many.
const maxSearchOuter = 4

// searchRegionClass finds the class of a closed region by exhaustive search of
// its local game (Nakamura §3.2's classes, decided by play instead of by
// features). The model: region (at most maxSearchRegion points of the
// board) is closed by one enclosing group that holds every point next to
// it and has outer liberties elsewhere; prisoners are the opponent's
// stones inside. The group's owner may play in the region or pass; the
// opponent may play in the region, fill an outer liberty or pass. Captures,
// no suicide, and positional superko over the line played apply. The game
// ends when the group is captured (O: the region gave at most one eye) or
// after two passes with the group alive: L when no opponent stone is left
// in the region, S (seki) otherwise. outcomeKo is settled by searching once with
// each side as ko master (allowed to retake at once, as with endless ko
// threats); when the two differ the result is K.
//
// Values that depend on the line played (a repetition was refused) are not
// memoized; the others are, as usual for such solvers, although a
// repetition refused elsewhere could in principle change them (the
// graph-history interaction). The tests find that it changes nothing on
// the regions they can check: the search without a memo (exact along
// every line, and exponential) gives the same class for every empty
// region of up to six points with 0 to 4 outer liberties and every
// placement of prisoners in the bulky five; a second search on real
// Boards agrees on every empty region of up to seven points, with the
// outer liberties the tests try (TestSearchRegionMatchesBoardSearchLarge).
//
// ok is false when the region is too large or the position is impossible
// (a prisoner chain or the group without liberties).
func searchRegionClass(region, prisoners core.PointSet, outer int) (class eyeClass, ok bool) {
	return searchRegion(region, prisoners, outer, true)
}

// searchRegion is searchRegionClass, with the memo turned off when memo is
// false: then every value is searched along the line that reaches it, as
// the rules define it, which the tests use to check the memo.
func searchRegion(region, prisoners core.PointSet, outer int, memo bool) (class eyeClass, ok bool) {
	return searchRegionDef(region, core.PointSet{}, prisoners, outer, memo)
}

// searchRegionDef is searchRegion with defender stones in the region at
// the start (def: the group's stones in holes of the region, see
// regionHoles); a defender chain not next to the wall is a chain of its
// own, which needs a liberty and can be captured.
func searchRegionDef(region, def, prisoners core.PointSet, outer int, memo bool) (class eyeClass, ok bool) {
	g, ok := newRegionGame(region)
	if !ok {
		return eyeClass{}, false
	}
	att := g.mask(prisoners)
	dm := g.mask(def)
	if att&dm != 0 {
		return eyeClass{}, false
	}
	if outer > maxSearchOuter {
		outer = maxSearchOuter
	}
	if outer < 0 {
		outer = 0
	}
	// Every prisoner chain needs a liberty, and so does every defender
	// chain and the group.
	for x := att; x != 0; x &= x - 1 {
		if g.around(g.chain(att, bits.TrailingZeros16(x)))&^(att|dm) == 0 {
			return eyeClass{}, false
		}
	}
	for x := dm &^ g.wStones(dm); x != 0; x &= x - 1 {
		if g.around(g.chain(dm, bits.TrailingZeros16(x)))&^(att|dm) == 0 {
			return eyeClass{}, false
		}
	}
	if g.wLibs(dm, att, outer) == 0 {
		return eyeClass{}, false
	}
	var key regionKey
	if memo {
		key = g.key(dm, att, outer)
		if cl, hit := knownClass(key); hit {
			return cl, true
		}
	}
	var s [2]regionSolver // [0]: attacker is ko master, [1]: defender
	for i := range s {
		s[i].init(g, i == 1, nil)
		s[i].noMemo = !memo
		defer s[i].release()
	}
	outcome := func(defFirst bool) eyeOutcome {
		a := s[1].solve(dm, att, outer, defFirst)
		b := s[0].solve(dm, att, outer, defFirst)
		if a != b {
			return outcomeKo
		}
		return [3]eyeOutcome{outcomeOneEye, outcomeSeki, outcomeLive}[a]
	}
	class = eyeClass{First: outcome(true), Second: outcome(false)}
	if memo {
		keepClass(key, class)
	}
	return class, true
}

// regionKey is everything a search's answer depends on: the region's
// shape (its points' neighbours inside it, nb, and those next to the
// enclosing group, border), the defender and attacker stones in it and
// the outer liberties, each bit i standing for the region's point i.
type regionKey struct {
	nb   uint64 // nb[i] in byte i (a region has at most 8 points)
	rest uint64 // n, border, def, att, outer
}

// key returns the key of a search of g from def, att and outer (the last
// at most maxSearchOuter).
func (g *regionGame) key(def, att uint16, outer int) regionKey {
	var k regionKey
	for i := 0; i < g.n; i++ {
		k.nb |= uint64(g.nb[i]) << (8 * i)
	}
	k.rest = uint64(g.n) | uint64(g.border)<<8 | uint64(def)<<16 | uint64(att)<<24 | uint64(outer)<<32
	return k
}

// searchedClasses keeps the classes the searches found, across analyses:
// a game's successive positions hold the same eye spaces, and the search
// of one costs tens of microseconds where a look-up costs tens of
// nanoseconds. The answer depends on the key alone (the search is
// deterministic and each starts with an empty memo), so a kept class is
// the one a new search would find. It is emptied when it holds
// searchedClassesMax classes.
var searchedClasses struct {
	sync.Mutex
	m map[regionKey]eyeClass
}

const searchedClassesMax = 1 << 14

func knownClass(k regionKey) (eyeClass, bool) {
	searchedClasses.Lock()
	cl, ok := searchedClasses.m[k]
	searchedClasses.Unlock()
	return cl, ok
}

func keepClass(k regionKey, cl eyeClass) {
	searchedClasses.Lock()
	if searchedClasses.m == nil || len(searchedClasses.m) >= searchedClassesMax {
		searchedClasses.m = make(map[regionKey]eyeClass)
	}
	searchedClasses.m[k] = cl
	searchedClasses.Unlock()
}

// regionGame is the geometry of one region: its points as bits.
type regionGame struct {
	n      int
	pts    [maxSearchRegion]core.Point
	nb     [maxSearchRegion]uint16 // neighbours inside the region
	border uint16                  // points next to the enclosing group
	full   uint16
}

func newRegionGame(region core.PointSet) (*regionGame, bool) {
	g := &regionGame{}
	size := region.Size()
	for p := range region.All() {
		if g.n == maxSearchRegion {
			return nil, false
		}
		g.pts[g.n] = p
		g.n++
	}
	if g.n == 0 {
		return nil, false
	}
	g.full = uint16(1)<<g.n - 1
	for i := 0; i < g.n; i++ {
		p := g.pts[i]
		for _, q := range [4]core.Point{p + 1, p - 1, p + core.Stride, p - core.Stride} {
			if !q.OnBoard(size) {
				continue
			}
			if j := g.index(q); j >= 0 {
				g.nb[i] |= 1 << j
			} else {
				g.border |= 1 << i
			}
		}
	}
	return g, true
}

func (g *regionGame) index(p core.Point) int {
	for i := 0; i < g.n; i++ {
		if g.pts[i] == p {
			return i
		}
	}
	return -1
}

// mask returns the bits of the points of s in the region.
func (g *regionGame) mask(s core.PointSet) uint16 {
	var m uint16
	for i := 0; i < g.n; i++ {
		if s.Has(g.pts[i]) {
			m |= 1 << i
		}
	}
	return m
}

// around returns the points of the region next to the set m (not in m).
func (g *regionGame) around(m uint16) uint16 {
	var r uint16
	for x := m; x != 0; x &= x - 1 {
		r |= g.nb[bits.TrailingZeros16(x)]
	}
	return r &^ m
}

// chain returns the chain of the stones s that holds point i.
func (g *regionGame) chain(s uint16, i int) uint16 {
	c := uint16(1) << i
	for {
		d := c | g.around(c)&s
		if d == c {
			return c
		}
		c = d
	}
}

// wStones returns the defender stones in the region joined to the
// enclosing group.
func (g *regionGame) wStones(def uint16) uint16 {
	w := def & g.border
	for {
		d := w | g.around(w)&def
		if d == w {
			return w
		}
		w = d
	}
}

// wLibs returns the enclosing group's liberties: the empty points next to
// it or to the defender stones joined to it, plus the outer liberties.
func (g *regionGame) wLibs(def, att uint16, outer int) int {
	empty := g.full &^ (def | att)
	return bits.OnesCount16((g.border|g.around(g.wStones(def)))&empty) + outer
}

// Values of the local game, from the defender's side.
const (
	valDead  = 0
	valSeki  = 1
	valAlive = 2
	valNone  = 3
)

// regionState is one position of the local game.
type regionState struct {
	def, att uint16
	outer    int
	ko       int // point the side to move may not retake, or -1
	toDef    bool
	passed   bool
}

// pow3 maps a bit mask to the sum of 3^i over its bits, for base-3 keys.
var pow3 = func() (t [1 << maxSearchRegion]int32) {
	for m := range t {
		v, p := int32(0), int32(1)
		for i := 0; i < maxSearchRegion; i++ {
			if m&(1<<i) != 0 {
				v += p
			}
			p *= 3
		}
		t[m] = v
	}
	return t
}()

// regionSolver searches the local game for one ko master, memoizing values
// that do not depend on the line played.
type regionSolver struct {
	g        *regionGame
	defKoMst bool
	npos     int
	*solverBuf
	noMemo bool // search every value anew (tests)
}

// solverBuf is a solver's memory, kept between searches (a region of eight
// points needs 2.4 MB of memo, which the status analysis would otherwise
// allocate and clear for every region it searches). A memo entry is
// gen<<3 | value+1: entries of earlier searches have an older gen and
// read as unknown, so a new search costs no clearing.
type solverBuf struct {
	memo []uint16
	gen  uint16
	path []int8 // positions on the current line (superko); all 0 between searches
}

// solverBufs holds the buffers of each region size.
var solverBufs [maxSearchRegion + 1]sync.Pool

// memoGenMax is the last generation before the memo is cleared (13 bits).
const memoGenMax = 1<<13 - 1

// init prepares the solver for region game g with buf as its memory (nil:
// one from solverBufs, or a new one).
func (s *regionSolver) init(g *regionGame, defKoMaster bool, buf *solverBuf) {
	npos := 1
	for i := 0; i < g.n; i++ {
		npos *= 3
	}
	s.g, s.defKoMst, s.npos = g, defKoMaster, npos*(maxSearchOuter+1)
	if buf == nil {
		buf, _ = solverBufs[g.n].Get().(*solverBuf)
	}
	if buf == nil {
		buf = newSolverBuf(g.n)
	}
	if buf.gen == memoGenMax {
		clear(buf.memo)
		buf.gen = 0
	}
	buf.gen++
	s.solverBuf = buf
}

// newSolverBuf returns fresh memory for the solver of an n-point region.
func newSolverBuf(n int) *solverBuf {
	npos := maxSearchOuter + 1
	for i := 0; i < n; i++ {
		npos *= 3
	}
	return &solverBuf{memo: make([]uint16, npos*(n+1)*4), path: make([]int8, npos)}
}

// release gives the solver's buffer back for the next search.
func (s *regionSolver) release() {
	solverBufs[s.g.n].Put(s.solverBuf)
	s.solverBuf = nil
}

func (s *regionSolver) pos(st regionState) int {
	return int(pow3[st.def]+2*pow3[st.att])*(maxSearchOuter+1) + st.outer
}

func (s *regionSolver) key(st regionState) int {
	k := (s.pos(st)*(s.g.n+1) + st.ko + 1) * 4
	if st.toDef {
		k += 2
	}
	if st.passed {
		k++
	}
	return k
}

func (s *regionSolver) solve(def, att uint16, outer int, defFirst bool) int {
	st := regionState{def: def, att: att, outer: outer, toDef: defFirst, ko: -1}
	p := s.pos(st)
	s.path[p]++
	v, _ := s.value(st)
	s.path[p]--
	return v
}

func (s *regionSolver) value(st regionState) (int, bool) {
	k := s.key(st)
	if m := s.memo[k]; m>>3 == s.gen {
		return int(m&7 - 1), false
	}
	v, dep := s.search(st)
	if !dep && !s.noMemo {
		s.memo[k] = s.gen<<3 | uint16(v+1)
	}
	return v, dep
}

// child evaluates the position after a move, refusing repetitions except
// the ko master's immediate retake.
func (s *regionSolver) child(next regionState, koRetake bool) (v int, dep, ok bool) {
	p := s.pos(next)
	if s.path[p] > 0 && !koRetake {
		return 0, true, false
	}
	s.path[p]++
	v, dep = s.value(next)
	s.path[p]--
	return v, dep, true
}

func (s *regionSolver) search(st regionState) (int, bool) {
	g := s.g
	best, bestDep, dep := valNone, false, false
	goal := valDead
	if st.toDef {
		goal = valAlive
	}
	consider := func(v int, d bool) bool {
		dep = dep || d
		if best == valNone || (st.toDef && v > best) || (!st.toDef && v < best) {
			best, bestDep = v, d
		}
		return best == goal
	}
	done := func() (int, bool) {
		if best == goal && !bestDep {
			return best, false
		}
		return best, dep
	}
	master := st.toDef == s.defKoMst
	empty := g.full &^ (st.def | st.att)
	for x := empty; x != 0; x &= x - 1 {
		i := bits.TrailingZeros16(x)
		if i == st.ko && !master {
			continue
		}
		next, v, legal := s.play(st, i)
		if !legal {
			continue
		}
		d := false
		if v == valNone {
			var ok bool
			if v, d, ok = s.child(next, i == st.ko); !ok {
				dep = true
				continue
			}
		}
		if consider(v, d) {
			return done()
		}
	}
	if !st.toDef && st.outer > 0 {
		if g.wLibs(st.def, st.att, st.outer-1) == 0 {
			if consider(valDead, false) {
				return done()
			}
		} else if v, d, ok := s.child(regionState{def: st.def, att: st.att, outer: st.outer - 1, toDef: true, ko: -1}, false); ok {
			if consider(v, d) {
				return done()
			}
		}
	}
	if st.passed {
		v := valSeki
		if st.att == 0 {
			v = valAlive
		}
		if consider(v, false) {
			return done()
		}
	} else {
		v, d := s.value(regionState{def: st.def, att: st.att, outer: st.outer, toDef: !st.toDef, ko: -1, passed: true})
		if consider(v, d) {
			return done()
		}
	}
	return done()
}

// play makes the move at point i for the side to move. It returns the next
// state, or valDead when the move captures the enclosing group (valNone
// otherwise), and whether the move is legal.
func (s *regionSolver) play(st regionState, i int) (regionState, int, bool) {
	g := s.g
	bit := uint16(1) << i
	def, att := st.def, st.att
	var captured uint16
	if st.toDef {
		def |= bit
		for x := g.nb[i] & att; x != 0; x &= x - 1 {
			ch := g.chain(att, bits.TrailingZeros16(x))
			if g.around(ch)&^(def|att) == 0 {
				captured |= ch
			}
		}
		att &^= captured
		if g.wStones(def)&bit != 0 {
			if g.wLibs(def, att, st.outer) == 0 {
				return st, 0, false
			}
		} else if g.around(g.chain(def, i))&^(def|att) == 0 {
			return st, 0, false
		}
	} else {
		att |= bit
		if g.wLibs(def, att, st.outer) == 0 {
			return st, valDead, true
		}
		for x := g.nb[i] & def &^ g.wStones(def); x != 0; x &= x - 1 {
			ch := g.chain(def, bits.TrailingZeros16(x))
			if g.around(ch)&^(def|att) == 0 {
				captured |= ch
			}
		}
		def &^= captured
		if g.around(g.chain(att, i))&^(def|att) == 0 {
			return st, 0, false
		}
	}
	ko := -1
	own := att
	if st.toDef {
		own = def
	}
	// A single stone that captured a single stone and has that point as
	// its only liberty makes a ko (a defender stone joined to the
	// enclosing group never does).
	if bits.OnesCount16(captured) == 1 && g.chain(own, i) == bit && g.around(bit)&^(def|att) == captured &&
		!(st.toDef && g.border&bit != 0) {
		ko = bits.TrailingZeros16(captured)
	}
	return regionState{def: def, att: att, outer: st.outer, toDef: !st.toDef, ko: ko}, valNone, true
}
