package render

import (
	"fmt"
	"strings"
	"testing"
)

// TestCapturesMatchTheCount: a picture that carries a count (the scoring
// and final phases, or an estimate) gives in its header the captures that
// count counts, the opponent's dead stones included, as the count's text
// says them; a plain board gives the stones taken off so far (B5).
func TestCapturesMatchTheCount(t *testing.T) {
	g, a := middleGameAnalysis(t)
	s := a.Score()
	b := g.Board()
	counted := fmt.Sprintf("Captures %d %d", s.Captures[1], s.Captures[2])
	taken := fmt.Sprintf("Captures %d %d", b.Prisoners(1), b.Prisoners(2))
	if counted == taken {
		t.Fatalf("the position must have dead stones for this test: %s", counted)
	}
	for _, phase := range []Phase{PhasePlay, PhaseScoring, PhaseFinal} {
		cv := paintT(t, g, Width(600), Overlays(OverlayStatus|OverlayTerritory), WithAnalysis(a), WithPhase(phase))
		if head := rowsText(cv.header); !strings.Contains(head, counted) {
			t.Errorf("phase %d with a count: header %q lacks %q", phase, head, counted)
		}
	}
	cv := paintT(t, g, Width(600))
	if head := rowsText(cv.header); !strings.Contains(head, taken) {
		t.Errorf("plain board: header %q lacks %q", head, taken)
	}
}

// TestClocks: each player's time is shown after their name.
func TestClocks(t *testing.T) {
	g, _ := middleGameAnalysis(t)
	cv := paintT(t, g, Width(600), Clocks("9m 30s", "1d 2h"))
	head := rowsText(cv.header)
	for _, want := range []string{"GNU Go (B) 9m 30s", "GNU Go (W) 1d 2h"} {
		if !strings.Contains(head, want) {
			t.Errorf("header %q lacks %q", head, want)
		}
	}
}
