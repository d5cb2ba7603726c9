package puzzles

import "github.com/gobot-baduk/gobot/core"

// The proof-number search (df-pn, Nagai 2002, in negamax form): every
// position has a proof number (how many leaves must still be proved for
// the player to move to win) and a disproof number; the search always
// descends into the child that is cheapest to settle, within thresholds
// that send it back up as soon as a sibling becomes cheaper. On problems
// with many answers that look alike it finds the proof or refutation far
// sooner than a depth-first search in a fixed order.
//
// Results are kept in a table keyed like the depth-first search's. The
// repetition rule makes a result depend on the path; df-pn has no cheap
// sound way to keep such results apart (the graph history interaction
// problem), so a proof-number search that meets a repetition gives up
// and the question is answered by the depth-first search, which tracks
// which results depended on the path.

// pnInf is an infinite proof or disproof number.
const pnInf int64 = 1 << 50

// pnEntry is a position's proof and disproof numbers, for its player to
// move.
type pnEntry struct{ pn, dn int64 }

// pnChild is one move of an expanded position, with the child's numbers
// (for the child's player to move, the opponent).
type pnChild struct {
	q      core.Point // NoPoint for the pass
	key    uint64
	pn, dn int64
	fixed  bool // a settled child: its numbers never change
	passed bool
}

// errRepetition stops a proof-number search that met a repetition.
type errRepetitionT struct{}

func (errRepetitionT) Error() string { return "puzzles: repetition in the proof-number search" }

var errRepetition error = errRepetitionT{}

// solve reports whether toMove wins from b: df-pn first, the depth-first
// search if df-pn meets a repetition.
func (st *state) solve(b *core.Board, toMove core.Color, passed bool, depth int) (bool, error) {
	if st.pnTable == nil {
		st.pnTable = map[uint64]pnEntry{}
	}
	base := len(st.path)
	st.abort = nil
	pn, _ := st.mid(b, toMove, passed, depth, pnInf, pnInf)
	st.path = st.path[:base]
	switch err := st.abort; {
	case err == errRepetition:
		st.abort = nil
		w, _, err := st.search(b, toMove, passed, depth)
		return w, err
	case err != nil:
		return false, err
	}
	return pn == 0, nil
}

// mid expands b until its proof number reaches thpn or its disproof
// number thdn, and returns them. It stops at once, with st.abort set, when
// the budget runs out or a repetition is met.
func (st *state) mid(b *core.Board, toMove core.Color, passed bool, depth int, thpn, thdn int64) (int64, int64) {
	st.nodes++
	if st.nodes > st.budget {
		st.abort = ErrTooHard
		return 0, 0
	}
	if passed && toMove == st.p.Defender {
		// The defender passes too, with the target on the board: life.
		return 0, pnInf
	}
	k := key(b, toMove, passed)
	st.path = append(st.path, pathKey(b, toMove))
	kids := st.expand(b, toMove, passed, depth)
	if st.abort != nil {
		st.path = st.path[:len(st.path)-1]
		return 0, 0
	}
	opp := toMove.Opponent()
	var pn, dn int64
	for {
		// pn: the cheapest child to disprove; dn: all children proved.
		best, dn2 := -1, pnInf
		pn, dn = pnInf, 0
		for i := range kids {
			c := &kids[i]
			if !c.fixed {
				if e, ok := st.pnTable[c.key]; ok {
					c.pn, c.dn = e.pn, e.dn
				}
			}
			if c.dn < pn {
				best, dn2, pn = i, pn, c.dn
			} else if c.dn < dn2 {
				dn2 = c.dn
			}
			dn = addPN(dn, c.pn)
		}
		if pn >= thpn || dn >= thdn {
			break
		}
		c := &kids[best]
		// The child's proof number counts in our disproof number, its
		// disproof number is our proof number (with 1+ε slack against
		// switching back and forth).
		cthpn := min(pnInf, thdn-dn+c.pn)
		cthdn := min(thpn, dn2+dn2/4+1)
		nb := st.board(depth)
		nb.CopyFrom(b)
		if c.q == core.NoPoint {
			nb.Pass(toMove)
		} else if _, err := nb.Play(toMove, c.q); err != nil {
			panic("puzzles: a legal move became illegal: " + err.Error())
		}
		c.pn, c.dn = st.mid(nb, opp, c.passed, depth+1, cthpn, cthdn)
		if st.abort != nil {
			st.path = st.path[:len(st.path)-1]
			return 0, 0
		}
	}
	st.pnTable[k] = pnEntry{pn, dn}
	st.path = st.path[:len(st.path)-1]
	return pn, dn
}

func addPN(a, b int64) int64 {
	if a >= pnInf || b >= pnInf {
		return pnInf
	}
	return min(a+b, pnInf-1)
}

// expand lists toMove's moves from b and the pass, most promising first,
// with the children's numbers: settled for a child that ends the fight,
// from the table or 1 and 1 for the others.
func (st *state) expand(b *core.Board, toMove core.Color, passed bool, depth int) []pnChild {
	for len(st.kids) <= depth {
		st.kids = append(st.kids, nil)
	}
	kids := st.kids[depth][:0]
	p := st.p
	opp := toMove.Opponent()
	won := pnChild{fixed: true, pn: pnInf, dn: 0}  // the child's player loses
	lost := pnChild{fixed: true, pn: 0, dn: pnInf} // the child's player wins
	child := func(nb *core.Board, passedNow bool) pnChild {
		k := key(nb, opp, passedNow)
		c := pnChild{key: k, pn: 1, dn: 1, passed: passedNow}
		if e, ok := st.pnTable[k]; ok {
			c.pn, c.dn = e.pn, e.dn
		}
		return c
	}
	nb := st.board(depth)
	for _, q := range st.moves(b, toMove, depth) {
		nb.CopyFrom(b)
		if _, err := nb.Play(toMove, q); err != nil {
			continue
		}
		var c pnChild
		switch {
		case toMove == p.Solver && nb.Ko(opp) != core.NoPoint:
			// The opponent retakes the ko at once: the Solver loses.
			c = lost
		default:
			if o, done := st.terminal(nb, toMove == p.Defender); done {
				if o == opp {
					c = lost
				} else {
					c = won
				}
			} else if st.repeated(nb, opp) {
				st.abort = errRepetition
				return nil
			} else {
				c = child(nb, false)
			}
		}
		c.q = q
		kids = append(kids, c)
		if c.fixed && c.dn == 0 {
			// A winning move: nothing else matters.
			st.kids[depth] = kids
			return kids
		}
	}
	// The pass.
	var c pnChild
	switch {
	case passed:
		// Two passes: the target is still on the board, so it lives.
		if opp == p.Defender {
			c = lost
		} else {
			c = won
		}
	case opp == p.Defender:
		// The defender may pass in turn and live.
		c = lost
	default:
		nb.CopyFrom(b)
		nb.Pass(toMove)
		if st.repeated(nb, opp) {
			st.abort = errRepetition
			return nil
		}
		c = child(nb, true)
	}
	c.q = core.NoPoint
	kids = append(kids, c)
	st.kids[depth] = kids
	return kids
}
