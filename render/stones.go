package render

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/fogleman/gg"
	"github.com/gobot-baduk/gobot/core"
	"golang.org/x/image/font"
)

// sprite is a stone drawn once per render and copied onto every point of
// its colour: shading a stone with a gradient costs far more than copying
// it, and every stone of a render has the same size and pixel phase.
type sprite struct {
	img *image.RGBA
	k   int // offset from the sprite's corner to the stone's centre pixel
}

func (c *canvas) makeSprites() {
	l := &c.lay
	cx, _ := l.centre(core.Pt(0, 0))
	frac := cx - math.Floor(cx)
	r := l.radius
	k := int(math.Ceil(r)) + 1
	shadow := math.Max(1, r*0.07)
	n := 2*k + 1 + int(math.Ceil(shadow))
	for _, col := range [2]core.Color{core.Black, core.White} {
		dc := gg.NewContext(n, n)
		x, y := float64(k)+frac, float64(k)+frac
		if c.pal.shadow.A != 0 {
			dc.SetColor(c.pal.shadow)
			dc.DrawCircle(x+shadow, y+shadow, r)
			dc.Fill()
		}
		hi, lo, rim := c.pal.blackHi, c.pal.blackLo, c.pal.blackRim
		rimW := math.Max(1, r*0.05)
		if col == core.White {
			hi, lo, rim = c.pal.whiteHi, c.pal.whiteLo, c.pal.whiteRim
			rimW = math.Max(1, r*0.06)
			if c.cfg.theme == HighContrast {
				rimW = math.Max(1.5, r*0.11)
			}
		}
		grad := gg.NewRadialGradient(x-r*0.35, y-r*0.4, 0, x, y, r*1.05)
		grad.AddColorStop(0, hi)
		grad.AddColorStop(0.55, mix(hi, lo, 0.6))
		grad.AddColorStop(1, lo)
		dc.SetFillStyle(grad)
		dc.DrawCircle(x, y, r)
		dc.Fill()
		dc.SetColor(rim)
		dc.SetLineWidth(rimW)
		dc.DrawCircle(x, y, r-rimW/2)
		dc.Stroke()
		img := dc.Image().(*image.RGBA)
		posterize(img, 8)
		c.sprites[col] = sprite{img, k}
		// Dead stones keep 60% of their opacity: faded, yet still black or white.
		faded := image.NewRGBA(img.Rect)
		draw.DrawMask(faded, faded.Rect, img, image.Point{}, image.NewUniform(color.Alpha{0x9c}), image.Point{}, draw.Src)
		c.faded[col] = sprite{faded, k}
	}
}

func mix(a, b color.RGBA, t float64) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t + 0.5) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), m(a.A, b.A)}
}

// stamp composites a sprite (premultiplied, source over) centred on
// (cx, cy). Most sprite pixels are fully transparent or fully opaque, so
// they are skipped or copied; only the antialiased rim is blended. This is
// several times faster than draw.Draw's general path.
func (c *canvas) stamp(s sprite, cx, cy float64) {
	x0, y0 := int(math.Floor(cx))-s.k, int(math.Floor(cy))-s.k
	src, dst := s.img, c.img
	r := src.Rect.Add(image.Pt(x0, y0)).Intersect(dst.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		sp := src.Pix[src.PixOffset(r.Min.X-x0, y-y0):]
		dp := dst.Pix[dst.PixOffset(r.Min.X, y):]
		for i := 0; i < 4*(r.Max.X-r.Min.X); i += 4 {
			switch a := uint32(sp[i+3]); a {
			case 0:
			case 0xff:
				copy(dp[i:i+4], sp[i:i+4])
			default:
				k := 255 - a
				dp[i] = uint8(uint32(sp[i]) + (uint32(dp[i])*k+127)/255)
				dp[i+1] = uint8(uint32(sp[i+1]) + (uint32(dp[i+1])*k+127)/255)
				dp[i+2] = uint8(uint32(sp[i+2]) + (uint32(dp[i+2])*k+127)/255)
				dp[i+3] = uint8(a + (uint32(dp[i+3])*k+127)/255)
			}
		}
	}
}

// dead reports whether the status overlay shows the stone on p as dead.
func (c *canvas) dead(p core.Point) bool {
	if c.a == nil || c.cfg.overlays&OverlayStatus == 0 {
		return false
	}
	d := c.a.Dead()
	return d.Has(p) || c.a.Status(p) == core.Dead
}

// drawStones copies the stones onto the board; dead stones are faded.
func (c *canvas) drawStones() {
	l := &c.lay
	l.points(func(p core.Point) {
		col := c.b.At(p)
		if !col.IsStone() {
			return
		}
		cx, cy := l.centre(p)
		if c.dead(p) {
			c.stamp(c.faded[col], cx, cy)
		} else {
			c.stamp(c.sprites[col], cx, cy)
		}
	})
}

// drawMarks draws, on each point, the status mark, the SGF markup, the
// move number and the last-move ring, in that order, so the latest
// information is on top.
func (c *canvas) drawMarks() {
	l := &c.lay
	r := l.radius
	if c.a != nil && c.cfg.overlays&OverlayStatus != 0 {
		l.points(func(p core.Point) {
			col := c.b.At(p)
			if !col.IsStone() {
				return
			}
			st := c.a.Status(p)
			if c.dead(p) {
				st = core.Dead
			}
			cx, cy := l.centre(p)
			c.statusMark(st, col, cx, cy, r, c.faces.mark)
		})
	}
	if c.g != nil && c.cfg.markup {
		for _, m := range c.g.Cursor().Marks() {
			if l.visible(m.Point) {
				c.markup(m)
			}
		}
	}
	for p, n := range c.nums.label {
		if !l.visible(p) {
			continue
		}
		cx, cy := l.centre(p)
		f := c.faces.num
		if n >= 100 {
			f = c.faces.num3
		}
		c.textCentred(f, itoa(n), cx, cy, c.ink(p))
	}
	if c.g != nil && c.cfg.lastMove {
		if m := c.g.LastMove(); m.IsValid() && !m.IsPass() && l.visible(m.Point()) && c.b.At(m.Point()) == m.Color() {
			p := m.Point()
			cx, cy := l.centre(p)
			rr := r * 0.5
			if _, ok := c.nums.label[p]; ok {
				rr = r * 0.8
			}
			c.dc.SetColor(c.ink(p))
			c.dc.SetLineWidth(math.Max(1.5, r*0.13))
			c.dc.DrawCircle(cx, cy, rr)
			c.dc.Stroke()
		}
	}
}

// statusMark draws a group's status on one of its stones (or on a legend
// icon): dead is a cross, unsettled a "?" disc, seki an "=" disc, and
// pass-alive a small diamond. Shapes, not colours, carry the meaning.
func (c *canvas) statusMark(st core.Status, stone core.Color, cx, cy, r float64, f font.Face) {
	dc := c.dc
	ink := c.pal.inkOnWhite
	if stone == core.Black {
		ink = c.pal.inkOnBlack
	}
	switch st {
	case core.Dead:
		d := r * 0.5
		for _, w := range [2]struct {
			col   color.RGBA
			width float64
		}{{ink, math.Max(2.5, r*0.26)}, {c.pal.dead, math.Max(1.5, r*0.15)}} {
			dc.SetColor(w.col)
			dc.SetLineWidth(w.width)
			dc.SetLineCapRound()
			dc.DrawLine(cx-d, cy-d, cx+d, cy+d)
			dc.DrawLine(cx-d, cy+d, cx+d, cy-d)
			dc.Stroke()
		}
	case core.Unsettled, core.Seki:
		fill, glyph, text := c.pal.unsettled, "?", c.pal.inkOnWhite
		if st == core.Seki {
			fill, glyph, text = c.pal.seki, "=", c.pal.inkOnBlack
		}
		dc.SetColor(fill)
		dc.DrawCircle(cx, cy, r*0.55)
		dc.FillPreserve()
		dc.SetColor(ink)
		dc.SetLineWidth(math.Max(1, r*0.07))
		dc.Stroke()
		c.textCentred(f, glyph, cx, cy, text)
	case core.PassAlive:
		d := r * 0.36
		dc.MoveTo(cx, cy-d)
		dc.LineTo(cx+d, cy)
		dc.LineTo(cx, cy+d)
		dc.LineTo(cx-d, cy)
		dc.ClosePath()
		dc.SetColor(c.pal.passAlive)
		dc.FillPreserve()
		dc.SetColor(ink)
		dc.SetLineWidth(math.Max(1, r*0.07))
		dc.Stroke()
	}
}

// markup draws one SGF mark in the ink that contrasts with what is under it.
func (c *canvas) markup(m core.Mark) {
	l := &c.lay
	r := l.radius
	cx, cy := l.centre(m.Point)
	dc := c.dc
	dc.SetColor(c.ink(m.Point))
	dc.SetLineWidth(math.Max(1.5, r*0.11))
	switch m.Kind {
	case core.Triangle:
		dc.DrawRegularPolygon(3, cx, cy+r*0.08, r*0.6, 0)
		dc.Stroke()
	case core.Square:
		d := r * 0.42
		dc.DrawRectangle(cx-d, cy-d, 2*d, 2*d)
		dc.Stroke()
	case core.Circle:
		dc.DrawCircle(cx, cy, r*0.5)
		dc.Stroke()
	case core.Cross:
		d := r * 0.42
		dc.DrawLine(cx-d, cy-d, cx+d, cy+d)
		dc.DrawLine(cx-d, cy+d, cx+d, cy-d)
		dc.Stroke()
	case core.Label:
		if m.Text == "" {
			return
		}
		if !c.b.At(m.Point).IsStone() {
			// Clear the lines under the text, as printed diagrams do.
			dc.SetColor(c.pal.board)
			dc.DrawCircle(cx, cy, r*0.7)
			dc.Fill()
		}
		t := []rune(m.Text)
		if len(t) > 3 {
			t = t[:3]
		}
		f := c.faces.num
		if len(t) > 2 {
			f = c.faces.num3
		}
		c.textCentred(f, string(t), cx, cy, c.ink(m.Point))
	}
}

// posterize rounds the opaque pixels of a sprite to multiples of step.
// Invisible at any size we draw (the steps are a few levels of a gradient
// under a stone's gloss), it turns the gradient into short runs of equal
// pixels, which the PNG writer's Sub filter and fast zlib level turn into
// repeats: about 6 % off a 19×19 picture.
func posterize(img *image.RGBA, step int) {
	for i := 0; i < len(img.Pix); i += 4 {
		if img.Pix[i+3] != 0xff {
			continue
		}
		for j := 0; j < 3; j++ {
			v := (int(img.Pix[i+j]) + step/2) / step * step
			img.Pix[i+j] = uint8(min(v, 255))
		}
	}
}
