package render_test

import (
	"bytes"
	"fmt"
	"image/png"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/render"
)

func ExamplePNG() {
	g, _ := core.NewGame(core.Size(9))
	for _, v := range []string{"E5", "C3", "G3", "C6"} {
		m, _ := core.ParseMove(g.ToMove(), v, 9)
		_ = g.Play(m)
	}
	var buf bytes.Buffer
	err := render.PNG(&buf, g, render.Width(400), render.MoveNumbers(render.AllMoves),
		render.Overlays(render.OverlayTerritory))
	if err != nil {
		fmt.Println(err)
		return
	}
	img, _ := png.Decode(&buf)
	fmt.Println("width", img.Bounds().Dx())
	// Output: width 400
}

func ExampleCrop() {
	g, _ := core.NewGame(core.Size(19))
	var buf bytes.Buffer
	// The lower left corner of a 19×19 board, for a puzzle.
	err := render.PNG(&buf, g, render.Width(400), render.Crop(core.Pt(0, 0), core.Pt(8, 8)))
	fmt.Println(err)
	// A crop must lie on the board.
	err = render.PNG(&buf, g, render.Crop(core.Pt(0, 0), core.Pt(20, 8)))
	fmt.Println(err)
	// Output:
	// <nil>
	// render: crop is not on the board: A1–V9 on 19×19
}

func ExampleBoardPNG() {
	b, _ := core.NewBoard(5, core.ChineseRules)
	_, _ = b.Play(core.Black, core.Pt(2, 2))
	var buf bytes.Buffer
	err := render.BoardPNG(&buf, b, render.Width(200), render.ToMove(core.White), render.Coordinates(false))
	fmt.Println(err, buf.Len() > 0)
	// Output: <nil> true
}
