package analysis

// judge gives every group its status for this round and adds the groups
// found dead to the dead set. It reports whether any stone died.
func (e *statusEngine) judge() bool {
	var newDead []int
	e.settle()
	for gi := range e.groups {
		if e.groups[gi].status == Dead {
			newDead = append(newDead, gi)
		}
	}
	// A dying group that borders a region holding another dying group
	// (of the opponent) waits: the inner group dies first, and the region
	// may then give the outer one its eyes.
	kill := newDead[:0:0]
	for _, gi := range newDead {
		if !e.holdsDying(gi, newDead) {
			kill = append(kill, gi)
		} else {
			e.groups[gi].status = Unsettled
		}
	}
	newDead = kill
	for _, gi := range newDead {
		g := &e.groups[gi]
		e.dead = e.dead.Union(g.stones)
		e.deadGroups = append(e.deadGroups, Group{Color: g.color, Stones: g.stones, eyeSpace: g.eyeSpace,
			Status: Dead, Eyes: g.eyes})
	}
	return len(newDead) > 0
}

// holdsDying reports whether group gi encloses another dying group h of
// the opponent: h stands in a region of gi's colour that gi borders, and
// that region is smaller than the region of h's colour around gi (so h
// is the inner one of the two).
func (e *statusEngine) holdsDying(gi int, dying []int) bool {
	g := &e.groups[gi]
	for _, hj := range dying {
		h := &e.groups[hj]
		if h.color == g.color {
			continue
		}
		ri := e.regionAt[g.color][h.stones.First()] - 1
		rj := e.regionAt[h.color][g.stones.First()] - 1
		if ri < 0 || rj < 0 || e.regions[ri].pts.Count() >= e.regions[rj].pts.Count() {
			continue
		}
		for _, ci := range e.regions[ri].chains {
			if e.groupOf[ci] == gi {
				return true
			}
		}
	}
	return false
}

// groupStatus decides one group's status in the current round.
func (e *statusEngine) groupStatus(gi int) Status {
	g := &e.groups[gi]
	switch {
	case g.passAlive:
		return PassAlive
	case g.eyes >= 2:
		if g.seki {
			return Seki
		}
		return Alive
	}
	enclosed := g.enclosed
	// Capturing races and seki against weak neighbours.
	race := e.race(gi)
	switch {
	case race == raceSeki:
		return Seki
	case race == raceWin && enclosed:
		return Unsettled
	case !enclosed:
		if g.eyes >= 1 || g.libs.Count() >= 3 {
			return Alive
		}
		return Unsettled
	case race == raceEven || g.eyes >= 1.5:
		return Unsettled
	}
	return Dead
}

// strong reports whether a group lives on its own: pass-alive or two eyes.
func (g *stGroup) strong() bool { return g.passAlive || g.eyes >= 2 }
