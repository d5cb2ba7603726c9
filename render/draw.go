package render

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/draw"

	"github.com/fogleman/gg"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// ErrAnalysis is an analysis given with WithAnalysis for another board size.
var ErrAnalysis = errors.New("render: analysis does not match the board")

// analysisView is what the overlays read from a *analysis.Analysis. Tests
// supply analyses with statuses and potentials the current engine may not
// produce yet.
type analysisView interface {
	Size() int
	Groups() []analysis.Group
	Status(p core.Point) analysis.Status
	Dead() core.PointSet
	Owner(p core.Point) core.Color
	Potential(c core.Color, p core.Point) float64
	Score() analysis.Score
}

var _ analysisView = (*analysis.Analysis)(nil)

// canvas is one render in progress. Nothing in it outlives the render or
// is shared with another one.
type canvas struct {
	cfg            *config
	pal            palette
	lay            layout
	img            *image.RGBA
	dc             *gg.Context
	faces          faceSet
	b              *core.Board
	g              *core.Game // nil for a bare board
	a              analysisView
	nums           numbering
	header, footer []row
	sprites        [3]sprite // by core.Color
	faded          [3]sprite
	badges         map[badgeKey]sprite
	marks          map[core.Point]core.Mark // the visible SGF markup
	// deadSet is the analysis's dead stones (a.Dead() copies them), and
	// settled the territory the territory overlay marks.
	deadSet, settled core.PointSet
	// infl is the influence field drawn under the grid (nil without the
	// influence overlay or when it tints nothing), and eyes the eye
	// badges: computed once, for the picture and the legend.
	infl *influence
	eyes []eyeBadge
	cond condenser
}

func paint(b *core.Board, g *core.Game, opts []Option, pooled bool) (*image.RGBA, error) {
	c, err := paintCanvas(b, g, opts, pooled)
	if err != nil {
		return nil, err
	}
	return c.img, nil
}

// paintCanvas draws and returns the whole render (tests read its layout).
func paintCanvas(b *core.Board, g *core.Game, opts []Option, pooled bool) (*canvas, error) {
	cfg := defaults()
	for _, o := range opts {
		if o == nil {
			continue
		}
		if err := o(&cfg); err != nil {
			return nil, err
		}
	}
	ft, err := fonts()
	if err != nil {
		return nil, err
	}
	c := &canvas{cfg: &cfg, pal: cfg.theme.palette(), b: b, g: g}
	if c.lay, err = newLayout(b.Size(), &cfg, c.pal.lineScale); err != nil {
		return nil, err
	}
	switch {
	case cfg.view != nil:
		c.a = cfg.view
	case cfg.analysis != nil:
		c.a = cfg.analysis
	case cfg.overlays != 0 && g != nil:
		c.a = analysis.Analyze(g)
	case cfg.overlays != 0:
		c.a = analysis.AnalyzeBoard(b, 0, 0)
	}
	if c.a != nil && c.a.Size() != b.Size() {
		return nil, fmt.Errorf("%w: analysis of %d×%d, board %d×%d", ErrAnalysis, c.a.Size(), c.a.Size(), b.Size(), b.Size())
	}
	l := &c.lay
	c.faces = faceSet{fonts: ft, px: [numFaces]float64{
		faceText: l.px.text, faceBold: l.px.text, faceCoord: l.px.coord,
		faceNum: l.px.num, faceNum3: l.px.num3, faceMark: l.px.mark,
		faceSmall: l.px.small, faceBadge: l.px.badge, faceIcon: l.px.icon,
	}}
	c.marks = c.markupAt()
	if c.a != nil {
		c.deadSet = c.a.Dead()
		if cfg.overlays&OverlayInfluence != 0 {
			c.infl = c.influenceField()
		}
		if cfg.overlays&OverlayTerritory != 0 {
			c.settled = c.settledTerritory()
		}
		if cfg.overlays&OverlayEyes != 0 {
			c.eyes = c.eyeBadges()
		}
	}
	if g != nil && cfg.numbers != 0 {
		c.nums = number(g, b, cfg.numbers)
	}
	if cfg.frame {
		c.header = c.flow(c.headerItems())
		c.footer = c.flow(c.footerItems())
	}
	l.place(c.stripHeight(c.header), c.stripHeight(c.footer))
	c.img = getImage(l.width, l.height, pooled)
	c.dc = gg.NewContextForRGBA(c.img)
	c.makeSprites()

	c.drawBoard()
	c.drawInfluence()
	c.drawGrid()
	c.drawCoordinates()
	c.drawStones()
	if c.a != nil && cfg.overlays&OverlayTerritory != 0 {
		c.drawTerritory()
	}
	c.drawMarks()
	c.drawEyes()
	c.drawStrip(c.header, 0, l.headerH)
	c.drawStrip(c.footer, l.boardBot, l.footerH)
	return c, nil
}

// fill paints a rectangle, blending when col is translucent.
func (c *canvas) fill(r image.Rectangle, col color.RGBA) {
	op := draw.Over
	if col.A == 0xff {
		op = draw.Src
	}
	draw.Draw(c.img, r, image.NewUniform(col), image.Point{}, op)
}

// fade returns col with opacity a (0..1), premultiplied.
func fade(col color.RGBA, a float64) color.RGBA {
	a = clamp(a, 0, 1)
	k := a * float64(col.A) / 255
	return color.RGBA{uint8(float64(col.R)*k + 0.5), uint8(float64(col.G)*k + 0.5), uint8(float64(col.B)*k + 0.5), uint8(255*k + 0.5)}
}

// textCentred draws s with its ink centred on (x, y).
func (c *canvas) textCentred(f font.Face, s string, x, y float64, col color.RGBA) {
	b, _ := font.BoundString(f, s)
	dx := x - float64(b.Min.X+b.Max.X)/128
	dy := y - float64(b.Min.Y+b.Max.Y)/128
	d := font.Drawer{Dst: c.img, Src: image.NewUniform(col), Face: f, Dot: fixed.Point26_6{X: fixed.Int26_6(dx * 64), Y: fixed.Int26_6(dy * 64)}}
	d.DrawString(s)
}

// textAt draws s starting at x on the baseline y.
func (c *canvas) textAt(f font.Face, s string, x, y float64, col color.RGBA) {
	d := font.Drawer{Dst: c.img, Src: image.NewUniform(col), Face: f, Dot: fixed.Point26_6{X: fixed.Int26_6(x * 64), Y: fixed.Int26_6(y * 64)}}
	d.DrawString(s)
}

// ink returns the colour for marks and text on point p.
func (c *canvas) ink(p core.Point) color.RGBA { return c.inkOn(c.b.At(p)) }

// inkOn returns the colour for marks and text on a stone of colour col,
// or on the wood.
func (c *canvas) inkOn(col core.Color) color.RGBA {
	switch col {
	case core.Black:
		return c.pal.inkOnBlack
	case core.White:
		return c.pal.inkOnWhite
	}
	return c.pal.inkOnBoard
}
