package render

import (
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// koGame returns a 9×9 game just after Black's C2 took White's B2, which
// starts a ko: White may not retake at B2 at once.
//
//	3 . X O
//	2 X . X O
//	1 . X O
//	  A B C D
func koGame(t *testing.T) *core.Game {
	t.Helper()
	g, err := core.NewGame(core.Size(9))
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{"A2", "B2", "B3", "C3", "B1", "D2", "E9", "C1", "C2"} {
		m, err := core.ParseMove(g.ToMove(), v, 9)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			t.Fatalf("%v: %v", m, err)
		}
	}
	return g
}

// TestKoMarker: after a single-stone capture that starts a ko, the point
// the opponent may not retake at once is marked with a hollow square,
// unless the option is off; once a move elsewhere lifts the ban, the
// mark goes.
func TestKoMarker(t *testing.T) {
	g := koGame(t)
	ko := g.Board().Ko(g.ToMove())
	if ko == core.NoPoint {
		t.Fatalf("the position has no ko for %v:\n%v", g.ToMove(), g.Board())
	}
	marked := func(cv *canvas) bool {
		l := &cv.lay
		cx, cy := l.centre(ko)
		s := l.radius * koSquare
		ink := cv.pal.inkOnBoard
		// The corners: off the grid lines through the point.
		return inkAround(cv, cx-s, cy-s, ink) && inkAround(cv, cx+s, cy-s, ink) && inkAround(cv, cx-s, cy+s, ink) && inkAround(cv, cx+s, cy+s, ink)
	}
	if !marked(paintT(t, g, Width(600))) {
		t.Errorf("ko point %v is not marked", ko)
	}
	if marked(paintT(t, g, Width(600), KoMarker(false))) {
		t.Errorf("ko point %v is marked with KoMarker(false)", ko)
	}
	m, _ := core.ParseMove(g.ToMove(), "J9", 9)
	if err := g.Play(m); err != nil {
		t.Fatal(err)
	}
	if marked(paintT(t, g, Width(600))) {
		t.Errorf("ko point %v is still marked after a move elsewhere", ko)
	}
}
