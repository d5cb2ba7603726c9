package render

import (
	"errors"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
	"github.com/gobot-baduk/gobot/core/coretest"
)

// TestPhase checks what the scoring and final pictures say: the header
// asks for dead stones while scoring (not whose turn it is), the footer
// gives the count (not an estimate), and the status overlay shows only the
// dead stones and the seki groups the count is made of, never the
// engine's unsettled or pass-alive guesses. (Issue 16: the seki marks
// vanished while scoring.)
func TestPhase(t *testing.T) {
	g, a := middleGameAnalysis(t)
	f := newFake(g.Board(), a) // unsettled, seki and pass-alive groups, GNU Go's dead stones
	for _, c := range []struct {
		phase         Phase
		header, count string
		guesses       bool // unsettled discs drawn
	}{
		{PhasePlay, "Black to play", "Estimate ", true},
		{PhaseScoring, "Scoring: mark dead stones", "Count ", false},
		{PhaseFinal, "Final count", "Final count ", false},
	} {
		cv := paintT(t, g, Width(600), Overlays(OverlayStatus), withView(f), WithPhase(c.phase), LastMove(false))
		head, foot := rowsText(cv.header), rowsText(cv.footer)
		if !strings.Contains(head, c.header) {
			t.Errorf("phase %d: header %q lacks %q", c.phase, head, c.header)
		}
		if c.phase != PhasePlay && strings.Contains(head, "to play") {
			t.Errorf("phase %d: header %q says whose turn it is", c.phase, head)
		}
		if !strings.Contains(foot, c.count) || (c.phase != PhasePlay && strings.Contains(foot, "Estimate")) {
			t.Errorf("phase %d: footer %q, want %q and no estimate", c.phase, foot, c.count)
		}
		if !strings.Contains(foot, "seki") {
			t.Errorf("phase %d: legend %q lacks the seki", c.phase, foot)
		}
		for _, name := range []string{"unsettled", "pass-alive"} {
			if strings.Contains(foot, name) != c.guesses {
				t.Errorf("phase %d: legend %q lists %s: %v", c.phase, foot, name, !c.guesses)
			}
		}
		if !strings.Contains(foot, "dead") {
			t.Errorf("phase %d: legend %q lacks the dead stones", c.phase, foot)
		}
		l := &cv.lay
		drawn, seki := 0, 0
		for p, st := range f.status {
			cx, cy := l.centre(p)
			switch st {
			case analysis.Seki:
				// Below the "=" (clear of the glyph).
				if near(at(cv, cx, cy+l.radius*0.4), cv.pal.seki, 30) {
					seki++
				} else {
					t.Errorf("phase %d: seki %v not marked", c.phase, p)
				}
			case analysis.Unsettled:
				if near(at(cv, cx-l.radius*0.4, cy), cv.pal.unsettled, 30) {
					drawn++
				}
			case analysis.Dead:
				if !near(at(cv, cx, cy), cv.pal.dead, 40) {
					t.Errorf("phase %d: dead %v not crossed", c.phase, p)
				}
			}
		}
		if (drawn > 0) != c.guesses {
			t.Errorf("phase %d: %d unsettled discs drawn", c.phase, drawn)
		}
		if seki == 0 {
			t.Errorf("phase %d: no seki mark drawn", c.phase)
		}
	}
	// A finished game keeps its result in the header.
	g.SetResult(core.Result{Winner: core.White, Reason: core.ByScore, Margin: 6.5})
	cv := paintT(t, g, Width(600), Overlays(OverlayStatus), WithAnalysis(a), WithPhase(PhaseFinal))
	if head := rowsText(cv.header); !strings.Contains(head, "White wins") {
		t.Errorf("final header %q lacks the result", head)
	}
	if _, err := Image(g, WithPhase(Phase(7))); !errors.Is(err, ErrPhase) {
		t.Errorf("WithPhase(7): %v", err)
	}
}

// TestSekiWhileScoring: with the real analysis, the corner seki of a
// finished 9×9 game keeps its "=" marks on the scoring board (/board
// overlay:all after both passes), where they once vanished (issue 16).
func TestSekiWhileScoring(t *testing.T) {
	d := coretest.Parse(t, `
		x.oXXO...
		x.oXXO.O.
		oooXXOO.O
		XXXXXO.O.
		.X..XOOOO
		X.X.XO...
		.X.XXO.O.
		X..XOOO.O
		.X.XO.O..`)
	g := d.Game(t, core.Komi(6.5))
	a := analysis.Analyze(g)
	scoring := a.WithDead(g.Board(), a.Dead(), g.Komi(), g.Handicap())
	seki := append(d.Points('x'), d.Points('o')...)
	for _, p := range seki {
		if st := scoring.Status(p); st != analysis.Seki {
			t.Fatalf("%v: analysis says %v, the test needs a seki", p, st)
		}
	}
	cv := paintT(t, g, Width(600), Overlays(OverlayAll), WithAnalysis(scoring), WithPhase(PhaseScoring), LastMove(false))
	l := &cv.lay
	for _, p := range seki {
		cx, cy := l.centre(p)
		if !near(at(cv, cx, cy+l.radius*0.4), cv.pal.seki, 30) {
			t.Errorf("%v: no seki mark while scoring", p)
		}
	}
	if foot := rowsText(cv.footer); !strings.Contains(foot, "seki") {
		t.Errorf("legend %q lacks the seki", foot)
	}
}
