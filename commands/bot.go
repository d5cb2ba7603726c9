package commands

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/engine"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/practice"
)

// Bot dispatches requests to the commands. It is safe for concurrent use;
// commands on one channel run one at a time.
type Bot struct {
	stores   match.Stores
	games    *match.Service
	render   Renderer
	clock    match.Clock
	logger   *slog.Logger
	service  []match.Option
	commands map[string]*slashCommand
	comps    map[string]*component
	fetch    Fetcher
	// engine is the pool of Go engines to play against (nil: none), and
	// engineSelf the bot's own user id (WithEngine).
	engine     *engine.Pool
	engineSelf string
	// evaluating holds the ids of the reviews whose mistakes this
	// process is looking for (review_mistakes.go).
	evaluating sync.Map
	// practice is the daily-puzzle community, nil without its stores.
	practice *practice.Service
	// practiceStores and practiceOpts build it (WithPractice).
	practiceStore   practice.Store
	practiceDailies practice.Dailies
	practiceOpts    []practice.Option
}

// Option configures a Bot.
type Option func(*Bot)

// WithRenderer sets the board renderer (default: DefaultRenderer). At most
// one render per processor runs at once, whichever the renderer.
func WithRenderer(r Renderer) Option { return func(b *Bot) { b.render = r } }

// WithFetcher sets how attached files are downloaded: the transport's
// (bot.CDNFetcher for Discord, bot.FileFetcher for the console). Without
// one, a command that needs an attached file fails as an internal error.
func WithFetcher(f Fetcher) Option { return func(b *Bot) { b.fetch = f } }

// WithClock sets the clock (default: the system clock).
func WithClock(c match.Clock) Option {
	return func(b *Bot) { b.clock = c; b.service = append(b.service, match.WithClock(c)) }
}

// WithLogger sets the logger (default: slog.Default()).
func WithLogger(l *slog.Logger) Option {
	return func(b *Bot) { b.logger = l; b.service = append(b.service, match.WithLogger(l)) }
}

// WithPractice keeps the daily-puzzle community's records in st and d
// (often the same value): each user's attempts, the credit of a solve,
// streaks, ratings, the leaderboards and the daily posts. Without it,
// /puzzle answer judges the whole line it is given each time and keeps
// nothing.
func WithPractice(st practice.Store, d practice.Dailies) Option {
	return func(b *Bot) { b.practiceStore, b.practiceDailies = st, d }
}

// WithAnswerLimit sets how many puzzle answers a user may give at once
// (burst), and then how often (one every every); a burst of 0 turns the
// limit off. The default is 5, then one every 5 seconds.
func WithAnswerLimit(burst int, every time.Duration) Option {
	return func(b *Bot) { b.practiceOpts = append(b.practiceOpts, practice.WithRateLimit(burst, every)) }
}

// WithIDs sets the generator of game ids (default: 16 random hex digits).
func WithIDs(f func() string) Option {
	return func(b *Bot) { b.service = append(b.service, match.WithIDs(f)) }
}

// WithCoin sets the coin tossed for a random colour: true gives the
// challenger Black (default: a fair random coin).
func WithCoin(f func() bool) Option {
	return func(b *Bot) { b.service = append(b.service, match.WithCoin(f)) }
}

// New returns a Bot over the given stores; Games, Interactions and Guilds
// must be set.
func New(s match.Stores, opts ...Option) (*Bot, error) {
	if s.Games == nil || s.Interactions == nil || s.Guilds == nil {
		return nil, errors.New("commands: New needs a game store, an interaction log and guild settings")
	}
	b := &Bot{
		stores: noteWrites(s),
		clock:  systemClock{},
		logger: slog.Default(),
	}
	for _, o := range opts {
		o(b)
	}
	b.games = match.NewService(b.stores.Games, b.service...)
	if b.practiceStore != nil {
		popts := append([]practice.Option{practice.WithClock(b.clock), practice.WithLogger(b.logger)}, b.practiceOpts...)
		b.practice = practice.NewService(savingPractice{b.practiceStore}, b.practiceDailies, popts...)
	}
	if b.render == nil {
		b.render = DefaultRenderer()
	}
	b.render = limitRenderer(b.render, renderSlots())
	b.commands = map[string]*slashCommand{}
	for _, c := range allCommands() {
		b.commands[c.Def.Name] = c
	}
	b.comps = map[string]*component{}
	for _, c := range components() {
		b.comps[c.action] = c
	}
	return b, nil
}

// systemClock is the real time.
type systemClock struct{}

func (systemClock) Now() time.Time { return time.Now() }

// Definitions returns the application command definitions to register.
func Definitions() []*discordgo.ApplicationCommand {
	var defs []*discordgo.ApplicationCommand
	for _, c := range allCommands() {
		defs = append(defs, c.Def)
	}
	return defs
}

// command returns the slash command req names (a command or an
// autocompletion), or nil if gobot has none by that name.
func (b *Bot) command(req *Request) *slashCommand {
	if req.Kind != KindCommand && req.Kind != KindAutocomplete {
		return nil
	}
	return b.commands[req.Command]
}

// component returns the button or menu req clicked, or the modal it
// submitted, or nil if gobot has none by that name, and the rest of its
// custom id after the action: the game id, and for a stamped button the
// stamp after it.
func (b *Bot) component(req *Request) (*component, string) {
	if req.Kind != KindComponent && req.Kind != KindModal {
		return nil, ""
	}
	action, rest := splitCustomID(req.CustomID)
	c := b.comps[action]
	if c == nil || c.modal != (req.Kind == KindModal) {
		// A button's id submitted as a form, or the reverse, is forged.
		return nil, ""
	}
	return c, rest
}

// Deferral says how a transport must acknowledge req before running it:
// at once with the Response, or deferred because it might be slow.
func (b *Bot) Deferral(req *Request) Deferral {
	if c := b.command(req); c != nil && req.Kind == KindCommand && c.Defer != nil {
		return c.Defer(req)
	}
	if c, _ := b.component(req); c != nil {
		return c.deferral
	}
	return NoDefer
}

// LateDeferral says how a transport must acknowledge req when its handler,
// not expected to be slow, runs past the transport's budget: a click whose
// answer replaces the message it was on (Accept, Decline, Decline undo, the
// review's steps) is acknowledged as an update of that message, to be
// edited in place; anything else as a message to come.
func (b *Bot) LateDeferral(req *Request) Deferral {
	if c, _ := b.component(req); c != nil && c.updates {
		return DeferUpdate
	}
	return DeferMessage
}

// Handle runs req and returns the answer. It never fails: a user mistake
// becomes an ephemeral message saying what was wrong, and any other error
// is logged and answered with a short apology that says truthfully whether
// the command took effect.
func (b *Bot) Handle(ctx context.Context, req *Request) (resp *Response) {
	start := time.Now()
	h := &handling{id: req.InteractionID}
	defer func() {
		if r := recover(); r != nil {
			b.logger.ErrorContext(ctx, "command panicked", logAttrs(req, "panic", fmt.Sprint(r), "stack", string(debug.Stack()))...)
			resp = h.apology()
		}
	}()
	resp, err := b.handle(withHandling(ctx, h), req)
	elapsed := time.Since(start)
	switch u, isUser := asUserError(err); {
	case err == nil:
		b.logger.DebugContext(ctx, "handled", logAttrs(req, "duration", elapsed)...)
	case isUser:
		b.logger.InfoContext(ctx, "user mistake", logAttrs(req, "message", u.Message, "duration", elapsed)...)
		resp = &Response{Content: u.Message, Ephemeral: true}
		if req.Kind == KindAutocomplete {
			resp = &Response{Choices: []*discordgo.ApplicationCommandOptionChoice{}}
		}
	default:
		b.logger.ErrorContext(ctx, "command failed", logAttrs(req, "error", err.Error(), "duration", elapsed, "saved", h.wrote, "saving", h.saving)...)
		resp = h.apology()
		if req.Kind == KindAutocomplete {
			resp = &Response{Choices: []*discordgo.ApplicationCommandOptionChoice{}}
		}
	}
	return resp
}

// logAttrs returns the request's loggable facts (never a token: Requests
// carry none) followed by extra key-value pairs.
func logAttrs(req *Request, kv ...any) []any {
	a := []any{"interaction", req.InteractionID, "kind", req.Kind.String(), "user", req.User.ID, "guild", req.GuildID, "channel", req.ChannelID}
	switch req.Kind {
	case KindComponent, KindModal:
		a = append(a, "component", req.CustomID)
	default:
		a = append(a, "command", strings.TrimSpace(req.Command+" "+req.Subcommand))
	}
	return append(a, kv...)
}

// handle runs req once per interaction id; ctx carries its handling.
func (b *Bot) handle(ctx context.Context, req *Request) (*Response, error) {
	if req.ChannelID == "" || req.User.ID == "" {
		return nil, userf("gobot needs a channel and a user to play in.")
	}
	if req.Kind == KindAutocomplete || req.InteractionID == "" {
		return b.dispatch(ctx, req)
	}
	seen, err := b.stores.Interactions.Seen(ctx, req.InteractionID)
	if err != nil {
		return nil, fmt.Errorf("checking interaction: %w", err)
	}
	if seen {
		return b.replay(ctx, req)
	}
	resp, err := b.dispatch(ctx, req)
	if u, isUser := asUserError(err); isUser && !handlingOf(ctx).wrote && !errors.Is(err, match.ErrContended) {
		// A refusal is final for its interaction, as an applied step is:
		// recorded, so that a delivery of it to another process, which
		// may find the game moved on (now the player's turn), gets this
		// answer again instead of being applied. A duplicate that waited
		// for the game while the first delivery applied finds the game
		// moved on ("not your turn"), or lost the race to save: the id is
		// recorded already, and it is answered as a repeat. A step given
		// up because the game kept changing (ErrContended) refused
		// nothing: its redelivery is taken again.
		won, rerr := b.stores.Interactions.Refuse(ctx, req.InteractionID, b.clock.Now(), u.Message)
		switch {
		case rerr != nil:
			b.logger.WarnContext(ctx, "recording a refused interaction", logAttrs(req, "error", rerr.Error())...)
		case !won:
			return b.replay(ctx, req)
		}
		return resp, err
	}
	if err != nil || handlingOf(ctx).wrote {
		return resp, err
	}
	// It wrote no game: record it now that it succeeded. A duplicate
	// running at the same moment may have been answered too; only a game
	// write could have been applied twice, and those the store refuses.
	if _, err := b.stores.Interactions.Claim(ctx, req.InteractionID, b.clock.Now()); err != nil {
		b.logger.WarnContext(ctx, "recording a handled interaction", logAttrs(req, "error", err.Error())...)
	}
	return resp, nil
}

// dispatch runs the command, component or autocompletion req asks for.
func (b *Bot) dispatch(ctx context.Context, req *Request) (*Response, error) {
	switch req.Kind {
	case KindCommand, KindAutocomplete:
		c := b.command(req)
		if c == nil {
			return nil, userf("gobot has no /%s command.", req.Command)
		}
		if req.Kind == KindAutocomplete {
			if c.Autocomplete == nil {
				return &Response{Choices: []*discordgo.ApplicationCommandOptionChoice{}}, nil
			}
			return c.Autocomplete(ctx, b, req)
		}
		resp, err := c.Run(ctx, b, req)
		return b.timeUp(ctx, resp, err)
	case KindComponent, KindModal:
		c, gameID := b.component(req)
		if c == nil && req.Kind == KindModal {
			return nil, userf("That form is not one gobot knows; it may be from an older version.")
		}
		if c == nil {
			return nil, userf("That button is not one gobot knows; it may be from an older version.")
		}
		resp, err := c.run(ctx, b, req, gameID)
		resp, err = b.timeUp(ctx, resp, err)
		if u, ok := asUserError(err); ok && errors.Is(u, match.ErrNotFound) {
			return nil, userWrap(err, "That button belongs to a game or challenge that is over.")
		}
		return resp, err
	}
	return nil, userf("gobot cannot handle this kind of interaction.")
}
