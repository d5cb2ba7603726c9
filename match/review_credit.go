package match

import (
	"strings"

	"github.com/gobot-baduk/gobot/core"
)

// Credit in a review. What members add to a reviewed record is credited to
// them in the record itself, so that it survives the store and the export:
//
//   - a comment is a line "Name: text" appended to the node's comment (SGF
//     C, what every SGF editor shows), and its author's name is appended to
//     the node's private property GOBOTCOMMENTS, one value per added line:
//     with it the review tells the members' comments, newest first, from
//     the record's own text above them;
//   - a variation's first move carries its author in the private property
//     GOBOTBY, and "Variation by Name." heads its comment in the export
//     (CreditedCopy), since other programs show only the comment.

// Private SGF properties of review credit.
const (
	propCommentBy   = "GOBOTCOMMENTS"
	propVariationBy = "GOBOTBY"
)

// Comment is one comment a member added in a review.
type Comment struct {
	Author, Text string
}

// AddComment appends author's comment to the node: a line "author: text"
// (text on one line) in its comment, with the author recorded.
func AddComment(n *core.Node, author, text string) {
	text = strings.Join(strings.Fields(text), " ")
	author = strings.Join(strings.Fields(author), " ")
	line := author + ": " + text
	if c := n.Comment(); c != "" {
		line = strings.TrimRight(c, "\n") + "\n" + line
	}
	n.SetComment(line)
	by, _ := n.Prop(propCommentBy)
	n.SetProp(propCommentBy, append(append([]string{}, by...), author)...)
}

// Comments splits the node's comment into the record's own text and the
// comments members added in reviews, oldest first. A comment the node's
// author list does not match (the text was edited elsewhere) is all
// record text.
func Comments(n *core.Node) (record string, added []Comment) {
	text := strings.TrimRight(n.Comment(), "\n")
	by, _ := n.Prop(propCommentBy)
	if len(by) == 0 {
		return text, nil
	}
	lines := strings.Split(text, "\n")
	if len(lines) < len(by) {
		return text, nil
	}
	first := len(lines) - len(by)
	for i, author := range by {
		l, ok := strings.CutPrefix(lines[first+i], author+": ")
		if !ok {
			return text, nil
		}
		added = append(added, Comment{Author: author, Text: l})
	}
	return strings.Join(lines[:first], "\n"), added
}

// SetVariationAuthor records who added the variation that starts at n.
func SetVariationAuthor(n *core.Node, author string) {
	n.SetProp(propVariationBy, strings.Join(strings.Fields(author), " "))
}

// VariationAuthor returns who added the variation that starts at n, or ""
// for the record's own moves.
func VariationAuthor(n *core.Node) string { return n.PropText(propVariationBy) }

// CreditedCopy returns a copy of game for export in which the first move
// of every variation a member added starts its comment with "Variation by
// Name." (comments carry their authors already): programs that show only
// the comment show the credit too. game itself is not changed.
func CreditedCopy(game *core.Game) *core.Game {
	c := game.Clone()
	stack := []*core.Node{c.Root()}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		stack = append(stack, n.Children()...)
		if a := VariationAuthor(n); a != "" && !strings.HasPrefix(n.Comment(), "Variation by "+a+".") {
			credit := "Variation by " + a + "."
			if cm := n.Comment(); cm != "" {
				credit += "\n" + cm
			}
			n.SetComment(credit)
		}
	}
	return c
}
