package commands

import (
	"context"
	"errors"
	"fmt"

	"github.com/gobot-baduk/gobot/match"
)

// The clock's messages. A scheduler (package bot) asks the Bot for the
// games whose deadline has come (Due) and has it fire each (FireDue),
// posting the message it returns in the game's channel: a reminder that
// mentions the player to move, the end of a game on time, the count that
// stood, a challenge that expired. A step asked after the time ran out
// gets the same message as its answer (timeUp), since the end of the time
// was applied in its place.

// Due returns the games whose deadline has come at the Bot's time, at
// most limit of them, earliest first; none without a Deadlines store.
func (b *Bot) Due(ctx context.Context, limit int) ([]match.Due, error) {
	if b.stores.Deadlines == nil {
		return nil, nil
	}
	due, err := b.stores.Deadlines.DueGames(ctx, b.clock.Now(), limit)
	if err != nil {
		return nil, fmt.Errorf("finding the games due: %w", err)
	}
	return due, nil
}

// FireDue fires due's timed event, if it is still due, and returns the
// message that announces it in the game's channel: nil, with a nil error,
// when nothing was due any more (another process fired it, or the game
// moved on).
func (b *Bot) FireDue(ctx context.Context, due match.Due) (*Response, error) {
	f, err := b.games.Fire(ctx, due)
	if err != nil {
		return nil, fmt.Errorf("firing the deadline of game %s: %w", due.GameID, err)
	}
	if f == nil {
		return nil, nil
	}
	b.logger.InfoContext(ctx, "deadline fired", "game", due.GameID, "channel", due.ChannelID, "event", f.Event.String(), "at", f.At)
	return b.firedView(ctx, f)
}

// timeUp turns a step's ErrTimeUp into the message of the end of the time
// applied in its place; it passes anything else through.
func (b *Bot) timeUp(ctx context.Context, resp *Response, err error) (*Response, error) {
	r, ok := match.AsRuleError(err)
	if !ok || !errors.Is(r, match.ErrTimeUp) || r.Fired == nil {
		return resp, err
	}
	return b.firedView(ctx, r.Fired)
}

// firedView is the message of a timed event.
func (b *Bot) firedView(ctx context.Context, f *match.Fired) (*Response, error) {
	g := f.Game
	switch f.Event {
	case match.EventHalfTime, match.EventLastCall:
		if g.Status == match.StatusScoring {
			headline := fmt.Sprintf("⏰ %s left to agree on the count: if it is not agreed by %s, the count as marked stands.", clockText(f.Left), when(f.End))
			return b.scoringView(ctx, g, headline, 0, nil)
		}
		p := g.Player(f.Player)
		// A time per move is this move's; a Fischer clock's is the
		// player's whole remaining time.
		span := " for this move"
		if g.Clock.Fischer() {
			span = ""
		}
		what := "half of your time" + span + " is gone"
		if f.Event == match.EventLastCall {
			what = "your time" + span + " is nearly up"
		}
		r, err := b.playView(ctx, g, "")
		if err != nil {
			return nil, err
		}
		// The board as it stands, with the reminder in place of the
		// usual words, which would say the same twice.
		r.Content = fmt.Sprintf("⏰ %s, %s: %s left as **%s** (move %d), until %s. Play with `/move point:`.",
			mention(p), what, clockText(f.Left), colorName(f.Player), g.Game.MoveNumber()+1, when(f.End))
		// A reminder pings whatever the turn ping: the game is at stake.
		r.Mentions = []string{p.ID}
		return r, nil
	case match.EventTimeout:
		p := g.Player(f.Player)
		headline := fmt.Sprintf("⏰ %s's time (**%s**) ran out at %s.", mention(p), colorName(f.Player), when(f.At))
		if f.Void {
			headline = fmt.Sprintf("⏰ %s (**%s**) did not make a first move in time (by %s), so the game ends without a result.", mention(p), colorName(f.Player), when(f.At))
		}
		return b.finishedView(ctx, g, headline, nil)
	case match.EventCountTimeout:
		headline := fmt.Sprintf("⏰ The time to agree on the count ran out at %s: the count as marked stands, %s.", when(f.At), countText(f.Score))
		return b.finishedView(ctx, g, headline, f.Analysis)
	case match.EventExpiry:
		return &Response{Content: fmt.Sprintf("The challenge by %s expired at %s: nobody accepted it. Start another with `/play`.", mention(g.Challenger), when(f.At))}, nil
	}
	return nil, fmt.Errorf("game %s: no message for the event %s", g.ID, f.Event)
}

// turnClock says how long the player to move has for their move, for the
// message that makes it their move: " Time left: 23h 59m, until <t:…>."
// ("" for a game without a clock).
func (b *Bot) turnClock(g *match.GameRecord) string {
	end, ok := g.TurnEnd()
	if !ok {
		return ""
	}
	left, _ := g.TimeLeft(g.Game.ToMove(), b.clock.Now())
	return fmt.Sprintf(" Time left: %s, until %s.", clockText(left), when(end))
}

// countClock says by when the count must be agreed, for the scoring view.
func (b *Bot) countClock(g *match.GameRecord) string {
	end, ok := g.TurnEnd()
	if !ok {
		return ""
	}
	return fmt.Sprintf(" If the count is not agreed by %s, it stands as marked.", when(end))
}
