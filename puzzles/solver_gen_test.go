package puzzles

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// place says where a random problem sits on the board.
type place int

const (
	corner place = iota
	edge
	centre
)

func (w place) String() string { return [...]string{"corner", "edge", "centre"}[w] }

// randomProblem is an enclosed life-and-death problem for the solver tests
// and benchmarks: a random connected shape of n points (the region) in a
// corner, on an edge or in the centre of a 19×19 board, ringed by a solid
// chain of the defender's stones (the target), with one of them sometimes
// left out (the region then reaches the attacker's wall), ringed in turn by
// a solid attacker wall whose liberties lie outside; inside, a few random stones
// of both colours (which makes seki, ko, snapbacks and throw-ins possible).
// The defender, the side the puzzle asks and so the goal are random.
type randomProblem struct {
	*Problem
	where place
	name  string
}

func newRandomProblem(t testing.TB, rng *rand.Rand, n int, where place, stones int) randomProblem {
	t.Helper()
	for {
		if p, ok := tryRandomProblem(rng, n, where, stones); ok {
			return p
		}
	}
}

func tryRandomProblem(rng *rand.Rand, n int, where place, stones int) (randomProblem, bool) {
	const size = 19
	var start core.Point
	switch where {
	case corner:
		start = core.Pt(0, size-1)
	case edge:
		start = core.Pt(9, size-1)
	default:
		start = core.Pt(9, 9)
	}
	// Grow the shape inside a box that leaves room for two rings.
	inBox := func(q core.Point) bool {
		if !q.OnBoard(size) {
			return false
		}
		return abs(q.X()-start.X()) <= 5 && abs(q.Y()-start.Y()) <= 5
	}
	shape := core.NewPointSet(size, start)
	for shape.Count() < n {
		var frontier []core.Point
		for q := range shape.Border().All() {
			if inBox(q) {
				frontier = append(frontier, q)
			}
		}
		if len(frontier) == 0 {
			return randomProblem{}, false
		}
		shape.Add(frontier[rng.IntN(len(frontier))])
	}
	defender := core.Black
	if rng.IntN(2) == 1 {
		defender = core.White
	}
	attacker := defender.Opponent()
	ring := shape.Grow8().Minus(shape)
	region := shape
	// Sometimes leave a gap in the defender's ring.
	if rng.IntN(4) == 0 {
		pts := ring.Points()
		q := pts[rng.IntN(len(pts))]
		ring.Remove(q)
		region.Add(q)
	}
	wall := shape.Union(ring).Grow8().Minus(shape.Union(ring))
	b, err := core.NewBoard(size, core.JapaneseRules)
	if err != nil {
		panic(err)
	}
	b.Setup(defender, ring.Points()...)
	b.Setup(attacker, wall.Minus(region).Points()...)
	// Interior stones, played so that nothing is captured.
	inner := shape.Points()
	for range stones {
		q := inner[rng.IntN(len(inner))]
		c := defender
		if rng.IntN(2) == 1 {
			c = attacker
		}
		if b.At(q) != core.Empty {
			continue
		}
		nb := b.Clone()
		if n, err := nb.Play(c, q); err != nil || n > 0 {
			continue
		}
		b.Setup(c, q)
	}
	// Every chain must have a liberty, and the target must be on the board.
	for _, h := range b.ChainHeads() {
		if b.Liberties(h) == 0 {
			return randomProblem{}, false
		}
	}
	if ring.Empty() {
		return randomProblem{}, false
	}
	solver := defender
	if rng.IntN(2) == 1 {
		solver = attacker
	}
	p := &Problem{Board: b, Region: region, Target: ring, Defender: defender, Solver: solver}
	empty := region.Intersect(b.Stones(core.Empty)).Count()
	goal := "live"
	if solver != defender {
		goal = "kill"
	}
	return randomProblem{Problem: p, where: where,
		name: fmt.Sprintf("%v-%d-empty-%s-%v", where, empty, goal, solver)}, true
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// emptyPoints is the number of empty region points of p.
func emptyPoints(p *Problem) int {
	return p.Region.Intersect(p.Board.Stones(core.Empty)).Count()
}
