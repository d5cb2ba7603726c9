package analysis

// raceResult is the outcome of a group's capturing races.
type raceResult uint8

const (
	raceNone raceResult = iota // no weak neighbour: nothing to race
	raceLose                   // it loses every race
	raceEven                   // the side to move wins
	raceWin                    // it captures a neighbour
	raceSeki                   // a neighbour and it live in seki
)

// race plays out, by counting liberties, the capturing races of group gi
// against the opponent groups it touches that are enclosed too (a
// neighbour with a way out is not caught in a race).
// Each side's count is its liberties outside the shared ones, plus the
// shared ones when it alone has an eye (the other must fill them too);
// with no outside liberties left on either side and shared liberties
// that neither can fill (two, or one when both have an eye), it is seki.
func (e *statusEngine) race(gi int) raceResult {
	g := &e.groups[gi]
	best := raceNone
	e.raceSeen = append(e.raceSeen[:0], make([]bool, len(e.groups))...)
	seen := e.raceSeen
	for p := range g.stones.Border().Intersect(e.b.Stones(g.color.Opponent())).All() {
		ci := e.chainAt[p] - 1
		hj := e.groupOf[ci]
		if hj < 0 || seen[hj] {
			continue
		}
		seen[hj] = true
		h := &e.groups[hj]
		if !h.enclosed {
			continue
		}
		shared := g.libs.Intersect(h.libs)
		nShared := shared.Count()
		outG := g.libs.Minus(shared).Minus(g.eyeSpace).Count()
		outH := h.libs.Minus(shared).Minus(h.eyeSpace).Count()
		eyeG, eyeH := g.eyes >= 1, h.eyes >= 1
		if outG == 0 && outH == 0 && (nShared >= 2 || (nShared >= 1 && eyeG && eyeH)) && eyeG == eyeH {
			return raceSeki
		}
		cg := g.libs.Minus(shared).Count()
		ch := h.libs.Minus(shared).Count()
		switch {
		case eyeG && !eyeH:
			cg += nShared
		case eyeH && !eyeG:
			ch += nShared
		default:
			cg += nShared
			ch += nShared
		}
		r := raceLose
		switch {
		case cg > ch:
			r = raceWin
		case cg == ch:
			r = raceEven
		}
		best = max(best, r)
	}
	return best
}
