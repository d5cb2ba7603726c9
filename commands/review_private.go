package commands

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
)

// Private browsing. "Browse privately" under a review answers the member
// who clicks it with their own copy of the position (an ephemeral
// message) whose buttons step through the line without moving the
// channel's cursor. The copy's whole state is in its buttons' custom ids,
// so it survives a restart and needs no storage:
//
//	rv-pv:<game id>:<button><depth>:<branches>
//
// where <depth> is the node to show (0 is the root), <button> one letter
// that keeps the four buttons' ids distinct, and <branches> the line: the
// nodes where it leaves the main continuation, as depth.index pairs
// ("3.2_7.1"; every other step takes the first child). Children are only
// ever appended, so a line keeps its meaning as the review grows.

// maxCustomID is Discord's limit on a component's custom id.
const maxCustomID = 100

// privateLine is a line of a review's tree and a position on it.
type privateLine struct {
	branches map[int]int
	depth    int
}

// lineOf returns the line through node (its path, continued along the
// first children) positioned at node.
func lineOf(node *core.Node) privateLine {
	l := privateLine{branches: map[int]int{}}
	path := node.Path()
	for k := 1; k < len(path); k++ {
		for i, c := range path[k-1].Children() {
			if c == path[k] && i > 0 {
				l.branches[k] = i
			}
		}
	}
	l.depth = len(path) - 1
	return l
}

// encodeBranches writes the line's branches for a custom id.
func (l privateLine) encodeBranches() string {
	depths := make([]int, 0, len(l.branches))
	for k := range l.branches {
		depths = append(depths, k)
	}
	sort.Ints(depths)
	parts := make([]string, len(depths))
	for n, k := range depths {
		parts[n] = strconv.Itoa(k) + "." + strconv.Itoa(l.branches[k])
	}
	return strings.Join(parts, "_")
}

// errNotOnLine: a private copy's line is not in the review (a forged or
// mangled custom id).
var errNotOnLine = errors.New("commands: no such line in the review")

// parsePrivate reads the rest of an rv-pv custom id after the game id.
func parsePrivate(s string) (privateLine, error) {
	pos, branches, ok := strings.Cut(s, ":")
	if !ok || len(pos) < 2 {
		return privateLine{}, errNotOnLine
	}
	d, err := strconv.Atoi(pos[1:])
	if err != nil || d < 0 {
		return privateLine{}, errNotOnLine
	}
	l := privateLine{branches: map[int]int{}, depth: d}
	if branches == "" {
		return l, nil
	}
	for _, p := range strings.Split(branches, "_") {
		ks, is, ok := strings.Cut(p, ".")
		k, err1 := strconv.Atoi(ks)
		i, err2 := strconv.Atoi(is)
		if !ok || err1 != nil || err2 != nil || k < 1 || i < 1 {
			return privateLine{}, errNotOnLine
		}
		l.branches[k] = i
	}
	return l, nil
}

// walk returns the line's nodes from root, as far as the tree has them:
// errNotOnLine where a branch is not there.
func (l privateLine) walk(root *core.Node) ([]*core.Node, error) {
	nodes := []*core.Node{root}
	for k := 1; ; k++ {
		kids := nodes[len(nodes)-1].Children()
		i := l.branches[k]
		if len(kids) == 0 {
			for b := range l.branches {
				if b >= k {
					return nil, errNotOnLine
				}
			}
			return nodes, nil
		}
		if i >= len(kids) {
			return nil, errNotOnLine
		}
		nodes = append(nodes, kids[i])
	}
}

// reviewPrivateStart answers "Browse privately": the member's own copy at
// the channel's position.
func reviewPrivateStart(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	g, err := b.privateReview(ctx, req, gameID)
	if err != nil {
		return nil, err
	}
	return b.privateView(ctx, req, g, lineOf(g.Game.Cursor()), false)
}

// reviewPrivateStep answers a private copy's buttons.
func reviewPrivateStep(ctx context.Context, b *Bot, req *Request, rest string) (*Response, error) {
	gameID, pos, _ := strings.Cut(rest, ":")
	l, err := parsePrivate(pos)
	if err != nil {
		return nil, userWrap(err, "That button is not one of a review's.")
	}
	g, err := b.privateReview(ctx, req, gameID)
	if err != nil {
		return nil, err
	}
	return b.privateView(ctx, req, g, l, true)
}

// privateReview loads the channel's review, the one with gameID.
func (b *Bot) privateReview(ctx context.Context, req *Request, gameID string) (*match.GameRecord, error) {
	g, err := b.current(ctx, req.ChannelID)
	if errors.Is(err, match.ErrNotFound) {
		return nil, userWrap(err, reviewIsOver)
	}
	if err != nil {
		return nil, err
	}
	if g.Status != match.StatusReview {
		return nil, userf(reviewIsOver)
	}
	if g.ID != gameID {
		return nil, userf(reviewIsOver)
	}
	return g, nil
}

// privateView shows the line l of the review g to the member alone, with
// buttons that step along it; the channel's review is not touched (the
// copy is a clone).
func (b *Bot) privateView(ctx context.Context, req *Request, g *match.GameRecord, l privateLine, update bool) (*Response, error) {
	nodes, err := l.walk(g.Game.Root())
	if err != nil {
		return nil, userWrap(err, "That line is no longer in the review: click **Browse privately** again.")
	}
	if l.depth >= len(nodes) {
		l.depth = len(nodes) - 1
	}
	shared := g.Game.Cursor()
	mine := *g
	mine.Game = g.Game.Clone()
	// The clone's nodes are at the same places: walk the copy's tree.
	cn, _ := l.walk(mine.Game.Root())
	if err := mine.Game.GoTo(cn[l.depth]); err != nil {
		return nil, fmt.Errorf("private copy of review %s: %w", g.ID, err)
	}
	node := mine.Game.Cursor()
	f, err := b.png(ctx, &mine, View{Viewer: req.User.ID, Labels: variationLabels(node), HideResult: node != mine.Game.Root().LineEnd()}, "review.png")
	if err != nil {
		return nil, err
	}
	where := "the start"
	if shared.MoveNumber() > 0 {
		where = fmt.Sprintf("move %d", shared.MoveNumber())
	}
	footer := fmt.Sprintf("Only you see this copy: its buttons step through this line; the channel's review stays at %s.", where)
	br := l.encodeBranches()
	id := func(tag byte, depth int) string {
		return fmt.Sprintf("rv-pv:%s:%c%d:%s", g.ID, tag, depth, br)
	}
	if len(id('l', len(nodes)-1)) > maxCustomID {
		return nil, userf("This variation branches too often to browse privately; step through it with the channel's buttons.")
	}
	last := len(nodes) - 1
	nav := func(label string, tag byte, depth int, style discordgo.ButtonStyle, off bool) discordgo.Button {
		return discordgo.Button{Label: label, Style: style, CustomID: id(tag, depth), Disabled: off}
	}
	comps := []discordgo.MessageComponent{row(
		nav("⏮ Start", 'f', 0, discordgo.SecondaryButton, l.depth == 0),
		nav("◀ Back", 'p', max(l.depth-1, 0), discordgo.SecondaryButton, l.depth == 0),
		nav("Next ▶", 'n', min(l.depth+1, last), discordgo.PrimaryButton, l.depth == last),
		nav("Last move ⏭", 'l', last, discordgo.SecondaryButton, l.depth == last),
	)}
	return &Response{Content: reviewText(&mine, "", footer), Files: []File{f}, Components: comps, Ephemeral: true, Update: update}, nil
}
