package analysis

import (
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/coretest"
	"github.com/stretchr/testify/require"
)

// randomPosition plays a random game on a size×size board: moves random
// legal moves that do not fill own eyes for up to maxMoves moves (or until
// both pass), so that short games give open positions and long ones
// finished positions full of eyes.
func randomPosition(t testing.TB, size int, rules core.Rules, r *core.Rand, maxMoves int) *core.Board {
	t.Helper()
	b, err := core.NewBoard(size, rules)
	require.NoError(t, err)
	b.Playout(core.Black, r, maxMoves)
	return b
}

// attack lets c's opponent play up to n legal moves in a row while c
// passes: half of them on liberties of c's target stones when it can (the
// strongest attack a pass-alive chain can meet is the filling of its
// liberties), the others anywhere. It reports the first target stone that
// is captured.
func attack(b *core.Board, c core.Color, target core.PointSet, r *core.Rand, n int) (core.Point, bool) {
	opp := c.Opponent()
	for i := 0; i < n; i++ {
		played := false
		if r.Intn(2) == 0 {
			libs := target.Border().Intersect(b.Stones(core.Empty)).Points()
			if len(libs) > 0 {
				start := r.Intn(len(libs))
				for j := range libs {
					if _, err := b.Play(opp, libs[(start+j)%len(libs)]); err == nil {
						played = true
						break
					}
				}
			}
		}
		if !played {
			if _, ok := coretest.PlayAnyLegal(b, opp, r); !ok {
				b.Pass(opp)
			}
		}
		for p := range target.All() {
			if b.At(p) != c {
				return p, true
			}
		}
	}
	return core.NoPoint, false
}

// Benson's claims are proofs, so an attacker with any number of moves in a
// row must never capture a pass-alive stone, nor make a stone live (become
// pass-alive) inside the other side's safe region; and the owner of a
// safe region must be able to capture every dead stone in it by playing
// only on the dead stones' liberties.
func TestBensonClaimsHoldUnderAttack(t *testing.T) {
	positions := map[int]int{5: 60, 7: 40, 9: 25}
	if testing.Short() {
		positions = map[int]int{5: 15, 7: 10, 9: 5}
	}
	decided := 0
	for size, n := range positions {
		for _, rules := range []core.Rules{core.JapaneseRules, core.TrompTaylorRules} {
			r := core.NewRand(uint64(size*7919 + len(rules.Name)))
			for i := 0; i < n; i++ {
				maxMoves := 4 * size * size
				if i%3 == 0 {
					maxMoves = size * size / 2
				}
				b := randomPosition(t, size, rules, r, maxMoves)
				res := Benson(b)
				for _, c := range [2]core.Color{core.Black, core.White} {
					alive := res.PassAlive(c)
					decided += alive.Count()
					// Several independent attacks on the same position.
					for k := 0; k < 4; k++ {
						a := b.Clone()
						p, lost := attack(a, c, alive, r, 3*size*size)
						require.False(t, lost, "%s %d×%d: pass-alive %v stone at %v was captured; position:\n%v\nafter:\n%v",
							rules.Name, size, size, c, p, b, a)
						after := Benson(a)
						require.True(t, after.PassAlive(c.Opponent()).Intersect(res.safe[c]).Empty(),
							"%s: the attacker made stones pass-alive in %v's safe region:\n%v\nafter:\n%v", rules.Name, c, b, a)
					}
					captureDead(t, b.Clone(), c, res.deadOf(c.Opponent()))
				}
			}
		}
	}
	require.Positive(t, decided, "the random positions must contain pass-alive stones")
}

// captureDead has c capture every stone of dead while the opponent passes,
// playing only on liberties of the dead chains.
func captureDead(t *testing.T, b *core.Board, c core.Color, dead core.PointSet) {
	t.Helper()
	start := b.String()
	for guard := 0; guard < core.NumSlots; guard++ {
		left := dead.Intersect(b.Stones(c.Opponent()))
		if left.Empty() {
			return
		}
		chain := b.Chain(left.First())
		libs := chain.Border().Intersect(b.Stones(core.Empty))
		played := false
		for p := range libs.All() {
			if _, err := b.Play(c, p); err == nil {
				played = true
				break
			}
		}
		require.True(t, played, "%v cannot fill a liberty of the dead chain at %v:\n%v\nnow:\n%v", c, left.First(), start, b)
	}
	t.Fatalf("capturing the dead stones did not end:\n%v", start)
}

// After random games played to the end, Benson's result is stable: the
// stones it calls pass-alive are still pass-alive after the opponent has
// played anywhere outside the pass-alive chains' safe regions.
func TestBensonStableUnderOutsideMoves(t *testing.T) {
	r := core.NewRand(42)
	for i := 0; i < 30; i++ {
		b := randomPosition(t, 9, core.ChineseRules, r, 500)
		res := Benson(b)
		for _, c := range [2]core.Color{core.Black, core.White} {
			a := b.Clone()
			safe := res.safeOf(c)
			for k := 0; k < 20; k++ {
				for _, p := range a.Stones(core.Empty).Points() {
					if !safe.Has(p) && a.Legal(c.Opponent(), p) == nil {
						_, _ = a.Play(c.Opponent(), p)
						break
					}
				}
			}
			after := Benson(a)
			alive := res.PassAlive(c)
			require.True(t, alive.Minus(after.PassAlive(c)).Empty(), "pass-alive stones lost their status:\n%v\nafter:\n%v", b, a)
		}
	}
}
