package generate

import (
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/puzzles"
)

// Placement is where on the board a problem sits.
type Placement uint8

const (
	// NoPlacement is the zero Placement.
	NoPlacement Placement = iota
	// Corner problems' regions touch two edges of the board that meet.
	Corner
	// Edge problems' regions touch one edge (or two that face each other).
	Edge
	// Centre problems' regions touch none.
	Centre
)

// String returns "corner", "edge", "centre" or "".
func (p Placement) String() string {
	switch p {
	case Corner:
		return "corner"
	case Edge:
		return "edge"
	case Centre:
		return "centre"
	}
	return ""
}

// position is a candidate problem before it is judged: stones, the region
// the fight is confined to (the whole inside of the wall, stones
// included), the defender and its target chain.
type position struct {
	size     int
	stones   [2]core.PointSet // indexed by colour: Black-1, White-1
	region   core.PointSet
	target   core.PointSet
	defender core.Color
	source   string
}

func colIdx(c core.Color) int {
	if c == core.White {
		return 1
	}
	return 0
}

func (p *position) clone() *position {
	c := *p
	return &c
}

// board sets the position up on a fresh board.
func (p *position) board() *core.Board {
	b, err := core.NewBoard(p.size, core.JapaneseRules)
	if err != nil {
		panic(err) // sizes come from this package: 9, 13 or 19
	}
	b.Setup(core.Black, p.stones[0].Points()...)
	b.Setup(core.White, p.stones[1].Points()...)
	return b
}

// problem is the solver's question with solver moving first.
func (p *position) problem(b *core.Board, solver core.Color) *puzzles.Problem {
	return &puzzles.Problem{Board: b, Region: p.region, Target: p.target, Defender: p.defender, Solver: solver}
}

// placement classifies the position by the board edges its region (the
// fight: XR) touches, as the bot names a puzzle's place: a corner when it
// reaches the top or bottom edge and the left or right edge, a side when
// it reaches one of them, else the centre. (The walls are left out: on a
// small board they reach edges far from the fight.)
func (p *position) placement() Placement {
	x0, y0, x1, y1 := p.size, p.size, -1, -1
	for q := range p.region.All() {
		x0, x1 = min(x0, q.X()), max(x1, q.X())
		y0, y1 = min(y0, q.Y()), max(y1, q.Y())
	}
	v := y0 == 0 || y1 == p.size-1
	h := x0 == 0 || x1 == p.size-1
	switch {
	case v && h:
		return Corner
	case v || h:
		return Edge
	}
	return Centre
}

// wall returns the attacker's stones outside the region.
func (p *position) wall() core.PointSet {
	return p.stones[colIdx(p.defender.Opponent())].Minus(p.region)
}

// solidWalls reports whether every stone outside the region belongs to a
// chain with at least two liberties outside the region, and the region's
// outside neighbours are all such stones (or off the board). Since moves
// are confined to the region, such a wall can never be captured.
func (p *position) solidWalls(b *core.Board) bool {
	outside := p.region.Border()
	for q := range outside.All() {
		if b.At(q) != p.defender.Opponent() {
			return false
		}
	}
	if p.stones[colIdx(p.defender)].Minus(p.region).Any() {
		return false
	}
	seen := core.NewPointSet(p.size)
	for q := range p.wall().All() {
		if seen.Has(q) {
			continue
		}
		ch := b.Chain(q)
		seen = seen.Union(ch)
		if b.LibertySet(q).Minus(p.region).Count() < 2 {
			return false
		}
	}
	return true
}

// wallTouches reports whether every wall stone lies within two points of
// the region: the first ring (the region's 8-neighbour border) shuts the
// inside in, and a second ring, only where thicken put it, gives a thin
// wall chain its outside liberties.
func (p *position) wallTouches() bool {
	near := p.region.Grow8().Grow8()
	return p.wall().Minus(near).Empty()
}

// thicken gives every wall chain with fewer than two liberties outside the
// region its outside liberties as more wall stones, twice at most, so that
// a wall squeezed against the board's edge becomes solid.
func (p *position) thicken() {
	att := colIdx(p.defender.Opponent())
	for range 2 {
		b := p.board()
		added := false
		for q := range p.wall().All() {
			libs := b.LibertySet(q).Minus(p.region)
			if libs.Count() >= 2 {
				continue
			}
			for l := range b.Chain(q).Border().Minus(p.region).All() {
				if b.At(l) == core.Empty {
					p.stones[att].Add(l)
					added = true
				}
			}
		}
		if !added {
			return
		}
	}
}

// empties returns the region's empty points.
func (p *position) empties() core.PointSet {
	return p.region.Minus(p.stones[0]).Minus(p.stones[1])
}

// inner returns the stones inside the region that are not the target.
func (p *position) inner() core.PointSet {
	return p.region.Intersect(p.stones[0].Union(p.stones[1])).Minus(p.target)
}

// withoutStone returns a copy with the stone at q taken away (its point
// stays in the region).
func (p *position) withoutStone(q core.Point) *position {
	c := p.clone()
	c.stones[0].Remove(q)
	c.stones[1].Remove(q)
	return c
}

// legalSetup reports whether every chain on b has a liberty (a set-up
// position that could not arise otherwise is refused).
func legalSetup(b *core.Board) bool {
	for _, h := range b.ChainHeads() {
		if b.Liberties(h) == 0 {
			return false
		}
	}
	return true
}
