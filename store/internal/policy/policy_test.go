package policy

import (
	"testing"
	"time"
)

func TestPacer(t *testing.T) {
	t0 := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	var p Pacer
	for _, step := range []struct {
		name string
		at   time.Time
		due  bool
	}{
		{"first call", t0, true},
		{"same time", t0, false},
		{"just under the interval", t0.Add(GCInterval - time.Nanosecond), false},
		{"a little back, out of order", t0.Add(-time.Second), false},
		{"the interval", t0.Add(GCInterval), true},
		{"the interval after that, less a second", t0.Add(2*GCInterval - time.Second), false},
		{"clock back by the interval", t0, true},
		{"the old time again", t0.Add(GCInterval - time.Second), false},
	} {
		if got := p.Due(step.at); got != step.due {
			t.Errorf("%s (%v): Due = %v, want %v", step.name, step.at.Sub(t0), got, step.due)
		}
	}
}
