package commands

import (
	"context"
	"fmt"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/practice"
)

// /settings daily-source from: — whether a server's daily puzzle is drawn
// from gobot's puzzles (the default), its own imported problems, or both.

func sourceChoices() []*discordgo.ApplicationCommandOptionChoice {
	var cs []*discordgo.ApplicationCommandOptionChoice
	for _, s := range []practice.Source{practice.SourceBuiltin, practice.SourceServer, practice.SourceBoth} {
		cs = append(cs, &discordgo.ApplicationCommandOptionChoice{Name: s.String(), Value: s.String()})
	}
	return cs
}

func (b *Bot) setDailySource(ctx context.Context, req *Request) (*Response, error) {
	if b.practice == nil {
		return nil, userf("gobot keeps no records here, so the daily puzzle can only be gobot's own.")
	}
	v, _ := req.Option("from")
	src, err := practice.ParseSource(v)
	if err != nil {
		return nil, userWrap(err, "Choose `builtin` (gobot's puzzles), `server` (this server's imported problems) or `both`, not %q.", clip(v))
	}
	n := 0
	if src != practice.SourceBuiltin {
		own, err := b.practice.ServerPuzzles(ctx, req.GuildID)
		if err != nil {
			return nil, err
		}
		n = len(own)
		if n == 0 {
			return nil, userf("Nothing was changed: this server has imported no problems yet. Import some with `/puzzle import file:` first.")
		}
	}
	if err := b.practice.SetDailySource(ctx, req.GuildID, src); err != nil {
		return nil, err
	}
	b.logger.InfoContext(ctx, "daily source changed", "guild", req.GuildID, "user", req.User.ID, "source", src.String())
	msg := "Saved. The daily puzzle now draws on " + sourceWords(src) + "."
	if src != practice.SourceBuiltin {
		msg += fmt.Sprintf(" This server has %d problem%s; each is shown once before any repeats.", n, plural(n))
	}
	return &Response{Content: msg, Ephemeral: true}, nil
}

// describeSource says what the server's daily draws on, for /settings
// show ("" without records).
func (b *Bot) describeSource(ctx context.Context, guildID string) string {
	if b.practice == nil {
		return ""
	}
	src, err := b.practice.DailySource(ctx, guildID)
	if err != nil {
		b.logger.WarnContext(ctx, "reading the daily source", "guild", guildID, "error", err.Error())
		return ""
	}
	own, err := b.practice.ServerPuzzles(ctx, guildID)
	if err != nil {
		return ""
	}
	return fmt.Sprintf(" Daily puzzles are drawn from %s (`/settings daily-source`); the server has %d imported problem%s.", sourceWords(src), len(own), plural(len(own)))
}
