package commands

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
	"github.com/gobot-baduk/gobot/engine"
	"github.com/gobot-baduk/gobot/match"
)

// Games against the engine (package engine): /play engine:true, or
// /play opponent:@gobot, with level: 1 to 10. The engine answers each move
// within the same interaction (the transport defers and edits the reply
// when that takes longer than Discord's three seconds). When the engine
// fails, the person's move stays played and the board says so, with an
// "Ask the engine again" button (also under /board while the engine is to
// move). In scoring the engine accepts gobot's proposal and every change
// the person makes to it (match/engine.go).

// engineSelfID is the engine player's id when the bot's own user id is
// not known (no GOBOT_APP_ID).
const engineSelfID = "engine"

// maxEngineSize is the largest board GTP engines commonly play (GNU Go
// and KataGo's default build stop at 19×19).
const maxEngineSize = 19

// WithEngine lets members play against the engine pool p. self is the
// bot's own user id (on Discord, the application id): /play opponent:
// naming it starts a game against the engine. Without WithEngine, or with
// a nil pool, /play engine:true says how to install an engine.
func WithEngine(p *engine.Pool, self string) Option {
	return func(b *Bot) {
		b.engine = p
		b.engineSelf = self
	}
}

// noEngineText answers a request for the engine when there is none.
const noEngineText = "No Go engine is installed on this bot, so you cannot play against one here. The bot's host can install GNU Go (`apt-get install gnugo`, or the Docker image's `gnugo` target) or set `GOBOT_ENGINE` to any GTP engine's command, and restart gobot."

// wantsEngine reports whether /play asks for a game against the engine:
// engine:true, or the bot itself as the opponent.
func (b *Bot) wantsEngine(req *Request) bool {
	if v, ok := req.Option("engine"); ok && v == "true" {
		return true
	}
	id, ok := req.Option("opponent")
	return ok && id != "" && b.engineSelf != "" && id == b.engineSelf
}

// engineUser is the engine as a player of a game at the level.
func (b *Bot) engineUser(level int) match.User {
	id := b.engineSelf
	if id == "" {
		id = engineSelfID
	}
	return match.User{ID: id, Name: fmt.Sprintf("%s, level %d", engineName(b.engine.Name()), level)}
}

// engineName shows the engine's name: "GNU Go 3.8", or its program's.
func engineName(name string) string {
	if name == "gnugo" || strings.HasPrefix(name, "GNU Go") {
		return "GNU Go"
	}
	return name
}

// playEngine starts a game against the engine with /play's options, and
// has the engine play first when it has Black.
func (b *Bot) playEngine(ctx context.Context, req *Request) (*Response, error) {
	if id, ok := req.Option("opponent"); ok && id != "" && id != b.engineSelf {
		return nil, userf("`engine:true` is a game against the engine, so it takes no `opponent`: leave out one or the other.")
	}
	if b.engine == nil {
		return nil, userf("%s", noEngineText)
	}
	p, err := b.proposal(ctx, req)
	if err != nil {
		return nil, err
	}
	if p.Size > maxEngineSize {
		return nil, userf("The engine plays boards up to %d×%d; choose `size:` %d or less.", maxEngineSize, maxEngineSize, maxEngineSize)
	}
	p.Engine = b.engine.Level()
	if v, ok := req.Option("level"); ok {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < match.MinEngineLevel || n > match.MaxEngineLevel {
			return nil, userf("The engine's `level:` goes from %d (weakest) to %d (strongest); %q is not one.", match.MinEngineLevel, match.MaxEngineLevel, v)
		}
		p.Engine = n
	}
	if p.Handicap > 0 && p.Color == core.Empty {
		p.Color = core.Black
	}
	g, err := b.games.StartEngineGame(ctx, actor(req), b.engineUser(p.Engine), p)
	if err != nil {
		return nil, explain(err, func(r *match.RuleError) string {
			switch {
			case errors.Is(r, match.ErrNoGuild):
				return "Games are played in a server channel or thread, where others can watch: use `/play engine:true` there."
			case errors.Is(r, match.ErrBadProposal):
				return fmt.Sprintf("Those settings do not make a game: %s.", detail(r.Cause, errors.Unwrap(r.Cause)))
			case errors.Is(r, match.ErrBadClock):
				return fmt.Sprintf("That clock is not one gobot keeps: %s.", clockError(r.Cause))
			}
			return ""
		})
	}
	headline := fmt.Sprintf("%s starts a game against the engine, %s. %s — %s.", mention(req.User), g.Challenged.Name, players(g), gameLine(g.Game))
	if g.EngineToMove() {
		return b.engineReply(ctx, req, g, headline)
	}
	return b.playView(ctx, g, headline)
}

// engineReply has the engine play in g, where it is to move, and answers
// with the board after its move (or the scoring view, or the end of the
// game when it resigns). When the engine fails, the game stays as it is,
// and the answer says so and offers to ask again.
func (b *Bot) engineReply(ctx context.Context, req *Request, g *match.GameRecord, headline string) (*Response, error) {
	if b.engine == nil {
		return b.engineWaitView(ctx, g, headline, noEngineText)
	}
	c, at := g.EngineColor(), g.Game.MoveNumber()
	pos, err := engine.PositionOf(g.Game)
	if err != nil {
		return nil, err
	}
	r, err := b.engine.GenMove(ctx, pos, c, g.Proposal.Engine)
	if err != nil {
		if ctx.Err() != nil {
			return nil, err
		}
		b.logger.WarnContext(ctx, "the engine did not move", "game", g.ID, "channel", g.ChannelID, "move", at+1, "error", err.Error())
		return b.engineWaitView(ctx, g, headline, engineFailure(err))
	}
	a := match.Actor{User: g.Challenged, GuildID: req.GuildID, ChannelID: req.ChannelID}
	res, err := b.games.EngineMove(ctx, a, g.ID, at, r.Move, r.Resign)
	if err != nil {
		if rule, ok := match.AsRuleError(err); ok && rule.Game != nil && !errors.Is(err, match.ErrIllegalMove) {
			// Someone else's request got the engine's move in first.
			return b.viewFor(ctx, rule.Game, headline, nil)
		}
		return nil, fmt.Errorf("playing the engine's move %v: %w", r.Move, err)
	}
	g = res.Game
	if r.Resign {
		return b.finishedView(ctx, g, fmt.Sprintf("%s\n**%s** (%s) resigns.", headline, colorName(c), g.Challenged.Name), nil)
	}
	return b.viewFor(ctx, g, headline+"\n"+moveHeadline(g), res.Analysis)
}

// engineFailure words why the engine did not move.
func engineFailure(err error) string {
	switch {
	case errors.Is(err, engine.ErrBusy):
		return "The engine is busy, try again in a minute."
	case errors.Is(err, engine.ErrNoEngine):
		return noEngineText
	case errors.Is(err, engine.ErrRefused):
		return "The engine refused this position (it may not allow a move the rules here allow, such as a suicide)."
	}
	return "The engine failed to answer (it stopped, took too long or answered nonsense, twice)."
}

// engineWaitView is the board while the engine is to move but has not:
// the reason, and the buttons to ask it again or give up.
func (b *Bot) engineWaitView(ctx context.Context, g *match.GameRecord, headline, why string) (*Response, error) {
	f, err := b.png(ctx, g, View{}, "board.png")
	if err != nil {
		return nil, err
	}
	human := g.Player(g.EngineColor().Opponent())
	text := fmt.Sprintf("%s\n⚠️ %s The game is saved as it stands, with %s to move. %s, click **Ask the engine again**, or resign with `/game resign` or end the game with `/game abandon`.",
		headline, why, g.Challenged.Name, mention(human))
	return &Response{Content: text, Files: []File{f}, Components: boardButtons(g), Mentions: []string{human.ID}}, nil
}

// engineRetryButton asks the engine again for its move in the game gameID.
func engineRetryButton(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	g, err := b.current(ctx, req.ChannelID)
	if err != nil {
		return nil, err
	}
	if g.ID != gameID {
		return nil, userf("%s", buttonOver)
	}
	if !g.EngineToMove() {
		return nil, userf("The engine is not to move in this game now: see `/board`.")
	}
	return b.engineReply(ctx, req, g, mention(req.User)+" asked the engine again.")
}

// engineTurn follows a step that may leave the engine to move (a move, a
// resumed scoring) with the engine's reply; otherwise it answers with the
// usual view.
func (b *Bot) engineTurn(ctx context.Context, req *Request, g *match.GameRecord, headline string, raw *analysis.Analysis) (*Response, error) {
	if g.EngineToMove() {
		return b.engineReply(ctx, req, g, headline)
	}
	return b.viewFor(ctx, g, headline, raw)
}

// engineButton is the button under a board with the engine to move.
func engineButton(g *match.GameRecord) discordgo.Button {
	return button("Ask the engine again", "engine-retry", g.ID, discordgo.PrimaryButton)
}

// engineUndo has the engine accept the undo the person just asked for in
// g (what: the moves it takes back), as it accepts every undo.
func (b *Bot) engineUndo(ctx context.Context, req *Request, g *match.GameRecord, what string) (*Response, error) {
	a := match.Actor{User: g.Challenged, GuildID: req.GuildID, ChannelID: req.ChannelID}
	g, err := b.games.AcceptUndo(ctx, a, g.ID)
	if err != nil {
		return nil, explain(err, undoAnswerText)
	}
	return b.engineTurn(ctx, req, g, fmt.Sprintf("%s took back %s; the engine accepts every undo.", mention(req.User), what), nil)
}
