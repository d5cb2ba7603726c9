package commands

import (
	"context"
	"fmt"
	"math"
	"sort"
	"strconv"
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

// maxGroupItems bounds the groups named, keeping messages well under
// Discord's 2000 characters; maxLoneStones bounds the lone stones listed
// in one entry.
const (
	maxGroupItems = 16
	maxLoneStones = 10
)

// statusOrder is the order in which a side's groups are described, and
// what each status is called.
var statusOrder = []struct {
	status core.Status
	name   string
}{
	{core.PassAlive, "alive unconditionally"},
	{core.Alive, "alive"},
	{core.Seki, "alive in seki"},
	{core.Unsettled, "unsettled"},
	{core.Dead, "dead"},
}

// describeAnalysis describes the position for players: for each side, its
// groups by status, each named by a stone in GTP coordinates, largest
// first, with lone stones gathered in one entry; eyes are given only where
// they say something (a group of several stones that is alive or
// unsettled); then the score estimate.
func describeAnalysis(g *core.Game, a *core.Analysis) string {
	var sb strings.Builder
	if len(a.Groups()) == 0 {
		sb.WriteString("No stones on the board yet.\n")
	}
	left := maxGroupItems
	for _, c := range []core.Color{core.Black, core.White} {
		var parts []string
		for _, st := range statusOrder {
			var big []core.Group
			var lone []core.Point
			for _, gr := range a.Groups() {
				if gr.Color != c || gr.Status != st.status {
					continue
				}
				if gr.Stones.Count() == 1 {
					lone = append(lone, gr.Stones.First())
				} else {
					big = append(big, gr)
				}
			}
			if len(big) == 0 && len(lone) == 0 {
				continue
			}
			sort.SliceStable(big, func(i, j int) bool {
				if big[i].Stones.Count() != big[j].Stones.Count() {
					return big[i].Stones.Count() > big[j].Stones.Count()
				}
				return readingOrder(topLeft(big[i].Stones), topLeft(big[j].Stones))
			})
			sort.Slice(lone, func(i, j int) bool { return readingOrder(lone[i], lone[j]) })
			var items []string
			for i, gr := range big {
				if left == 0 {
					items = append(items, fmt.Sprintf("%d more", len(big)-i))
					break
				}
				left--
				items = append(items, groupText(gr))
			}
			if len(lone) > 0 && left > 0 {
				left--
				items = append(items, loneText(lone))
			}
			parts = append(parts, st.name+": "+strings.Join(items, ", "))
		}
		if len(parts) > 0 {
			fmt.Fprintf(&sb, "%s **%s** — %s\n", stoneEmoji(c), colorName(c), strings.Join(parts, " · "))
		}
	}
	sb.WriteString(estimateText(a.Score()))
	return sb.String()
}

// groupText names a group of several stones: "group at E5 (12 stones, 2
// eyes)".
func groupText(gr core.Group) string {
	n := gr.Stones.Count()
	detail := fmt.Sprintf("%d stones", n)
	if (gr.Status == core.Alive || gr.Status == core.PassAlive || gr.Status == core.Unsettled) && gr.Eyes > 0 {
		detail += ", " + eyeText(gr.Eyes)
	}
	return fmt.Sprintf("group at %s (%s)", topLeft(gr.Stones), detail)
}

// loneText lists single stones: "lone stones at C7, G3".
func loneText(ps []core.Point) string {
	var names []string
	for i, p := range ps {
		if i == maxLoneStones {
			names = append(names, fmt.Sprintf("and %d more", len(ps)-i))
			break
		}
		names = append(names, p.String())
	}
	if len(ps) == 1 {
		return "lone stone at " + names[0]
	}
	return "lone stones at " + strings.Join(names, ", ")
}

func stoneEmoji(c core.Color) string {
	if c == core.White {
		return "⚪"
	}
	return "⚫"
}

// readingOrder orders points as a board is read: from the top row down,
// left to right.
func readingOrder(p, q core.Point) bool {
	if p.Y() != q.Y() {
		return p.Y() > q.Y()
	}
	return p.X() < q.X()
}

// topLeft names a group by its top-left stone, the way players point at it.
func topLeft(s core.PointSet) core.Point {
	best := core.NoPoint
	for p := range s.All() {
		if best == core.NoPoint || readingOrder(p, best) {
			best = p
		}
	}
	return best
}

// eyeText writes an eye count; half an eye is the point that makes an eye
// for whoever plays there first.
func eyeText(e float64) string {
	whole := math.Floor(e)
	switch {
	case e == 1:
		return "1 eye"
	case e == 0.5:
		return "½ eye"
	case e != whole:
		return strconv.Itoa(int(whole)) + "½ eyes"
	}
	return strconv.Itoa(int(whole)) + " eyes"
}
