package gtp

import (
	"math"
	"strconv"
	"strings"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
)

// countAnalysis is the analysis final_score and final_status_list count
// by: the static one, without the side to move (analysis.AnalyzeBoard), as
// the count at the end of a game is, even when the record (loadsgf) or the
// controller stops without passes; the playouts' second opinion on the dead
// calls is for the middle game (see analysis.Analyze).
func countAnalysis(e *Engine) *analysis.Analysis {
	return analysis.AnalyzeBoard(e.game.Board(), e.game.Komi(), e.game.Handicap())
}

// cmdFinalScore answers final_score from the static analysis (countAnalysis):
// "B+3.5", "W+0.5", or "0" for a draw, with one decimal as GNU Go writes it.
func cmdFinalScore(e *Engine, _ []string) (string, error) {
	s := countAnalysis(e).Score()
	m := s.Margin()
	switch {
	case m > 0:
		return "B+" + strconv.FormatFloat(m, 'f', 1, 64), nil
	case m < 0:
		return "W+" + strconv.FormatFloat(-m, 'f', 1, 64), nil
	}
	return "0", nil
}

// cmdFinalStatusList lists the stones the static analysis (countAnalysis) gives the status alive,
// dead or seki, one chain per line as GNU Go does. Alive includes
// pass-alive and unsettled groups: at the end of a game a stone that is
// neither dead nor in seki is counted alive.
func cmdFinalStatusList(e *Engine, args []string) (string, error) {
	if len(args) < 1 {
		return "", fail("final_status_list takes a status: alive, dead or seki")
	}
	want := args[0]
	if want != "alive" && want != "dead" && want != "seki" {
		return "", fail("invalid status %q (alive, dead or seki)", want)
	}
	a := countAnalysis(e)
	dead := a.Dead()
	var lines []string
	for _, g := range a.Groups() {
		st := "alive"
		switch {
		case g.Status == analysis.Dead || g.Stones.Intersects(&dead):
			st = "dead"
		case g.Status == analysis.Seki:
			st = "seki"
		}
		if st != want {
			continue
		}
		for chain := range g.Stones.Components() {
			lines = append(lines, vertexList(e.game.Size(), chain.Has))
		}
	}
	return strings.Join(lines, "\n"), nil
}

// analyzeCommands are the GoGui analyze commands: type/label/command.
var analyzeCommands = []string{
	"gfx/Influence/gobot-influence",
	"gfx/Group status/gobot-status",
	"gfx/Eyes/gobot-eyes",
	"gfx/Territory/gobot-territory",
	"gfx/Unconditional status (Benson)/gobot-unconditional",
	"string/Final score/final_score",
	"plist/Dead stones/final_status_list dead",
	"plist/Seki stones/final_status_list seki",
	"plist/Legal moves/all_legal %c",
	"plist/Ko (no retaking at once)/gobot-ko",
}

// cmdKo lists the point the player to move may not play because it would
// retake a ko at once (none when no ko ban holds): GoGui marks it, as
// gobot's board images do. showboard draws GNU Go's board byte for byte,
// which has no ko mark, so the ko is told here instead.
func cmdKo(e *Engine, _ []string) (string, error) {
	ko := e.game.Board().Ko(e.game.ToMove())
	return vertexList(e.game.Size(), func(p core.Point) bool { return p == ko }), nil
}

// cmdAnalyzeCommands answers gogui-analyze_commands.
func cmdAnalyzeCommands(*Engine, []string) (string, error) {
	return strings.Join(analyzeCommands, "\n"), nil
}

// cmdInfluence shows the electric-charge potentials (Nakamura §5, from
// analysis.Analysis.Potential) as GoGui's INFLUENCE: tanh(B − W) on every
// empty point, positive for Black, so one stone's full charge reads near
// ±0.76.
func cmdInfluence(e *Engine, _ []string) (string, error) {
	a := analysis.Analyze(e.game)
	b := e.game.Board()
	var sb strings.Builder
	sb.WriteString("INFLUENCE")
	size := e.game.Size()
	for y := size - 1; y >= 0; y-- {
		for x := 0; x < size; x++ {
			p := core.Pt(x, y)
			if b.At(p) != core.Empty {
				continue // a stone's own point carries no field of its own colour
			}
			v := math.Tanh(a.Potential(core.Black, p) - a.Potential(core.White, p))
			if math.IsNaN(v) || math.Abs(v) < 0.005 {
				continue
			}
			sb.WriteString(" " + p.String() + " " + strconv.FormatFloat(v, 'f', 2, 64))
		}
	}
	return sb.String(), nil
}

// statusColors are the GoGui colours of each group status.
var statusColors = []struct {
	status analysis.Status
	color  string
}{
	{analysis.PassAlive, "#00a000"},
	{analysis.Alive, "#60c060"},
	{analysis.Seki, "#0060ff"},
	{analysis.Unsettled, "#e0a000"},
	{analysis.Dead, "#e00000"},
}

// cmdStatus colours each group's stones by analysis.Analysis status and labels
// one stone of each group with the status's first letters.
func cmdStatus(e *Engine, _ []string) (string, error) {
	a := analysis.Analyze(e.game)
	var lines, labels []string
	for _, sc := range statusColors {
		var pts []string
		for _, g := range a.Groups() {
			if g.Status != sc.status {
				continue
			}
			for p := range g.Stones.All() {
				pts = append(pts, p.String())
			}
		}
		if len(pts) > 0 {
			lines = append(lines, "COLOR "+sc.color+" "+strings.Join(pts, " "))
		}
	}
	for _, g := range a.Groups() {
		if p := g.Stones.First(); p != core.NoPoint {
			labels = append(labels, p.String()+" "+statusLabel(g.Status))
		}
	}
	if len(labels) > 0 {
		lines = append(lines, "LABEL "+strings.Join(labels, " "))
	}
	lines = append(lines, "TEXT green alive, blue seki, orange unsettled, red dead")
	return strings.Join(lines, "\n"), nil
}

// statusLabel is a short board label for a status.
func statusLabel(s analysis.Status) string {
	switch s {
	case analysis.PassAlive:
		return "PA"
	case analysis.Alive:
		return "A"
	case analysis.Seki:
		return "S"
	case analysis.Unsettled:
		return "U"
	case analysis.Dead:
		return "D"
	}
	return "-"
}

// cmdEyes labels one stone of each group with its eye count
// (analysis.Group.Eyes: 2 lives, 1.5 lives if its owner moves first) and,
// after a slash, its eye candidates by Euler's count (analysis.Group.Regions:
// the regions it encloses less false eyes, Nakamura §4): "1.5/2".
func cmdEyes(e *Engine, _ []string) (string, error) {
	a := analysis.Analyze(e.game)
	var labels []string
	for _, g := range a.Groups() {
		if p := g.Stones.First(); p != core.NoPoint {
			labels = append(labels, p.String()+" "+strconv.FormatFloat(g.Eyes, 'f', -1, 64)+"/"+strconv.Itoa(g.Regions))
		}
	}
	if len(labels) == 0 {
		return "", nil
	}
	return "LABEL " + strings.Join(labels, " ") + "\nTEXT eyes/enclosed regions (Euler's count less false eyes)", nil
}

// cmdTerritory marks the side the estimate gives each empty point and
// each dead stone to (analysis.Analysis.Owner: the count now, and for an
// open point between both sides the side it leans to) with GoGui's BLACK
// and WHITE territory marks.
func cmdTerritory(e *Engine, _ []string) (string, error) {
	a := analysis.Analyze(e.game)
	b := e.game.Board()
	var owned [3][]string
	size := e.game.Size()
	for y := size - 1; y >= 0; y-- {
		for x := 0; x < size; x++ {
			p := core.Pt(x, y)
			o := a.Owner(p)
			if o.IsStone() && b.At(p) != o {
				owned[o] = append(owned[o], p.String())
			}
		}
	}
	var lines []string
	for _, c := range []core.Color{core.Black, core.White} {
		if len(owned[c]) > 0 {
			lines = append(lines, strings.ToUpper(c.String())+" "+strings.Join(owned[c], " "))
		}
	}
	s := a.Score()
	lines = append(lines, "TEXT "+scoreText(&s))
	return strings.Join(lines, "\n"), nil
}

// scoreText is the score in words for GoGui's status line.
func scoreText(s *analysis.Score) string {
	return "Black " + strconv.FormatFloat(s.Black, 'f', -1, 64) + ", White " + strconv.FormatFloat(s.White, 'f', -1, 64) +
		" (" + s.Scoring.String() + " scoring)"
}

// cmdUnconditional shows Benson's result (analysis.Benson): pass-alive stones
// marked with squares, unconditionally dead stones with crosses, and
// pass-alive territory with GoGui's territory marks.
func cmdUnconditional(e *Engine, _ []string) (string, error) {
	b := e.game.Board()
	r := analysis.Benson(b)
	var alive, dead, terr [3][]string
	size := b.Size()
	for y := size - 1; y >= 0; y-- {
		for x := 0; x < size; x++ {
			p := core.Pt(x, y)
			switch r.Status(p) {
			case analysis.UnconditionallyAlive:
				alive[b.At(p)] = append(alive[b.At(p)], p.String())
			case analysis.UnconditionallyDead:
				dead[b.At(p)] = append(dead[b.At(p)], p.String())
			case analysis.BlackTerritory:
				terr[core.Black] = append(terr[core.Black], p.String())
			case analysis.WhiteTerritory:
				terr[core.White] = append(terr[core.White], p.String())
			}
		}
	}
	var lines []string
	add := func(kind string, pts []string) {
		if len(pts) > 0 {
			lines = append(lines, kind+" "+strings.Join(pts, " "))
		}
	}
	add("SQUARE", append(alive[core.Black], alive[core.White]...))
	add("MARK", append(dead[core.Black], dead[core.White]...))
	add("BLACK", terr[core.Black])
	add("WHITE", terr[core.White])
	return strings.Join(lines, "\n"), nil
}
