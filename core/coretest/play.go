package coretest

import "github.com/gobot-baduk/gobot/core"

// PlayAnyLegal plays a legal move for c on b, any one (filling an eye, or
// a suicide where the rules allow it), starting its search at a random
// empty point. It returns the point played, or false when c has no legal
// move.
func PlayAnyLegal(b *core.Board, c core.Color, r *core.Rand) (core.Point, bool) {
	empties := b.Stones(core.Empty).Points()
	if len(empties) == 0 {
		return core.NoPoint, false
	}
	start := r.Intn(len(empties))
	for i := range empties {
		p := empties[(start+i)%len(empties)]
		if _, err := b.Play(c, p); err == nil {
			return p, true
		}
	}
	return core.NoPoint, false
}
