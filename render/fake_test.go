package render

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
)

// fakeAnalysis dresses a real analysis with every status, eye counts and
// potentials, so that every overlay can be drawn and checked whatever the
// engine computes today.
type fakeAnalysis struct {
	*analysis.Analysis
	groups []analysis.Group
	status map[core.Point]analysis.Status
	pot    [3][core.NumSlots]float64
}

func (f *fakeAnalysis) Groups() []analysis.Group            { return f.groups }
func (f *fakeAnalysis) Status(p core.Point) analysis.Status { return f.status[p] }
func (f *fakeAnalysis) Potential(c core.Color, p core.Point) float64 {
	if !c.IsStone() || p <= 0 || int(p) >= core.NumSlots {
		return 0
	}
	return f.pot[c][p]
}

// newFake cycles the statuses over the groups (dead ones stay dead), gives
// eye counts 0, 1, 1.5, 2, 3 in turn, and potentials Σ 1/(1+d) over each
// side's stones (d the Manhattan distance), as a stand-in for Nakamura §5.
func newFake(b *core.Board, a *analysis.Analysis) *fakeAnalysis {
	f := &fakeAnalysis{Analysis: a, status: map[core.Point]analysis.Status{}}
	cycle := []analysis.Status{analysis.Alive, analysis.Unsettled, analysis.PassAlive, analysis.Seki}
	eyes := []float64{0, 1, 1.5, 2, 3}
	for i, g := range a.Groups() {
		g.Eyes = eyes[i%len(eyes)]
		if g.Status != analysis.Dead {
			g.Status = cycle[i%len(cycle)]
		}
		for p := range g.Stones.All() {
			f.status[p] = g.Status
		}
		f.groups = append(f.groups, g)
	}
	n := b.Size()
	for _, c := range [2]core.Color{core.Black, core.White} {
		stones := b.Stones(c)
		for y := range n {
			for x := range n {
				p := core.Pt(x, y)
				for s := range stones.All() {
					d := math.Abs(float64(s.X()-x)) + math.Abs(float64(s.Y()-y))
					f.pot[c][p] += 1 / (1 + d)
				}
			}
		}
	}
	return f
}

func withView(v analysisView) Option {
	return func(c *config) error { c.view = v; return nil }
}

// TestFakeOverlays checks each overlay's marks where the fake analysis
// puts them: the status discs and diamonds on stone centres, and the
// influence tint on empty points.
func TestFakeOverlays(t *testing.T) {
	g, a := middleGameAnalysis(t)
	f := newFake(g.Board(), a)
	cv, err := paintCanvas(g.Board(), g, []Option{Width(600), Overlays(OverlayAll), withView(f), LastMove(false)}, false)
	if err != nil {
		t.Fatal(err)
	}
	l := &cv.lay
	near := func(a, b [3]uint8, tol int) bool {
		return absDiff(a[0], b[0]) <= tol && absDiff(a[1], b[1]) <= tol && absDiff(a[2], b[2]) <= tol
	}
	rgb3 := func(x, y float64) [3]uint8 {
		c := cv.img.RGBAAt(int(x), int(y))
		return [3]uint8{c.R, c.G, c.B}
	}
	pal := cv.pal
	seen := map[analysis.Status]int{}
	for p, st := range f.status {
		cx, cy := l.centre(p)
		var want [3]uint8
		switch st {
		case analysis.PassAlive:
			want = [3]uint8{pal.passAlive.R, pal.passAlive.G, pal.passAlive.B}
		case analysis.Unsettled:
			// The "?" glyph may cross the centre; look beside it in the disc.
			cx -= l.radius * 0.4
			want = [3]uint8{pal.unsettled.R, pal.unsettled.G, pal.unsettled.B}
		case analysis.Seki:
			// Below the "=" (an eye badge may cover the stone's top).
			cy += l.radius * 0.4
			want = [3]uint8{pal.seki.R, pal.seki.G, pal.seki.B}
		default:
			continue
		}
		seen[st]++
		if got := rgb3(cx, cy); !near(got, want, 30) {
			t.Errorf("%v (%v): pixel %v, want about %v", p, st, got, want)
		}
	}
	if seen[analysis.PassAlive] == 0 || seen[analysis.Unsettled] == 0 || seen[analysis.Seki] == 0 {
		t.Fatalf("fake statuses not all present: %v", seen)
	}
	// Influence: where Black's potential clearly dominates an empty point,
	// its square (off the lines) is darker than the bare board (Classic
	// tints Black's side dark and White's light).
	top := 0.0
	for y := range 19 {
		for x := range 19 {
			d := f.Potential(core.Black, core.Pt(x, y)) - f.Potential(core.White, core.Pt(x, y))
			top = max(top, d, -d)
		}
	}
	darker := 0
	for y := range 19 {
		for x := range 19 {
			p := core.Pt(x, y)
			if g.Board().At(p) != core.Empty || f.Owner(p) != core.Empty {
				continue
			}
			d := f.Potential(core.Black, p) - f.Potential(core.White, p)
			cx, cy := l.centre(p)
			px := cv.img.RGBAAt(int(cx)+l.cell/4, int(cy)+l.cell/4)
			if d > top/2 && luma(px) < luma(pal.board)-15 {
				darker++
			}
			if d < -top/2 && luma(px) < luma(pal.board)-15 {
				t.Errorf("%v: White's influence drawn dark (%v)", p, px)
			}
		}
	}
	if darker == 0 {
		t.Error("no point of strong Black influence is tinted")
	}
	if testing.Verbose() {
		var buf bytes.Buffer
		Encode(&buf, cv.img)
		os.WriteFile(filepath.Join(os.TempDir(), "render-fake-overlays.png"), buf.Bytes(), 0o644)
	}
}
