package commands

import (
	"fmt"
	"image/color"
	"image/png"
	"io"
	"strconv"
	"sync"

	"github.com/fogleman/gg"
	"github.com/gobot-baduk/gobot/core"
	"github.com/golang/freetype/truetype"
	"golang.org/x/image/font/gofont/gomedium"
)

// Renderer draws a game's current position as a PNG.
type Renderer interface {
	// RenderBoard writes the position at g's cursor to w as a PNG, with
	// the view's overlays drawn from its analysis.
	RenderBoard(w io.Writer, g *core.Game, v View) error
}

// View says what to draw over the stones.
type View struct {
	// Overlays are the analysis overlays to draw.
	Overlays Overlay
	// Analysis is the analysis they come from (needed for any overlay;
	// during scoring it holds the agreed dead stones).
	Analysis *core.Analysis
}

// RendererFunc adapts a function to the Renderer interface.
type RendererFunc func(w io.Writer, g *core.Game, v View) error

// RenderBoard calls f.
func (f RendererFunc) RenderBoard(w io.Writer, g *core.Game, v View) error { return f(w, g, v) }

// BasicRenderer returns gobot's built-in board drawing: a wooden board with
// coordinates, the stones, the last move, and the overlays (status rings,
// eye counts, territory squares, crosses on dead stones). Package render
// draws the full images; this one keeps the commands self-contained.
func BasicRenderer() Renderer { return RendererFunc(basicRender) }

var (
	fontOnce sync.Once
	fontTT   *truetype.Font
	fontErr  error
)

func basicRender(w io.Writer, g *core.Game, v View) error {
	fontOnce.Do(func() { fontTT, fontErr = truetype.Parse(gomedium.TTF) })
	if fontErr != nil {
		return fmt.Errorf("commands: font: %w", fontErr)
	}
	b := g.Board()
	n := b.Size()
	cell := 40.0
	if n > 13 {
		cell = 32
	}
	margin := cell * 1.1
	side := margin*2 + cell*float64(n-1)
	dc := gg.NewContext(int(side), int(side))
	dc.SetColor(color.RGBA{0xdc, 0xb3, 0x5c, 0xff})
	dc.Clear()
	at := func(p core.Point) (float64, float64) {
		return margin + cell*float64(p.X()), margin + cell*float64(n-1-p.Y())
	}
	// Territory first, under the lines.
	if v.Analysis != nil && v.Overlays&OverlayTerritory != 0 {
		for y := 0; y < n; y++ {
			for x := 0; x < n; x++ {
				p := core.Pt(x, y)
				switch v.Analysis.Owner(p) {
				case core.Black:
					dc.SetRGBA(0, 0, 0, 0.28)
				case core.White:
					dc.SetRGBA(1, 1, 1, 0.5)
				default:
					continue
				}
				cx, cy := at(p)
				dc.DrawRectangle(cx-cell/2, cy-cell/2, cell, cell)
				dc.Fill()
			}
		}
	}
	dc.SetRGB(0.1, 0.1, 0.1)
	dc.SetLineWidth(1.2)
	for i := 0; i < n; i++ {
		o := margin + cell*float64(i)
		dc.DrawLine(margin, o, side-margin, o)
		dc.DrawLine(o, margin, o, side-margin)
	}
	dc.Stroke()
	for _, p := range starPoints(n) {
		cx, cy := at(p)
		dc.DrawCircle(cx, cy, cell*0.09)
		dc.Fill()
	}
	dc.SetFontFace(truetype.NewFace(fontTT, &truetype.Options{Size: cell * 0.38}))
	for i := 0; i < n; i++ {
		o := margin + cell*float64(i)
		col, row := core.ColumnLetter(i), strconv.Itoa(n-i)
		dc.DrawStringAnchored(col, o, margin*0.4, 0.5, 0.5)
		dc.DrawStringAnchored(col, o, side-margin*0.4, 0.5, 0.5)
		dc.DrawStringAnchored(row, margin*0.4, o, 0.5, 0.5)
		dc.DrawStringAnchored(row, side-margin*0.4, o, 0.5, 0.5)
	}
	r := cell * 0.47
	last := g.LastMove()
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			p := core.Pt(x, y)
			c := b.At(p)
			if !c.IsStone() {
				continue
			}
			cx, cy := at(p)
			dc.DrawCircle(cx, cy, r)
			if c == core.Black {
				dc.SetRGB(0.08, 0.08, 0.08)
				dc.FillPreserve()
				dc.SetRGB(0, 0, 0)
			} else {
				dc.SetRGB(0.97, 0.97, 0.95)
				dc.FillPreserve()
				dc.SetRGB(0.2, 0.2, 0.2)
			}
			dc.SetLineWidth(1)
			dc.Stroke()
			ink := func() {
				if c == core.Black {
					dc.SetRGB(1, 1, 1)
				} else {
					dc.SetRGB(0, 0, 0)
				}
			}
			if v.Analysis != nil && v.Overlays&OverlayStatus != 0 {
				switch v.Analysis.Status(p) {
				case core.Dead:
					dc.SetRGB(0.85, 0.1, 0.1)
					dc.SetLineWidth(3)
					dc.DrawLine(cx-r*0.5, cy-r*0.5, cx+r*0.5, cy+r*0.5)
					dc.DrawLine(cx-r*0.5, cy+r*0.5, cx+r*0.5, cy-r*0.5)
					dc.Stroke()
				case core.Unsettled:
					dc.SetRGB(0.95, 0.6, 0.1)
					dc.SetLineWidth(3)
					dc.DrawCircle(cx, cy, r*0.5)
					dc.Stroke()
				case core.Seki:
					dc.SetRGB(0.2, 0.5, 0.9)
					dc.SetLineWidth(3)
					dc.DrawCircle(cx, cy, r*0.5)
					dc.Stroke()
				}
			}
			if v.Analysis != nil && v.Overlays&OverlayEyes != 0 {
				if grp, ok := v.Analysis.GroupAt(p); ok && b.ChainHead(p) == p && grp.Stones.First() == p {
					ink()
					dc.DrawStringAnchored(strconv.FormatFloat(grp.Eyes, 'f', -1, 64), cx, cy, 0.5, 0.5)
				}
			} else if last.IsValid() && !last.IsPass() && last.Point() == p {
				ink()
				dc.SetLineWidth(2.5)
				dc.DrawCircle(cx, cy, r*0.45)
				dc.Stroke()
			}
		}
	}
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(w, dc.Image()); err != nil {
		return fmt.Errorf("commands: encoding PNG: %w", err)
	}
	return nil
}

// starPoints returns the hoshi of a size×size board.
func starPoints(n int) []core.Point {
	if n < 7 {
		return nil
	}
	d := 2
	if n >= 13 {
		d = 3
	}
	lo, hi, mid := d, n-1-d, n/2
	pts := []core.Point{core.Pt(lo, lo), core.Pt(lo, hi), core.Pt(hi, lo), core.Pt(hi, hi)}
	if n%2 == 1 && n >= 9 {
		pts = append(pts, core.Pt(mid, mid))
		if n >= 19 {
			pts = append(pts, core.Pt(lo, mid), core.Pt(hi, mid), core.Pt(mid, lo), core.Pt(mid, hi))
		}
	}
	return pts
}
