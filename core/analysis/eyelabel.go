package analysis

import (
	"math"

	"github.com/gobot-baduk/gobot/core"
)

// How eye counts are shown to players (issue 16): the /analyze text and
// the eye badges of the board say the same, in the few words players use.

// EyeLabel writes an eye count as players read it: "0", "½", "1", "1½" or
// "2+". Counts are rounded to the nearest half, and everything from two
// up is "2+": two eyes live, and "12½" would count something players do
// not count. A count that is not a number reads "0".
func EyeLabel(e float64) string {
	if math.IsNaN(e) || e <= 0 {
		return "0"
	}
	switch h := math.Round(e * 2); {
	case h >= 4:
		return "2+"
	case h == 3:
		return "1½"
	case h == 2:
		return "1"
	case h == 1:
		return "½"
	}
	return "0"
}

// LargestChain returns the largest chain among the group's stones, where
// its eye count is shown: among chains of the same size, the one that
// reaches highest on the board (then furthest left), where the /analyze
// text names the group.
func (g *Group) LargestChain() core.PointSet {
	var best core.PointSet
	n, top := 0, core.NoPoint
	for ch := range g.Stones.Components() {
		c, t := ch.Count(), readingFirst(ch)
		if c > n || (c == n && readsBefore(t, top)) {
			best, n, top = ch, c, t
		}
	}
	return best
}

// readingFirst returns the stone of s a reader meets first: on the top row,
// then the leftmost.
func readingFirst(s core.PointSet) core.Point {
	best := core.NoPoint
	for p := range s.All() {
		if best == core.NoPoint || readsBefore(p, best) {
			best = p
		}
	}
	return best
}

// readsBefore reports whether p comes before q in reading order (top row
// first, left to right); every point comes before NoPoint.
func readsBefore(p, q core.Point) bool {
	switch {
	case q == core.NoPoint:
		return p != core.NoPoint
	case p == core.NoPoint:
		return false
	case p.Y() != q.Y():
		return p.Y() > q.Y()
	}
	return p.X() < q.X()
}

// EyesDecide reports whether the group's eye count says something a
// player reads: the group is unsettled, or it is alive by its eyes (two
// or more) or dead for want of them (it has some eye space, not enough).
// It is false for a group whose status comes from elsewhere: pass-alive
// (Benson proves it, or with passAlive one of its chains, alive without
// counting eyes: Analysis.Status says which chains), in seki, alive with fewer than two eyes (by a connection or
// its surroundings), or dead with no eye space at all; and for a group
// whose chains are all lone stones, which players do not see as one
// shape with eyes. The /analyze text and the board's eye badges both ask
// it, so that they say the same.
func (g *Group) EyesDecide(passAlive bool) bool {
	if passAlive || g.Status == PassAlive || g.LargestChain().Count() < 2 {
		return false
	}
	switch g.Status {
	case Unsettled:
		return true
	case Alive:
		return g.Eyes >= 2
	case Dead:
		return g.Eyes > 0 || g.Regions > 0
	}
	return false
}
