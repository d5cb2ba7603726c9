package core_test

import (
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/coretest"
	"github.com/stretchr/testify/require"
)

// After every move of random games the incremental chains, liberties, hash
// and sets must equal a from-scratch recomputation (verify), under every
// rule preset: simple ko, positional superko (Chinese, Tromp-Taylor) and
// situational superko (AGA, New Zealand), suicide forbidden and allowed
// (Tromp-Taylor, New Zealand). Under the rules that allow suicide, the
// games must have played suicides, single-stone ones included under New
// Zealand rules.
func TestRandomGamesMatchRecomputation(t *testing.T) {
	games := map[int]int{19: 6, 9: 40, 5: 150}
	if testing.Short() {
		games = map[int]int{19: 1, 9: 5, 5: 20}
	}
	// suicides counts, per rule set, the suicides played, of one stone
	// and of more.
	suicides := map[string]*[2]int{}
	for _, rules := range core.RulePresets {
		suicides[rules.Name] = new([2]int)
	}
	for size, n := range games {
		for _, rules := range core.RulePresets {
			r := core.NewRand(uint64(size*1000 + n))
			for g := 0; g < n; g++ {
				b, err := core.NewBoard(size, rules)
				if err != nil {
					t.Fatal(err)
				}
				c := core.Black
				passes := 0
				for move := 0; move < 3*size*size && passes < 2; move++ {
					// Mostly random legal moves; sometimes fill own eyes too,
					// which makes suicides and big captures happen.
					var ok bool
					if r.Intn(8) == 0 {
						var p core.Point
						stones := b.Stones(c).Count()
						p, ok = coretest.PlayAnyLegal(b, c, r)
						if ok && b.At(p) == core.Empty {
							if stones == b.Stones(c).Count() {
								suicides[rules.Name][0]++
							} else {
								suicides[rules.Name][1]++
							}
						}
					} else {
						_, ok = b.PlayRandom(c, r)
					}
					if ok {
						passes = 0
					} else {
						b.Pass(c)
						passes++
					}
					if err := core.Verify(b); err != nil {
						t.Fatalf("%d×%d %s game %d move %d: %v\n%v", size, size, rules.Name, g, move, err, b)
					}
					c = c.Opponent()
				}
			}
		}
	}
	for name, n := range suicides {
		t.Logf("%s: %d single-stone and %d multi-stone suicides", name, n[0], n[1])
	}
	for _, rules := range core.RulePresets {
		n := suicides[rules.Name]
		switch {
		case !rules.Suicide:
			require.Zero(t, n[0]+n[1], "%s forbids suicide", rules.Name)
		case rules.Ko == core.SituationalSuperko:
			require.Positive(t, n[0], "no single-stone suicide under %s rules", rules.Name)
			fallthrough
		default:
			require.Positive(t, n[1], "no multi-stone suicide under %s rules", rules.Name)
		}
	}
}

// legalPosition reports whether every chain of the position has a liberty,
// computed with point sets only (no Board): the chains are the components
// of each colour, and a chain's liberties are its border minus all stones.
func legalPosition(size int, black, white core.PointSet) bool {
	empty := black.Union(white).Complement()
	for _, s := range []core.PointSet{black, white} {
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
		pts := core.FullSet(size).Points()
		total := 1
		for range pts {
			total *= 3
		}
		count, boardCount := 0, 0
		for code := 0; code < total; code++ {
			black, white := core.NewPointSet(size), core.NewPointSet(size)
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
			if size >= core.MinSize {
				// The same count through the Board's own chains and liberties.
				b, _ := core.NewBoard(size, core.JapaneseRules)
				b.Setup(core.Black, black.Points()...)
				b.Setup(core.White, white.Points()...)
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
		if size >= core.MinSize && boardCount != want[size] {
			t.Errorf("%d×%d: Board counts %d legal positions, OEIS A094777 says %d", size, size, boardCount, want[size])
		}
	}
}
