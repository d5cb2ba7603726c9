package analysis

import (
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// TestAllShadowsMatchesFullInfluence plays random stones on and off an
// allShadows-only influence (the status engine's, whose shade and charge
// take their own ways) and a full one, and checks after every change that
// their allShadows potentials are the same to the bit: the shortcuts
// change how the shadow sums are found, not the sums nor the order in
// which the potentials change.
func TestAllShadowsMatchesFullInfluence(t *testing.T) {
	for _, size := range []int{2, 5, 9, 13, 19, 25} {
		b, err := core.NewBoard(size, core.ChineseRules)
		if err != nil {
			t.Fatal(err)
		}
		lean, full := newAllShadows(b), newInfluence(b)
		r := core.NewRand(uint64(size))
		for step := 0; step < 600; step++ {
			p := core.Pt(r.Intn(size), r.Intn(size))
			switch {
			case full.stones[core.Black].Has(p) || full.stones[core.White].Has(p):
				lean.Remove(p)
				full.Remove(p)
			case r.Intn(2) == 0:
				lean.Add(core.Black, p)
				full.Add(core.Black, p)
			default:
				lean.Add(core.White, p)
				full.Add(core.White, p)
			}
			if lean.pot[allShadows] != full.pot[allShadows] {
				t.Fatalf("%d×%d, step %d (%v): the allShadows potentials differ", size, size, step, p)
			}
		}
		lean.release()
	}
}
