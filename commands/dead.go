package commands

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
)

// Dead stones during scoring. When both players have passed, gobot
// proposes the analysis's dead stones, and each player may toggle a group
// dead or alive until both accept the count.

// everyStoneCounts is the answer to a toggle under rules that count every
// stone on the board as it stands (core.Rules.CaptureDead): there is
// nothing to agree, and dead stones must be captured in play.
const everyStoneCounts = "Tromp-Taylor rules count every stone on the board: to remove dead stones, resume play (the Resume play button or `/score resume`) and capture them."

// proposedDead returns the dead stones gobot proposes when scoring
// starts: those of a, the analysis of the position, or none where every
// stone counts.
func proposedDead(g *GameRecord, a *analysis.Analysis) []core.Point {
	if g.Game.Rules().CaptureDead {
		return nil
	}
	return a.Dead().Points()
}

// deadSet returns the stones g marks dead, as a set: none where every
// stone counts, whatever a record stored before those rules were honoured
// says.
func deadSet(g *GameRecord) core.PointSet {
	size := g.Game.Size()
	if g.Game.Rules().CaptureDead {
		return core.NewPointSet(size)
	}
	return core.NewPointSet(size, g.Dead...)
}

// stonesText names some stones of one colour by their chains: "White's
// stone at B6", "White's 3 stones at B6 and F2".
func stonesText(b *core.Board, s core.PointSet) string {
	var heads []core.Point
	for rest := s; rest.Any(); {
		chain := b.Chain(rest.First()).Intersect(s)
		rest = rest.Minus(chain)
		heads = append(heads, topLeft(chain))
	}
	sort.Slice(heads, func(i, j int) bool { return readingOrder(heads[i], heads[j]) })
	names := make([]string, len(heads))
	for i, p := range heads {
		names[i] = p.String()
	}
	n := s.Count()
	who := colorName(b.At(s.First())) + "'s"
	if n == 1 {
		return who + " stone at " + names[0]
	}
	list := names[0]
	if k := len(names); k > 1 {
		list = strings.Join(names[:k-1], ", ") + " and " + names[k-1]
	}
	return fmt.Sprintf("%s %d stones at %s", who, n, list)
}
