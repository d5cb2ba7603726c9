package commands

import (
	"context"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/match"
)

func boardCommand() *slashCommand {
	return &slashCommand{
		Def: &discordgo.ApplicationCommand{
			Name:        "board",
			Description: "Show this channel's board",
			Options: []*discordgo.ApplicationCommandOption{
				{Type: discordgo.ApplicationCommandOptionString, Name: "overlay", Description: "Any of status, eyes, territory and influence, e.g. status,territory; or all", Autocomplete: true},
			},
		},
		Run:          runBoard,
		Autocomplete: autocompleteOverlay,
		Defer: func(req *Request) Deferral {
			// Overlays need the analysis, which may be slow.
			if o, err := parseOverlay(req.Options["overlay"]); err == nil && o != 0 {
				return DeferMessage
			}
			return NoDefer
		},
	}
}

func runBoard(ctx context.Context, b *Bot, req *Request) (*Response, error) {
	o, err := parseOverlay(req.Options["overlay"])
	if err != nil {
		return nil, err
	}
	g, err := b.current(ctx, req.ChannelID)
	if err != nil {
		return nil, err
	}
	// Anyone may look at the board, so it pings nobody: the players were
	// pinged by the message that made it their move. Its overlays are
	// analysis, which fair play may keep for after the game.
	viewer := ""
	if o != 0 && g.Status != match.StatusChallenge {
		if viewer, err = b.analysisViewer(ctx, req, g, o, false); err != nil {
			return nil, err
		}
	}
	var r *Response
	switch {
	case g.Status == match.StatusChallenge:
		r = challengeView(g)
	case g.Status == match.StatusScoring:
		r, err = b.scoringView(ctx, g, players(g), o, nil)
	case g.Status == match.StatusReview && o == 0:
		r, err = b.reviewView(ctx, g, "", false)
	case o == 0:
		r, err = b.boardView(ctx, g)
	default:
		r, err = b.analysisView(ctx, g, o, viewer)
	}
	if err != nil {
		return nil, err
	}
	r.Mentions = nil
	return r, nil
}

// autocompleteOverlay suggests overlay combinations.
func autocompleteOverlay(ctx context.Context, b *Bot, req *Request) (*Response, error) {
	typed := strings.ToLower(strings.TrimSpace(req.Options[req.Focused]))
	choices := []*discordgo.ApplicationCommandOptionChoice{}
	for _, v := range []string{"status", "eyes", "territory", "influence", "status,eyes", "status,territory", "eyes,territory", "status,eyes,territory", "territory,influence", "all"} {
		if strings.HasPrefix(v, typed) {
			choices = append(choices, &discordgo.ApplicationCommandOptionChoice{Name: v, Value: v})
		}
	}
	return &Response{Choices: choices}, nil
}
