package commands

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/render"
)

func analyzeCommand() *slashCommand {
	return &slashCommand{
		Def: &discordgo.ApplicationCommand{
			Name:        "analyze",
			Description: "Show the position with every overlay: life status, eyes, territory, and the score estimate",
		},
		Run:   runAnalyze,
		Defer: func(*Request) Deferral { return DeferMessage },
	}
}

// runAnalyze analyses the channel's game, as fair play allows
// (analysisViewer); with no game on the board, the last game finished in
// the channel, which anyone may analyse.
func runAnalyze(ctx context.Context, b *Bot, req *Request) (*Response, error) {
	g, err := b.current(ctx, req.ChannelID)
	if errors.Is(err, match.ErrNotFound) || err == nil && g.Game == nil {
		if last, lerr := b.stores.Games.LastFinishedGame(ctx, req.ChannelID); lerr == nil && last.Game != nil {
			return b.analysisView(ctx, last, render.OverlayAll, "")
		}
	}
	if err != nil {
		return nil, err
	}
	if g.Game == nil {
		return nil, userf("The game has not started yet: the challenge is waiting to be accepted.")
	}
	viewer, err := b.analysisViewer(ctx, req, g, render.OverlayAll, false)
	if err != nil {
		return nil, err
	}
	return b.analysisView(ctx, g, render.OverlayAll, viewer)
}

// analyzeButton analyses the game the button is under, for the clicker
// alone: as fair play allows while it is in progress, and once it has
// ended for anyone.
func analyzeButton(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	g, err := b.stores.Games.Game(ctx, gameID)
	switch {
	case errors.Is(err, match.ErrNotFound) || err == nil && (g.ChannelID != req.ChannelID || g.Game == nil):
		return nil, userf("That button belongs to a game that is over.")
	case errors.Is(err, match.ErrCorrupt):
		return nil, userWrap(err, "That game could not be read back from storage.")
	case err != nil:
		return nil, fmt.Errorf("loading game %s: %w", gameID, err)
	}
	viewer, err := b.analysisViewer(ctx, req, g, render.OverlayAll, true)
	if err != nil {
		return nil, err
	}
	return b.analysisView(ctx, g, render.OverlayAll, viewer)
}

// analysisView answers with the board under the given overlays and a short
// description of every group and the score estimate: publicly, or only to
// viewer, in their look, when viewer is set.
func (b *Bot) analysisView(ctx context.Context, g *match.GameRecord, o render.Overlay, viewer string) (*Response, error) {
	a := analysis.Analyze(g.Game)
	f, err := b.png(ctx, g, View{Overlays: o, Analysis: a, Viewer: viewer}, "analysis.png")
	if err != nil {
		return nil, err
	}
	text := fmt.Sprintf("**Analysis** after move %d (%s).\n%s", g.Game.MoveNumber(), o, describeAnalysis(g.Game, a))
	return &Response{Content: text, Files: []File{f}, Ephemeral: viewer != ""}, nil
}

// maxGroupItems bounds the entries named (a group, or one side's lone
// stones of one status), keeping messages well under Discord's 2000
// characters; maxLoneStones bounds the lone stones listed in one entry.
const (
	maxGroupItems = 16
	maxLoneStones = 10
)

// statusOrder is the order in which a side's groups are described, and
// what each status is called.
var statusOrder = []struct {
	status analysis.Status
	name   string
}{
	{analysis.PassAlive, "alive unconditionally"},
	{analysis.Alive, "alive"},
	{analysis.Seki, "alive in seki"},
	{analysis.Unsettled, "unsettled"},
	{analysis.Dead, "dead"},
}

// bucket is one side's groups of one status: those of several stones,
// largest first, and the lone stones, in reading order. shown is how many
// entries the description names.
type bucket struct {
	name  string
	big   []analysis.Group
	lone  []core.Point
	shown int
}

// entries is the number of entries the bucket can name: each group of
// several stones, and its lone stones together as one.
func (k *bucket) entries() int {
	n := len(k.big)
	if len(k.lone) > 0 {
		n++
	}
	return n
}

// next is the size of the next entry the bucket would name, 0 if none:
// lone stones come after every group of several stones.
func (k *bucket) next() int {
	switch {
	case k.shown < len(k.big):
		return k.big[k.shown].Stones.Count()
	case k.shown < k.entries():
		return 1
	}
	return 0
}

// sortGroups sorts the groups into buckets by colour and status, in one
// pass, and orders each bucket.
func sortGroups(groups []analysis.Group) [3][]bucket {
	var sides [3][]bucket
	for _, c := range []core.Color{core.Black, core.White} {
		sides[c] = make([]bucket, len(statusOrder))
		for i, st := range statusOrder {
			sides[c][i].name = st.name
		}
	}
	index := map[analysis.Status]int{}
	for i, st := range statusOrder {
		index[st.status] = i
	}
	for _, gr := range groups {
		i, ok := index[gr.Status]
		if !ok || !gr.Color.IsStone() {
			continue
		}
		k := &sides[gr.Color][i]
		if gr.LargestChain().Count() == 1 {
			// Lone stones, even those the analysis links into one group:
			// players do not see them as one shape.
			for p := range gr.Stones.All() {
				k.lone = append(k.lone, p)
			}
		} else {
			k.big = append(k.big, gr)
		}
	}
	for _, side := range sides {
		for i := range side {
			k := &side[i]
			sort.SliceStable(k.big, func(i, j int) bool {
				if a, b := k.big[i].Stones.Count(), k.big[j].Stones.Count(); a != b {
					return a > b
				}
				return readingOrder(topLeft(k.big[i].Stones), topLeft(k.big[j].Stones))
			})
			sort.Slice(k.lone, func(i, j int) bool { return readingOrder(k.lone[i], k.lone[j]) })
		}
	}
	return sides
}

// shares divides maxGroupItems between the sides fairly: each may name
// half, and what one side does not need goes to the other.
func shares(black, white int) (int, int) {
	half := maxGroupItems / 2
	b := min(black, max(half, maxGroupItems-white))
	return b, min(white, maxGroupItems-b)
}

// choose decides how many entries of each bucket of a side to name within
// budget: first one for every status the side has (the fair share, at
// least half the entries, is never smaller than the number of statuses
// that need one), so that no status is named without a group; then the
// largest groups left, whatever their status.
func choose(side []bucket, budget int) {
	for i := range side {
		if budget > 0 && side[i].entries() > 0 {
			side[i].shown++
			budget--
		}
	}
	for ; budget > 0; budget-- {
		best := -1
		for i := range side {
			if n := side[i].next(); n > 0 && (best < 0 || n > side[best].next()) {
				best = i
			}
		}
		if best < 0 {
			return
		}
		side[best].shown++
	}
}

// describe names the bucket's chosen entries and counts the rest: "alive:
// group at E5 (12 stones, 2 eyes), lone stone at C3, and 2 more groups".
// It is "" for a bucket with nothing chosen.
func (k *bucket) describe(passAlive *core.PointSet) string {
	if k.shown == 0 {
		return ""
	}
	var items []string
	bigShown := min(k.shown, len(k.big))
	for _, gr := range k.big[:bigShown] {
		items = append(items, groupText(gr, passAlive))
	}
	loneHidden := len(k.lone)
	if k.shown > len(k.big) && len(k.lone) > 0 {
		items = append(items, loneText(k.lone))
		loneHidden = 0
	}
	if more := moreText(len(k.big)-bigShown, loneHidden); more != "" {
		items = append(items, more)
	}
	return k.name + ": " + strings.Join(items, ", ")
}

// moreText counts what a description leaves out: "and 3 more groups and
// 2 lone stones".
func moreText(groups, lone int) string {
	var parts []string
	if groups > 0 {
		parts = append(parts, fmt.Sprintf("%d more group%s", groups, plural(groups)))
	}
	if lone > 0 {
		parts = append(parts, fmt.Sprintf("%d lone stone%s", lone, plural(lone)))
	}
	if len(parts) == 0 {
		return ""
	}
	return "and " + strings.Join(parts, " and ")
}

// describeAnalysis describes the position for players: its groups (see
// describeGroups), then the score estimate.
func describeAnalysis(g *core.Game, a *analysis.Analysis) string {
	if len(a.Groups()) == 0 {
		return "No stones on the board yet.\n" + estimateText(a.Score())
	}
	return describeGroups(a.Groups(), passAliveStones(a)) + estimateText(a.Score())
}

// describeGroups describes the groups, a line for each side: its groups
// by status, each named by a stone in GTP coordinates, largest first, with
// lone stones gathered in one entry; eyes are given only where they say
// something (a group of several stones that is alive or unsettled). On a
// busy board each side names its fair share of maxGroupItems and counts
// the rest, and every status a side has names at least one entry.
func describeGroups(groups []analysis.Group, passAlive core.PointSet) string {
	var sb strings.Builder
	sides := sortGroups(groups)
	need := func(c core.Color) int {
		n := 0
		for i := range sides[c] {
			n += sides[c][i].entries()
		}
		return n
	}
	var budget [3]int
	budget[core.Black], budget[core.White] = shares(need(core.Black), need(core.White))
	for _, c := range []core.Color{core.Black, core.White} {
		choose(sides[c], budget[c])
		var parts []string
		for i := range sides[c] {
			if d := sides[c][i].describe(&passAlive); d != "" {
				parts = append(parts, d)
			}
		}
		if len(parts) > 0 {
			fmt.Fprintf(&sb, "%s **%s** — %s\n", stoneEmoji(c), colorName(c), strings.Join(parts, " · "))
		}
	}
	return sb.String()
}

// groupText names a group of several stones: "group at E5 (12 stones, 2
// eyes)".
func groupText(gr analysis.Group, passAlive *core.PointSet) string {
	n := gr.Stones.Count()
	detail := fmt.Sprintf("%d stones", n)
	if e := eyesDetail(&gr, gr.Stones.Intersects(passAlive)); e != "" {
		detail += ", " + e
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

// eyesDetail gives a group's eye count where it decides something (as
// the board's eye badge does, analysis.Group.EyesDecide; passAlive says
// Benson proves one of its chains alive), in the badge's words: "0 eyes",
// "½ eye", "1 eye", "1½ eyes", "2+ eyes"; "" elsewhere.
func eyesDetail(gr *analysis.Group, passAlive bool) string {
	if !gr.EyesDecide(passAlive) {
		return ""
	}
	switch l := analysis.EyeLabel(gr.Eyes); l {
	case "½", "1":
		return l + " eye"
	default:
		return l + " eyes"
	}
}

// passAliveStones returns the stones of the chains Benson proves
// pass-alive, whose groups' eye counts are not shown.
func passAliveStones(a *analysis.Analysis) core.PointSet {
	s := core.NewPointSet(a.Size())
	for _, gr := range a.Groups() {
		for p := range gr.Stones.All() {
			if a.Status(p) == analysis.PassAlive {
				s.Add(p)
			}
		}
	}
	return s
}
