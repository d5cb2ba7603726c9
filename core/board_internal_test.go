package core

import (
	"reflect"
	"testing"
)

// TestCopyFromReusedBoard checks CopyFrom into a board of the same size
// that holds another game (the path that copies only up to the last
// point) against a copy into a fresh board: every field must come out the
// same, so a field added to Board and forgotten there fails here.
func TestCopyFromReusedBoard(t *testing.T) {
	r := NewRand(11)
	for _, size := range []int{2, 9, 13, 19, MaxSize} {
		for _, rules := range RulePresets {
			src, _ := NewBoard(size, rules)
			dst, _ := NewBoard(size, rules)
			c := Black
			for i := 0; i < 300; i++ {
				// dst plays a game of its own before each copy.
				if _, ok := dst.PlayRandom(c.Opponent(), r); !ok {
					dst.Pass(c)
				}
				if _, ok := src.PlayRandom(c, r); !ok {
					src.Pass(c)
				}
				c = c.Opponent()
				dst.CopyFrom(src)
				if !sameBoard(dst, src.Clone()) {
					t.Fatalf("size %d, rules %v, move %d: CopyFrom differs from Clone", size, rules, i)
				}
				// The copy is independent: the same move on both keeps them
				// equal (PlayRandom would reorder the copy's empty list).
				if q := legalMove(dst, c, r); q == NoPoint {
					dst.Pass(c)
					src.Pass(c)
				} else {
					_, err1 := dst.Play(c, q)
					_, err2 := src.Play(c, q)
					if err1 != nil || err2 != nil {
						t.Fatalf("size %d, move %d: %v on the copy: %v, on the source: %v", size, i, q, err1, err2)
					}
				}
				c = c.Opponent()
				if !sameBoard(dst, src.Clone()) {
					t.Fatalf("size %d, rules %v, move %d: the copy and the source went apart", size, rules, i)
				}
			}
		}
	}
}

// sameBoard compares every field, ignoring the empty-point buffer past the
// empty list and the empty-list indexes of points that are not empty
// (both stale by design).
func sameBoard(a, b *Board) bool {
	na, nb := *a, *b
	for _, x := range []*Board{&na, &nb} {
		clear(x.emptyBuf[len(x.empties):])
		for p := range x.emptyAt {
			if x.color[p] != Empty {
				x.emptyAt[p] = 0
			}
		}
		x.empties = nil
		if len(x.history) == 0 {
			x.history = nil
		}
	}
	return reflect.DeepEqual(na, nb) && reflect.DeepEqual(a.empties, b.empties)
}

// legalMove returns a random legal move of c, or NoPoint.
func legalMove(b *Board, c Color, r *Rand) Point {
	n := b.size * b.size
	start := r.Intn(n)
	for i := 0; i < n; i++ {
		k := (start + i) % n
		if p := Pt(k%b.size, k/b.size); b.Legal(c, p) == nil {
			return p
		}
	}
	return NoPoint
}

// TestChainBorderMatchesSets checks ChainBorder against Chain(p).Border()
// on every point of random games.
func TestChainBorderMatchesSets(t *testing.T) {
	r := NewRand(5)
	for _, size := range []int{2, 5, 9, 19, MaxSize} {
		b, _ := NewBoard(size, JapaneseRules)
		c := Black
		for i := 0; i < 400; i++ {
			if _, ok := b.PlayRandom(c, r); !ok {
				b.Pass(c)
			}
			c = c.Opponent()
			for p := Point(0); int(p) < NumSlots; p++ {
				if got, want := b.ChainBorder(p), b.Chain(p).Border(); got != want {
					t.Fatalf("size %d, move %d, %v: ChainBorder %v, Chain.Border %v", size, i, p, got.Points(), want.Points())
				}
			}
		}
	}
}
