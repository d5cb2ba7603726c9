package core_test

import (
	"errors"
	"fmt"

	"github.com/gobot-baduk/gobot/core"
)

// A game on 9×9: moves, a capture, a ko refused, and the cursor moved back
// through the record.
func Example() {
	g, err := core.NewGame(core.Size(9), core.WithRules(core.JapaneseRules))
	if err != nil {
		panic(err)
	}
	for _, v := range []string{"D5", "F6", "E6", "F4", "E4", "G5", "B2", "E5", "F5"} {
		m, err := core.ParseMove(g.ToMove(), v, g.Size())
		if err != nil {
			panic(err)
		}
		if err := g.Play(m); err != nil {
			panic(err)
		}
	}
	captured, _ := g.LastCaptures()
	fmt.Println(g.LastMove(), "captures", captured)
	// White may not take back at once: that is the ko.
	err = g.Play(core.Play(core.White, core.Pt(4, 4))) // E5
	fmt.Println(errors.Is(err, core.ErrKo))
	fmt.Print(g.Board())
	if err := g.GoToMove(2); err != nil {
		panic(err)
	}
	fmt.Println("after move", g.MoveNumber(), "the stones are", g.Board().Stones(core.Black).Union(g.Board().Stones(core.White)).Points())
	// Output:
	// B F5 captures 1
	// true
	//     A B C D E F G H J
	//   9 . . . . . . . . .
	//   8 . . . . . . . . .
	//   7 . . . . . . . . .
	//   6 . . . . X O . . .
	//   5 . . . X . X O . .
	//   4 . . . . X O . . .
	//   3 . . . . . . . . .
	//   2 . X . . . . . . .
	//   1 . . . . . . . . .
	//     A B C D E F G H J
	// after move 2 the stones are [D5 F6]
}
