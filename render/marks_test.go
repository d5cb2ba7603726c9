package render

import (
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
	"github.com/gobot-baduk/gobot/core/coretest"
	"golang.org/x/image/font"
)

// Direct geometric checks of what the golden images would let slip: the
// goldens tolerate 0.2 % of their pixels, more than a star point, a
// last-move marker or one SGF mark covers.

// near reports whether two colours are within tol in every channel.
func near(a, b color.RGBA, tol int) bool {
	return absDiff(a.R, b.R) <= tol && absDiff(a.G, b.G) <= tol && absDiff(a.B, b.B) <= tol
}

// at returns the pixel at (x, y), rounded down.
func at(cv *canvas, x, y float64) color.RGBA {
	return cv.img.RGBAAt(int(math.Floor(x)), int(math.Floor(y)))
}

// inkAround reports whether a pixel of the 3×3 block at (x, y) is near
// ink: anti-aliasing may put a thin line's core a pixel off.
func inkAround(cv *canvas, x, y float64, ink color.RGBA) bool {
	for dy := -1.0; dy <= 1; dy++ {
		for dx := -1.0; dx <= 1; dx++ {
			if near(at(cv, x+dx, y+dy), ink, 70) {
				return true
			}
		}
	}
	return false
}

func paintT(t *testing.T, g *core.Game, opts ...Option) *canvas {
	t.Helper()
	cv, err := paintCanvas(g.Board(), g, opts, false)
	if err != nil {
		t.Fatal(err)
	}
	return cv
}

// TestStarPoints checks the hoshi where players expect them on 9×9, 13×13
// and 19×19 (and on no other point), and none on 5×5: a point of each
// empty intersection off its lines, inside a star point's disc, is dark
// on a star point and wood elsewhere.
func TestStarPoints(t *testing.T) {
	want := map[int]string{
		5:  "",
		9:  "C3 G3 C7 G7 E5",
		13: "D4 K4 D10 K10 G7",
		19: "D4 K4 Q4 D10 K10 Q10 D16 K16 Q16",
	}
	for size, list := range want {
		for _, theme := range []Theme{Classic, HighContrast} {
			g, err := core.NewGame(core.Size(size))
			if err != nil {
				t.Fatal(err)
			}
			cv := paintT(t, g, Width(1400), WithTheme(theme))
			l := &cv.lay
			hr := math.Max(1.6, float64(l.cell)*0.085) * math.Sqrt(cv.pal.lineScale)
			d := math.Max(float64(l.lw)+1, hr*0.55)
			star := map[core.Point]bool{}
			for _, p := range coretest.Pts(t, list, size) {
				star[p] = true
			}
			board := luma(cv.pal.board)
			found := 0
			l.points(func(p core.Point) {
				cx, cy := l.centre(p)
				v := luma(at(cv, cx+d, cy+d))
				switch {
				case star[p] && v > board-60:
					t.Errorf("%d×%d %v: no star point at %v (luma %.0f, board %.0f)", size, size, theme, p, v, board)
				case star[p]:
					found++
				case v < board-30:
					t.Errorf("%d×%d %v: a dark mark beside %v, which is no star point (luma %.0f)", size, size, theme, p, v)
				}
			})
			if found != len(star) {
				t.Errorf("%d×%d %v: %d of %d star points", size, size, theme, found, len(star))
			}
		}
	}
}

// TestLastMoveMarker checks the last-move marker in both colours and both
// forms: a dot of the opposite colour in the centre of a bare stone, a
// ring round its number, and none with LastMove(false); and that neither
// looks like the SGF circle on another stone (hollow centre, a line at
// markCircle·r).
func TestLastMoveMarker(t *testing.T) {
	for _, theme := range []Theme{Classic, HighContrast} {
		for _, last := range []core.Color{core.Black, core.White} {
			d := coretest.Parse(t, `
				. . . . . . . . .
				. . . . . . . . .
				. . . . . . o . .
				. . . . . . . . .
				. . . . a . . . .
				. . . . . . . . .
				. . x . . . . . .
				. . . . . . . . .
				. . . . . . . . .`)
			g := d.Game(t)
			// A stone of the other colour carries an SGF circle.
			circled := d.Point(t, 'x')
			if last == core.Black {
				circled = d.Point(t, 'o')
			}
			g.Root().SetToMove(last)
			if err := g.GoTo(g.Root()); err != nil {
				t.Fatal(err)
			}
			mv := core.Play(last, d.Point(t, 'a'))
			if err := g.Play(mv); err != nil {
				t.Fatal(err)
			}
			g.Cursor().AddMark(core.Mark{Kind: core.Circle, Point: circled})
			name := theme.String() + "/" + colorName(last)
			on := paintT(t, g, Width(800), WithTheme(theme))
			off := paintT(t, g, Width(800), WithTheme(theme), LastMove(false))
			num := paintT(t, g, Width(800), WithTheme(theme), MoveNumbers(AllMoves))
			l := &on.lay
			r := l.radius
			p := mv.Point()
			cx, cy := l.centre(p)
			ink := on.ink(p)
			if !near(at(on, cx, cy), ink, 40) {
				t.Errorf("%s: the last move's centre is %v, want the dot's %v", name, at(on, cx, cy), ink)
			}
			if near(at(off, cx, cy), ink, 90) {
				t.Errorf("%s: LastMove(false) still marks the centre (%v)", name, at(off, cx, cy))
			}
			// Numbered: a ring in every direction, clear of the number.
			for _, a := range []float64{0, 0.5, 1, 1.5} {
				x, y := cx+r*lastRingR*math.Cos(a*math.Pi), cy+r*lastRingR*math.Sin(a*math.Pi)
				if !inkAround(num, x, y, ink) {
					t.Errorf("%s: no ring round the last move's number at angle %.1fπ", name, a)
				}
			}
			// The circle: a line at markCircle·r, the stone's colour in
			// the centre and where the dot would be.
			ccx, ccy := l.centre(circled)
			cink := on.ink(circled)
			if !inkAround(on, ccx+r*markCircle, ccy, cink) || !inkAround(on, ccx, ccy-r*markCircle, cink) {
				t.Errorf("%s: no SGF circle on %v", name, circled)
			}
			for _, d := range []float64{0, r * lastDot * 0.7} {
				if near(at(on, ccx+d, ccy), cink, 90) {
					t.Errorf("%s: the SGF circle on %v is filled at %.1f px from its centre, like the last-move dot", name, circled, d)
				}
			}
		}
	}
}

// markProbes are, for each SGF mark, points (in stone radii from the
// point's centre) that must be ink, and points that must not be, chosen
// so that no other shape passes both: e.g. a square has ink at its
// corners, where a circle has none, and none at the centre, where a cross
// has.
var markProbes = map[core.MarkKind]struct{ ink, bare [][2]float64 }{
	core.Triangle: {
		ink:  [][2]float64{{0, 0.38}, {-0.26, -0.07}, {0.26, -0.07}},
		bare: [][2]float64{{0, 0}, {-0.42, -0.42}, {0.46, 0}},
	},
	core.Square: {
		ink:  [][2]float64{{-0.42, -0.42}, {0.42, 0.42}, {0, -0.42}, {0.42, 0}},
		bare: [][2]float64{{0, 0}, {0, -0.6}},
	},
	core.Circle: {
		ink:  [][2]float64{{0.46, 0}, {0, -0.46}, {-0.325, 0.325}},
		bare: [][2]float64{{0, 0}, {0.42, -0.42}},
	},
	core.Cross: {
		ink:  [][2]float64{{0, 0}, {0.3, 0.3}, {-0.3, 0.3}, {0.42, -0.42}},
		bare: [][2]float64{{0.46, 0}, {0, -0.42}, {0, 0.38}},
	},
}

// TestMarkupShapes checks each SGF mark's shape on an empty point, a black
// stone and a white stone, and that on an empty point the grid lines
// under a mark are cleared (as under a label), in both themes.
func TestMarkupShapes(t *testing.T) {
	kinds := []core.MarkKind{core.Triangle, core.Square, core.Circle, core.Cross}
	for _, theme := range []Theme{Classic, HighContrast} {
		// Each kind of mark goes on its column: on an empty point (row
		// 7), a black stone (5) and a white stone (3).
		g := coretest.Parse(t, `
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. X . X . X . X .
			. . . . . . . . .
			. O . O . O . O .
			. . . . . . . . .
			. . . . . . . . .`).Game(t)
		for i, k := range kinds {
			for _, row := range []string{"7", "5", "3"} {
				g.Cursor().AddMark(core.Mark{Kind: k, Point: coretest.Pt(t, string("BDFH"[i])+row, 9)})
			}
		}
		cv := paintT(t, g, Width(1000), WithTheme(theme))
		l := &cv.lay
		r := l.radius
		for i, k := range kinds {
			for _, row := range []string{"7", "5", "3"} {
				p := coretest.Pt(t, string("BDFH"[i])+row, 9)
				cx, cy := l.centre(p)
				ink := cv.ink(p)
				for _, q := range markProbes[k].ink {
					if !inkAround(cv, cx+q[0]*r, cy+q[1]*r, ink) {
						t.Errorf("%v mark %d on %v: no ink at (%.2f, %.2f)r", theme, k, p, q[0], q[1])
					}
				}
				for _, q := range markProbes[k].bare {
					if c := at(cv, cx+q[0]*r, cy+q[1]*r); near(c, ink, 70) {
						t.Errorf("%v mark %d on %v: ink %v at (%.2f, %.2f)r, which the shape leaves bare", theme, k, p, c, q[0], q[1])
					}
				}
			}
			// On the empty point, inside the shape, the lines are gone.
			p := coretest.Pt(t, string("BDFH"[i])+"7", 9)
			cx, cy := l.centre(p)
			for _, q := range [][2]float64{{0.18, 0}, {0, 0.18}} {
				if c := at(cv, cx+q[0]*r, cy+q[1]*r); !near(c, cv.pal.board, 40) {
					t.Errorf("%v mark %d on empty %v: %v under the mark at (%.2f, %.2f)r, want the cleared board", theme, k, p, c, q[0], q[1])
				}
			}
		}
		// The same probe on an unmarked empty point is on a line, so the
		// check above can fail.
		cx, cy := l.centre(coretest.Pt(t, "E8", 9))
		if c := at(cv, cx+0.18*r, cy); near(c, cv.pal.board, 40) {
			t.Fatalf("%v: the probe misses the grid line (%v)", theme, c)
		}
	}
}

// glyphPixels returns the pixels of p's cell where with (a render with
// move numbers) shows strong ink that without (the same without numbers)
// does not: the number's glyph.
func glyphPixels(with, without *canvas, p core.Point) []image.Point {
	l := &with.lay
	cx, cy := l.centre(p)
	ink := with.ink(p)
	var pts []image.Point
	h := int(l.radius * 0.7)
	for y := int(cy) - h; y <= int(cy)+h; y++ {
		for x := int(cx) - h; x <= int(cx)+h; x++ {
			a, b := with.img.RGBAAt(x, y), without.img.RGBAAt(x, y)
			if near(a, ink, 40) && !near(b, ink, 100) {
				pts = append(pts, image.Pt(x, y))
			}
		}
	}
	return pts
}

// legible reports the share of the glyph's pixels that still have the
// glyph's ink in cv, and the share of the other pixels of the glyph's box
// that have it too (which would blur the glyph into a blob).
func legible(cv *canvas, glyph []image.Point, ink color.RGBA) (kept, blur float64) {
	if len(glyph) == 0 {
		return 0, 1
	}
	in := map[image.Point]bool{}
	box := image.Rectangle{glyph[0], glyph[0].Add(image.Pt(1, 1))}
	n := 0
	for _, q := range glyph {
		in[q] = true
		box = box.Union(image.Rectangle{q, q.Add(image.Pt(1, 1))})
		if near(cv.img.RGBAAt(q.X, q.Y), ink, 60) {
			n++
		}
	}
	other, inked := 0, 0
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			if in[image.Pt(x, y)] {
				continue
			}
			other++
			if near(cv.img.RGBAAt(x, y), ink, 60) {
				inked++
			}
		}
	}
	return float64(n) / float64(len(glyph)), float64(inked) / float64(max(1, other))
}

// TestMarksDoNotHide checks that marks on one stone do not cover each
// other: a dead stone's move number keeps its glyph (the status moves to
// a badge at the corner), an unsettled stone's number too (with a "?"
// badge), and markup on a numbered stone replaces the number rather than
// being drawn over it.
func TestMarksDoNotHide(t *testing.T) {
	g, a := middleGameAnalysis(t)
	f := newFake(g.Board(), a)
	for _, theme := range []Theme{Classic, HighContrast} {
		base := []Option{Width(800), WithTheme(theme), LastMove(false)}
		plain := paintT(t, g, base...)
		numbered := paintT(t, g, append(base, MoveNumbers(AllMoves))...)
		dead := paintT(t, g, append(base, MoveNumbers(AllMoves), Overlays(OverlayStatus), WithAnalysis(a))...)
		fake := paintT(t, g, append(base, MoveNumbers(AllMoves), Overlays(OverlayStatus), withView(f))...)
		l := &dead.lay
		off := float64(l.cell) * statusBadgeAt
		rb := float64(l.cell) * statusBadgeR
		deadSet := a.Dead()
		checked := map[analysis.Status]int{}
		l.points(func(p core.Point) {
			if _, ok := numbered.nums.label[p]; !ok {
				return
			}
			cv, st := dead, analysis.Status(analysis.NoStatus)
			switch {
			case deadSet.Has(p):
				st = analysis.Dead
			case f.Status(p) == analysis.Unsettled:
				cv, st = fake, analysis.Unsettled
			default:
				return
			}
			glyph := glyphPixels(numbered, plain, p)
			if len(glyph) < 10 {
				t.Fatalf("%v %v: found no number to check (%d pixels)", theme, p, len(glyph))
			}
			kept, blur := legible(cv, glyph, numbered.ink(p))
			_, blur0 := legible(numbered, glyph, numbered.ink(p))
			if kept < 0.95 || blur > blur0+0.1 {
				t.Errorf("%v %v (%v): %.0f%% of the number's pixels kept, %.0f%% of its box inked (%.0f%% without the overlay)",
					theme, p, st, 100*kept, 100*blur, 100*blur0)
			}
			// The status is not lost: its badge is at the lower left.
			cx, cy := l.centre(p)
			bx, by := cx-off, cy+off
			switch st {
			case analysis.Dead:
				if c := at(cv, bx, by); !near(c, cv.pal.dead, 50) {
					t.Errorf("%v %v: dead badge's centre is %v, want the cross's %v", theme, p, c, cv.pal.dead)
				}
			case analysis.Unsettled:
				if c := at(cv, bx-rb*0.7, by); !near(c, cv.pal.unsettled, 40) {
					t.Errorf("%v %v: unsettled badge is %v, want %v", theme, p, c, cv.pal.unsettled)
				}
			}
			checked[st]++
		})
		if checked[analysis.Dead] != 7 || checked[analysis.Unsettled] == 0 {
			t.Errorf("%v: checked %v, want the 7 dead stones and some unsettled ones", theme, checked)
		}
	}
	// Markup on a numbered stone replaces its number: the stone's cell
	// is as with the markup alone, and differs from the number alone.
	p := coretest.Pt(t, "K10", 19)
	if g.Board().At(p) != core.Black {
		t.Fatalf("K10 holds %v, want a black stone", g.Board().At(p))
	}
	g.Cursor().AddMark(core.Mark{Kind: core.Triangle, Point: p})
	defer g.Cursor().RemoveMark(p)
	both := paintT(t, g, Width(800), LastMove(false), MoveNumbers(AllMoves))
	mark := paintT(t, g, Width(800), LastMove(false))
	num := paintT(t, g, Width(800), LastMove(false), MoveNumbers(AllMoves), Markup(false))
	cx, cy := both.lay.centre(p)
	h := int(both.lay.radius)
	diffMark, diffNum := 0, 0
	for y := int(cy) - h; y <= int(cy)+h; y++ {
		for x := int(cx) - h; x <= int(cx)+h; x++ {
			if !near(both.img.RGBAAt(x, y), mark.img.RGBAAt(x, y), 3) {
				diffMark++
			}
			if !near(both.img.RGBAAt(x, y), num.img.RGBAAt(x, y), 3) {
				diffNum++
			}
		}
	}
	if diffMark != 0 || diffNum < 20 {
		t.Errorf("markup on a numbered stone: %d pixels differ from the markup alone (want 0), %d from the number alone (want many)", diffMark, diffNum)
	}
}

// TestTextSizes holds the figures on the board to sizes a phone can show:
// Discord shows an 800 px picture at about 400 px, so every height here
// is halved on screen. Three-digit numbers are as tall as two-digit ones
// (condensed, not shrunk) and fit inside their stone.
func TestTextSizes(t *testing.T) {
	for _, c := range []struct {
		size                    int
		num, mark, badge, coord float64 // minimum ink heights at 800 px
	}{
		{19, 14, 12, 10, 12},
		{25, 11, 9.5, 10, 12},
	} {
		g := randomGame(t, c.size, 0, 1)
		cv := paintT(t, g, Width(800))
		l := &cv.lay
		h := func(f font.Face, s string) float64 {
			b, _ := font.BoundString(f, s)
			return float64(b.Max.Y-b.Min.Y) / 64
		}
		check := func(what string, got, want float64) {
			if got < want {
				t.Errorf("%d×%d: %s is %.1f px tall at 800 px (%.1f on a phone), want at least %.1f", c.size, c.size, what, got, got/2, want)
			}
		}
		n2, n3 := h(cv.faces.get(faceNum), "88"), h(cv.faces.get(faceNum3), "388")
		check("a two-digit number", n2, c.num)
		check("a three-digit number", n3, c.num)
		check(`the unsettled "?"`, h(cv.faces.get(faceMark), "?"), c.mark)
		check("an eye count", h(cv.faces.get(faceBadge), "2"), c.badge)
		check("a coordinate", h(cv.faces.get(faceCoord), "H"), c.coord)
		check("the header", h(cv.faces.get(faceText), "H"), 14)
		// Drawn, the three-digit number keeps its height and is narrow
		// enough for the stone.
		d3 := coretest.Parse(t, `
			. . .
			. . .
			. . x`, coretest.Size(c.size))
		cv3 := paintT(t, d3.Game(t), Width(800))
		cx, cy := cv3.lay.centre(d3.Point(t, 'x'))
		cv3.centredText("388", cx, cy, rgb(255, 0, 0))
		var box image.Rectangle
		for y := int(cy - l.radius); y <= int(cy+l.radius); y++ {
			for x := int(cx - l.radius); x <= int(cx+l.radius); x++ {
				if q := cv3.img.RGBAAt(x, y); q.R > 150 && q.G < 80 {
					box = box.Union(image.Rect(x, y, x+1, y+1))
				}
			}
		}
		if float64(box.Dy()) < n3-1 || float64(box.Dx()) > 1.25*l.radius {
			t.Errorf("%d×%d: \"388\" drawn %d×%d px, want %.0f px tall and at most %.0f wide (stone radius %.1f)",
				c.size, c.size, box.Dx(), box.Dy(), n3, 1.25*l.radius, l.radius)
		}
	}
}
