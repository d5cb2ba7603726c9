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
	// left, right, top, bottom.
	edge               [4]bool
	width, height      int
	cell, lw, lwEdge   int
	margin             int // distance from the outer visible line to the board's side of the image
	band               int // width of the coordinate band (0 without coordinates)
	originX, originY   int // pixel of the first visible column's and the top visible row's line
	boardTop, boardBot int // rows of pixels the board occupies: [boardTop, boardBot)
	headerH, footerH   int
	coordPx, textPx    float64
	radius             float64 // stone radius
}

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
	span := max(cols, rows)
	w := float64(cfg.width)
	l.textPx = clamp(w*0.027, 12, 40)
	if cfg.coords {
		c0 := w / (float64(span) + 1.6)
		l.coordPx = clamp(c0*0.42, 10, 28)
		l.band = int(math.Round(math.Max(c0*0.8, l.coordPx*1.8)))
	} else {
		// Still a little wood beyond the stones on the edge.
		l.band = int(math.Round(w / (float64(span) + 0.5) * 0.25))
	}
	// The widest of the view's two spans sets the cell, so a tall crop does
	// not make a tall image.
	// A tiny board does not get stones wider than a fifth of the picture
	// (nor sprites and glyph caches of many megabytes).
	l.cell = max(3, min((cfg.width-2*l.band)/span, cfg.width/5))
	l.lw = max(1, int(math.Round(float64(l.cell)*0.028*lineScale)))
	l.lwEdge = l.lw + max(1, int(math.Round(float64(l.cell)/36*lineScale)))
	gridW := (cols - 1) * l.cell
	l.originX = (cfg.width - gridW) / 2
	l.margin = l.band + l.cell/2
	if cols == span {
		l.margin = l.originX
	}
	l.radius = float64(l.cell) * 0.48
	return l, nil
}

// place puts the board below a header of height h and a footer below it.
func (l *layout) place(headerH, footerH int) {
	l.headerH, l.footerH = headerH, footerH
	rows := l.y1 - l.y0 + 1
	l.boardTop = headerH
	l.originY = headerH + l.margin
	l.boardBot = l.originY + (rows-1)*l.cell + l.margin
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
	return fmt.Sprintf("image %d×%d\nview columns %s–%s rows %d–%d of %d×%d, board edges (left right top bottom) %v\n"+
		"cell %d px, line %d px, edge line %d px, stone radius %.2f px, coordinate band %d px\n"+
		"origin (%d, %d), board rows %d–%d, header %d px, footer %d px\n",
		l.width, l.height, core.ColumnLetter(l.x0), core.ColumnLetter(l.x1), l.y0+1, l.y1+1, l.size, l.size, l.edge,
		l.cell, l.lw, l.lwEdge, l.radius, l.band, l.originX, l.originY, l.boardTop, l.boardBot, l.headerH, l.footerH)
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
