package bot

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/commands"
)

// Gateway runs the commands on a discordgo gateway session: interactions
// arrive as InteractionCreate events and are answered through the REST API.
type Gateway struct {
	d       *dispatcher
	session *discordgo.Session
}

// NewGateway prepares a gateway session for the bot token. Nothing
// connects until Run.
func NewGateway(b *commands.Bot, rest *REST, token, appID string, logger *slog.Logger) (*Gateway, error) {
	if logger == nil {
		logger = slog.Default()
	}
	s, err := discordgo.New("Bot " + token)
	if err != nil {
		return nil, fmt.Errorf("bot: gateway session: %w", err)
	}
	// Slash commands need no privileged intent; guilds lets the session
	// see the servers it is in.
	s.Identify.Intents = discordgo.IntentsGuilds
	s.LogLevel = discordgo.LogWarning
	// discordgo logs through a package variable; route it to slog, with
	// the token removed should it ever appear.
	discordgo.Logger = func(level, caller int, format string, a ...any) {
		msg := strings.ReplaceAll(fmt.Sprintf(format, a...), token, "[token]")
		logger.Log(context.Background(), discordgoLevel(level), "discordgo: "+msg)
	}
	g := &Gateway{d: newDispatcher(b, rest, appID, 0, logger), session: s}
	s.AddHandler(func(_ *discordgo.Session, ic *discordgo.InteractionCreate) {
		go g.handle(ic.Interaction)
	})
	s.AddHandler(func(_ *discordgo.Session, r *discordgo.Ready) {
		logger.Info("gateway ready", "user", r.User.Username, "guilds", len(r.Guilds))
	})
	return g, nil
}

func discordgoLevel(l int) slog.Level {
	switch l {
	case discordgo.LogError:
		return slog.LevelError
	case discordgo.LogWarning:
		return slog.LevelWarn
	case discordgo.LogInformational:
		return slog.LevelInfo
	}
	return slog.LevelDebug
}

func (g *Gateway) handle(i *discordgo.Interaction) {
	if i == nil || i.Type == discordgo.InteractionPing {
		return
	}
	req, err := FromInteraction(i)
	if err != nil {
		g.d.logger.Warn("unsupported interaction", "interaction", i.ID, "error", err.Error())
		return
	}
	g.d.run(i, req, func(resp *response, files []commands.File) error {
		ctx, cancel := context.WithTimeout(g.d.work, 3*time.Second)
		defer cancel()
		return g.d.rest.Callback(ctx, i.ID, i.Token, resp, files)
	})
}

// Run connects and serves until ctx ends, then closes the session and
// waits up to grace for the interactions in flight.
func (g *Gateway) Run(ctx context.Context, grace time.Duration) error {
	if err := g.session.Open(); err != nil {
		return fmt.Errorf("bot: connecting to the gateway: %w", err)
	}
	<-ctx.Done()
	g.session.Close()
	wctx, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	return g.d.wait(wctx)
}

// Register overwrites the application's commands with gobot's: in the
// development guild when guildID is set (instant), globally otherwise.
func Register(ctx context.Context, rest *REST, appID, guildID string) error {
	return rest.BulkOverwrite(ctx, appID, guildID, commands.Definitions())
}
