package match

import (
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
)

// Dead stones during scoring. When both players have passed, gobot
// proposes the analysis's dead stones, and each player may toggle a group
// dead or alive (analysis.Analysis.Toggle) until both accept the count.
// Under rules that count every stone as it stands (core.Rules.CaptureDead)
// there are none.

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
