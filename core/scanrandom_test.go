package core

// playRandomScan is PlayRandom as it was before it became uniform: a
// random start in the empty list, then the first entry from there that is
// legal, not a suicide and not one of c's own eyes. It is biased towards
// entries after long runs of unsuitable ones, which does not matter for
// what it is kept for: status_gnugo_test.go builds its corpus of GNU Go
// games with it, so that the games, and the agreement figures measured on
// them, stay those the targets were set on.
func (b *Board) playRandomScan(c Color, r *Rand) (Point, bool) {
	n := len(b.empties)
	if n == 0 {
		return NoPoint, false
	}
	start := r.Intn(n)
	for i := 0; i < n; i++ {
		j := start + i
		if j >= n {
			j -= n
		}
		p := b.empties[j]
		if b.IsEye(c, p) {
			continue
		}
		var eff moveEffect
		if b.check(c, p, &eff) != legal || eff.suicide {
			continue
		}
		b.apply(c, p, &eff)
		return p, true
	}
	return NoPoint, false
}
