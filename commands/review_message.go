package commands

import (
	"context"
	"path"
	"sort"
	"strings"

	"github.com/bwmarrin/discordgo"
)

// reviewMessageName is the message command's name, as Discord shows it in
// a message's Apps menu.
const reviewMessageName = "Review this game"

// reviewMessageCommand is the message command "Review this game": on a
// message with an .sgf attachment it starts a review of that record, so
// nobody downloads the file to attach it to /review start again. The
// transport gives the message's id as the option "message" and its
// attachments as the request's Attachments.
func reviewMessageCommand() *slashCommand {
	return &slashCommand{
		Def:    &discordgo.ApplicationCommand{Name: reviewMessageName, Type: discordgo.MessageApplicationCommand},
		Run:    runReviewMessage,
		Writes: always,
	}
}

func runReviewMessage(ctx context.Context, b *Bot, req *Request) (*Response, error) {
	var sgfs, others []Attachment
	for _, a := range req.Attachments {
		if strings.EqualFold(path.Ext(a.Filename), ".sgf") {
			sgfs = append(sgfs, a)
		} else {
			others = append(others, a)
		}
	}
	if len(sgfs) == 0 {
		if len(others) > 0 {
			return nil, userf("That message has no .sgf file (it has %s): use **Review this game** on a message with a game record attached.", clip(others[0].Filename))
		}
		return nil, userf("That message has no file attached: use **Review this game** on a message with a game record (.sgf) attached.")
	}
	// Several records: the first as the message shows them (by id, which
	// Discord gives in upload order).
	sort.Slice(sgfs, func(i, j int) bool {
		if len(sgfs[i].ID) != len(sgfs[j].ID) {
			return len(sgfs[i].ID) < len(sgfs[j].ID)
		}
		return sgfs[i].ID < sgfs[j].ID
	})
	return b.reviewAttachment(ctx, req, sgfs[0])
}
