package bot

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gobot-baduk/gobot/commands"
)

// progressEvery is the least time between two progress edits of one
// deferred reply, well inside Discord's rate limits on webhook edits.
const progressEvery = 2 * time.Second

// progress shows a long handler's interim text (commands.WithProgress) by
// editing its deferred reply, once the request has been deferred as a
// message; a deferred update is left alone (its original message is the
// one the clicked button is on).
type progress struct {
	d            *dispatcher
	appID, token string
	interaction  string
	deferral     atomic.Int32 // a commands.Deferral; NoDefer until deferred
	mu           sync.Mutex
	last         time.Time
}

func (p *progress) deferred(d commands.Deferral) { p.deferral.Store(int32(d)) }

func (p *progress) report(text string) {
	dd := commands.Deferral(p.deferral.Load())
	if dd != commands.DeferMessage && dd != commands.DeferEphemeral {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	now := time.Now()
	if now.Sub(p.last) < progressEvery {
		return
	}
	p.last = now
	ctx, cancel := context.WithTimeout(p.d.work, 5*time.Second)
	defer cancel()
	if err := p.d.rest.EditOriginal(ctx, p.appID, p.token, messageData(&commands.Response{Content: text}), nil); err != nil {
		p.d.logger.Warn("showing progress failed", "interaction", p.interaction, "error", err.Error())
	}
}
