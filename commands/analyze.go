package commands

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/core"
)

func analyzeCommand() *Command {
	return &Command{
		Def: &discordgo.ApplicationCommand{
			Name:        "analyze",
			Description: "Show the position with every overlay: life status, eyes, territory, and the score estimate",
		},
		Run:   runAnalyze,
		Defer: func(*Request) Deferral { return DeferMessage },
	}
}

func runAnalyze(ctx context.Context, b *Bot, req *Request) (*Response, error) {
	g, err := b.current(ctx, req.ChannelID)
	if err != nil {
		return nil, err
	}
	if g.Game == nil {
		return nil, Userf("The game has not started yet: the challenge is waiting to be accepted.")
	}
	return b.analysisView(g, OverlayAll, false)
}

func analyzeButton(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	g, err := b.current(ctx, req.ChannelID)
	if err != nil {
		return nil, err
	}
	if g.ID != gameID || g.Game == nil {
		return nil, Userf("That button belongs to a game that is over.")
	}
	return b.analysisView(g, OverlayAll, true)
}

// analysisView answers with the board under the given overlays and a short
// description of every group and the score estimate.
func (b *Bot) analysisView(g *GameRecord, o Overlay, ephemeral bool) (*Response, error) {
	a := core.Analyze(g.Game)
	f, err := b.png(g, View{Overlays: o, Analysis: a}, "analysis.png")
	if err != nil {
		return nil, err
	}
	text := fmt.Sprintf("**Analysis** after move %d (%s).\n%s", g.Game.MoveNumber(), o, describeAnalysis(g.Game, a))
	return &Response{Content: text, Files: []File{f}, Ephemeral: ephemeral}, nil
}

// maxGroupLines bounds the group list, keeping messages under Discord's
// 2000 characters.
const maxGroupLines = 20

// describeAnalysis lists each group (largest first) with its status and eye
// count, then the score estimate.
func describeAnalysis(g *core.Game, a *core.Analysis) string {
	groups := append([]core.Group(nil), a.Groups()...)
	sort.SliceStable(groups, func(i, j int) bool {
		if groups[i].Stones.Count() != groups[j].Stones.Count() {
			return groups[i].Stones.Count() > groups[j].Stones.Count()
		}
		return groups[i].Stones.First() > groups[j].Stones.First()
	})
	var sb strings.Builder
	if len(groups) == 0 {
		sb.WriteString("No stones on the board yet.\n")
	}
	for i, gr := range groups {
		if i == maxGroupLines {
			fmt.Fprintf(&sb, "…and %d smaller groups.\n", len(groups)-i)
			break
		}
		n := gr.Stones.Count()
		fmt.Fprintf(&sb, "• %s group at %s (%d stone%s): %s, %s\n", colorName(gr.Color), topLeft(gr.Stones), n, plural(n), gr.Status, eyeText(gr.Eyes))
	}
	s := a.Score()
	sb.WriteString("Score estimate: " + scoreText(s))
	return sb.String()
}

// topLeft names a group by its top-left stone, the way players point at it.
func topLeft(s core.PointSet) core.Point {
	best := core.NoPoint
	for p := range s.All() {
		if best == core.NoPoint || p.Y() > best.Y() || (p.Y() == best.Y() && p.X() < best.X()) {
			best = p
		}
	}
	return best
}

func eyeText(e float64) string {
	switch {
	case e == 1:
		return "1 eye"
	case e == 0:
		return "no eyes"
	}
	return fmtNum(e) + " eyes"
}
