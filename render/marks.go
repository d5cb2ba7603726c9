package render

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// What goes where on a point. A point shows at most one thing in its
// centre, the biggest and most legible place: the SGF markup if there is
// any (as SGF viewers show a mark instead of a move number), else the move
// number, else the status mark. What loses the centre moves out of it, so
// nothing is drawn over anything else:
//
//   - the status of a stone whose centre holds a mark or a number goes to
//     a small badge of the same shape at the stone's lower left corner
//     (a dead stone is also faded, which reads at any size);
//   - the last move is marked, in the colour opposite to its stone, by a
//     dot in the centre when the centre is free (a filled dot cannot be
//     taken for the SGF circle, a hollow ring), and by a ring round the
//     centre, outside the largest number or status disc, when it is not;
//     markup on the last move replaces the marker (the header names the
//     last move anyway), since a ring round a mark reads as a target;
//   - eye counts sit on a badge at the group's upper right corner;
//   - a territory square gives way to markup on its point.
//
// The sizes below are fractions of the stone's radius r.
const (
	// The last-move marker: a dot (radius), or a ring just inside the
	// stone's rim (radius and line width).
	lastDot   = 0.32
	lastRingR = 0.78
	lastRingW = 0.12
	// SGF markup: triangle (circumradius, drawn a little low so that it
	// looks centred), square (half side), circle (radius), cross (half
	// side), and the line width of all four.
	markTriangle = 0.6
	markSquare   = 0.42
	markCircle   = 0.46
	markCross    = 0.42
	markLineW    = 0.11
	// markClear is the radius of the wood cleared of lines under a mark
	// on an empty point, as printed diagrams do.
	markClear = 0.7
	// statusBadgeAt is the offset, in cells, of the small status badge
	// from the stone's centre (to the lower left), and statusBadgeR its
	// radius in cells.
	statusBadgeAt = 0.4
	statusBadgeR  = 0.23
	// condense narrows three-character numbers and labels, so that they
	// can be as tall as two-digit ones and still fit inside the ring.
	condense = 0.68
)

// statusSizes are the proportions of the status marks, as fractions of
// the radius r of the disc they are drawn on (a stone, a legend icon's
// stone, or a status badge): the dead cross (half side, and width of its
// red line), the "?" and "=" disc (radius, and width of its rim), and the
// pass-alive diamond (half diagonal). edged puts the ink round the cross
// and the diamond too, so that they read on a black stone as on a white
// one.
type statusSizes struct {
	cross, crossW, disc, rim, diamond float64
	edged                             bool
}

var (
	// On a stone the mark leaves a margin of the stone's colour round it.
	onStone = statusSizes{cross: 0.5, crossW: 0.15, disc: 0.62, rim: 0.07, diamond: 0.36, edged: true}
	// On a badge the mark is all the badge shows: the "?" and "=" disc
	// is the badge, and the diamond nearly fills it; the cross, which
	// reaches √2 as far along its diagonals, keeps the stone's
	// proportion, with a bolder line. The cross and the diamond stand on
	// a white disc (see statusBadge), so they need no edge; its rim, and
	// the disc's, are thicker, to hold the small disc against the wood,
	// the lines and the stones around it.
	onBadge = statusSizes{cross: 0.5, crossW: 0.26, disc: 1, rim: 0.12, diamond: 0.62}
)

// lastCondense narrows the move number inside the last-move ring, by its
// number of digits.
var lastCondense = [...]float64{1, 1, 0.85, 0.6}

// shownStatus returns the status the status overlay shows on p
// (analysis.NoStatus for none: an empty point, a live group, or no overlay).
// While scoring and on the final count only the dead stones and the
// groups in seki are shown: those are what the count is made of (the
// players mark the dead stones, and a seki's eyes are nobody's points
// under territory scoring, see analysis.WithDead), while the engine's
// guesses about unsettled groups would contradict it. Seki marks once
// vanished here with the guesses, leaving players to wonder why the count
// gave the seki's eyes to nobody (issue 16).
func (c *canvas) shownStatus(p core.Point) analysis.Status {
	if c.a == nil || c.cfg.overlays&OverlayStatus == 0 || !c.b.At(p).IsStone() {
		return analysis.NoStatus
	}
	if c.dead(p) {
		return analysis.Dead
	}
	st := c.a.Status(p)
	if c.cfg.phase != PhasePlay {
		if st == analysis.Seki {
			return st
		}
		return analysis.NoStatus
	}
	switch st {
	case analysis.Unsettled, analysis.Seki, analysis.PassAlive:
		return st
	}
	return analysis.NoStatus
}

// markupAt returns the visible SGF marks by point (a node has at most one
// mark per point), labels with the text they are drawn with: the cursor
// node's markup, and the extra labels (Labels) over it.
func (c *canvas) markupAt() map[core.Point]core.Mark {
	var m map[core.Point]core.Mark
	add := func(mk core.Mark) {
		if !c.lay.visible(mk.Point) {
			return
		}
		if mk.Kind == core.Label {
			// The text as drawn (glyphs.go): at most MaxLabel characters
			// the fonts have; nothing at all is no mark.
			if mk.Text, _ = labelText(c.faces.fonts, mk.Text); mk.Text == "" {
				return
			}
		}
		if m == nil {
			m = make(map[core.Point]core.Mark)
		}
		m[mk.Point] = mk
	}
	if c.g != nil && c.cfg.markup {
		for _, mk := range c.g.Cursor().Marks() {
			add(mk)
		}
	}
	for p, s := range c.cfg.labels {
		add(core.Mark{Kind: core.Label, Point: p, Text: s})
	}
	return m
}

// lastMovePoint returns the point of the last move when it is marked: the
// last move is a visible stone still on the board.
func (c *canvas) lastMovePoint() core.Point {
	if c.g == nil || !c.cfg.lastMove {
		return core.NoPoint
	}
	m := c.g.LastMove()
	if !m.IsValid() || m.IsPass() || !c.lay.visible(m.Point()) || c.b.At(m.Point()) != m.Color() {
		return core.NoPoint
	}
	return m.Point()
}

// koPoint returns the point the player to move may not play because it
// would retake a ko at once, when it is marked: the game's player to move
// (or the one ToMove names) is banned from an empty, visible point.
func (c *canvas) koPoint() core.Point {
	if c.g == nil || !c.cfg.ko {
		return core.NoPoint
	}
	toMove := c.g.ToMove()
	if c.cfg.toMoveSet {
		toMove = c.cfg.toMove
	}
	p := c.b.Ko(toMove)
	if p == core.NoPoint || !c.lay.visible(p) || c.b.At(p) != core.Empty {
		return core.NoPoint
	}
	return p
}

// koSquare is the ko marker's half side, and koSquareW its line width, in
// stone radii: a hollow square larger than a territory mark's filled one,
// as other Go programs mark a ko.
const (
	koSquare  = 0.5
	koSquareW = 0.13
)

// drawKo draws the ko marker, unless markup sits on its point.
func (c *canvas) drawKo() {
	p := c.koPoint()
	if p == core.NoPoint {
		return
	}
	if _, marked := c.marks[p]; marked {
		return
	}
	l := &c.lay
	cx, cy := l.centre(p)
	s := l.radius * koSquare
	c.dc.SetColor(c.pal.inkOnBoard)
	c.dc.SetLineWidth(math.Max(1.5, l.radius*koSquareW))
	c.dc.DrawRectangle(cx-s, cy-s, 2*s, 2*s)
	c.dc.Stroke()
}

// drawMarks draws what sits on the points, by the rules above: first each
// point's centre (status mark, markup or number) and the last-move marker,
// then the small status badges, which may reach over a neighbour's edge.
func (c *canvas) drawMarks() {
	l := &c.lay
	r := l.radius
	last := c.lastMovePoint()
	type badge struct {
		st analysis.Status
		p  core.Point
	}
	var badges []badge
	l.points(func(p core.Point) {
		mk, marked := c.marks[p]
		n, numbered := c.nums.label[p]
		st := c.shownStatus(p)
		cx, cy := l.centre(p)
		ink := c.ink(p)
		switch {
		case marked:
			c.markup(mk)
		case numbered && p == last:
			// Narrower inside the ring, so that the two do not touch.
			s := itoa(n)
			sx := lastCondense[min(len(s), len(lastCondense)-1)]
			c.textCondensed(c.faces.get(faceNum3), s, cx, cy, ink, sx, l.px.num3*0.04)
		case numbered:
			c.centredText(itoa(n), cx, cy, ink)
		case st != analysis.NoStatus:
			c.statusMark(st, ink, cx, cy, r, &onStone, faceMark)
		}
		if st != analysis.NoStatus && (marked || numbered) {
			badges = append(badges, badge{st, p})
		}
		if p != last || marked {
			return
		}
		c.dc.SetColor(ink)
		if numbered || st != analysis.NoStatus {
			c.dc.SetLineWidth(math.Max(1.5, r*lastRingW))
			c.dc.DrawCircle(cx, cy, r*lastRingR)
			c.dc.Stroke()
		} else {
			c.dc.DrawCircle(cx, cy, r*lastDot)
			c.dc.Fill()
		}
	})
	c.drawKo()
	off := float64(l.cell) * statusBadgeAt
	for _, b := range badges {
		cx, cy := l.centre(b.p)
		c.statusBadge(b.st, cx-off, cy+off)
	}
}

// statusBadge draws a status small, at (x, y) on a stone's corner, as a
// disc with a dark rim that stands out from the wood, the lines and the
// stones around: the centre mark's shape, a cross on white for dead, "?"
// and "=" on the unsettled and seki colours, a diamond on white for
// pass-alive.
func (c *canvas) statusBadge(st analysis.Status, x, y float64) {
	rb := math.Max(3, float64(c.lay.cell)*statusBadgeR)
	rim := c.pal.inkOnWhite
	if st == analysis.Dead || st == analysis.PassAlive {
		// The "?" and "=" bring their own disc (onBadge.disc is 1).
		c.rimmedDisc(x, y, rb, c.pal.inkOnBlack, rim, math.Max(1, rb*onBadge.rim))
	}
	c.statusMark(st, rim, x, y, rb, &onBadge, faceSmall)
}

// centredText draws a move number or a label on a point: up to two
// characters in the number face, three condensed to the same height.
func (c *canvas) centredText(s string, cx, cy float64, col color.RGBA) {
	if len([]rune(s)) > 2 {
		c.textCondensed(c.faces.get(faceNum3), s, cx, cy, col, condense, c.lay.px.num3*0.04)
		return
	}
	c.textCentred(c.faces.get(faceNum), s, cx, cy, col)
}

// statusMark draws a group's status centred on (cx, cy), sized by sz for
// a disc of radius r: on one of the group's stones, on a legend icon, or
// on a status badge (see statusBadge). Dead is a cross, unsettled a "?"
// disc, seki an "=" disc (the glyphs in face f), and pass-alive a
// diamond; shapes, not colours, carry the meaning. ink contrasts with
// what the mark is drawn on: it rims the disc, and edges the cross and
// the diamond when sz says so.
func (c *canvas) statusMark(st analysis.Status, ink color.RGBA, cx, cy, r float64, sz *statusSizes, f faceKind) {
	dc := c.dc
	rim := math.Max(1, r*sz.rim)
	switch st {
	case analysis.Dead:
		d := r * sz.cross
		cross := func(col color.RGBA, width float64) {
			dc.SetColor(col)
			dc.SetLineWidth(width)
			dc.SetLineCapRound()
			dc.DrawLine(cx-d, cy-d, cx+d, cy+d)
			dc.DrawLine(cx-d, cy+d, cx+d, cy-d)
			dc.Stroke()
		}
		if sz.edged {
			cross(ink, math.Max(2.5, r*0.26))
		}
		cross(c.pal.dead, math.Max(1.5, r*sz.crossW))
	case analysis.Unsettled, analysis.Seki:
		fill, glyph, text := c.pal.unsettled, "?", c.pal.inkOnWhite
		if st == analysis.Seki {
			fill, glyph, text = c.pal.seki, "=", c.pal.inkOnBlack
		}
		c.rimmedDisc(cx, cy, r*sz.disc, fill, ink, rim)
		c.textCentred(c.faces.get(f), glyph, cx, cy, text)
	case analysis.PassAlive:
		d := r * sz.diamond
		dc.MoveTo(cx, cy-d)
		dc.LineTo(cx+d, cy)
		dc.LineTo(cx, cy+d)
		dc.LineTo(cx-d, cy)
		dc.ClosePath()
		dc.SetColor(c.pal.passAlive)
		if !sz.edged {
			dc.Fill()
			return
		}
		dc.FillPreserve()
		dc.SetColor(ink)
		dc.SetLineWidth(rim)
		dc.Stroke()
	}
}

// rimmedDisc fills a disc of radius r and strokes its rim.
func (c *canvas) rimmedDisc(cx, cy, r float64, fill, rim color.RGBA, width float64) {
	dc := c.dc
	dc.SetColor(fill)
	dc.DrawCircle(cx, cy, r)
	dc.FillPreserve()
	dc.SetColor(rim)
	dc.SetLineWidth(width)
	dc.Stroke()
}

// markup draws one SGF mark in the ink that contrasts with what is under
// it. On an empty point the lines under the mark are cleared first, to the
// colour of the point's square (wood, or its influence tint).
func (c *canvas) markup(m core.Mark) {
	l := &c.lay
	r := l.radius
	cx, cy := l.centre(m.Point)
	dc := c.dc
	if !c.b.At(m.Point).IsStone() {
		dc.SetColor(c.background(m.Point))
		dc.DrawCircle(cx, cy, r*markClear)
		dc.Fill()
	}
	dc.SetColor(c.ink(m.Point))
	dc.SetLineWidth(math.Max(1.5, r*markLineW))
	switch m.Kind {
	case core.Triangle:
		dc.DrawRegularPolygon(3, cx, cy+r*0.08, r*markTriangle, 0)
		dc.Stroke()
	case core.Square:
		d := r * markSquare
		dc.DrawRectangle(cx-d, cy-d, 2*d, 2*d)
		dc.Stroke()
	case core.Circle:
		dc.DrawCircle(cx, cy, r*markCircle)
		dc.Stroke()
	case core.Cross:
		d := r * markCross
		dc.DrawLine(cx-d, cy-d, cx+d, cy+d)
		dc.DrawLine(cx-d, cy+d, cx+d, cy-d)
		dc.Stroke()
	case core.Label:
		// markupAt made the text drawable (glyphs.go).
		c.centredText(m.Text, cx, cy, c.ink(m.Point))
	}
}

// background returns the colour of the wood at an empty point: with the
// influence drawn there, or bare.
func (c *canvas) background(p core.Point) color.RGBA {
	if c.infl != nil {
		return c.tint(c.infl.at(&c.lay, p))
	}
	return c.pal.board
}

// textCondensed draws s with its ink centred on (x, y), narrowed to sx of
// its width: the glyphs are drawn at full size into a mask, with their
// spacing tightened by tighten pixels, and the mask is resampled
// horizontally by averaging (a box filter, right for shrinking). The Go
// fonts have no condensed face; this keeps a three-digit number as tall as
// a two-digit one on the same stone. A board of three-digit numbers calls
// this a few hundred times, so the masks and the filter's weights live in
// the canvas's condenser and are reused.
func (c *canvas) textCondensed(f font.Face, s string, x, y float64, col color.RGBA, sx, tighten float64) {
	if s == "" {
		return
	}
	track := fixed.Int26_6(tighten * 64)
	// The ink's bounds with the tightened spacing.
	var ink fixed.Rectangle26_6
	var dot fixed.Int26_6
	prev := rune(-1)
	for i, r := range s {
		if prev >= 0 {
			dot += f.Kern(prev, r) - track
		}
		gb, adv, ok := f.GlyphBounds(r)
		if !ok {
			continue
		}
		gb = gb.Add(fixed.Point26_6{X: dot})
		if i == 0 {
			ink = gb
		} else {
			ink = ink.Union(gb)
		}
		dot += adv
		prev = r
	}
	if ink.Empty() {
		return
	}
	// The mask's pixel (0, 0) is the ink's top left, floored; the rows
	// keep the vertical sub-pixel phase of the destination.
	y0f := y - float64(ink.Min.Y+ink.Max.Y)/128
	top := int(math.Floor(y0f + float64(ink.Min.Y)/64))
	fy := y0f - float64(top)
	left := ink.Min.X.Floor()
	w := ink.Max.X.Ceil() - left + 1
	h := int(math.Ceil(fy+float64(ink.Max.Y)/64)) + 1
	if w <= 0 || h <= 0 {
		return
	}
	cd := &c.cond
	mask := cd.mask.reset(w, h)
	pen := fixed.Point26_6{X: -fixed.I(left), Y: fixed.Int26_6(fy * 64)}
	prev = -1
	for _, r := range s {
		if prev >= 0 {
			pen.X += f.Kern(prev, r) - track
		}
		dr, gm, mp, adv, _ := f.Glyph(pen, r)
		if !dr.Empty() {
			glyphOver(mask, dr, gm, mp)
		}
		pen.X += adv
		prev = r
	}
	// Source column u (in mask pixels) lands at x + (u - mid)·sx.
	mid := float64(ink.Min.X+ink.Max.X)/128 - float64(left)
	dx0 := int(math.Floor(x - mid*sx))
	dw := int(math.Ceil(x+(float64(w)-mid)*sx)) - dx0 + 1
	// Destination column j averages source columns i0 ≤ i < i1 of every
	// row, each weighted by how much of it the interval [u0, u1) under
	// the column covers: the same for every row.
	cd.cols, cd.weights = cd.cols[:0], cd.weights[:0]
	for j := range dw {
		u0 := mid + (float64(dx0+j)-x)/sx
		u1 := u0 + 1/sx
		i0, i1 := max(0, int(math.Floor(u0))), min(w, int(math.Ceil(u1)))
		if i1 <= i0 {
			// Past the mask's edge: no weights (and i0 may be past the
			// row's end).
			cd.cols = append(cd.cols, span{0, len(cd.weights)})
			continue
		}
		cd.cols = append(cd.cols, span{i0, len(cd.weights)})
		for i := i0; i < i1; i++ {
			cd.weights = append(cd.weights, math.Min(u1, float64(i+1))-math.Max(u0, float64(i)))
		}
	}
	cd.cols = append(cd.cols, span{0, len(cd.weights)})
	out := cd.out.reset(dw, h)
	for yy := range h {
		row := mask.Pix[yy*mask.Stride : yy*mask.Stride+w]
		dst := out.Pix[yy*out.Stride : yy*out.Stride+dw]
		for j := range dst {
			i0, wts := cd.cols[j].i0, cd.weights[cd.cols[j].k:cd.cols[j+1].k]
			src := row[i0 : i0+len(wts)]
			sum := 0.0
			for i, wt := range wts {
				sum += wt * float64(src[i])
			}
			dst[j] = uint8(math.Min(255, sum*sx+0.5))
		}
	}
	r := image.Rect(dx0, top, dx0+dw, top+h)
	draw.DrawMask(c.img, r, image.NewUniform(col), image.Point{}, out, image.Point{}, draw.Over)
}

// glyphOver draws a glyph's mask gm (from f.Glyph) into the mask dst, as
// font.Drawer would with an opaque source: draw.DrawMask has no fast path
// for an alpha destination, and its general one cost as much as the rest
// of textCondensed. The arithmetic is draw's Over, to the bit.
func glyphOver(dst *image.Alpha, dr image.Rectangle, gm image.Image, mp image.Point) {
	src, ok := gm.(*image.Alpha)
	if !ok {
		draw.DrawMask(dst, dr, image.Opaque, image.Point{}, gm, mp, draw.Over)
		return
	}
	r := dr.Intersect(dst.Rect).Intersect(src.Rect.Add(dr.Min.Sub(mp)))
	if r.Empty() {
		return
	}
	mp = mp.Add(r.Min.Sub(dr.Min))
	const m = 0xffff
	for y := r.Min.Y; y < r.Max.Y; y++ {
		d := dst.Pix[dst.PixOffset(r.Min.X, y):][:r.Dx()]
		s := src.Pix[src.PixOffset(mp.X, mp.Y+y-r.Min.Y):][:r.Dx()]
		for i, sa := range s {
			if sa == 0 {
				continue
			}
			ma, da := uint32(sa)*0x101, uint32(d[i])*0x101
			d[i] = uint8((da*(m-ma) + m*ma) / m >> 8)
		}
	}
}

// condenser is textCondensed's scratch space, one per render (renders
// run concurrently): the glyph mask, the condensed mask, and the box
// filter's weights, in cols[j].k up to cols[j+1].k for destination column j.
type condenser struct {
	mask, out scratchAlpha
	cols      []span
	weights   []float64
}

// span is where destination column j's weights start (k), and the first
// source column they apply to (i0).
type span struct{ i0, k int }

// scratchAlpha is a reusable alpha mask.
type scratchAlpha struct{ img image.Alpha }

// reset returns the mask resized to w×h and cleared, growing its pixels
// only when they are too few.
func (a *scratchAlpha) reset(w, h int) *image.Alpha {
	n := w * h
	if cap(a.img.Pix) < n {
		a.img.Pix = make([]uint8, n)
	} else {
		a.img.Pix = a.img.Pix[:n]
		clear(a.img.Pix)
	}
	a.img.Stride, a.img.Rect = w, image.Rect(0, 0, w, h)
	return &a.img
}
