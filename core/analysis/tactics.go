package analysis

import (
	"math"

	"github.com/gobot-baduk/gobot/core"
)

// A small tactical reader, after GNU Go's attack and find_defense: it
// reads whether one chain of few liberties can be captured in the open,
// by ladders, nets (geta) and the captures and snapbacks around it, with
// a bound on the moves it plays so that a question costs tens of
// microseconds at most. The statuses see eye space and enclosure, not the fights
// of chains short of liberties; the reader tells them about chains that
// die whoever moves first, which no eye space saves.
//
// It plays on a mailbox copy of the board with an undo stack (the core
// Board has none, and copying it for every move would cost more than the
// reading), under the simple ko rule and without suicide.

// tacResult is a reading's answer.
type tacResult int8

const (
	tacUnknown tacResult = iota // over the budget or too deep
	tacYes
	tacNo
)

const (
	// tacEdge marks the guard slots around the board.
	tacEdge core.Color = 3
	// tacMaxDepth bounds a line of play (a ladder across a 19×19 board
	// takes about 40 moves).
	tacMaxDepth = 60
	// tacNetDepth is the depth up to which the attacker also tries the
	// points next to a two-liberty chain's liberties (nets) and attacks
	// chains of three liberties: beyond it a chain that reaches three
	// liberties has escaped. On the tuning half 2 and 4 score alike; 4
	// finds corpus line 216's dead stones (TestTacticallyDeadChains).
	tacNetDepth = 4
	// tacBudget bounds the moves one question plays: a 19×19 middle game
	// asks about 40 chains, most of which escape in one move, and the
	// budget bounds the few that do not (50, 100 and 200 score alike on
	// the tuning half; the ladder breaker test needs more than 150).
	tacBudget = 200
	// tacAnalysisBudget bounds the moves the questions of one analysis
	// play, rescues and captures, after which the chains left are not
	// asked. Counting the rescues alone, on the tuning half's 381
	// positions the median analysis plays 44, the 99th percentile
	// 706 and the most 1,136; a random 19×19 middle game
	// (BenchmarkAnalyze) 568, about 0.2 ms.
	tacAnalysisBudget = 1000
)

var tacDirs = [4]core.Point{1, -1, core.Stride, -core.Stride}

// tacSlots is the length of the reader's per-point arrays: the board's
// slots and more, a power of two, so that the hot loops index them
// through a mask (every point they index is a slot of the board, which
// the mask keeps) instead of a bounds check.
const tacSlots = 1024

// The mask keeps every slot of the board.
var _ [tacSlots - core.NumSlots]struct{}

// tacUndo is one change of a point's colour.
type tacUndo struct {
	p   core.Point
	old core.Color
}

// tacFrame is where a move's changes start in the undo stack, with the
// ko point before it.
type tacFrame struct {
	hist int
	ko   core.Point
}

// tactics is the reader's board and scratch space.
type tactics struct {
	color  [tacSlots]core.Color
	mark   [tacSlots]uint32
	gen    uint32
	ko     core.Point
	hist   []tacUndo
	frames []tacFrame
	stack  []core.Point
	// walk is scan's stack (a chain has fewer stones than the board has
	// points).
	walk [tacSlots]core.Point
	// chain is stonesOf's buffer.
	chain  [core.NumSlots]core.Point
	nodes  int
	budget int
}

// newTactics copies b's stones (not its ko: the reader asks about the
// position, not about whose turn it is).
func newTactics(b *core.Board) *tactics {
	t := &tactics{budget: tacBudget}
	for i := range t.color {
		t.color[i] = tacEdge
	}
	n := b.Size()
	for y := range n {
		for x := range n {
			p := core.Pt(x, y)
			t.color[p] = b.At(p)
		}
	}
	return t
}

// scan walks the chain at p and returns its liberties, at most len(libs)
// of them stored, and their number, counted up to max, then it stops.
// Marks of a scan are never smaller than those of earlier walks (gen only
// grows), so a mark at least sg is this scan's.
//
// What each point next to a stone is (a stone of the chain not met yet,
// a liberty not met yet, or neither) is hard to predict, so the walk finds
// it without a branch, and the walk pushes the stone and stores the
// liberty by moving its pointers or not. The bound is checked after each
// stone's four points: the walk may go a little past it, the count it
// returns is still at most max, and the liberties past max are not
// stored (every caller has max ≥ len(libs), and len(libs) < 8).
func (t *tactics) scan(p core.Point, libs []core.Point, max int) int {
	t.gen += 2
	sg := t.gen
	c := t.color[p]
	n := 0
	var buf [8]core.Point
	st := &t.walk
	st[0] = p
	top := 1
	t.mark[p] = sg
	mark, color := &t.mark, &t.color
	// The four directions are written out, not looped over tacDirs, with
	// scanStep inlined at each: w17-speed's commit 22fbd23 counted scan's
	// instructions 108.7M → 95.3M over 100 BenchmarkAnalyze runs.
	for top > 0 {
		top--
		q := st[top&(tacSlots-1)]
		s, l := scanStep(mark, color, q+1, sg, c)
		st[top&(tacSlots-1)] = q + 1
		top += s
		buf[min(n, len(buf)-1)&(len(buf)-1)] = q + 1
		n += l
		s, l = scanStep(mark, color, q-1, sg, c)
		st[top&(tacSlots-1)] = q - 1
		top += s
		buf[min(n, len(buf)-1)&(len(buf)-1)] = q - 1
		n += l
		s, l = scanStep(mark, color, q+core.Stride, sg, c)
		st[top&(tacSlots-1)] = q + core.Stride
		top += s
		buf[min(n, len(buf)-1)&(len(buf)-1)] = q + core.Stride
		n += l
		s, l = scanStep(mark, color, q-core.Stride, sg, c)
		st[top&(tacSlots-1)] = q - core.Stride
		top += s
		buf[min(n, len(buf)-1)&(len(buf)-1)] = q - core.Stride
		n += l
		if n >= max {
			break
		}
	}
	// buf's last entry is scratch: it holds the first seven liberties.
	copy(libs, buf[:min(n, len(libs), len(buf)-1)])
	return min(n, max)
}

// scanStep marks r with sg if it is a stone of colour c or a liberty,
// not met yet by the scan of marks sg, and returns 1 in same or lib for
// these. (Nothing reads whether a mark of a scan is a stone's or a
// liberty's: scan only asks whether a point was met, and the others
// look at stones.)
func scanStep(mark *[tacSlots]uint32, color *[tacSlots]core.Color, r core.Point, sg uint32, c core.Color) (same, lib int) {
	r &= tacSlots - 1 // (no bounds check)
	mk, col := mark[r], color[r]
	fresh := b2i(mk < sg)
	same = fresh & b2i(col == c)
	lib = fresh & b2i(col == core.Empty)
	mark[r] = max(mk, sg*uint32(same|lib))
	return same, lib
}

// b2i is 1 for true and 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// scanAll is scan without the bound: it walks the whole chain, marking
// every stone, and counts all its liberties.
func (t *tactics) scanAll(p core.Point, libs []core.Point) int {
	return t.scan(p, libs, math.MaxInt)
}

// libs returns the number of liberties of the chain at p, counted up to
// max.
func (t *tactics) libs(p core.Point, max int) int { return t.scan(p, nil, max) }

func (t *tactics) set(p core.Point, c core.Color) {
	t.hist = append(t.hist, tacUndo{p, t.color[p]})
	t.color[p] = c
}

// play puts a c stone on p and lifts what it captures. It reports false
// (and changes nothing) for an illegal move: occupied, the ko point, or
// suicide.
func (t *tactics) play(c core.Color, p core.Point) bool {
	if t.color[p] != core.Empty || p == t.ko {
		return false
	}
	t.frames = append(t.frames, tacFrame{len(t.hist), t.ko})
	t.set(p, c)
	opp := c.Opponent()
	captured, last := 0, core.NoPoint
	for _, d := range tacDirs {
		// A chain with an empty point next to q has a liberty: only the
		// others are walked.
		if q := p + d; t.color[q] == opp && t.emptyAround(q) == 0 && t.libs(q, 1) == 0 {
			n, l := t.lift(q)
			captured += n
			last = l
		}
	}
	if captured == 0 && t.emptyAround(p) == 0 && t.libs(p, 1) == 0 {
		t.undo()
		return false
	}
	t.ko = core.NoPoint
	if captured == 1 {
		alone := true
		for _, d := range tacDirs {
			alone = alone && t.color[p+d] != c
		}
		// A lone stone's liberties are the empty points next to it.
		if alone && t.emptyAround(p) == 1 {
			t.ko = last
		}
	}
	t.nodes++
	return true
}

// emptyAround returns the number of empty points next to p.
func (t *tactics) emptyAround(p core.Point) int {
	return b2i(t.color[p+1] == core.Empty) + b2i(t.color[p-1] == core.Empty) +
		b2i(t.color[p+core.Stride] == core.Empty) + b2i(t.color[p-core.Stride] == core.Empty)
}

// lift takes the chain at p off the board, returning the number of its
// stones and the last one taken. It walks the chain as scan does (the
// marks of a scan of its own), emptying each stone when it leaves the
// stack.
func (t *tactics) lift(p core.Point) (n int, last core.Point) {
	t.gen += 2
	sg := t.gen
	c := t.color[p]
	t.stack = append(t.stack[:0], p)
	t.mark[p] = sg
	for len(t.stack) > 0 {
		q := t.stack[len(t.stack)-1]
		t.stack = t.stack[:len(t.stack)-1]
		t.set(q, core.Empty)
		n++
		last = q
		for _, d := range tacDirs {
			if r := q + d; t.mark[r] != sg && t.color[r] == c {
				t.mark[r] = sg
				t.stack = append(t.stack, r)
			}
		}
	}
	return n, last
}

// undo takes back the last move.
func (t *tactics) undo() {
	f := t.frames[len(t.frames)-1]
	t.frames = t.frames[:len(t.frames)-1]
	for i := len(t.hist) - 1; i >= f.hist; i-- {
		t.color[t.hist[i].p] = t.hist[i].old
	}
	t.hist = t.hist[:f.hist]
	t.ko = f.ko
}

// captureOf asks whether the chain at p is captured with its opponent
// moving first, within the budget.
func (t *tactics) captureOf(p core.Point) tacResult {
	t.nodes = 0
	return t.attack(p, 0)
}

// rescueOf asks whether the chain at p survives with its owner moving
// first, within the budget.
func (t *tactics) rescueOf(p core.Point) tacResult {
	t.nodes = 0
	return t.defend(p, 0)
}

// attack reads whether the opponent of the chain at p, to move, captures
// it.
func (t *tactics) attack(p core.Point, depth int) tacResult {
	if t.nodes >= t.budget || depth > tacMaxDepth {
		return tacUnknown
	}
	var libs [4]core.Point
	n := t.scan(p, libs[:], 4)
	c := t.color[p]
	opp := c.Opponent()
	switch {
	case n == 1:
		if t.play(opp, libs[0]) {
			t.undo()
			return tacYes
		}
		return tacUnknown // a ko
	case n >= 4, n == 3 && depth >= tacNetDepth:
		return tacNo
	}
	var cands [16]core.Point
	m := copy(cands[:], libs[:n])
	if n == 2 && depth < tacNetDepth {
		// Nets: the empty points next to the liberties.
		for _, l := range libs[:n] {
			for _, d := range tacDirs {
				q := l + d
				if t.color[q] != core.Empty || q == libs[0] || q == libs[1] {
					continue
				}
				dup := false
				for _, x := range cands[:m] {
					dup = dup || x == q
				}
				if !dup && m < len(cands) {
					cands[m] = q
					m++
				}
			}
		}
	}
	res := tacNo
	for _, q := range cands[:m] {
		if t.nodes >= t.budget {
			return tacUnknown
		}
		if !t.play(opp, q) {
			continue
		}
		r := tacNo
		// (Two empty points next to a stone are two liberties of its
		// chain.)
		if t.emptyAround(q) < 2 && t.libs(q, 2) == 1 && t.color[p] == c && (t.emptyAround(p) >= 2 || t.libs(p, 2) > 1) {
			// A self-atari that does not atari the chain: the owner
			// takes the stone.
			r = tacYes
		} else {
			r = t.defend(p, depth+1)
		}
		t.undo()
		switch r {
		case tacNo:
			return tacYes
		case tacUnknown:
			res = tacUnknown
		}
	}
	return res
}

// defend reads whether the owner of the chain at p, to move, saves it.
// It tries the chain's liberties first (most chains escape at once), then
// captures of the opponent's chains in atari next to it, ataris on those
// of two liberties and, for a chain of three, the liberties of those of
// three (a capturing race), then, on the first move only, the empty points
// next to the liberties (the vital point of an eye shape is often no
// liberty: a chain in a corner may live by eyes, not by running).
func (t *tactics) defend(p core.Point, depth int) tacResult {
	if t.nodes >= t.budget || depth > tacMaxDepth {
		return tacUnknown
	}
	c := t.color[p]
	var libs [4]core.Point
	n := t.scan(p, libs[:], 4)
	if n >= 4 || n == 3 && depth >= tacNetDepth {
		return tacYes
	}
	var tried [24]core.Point
	m := 0
	res := tacNo
	// try plays q unless it was tried already; it reports whether q saves
	// the chain.
	try := func(q core.Point) bool {
		for _, x := range tried[:m] {
			if x == q {
				return false
			}
		}
		if m < len(tried) {
			tried[m] = q
			m++
		}
		if t.nodes >= t.budget {
			res = tacUnknown
			return false
		}
		if !t.play(c, q) {
			return false
		}
		r := t.attack(p, depth+1)
		t.undo()
		if r == tacUnknown {
			res = tacUnknown
		}
		return r == tacNo
	}
	for _, l := range libs[:n] {
		if try(l) {
			return tacYes
		}
	}
	// The opponent's chains next to the chain, each once: each scan walks
	// the whole chain, and marks are never smaller than earlier ones, so a
	// stone marked above g0 belongs to a chain scanned here already. Only
	// the chains in atari or, with two liberties, counter-ataried take
	// room in near (up to 16 points).
	opp := c.Opponent()
	stones := t.stonesOf(p)
	g0 := t.gen
	var near [16]core.Point
	k := 0
	for _, s := range stones {
		for _, d := range tacDirs {
			q := s + d
			if t.color[q] != opp || t.mark[q] > g0 || k == len(near) {
				continue
			}
			if n == 1 && t.emptyAround(q) >= 2 {
				// A chain of one liberty looks here for captures
				// alone, and two empty points next to q are two
				// liberties: nothing to walk.
				continue
			}
			var l [3]core.Point
			switch nl := t.scanAll(q, l[:]); {
			case nl == 3 && n == 3 && tacRaceFill:
				// A capturing race of three liberties each: the side
				// to move wins it by filling one of the opponent's.
				for _, x := range l {
					if k < len(near) {
						near[k] = x
						k++
					}
				}
			case nl == 1:
				near[k] = l[0]
				k++
			case nl == 2:
				if tacCounterAtari && n >= 2 {
					// A counter-atari (in atari, only one on the chain's
					// liberty saves it, and that is tried already).
					near[k] = l[0]
					k++
					if k < len(near) {
						near[k] = l[1]
						k++
					}
				}
			}
		}
	}
	for _, q := range near[:k] {
		if try(q) {
			return tacYes
		}
	}
	if n >= 2 && depth == 0 {
		for _, l := range libs[:n] {
			for _, d := range tacDirs {
				if q := l + d; t.color[q] == core.Empty && try(q) {
					return tacYes
				}
			}
		}
	}
	return res
}

// stonesOf returns the stones of the chain at p, in a buffer that the
// next call reuses. Like scan it meets the points next to each stone
// without a branch on what they are.
func (t *tactics) stonesOf(p core.Point) []core.Point {
	t.gen++
	g := t.gen
	c := t.color[p]
	ch := &t.chain
	ch[0] = p
	k := 1
	t.mark[p] = g
	for i := 0; i < k; i++ {
		q := ch[i]
		for _, d := range tacDirs {
			r := q + d
			mk := t.mark[r]
			add := b2i(t.color[r] == c) & b2i(mk != g)
			// g on a stone met now, else as it was.
			t.mark[r] = mk + uint32(add)*(g-mk)
			ch[k] = r
			k += add
		}
	}
	return ch[:k]
}

// tacticsMaxLibs is the most liberties a chain may have for the status
// engine to ask the reader whether it dies whoever moves first (0: never
// ask).
var tacticsMaxLibs = 3

// tacCounterAtari lets the defender try ataris on the opponent's chains
// of two liberties next to its chain.
var tacCounterAtari = true

// tacRaceFill lets the defender of a chain of three liberties fill those
// of the opponent's chains of three next to it (a capturing race).
var tacRaceFill = true

// tacticallyDead returns the stones of the chains of at most
// tacticsMaxLibs liberties, neither pass-alive nor dead by Benson, that
// the reader captures whoever moves first: not saved with their owner
// moving first, and captured with the opponent moving first (so that a
// chain in seki, which its owner leaves alone, is not dead). No eye space
// saves a chain taken in the open. The status engine starts its rounds
// with them dead, as it does with Benson's dead (but may revive them).
// The rescue is asked first, since most chains escape at once. It also
// returns the moves the questions played: at most tacAnalysisBudget, which
// bounds each question's budget, after which the chains left are not
// asked.
func (e *statusEngine) tacticallyDead() (dead core.PointSet, moves int) {
	dead = core.NewPointSet(e.size)
	var t *tactics
	for i := range e.chains {
		ch := &e.chains[i]
		if ch.passAlive || ch.nlibs > tacticsMaxLibs || ch.stones.Intersects(&e.dead) || e.inRace(ch) {
			continue
		}
		if moves >= tacAnalysisBudget {
			break
		}
		if t == nil {
			t = newTactics(e.b)
		}
		p := ch.stones.First()
		t.budget = min(tacBudget, tacAnalysisBudget-moves)
		rescued := t.rescueOf(p)
		moves += t.nodes
		if rescued != tacNo || moves >= tacAnalysisBudget {
			continue
		}
		t.budget = min(tacBudget, tacAnalysisBudget-moves)
		captured := t.captureOf(p)
		moves += t.nodes
		if captured == tacYes {
			dead = dead.Union(ch.stones)
		}
	}
	return dead, moves
}

// inRace reports whether the chain ch touches an opponent chain of at
// most three liberties, all of them ch's too: a capturing race or a seki
// in a closed space, where the winner may be the side that sacrifices
// stones to leave the other a dead eye shape (in a seki of two stones in
// the corner, say, the throw-in that turns the capture into a bent three).
// The tactical reader, which sees liberties and not eye shapes, leaves it
// to the status engine's races.
func (e *statusEngine) inRace(ch *stChain) bool {
	for p := range ch.stones.Border().Intersect(e.b.Stones(ch.color.Opponent())).All() {
		o := &e.chains[e.chainAt[p]-1]
		if o.nlibs <= 3 && o.libs.Minus(ch.libs).Empty() {
			return true
		}
	}
	return false
}
