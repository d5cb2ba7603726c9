package render

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// textCondensedRef is textCondensed as first written: fresh masks on
// every call, and the filter's weights worked out again for every pixel.
// It is the reference the faster one must match pixel for pixel.
func textCondensedRef(dst *image.RGBA, f font.Face, s string, x, y float64, col color.RGBA, sx, tighten float64) {
	if s == "" {
		return
	}
	track := fixed.Int26_6(tighten * 64)
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
	y0f := y - float64(ink.Min.Y+ink.Max.Y)/128
	top := int(math.Floor(y0f + float64(ink.Min.Y)/64))
	fy := y0f - float64(top)
	left := ink.Min.X.Floor()
	w := ink.Max.X.Ceil() - left + 1
	h := int(math.Ceil(fy+float64(ink.Max.Y)/64)) + 1
	if w <= 0 || h <= 0 {
		return
	}
	mask := image.NewAlpha(image.Rect(0, 0, w, h))
	d := font.Drawer{Dst: mask, Src: image.Opaque, Face: f,
		Dot: fixed.Point26_6{X: -fixed.I(left), Y: fixed.Int26_6(fy * 64)}}
	prev = -1
	for _, r := range s {
		if prev >= 0 {
			d.Dot.X += f.Kern(prev, r) - track
		}
		d.DrawString(string(r))
		prev = r
	}
	mid := float64(ink.Min.X+ink.Max.X)/128 - float64(left)
	dx0 := int(math.Floor(x - mid*sx))
	dw := int(math.Ceil(x+(float64(w)-mid)*sx)) - dx0 + 1
	out := image.NewAlpha(image.Rect(0, 0, dw, h))
	for j := range dw {
		u0 := mid + (float64(dx0+j)-x)/sx
		u1 := u0 + 1/sx
		i0, i1 := max(0, int(math.Floor(u0))), min(w, int(math.Ceil(u1)))
		for yy := range h {
			sum := 0.0
			row := mask.Pix[yy*mask.Stride:]
			for i := i0; i < i1; i++ {
				cover := math.Min(u1, float64(i+1)) - math.Max(u0, float64(i))
				sum += cover * float64(row[i])
			}
			out.Pix[yy*out.Stride+j] = uint8(math.Min(255, sum*sx+0.5))
		}
	}
	r := image.Rect(dx0, top, dx0+dw, top+h)
	draw.DrawMask(dst, r, image.NewUniform(col), image.Point{}, out, image.Point{}, draw.Over)
}

// TestTextCondensed checks textCondensed against textCondensedRef, pixel
// for pixel: strings of one to three characters (digits, letters, a
// Cyrillic one, one the font lacks), at the sizes the board uses and
// more, condensed by every factor drawMarks uses, at fractional
// positions. One canvas draws them all in turn, big and small mixed, so
// that scratch masks left over from a bigger string would show.
func TestTextCondensed(t *testing.T) {
	ft, err := fonts()
	if err != nil {
		t.Fatal(err)
	}
	strs := []string{"388", "100", "280", "7", "W", "abc", "Жi", "1\u2fff1", "%%%", ""}
	sizes := []float64{5, 9.3, 21.2, 48}
	factors := []float64{condense, 0.6, 0.85, 1}
	const side = 160
	bg := color.RGBA{0xdc, 0xb3, 0x5c, 0xff}
	newCanvas := func() *canvas {
		img := image.NewRGBA(image.Rect(0, 0, side, side))
		draw.Draw(img, img.Rect, image.NewUniform(bg), image.Point{}, draw.Src)
		return &canvas{img: img}
	}
	got := newCanvas()
	faces := map[float64]font.Face{}
	drawn := 0
	for k := range 3 {
		for si, px := range sizes {
			// The same face for both: its glyph cache is not shared
			// between goroutines here.
			f, ok := faces[px]
			if !ok {
				f = newFace(ft[1], px)
				faces[px] = f
			}
			for _, s := range strs {
				for fi, sx := range factors {
					x := 80 + float64(si)*0.37 + float64(fi)*0.21 + float64(k)*0.13
					y := 80 - float64(fi)*0.29 + float64(k)*0.45
					col := color.RGBA{uint8(40 * fi), 0, uint8(60 * si), 0xff}
					want := newCanvas()
					textCondensedRef(want.img, f, s, x, y, col, sx, px*0.04)
					draw.Draw(got.img, got.img.Rect, image.NewUniform(bg), image.Point{}, draw.Src)
					got.textCondensed(f, s, x, y, col, sx, px*0.04)
					if n := countDiff(got.img, want.img); n > 0 {
						t.Errorf("%q at %.1f px condensed to %.2f at (%.2f, %.2f): %d pixels differ from the reference", s, px, sx, x, y, n)
					}
					if countDiff(want.img, newCanvas().img) > 0 {
						drawn++
					}
				}
			}
		}
		// Small strings first on the next rounds, then big ones.
		sizes = []float64{sizes[3], sizes[0], sizes[2], sizes[1]}
	}
	if drawn < 3*len(sizes)*len(factors)*(len(strs)-2) {
		t.Errorf("only %d of the cases drew anything", drawn)
	}
}

// countDiff counts the pixels where a and b differ.
func countDiff(a, b *image.RGBA) int {
	n := 0
	for i := 0; i < len(a.Pix); i += 4 {
		if [4]uint8(a.Pix[i:i+4]) != [4]uint8(b.Pix[i:i+4]) {
			n++
		}
	}
	return n
}
