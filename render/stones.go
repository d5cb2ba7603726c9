package render

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/fogleman/gg"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
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
	return c.deadSet.Has(p) || c.a.Status(p) == analysis.Dead
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
