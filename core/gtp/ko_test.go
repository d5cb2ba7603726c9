package gtp

import "testing"

// TestKoPoint: gobot-ko, a GoGui analyze command, lists the point the
// player to move may not play because it would retake a ko at once, and
// nothing once the ban is lifted. showboard stays GNU Go's, byte for
// byte, so the ko is marked there instead.
func TestKoPoint(t *testing.T) {
	e := New()
	transcript(t, e, []step{
		{"boardsize 9", "= "}, {"clear_board", "= "},
		{"play b a2", "= "}, {"play w b2", "= "}, {"play b b3", "= "}, {"play w c3", "= "},
		{"play b b1", "= "}, {"play w d2", "= "}, {"play b e9", "= "}, {"play w c1", "= "},
		{"gobot-ko", "= "},
		{"play b c2", "= "}, // takes B2: White may not retake at once
		{"gobot-ko", "= B2"},
		{"play w j9", "= "},
		{"gobot-ko", "= "},
	})
}
