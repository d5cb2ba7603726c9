package commands

import (
	"context"
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
)

// prefsCommand is /prefs: how the board images drawn for someone look, and
// whether they are pinged when it is their move (match.Prefs).
func prefsCommand() *slashCommand {
	return &slashCommand{
		Def: &discordgo.ApplicationCommand{
			Name:        "prefs",
			Description: "Your preferences: board theme, coordinates, a ping on your turn (leave all out to see them)",
			Options: []*discordgo.ApplicationCommandOption{
				{Type: discordgo.ApplicationCommandOptionString, Name: "theme", Description: "Board theme (high-contrast is safe for colour-blind players)", Choices: []*discordgo.ApplicationCommandOptionChoice{
					{Name: "classic", Value: "classic"}, {Name: "high-contrast", Value: "high-contrast"},
				}},
				{Type: discordgo.ApplicationCommandOptionBoolean, Name: "coordinates", Description: "Show the coordinates around the board"},
				{Type: discordgo.ApplicationCommandOptionBoolean, Name: "turn-ping", Description: "Be pinged when it is your move"},
			},
		},
		Run: runPrefs,
	}
}

func runPrefs(ctx context.Context, b *Bot, req *Request) (*Response, error) {
	if b.stores.Prefs == nil {
		return nil, userf("This gobot keeps no preferences: its boards are drawn in the classic theme with coordinates.")
	}
	p, err := b.stores.Prefs.Prefs(ctx, req.User.ID)
	if err != nil {
		return nil, fmt.Errorf("loading preferences of %s: %w", req.User.ID, err)
	}
	changed := false
	for name, v := range req.Options {
		switch name {
		case "theme":
			t, err := match.ParseBoardTheme(v)
			if err != nil {
				return nil, userWrap(err, "Unknown theme %q: choose classic or high-contrast.", clip(v))
			}
			p.Theme = t
		case "coordinates":
			on, err := parseOnOff(name, v)
			if err != nil {
				return nil, err
			}
			p.NoCoordinates = !on
		case "turn-ping":
			on, err := parseOnOff(name, v)
			if err != nil {
				return nil, err
			}
			p.QuietTurns = !on
		default:
			return nil, userf("Nothing was saved: `/prefs` takes `theme`, `coordinates` and `turn-ping`, not `%s`.", clip(name))
		}
		changed = true
	}
	text := "Your preferences: " + describePrefs(p) + "."
	if changed {
		p.UserID = req.User.ID
		if err := b.stores.Prefs.SavePrefs(ctx, p); err != nil {
			return nil, fmt.Errorf("saving preferences of %s: %w", req.User.ID, err)
		}
		text = "Saved. " + text
	}
	text += "\nThey apply to the images only you see, and to your games' boards in the channel: those are high contrast if either player asks for it, and show coordinates unless both players turn them off."
	f, err := b.prefsPreview(ctx, req)
	if err != nil {
		return nil, err
	}
	return &Response{Content: text, Files: []File{f}, Ephemeral: true}, nil
}

// describePrefs says what p asks for, in words.
func describePrefs(p match.Prefs) string {
	coords, ping := "coordinates shown", "a ping when it is your move"
	if p.NoCoordinates {
		coords = "no coordinates"
	}
	if p.QuietTurns {
		ping = "no ping when it is your move (the message still names you)"
	}
	return fmt.Sprintf("%s theme, %s, %s", p.Theme, coords, ping)
}

// parseOnOff reads a boolean option: Discord sends true or false; the
// console also takes on, off, yes and no.
func parseOnOff(name, v string) (bool, error) {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "true", "on", "yes", "1":
		return true, nil
	case "false", "off", "no", "0":
		return false, nil
	}
	return false, userf("`%s` is on or off (true or false), not %q.", name, clip(v))
}

// prefsPreview draws, in the user's look, the channel's game if it has one
// on the board, else a small position, so that the look can be seen.
func (b *Bot) prefsPreview(ctx context.Context, req *Request) (File, error) {
	g, err := b.stores.Games.ActiveGame(ctx, req.ChannelID)
	if err != nil || g.Game == nil {
		g, err = previewGame()
		if err != nil {
			return File{}, err
		}
	}
	f, err := b.png(ctx, g, View{Viewer: req.User.ID}, "preview.png")
	if err != nil {
		return File{}, err
	}
	return f, nil
}

// previewGame is a 9×9 opening with a capture and a ko, to show a look on.
func previewGame() (*match.GameRecord, error) {
	g, err := core.NewGame(core.Size(9))
	if err != nil {
		return nil, err
	}
	// Black's E4 takes D4: White may not retake at once.
	for _, v := range []string{"G3", "C7", "C4", "D4", "D5", "E5", "D3", "E3", "G7", "F4", "E4"} {
		m, err := core.ParseMove(g.ToMove(), v, 9)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			return nil, fmt.Errorf("preview game: %w", err)
		}
	}
	return &match.GameRecord{ID: "preview", Black: match.User{Name: "Black"}, White: match.User{Name: "White"}, Game: g}, nil
}
