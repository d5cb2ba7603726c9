package render

import (
	"image"
	"math"
	"strconv"
	"strings"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
	"golang.org/x/image/font"
)

// The header and footer are rows of items laid out like words in a
// paragraph: an item never breaks, and a row that is full wraps. That
// keeps them readable at 400 px as well as at 1000.

type iconKind uint8

const (
	noIcon iconKind = iota
	iconStone
	iconDead
	iconUnsettled
	iconSeki
	iconPassAlive
	iconEyes
	iconTerritory
	iconInfluence
)

// seg is a run of text or an icon.
type seg struct {
	text  string
	bold  bool
	icon  iconKind
	color core.Color
}

// item is segments kept together; breakBefore starts a new row.
type item struct {
	segs        []seg
	breakBefore bool
	// word items (running text) are set a space apart, not an item apart.
	word bool
}

type row []item

func txt(s string) seg                    { return seg{text: s} }
func bold(s string) seg                   { return seg{text: s, bold: true} }
func icon(k iconKind, col core.Color) seg { return seg{icon: k, color: col} }

func colorName(col core.Color) string {
	if col == core.White {
		return "White"
	}
	return "Black"
}

func (c *canvas) headerItems() []item {
	var items []item
	if s := strings.TrimSpace(drawableText(c.faces.fonts, c.cfg.header)); s != "" {
		items = append(items, item{segs: []seg{bold(s)}})
	}
	names := c.cfg.names
	if !c.cfg.namesSet && c.g != nil {
		names = [3]string{"", c.g.PlayerName(core.Black), c.g.PlayerName(core.White)}
	}
	first := true
	for _, col := range [2]core.Color{core.Black, core.White} {
		if n := strings.TrimSpace(names[col]); n != "" {
			// Only what the fonts can draw (glyphs.go): never a row of boxes.
			n = headerName(c.faces.fonts, n, colorName(col))
			segs := []seg{icon(iconStone, col), txt(n)}
			if t := strings.TrimSpace(drawableText(c.faces.fonts, c.cfg.clocks[col])); t != "" {
				segs = append(segs, txt(t))
			}
			items = append(items, item{segs: segs, breakBefore: first})
			first = false
		}
	}
	brk := len(items) > 0
	toMove := core.Empty
	if c.g != nil {
		toMove = c.g.ToMove()
	}
	if c.cfg.toMoveSet {
		toMove = c.cfg.toMove
	}
	switch {
	case c.g != nil && c.g.Over() && !c.cfg.hideRes:
		r := c.g.Result()
		d := r.Describe()
		segs := []seg{bold(strings.ToUpper(d[:1]) + d[1:])}
		if r.Winner.IsStone() {
			segs = append([]seg{icon(iconStone, r.Winner)}, segs...)
		}
		items = append(items, item{segs: segs, breakBefore: brk})
		brk = false
	case c.cfg.phase == PhaseScoring:
		items = append(items, item{segs: []seg{bold("Scoring: mark dead stones")}, breakBefore: brk})
		brk = false
	case c.cfg.phase == PhaseFinal:
		items = append(items, item{segs: []seg{bold("Final count")}, breakBefore: brk})
		brk = false
	case toMove.IsStone():
		items = append(items, item{segs: []seg{icon(iconStone, toMove), bold(colorName(toMove) + " to play")}, breakBefore: brk})
		brk = false
	}
	moves := 0
	if c.g != nil {
		moves = c.g.MoveNumber()
	}
	if moves > 0 {
		s := "Move " + strconv.Itoa(moves)
		if m := c.g.LastMove(); m.IsValid() {
			if m.IsPass() {
				s += ": " + colorName(m.Color()) + " passed"
			} else {
				s += ": " + m.Point().String()
			}
		}
		items = append(items, item{segs: []seg{txt(s)}, breakBefore: brk})
		brk = false
	}
	captures := [3]int{core.Black: c.b.Prisoners(core.Black), core.White: c.b.Prisoners(core.White)}
	if c.showsCount() {
		// The footer counts the position: its captures, the opponent's
		// dead stones included, are the ones the header gives, so that
		// the picture and the count's words say one figure.
		captures = c.a.Score().Captures
	}
	if moves == 0 && captures[core.Black]+captures[core.White] == 0 {
		// A problem or an empty board: nothing has been captured yet.
		return items
	}
	items = append(items, item{segs: []seg{txt("Captures"),
		icon(iconStone, core.Black), txt(strconv.Itoa(captures[core.Black])),
		icon(iconStone, core.White), txt(strconv.Itoa(captures[core.White]))}, breakBefore: brk})
	return items
}

// showsCount reports whether the footer gives the count of the position
// (an estimate, the count being agreed or the final count).
func (c *canvas) showsCount() bool { return c.a != nil && c.cfg.overlays != 0 }

func (c *canvas) footerItems() []item {
	var items []item
	if c.showsCount() {
		if c.cfg.overlays&OverlayStatus != 0 {
			seen := map[analysis.Status]core.Color{}
			c.lay.points(func(p core.Point) {
				if st := c.shownStatus(p); st != analysis.NoStatus {
					if _, ok := seen[st]; !ok {
						seen[st] = c.b.At(p)
					}
				}
			})
			for _, s := range []struct {
				st   analysis.Status
				k    iconKind
				name string
			}{{analysis.Dead, iconDead, "dead"}, {analysis.Unsettled, iconUnsettled, "unsettled"}, {analysis.Seki, iconSeki, "seki"}, {analysis.PassAlive, iconPassAlive, "pass-alive"}} {
				if col, ok := seen[s.st]; ok {
					items = append(items, item{segs: []seg{icon(s.k, col), txt(s.name)}})
				}
			}
		}
		if len(c.eyes) > 0 {
			items = append(items, item{segs: []seg{icon(iconEyes, core.Empty), txt("eyes")}})
		}
		if c.cfg.overlays&OverlayTerritory != 0 && c.anyTerritory() {
			items = append(items, item{segs: []seg{icon(iconTerritory, core.Black), icon(iconTerritory, core.White), txt("territory")}})
		}
		if c.infl != nil {
			items = append(items, item{segs: []seg{icon(iconInfluence, core.Black), icon(iconInfluence, core.White), txt("influence")}})
		}
		sc := c.a.Score()
		res := sc.Result().String()
		if res == "0" {
			res = "even"
		}
		label := "Estimate "
		switch c.cfg.phase {
		case PhaseScoring:
			label = "Count "
		case PhaseFinal:
			label = "Final count "
		}
		items = append(items, item{segs: []seg{bold(label + res)}, breakBefore: len(items) > 0},
			item{segs: []seg{icon(iconStone, core.Black), txt(fmtPoints(sc.Black)), icon(iconStone, core.White), txt(fmtPoints(sc.White))}})
	}
	for i, f := range c.nums.footnotes {
		items = append(items, item{segs: []seg{txt(f)}, breakBefore: i == 0 && len(items) > 0})
	}
	if s := strings.TrimSpace(drawableText(c.faces.fonts, c.cfg.footer)); s != "" {
		for i, w := range strings.Fields(s) {
			items = append(items, item{segs: []seg{txt(w)}, breakBefore: i == 0 && len(items) > 0, word: i > 0})
		}
	}
	return items
}

// The legend explains only the marks the picture shows.
func (c *canvas) anyTerritory() bool {
	found := false
	c.lay.points(func(p core.Point) {
		if _, ok := c.territoryAt(p); ok {
			found = true
		}
	})
	return found
}

func fmtPoints(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// Spacing of the strips, in multiples of the text size.
const (
	rowHeight = 1.6
	stripPad  = 0.45
	segGap    = 0.3
	itemGap   = 1.0
)

// gap is the space before an item that follows another on its row.
func (c *canvas) gap(it item) float64 {
	if it.word {
		return float64(font.MeasureString(c.faces.get(faceText), " ")) / 64
	}
	return c.lay.px.text * itemGap
}

func (c *canvas) face(s seg) font.Face {
	if s.bold {
		return c.faces.get(faceBold)
	}
	return c.faces.get(faceText)
}

func (c *canvas) segWidth(s seg) float64 {
	if s.icon != noIcon {
		return c.lay.px.text * 1.15
	}
	return float64(font.MeasureString(c.face(s), s.text)) / 64
}

func (c *canvas) itemWidth(it item) float64 {
	w := 0.0
	for i, s := range it.segs {
		if i > 0 {
			w += c.lay.px.text * segGap
		}
		w += c.segWidth(s)
	}
	return w
}

// flow breaks items into rows that fit the image width.
func (c *canvas) flow(items []item) []row {
	var rows []row
	avail := float64(c.lay.width) - 2*c.lay.px.text*0.8
	used := 0.0
	for _, it := range items {
		w := c.itemWidth(it)
		if len(rows) == 0 || it.breakBefore || (len(rows[len(rows)-1]) > 0 && used+c.gap(it)+w > avail) {
			rows = append(rows, nil)
			used = 0
		}
		if len(rows[len(rows)-1]) > 0 {
			used += c.gap(it)
		}
		used += w
		rows[len(rows)-1] = append(rows[len(rows)-1], it)
	}
	return rows
}

func (c *canvas) stripHeight(rows []row) int {
	if len(rows) == 0 {
		return 0
	}
	t := c.lay.px.text
	return int(math.Ceil(t*(2*stripPad) + t*rowHeight*float64(len(rows))))
}

// drawStrip paints a header or footer of height h from pixel row y.
func (c *canvas) drawStrip(rows []row, y, h int) {
	if h == 0 {
		return
	}
	l := &c.lay
	c.fill(image.Rect(0, y, l.width, y+h), c.pal.frame)
	t := l.px.text
	b, _ := font.BoundString(c.faces.get(faceText), "H")
	capH := float64(b.Max.Y-b.Min.Y) / 64
	for i, r := range rows {
		mid := float64(y) + t*stripPad + t*rowHeight*(float64(i)+0.5)
		x := t * 0.8
		for j, it := range r {
			if j > 0 {
				x += c.gap(it)
			}
			for k, s := range it.segs {
				if k > 0 {
					x += t * segGap
				}
				w := c.segWidth(s)
				if s.icon != noIcon {
					c.drawIcon(s, x+w/2, mid, w)
				} else {
					c.textAt(c.face(s), s.text, x, mid+capH/2, c.pal.frameText)
				}
				x += w
			}
		}
	}
}

// drawIcon draws a legend or header icon of width w centred on (x, y).
func (c *canvas) drawIcon(s seg, x, y, w float64) {
	r := w * 0.45
	dc := c.dc
	tile := func() {
		dc.DrawRoundedRectangle(x-w/2, y-w/2, w, w, w*0.15)
		dc.SetColor(c.pal.board)
		dc.FillPreserve()
		dc.SetColor(c.pal.line)
		dc.SetLineWidth(1)
		dc.Stroke()
	}
	stone := func(col core.Color, alpha float64) {
		hi, rim := c.pal.blackLo, c.pal.blackRim
		if col == core.White {
			hi, rim = c.pal.whiteHi, c.pal.whiteRim
		}
		dc.DrawCircle(x, y, r)
		dc.SetColor(fade(hi, alpha))
		dc.FillPreserve()
		dc.SetColor(fade(rim, alpha))
		dc.SetLineWidth(math.Max(1, r*0.12))
		dc.Stroke()
	}
	switch s.icon {
	case iconStone:
		stone(s.color, 1)
	case iconDead:
		tile()
		stone(s.color, 0.45)
		c.statusMark(analysis.Dead, c.inkOn(s.color), x, y, r, &onStone, faceIcon)
	case iconUnsettled, iconSeki, iconPassAlive:
		tile()
		stone(s.color, 1)
		st := analysis.PassAlive
		switch s.icon {
		case iconUnsettled:
			st = analysis.Unsettled
		case iconSeki:
			st = analysis.Seki
		}
		c.statusMark(st, c.inkOn(s.color), x, y, r, &onStone, faceIcon)
	case iconEyes:
		c.badge(c.faces.get(faceIcon), "1", x, y)
	case iconTerritory:
		tile()
		c.territorySquare(s.color, x, y, w*0.2, 1)
	case iconInfluence:
		tile()
		col := c.pal.inflBlack
		if s.color == core.White {
			col = c.pal.inflWhite
		}
		dc.DrawRoundedRectangle(x-w/2, y-w/2, w, w, w*0.15)
		dc.SetColor(fade(col, c.pal.inflAlpha))
		dc.Fill()
	}
}
