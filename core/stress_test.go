package core

import (
	"testing"
)

// After every move of random games the incremental chains, liberties, hash
// and sets must equal a from-scratch recomputation (verify).
func TestRandomGamesMatchRecomputation(t *testing.T) {
	games := map[int]int{19: 6, 9: 40, 5: 150}
	if testing.Short() {
		games = map[int]int{19: 1, 9: 5, 5: 20}
	}
	for size, n := range games {
		for _, rules := range []Rules{JapaneseRules, TrompTaylorRules, ChineseRules} {
			r := NewRand(uint64(size*1000 + n))
			for g := 0; g < n; g++ {
				b, err := NewBoard(size, rules)
				if err != nil {
					t.Fatal(err)
				}
				c := Black
				passes := 0
				for move := 0; move < 3*size*size && passes < 2; move++ {
					// Mostly random legal moves; sometimes fill own eyes too,
					// which makes suicides and big captures happen.
					var ok bool
					if r.Intn(8) == 0 {
						ok = playAnyLegal(b, c, r)
					} else {
						_, ok = b.PlayRandom(c, r)
					}
					if ok {
						passes = 0
					} else {
						b.Pass(c)
						passes++
					}
					if err := verify(b); err != nil {
						t.Fatalf("%d×%d %s game %d move %d: %v\n%v", size, size, rules.Name, g, move, err, b)
					}
					c = c.Opponent()
				}
			}
		}
	}
}

func playAnyLegal(b *Board, c Color, r *Rand) bool {
	empties := b.Stones(Empty).Points()
	if len(empties) == 0 {
		return false
	}
	start := r.Intn(len(empties))
	for i := range empties {
		p := empties[(start+i)%len(empties)]
		if _, err := b.Play(c, p); err == nil {
			return true
		}
	}
	return false
}

// legalPosition reports whether every chain of the position has a liberty,
// computed with point sets only (no Board): the chains are the components
// of each colour, and a chain's liberties are its border minus all stones.
func legalPosition(size int, black, white PointSet) bool {
	empty := black.Union(white).Complement()
	for _, s := range []PointSet{black, white} {
		for chain := range s.Components() {
			if chain.Border().Intersect(empty).Empty() {
				return false
			}
		}
	}
	return true
}

// OEIS A094777: the number of legal positions on an n×n board.
func TestLegalPositionCounts(t *testing.T) {
	want := map[int]int{1: 1, 2: 57, 3: 12675}
	for size := 1; size <= 3; size++ {
		pts := FullSet(size).Points()
		total := 1
		for range pts {
			total *= 3
		}
		count, boardCount := 0, 0
		for code := 0; code < total; code++ {
			black, white := NewPointSet(size), NewPointSet(size)
			k := code
			for _, p := range pts {
				switch k % 3 {
				case 1:
					black.Add(p)
				case 2:
					white.Add(p)
				}
				k /= 3
			}
			if legalPosition(size, black, white) {
				count++
			}
			if size >= MinSize {
				// The same count through the Board's own chains and liberties.
				b, _ := NewBoard(size, JapaneseRules)
				b.Setup(Black, black.Points()...)
				b.Setup(White, white.Points()...)
				ok := true
				for _, h := range b.ChainHeads() {
					if b.Liberties(h) == 0 {
						ok = false
					}
				}
				if ok {
					boardCount++
				}
			}
		}
		if count != want[size] {
			t.Errorf("%d×%d: %d legal positions, OEIS A094777 says %d", size, size, count, want[size])
		}
		if size >= MinSize && boardCount != want[size] {
			t.Errorf("%d×%d: Board counts %d legal positions, OEIS A094777 says %d", size, size, boardCount, want[size])
		}
	}
}
