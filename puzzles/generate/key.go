package generate

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/puzzles"
)

// canonicalKey names a problem up to the board's eight symmetries and the
// colour swap: the drawn pattern (region and wall) cut to its bounding
// box, with which sides of the box are the board's edge, the colours named
// so that the side to move is Black, taken as the least string over the
// symmetries. The board size is left out, so a corner shape on 9×9 and the
// same shape on 19×19 are one problem.
func canonicalKey(p *position, toPlay core.Color) string {
	best := ""
	for k := range 8 {
		s := patternKey(p, toPlay, k)
		if best == "" || s < best {
			best = s
		}
	}
	return best
}

func patternKey(p *position, toPlay core.Color, k int) string {
	n := p.size
	mover, other := p.stones[0], p.stones[1]
	if toPlay == core.White {
		mover, other = other, mover
	}
	mover, other, region := mapSet(mover, k, n), mapSet(other, k, n), mapSet(p.region, k, n)
	all := region.Union(mover).Union(other)
	x0, y0, x1, y1 := n, n, -1, -1
	for q := range all.All() {
		x0, x1 = min(x0, q.X()), max(x1, q.X())
		y0, y1 = min(y0, q.Y()), max(y1, q.Y())
	}
	var sb strings.Builder
	for _, edge := range []bool{x0 == 0, y0 == 0, x1 == n-1, y1 == n-1} {
		if edge {
			sb.WriteByte('1')
		} else {
			sb.WriteByte('0')
		}
	}
	for y := y0; y <= y1; y++ {
		sb.WriteByte('/')
		for x := x0; x <= x1; x++ {
			q := core.Pt(x, y)
			in := region.Has(q)
			c := byte('.')
			switch {
			case mover.Has(q) && in:
				c = 'X'
			case mover.Has(q):
				c = 'x'
			case other.Has(q) && in:
				c = 'O'
			case other.Has(q):
				c = 'o'
			case in:
				c = 'E'
			}
			sb.WriteByte(c)
		}
	}
	return sb.String()
}

// keyID turns a canonical key into a stable puzzle ID.
func keyID(key string) string {
	h := sha256.Sum256([]byte(key))
	return "g" + hex.EncodeToString(h[:5])
}

// KeyOf returns the canonical key of a puzzle, so that a run can skip
// problems already shipped.
func KeyOf(pz *puzzles.Puzzle) (string, error) {
	b, err := pz.Board()
	if err != nil {
		return "", err
	}
	p := &position{size: pz.Size(), region: pz.Region(), target: pz.Target(), defender: pz.Defender()}
	p.stones[0], p.stones[1] = b.Stones(core.Black), b.Stones(core.White)
	return canonicalKey(p, pz.ToPlay()), nil
}
