package analysis_test

import (
	"fmt"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
)

// The main path: a game is played, the position analysed, and the
// statuses, the dead stones and the score read from the analysis.
func Example() {
	g, err := core.NewGame(core.Size(9), core.Komi(6.5))
	if err != nil {
		panic(err)
	}
	// Two walls, Black's on column E and White's on column F, then an
	// invader on each side: Black H5, White B5.
	moves := []string{
		"E5", "F5", "E4", "F4", "E6", "F6", "E3", "F3", "E7", "F7",
		"E2", "F2", "E8", "F8", "E1", "F1", "E9", "F9", "H5", "B5",
	}
	for _, v := range moves {
		m, err := core.ParseMove(g.ToMove(), v, g.Size())
		if err != nil {
			panic(err)
		}
		if err := g.Play(m); err != nil {
			panic(err)
		}
	}
	a := analysis.Analyze(g)
	for _, v := range []string{"E5", "F5", "H5", "B5"} {
		p, _ := core.ParseGTP(v, 9)
		fmt.Printf("%s: %v\n", v, a.Status(p))
	}
	for _, gr := range a.Groups() {
		fmt.Printf("the %v group at %v: %v, %v eyes\n", gr.Color, gr.Stones.First(), gr.Status, gr.Eyes)
	}
	fmt.Println("dead:", a.Dead().Points())
	s := a.Score()
	fmt.Printf("Black %v, White %v: %v\n", s.Black, s.White, s.Result().Describe())
	// Output:
	// E5: alive
	// F5: alive
	// H5: dead
	// B5: dead
	// the black group at E1: alive, 2 eyes
	// the white group at F1: alive, 2 eyes
	// the black group at H5: dead, 0 eyes
	// the white group at B5: dead, 0 eyes
	// dead: [B5 H5]
	// Black 37, White 34.5: Black wins by 2.5 points
}
