package commands

import (
	"context"

	"github.com/gobot-baduk/gobot/match"
)

// Looks. Each person chooses with /prefs how the board images drawn for
// them look (match.Prefs): an ephemeral reply, seen by its reader alone,
// is drawn their way; a public image of a channel game is drawn the way its
// players chose together (match.Together), and one of a review the way
// whoever started it chose. Other public images (a puzzle posted in a
// channel) keep gobot's defaults.

// prefs returns the user's preferences: gobot's defaults when no store
// keeps them, or when it cannot be read (logged), since no command is
// worth refusing for the look of its picture.
func (b *Bot) prefs(ctx context.Context, userID string) match.Prefs {
	if b.stores.Prefs == nil || userID == "" {
		return match.Prefs{UserID: userID}
	}
	p, err := b.stores.Prefs.Prefs(ctx, userID)
	if err != nil {
		b.logger.WarnContext(ctx, "reading preferences; using the defaults", "user", userID, "error", err.Error())
		return match.Prefs{UserID: userID}
	}
	return p
}

// lookFor returns the look of an image drawn for the user alone.
func (b *Bot) lookFor(ctx context.Context, userID string) match.Look {
	return b.prefs(ctx, userID).Look()
}

// gameLook returns the look of g's public images: its players' together,
// or for a review (whose players are the record's names) its starter's.
func (b *Bot) gameLook(ctx context.Context, g *match.GameRecord) match.Look {
	var ids []string
	switch {
	case g.Status == match.StatusReview || g.Status == match.StatusReviewed:
		ids = []string{g.Challenger.ID}
	case g.Black.ID == g.White.ID:
		ids = []string{g.Black.ID}
	default:
		ids = []string{g.Black.ID, g.White.ID}
	}
	var prefs []match.Prefs
	for _, id := range ids {
		if id != "" {
			prefs = append(prefs, b.prefs(ctx, id))
		}
	}
	return match.Together(prefs...)
}

// turnMentions returns the ids to ping in a message that makes it u's
// move: u's, unless u asked for quiet turns (the message still names
// them).
func (b *Bot) turnMentions(ctx context.Context, u match.User) []string {
	if b.prefs(ctx, u.ID).QuietTurns {
		return nil
	}
	return []string{u.ID}
}
