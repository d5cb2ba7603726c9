package commands

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
)

// The variations of a review are the alternatives at the nearest branch
// point at or above the cursor:
//
//   - where the cursor's move has several continuations, they are the
//     variations, and `/review variation number:N` goes forward into the
//     N-th (1 is the main line);
//   - otherwise the cursor is somewhere inside one continuation of the
//     last node above it that branched, and N switches to that node's
//     N-th continuation: on one of several sibling moves, N is sibling N
//     at the same depth.
//
// Where the variations continue, the board numbers the next move of each
// (1, 2, 3, …, as /review variation counts them), the way Sabaki and KGS
// mark variations; the select menu and the text list the same numbers.

// branchWhere says where a branch is: "after move 12", "at the start".
func branchWhere(br core.Branch) string {
	if br.Move == 0 {
		return "at the start"
	}
	return fmt.Sprintf("after move %d", br.Move)
}

// goToVariation moves the cursor to the i-th continuation (from 0) of the
// branch /review variation chooses in (core.Game.Variations), with the
// user's words for a variation that does not exist or is already chosen.
func goToVariation(c *core.Game, i int) error {
	br := c.Variations()
	if br.Node == nil {
		return userf("No such variation: this line has no variations. Step through it with `/review next` and `prev`.")
	}
	n := len(br.Node.Children())
	if i < 0 || i >= n {
		return userf("No such variation: there are %d here, %s (choose 1 to %d).", n, branchWhere(br), n)
	}
	if i == br.Current {
		return match.ErrUnchanged
	}
	if err := c.GoToVariation(i); err != nil {
		return fmt.Errorf("going to variation %d: %w", i+1, err)
	}
	return nil
}

// variationName names the i-th continuation (from 0) by its first move:
// "2: White F3", "1: Black R14 (main line)".
func variationName(i int, n *core.Node) string {
	s := strconv.Itoa(i+1) + ": "
	if m := n.Move(); m.IsValid() {
		s += colorName(m.Color()) + " " + moveName(m)
	} else {
		s += "(no move)"
	}
	if i == 0 {
		s += " (main line)"
	}
	return s
}

// variationLabels numbers the next move of each continuation of node on
// the board, when there are several: the labels 1, 2, 3, … by point, drawn
// over the record's own markup there (render.Labels; the record is not
// touched). A pass or a node without a move has no point to label (the text
// names it); where two continuations play the same point, the first one's
// number stands.
func variationLabels(node *core.Node) map[core.Point]string {
	kids := node.Children()
	if len(kids) < 2 {
		return nil
	}
	labels := map[core.Point]string{}
	for i, k := range kids {
		m := k.Move()
		if !m.IsValid() || m.IsPass() {
			continue
		}
		if _, seen := labels[m.Point()]; !seen {
			labels[m.Point()] = strconv.Itoa(i + 1)
		}
	}
	return labels
}

// maxListedVariations is how many variations the text names; a record with
// dozens (a teacher's list of candidate moves) would pass Discord's 2000
// characters, and the board numbers them all anyway.
const maxListedVariations = 10

// variationsText describes the variations that follow the cursor, by
// number ("" when there are not several).
func variationsText(c *core.Game) string {
	node := c.Cursor()
	kids := node.Children()
	if len(kids) < 2 {
		return ""
	}
	var names []string
	for i, k := range kids {
		if i == maxListedVariations {
			names = append(names, fmt.Sprintf("and %d more", len(kids)-i))
			break
		}
		names = append(names, variationName(i, k))
	}
	menu := "below"
	if len(kids) > maxVariationOptions {
		menu = fmt.Sprintf("below (the first %d)", maxVariationOptions)
	}
	return fmt.Sprintf("%d variations follow, numbered on the board: %s. Choose one %s or with `/review variation number:`.",
		len(kids), strings.Join(names, " · "), menu)
}

// lineText says which variation the cursor is in: " (variation 2 of 3
// after move 2)", or "" on a line without branches.
func lineText(c *core.Game) string {
	br := c.LineBranch()
	if br.Node == nil {
		return ""
	}
	return fmt.Sprintf(" (variation %d of %d %s)", br.Current+1, len(br.Node.Children()), branchWhere(br))
}

// variationMenu is the select menu of the variations /review variation
// chooses among, with the one the cursor is in selected; nil without any.
func variationMenu(c *core.Game, gameID string) discordgo.MessageComponent {
	br := c.Variations()
	if br.Node == nil {
		return nil
	}
	var opts []discordgo.SelectMenuOption
	for i, k := range br.Node.Children() {
		if i == maxVariationOptions {
			break
		}
		opts = append(opts, discordgo.SelectMenuOption{Label: variationName(i, k), Value: strconv.Itoa(i), Default: i == br.Current})
	}
	placeholder := "Choose a variation"
	if br.Current >= 0 {
		placeholder = "Switch to another variation " + branchWhere(br)
	}
	return discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		discordgo.SelectMenu{CustomID: customID("rv-var", gameID), Placeholder: placeholder, Options: opts},
	}}
}
