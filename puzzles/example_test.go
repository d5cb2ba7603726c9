package puzzles_test

import (
	"fmt"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/puzzles"
)

// A straight three on the top edge: White's group (C18-G18 with C19 and
// G19) has the eye space D19-F19, and Black's wall shuts it in.
func ExampleSolver() {
	b, _ := core.NewBoard(19, core.JapaneseRules)
	white := []core.Point{core.Pt(2, 18), core.Pt(6, 18)}
	for x := 2; x <= 6; x++ {
		white = append(white, core.Pt(x, 17))
	}
	var black []core.Point
	for x := 1; x <= 7; x++ {
		black = append(black, core.Pt(x, 16))
	}
	black = append(black, core.Pt(1, 17), core.Pt(1, 18), core.Pt(7, 17), core.Pt(7, 18))
	b.Setup(core.White, white...)
	b.Setup(core.Black, black...)
	p := &puzzles.Problem{
		Board:    b,
		Region:   core.NewPointSet(19, core.Pt(3, 18), core.Pt(4, 18), core.Pt(5, 18)),
		Target:   core.NewPointSet(19, white...),
		Defender: core.White,
		Solver:   core.Black,
	}
	s := puzzles.NewSolver(0)
	for _, q := range []core.Point{core.Pt(3, 18), core.Pt(4, 18)} {
		kills, _ := s.Judge(p, core.Play(core.Black, q), false)
		fmt.Printf("Black %v kills: %v\n", q, kills)
	}
	// Output:
	// Black D19 kills: false
	// Black E19 kills: true
}
