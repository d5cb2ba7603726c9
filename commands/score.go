package commands

import (
	"context"
	"errors"
	"fmt"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
)

func scoreCommand() *slashCommand {
	return &slashCommand{
		Def: &discordgo.ApplicationCommand{
			Name:        "score",
			Description: "Agree on the dead stones after both players pass",
			Options: []*discordgo.ApplicationCommandOption{
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "toggle", Description: "Mark a group dead, or alive again", Options: []*discordgo.ApplicationCommandOption{
					{Type: discordgo.ApplicationCommandOptionString, Name: "point", Description: "A stone of the group, e.g. D4", Required: true},
				}},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "accept", Description: "Accept the dead stones and the score"},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "resume", Description: "Disagree and go back to playing"},
			},
		},
		Run:    runScore,
		Writes: always,
	}
}

func runScore(ctx context.Context, b *Bot, req *Request) (*Response, error) {
	switch req.Subcommand {
	case "toggle":
		return b.scoreToggle(ctx, req)
	case "accept":
		return b.scoreAccept(ctx, req, match.Shown{})
	case "resume":
		return b.scoreResume(ctx, req, "")
	}
	return nil, userf("Use `/score toggle point:`, `/score accept` or `/score resume`.")
}

// scoringText words the refusals of a scoring step.
func scoringText(r *match.RuleError) string {
	if errors.Is(r, match.ErrNotPlayer) {
		return fmt.Sprintf("Only the players (%s and %s) can agree on the score.", r.Game.Black.Name, r.Game.White.Name)
	}
	return ""
}

func (b *Bot) scoreToggle(ctx context.Context, req *Request) (*Response, error) {
	point := req.Options["point"]
	t, err := b.games.Toggle(ctx, actor(req), point)
	if err != nil {
		return nil, explain(err, func(r *match.RuleError) string {
			switch {
			case errors.Is(r, match.ErrBadPoint):
				return pointText(point, r.Game.Game.Size())
			case errors.Is(r, match.ErrEveryStoneCounts):
				return everyStoneCounts
			case errors.Is(r, match.ErrNoStone):
				return fmt.Sprintf("There is no stone on %s: toggle a group by naming one of its stones.", r.Point)
			}
			return scoringText(r)
		})
	}
	g, p := t.Game, t.Point
	bd := g.Game.Board()
	word := "alive"
	if t.Dead {
		word = "dead"
	}
	n := t.Group.Count()
	headline := fmt.Sprintf("%s marked the %s group at %s (%d stone%s) %s.", req.User.Name, colorName(bd.At(p)), p, n, plural(n), word)
	owner := colorName(bd.At(p).Opponent())
	if t.Revived.Any() {
		headline += fmt.Sprintf(" With it, %s %s alive again: %s stand%s in %s's own area now.", stonesText(bd, t.Revived), isAre(t.Revived), itThey(t.Revived), verbS(t.Revived), owner)
	}
	if t.Killed.Any() {
		headline += fmt.Sprintf(" With it, %s %s dead again, inside %s's area.", stonesText(bd, t.Killed), isAre(t.Killed), colorName(bd.At(p)))
	}
	return b.scoringView(ctx, g, headline, 0, t.Analysis)
}

// scoreAccept records the user's acceptance of the count. shown, for the
// Accept score button, is the game and position (with its dead stones) it
// was shown with.
func (b *Bot) scoreAccept(ctx context.Context, req *Request, shown match.Shown) (*Response, error) {
	res, err := b.games.AcceptScore(ctx, actor(req), shown)
	if err != nil {
		return nil, explain(err, func(r *match.RuleError) string {
			if errors.Is(r, match.ErrStale) {
				return staleText(r, "Accept score", "dead stones", "`/score accept`")
			}
			return scoringText(r)
		})
	}
	headline := req.User.Name + " accepted the score."
	if res.Finished {
		// The result itself is the finished view's "Game over" line.
		headline = "Both players accepted the score: " + countText(res.Score) + "."
	}
	return b.viewFor(ctx, res.Game, headline, res.Analysis)
}

func (b *Bot) scoreResume(ctx context.Context, req *Request, gameID string) (*Response, error) {
	g, err := b.games.Resume(ctx, actor(req), gameID)
	if err != nil {
		return nil, explain(err, scoringText)
	}
	return b.engineTurn(ctx, req, g, req.User.Name+" wants to keep playing; the game resumes.", nil)
}

func scoreAcceptButton(ctx context.Context, b *Bot, req *Request, rest string) (*Response, error) {
	return b.scoreAccept(ctx, req, shownAt(rest))
}

func scoreResumeButton(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	return b.scoreResume(ctx, req, gameID)
}

// isAre, itThey and verbS agree with the number of stones in s.
func isAre(s core.PointSet) string {
	if s.Count() == 1 {
		return "is"
	}
	return "are"
}

func itThey(s core.PointSet) string {
	if s.Count() == 1 {
		return "it"
	}
	return "they"
}

func verbS(s core.PointSet) string {
	if s.Count() == 1 {
		return "s"
	}
	return ""
}
