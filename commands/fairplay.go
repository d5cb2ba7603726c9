package commands

import (
	"context"
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/render"
)

// Fair play. Analysis of a game in progress (/analyze, /board's overlays,
// the Analyze button) would help its players against each other, so a
// server decides who may see it (match.Settings.LiveAnalysis): by default
// nobody until the game has ended, when anyone may; or everyone, in which
// case a spectator's analysis is shown to them alone. The board without
// overlays is always shown, and so are the count's own marks while the
// players agree on it. A review is no game in progress.

// fairPlayOption is /settings fair-play.
func fairPlayOption() *discordgo.ApplicationCommandOption {
	return &discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "fair-play",
		Description: "Who may see the analysis of a game in progress", Options: []*discordgo.ApplicationCommandOption{
			{Type: discordgo.ApplicationCommandOptionString, Name: "analysis", Description: "nobody (until the game ends; the default) or everyone (spectators see theirs privately)", Required: true,
				Choices: []*discordgo.ApplicationCommandOptionChoice{{Name: "nobody", Value: "nobody"}, {Name: "everyone", Value: "everyone"}}},
		}}
}

// fairPlay reads /settings fair-play into next.
func fairPlay(req *Request, next *match.Settings) error {
	v, ok := req.Option("analysis")
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "nobody", "none", "off":
		next.LiveAnalysis = false
	case "everyone", "anyone", "all", "on":
		next.LiveAnalysis = true
	default:
		if !ok {
			return userf("Say who may see the analysis of a game in progress: `/settings fair-play analysis:nobody` or `analysis:everyone`.")
		}
		return userf("`analysis` is nobody or everyone, not %q.", clip(v))
	}
	return nil
}

// describeFairPlay says who may see the analysis of a game in progress.
func describeFairPlay(s match.Settings) string {
	if s.LiveAnalysis {
		return "Analysis of games in progress: everyone may see it (a spectator's is shown to them alone)."
	}
	return "Analysis of games in progress: nobody until the game has ended (fair play; `/settings fair-play` changes it)."
}

// fairPlayOff refuses the analysis of a game in progress.
const fairPlayOff = "This server keeps analysis for after the game (fair play): nobody sees the analysis of a game in progress, and anyone may once it has ended (`/analyze` then shows the last game finished here). `/board` without overlays shows the position. A server manager can allow it with `/settings fair-play analysis:everyone`."

// scoringOverlays are the marks the count itself shows while the players
// agree on it: always allowed.
const scoringOverlays = render.OverlayStatus | render.OverlayTerritory

// analysisViewer decides whether req's user may see the analysis (the
// overlays o) of g, and how: it returns "" for a public answer, the
// user's id for an answer to them alone, or a userError refusing it.
// alone asks for an answer to the user alone whatever the rules (the
// Analyze button).
func (b *Bot) analysisViewer(ctx context.Context, req *Request, g *match.GameRecord, o render.Overlay, alone bool) (string, error) {
	viewer := ""
	if alone {
		viewer = req.User.ID
	}
	inProgress := g.Status == match.StatusPlaying || g.Status == match.StatusScoring
	if !inProgress || (g.Status == match.StatusScoring && o&^scoringOverlays == 0) {
		return viewer, nil
	}
	set, err := b.stores.Guilds.Settings(ctx, g.GuildID)
	if err != nil {
		return "", fmt.Errorf("loading guild settings: %w", err)
	}
	if !set.LiveAnalysis {
		return "", userf("%s", fairPlayOff)
	}
	if g.ColorOf(req.User.ID) == 0 {
		return req.User.ID, nil // a spectator's analysis is theirs alone
	}
	return viewer, nil
}
