package analysis

import (
	"math"
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// TestEyeLabel checks that an eye count is only ever shown as one of the
// five labels players read, whatever the count (issue 16: badges of
// "12.5", "10", "4.5" and "2.5" where the text said "2+ eyes").
func TestEyeLabel(t *testing.T) {
	cases := []struct {
		eyes float64
		want string
	}{
		{0, "0"}, {0.2, "0"}, {0.5, "½"}, {0.7, "½"}, {1, "1"}, {1.5, "1½"},
		{1.6, "1½"}, {2, "2+"}, {2.5, "2+"}, {4.5, "2+"}, {10, "2+"}, {12.5, "2+"},
		{-1, "0"}, {math.NaN(), "0"}, {math.Inf(1), "2+"}, {math.Inf(-1), "0"},
	}
	for _, c := range cases {
		if got := EyeLabel(c.eyes); got != c.want {
			t.Errorf("EyeLabel(%v) = %q, want %q", c.eyes, got, c.want)
		}
	}
	allowed := map[string]bool{"0": true, "½": true, "1": true, "1½": true, "2+": true}
	for e := -2.0; e <= 40; e += 0.05 {
		if l := EyeLabel(e); !allowed[l] {
			t.Fatalf("EyeLabel(%v) = %q: not one of 0, ½, 1, 1½, 2+", e, l)
		}
	}
}

// TestEyesDecide checks which groups' eye counts are shown: lone stones
// never, whatever the count; pass-alive and seki groups never; alive ones
// by two eyes, dead ones with some eye space, unsettled ones always.
func TestEyesDecide(t *testing.T) {
	const n = 9
	set := func(pts ...string) core.PointSet {
		s := core.NewPointSet(n)
		for _, v := range pts {
			p, err := core.ParsePoint(v, n)
			if err != nil {
				t.Fatal(err)
			}
			s.Add(p)
		}
		return s
	}
	shape := set("C3", "D3", "E3")
	lone := set("C3", "E5", "G7")
	cases := []struct {
		name      string
		g         Group
		passAlive bool
		want      bool
	}{
		{"unsettled, no eye", Group{Stones: shape, Status: Unsettled}, false, true},
		{"unsettled, one eye", Group{Stones: shape, Status: Unsettled, Eyes: 1}, false, true},
		{"alive by two eyes", Group{Stones: shape, Status: Alive, Eyes: 2, Regions: 2}, false, true},
		{"alive by a connection", Group{Stones: shape, Status: Alive, Eyes: 1}, false, false},
		{"pass-alive chain", Group{Stones: shape, Status: Alive, Eyes: 3}, true, false},
		{"pass-alive group", Group{Stones: shape, Status: PassAlive, Eyes: 3}, false, false},
		{"seki", Group{Stones: shape, Status: Seki, Eyes: 1}, false, false},
		{"dead with half an eye", Group{Stones: shape, Status: Dead, Eyes: 0.5}, false, true},
		{"dead in a region", Group{Stones: shape, Status: Dead, Regions: 1}, false, true},
		{"dead, no eye space", Group{Stones: shape, Status: Dead}, false, false},
		{"lone stones with 2 eyes", Group{Stones: lone, Status: Alive, Eyes: 2}, false, false},
		{"unsettled lone stones", Group{Stones: lone, Status: Unsettled}, false, false},
	}
	for _, c := range cases {
		if got := c.g.EyesDecide(c.passAlive); got != c.want {
			t.Errorf("%s: EyesDecide = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestLargestChain checks that a group's badge stone is picked from its
// largest chain, and that D4 and T1 alone on an empty 19×19 board are two
// chains of one stone whatever the analysis groups (issue 16).
func TestLargestChain(t *testing.T) {
	g, err := core.NewGame(core.Size(19))
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []struct {
		c core.Color
		v string
	}{{core.Black, "D4"}, {core.White, "pass"}, {core.Black, "T1"}} {
		if m.v == "pass" {
			err = g.Play(core.Pass(m.c))
		} else {
			p, _ := core.ParsePoint(m.v, 19)
			err = g.Play(core.Play(m.c, p))
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	a := Analyze(g)
	for i := range a.Groups() {
		gr := &a.Groups()[i]
		if ch := gr.LargestChain(); ch.Count() != 1 || !gr.Stones.Intersects(&ch) {
			t.Errorf("group %v: largest chain %v, want one of its lone stones", gr.Stones, ch)
		}
		if gr.EyesDecide(false) {
			t.Errorf("lone stones %v (%v, %v eyes): eye count shown", gr.Stones, gr.Status, gr.Eyes)
		}
	}
	big := Group{Stones: core.NewPointSet(19)}
	for _, v := range []string{"C3", "D3", "E3", "Q16", "Q17"} {
		p, _ := core.ParsePoint(v, 19)
		big.Stones.Add(p)
	}
	if got := big.LargestChain().Count(); got != 3 {
		t.Errorf("largest chain of C3-E3 and Q16-Q17: %d stones, want 3", got)
	}
	// Two chains of three: the one that reaches highest, where the text
	// names the group.
	for _, v := range []string{"K10", "K11", "K12"} {
		p, _ := core.ParsePoint(v, 19)
		big.Stones.Add(p)
	}
	k12, _ := core.ParsePoint("K12", 19)
	if ch := big.LargestChain(); !ch.Has(k12) {
		t.Errorf("largest chains C3-E3 and K10-K12: got %v, want the one with K12", ch)
	}
}
