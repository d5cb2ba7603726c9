package bot

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/commands"
)

// DefaultBudget is how long a request that is not marked slow may run
// before it is deferred anyway: well inside Discord's three seconds.
const DefaultBudget = 1500 * time.Millisecond

// DefaultTokenLife is how long gobot uses an interaction's token: Discord
// accepts edits and follow-ups for 15 minutes, less a margin for the
// request in flight. A deferred answer later than that is posted in the
// channel as a message of its own.
const DefaultTokenLife = 14*time.Minute + 30*time.Second

// dispatcher runs requests for a transport: at once, or deferred with the
// answer edited in later, and keeps count of the work in flight so that a
// shutdown can wait for it.
type dispatcher struct {
	bot    *commands.Bot
	rest   *REST
	appID  string
	budget time.Duration
	// tokenLife is how long an interaction's token is used.
	tokenLife time.Duration
	logger    *slog.Logger
	// work is the context of deferred work: it outlives the request that
	// started it and ends only when the transport is stopped hard.
	work     context.Context
	stopWork context.CancelFunc
	inflight sync.WaitGroup
}

func newDispatcher(b *commands.Bot, rest *REST, appID string, budget time.Duration, logger *slog.Logger) *dispatcher {
	if budget <= 0 {
		budget = DefaultBudget
	}
	if logger == nil {
		logger = slog.Default()
	}
	ctx, cancel := context.WithCancel(context.Background())
	return &dispatcher{bot: b, rest: rest, appID: appID, budget: budget, tokenLife: DefaultTokenLife, logger: logger, work: ctx, stopWork: cancel}
}

// reply sends the first answer to an interaction.
type reply func(resp *response, files []commands.File) error

// run handles one interaction. first delivers the initial response (the
// HTTP response, or a REST callback on the gateway); it is called exactly
// once, before run returns.
func (d *dispatcher) run(i *discordgo.Interaction, req *commands.Request, first reply) {
	d.inflight.Add(1)
	defer d.inflight.Done()
	appID := i.AppID
	if appID == "" {
		appID = d.appID
	}
	if req.Kind == commands.KindAutocomplete {
		r := d.bot.Handle(d.work, req)
		d.send(first, interactionResponse(req, r), nil, req)
		return
	}
	deferral := d.bot.Deferral(req)
	if deferral != commands.NoDefer {
		if !d.send(first, deferResponse(deferral), nil, req) {
			return
		}
		started := time.Now()
		d.inflight.Add(1)
		go func() {
			defer d.inflight.Done()
			ctx := d.work
			if deferral != commands.DeferUpdate {
				ctx = commands.WithProgress(ctx, d.progress(appID, i.Token, req, started))
			}
			d.finish(appID, i.Token, req, deferral, d.bot.Handle(ctx, req), started)
		}()
		return
	}
	done := make(chan *commands.Response, 1)
	d.inflight.Add(1)
	go func() {
		defer d.inflight.Done()
		done <- d.bot.Handle(d.work, req)
	}()
	started := time.Now()
	timer := time.NewTimer(d.budget)
	defer timer.Stop()
	select {
	case r := <-done:
		d.send(first, interactionResponse(req, r), r.Files, req)
	case <-timer.C:
		late := d.bot.LateDeferral(req)
		d.logger.Warn("over budget, deferring", "interaction", req.InteractionID, "budget", d.budget, "update", late == commands.DeferUpdate)
		if !d.send(first, deferResponse(late), nil, req) {
			return
		}
		d.inflight.Add(1)
		go func() {
			defer d.inflight.Done()
			d.finish(appID, i.Token, req, late, <-done, started)
		}()
	}
}

func (d *dispatcher) send(first reply, resp *response, files []commands.File, req *commands.Request) bool {
	if err := first(resp, files); err != nil {
		d.logger.Error("answering interaction failed", "interaction", req.InteractionID, "error", err.Error())
		return false
	}
	return true
}

// finish delivers the answer to a deferred interaction. After a deferred
// message, it edits the "thinking" message into the answer; an ephemeral
// answer to a public deferral (a user mistake, typically) replaces it with
// an ephemeral follow-up instead, so that the mistake is not shown to
// everyone. After a deferred update, the original message is the one the
// clicked component is on: an answer that updates it edits it in place,
// and any other answer is a follow-up (never a deletion of that message).
//
// An answer that comes after the token's life (a long evaluation) is
// posted in the channel as a message of its own; an ephemeral one cannot
// be, and is logged.
func (d *dispatcher) finish(appID, token string, req *commands.Request, deferral commands.Deferral, r *commands.Response, started time.Time) {
	ctx, cancel := context.WithTimeout(d.work, 30*time.Second)
	defer cancel()
	if time.Since(started) >= d.tokenLife {
		if r.Ephemeral || r.Modal != nil {
			d.logger.Error("a deferred answer only its user may see came after the interaction's token expired", "interaction", req.InteractionID)
			return
		}
		if _, err := d.rest.CreateMessage(ctx, req.ChannelID, "", messageData(r), r.Files); err != nil {
			d.logger.Error("posting a late deferred answer failed", "interaction", req.InteractionID, "error", err.Error())
		}
		return
	}
	if r.Modal != nil {
		// A form opens only as the first answer to an interaction, which
		// the deferral already was.
		d.logger.Error("a form answered a deferred interaction", "interaction", req.InteractionID)
		r = &commands.Response{Content: "gobot took too long to open the form; please click the button again.", Ephemeral: true}
	}
	data := messageData(r)
	var err error
	switch {
	case deferral == commands.DeferUpdate && r.Update:
		err = d.rest.EditOriginal(ctx, appID, token, updateData(r), r.Files)
	case deferral == commands.DeferUpdate:
		err = d.rest.Followup(ctx, appID, token, data, r.Files)
	case r.Ephemeral && deferral != commands.DeferEphemeral:
		if err = d.rest.DeleteOriginal(ctx, appID, token); err == nil {
			err = d.rest.Followup(ctx, appID, token, data, r.Files)
		}
	default:
		err = d.rest.EditOriginal(ctx, appID, token, data, r.Files)
	}
	if err != nil {
		d.logger.Error("delivering deferred answer failed", "interaction", req.InteractionID, "error", err.Error())
	}
}

// progress returns the Progress of a deferred interaction: each report
// edits the deferred reply into its text, while the token lives.
func (d *dispatcher) progress(appID, token string, req *commands.Request, started time.Time) commands.Progress {
	return func(text string) {
		if time.Since(started) >= d.tokenLife {
			return
		}
		ctx, cancel := context.WithTimeout(d.work, 10*time.Second)
		defer cancel()
		if err := d.rest.EditOriginal(ctx, appID, token, messageData(&commands.Response{Content: text}), nil); err != nil {
			d.logger.Warn("reporting progress failed", "interaction", req.InteractionID, "error", err.Error())
		}
	}
}

// wait waits for the work in flight, or until ctx ends; then it cancels
// whatever is left.
func (d *dispatcher) wait(ctx context.Context) error {
	done := make(chan struct{})
	go func() { d.inflight.Wait(); close(done) }()
	defer d.stopWork()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
