package render

import (
	"math"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
	"github.com/gobot-baduk/gobot/core/coretest"
)

// rowsText is the text of a header or footer, items separated by " | ".
func rowsText(rows []row) string {
	var parts []string
	for _, r := range rows {
		for _, it := range r {
			var segs []string
			for _, s := range it.segs {
				if s.text != "" {
					segs = append(segs, s.text)
				}
			}
			parts = append(parts, strings.Join(segs, " "))
		}
	}
	return strings.Join(parts, " | ")
}

// TestEyeBadges checks that eye counts are shown only where they decide
// something (Group.EyesDecide), at the top right of the top-right stone of
// the group's largest chain; and that the legend lists them only then.
func TestEyeBadges(t *testing.T) {
	g, a := middleGameAnalysis(t)
	f := newFake(g.Board(), a) // eyes 0, 1, 1.5, 2, 3 in turn; some groups dead
	cv := paintT(t, g, Width(800), Overlays(OverlayEyes), withView(f), LastMove(false))
	l := &cv.lay
	off := float64(l.cell) * 0.42
	type spot struct {
		x, y float64
		want bool
		grp  analysis.Group
	}
	var spots []spot
	seen := map[bool]int{}
	for _, grp := range f.Groups() {
		// The top-right stone of the group's largest chain.
		best, by, bx := core.NoPoint, -1, -1
		for p := range grp.LargestChain().All() {
			if p.Y() > by || (p.Y() == by && p.X() > bx) {
				best, by, bx = p, p.Y(), p.X()
			}
		}
		cx, cy := l.centre(best)
		want := grp.EyesDecide()
		spots = append(spots, spot{cx + off, cy - off, want, grp})
		seen[want]++
	}
	if seen[true] == 0 || seen[false] == 0 {
		t.Fatalf("the fake analysis should give groups with and without badges: %v", seen)
	}
	// A badge is there when most of the square around the spot, within
	// the badge's height, has the badge's colour.
	_, h := badgeSize(cv.faces.get(faceBadge), "0")
	badgeAt := func(cv *canvas, x, y float64) bool {
		n, in := 0, 0
		for dy := -h * 0.35; dy <= h*0.35; dy++ {
			for dx := -h * 0.35; dx <= h*0.35; dx++ {
				n++
				if near(at(cv, x+dx, y+dy), cv.pal.badge, 8) {
					in++
				}
			}
		}
		return in*2 > n
	}
	for _, s := range spots {
		got := badgeAt(cv, s.x, s.y)
		if got == s.want {
			continue
		}
		if !s.want {
			// Another group's badge may reach this spot; only a badge
			// that is nobody else's counts.
			crowded := false
			for _, o := range spots {
				if o.want && (o.x-s.x)*(o.x-s.x)+(o.y-s.y)*(o.y-s.y) < float64(l.cell*l.cell) {
					crowded = true
				}
			}
			if crowded {
				continue
			}
		}
		t.Errorf("group of %v (%v, %s eyes): badge drawn %v, want %v", s.grp.Color, s.grp.Status, analysis.EyeLabel(s.grp.Eyes), got, s.want)
	}
	if txt := rowsText(cv.footer); !strings.Contains(txt, "eyes") {
		t.Errorf("legend %q lacks the eyes", txt)
	}
	// Without an informative count (living groups with less than two
	// eyes live by something else, dead ones with no eye space die by
	// it), no badge and no legend entry.
	for i := range f.groups {
		if f.groups[i].Status == analysis.Dead {
			f.groups[i].Eyes, f.groups[i].Regions = 0, 0
		} else {
			f.groups[i].Status, f.groups[i].Eyes = analysis.Alive, 1.5
			for p := range f.groups[i].Stones.All() {
				f.status[p] = analysis.Alive
			}
		}
	}
	cv = paintT(t, g, Width(800), Overlays(OverlayEyes), withView(f), LastMove(false))
	for _, s := range spots {
		if badgeAt(cv, s.x, s.y) {
			t.Errorf("group of %v (%v) with no eye has a badge", s.grp.Color, s.grp.Status)
		}
	}
	if txt := rowsText(cv.footer); strings.Contains(txt, "eyes") {
		t.Errorf("legend %q explains eye badges that are not drawn", txt)
	}
}

// TestInfluenceScale checks that the influence tints are scaled by the
// empty points alone (stones are never tinted, and the potential peaks
// under them), and that the legend lists influence only when a point is
// tinted.
func TestInfluenceScale(t *testing.T) {
	d := coretest.Parse(t, `
		. . . . . . . . n
		. . . . . . . . .
		. . . . . . o . .
		. . . . . . . . .
		. . . . e . . . .
		. . . . . . . . .
		. . x . . . . . .
		. w . . . . . . .
		. . . . . . . . .`)
	g := d.Game(t)
	a := analysis.Analyze(g)
	c3, g7, e5 := d.Point(t, 'x'), d.Point(t, 'o'), d.Point(t, 'e')
	f := &fakeAnalysis{Analysis: a, groups: a.Groups(), status: map[core.Point]analysis.Status{}}
	f.pot[core.Black][c3], f.pot[core.White][g7] = 100, 100
	// Under the stones only: nothing to tint, nothing in the legend.
	cv := paintT(t, g, Width(600), Overlays(OverlayInfluence), withView(f))
	if cv.tints != nil {
		t.Error("tints drawn where no empty point has influence")
	}
	if txt := rowsText(cv.footer); strings.Contains(txt, "influence") {
		t.Errorf("legend %q explains a tint that is not drawn", txt)
	}
	// One empty point with a small lead gets the strongest shade.
	f.pot[core.Black][e5] = 1
	cv = paintT(t, g, Width(600), Overlays(OverlayInfluence), withView(f))
	l := &cv.lay
	cx, cy := l.centre(e5)
	want := mix(cv.pal.board, cv.pal.inflBlack, cv.pal.inflAlpha)
	if got := at(cv, cx+float64(l.cell)/4, cy+float64(l.cell)/4); !near(got, want, 3) {
		t.Errorf("E5's square is %v, want the strongest shade %v", got, want)
	}
	if txt := rowsText(cv.footer); !strings.Contains(txt, "influence") {
		t.Errorf("legend %q lacks the influence", txt)
	}
	// An infinite lead does not set the scale, and gets the strongest
	// shade too; a NaN gets none.
	b2, j2 := d.Point(t, 'w'), d.Point(t, 'n')
	f.pot[core.White][b2], f.pot[core.Black][j2] = math.Inf(1), math.NaN()
	cv = paintT(t, g, Width(600), Overlays(OverlayInfluence), withView(f))
	if got := cv.tints[e5]; got != want {
		t.Errorf("E5's tint with an infinite lead elsewhere is %v, want %v", got, want)
	}
	if got, want := cv.tints[b2], mix(cv.pal.board, cv.pal.inflWhite, cv.pal.inflAlpha); got != want {
		t.Errorf("B2's tint with White's infinite lead is %v, want the strongest shade %v", got, want)
	}
	if got := cv.tints[j2]; got.A != 0 {
		t.Errorf("J9's tint with a NaN potential is %v, want none", got)
	}
	f.pot[core.White][b2], f.pot[core.Black][j2] = 0, 0
	// A mark there clears the lines under it to the tint, not to wood.
	g.Cursor().AddMark(core.Mark{Kind: core.Circle, Point: e5})
	cv = paintT(t, g, Width(600), Overlays(OverlayInfluence), withView(f))
	if got := at(cv, cx+l.radius*0.18, cy); !near(got, want, 3) {
		t.Errorf("under the circle on E5: %v, want the tint %v", got, want)
	}
}

// countingView counts the calls a render makes to the analysis.
type countingView struct {
	analysisView
	potential, dead, groups int
}

func (v *countingView) Potential(c core.Color, p core.Point) float64 {
	v.potential++
	return v.analysisView.Potential(c, p)
}

func (v *countingView) Dead() core.PointSet {
	v.dead++
	return v.analysisView.Dead()
}

func (v *countingView) Groups() []analysis.Group {
	v.groups++
	return v.analysisView.Groups()
}

// TestOverlayWorkOnce checks that the legend reads what the overlays
// draw rather than working it out again: a render with every overlay and
// the legend asks the analysis for the two potentials of each empty point
// in view once, and for the dead stones and the groups once.
func TestOverlayWorkOnce(t *testing.T) {
	g, a := middleGameAnalysis(t)
	for _, crop := range []Option{nil, Crop(core.Pt(0, 0), core.Pt(9, 9))} {
		v := &countingView{analysisView: newFake(g.Board(), a)}
		cv := paintT(t, g, Width(400), Overlays(OverlayAll), MoveNumbers(AllMoves), withView(v), crop)
		txt := rowsText(cv.footer)
		if !strings.Contains(txt, "influence") || !strings.Contains(txt, "eyes") {
			t.Fatalf("legend %q lacks the influence or the eyes: the test needs both", txt)
		}
		empty := 0
		cv.lay.points(func(p core.Point) {
			if !g.Board().At(p).IsStone() {
				empty++
			}
		})
		if v.potential != 2*empty || v.dead != 1 || v.groups != 1 {
			t.Errorf("crop %v: %d calls to Potential (want 2 for each of %d empty points), %d to Dead, %d to Groups (want 1 each)",
				crop != nil, v.potential, empty, v.dead, v.groups)
		}
	}
}

// TestEyeBadgeLabels is issue 16's regression: badges of "12.5", "10",
// "4.5" and "2.5" where the text said "2+ eyes". A badge shows nothing but
// 0, ½, 1, 1½ or 2+, and D4 and T1 alone on an empty 19×19 board (which
// the analysis once called one group with two eyes) carry no badge.
func TestEyeBadgeLabels(t *testing.T) {
	g, a := middleGameAnalysis(t)
	f := newFake(g.Board(), a)
	counts := []float64{12.5, 10, 4.5, 2.5, 0, 0.5, 1, 1.5, 0.4, 1.74}
	for i := range f.groups {
		f.groups[i].Status, f.groups[i].Eyes = analysis.Unsettled, counts[i%len(counts)]
		for p := range f.groups[i].Stones.All() {
			f.status[p] = analysis.Unsettled
		}
	}
	cv := paintT(t, g, Width(600), Overlays(OverlayEyes), withView(f), LastMove(false))
	if len(cv.eyes) == 0 {
		t.Fatal("no eye badge drawn: the test needs some")
	}
	allowed := map[string]bool{"0": true, "½": true, "1": true, "1½": true, "2+": true}
	big := 0
	for _, b := range cv.eyes {
		if !allowed[b.text] {
			t.Errorf("badge %q at %v: not one of 0, ½, 1, 1½, 2+", b.text, b.p)
		}
		grp := f.groups[0]
		for _, gr := range f.groups {
			if gr.Stones.Has(b.p) {
				grp = gr
			}
		}
		if ch := grp.LargestChain(); !ch.Has(b.p) {
			t.Errorf("badge at %v: not on the group's largest chain", b.p)
		}
		if grp.Eyes >= 2 {
			big++
			if b.text != "2+" {
				t.Errorf("%v eyes shown as %q, want 2+", grp.Eyes, b.text)
			}
		}
	}
	if big == 0 {
		t.Error("no group with 2.5 eyes or more got a badge: the test needs one")
	}

	e, err := core.NewGame(core.Size(19))
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{"D4", "pass", "T1"} {
		m, err := core.ParseMove(e.ToMove(), v, 19)
		if err == nil {
			err = e.Play(m)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	cv = paintT(t, e, Width(600), Overlays(OverlayAll), LastMove(false))
	for _, b := range cv.eyes {
		t.Errorf("D4 and T1 on an empty board: eye badge %q at %v", b.text, b.p)
	}
}
