package core

import "testing"

// TestLastCaptures plays a multi-stone suicide (New Zealand rules allow
// it), a capture and passes on 5×5, and asks after each move, and again
// after going back, what the move at the cursor took off the board.
func TestLastCaptures(t *testing.T) {
	g, err := NewGame(Size(5), WithRules(NewZealandRules))
	if err != nil {
		t.Fatal(err)
	}
	type want struct{ captured, suicided int }
	check := func(label string, w want) {
		t.Helper()
		c, s := g.LastCaptures()
		if c != w.captured || s != w.suicided {
			t.Errorf("%s: LastCaptures() = %d, %d; want %d, %d", label, c, s, w.captured, w.suicided)
		}
	}
	check("root", want{})
	// Black C1, White A1, Black A2, White E5, Black B2: White B1 then
	// takes its own A1–B1 chain's last liberty, a two-stone suicide.
	steps := []struct {
		c    Color
		v    string
		want want
	}{
		{Black, "C1", want{}},
		{White, "A1", want{}},
		{Black, "A2", want{}},
		{White, "E5", want{}},
		{Black, "B2", want{}},
		{White, "B1", want{suicided: 2}},
		{Black, "D5", want{}},
		{White, "pass", want{}},
		{Black, "E4", want{captured: 1}},
		{White, "pass", want{}},
	}
	for i, s := range steps {
		m, err := ParseMove(s.c, s.v, 5)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			t.Fatalf("move %d %v: %v", i+1, m, err)
		}
		check(m.String(), s.want)
	}
	// Going back restores the answer of the move now at the cursor.
	for i := len(steps) - 1; i > 0; i-- {
		if err := g.Prev(); err != nil {
			t.Fatal(err)
		}
		check("back at move "+steps[i-1].v, steps[i-1].want)
	}
}
