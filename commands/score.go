package commands

import (
	"context"
	"fmt"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
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
	var raw *analysis.Analysis // the position's analysis, for the view
	g, err := b.mutate(ctx, req.ChannelID, func(g *GameRecord) error {
		raw = nil // a retry starts afresh
		if _, err := scorer(g, req.User, ""); err != nil {
			return err
		}
		p, err := parsePoint(req.Options["point"], g.Game.Size())
		if err != nil {
			return err
		}
		if g.Game.Rules().CaptureDead {
			return Userf(everyStoneCounts)
		}
		bd := g.Game.Board()
		if !bd.At(p).IsStone() {
			return Userf("There is no stone on %s: toggle a group by naming one of its stones.", p)
		}
		a := analysis.Analyze(g.Game)
		raw = a
		// The checks above rule out the cases where Toggle changes nothing.
		t, _ := a.Toggle(bd, deadSet(g), p)
		g.Dead = t.Dead.Points()
		g.BlackAccepts, g.WhiteAccepts = false, false
		word := "alive"
		if t.NowDead {
			word = "dead"
		}
		n := t.Group.Count()
		headline = fmt.Sprintf("%s marked the %s group at %s (%d stone%s) %s.", req.User.Name, colorName(bd.At(p)), p, n, plural(n), word)
		owner := colorName(bd.At(p).Opponent())
		if t.Revived.Any() {
			headline += fmt.Sprintf(" With it, %s %s alive again: %s stand%s in %s's own area now.", stonesText(bd, t.Revived), isAre(t.Revived), itThey(t.Revived), verbS(t.Revived), owner)
		}
		if t.Killed.Any() {
			headline += fmt.Sprintf(" With it, %s %s dead again, inside %s's area.", stonesText(bd, t.Killed), isAre(t.Killed), colorName(bd.At(p)))
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return b.scoringView(g, headline, 0, raw)
}

// scoreAccept records the user's acceptance of the count. gameID and
// shown, when set, are the game and the stamp of the position (with its
// dead stones) the Accept score button was shown with.
func (b *Bot) scoreAccept(ctx context.Context, req *Request, gameID, shown string) (*Response, error) {
	var headline string
	var raw *analysis.Analysis // the position's analysis, for the view
	g, err := b.mutate(ctx, req.ChannelID, func(g *GameRecord) error {
		raw = nil // a retry starts afresh
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
			raw = analysis.Analyze(g.Game)
			s := scoringAnalysis(g, raw).Score()
			markTerritory(g.Game, deadSet(g), s)
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
	return b.viewFor(g, headline, raw)
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

// markTerritory records the agreed count in the game record, on its last
// node, as SGF's TB and TW: each side's territory, the points of the dead
// stones in it included, as SGF viewers draw it (FF[4] "Black territory").
// Living stones are not territory, under area scoring either.
func markTerritory(g *core.Game, dead core.PointSet, s analysis.Score) {
	b := g.Board()
	size := b.Size()
	var tb, tw []string
	for p := range core.FullSet(size).All() {
		owner := s.Owner[p]
		if !owner.IsStone() || (b.At(p) == owner && !dead.Has(p)) {
			continue
		}
		if owner == core.Black {
			tb = append(tb, p.SGF(size))
		} else {
			tw = append(tw, p.SGF(size))
		}
	}
	// No values removes the property: a side without territory has none.
	g.Cursor().SetProp("TB", tb...)
	g.Cursor().SetProp("TW", tw...)
}
