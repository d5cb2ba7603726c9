package core

import "fmt"

// Verify is verify, for the tests of package core_test (board_test.go,
// game_test.go, board_stress_test.go, ...), which draw their boards with coretest
// and so cannot be inside package core.
var Verify = verify

// verify compares every incrementally maintained structure of b with a
// from-scratch recomputation: chains found by flood fill over point sets,
// liberties as Chain.Border − stones (seed 000's Libs), the Zobrist hash,
// the colour sets and the empty list.
func verify(b *Board) error { return verifyBoard(b, false) }

// verifyRecord is verify for a position replayed from a record, where a
// setup or a move onto a stone may leave chains without liberties.
func verifyRecord(b *Board) error { return verifyBoard(b, true) }

func verifyBoard(b *Board, record bool) error {
	var hash uint64
	sets := [3]PointSet{NewPointSet(b.size), NewPointSet(b.size), NewPointSet(b.size)}
	for y := 0; y < b.size; y++ {
		for x := 0; x < b.size; x++ {
			p := Pt(x, y)
			c := b.color[p]
			if c > White {
				return fmt.Errorf("%v has colour %d", p, c)
			}
			sets[c].Add(p)
			if c.IsStone() {
				hash ^= zobristStone[p][c]
			}
		}
	}
	if hash != b.hash {
		return fmt.Errorf("hash %x, recomputed %x", b.hash, hash)
	}
	for c := range sets {
		if !sets[c].Equal(b.sets[c]) {
			return fmt.Errorf("set of %v differs", Color(c))
		}
	}
	if len(b.empties) != sets[Empty].Count() {
		return fmt.Errorf("empty list has %d points, board has %d", len(b.empties), sets[Empty].Count())
	}
	for i, p := range b.empties {
		if !sets[Empty].Has(p) || int(b.emptyAt[p]) != i {
			return fmt.Errorf("empty list entry %d (%v) is wrong", i, p)
		}
	}
	for _, c := range []Color{Black, White} {
		for chain := range sets[c].Components() {
			h := b.head[chain.First()]
			var want chainInfo
			for p := range chain.All() {
				if b.head[p] != h {
					return fmt.Errorf("%v is in chain %v but has head %v", p, chain.First(), b.head[p])
				}
				want.stones++
				for _, q := range [4]Point{p - Stride, p - 1, p + 1, p + Stride} {
					if b.color[q] == Empty {
						want.addLib(q)
					}
				}
			}
			// The circular list must visit exactly the chain.
			n, q := 0, h
			for {
				if !chain.Has(q) {
					return fmt.Errorf("chain list of %v reaches %v", h, q)
				}
				n++
				q = b.next[q]
				if q == h || n > chain.Count() {
					break
				}
			}
			if n != chain.Count() {
				return fmt.Errorf("chain list of %v has %d stones, chain has %d", h, n, chain.Count())
			}
			if b.chain[h] != want {
				return fmt.Errorf("chain %v info %+v, recomputed %+v", h, b.chain[h], want)
			}
			libs := chain.Border().Intersect(sets[Empty]).Count()
			if got := b.Liberties(h); got != libs {
				return fmt.Errorf("chain %v has %d liberties, recomputed %d", h, got, libs)
			}
			if libs == 0 && !record {
				return fmt.Errorf("chain %v has no liberties", h)
			}
			if b.InAtari(h) != (libs == 1) {
				return fmt.Errorf("chain %v atari=%v with %d liberties", h, b.InAtari(h), libs)
			}
		}
	}
	return nil
}
