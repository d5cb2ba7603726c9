package render

import (
	"image"
	"math"
	"strconv"

	"github.com/gobot-baduk/gobot/core"
)

// drawBoard paints the wood: a flat warm colour with faint horizontal
// grain. Each grain streak is a whole row of one colour, which costs the
// PNG encoder almost nothing.
func (c *canvas) drawBoard() {
	l := &c.lay
	if l.woodX0 > 0 || l.woodX1 < l.width {
		c.fill(image.Rect(0, l.boardTop, l.width, l.boardBot), c.pal.frame)
	}
	c.fill(image.Rect(l.woodX0, l.boardTop, l.woodX1, l.boardBot), c.pal.board)
	if c.cfg.theme != Classic {
		return
	}
	// A fixed linear congruential sequence: the same grain every time, and
	// no shared random source. Each streak's colour is blended once and
	// painted opaque, which is as fast as a memory fill.
	seed := uint32(2463534242)
	next := func() uint32 { seed = seed*1664525 + 1013904223; return seed >> 8 }
	dark, light := rgb(0x8a, 0x5a, 0x1c), rgb(0xf4, 0xd6, 0x98)
	for y := l.boardTop; y < l.boardBot; {
		y += 2 + int(next()%uint32(max(3, l.cell/4)))
		h := 1 + int(next()%3)
		col := dark
		a := 0.05 + float64(next()%100)/1000*0.8
		if next()%3 == 0 {
			col, a = light, a*2
		}
		c.fill(image.Rect(l.woodX0, y, l.woodX1, min(y+h, l.boardBot)), mix(c.pal.board, col, a))
	}
}

// drawGrid draws the lines, thicker on the board's edges. On a side where
// the view is cropped the lines run on past the last visible line and fade
// out, so a cropped side never looks like the edge of the board.
func (c *canvas) drawGrid() {
	l := &c.lay
	n := l.size
	edgeStart := func(centre float64) int { return int(math.Round(centre - float64(l.lwEdge)/2)) }
	// On a cropped side the lines go on solid for almost half a cell, where
	// the next line would cross them, then fade out, ending a clear gap
	// before the coordinates (layout.runOff).
	solid := l.cell * 2 / 5
	fadeLen := max(2, l.runOff-solid)
	// Extent of a line along its length: [lo, hi) plus whether each end fades.
	vLo, vHi := l.rowLine(l.y1)-solid, l.rowLine(l.y0)+l.lw+solid
	if l.edge[2] {
		_, cy := l.centre(core.Pt(l.x0, l.y1))
		vLo = edgeStart(cy)
	}
	if l.edge[3] {
		_, cy := l.centre(core.Pt(l.x0, l.y0))
		vHi = edgeStart(cy) + l.lwEdge
	}
	hLo, hHi := l.colLine(l.x0)-solid, l.colLine(l.x1)+l.lw+solid
	if l.edge[0] {
		cx, _ := l.centre(core.Pt(l.x0, l.y0))
		hLo = edgeStart(cx)
	}
	if l.edge[1] {
		cx, _ := l.centre(core.Pt(l.x1, l.y0))
		hHi = edgeStart(cx) + l.lwEdge
	}
	line := c.pal.line
	const steps = 6
	for x := l.x0; x <= l.x1; x++ {
		s, w := l.colLine(x), l.lw
		if (x == 0 && l.edge[0]) || (x == n-1 && l.edge[1]) {
			cx, _ := l.centre(core.Pt(x, 0))
			s, w = edgeStart(cx), l.lwEdge
		}
		c.fill(image.Rect(s, vLo, s+w, vHi), line)
		for i := range steps {
			a := 1 - float64(i+1)/(steps+1)
			d0, d1 := fadeLen*i/steps, fadeLen*(i+1)/steps
			if !l.edge[2] {
				c.fill(image.Rect(s, vLo-d1, s+w, vLo-d0), fade(line, a))
			}
			if !l.edge[3] {
				c.fill(image.Rect(s, vHi+d0, s+w, vHi+d1), fade(line, a))
			}
		}
	}
	for y := l.y0; y <= l.y1; y++ {
		s, w := l.rowLine(y), l.lw
		if (y == n-1 && l.edge[2]) || (y == 0 && l.edge[3]) {
			_, cy := l.centre(core.Pt(0, y))
			s, w = edgeStart(cy), l.lwEdge
		}
		c.fill(image.Rect(hLo, s, hHi, s+w), line)
		for i := range steps {
			a := 1 - float64(i+1)/(steps+1)
			d0, d1 := fadeLen*i/steps, fadeLen*(i+1)/steps
			if !l.edge[0] {
				c.fill(image.Rect(hLo-d1, s, hLo-d0, s+w), fade(line, a))
			}
			if !l.edge[1] {
				c.fill(image.Rect(hHi+d0, s, hHi+d1, s+w), fade(line, a))
			}
		}
	}
	hr := math.Max(1.6, float64(l.cell)*0.085) * math.Sqrt(c.pal.lineScale)
	c.dc.SetColor(line)
	for _, p := range starPoints(n) {
		if l.visible(p) {
			cx, cy := l.centre(p)
			c.dc.DrawCircle(cx, cy, hr)
		}
	}
	c.dc.Fill()
}

// drawCoordinates labels the columns (A–Z without I) above and below the
// board and the rows (1 at the bottom, as in GTP) on both sides.
func (c *canvas) drawCoordinates() {
	l := &c.lay
	if !c.cfg.coords {
		return
	}
	// Each label is centred in its band, just beyond the stones or the
	// run-off of its side.
	var off [4]float64
	for s := range off {
		off[s] = float64(l.inner[s]) + float64(l.band)/2
	}
	f, col := c.faces.get(faceCoord), c.pal.coord
	for x := l.x0; x <= l.x1; x++ {
		cx, top := l.centre(core.Pt(x, l.y1))
		_, bot := l.centre(core.Pt(x, l.y0))
		s := core.ColumnLetter(x)
		c.textCentred(f, s, cx, top-off[2], col)
		c.textCentred(f, s, cx, bot+off[3], col)
	}
	for y := l.y0; y <= l.y1; y++ {
		left, cy := l.centre(core.Pt(l.x0, y))
		right, _ := l.centre(core.Pt(l.x1, y))
		s := strconv.Itoa(y + 1)
		c.textCentred(f, s, left-off[0], cy, col)
		c.textCentred(f, s, right+off[1], cy, col)
	}
}
