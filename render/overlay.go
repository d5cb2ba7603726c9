package render

import (
	"image"
	"image/color"
	"math"
	"slices"

	"github.com/fogleman/gg"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
	"golang.org/x/image/font"
)

// influence is the influence overlay's field: the strength of each
// visible point's influence, from -1 (all White's) to 1 (all Black's),
// in rows from the top of the view (row y1) down, nx points to a row.
type influence struct {
	nx, ny int
	s      []float64
}

// at returns the strength at the visible point p.
func (f *influence) at(l *layout, p core.Point) float64 {
	return f.s[(l.y1-p.Y())*f.nx+p.X()-l.x0]
}

// influenceField returns the influence overlay's field, or nil when no
// side leads anywhere: computed once per render, for drawInfluence, the
// markup's background and the legend.
//
// A point leans towards the side whose potential is larger there
// (Nakamura §5's charge model, as the analysis computes it). The lead is
// taken relative to the largest lead on an empty point in view, so the
// picture reads the same whatever the potentials' scale (the potential
// peaks under the stones, and scaling by it left the empty points pale;
// a stone's point, far over that scale, is its side's at full strength,
// and a dead stone's its capturer's).
// Its square root lifts the weak leads of the open areas to a shade
// that still reads on a phone. The field is then smoothed once, each
// point with its neighbours (4:1 each): a lone point that leans the other
// way from all four neighbours was drawn as a patch of a checkerboard,
// and is now a faint dimple in the field, as a player reads it. The
// smoothed field is scaled again (see below).
func (c *canvas) influenceField() *influence {
	l := &c.lay
	nx, ny := l.x1-l.x0+1, l.y1-l.y0+1
	raw := make([]float64, nx*ny)
	var top float64
	l.points(func(p core.Point) {
		d := c.a.Potential(core.Black, p) - c.a.Potential(core.White, p)
		switch at := c.b.At(p); {
		case math.IsNaN(d):
			d = 0
		case at.IsStone() && c.deadSet.Has(p):
			// A dead stone is its capturer's point, not a source of
			// its own colour in the middle of the capturer's area.
			d = math.Inf(1)
			if at == core.Black {
				d = math.Inf(-1)
			}
		}
		raw[(l.y1-p.Y())*nx+p.X()-l.x0] = d
		if a := math.Abs(d); !c.b.At(p).IsStone() && !math.IsInf(a, 0) {
			top = math.Max(top, a)
		}
	})
	if top == 0 {
		return nil
	}
	for i, d := range raw {
		// An infinite lead (left out of top) gets the full strength.
		raw[i] = math.Copysign(math.Sqrt(math.Min(math.Abs(d)/top, 1)), d)
	}
	f := &influence{nx: nx, ny: ny, s: make([]float64, nx*ny)}
	for j := range ny {
		for i := range nx {
			sum, w := 4*raw[j*nx+i], 4.0
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				if x, y := i+d[0], j+d[1]; x >= 0 && x < nx && y >= 0 && y < ny {
					sum += raw[y*nx+x]
					w++
				}
			}
			f.s[j*nx+i] = sum / w
		}
	}
	// Smoothing takes the edge off the peaks, and one strong point
	// (beside a dead stone, say) paled the rest: the wash is scaled so
	// that the empty points leaning most, the top tenth of them, show
	// at full strength, and the rest in proportion, so it keeps its
	// contrast on a phone.
	var leans []float64
	l.points(func(p core.Point) {
		if !c.b.At(p).IsStone() {
			leans = append(leans, math.Abs(f.at(l, p)))
		}
	})
	slices.Sort(leans)
	peak := 0.0
	if n := len(leans); n > 0 {
		peak = leans[min(n-1, n*9/10)]
		if peak == 0 {
			peak = leans[n-1]
		}
	}
	if peak > 0 {
		for i, v := range f.s {
			f.s[i] = clamp(v/peak, -1, 1)
		}
	}
	return f
}

// tint returns the colour an influence of strength s gives the plain
// wood (the markup's background on an empty point).
func (c *canvas) tint(s float64) color.RGBA {
	col := c.pal.inflBlack
	if s < 0 {
		col = c.pal.inflWhite
	}
	return mix(c.pal.board, col, c.pal.inflAlpha*math.Min(math.Abs(s), 1))
}

// drawInfluence paints the influence field under the grid, as a smooth
// wash: every pixel's strength is interpolated bilinearly between the
// four points around it (held constant past the outermost lines, to the
// edge of their squares), and the side's colour is blended over the
// wood's grain by it. Where the lead changes sides the wash fades to
// the bare wood, so the frontier reads as a frontier, not a step.
func (c *canvas) drawInfluence() {
	f := c.infl
	if f == nil {
		return
	}
	l := &c.lay
	half := l.cell / 2
	cx0, cy0 := l.centre(core.Pt(l.x0, l.y1))
	x0 := max(int(math.Floor(cx0))-half, l.woodX0)
	y0 := max(int(math.Floor(cy0))-half, l.boardTop)
	x1 := min(int(math.Floor(cx0))-half+f.nx*l.cell, l.woodX1)
	y1 := min(int(math.Floor(cy0))-half+f.ny*l.cell, l.boardBot)
	if x1 <= x0 || y1 <= y0 {
		return
	}
	cell := float64(l.cell)
	// Per column of pixels: the point to its left and the weight of the
	// one to its right.
	type col struct {
		i  int
		fu float64
	}
	cols := make([]col, x1-x0)
	for x := x0; x < x1; x++ {
		u := clamp((float64(x)+0.5-cx0)/cell, 0, float64(f.nx-1))
		i := min(int(u), max(f.nx-2, 0))
		cols[x-x0] = col{i, u - float64(i)}
	}
	row := make([]float64, f.nx+1)
	bk, wh := c.pal.inflBlack, c.pal.inflWhite
	k := 64 * c.pal.inflAlpha
	pix, stride := c.img.Pix, c.img.Stride
	for y := y0; y < y1; y++ {
		v := clamp((float64(y)+0.5-cy0)/cell, 0, float64(f.ny-1))
		j := min(int(v), max(f.ny-2, 0))
		fv := v - float64(j)
		for i := range f.nx {
			a := f.s[j*f.nx+i]
			b := a
			if j+1 < f.ny {
				b = f.s[(j+1)*f.nx+i]
			}
			row[i] = a + (b-a)*fv
		}
		row[f.nx] = row[f.nx-1]
		line := pix[y*stride:]
		for x := x0; x < x1; x++ {
			cl := cols[x-x0]
			s := row[cl.i] + (row[cl.i+1]-row[cl.i])*cl.fu
			tc := &bk
			if s < 0 {
				tc, s = &wh, -s
			}
			// The opacity in 64ths: finer steps do not show, and
			// integer blending keeps the wash cheap.
			a := uint32(k*math.Min(s, 1) + 0.5)
			if a == 0 {
				continue
			}
			o := 4 * x
			px := line[o : o+3 : o+3]
			px[0] = uint8((uint32(px[0])*(64-a) + uint32(tc.R)*a + 32) >> 6)
			px[1] = uint8((uint32(px[1])*(64-a) + uint32(tc.G)*a + 32) >> 6)
			px[2] = uint8((uint32(px[2])*(64-a) + uint32(tc.B)*a + 32) >> 6)
		}
	}
}

// settledTerritory returns the points whose owner the analysis counts
// with confidence: the regions (empty points and dead stones, joined
// orthogonally) that one side's living stones alone enclose, every point
// of which the score gives to that side. These get territory squares. A
// side's likely but open area (moyo) has no square: the influence tint
// shows it. On a board of a few stones nothing is enclosed, and squares
// there marked only the four liberties of each stone, where the
// estimate's charges are strongest; during scoring every region is
// closed and its owner's. A seki's eyes touch both sides' living stones,
// and are nobody's.
func (c *canvas) settledTerritory() core.PointSet {
	n := c.b.Size()
	settled := core.NewPointSet(n)
	black, white := c.b.Stones(core.Black), c.b.Stones(core.White)
	living := black.Union(white).Minus(c.deadSet)
	for comp := range core.FullSet(n).Minus(living).Components() {
		border := comp.Border()
		if border.Empty() {
			continue
		}
		var owner core.Color
		switch {
		case border.Minus(black).Empty():
			owner = core.Black
		case border.Minus(white).Empty():
			owner = core.White
		default:
			continue
		}
		all := true
		for p := range comp.All() {
			if c.a.Owner(p) != owner {
				all = false
				break
			}
		}
		if all {
			settled = settled.Union(comp)
		}
	}
	return settled
}

// drawTerritory puts a small square of the owner's colour on every point
// of settled territory (settledTerritory): empty points, and dead stones
// when the status overlay does not already cross them out. SGF markup on
// a point takes its place; on a dead stone with a move number the square
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
	if !owner.IsStone() || !c.settled.Has(p) {
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
		passAlive := false
		for p := range grp.Stones.All() {
			if c.a.Status(p) == analysis.PassAlive {
				passAlive = true
				break
			}
		}
		if !grp.EyesDecide(passAlive) {
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
