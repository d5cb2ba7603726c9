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
		passAlive := false
		for p := range grp.Stones.All() {
			passAlive = passAlive || f.Status(p) == analysis.PassAlive
		}
		want := grp.EyesDecide(passAlive)
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

// TestInfluenceScale checks that the influence is scaled by the empty
// points alone (the potential peaks under the stones), that the legend
// lists it only when something is tinted, and that infinite and NaN
// potentials neither set the scale nor break the picture.
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
	if cv.infl != nil {
		t.Error("influence drawn where no empty point has any")
	}
	if txt := rowsText(cv.footer); strings.Contains(txt, "influence") {
		t.Errorf("legend %q explains a tint that is not drawn", txt)
	}
	// One empty point with a small lead sets the scale: it gets the full
	// strength; smoothing spreads a little of it to its neighbours, and
	// nothing further.
	f.pot[core.Black][e5] = 1
	cv = paintT(t, g, Width(600), Overlays(OverlayInfluence), withView(f))
	l := &cv.lay
	s5 := cv.infl.at(l, e5)
	if math.Abs(s5-1) > 1e-9 {
		t.Errorf("E5's strength %v, want 1", s5)
	}
	if s := cv.infl.at(l, core.Pt(e5.X(), e5.Y()+1)); !(s > 0 && s <= 1) {
		t.Errorf("E6's strength %v, want some of E5's lead", s)
	}
	if s := cv.infl.at(l, core.Pt(e5.X(), e5.Y()-2)); s != 0 {
		t.Errorf("E3's strength %v, want 0 (two points from any lead)", s)
	}
	if s := cv.infl.at(l, c3); math.Abs(s-1) > 1e-9 {
		t.Errorf("C3's strength %v, want 1 (the black stone at full strength)", s)
	}
	if txt := rowsText(cv.footer); !strings.Contains(txt, "influence") {
		t.Errorf("legend %q lacks the influence", txt)
	}
	// An infinite lead does not set the scale, and gets the full
	// strength; a NaN counts as no lead.
	b2, j9 := d.Point(t, 'w'), d.Point(t, 'n')
	f.pot[core.White][b2], f.pot[core.Black][j9] = math.Inf(1), math.NaN()
	cv = paintT(t, g, Width(600), Overlays(OverlayInfluence), withView(f))
	if got := cv.infl.at(l, e5); got != s5 {
		t.Errorf("E5's strength with an infinite lead elsewhere is %v, want %v", got, s5)
	}
	if got := cv.infl.at(l, b2); math.Abs(got+1) > 1e-9 {
		t.Errorf("B2's strength with White's infinite lead is %v, want -1", got)
	}
	if got := cv.infl.at(l, j9); got != 0 {
		t.Errorf("J9's strength with a NaN potential is %v, want 0", got)
	}
	f.pot[core.White][b2], f.pot[core.Black][j9] = 0, 0
	// A mark there clears the lines under it to the tint, not to wood.
	g.Cursor().AddMark(core.Mark{Kind: core.Circle, Point: e5})
	cv = paintT(t, g, Width(600), Overlays(OverlayInfluence), withView(f))
	cx, cy := l.centre(e5)
	want := cv.tint(s5)
	if got := at(cv, cx+l.radius*0.18, cy); !near(got, want, 3) {
		t.Errorf("under the circle on E5: %v, want the tint %v", got, want)
	}
}

// TestInfluenceSmooth is issue 16's "the influence tint is blocky": along
// a row of pixels between two lines of the board, the wash changes by at
// most a few levels from one pixel to the next (no stair-steps at the
// points' squares), although it goes from Black's shade to White's; and a
// checkerboard of leads, which was drawn as one, is smoothed away.
func TestInfluenceSmooth(t *testing.T) {
	e, err := core.NewGame(core.Size(19))
	if err != nil {
		t.Fatal(err)
	}
	a := analysis.Analyze(e)
	f := &fakeAnalysis{Analysis: a, groups: a.Groups(), status: map[core.Point]analysis.Status{}}
	// Black's potential falls off from the left edge, White's from the
	// right: a lead that changes sides in the middle.
	for y := range 19 {
		for x := range 19 {
			p := core.Pt(x, y)
			f.pot[core.Black][p] = 1 / (1 + float64(x))
			f.pot[core.White][p] = 1 / (1 + float64(18-x))
		}
	}
	cv := paintT(t, e, Width(800), WithTheme(HighContrast), Overlays(OverlayInfluence), withView(f), Coordinates(false), Frame(false))
	l := &cv.lay
	_, y0 := l.centre(core.Pt(0, 10))
	y := int(y0) + l.cell/2 // halfway between rows 11 and 10
	onLine := func(x int) bool {
		for i := range 19 {
			if lx := l.colLine(i); x >= lx-2 && x <= lx+l.lwEdge+2 {
				return true
			}
		}
		return false
	}
	x0, _ := l.centre(core.Pt(0, 0))
	x1, _ := l.centre(core.Pt(18, 0))
	worst, lo, hi := 0, 255.0, 0.0
	prev := -1
	for x := int(x0) + 3; x < int(x1)-3; x++ {
		if onLine(x) {
			prev = -1
			continue
		}
		px := cv.img.RGBAAt(x, y)
		lu := luma(px)
		lo, hi = math.Min(lo, lu), math.Max(hi, lu)
		if prev >= 0 {
			q := cv.img.RGBAAt(prev, y)
			worst = max(worst, absDiff(px.R, q.R), absDiff(px.G, q.G), absDiff(px.B, q.B))
		}
		prev = x
	}
	if worst > 3 {
		t.Errorf("neighbouring pixels differ by up to %d levels: a stair-step", worst)
	}
	if hi-lo < 40 {
		t.Errorf("the wash spans only %.0f levels of luma from Black's side to White's: the test needs a contrast", hi-lo)
	}
	// A checkerboard of leads on the empty points.
	for y := range 19 {
		for x := range 19 {
			p := core.Pt(x, y)
			f.pot[core.Black][p], f.pot[core.White][p] = 0, 0
			if (x+y)%2 == 0 {
				f.pot[core.Black][p] = 1
			} else {
				f.pot[core.White][p] = 1
			}
		}
	}
	cv = paintT(t, e, Width(800), Overlays(OverlayInfluence), withView(f))
	for y := 1; y < 18; y++ {
		for x := 1; x < 18; x++ {
			if s := cv.infl.at(&cv.lay, core.Pt(x, y)); math.Abs(s) > 1e-9 {
				t.Fatalf("checkerboard: %v has strength %v, want 0", core.Pt(x, y), s)
			}
		}
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
// the legend asks the analysis for the two potentials of each point in
// view once, and for the dead stones and the groups once.
func TestOverlayWorkOnce(t *testing.T) {
	g, a := middleGameAnalysis(t)
	for _, crop := range []Option{nil, Crop(core.Pt(0, 0), core.Pt(9, 9))} {
		v := &countingView{analysisView: newFake(g.Board(), a)}
		cv := paintT(t, g, Width(400), Overlays(OverlayAll), MoveNumbers(AllMoves), withView(v), crop)
		txt := rowsText(cv.footer)
		if !strings.Contains(txt, "influence") || !strings.Contains(txt, "eyes") {
			t.Fatalf("legend %q lacks the influence or the eyes: the test needs both", txt)
		}
		points := 0
		cv.lay.points(func(core.Point) { points++ })
		if v.potential != 2*points || v.dead != 1 || v.groups != 1 {
			t.Errorf("crop %v: %d calls to Potential (want 2 for each of %d points in view), %d to Dead, %d to Groups (want 1 each)",
				crop != nil, v.potential, points, v.dead, v.groups)
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

// TestTerritorySettled is issue 16's "in the opening, territory squares
// appear only on the four liberties of each stone": squares go only on
// regions one side's living stones enclose and the score gives to it;
// open areas (moyo) keep only the influence tint, and a seki's eyes,
// which touch both sides, get none.
func TestTerritorySettled(t *testing.T) {
	g, err := core.NewGame(core.Size(19), core.Komi(6.5))
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{"Q16", "D4", "Q3", "D16", "R5", "C10"} {
		m, err := core.ParseMove(g.ToMove(), v, 19)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	a := analysis.Analyze(g)
	owned := 0
	for y := range 19 {
		for x := range 19 {
			if a.Owner(core.Pt(x, y)).IsStone() && g.Board().At(core.Pt(x, y)) == core.Empty {
				owned++
			}
		}
	}
	if owned == 0 {
		t.Fatal("the estimate gives no point to anyone in the opening: the test needs some")
	}
	cv := paintT(t, g, Width(600), Overlays(OverlayAll))
	if !cv.settled.Empty() || cv.anyTerritory() {
		t.Errorf("opening: %d points marked as territory (%v), want none of the %d the estimate gives", cv.settled.Count(), cv.settled, owned)
	}
	if txt := rowsText(cv.footer); strings.Contains(txt, "territory") {
		t.Errorf("opening: legend %q lists territory", txt)
	}

	d := coretest.Parse(t, `
		X.OXXO...
		X.OXXO.O.
		OOOXXOO.O
		XXXXXO.O.
		aX..XOOOO
		X.X.XO...
		.X.XXO.O.
		X..XOOO.O
		.X.XO.O..`)
	e := d.Game(t, core.Komi(6.5))
	ea := analysis.Analyze(e)
	sa := ea.WithDead(e.Board(), ea.Dead(), e.Komi(), e.Handicap())
	cv = paintT(t, e, Width(600), Overlays(OverlayAll), WithAnalysis(sa), WithPhase(PhaseScoring))
	a5 := d.Point(t, 'a')
	b9, _ := core.ParsePoint("B9", 9)
	j9, _ := core.ParsePoint("J9", 9)
	if own, ok := cv.territoryAt(a5); !ok || own != core.Black {
		t.Errorf("A5, enclosed by Black: territory %v %v, want Black's", own, ok)
	}
	if own, ok := cv.territoryAt(j9); !ok || own != core.White {
		t.Errorf("J9, enclosed by White: territory %v %v, want White's", own, ok)
	}
	if own, ok := cv.territoryAt(b9); ok {
		t.Errorf("B9, an eye of the seki: marked %v's territory", own)
	}
}

// deadView is a fake analysis with the dead stones given.
type deadView struct {
	*fakeAnalysis
	dead core.PointSet
}

func (v *deadView) Dead() core.PointSet { return v.dead }

// TestInfluenceDeadStones: a dead stone's point leans to its capturer in
// the wash, not to its own colour (the potentials still count its charge,
// which drew a blot of its colour inside the capturer's area).
func TestInfluenceDeadStones(t *testing.T) {
	d := coretest.Parse(t, `
		. . . . .
		. . . . .
		. . x . e
		. . . . .
		. . . . .`, coretest.Size(9))
	g := d.Game(t)
	a := analysis.Analyze(g)
	c7, e7 := d.Point(t, 'x'), d.Point(t, 'e')
	f := &fakeAnalysis{Analysis: a, groups: a.Groups(), status: map[core.Point]analysis.Status{}}
	f.pot[core.Black][c7], f.pot[core.White][e7] = 100, 1
	v := &deadView{fakeAnalysis: f, dead: core.NewPointSet(9, c7)}
	cv := paintT(t, g, Width(400), Overlays(OverlayInfluence), withView(v))
	if s := cv.infl.at(&cv.lay, c7); s > -0.99 {
		t.Errorf("dead black stone at %v: strength %.2f, want White's full strength", c7, s)
	}
	v.dead = core.NewPointSet(9)
	cv = paintT(t, g, Width(400), Overlays(OverlayInfluence), withView(v))
	if s := cv.infl.at(&cv.lay, c7); s < 0.99 {
		t.Errorf("living black stone at %v: strength %.2f, want Black's full strength", c7, s)
	}
}
