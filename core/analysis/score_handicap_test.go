package analysis

import (
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/coretest"
	"github.com/stretchr/testify/assert"
)

// White's compensation for handicap stones under each preset: Chinese
// rules give White one point per handicap stone, AGA one per stone after
// the first, New Zealand nothing (White passes instead: see
// NewZealandRules), Tromp-Taylor nothing, and territory scoring
// (Japanese) nothing. A "handicap" of one stone is no handicap.
func TestHandicapCompensation(t *testing.T) {
	// Black owns the four left columns (9 stones, 27 points), White the
	// five right ones (9 stones, 36 points); no prisoners.
	b := coretest.Board(t, `
		...XO....
		...XO....
		...XO....
		...XO....
		...XO....
		...XO....
		...XO....
		...XO....
		...XO....`)
	want := map[string]func(n int) float64{
		"japanese":     func(int) float64 { return 0 },
		"chinese":      func(n int) float64 { return float64(n) },
		"aga":          func(n int) float64 { return float64(n - 1) },
		"new-zealand":  func(int) float64 { return 0 },
		"tromp-taylor": func(int) float64 { return 0 },
	}
	for _, rules := range core.RulePresets {
		for _, n := range []int{0, 1, 2, 3, 4, 9} {
			s := countStrict(b, core.PointSet{}, rules, 0.5, n)
			bonus := 0.0
			if n >= 2 {
				bonus = want[rules.Name](n)
			}
			assert.Equal(t, bonus, s.Bonus, "%s, %d stones", rules.Name, n)
			if rules.Scoring == core.AreaScoring {
				assert.Equal(t, 36.0, s.Black, "%s, %d stones", rules.Name, n)
				assert.Equal(t, 45+0.5+bonus, s.White, "%s, %d stones", rules.Name, n)
			} else {
				assert.Equal(t, 27.0, s.Black, "%s, %d stones", rules.Name, n)
				assert.Equal(t, 36+0.5, s.White, "%s, %d stones", rules.Name, n)
			}
		}
	}
}
