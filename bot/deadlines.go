package bot

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/gobot-baduk/gobot/commands"
)

// RESTPoster is the Poster of the REST API, as the bot; it needs the bot
// token.
func RESTPoster(rest *REST) Poster { return restPoster{rest} }

// DeadlineScheduler fires the games' timed events (commands.Bot.Due and
// FireDue): reminders, the ends of players' times and of the time to
// agree on a count, the expiry of challenges, and posts their messages in
// the games' channels. Every gobot process may run one over a shared
// store: an event fires once, through the game's versioned save, and only
// the process that fired it posts its message. A process that was down
// fires on its first tick what came due meanwhile, at the deadlines' own
// times.
type DeadlineScheduler struct {
	bot    *commands.Bot
	post   Poster
	logger *slog.Logger
	every  time.Duration
	batch  int

	mu sync.Mutex
	// failing holds the games whose firing failed, with when to try them
	// again: a game the store cannot read is not tried on every tick.
	failing map[string]backoff
}

// DeadlineEvery is how often a DeadlineScheduler looks for deadlines: a
// game's time ends at most this late (plus match.DeadlineGrace), and a
// step asked meanwhile finds it ended anyway.
const DeadlineEvery = 5 * time.Second

// deadlineBatch bounds the deadlines fired in one tick; the rest wait for
// the next.
const deadlineBatch = 100

// NewDeadlineScheduler returns a scheduler that fires b's deadlines and
// posts their messages with post.
func NewDeadlineScheduler(b *commands.Bot, post Poster, logger *slog.Logger) *DeadlineScheduler {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	return &DeadlineScheduler{bot: b, post: post, logger: logger, every: DeadlineEvery, batch: deadlineBatch, failing: map[string]backoff{}}
}

// Run fires what is due now and then every DeadlineEvery, until ctx ends.
func (s *DeadlineScheduler) Run(ctx context.Context) error {
	return runEvery(ctx, s.every, s.logger, "deadline schedule", func(ctx context.Context) error {
		_, err := s.Tick(ctx)
		return err
	})
}

// Tick fires every deadline that has come and returns how many messages
// it posted. An error listing the due games stops the tick; a game whose
// firing fails is logged and tried again later, with a back-off; a message
// whose posting fails is logged (its event stays applied).
func (s *DeadlineScheduler) Tick(ctx context.Context) (int, error) {
	due, err := s.bot.Due(ctx, s.batch)
	if err != nil {
		return 0, err
	}
	posted := 0
	now := time.Now()
	for _, d := range due {
		if !s.ready(d.GameID, now) {
			continue
		}
		r, err := s.bot.FireDue(ctx, d)
		if err != nil {
			wait := s.failed(d.GameID, now)
			s.logger.Error("firing a deadline failed", "game", d.GameID, "channel", d.ChannelID, "error", err.Error(), "retry_in", wait.String())
			if ctx.Err() != nil {
				return posted, ctx.Err()
			}
			continue
		}
		s.recovered(d.GameID)
		if r == nil {
			continue // fired by another process, or the game moved on
		}
		if _, err := s.post.Post(ctx, d.ChannelID, r); err != nil {
			s.logger.Error("posting a deadline's message failed; the event stays applied", "game", d.GameID, "channel", d.ChannelID, "error", err.Error())
			continue
		}
		posted++
	}
	return posted, nil
}

// ready reports whether a game's deadline may be tried at now: not while
// an earlier failure waits out its back-off.
func (s *DeadlineScheduler) ready(game string, now time.Time) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	b, ok := s.failing[game]
	return !ok || !now.Before(b.at)
}

// failed records a failed firing and returns how long until the next try.
func (s *DeadlineScheduler) failed(game string, now time.Time) time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	d := firstRetry
	if b, ok := s.failing[game]; ok {
		d = min(2*b.delay, maxRetry)
	}
	s.failing[game] = backoff{at: now.Add(d), delay: d}
	return d
}

// recovered forgets a game's failures.
func (s *DeadlineScheduler) recovered(game string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.failing, game)
}
