package bot

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/match"
)

// Scheduler posts the daily puzzle: once a day, at each guild's chosen
// hour (UTC), in the channel chosen with /settings daily. Several gobot
// processes may run one each over a shared database: a guild's post of a
// day is claimed in the store before it is sent, so only one process
// posts it, and a post that fails gives its claim back to be tried again
// later that day. A process that was down at the hour posts when it comes
// back, the same day.
type Scheduler struct {
	bot    *commands.Bot
	rest   *REST
	store  match.DailyPosts
	logger *slog.Logger
	now    func() time.Time
	every  time.Duration

	mu    sync.Mutex
	retry map[string]backoff // guild id + day -> when to try again
}

// backoff is a failed post's next attempt.
type backoff struct {
	at    time.Time
	delay time.Duration
}

// Failed posts are retried after a minute, then twice as long each time,
// up to an hour: a channel gobot may not post in is not hammered.
const (
	firstRetry = time.Minute
	maxRetry   = time.Hour
)

// NewScheduler returns a Scheduler that posts through rest with the
// messages b makes, checking the store every minute.
func NewScheduler(b *commands.Bot, rest *REST, store match.DailyPosts, logger *slog.Logger) *Scheduler {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	return &Scheduler{bot: b, rest: rest, store: store, logger: logger, now: time.Now, every: time.Minute, retry: map[string]backoff{}}
}

// Run checks for due posts now and then every minute, until ctx ends.
func (s *Scheduler) Run(ctx context.Context) error {
	t := time.NewTicker(s.every)
	defer t.Stop()
	for {
		if _, err := s.Tick(ctx); err != nil && ctx.Err() == nil {
			s.logger.Warn("daily puzzle schedule", "error", err.Error())
		}
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}

// Tick posts every post that is due and not yet made, and returns how
// many it posted. An error listing the guilds stops the tick; a failed
// post is logged, released and retried on a later tick.
func (s *Scheduler) Tick(ctx context.Context) (int, error) {
	now := s.now().UTC()
	day := now.Format(time.DateOnly)
	guilds, err := s.store.DailyGuilds(ctx)
	if err != nil {
		return 0, err
	}
	var msg *commands.Response
	posted := 0
	for _, g := range guilds {
		if g.PuzzleChannel == "" || now.Hour() < g.PuzzleHour || !s.due(g.GuildID, day, now) {
			continue
		}
		won, err := s.store.ClaimDailyPost(ctx, g.GuildID, day, g.PuzzleChannel, now)
		if err != nil {
			return posted, err
		}
		if !won {
			continue // posted already, by this process or another
		}
		if msg == nil {
			if msg, err = s.bot.DailyPuzzle(now); err != nil {
				s.release(ctx, g.GuildID, day)
				return posted, err
			}
		}
		if err := s.rest.CreateMessage(ctx, g.PuzzleChannel, messageData(msg), msg.Files); err != nil {
			s.release(ctx, g.GuildID, day)
			wait := s.failed(g.GuildID, day, now)
			s.logger.Warn("posting the daily puzzle failed", "guild", g.GuildID, "channel", g.PuzzleChannel, "error", err.Error(), "retry_in", wait.String())
			if ctx.Err() != nil {
				return posted, ctx.Err()
			}
			continue
		}
		s.mu.Lock()
		delete(s.retry, g.GuildID+"/"+day)
		s.mu.Unlock()
		posted++
		s.logger.Info("posted the daily puzzle", "guild", g.GuildID, "channel", g.PuzzleChannel, "day", day)
	}
	return posted, nil
}

// due reports whether a guild's post of day may be tried at now: not
// while a failed one waits out its back-off.
func (s *Scheduler) due(guild, day string, now time.Time) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	b, ok := s.retry[guild+"/"+day]
	return !ok || !now.Before(b.at)
}

// failed records a failed post and returns how long until the next try.
func (s *Scheduler) failed(guild, day string, now time.Time) time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := guild + "/" + day
	d := firstRetry
	if b, ok := s.retry[k]; ok {
		d = min(2*b.delay, maxRetry)
	}
	s.retry[k] = backoff{at: now.Add(d), delay: d}
	// Forget other days' back-offs: they are over.
	for key := range s.retry {
		if len(key) < len(day) || key[len(key)-len(day):] != day {
			delete(s.retry, key)
		}
	}
	return d
}

// release gives back a claim whose post failed, on a context that outlives
// a shutdown in progress.
func (s *Scheduler) release(ctx context.Context, guild, day string) {
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	if err := s.store.ReleaseDailyPost(rctx, guild, day); err != nil {
		s.logger.Error("releasing a failed daily post", "guild", guild, "day", day, "error", err.Error())
	}
}
