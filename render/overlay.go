package render

import (
	"image"
	"image/color"
	"math"

	"github.com/fogleman/gg"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
	"golang.org/x/image/font"
)

// influenceTints returns the shade of each visible empty point that the
// influence overlay tints (by point), or nil when it tints none: computed
// once per render, for drawInfluence and the legend.
//
// An empty point is tinted towards the side whose potential is larger
// there (Nakamura §5's charge model, as the analysis computes it). The
// tint's strength is the difference of the two potentials relative to the
// largest difference on an empty point in view, so the picture reads the
// same whatever the potentials' scale. It comes in four steps of flat
// colour, painted over the wood's grain: a few clean shades read better
// than a smear of them, and flat blocks cost the PNG encoder little.
// Points with a stone stay untinted: the stone says who is there, and
// stone rims blended into a dozen shades cost 15 % of the file. (So they
// do not count for the scale either: the potential peaks under the
// stones, and scaling by it left the empty points pale.)
func (c *canvas) influenceTints() []color.RGBA {
	l := &c.lay
	var diff [core.NumSlots]float64
	var top float64
	l.points(func(p core.Point) {
		if c.b.At(p).IsStone() {
			return
		}
		diff[p] = c.a.Potential(core.Black, p) - c.a.Potential(core.White, p)
		if d := math.Abs(diff[p]); !math.IsNaN(d) && !math.IsInf(d, 0) {
			top = math.Max(top, d)
		}
	})
	if top == 0 {
		return nil
	}
	const steps = 4
	var shades [3][steps + 1]color.RGBA
	for k := 1; k <= steps; k++ {
		a := c.pal.inflAlpha * float64(k) / steps
		shades[core.Black][k] = mix(c.pal.board, c.pal.inflBlack, a)
		shades[core.White][k] = mix(c.pal.board, c.pal.inflWhite, a)
	}
	var tints []color.RGBA
	l.points(func(p core.Point) {
		if c.b.At(p).IsStone() {
			return
		}
		d := diff[p] / top
		if math.IsNaN(d) {
			return
		}
		// An infinite lead (left out of top) gets the strongest shade.
		k := int(math.Round(math.Sqrt(math.Min(math.Abs(d), 1)) * steps))
		if k <= 0 {
			return
		}
		side := core.Black
		if d < 0 {
			side = core.White
		}
		if tints == nil {
			tints = make([]color.RGBA, core.NumSlots)
		}
		tints[p] = shades[side][k]
	})
	return tints
}

// drawInfluence paints the influence tints, under the grid.
func (c *canvas) drawInfluence() {
	if c.tints == nil {
		return
	}
	l := &c.lay
	half := l.cell / 2
	l.points(func(p core.Point) {
		if col := c.tints[p]; col.A != 0 {
			cx, cy := l.centre(p)
			x, y := int(math.Floor(cx))-half, int(math.Floor(cy))-half
			c.fill(image.Rect(x, y, x+l.cell, y+l.cell), col)
		}
	})
}

// drawTerritory puts a small square of the owner's colour on every point
// the score estimate gives to a side: empty points, and dead stones when
// the status overlay does not already cross them out. SGF markup on a
// point takes its place; on a dead stone with a move number the square
// moves to the stone's lower left corner, where a status badge would go.
func (c *canvas) drawTerritory() {
	l := &c.lay
	d := math.Max(2, float64(l.cell)*0.17)
	rim := math.Max(1, float64(l.cell)*0.03)
	off := float64(l.cell) * statusBadgeAt
	l.points(func(p core.Point) {
		if owner, ok := c.territoryAt(p); ok {
			cx, cy := l.centre(p)
			if _, ok := c.nums.label[p]; ok {
				cx, cy = cx-off, cy+off
			}
			c.territorySquare(owner, cx, cy, d, rim)
		}
	})
}

// territoryAt returns the side whose territory square goes on p, if any.
func (c *canvas) territoryAt(p core.Point) (core.Color, bool) {
	owner := c.a.Owner(p)
	if !owner.IsStone() {
		return core.Empty, false
	}
	if _, ok := c.marks[p]; ok {
		return core.Empty, false
	}
	switch at := c.b.At(p); {
	case at == owner || c.dead(p):
		return core.Empty, false
	case at.IsStone():
		return owner, c.deadSet.Has(p)
	}
	return owner, true
}

func (c *canvas) territorySquare(owner core.Color, cx, cy, d, rim float64) {
	dc := c.dc
	dc.DrawRectangle(cx-d, cy-d, 2*d, 2*d)
	if owner == core.Black {
		dc.SetColor(c.pal.terrBlack)
		dc.FillPreserve()
		dc.SetColor(c.pal.terrWhite)
	} else {
		dc.SetColor(c.pal.terrWhite)
		dc.FillPreserve()
		dc.SetColor(c.pal.terrRim)
	}
	dc.SetLineWidth(rim)
	dc.Stroke()
}

// eyeBadge is a group's eye count and the stone that carries it.
type eyeBadge struct {
	p    core.Point
	text string
}

// eyeBadges returns the eye badges to draw, once per render for drawEyes
// and the legend: one for each group whose eye count decides something
// (Group.EyesDecide: unsettled, alive by its eyes, or dead for want of
// them), on the top-right stone in view of its largest chain, labelled as
// the /analyze text says it (analysis.EyeLabel: 0, ½, 1, 1½ or 2+). A
// "2+" on every living group, or a "0" on every dead stone, would hide the
// few counts that inform; lone stones are not a shape with eyes.
func (c *canvas) eyeBadges() []eyeBadge {
	l := &c.lay
	var badges []eyeBadge
	groups := c.a.Groups()
	for i := range groups {
		grp := &groups[i]
		if grp.Stones.Intersects(&c.deadSet) && grp.Status != analysis.Dead {
			continue
		}
		if !grp.EyesDecide() {
			continue
		}
		best, by, bx := core.NoPoint, -1, -1
		for p := range grp.LargestChain().All() {
			if !l.visible(p) {
				continue
			}
			if p.Y() > by || (p.Y() == by && p.X() > bx) {
				best, by, bx = p, p.Y(), p.X()
			}
		}
		if best != core.NoPoint {
			badges = append(badges, eyeBadge{best, analysis.EyeLabel(grp.Eyes)})
		}
	}
	return badges
}

// drawEyes puts each eye badge at the top right of its stone, off the
// stone's centre where the status mark and move number are.
func (c *canvas) drawEyes() {
	l := &c.lay
	off := float64(l.cell) * 0.42
	for _, b := range c.eyes {
		cx, cy := l.centre(b.p)
		c.badge(c.faces.get(faceBadge), b.text, cx+off, cy-off)
	}
}

// badge draws a pill with text centred on (x, y). Badges with the same
// face and text are drawn once per render and then copied.
func (c *canvas) badge(f font.Face, s string, x, y float64) {
	key := badgeKey{f, s}
	sp, ok := c.badges[key]
	if !ok {
		w, h := badgeSize(f, s)
		k := int(math.Ceil(math.Max(w, h)/2)) + 2
		img := image.NewRGBA(image.Rect(0, 0, 2*k+1, 2*k+1))
		sub := &canvas{pal: c.pal, img: img, dc: gg.NewContextForRGBA(img)}
		fx, fy := float64(k)+x-math.Floor(x), float64(k)+y-math.Floor(y)
		dc := sub.dc
		dc.DrawRoundedRectangle(fx-w/2, fy-h/2, w, h, h/2)
		dc.SetColor(c.pal.badge)
		dc.FillPreserve()
		dc.SetColor(c.pal.badgeRim)
		dc.SetLineWidth(math.Max(1, h*0.08))
		dc.Stroke()
		sub.textCentred(f, s, fx, fy, c.pal.badgeText)
		sp = sprite{img, k}
		if c.badges == nil {
			c.badges = make(map[badgeKey]sprite)
		}
		c.badges[key] = sp
	}
	c.stamp(sp, x, y)
}

// badgeSize returns the width and height of the pill badge draws for s:
// a circle for one character, longer for more.
func badgeSize(f font.Face, s string) (w, h float64) {
	b, _ := font.BoundString(f, "0")
	h = float64(b.Max.Y-b.Min.Y)/64*1.6 + 2
	w = math.Max(h, float64(font.MeasureString(f, s).Ceil())+h*0.55)
	return w, h
}

type badgeKey struct {
	f font.Face
	s string
}
