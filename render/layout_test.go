package render

import (
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// TestNarrowCrop checks a tall, narrow crop (A1:B19, two columns of a
// 19×19 board) at 800 px: its cells are bigger than a whole board's (the
// picture may grow taller than wide, up to maxAspect), the wood covers
// only the view, and on the cropped right side each line runs on and
// ends a clear gap before its row number.
func TestNarrowCrop(t *testing.T) {
	g := gameFrom(t, 19, "middlegame19.txt", 120)
	full := paintT(t, g, Width(800))
	for _, theme := range []Theme{Classic, HighContrast} {
		cv := paintT(t, g, Width(800), WithTheme(theme), Crop(core.Pt(0, 0), core.Pt(1, 18)))
		l := &cv.lay
		if l.width != 800 || cv.img.Rect.Dx() != 800 {
			t.Fatalf("%v: width %d", theme, l.width)
		}
		if l.cell < full.lay.cell*5/4 {
			t.Errorf("%v: cell %d px, a whole board's is %d: the narrow view could be bigger", theme, l.cell, full.lay.cell)
		}
		if h := l.boardBot - l.boardTop; float64(h) > maxAspect*800+1 {
			t.Errorf("%v: board %d px tall, more than %.2f × the width", theme, h, maxAspect)
		}
		// Frame colour beside the plank, wood on it.
		y := (l.boardTop + l.boardBot) / 2
		if c := cv.img.RGBAAt(5, y); c != cv.pal.frame {
			t.Errorf("%v: beside the view %v, want the frame's %v", theme, c, cv.pal.frame)
		}
		if c := cv.img.RGBAAt(l.colLine(0)-l.cell/3, y); !near(c, cv.pal.board, 30) {
			t.Errorf("%v: left of the view %v, want wood", theme, c)
		}
		board := luma(cv.pal.board)
		for row := 0; row < 19; row++ {
			// From just past a stone's edge (the line is drawn under it).
			cx, cy := l.centre(core.Pt(1, row))
			x := int(cx + l.radius*1.1 + 1)
			dark := func(x int) bool { return luma(cv.img.RGBAAt(x, int(cy))) < board-20 }
			run := 0
			for ; x < l.width && dark(x); x++ {
				run++
			}
			gap := 0
			for ; x < l.width && !dark(x); x++ {
				gap++
			}
			if run < l.cell/5 {
				t.Errorf("%v row %d: the line runs on only %d px beyond a stone's edge (cell %d px)", theme, row+1, run, l.cell)
			}
			if x == l.width {
				t.Errorf("%v row %d: no row number right of the view", theme, row+1)
			} else if gap < l.cell*3/20 {
				t.Errorf("%v row %d: %d px between the run-off and the row number, want at least %d", theme, row+1, gap, l.cell*3/20)
			}
		}
	}
}
