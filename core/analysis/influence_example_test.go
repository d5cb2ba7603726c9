package analysis

import (
	"fmt"

	"github.com/gobot-baduk/gobot/core"
)

func ExampleInfluence() {
	b, _ := core.NewBoard(19, core.ChineseRules)
	at := func(v string) core.Point { p, _ := core.ParseGTP(v, 19); return p }
	f := NewInfluence(b)
	// A black stone in the centre charges its neighbour with 1/1, and
	// a point two lines away with 1/2.
	b.Play(core.Black, at("K10"))
	f.Sync(b)
	fmt.Printf("K11 %.2f, K12 %.2f\n", f.Potential(AllShadows, core.Black, at("K11")), f.Potential(AllShadows, core.Black, at("K12")))
	// A white stone on K11 shadows K12 from K10: in the distribution with
	// all shadows K12 is 2 + 2 away from K10; with same-colour shadows
	// only, it is not shadowed.
	b.Play(core.White, at("K11"))
	f.Sync(b)
	fmt.Printf("K12 all shadows %.2f, same-colour shadows %.2f\n", f.Potential(AllShadows, core.Black, at("K12")), f.Potential(SameColorShadows, core.Black, at("K12")))
	// K12 is white's: W = 1 there, and B = 0.25 trails by more than 0.55.
	fmt.Println("white group points:", f.GroupPoints(core.White).Points())
	// Output:
	// K11 1.00, K12 0.50
	// K12 all shadows 0.25, same-colour shadows 0.50
	// white group points: [K11 K12]
}
