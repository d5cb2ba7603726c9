package render

import (
	"fmt"
	"math"

	"github.com/gobot-baduk/gobot/core"
)

// layout is the geometry of one image: which points are visible and where
// every line, point and strip goes. All lines start on whole pixels so the
// grid stays crisp; stone centres sit in the middle of their lines.
type layout struct {
	size           int // board size
	x0, y0, x1, y1 int // visible columns and rows (y counts from the bottom)
	// edge reports whether each side of the view is the board's edge:
	// left, right, top, bottom (the order of every per-side array here).
	edge             [4]bool
	width, height    int
	cell, lw, lwEdge int
	// margin is the distance from the outer visible line on each side to
	// the end of the wood; inner is the part of it before the coordinate
	// band: room for the stones on the board's edge, room for the lines'
	// run-off and a gap on a cropped side.
	margin, inner [4]int
	band          int // width of the coordinate band (a strip of wood without coordinates)
	// runOff is how far the lines go on beyond a cropped side (solid, then
	// fading out), ending a gap before the coordinates.
	runOff             int
	originX, originY   int // pixel of the first visible column's and the top visible row's line
	woodX0, woodX1     int // columns of pixels the wood occupies: [woodX0, woodX1)
	boardTop, boardBot int // rows of pixels the board occupies: [boardTop, boardBot)
	headerH, footerH   int
	radius             float64 // stone radius
	px                 textSizes
}

// textSizes are the font sizes of a render, in pixels per em. They are
// chosen so that an 800 px picture shown at half size on a phone (as
// Discord shows it) keeps every figure legible; TestTextSizes holds them to
// that.
type textSizes struct {
	text  float64 // header and footer
	coord float64 // coordinates
	num   float64 // move numbers of one or two digits and labels
	num3  float64 // three-digit move numbers and labels, drawn condensed
	mark  float64 // the "?" and "=" of the status discs
	small float64 // the same glyphs on the small status badges
	badge float64 // eye counts
	icon  float64 // glyphs on the legend's icons
}

// Geometry of the view's sides, in cells from the outer visible line.
const (
	// innerEdge leaves room for the stones on the board's edge.
	innerEdge = 0.5
	// innerCrop leaves room on a cropped side for the lines to run on (to
	// runOffCells) and a clear gap before the coordinates.
	innerCrop   = 1.0
	runOffCells = 0.8
	// maxAspect bounds the board's height (without header and footer) as
	// a multiple of the width: a tall crop gets bigger cells than the
	// width alone would give, up to this.
	maxAspect = 1.25
)

func clamp(v, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, v)) }

// newLayout computes the board's geometry for a view of the board. The
// header and footer heights are filled in later (they depend on text).
func newLayout(size int, cfg *config, lineScale float64) (layout, error) {
	l := layout{size: size, x0: 0, y0: 0, x1: size - 1, y1: size - 1, width: cfg.width}
	if cfg.cropped {
		a, b := cfg.crop[0], cfg.crop[1]
		if !a.OnBoard(size) || !b.OnBoard(size) {
			return l, fmt.Errorf("%w: %v–%v on %d×%d", ErrCrop, a, b, size, size)
		}
		l.x0, l.x1 = min(a.X(), b.X()), max(a.X(), b.X())
		l.y0, l.y1 = min(a.Y(), b.Y()), max(a.Y(), b.Y())
	}
	l.edge = [4]bool{l.x0 == 0, l.x1 == size-1, l.y1 == size-1, l.y0 == 0}
	cols, rows := l.x1-l.x0+1, l.y1-l.y0+1
	var k [4]float64
	for s := range k {
		k[s] = innerCrop
		if l.edge[s] {
			k[s] = innerEdge
		}
	}
	// The view's width and height in cells, from the end of the stones
	// or run-off on one side to the other.
	across := float64(cols-1) + k[0] + k[1]
	down := float64(rows-1) + k[2] + k[3]
	w := float64(cfg.width)
	l.px.text = clamp(w*0.027, 13, 40)
	// c0 approximates the cell, with coordinate bands of about 0.8 cell.
	c0 := math.Min(w/(across+1.6), w*maxAspect/(down+1.6))
	if cfg.coords {
		// At least 2.25 % of the width: 18 px at 800, 9 px when a phone
		// shows it at half size, on 25×25 as on 9×9.
		l.px.coord = clamp(math.Max(c0*0.44, w*0.0225), 11, 28)
		l.band = int(math.Round(clamp(c0*0.8, l.px.coord*1.6, l.px.coord*2.6)))
	} else {
		// Still a little wood beyond the stones.
		l.band = int(math.Round(c0 * 0.25))
	}
	// The width sets the cell; a tall crop may grow the picture up to
	// maxAspect. A tiny board does not get stones wider than a fifth of
	// the picture (nor sprites and glyph caches of many megabytes).
	bands := 2 * float64(l.band)
	cellW := (w - bands) / across
	cellH := (w*maxAspect - bands) / down
	l.cell = max(3, min(int(cellW), int(cellH), cfg.width/5))
	l.lw = max(1, int(math.Round(float64(l.cell)*0.028*lineScale)))
	l.lwEdge = l.lw + max(1, int(math.Round(float64(l.cell)/36*lineScale)))
	l.runOff = int(math.Round(float64(l.cell) * runOffCells))
	for s := range k {
		l.inner[s] = int(math.Round(k[s] * float64(l.cell)))
		l.margin[s] = l.inner[s] + l.band
	}
	// The wood spans the picture when the width set the cell (what is
	// left over is less than a pixel per cell) or the view overflows it (at
	// the smallest widths, where the cell is held to 3 px); a view narrower than the
	// picture (a tall crop, a tiny board) sits on a plank of its own,
	// centred, so that the empty sides do not look like more board.
	gridW := (cols - 1) * l.cell
	spare := cfg.width - (gridW + l.margin[0] + l.margin[1])
	if l.cell >= int(cellW) || spare < 0 {
		// The pixels left over go round the view, on all four sides
		// alike, so that a whole board keeps square margins.
		for s := range l.margin {
			l.margin[s] += spare/2 + (spare%2)*(s%2)
		}
		l.woodX0, l.woodX1 = 0, cfg.width
	} else {
		l.woodX0 = spare / 2
		l.woodX1 = l.woodX0 + gridW + l.margin[0] + l.margin[1]
	}
	l.originX = l.woodX0 + l.margin[0]
	l.radius = float64(l.cell) * 0.48
	cell := float64(l.cell)
	l.px.num = math.Max(6, cell*0.55)
	l.px.num3 = math.Max(5, cell*0.53)
	l.px.mark = math.Max(6, l.radius)
	l.px.small = math.Max(5, cell*0.34)
	// Eye badges are few (see drawEyes), so they may be larger than a
	// cell's quarter on big boards: 14 px at 800 px whatever the size.
	l.px.badge = math.Max(6, math.Max(cell*0.42, math.Min(w*0.018, cell*0.55)))
	l.px.icon = l.px.text * 0.7
	return l, nil
}

// place puts the board below a header of height h and a footer below it.
func (l *layout) place(headerH, footerH int) {
	l.headerH, l.footerH = headerH, footerH
	rows := l.y1 - l.y0 + 1
	l.boardTop = headerH
	l.originY = headerH + l.margin[2]
	l.boardBot = l.originY + (rows-1)*l.cell + l.margin[3]
	l.height = l.boardBot + footerH
}

// visible reports whether p is drawn.
func (l *layout) visible(p core.Point) bool {
	if !p.OnBoard(l.size) {
		return false
	}
	x, y := p.X(), p.Y()
	return x >= l.x0 && x <= l.x1 && y >= l.y0 && y <= l.y1
}

// colLine returns the first pixel column of the line of column x, and
// rowLine the first pixel row of the line of row y.
func (l *layout) colLine(x int) int { return l.originX + (x-l.x0)*l.cell - l.lw/2 }
func (l *layout) rowLine(y int) int { return l.originY + (l.y1-y)*l.cell - l.lw/2 }

// centre returns the centre of point p in pixels.
func (l *layout) centre(p core.Point) (float64, float64) {
	half := float64(l.lw) / 2
	return float64(l.colLine(p.X())) + half, float64(l.rowLine(p.Y())) + half
}

// points calls f for every visible point.
func (l *layout) points(f func(p core.Point)) {
	for y := l.y1; y >= l.y0; y-- {
		for x := l.x0; x <= l.x1; x++ {
			f(core.Pt(x, y))
		}
	}
}

// String is a text dump of the geometry, stored beside the golden images.
func (l *layout) String() string {
	p := &l.px
	return fmt.Sprintf("image %d×%d\nview columns %s–%s rows %d–%d of %d×%d, board edges (left right top bottom) %v\n"+
		"cell %d px, line %d px, edge line %d px, stone radius %.2f px, coordinate band %d px, run-off %d px\n"+
		"margins (left right top bottom) %v, wood columns %d–%d\n"+
		"origin (%d, %d), board rows %d–%d, header %d px, footer %d px\n"+
		"text px: strips %.1f, coordinates %.1f, numbers %.1f / %.1f, status %.1f / %.1f, badges %.1f, icons %.1f\n",
		l.width, l.height, core.ColumnLetter(l.x0), core.ColumnLetter(l.x1), l.y0+1, l.y1+1, l.size, l.size, l.edge,
		l.cell, l.lw, l.lwEdge, l.radius, l.band, l.runOff, l.margin, l.woodX0, l.woodX1,
		l.originX, l.originY, l.boardTop, l.boardBot, l.headerH, l.footerH,
		p.text, p.coord, p.num, p.num3, p.mark, p.small, p.badge, p.icon)
}

// starPoints returns the hoshi of a size×size board: the 3-3 points and
// centre on 9×9, the 4-4 points and centre on 13×13, the nine points on
// 19×19, and the same pattern on other sizes from 7×7 up.
func starPoints(n int) []core.Point {
	if n < 7 {
		return nil
	}
	d := 2
	if n >= 12 {
		d = 3
	}
	lo, hi, mid := d, n-1-d, n/2
	pts := []core.Point{core.Pt(lo, lo), core.Pt(lo, hi), core.Pt(hi, lo), core.Pt(hi, hi)}
	if n%2 == 1 {
		pts = append(pts, core.Pt(mid, mid))
		if n >= 15 {
			pts = append(pts, core.Pt(lo, mid), core.Pt(hi, mid), core.Pt(mid, lo), core.Pt(mid, hi))
		}
	}
	return pts
}
