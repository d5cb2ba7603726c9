package commands

import (
	"context"
	"fmt"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/core"
)

func scoreCommand() *Command {
	return &Command{
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
		return b.scoreAccept(ctx, req, "", "")
	case "resume":
		return b.scoreResume(ctx, req, "")
	}
	return nil, Userf("Use `/score toggle point:`, `/score accept` or `/score resume`.")
}

// scorer returns the colour the user plays in a game being scored.
func scorer(g *GameRecord, u User, gameID string) (core.Color, error) {
	if gameID != "" && g.ID != gameID {
		return core.Empty, Userf("That button belongs to a game that is over.")
	}
	if g.Status != StatusScoring {
		return core.Empty, Userf("The game is not being scored: scoring starts when both players pass in a row.")
	}
	c := g.ColorOf(u.ID)
	if c == core.Empty {
		return core.Empty, Userf("Only the players (%s and %s) can agree on the score.", g.Black.Name, g.White.Name)
	}
	return c, nil
}

func (b *Bot) scoreToggle(ctx context.Context, req *Request) (*Response, error) {
	var headline string
	g, err := b.mutate(ctx, req.ChannelID, func(g *GameRecord) error {
		if _, err := scorer(g, req.User, ""); err != nil {
			return err
		}
		p, err := parsePoint(req.Options["point"], g.Game.Size())
		if err != nil {
			return err
		}
		bd := g.Game.Board()
		if !bd.At(p).IsStone() {
			return Userf("There is no stone on %s: toggle a group by naming one of its stones.", p)
		}
		group := bd.Chain(p)
		if gr, ok := core.Analyze(g.Game).GroupAt(p); ok {
			group = gr.Stones.Union(group)
		}
		dead := core.NewPointSet(bd.Size(), g.Dead...)
		word := "dead"
		if group.Intersects(&dead) {
			dead = dead.Minus(group)
			word = "alive"
		} else {
			dead = dead.Union(group)
		}
		g.Dead = dead.Points()
		g.BlackAccepts, g.WhiteAccepts = false, false
		n := group.Count()
		headline = fmt.Sprintf("%s marked the %s group at %s (%d stone%s) %s.", req.User.Name, colorName(bd.At(p)), p, n, plural(n), word)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return b.scoringView(g, headline, 0)
}

// scoreAccept records the user's acceptance of the count. gameID and
// shown, when set, are the game and the stamp of the position (with its
// dead stones) the Accept score button was shown with.
func (b *Bot) scoreAccept(ctx context.Context, req *Request, gameID, shown string) (*Response, error) {
	var headline string
	g, err := b.mutate(ctx, req.ChannelID, func(g *GameRecord) error {
		c, err := scorer(g, req.User, gameID)
		if err != nil {
			return err
		}
		if gameID != "" {
			if err := freshButton(g, shown, "Accept score", "dead stones", "`/score accept`"); err != nil {
				return err
			}
		}
		if g.Black.ID == g.White.ID {
			g.BlackAccepts, g.WhiteAccepts = true, true
		} else if c == core.Black {
			g.BlackAccepts = true
		} else {
			g.WhiteAccepts = true
		}
		headline = req.User.Name + " accepted the score."
		if g.BlackAccepts && g.WhiteAccepts {
			s := scoringAnalysis(g).Score()
			g.Game.SetResult(s.Result())
			g.Status = StatusFinished
			// The result itself is the finished view's "Game over" line.
			headline = "Both players accepted the score: " + countText(s) + "."
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return b.viewFor(g, headline)
}

func (b *Bot) scoreResume(ctx context.Context, req *Request, gameID string) (*Response, error) {
	g, err := b.mutate(ctx, req.ChannelID, func(g *GameRecord) error {
		if _, err := scorer(g, req.User, gameID); err != nil {
			return err
		}
		g.Status = StatusPlaying
		g.Dead, g.BlackAccepts, g.WhiteAccepts = nil, false, false
		return nil
	})
	if err != nil {
		return nil, err
	}
	return b.playView(g, req.User.Name+" wants to keep playing; the game resumes.")
}

func scoreAcceptButton(ctx context.Context, b *Bot, req *Request, rest string) (*Response, error) {
	gameID, shown := cutStamp(rest)
	return b.scoreAccept(ctx, req, gameID, shown)
}

func scoreResumeButton(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	return b.scoreResume(ctx, req, gameID)
}
