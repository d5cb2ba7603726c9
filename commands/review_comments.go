package commands

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
)

// maxMessage (daily.go) is Discord's limit on a message's content; a
// review's text fits its comments into what the rest leaves.

// commentEntries returns the comments on node, newest first: the members'
// comments (match.Comments) from the last, then the record's own text.
func commentEntries(node *core.Node) []string {
	record, added := match.Comments(node)
	var out []string
	for i := len(added) - 1; i >= 0; i-- {
		out = append(out, added[i].Author+": "+added[i].Text)
	}
	if s := strings.TrimSpace(record); s != "" {
		out = append(out, s)
	}
	return out
}

// commentsText quotes the node's comments, newest first, in at most budget
// characters: as many whole comments as fit, the newest one always (cut
// short if it alone is too long), and "+N more (see `/review sgf`)" for
// those left out. It returns "" for a node without comments.
func commentsText(node *core.Node, budget int) string {
	entries := commentEntries(node)
	if len(entries) == 0 {
		return ""
	}
	quote := func(s string) string { return "> " + strings.ReplaceAll(s, "\n", "\n> ") + "\n" }
	more := func(n int) string { return fmt.Sprintf("+%d more (see `/review sgf`)\n", n) }
	var sb strings.Builder
	used := 0
	for i, e := range entries {
		q := quote(e)
		room := budget - used
		if i < len(entries)-1 {
			room -= utf8.RuneCountInString(more(len(entries) - i))
		}
		if n := utf8.RuneCountInString(q); n <= room {
			sb.WriteString(q)
			used += n
			continue
		}
		if i == 0 {
			// The newest comment is always shown, cut to the room left.
			keep := room - utf8.RuneCountInString(quote("…")) - strings.Count(e, "\n")*2
			if keep > 0 {
				r := []rune(e)
				if keep < len(r) {
					e = string(r[:keep]) + "…"
				}
				sb.WriteString(quote(e))
			}
			if len(entries) > 1 {
				sb.WriteString(more(len(entries) - 1))
			}
			return sb.String()
		}
		sb.WriteString(more(len(entries) - i))
		return sb.String()
	}
	return sb.String()
}

// noMoreMoves ends the text of a position with no move after it; "end"
// is kept for ending the review (/review end).
const noMoreMoves = "No more moves in this line."

// creditText credits the variation the cursor is in to the member who
// added it: " — Carol's variation", or "" in the record's own moves.
func creditText(c *core.Game) string {
	for n := c.Cursor(); n != nil; n = n.Parent() {
		if a := match.VariationAuthor(n); a != "" {
			return " — " + a + "'s variation"
		}
	}
	return ""
}
