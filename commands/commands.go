package commands

import (
	"context"
	"strings"

	"github.com/bwmarrin/discordgo"
)

// handler runs a command or an autocomplete request.
type handler func(ctx context.Context, b *Bot, req *Request) (*Response, error)

// slashCommand is a slash command: its Discord definition beside its
// handler.
type slashCommand struct {
	// Def is the definition registered with Discord.
	Def *discordgo.ApplicationCommand
	// Run handles the command.
	Run handler
	// Autocomplete suggests values for the option being typed (optional).
	Autocomplete handler
	// Defer says whether a request must be deferred (nil: never).
	Defer func(req *Request) Deferral
	// Writes says whether a request changes the channel's game (nil:
	// never); a repeated delivery of one is answered with the game as it
	// stands.
	Writes func(req *Request) bool
}

// always is a Writes for commands whose every use writes.
func always(*Request) bool { return true }

// allCommands returns gobot's slash commands, the one list that feeds both
// registration and dispatch.
func allCommands() []*slashCommand {
	return []*slashCommand{playCommand(), moveCommand(), boardCommand(), analyzeCommand(), scoreCommand(), gameCommand(), puzzleCommand(), reviewCommand(), reviewMessageCommand(), settingsCommand(), prefsCommand(), helpCommand()}
}

// component is a button or select menu: its action name (the custom id's
// prefix) and its handler, which gets the game id after the colon.
type component struct {
	action   string
	deferral Deferral
	// writes: the handler changes the game; updates: its answer replaces
	// the message the component is on (Response.Update); modal: it is a
	// form's submission, not a click.
	writes, updates, modal bool
	run                    func(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error)
}

// components lists the buttons gobot puts on its messages.
func components() []*component {
	return []*component{
		{action: "accept", writes: true, updates: true, run: acceptChallenge},
		{action: "decline", writes: true, updates: true, run: declineChallenge},
		{action: "pass", deferral: DeferMessage, writes: true, run: passButton},
		{action: "resign", run: resignButton},
		{action: "resign-confirm", writes: true, run: resignConfirm},
		{action: "resign-cancel", updates: true, run: resignCancel},
		{action: "abandon-confirm", writes: true, run: abandonConfirm},
		{action: "abandon-cancel", updates: true, run: abandonCancel},
		{action: "abandon-agree", writes: true, run: abandonAgree},
		{action: "abandon-decline", writes: true, updates: true, run: abandonDecline},
		{action: "undo", writes: true, run: undoRequest},
		{action: "undo-accept", writes: true, run: undoAccept},
		{action: "undo-decline", writes: true, updates: true, run: undoDecline},
		{action: "analyze", deferral: DeferEphemeral, run: analyzeButton},
		{action: "score-accept", writes: true, run: scoreAcceptButton},
		{action: "score-resume", writes: true, run: scoreResumeButton},
		{action: "engine-retry", writes: true, run: engineRetryButton},
		{action: "puzzle-answer", run: puzzleAnswerButton},
		{action: "puzzle-modal", modal: true, deferral: DeferEphemeral, run: puzzleAnswerModal},
		{action: "puzzle-hint", deferral: DeferEphemeral, run: puzzleHintButton},
		{action: "puzzle-show", run: puzzleShowButton},
		{action: "puzzle-stats", run: puzzleStatsButton},
		{action: "puzzle-reset", run: puzzleResetButton},
		{action: "puzzle-keep", run: puzzleKeepButton},
		{action: "rv-first", writes: true, updates: true, run: reviewStep(stepFirst)},
		{action: "rv-prev", writes: true, updates: true, run: reviewStep(stepPrev)},
		{action: "rv-next", writes: true, updates: true, run: reviewStep(stepNext)},
		{action: "rv-last", writes: true, updates: true, run: reviewStep(stepLast)},
		{action: "rv-var", writes: true, updates: true, run: reviewVariationMenu},
		{action: "rv-private", run: reviewPrivateStart},
		{action: "rv-pv", updates: true, run: reviewPrivateStep},
		{action: "rv-mistakes", deferral: DeferMessage, writes: true, run: func(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
			return b.reviewMistakes(ctx, req, gameID)
		}},
		{action: "rv-jump", writes: true, run: reviewJump},
	}
}

// customID returns a component's custom id: "action:gameID".
func customID(action, gameID string) string { return action + ":" + gameID }

// splitCustomID splits a custom id into its action and game id.
func splitCustomID(id string) (action, gameID string) {
	action, gameID, _ = strings.Cut(id, ":")
	return action, gameID
}

func button(label, action, gameID string, style discordgo.ButtonStyle) discordgo.Button {
	return discordgo.Button{Label: label, Style: style, CustomID: customID(action, gameID)}
}

func row(buttons ...discordgo.Button) discordgo.MessageComponent {
	r := discordgo.ActionsRow{}
	for _, b := range buttons {
		r.Components = append(r.Components, b)
	}
	return r
}

// minMax returns a numeric option's bounds as its definition takes them:
// the lower as a pointer (discordgo.ApplicationCommandOption.MinValue, nil
// for none) and the upper as a value (MaxValue).
func minMax(lo, hi float64) (*float64, float64) { return &lo, hi }
