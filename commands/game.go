package commands

import (
	"context"
	"errors"
	"fmt"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/match"
)

func gameCommand() *slashCommand {
	return &slashCommand{
		Def: &discordgo.ApplicationCommand{
			Name:        "game",
			Description: "This channel's game: export, resign or abandon it",
			Options: []*discordgo.ApplicationCommandOption{
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "sgf", Description: "Export the game as an SGF file"},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "resign", Description: "Resign the game"},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "abandon", Description: "End the game without a result: before both moved, by agreement, or a server admin"},
			},
		},
		Run: runGame,
		// /game abandon only asks to confirm (abandon.go).
		Writes: func(req *Request) bool { return req.Subcommand == "resign" },
	}
}

func runGame(ctx context.Context, b *Bot, req *Request) (*Response, error) {
	switch req.Subcommand {
	case "sgf":
		return b.exportSGF(ctx, req)
	case "resign":
		return b.resign(ctx, req, "")
	case "abandon":
		return b.confirmAbandon(ctx, req)
	}
	return nil, userf("Use `/game sgf`, `/game resign` or `/game abandon`.")
}

// exportSGF attaches the channel's game as an SGF file: the game in play
// (or being reviewed), or, when there is none or only a challenge waits,
// the last game finished in the channel, so that its record can still be
// had after the game's final message has scrolled away.
func (b *Bot) exportSGF(ctx context.Context, req *Request) (*Response, error) {
	g, err := b.current(ctx, req.ChannelID)
	if err == nil && g.Game != nil {
		f, err := b.sgfFile(g)
		if err != nil {
			return nil, err
		}
		n := g.Game.MoveNumber()
		return &Response{Content: fmt.Sprintf("The game so far (%d move%s): %s.", n, plural(n), players(g)), Files: []File{f}}, nil
	}
	if err != nil && !errors.Is(err, match.ErrNotFound) {
		return nil, err
	}
	last, lerr := b.stores.Games.LastFinishedGame(ctx, req.ChannelID)
	switch {
	case errors.Is(lerr, match.ErrNotFound) && g != nil:
		return nil, userf("The game has not started yet: the challenge is waiting to be accepted.")
	case errors.Is(lerr, match.ErrNotFound):
		return nil, userf("There is no game in this channel, and none has finished here. Start one with `/play`.")
	case errors.Is(lerr, match.ErrCorrupt):
		return nil, userWrap(lerr, "The last game finished in this channel could not be read back from storage, so its record cannot be exported.")
	case lerr != nil:
		return nil, fmt.Errorf("loading the last game of channel %s: %w", req.ChannelID, lerr)
	}
	f, err := b.sgfFile(last)
	if err != nil {
		return nil, err
	}
	n := last.Game.MoveNumber()
	return &Response{Content: fmt.Sprintf("The last game finished in this channel (%d move%s, %s): %s.", n, plural(n), last.Game.Result().String(), players(last)), Files: []File{f}}, nil
}

// resignText words the refusals of a resignation; check says whether it is
// the Resign button's check before it asks to confirm, which names its
// game as over rather than the channel as without a game.
func resignText(r *match.RuleError, check bool) string {
	switch {
	case errors.Is(r, match.ErrOver) && check:
		return buttonOver
	case errors.Is(r, match.ErrOver):
		return "There is no game in play here to resign."
	case errors.Is(r, match.ErrNotPlayer):
		return fmt.Sprintf("Only the players (%s and %s) can resign.", r.Game.Black.Name, r.Game.White.Name)
	}
	return ""
}

// resign ends the game with a win for the user's opponent.
func (b *Bot) resign(ctx context.Context, req *Request, gameID string) (*Response, error) {
	g, err := b.games.Resign(ctx, actor(req), gameID)
	if err != nil {
		return nil, explain(err, func(r *match.RuleError) string { return resignText(r, false) })
	}
	return b.finishedView(ctx, g, mention(req.User)+" resigned.", nil)
}

func resignButton(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	g, err := b.current(ctx, req.ChannelID)
	if err != nil {
		return nil, err
	}
	if err := g.CheckResign(req.User, gameID); err != nil {
		return nil, explain(err, func(r *match.RuleError) string { return resignText(r, true) })
	}
	return &Response{
		Content:   "Do you really want to resign? This ends the game.",
		Ephemeral: true,
		Components: []discordgo.MessageComponent{row(
			button("Yes, resign", "resign-confirm", gameID, discordgo.DangerButton),
			button("Cancel", "resign-cancel", gameID, discordgo.SecondaryButton),
		)},
	}, nil
}

func resignConfirm(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	return b.resign(ctx, req, gameID)
}

// resignCancel takes back the question: the confirmation becomes a note
// without buttons, so that "Yes, resign" cannot be clicked later by
// mistake. The confirmation is ephemeral, and so is the message that
// replaces it: Discord keeps an updated message's flags, and the update is
// addressed to the clicker's own message, so Ephemeral is not set (a
// transport posts an ephemeral answer as a new message instead).
func resignCancel(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	return &Response{Content: "You did not resign; the game goes on.", Update: true, Components: []discordgo.MessageComponent{}}, nil
}
