package bot

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/practice"
)

// Scheduler posts the daily puzzle: once a day per guild, at the hour of
// the guild's own time zone chosen with /settings daily, in the channel
// chosen there. Several gobot processes may run one each over a shared
// database: a guild's post of a day is claimed in the store before it is
// sent, so only one process posts it, and a post that fails gives its
// claim back to be tried again later that day. A process that was down at
// the hour posts when it comes back, the same day.
//
// With the post it opens a discussion thread where the bot may, and
// replies to the guild's previous daily post with its answer: the
// solution and the day's figures (claimed in the store too, so given
// once).
type Scheduler struct {
	bot    *commands.Bot
	poster Poster
	store  match.DailyPosts
	logger *slog.Logger
	now    func() time.Time
	every  time.Duration

	mu      sync.Mutex
	retry   map[string]backoff     // guild id + day -> when to try the post again
	answers map[string]answerRetry // guild id -> an answer to try again
}

// backoff is a failed post's next attempt.
type backoff struct {
	at    time.Time
	delay time.Duration
}

// answerRetry is an answer that could not be posted: the day whose post
// it goes with, and when to try again.
type answerRetry struct {
	day practice.Day
	backoff
}

// Failed posts are retried after a minute, then twice as long each time,
// up to an hour: a channel gobot may not post in is not hammered.
const (
	firstRetry = time.Minute
	maxRetry   = time.Hour
)

// Poster is where the schedule posts: Discord's REST API, or the console.
type Poster interface {
	// Post posts msg in the channel (or thread) and returns its id.
	Post(ctx context.Context, channelID string, msg *commands.Response) (string, error)
	// Reply posts msg in the channel as a reply to one of its messages.
	Reply(ctx context.Context, channelID, messageID string, msg *commands.Response) (string, error)
	// StartThread opens a thread named name from a message of the channel
	// and returns its id.
	StartThread(ctx context.Context, channelID, messageID, name string) (string, error)
}

// restPoster posts through the REST API as the bot.
type restPoster struct{ rest *REST }

func (p restPoster) Post(ctx context.Context, channelID string, msg *commands.Response) (string, error) {
	return p.rest.CreateMessage(ctx, channelID, "", messageData(msg), msg.Files)
}

func (p restPoster) Reply(ctx context.Context, channelID, messageID string, msg *commands.Response) (string, error) {
	return p.rest.CreateMessage(ctx, channelID, messageID, messageData(msg), msg.Files)
}

func (p restPoster) StartThread(ctx context.Context, channelID, messageID, name string) (string, error) {
	return p.rest.StartThread(ctx, channelID, messageID, name)
}

// ScheduleOption configures a Scheduler.
type ScheduleOption func(*Scheduler)

// PostTo makes the schedule post through p instead of the REST API (the
// console posts into its own channels).
func PostTo(p Poster) ScheduleOption { return func(s *Scheduler) { s.poster = p } }

// ScheduleClock sets the schedule's clock (default: the system clock).
func ScheduleClock(now func() time.Time) ScheduleOption { return func(s *Scheduler) { s.now = now } }

// NewScheduler returns a Scheduler that posts through rest with the
// messages b makes, checking the store every minute.
func NewScheduler(b *commands.Bot, rest *REST, store match.DailyPosts, logger *slog.Logger, opts ...ScheduleOption) *Scheduler {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	s := &Scheduler{bot: b, poster: restPoster{rest}, store: store, logger: logger, now: time.Now, every: time.Minute,
		retry: map[string]backoff{}, answers: map[string]answerRetry{}}
	for _, o := range opts {
		o(s)
	}
	return s
}

// Run checks for due posts now and then every minute, until ctx ends.
func (s *Scheduler) Run(ctx context.Context) error {
	return runEvery(ctx, s.every, s.logger, "daily puzzle schedule", func(ctx context.Context) error {
		_, err := s.Tick(ctx)
		return err
	})
}

// runEvery runs tick now and then every d until ctx ends, logging its
// errors as what's; it returns nil when ctx ends.
func runEvery(ctx context.Context, d time.Duration, logger *slog.Logger, what string, tick func(context.Context) error) error {
	t := time.NewTicker(d)
	defer t.Stop()
	for {
		if err := tick(ctx); err != nil && ctx.Err() == nil {
			logger.Warn(what, "error", err.Error())
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
	now := s.now()
	guilds, err := s.store.DailyGuilds(ctx)
	if err != nil {
		return 0, err
	}
	posted := 0
	for _, g := range guilds {
		if g.PuzzleChannel == "" {
			continue
		}
		sched, err := practice.NewSchedule(g.PuzzleZone, g.PuzzleHour)
		if err != nil {
			s.logger.Error("a guild's daily schedule is unreadable", "guild", g.GuildID, "error", err.Error())
			continue
		}
		d, due := sched.Due(now)
		if !due {
			continue
		}
		s.retryAnswer(ctx, g.GuildID, now)
		day := d.String()
		if !s.due(g.GuildID, day, now) {
			continue
		}
		won, err := s.store.ClaimDailyPost(ctx, g.GuildID, day, g.PuzzleChannel, now)
		if err != nil {
			return posted, err
		}
		if !won {
			continue // posted already, by this process or another
		}
		msg, puzzleID, err := s.bot.DailyPostIn(ctx, g.GuildID, d)
		if err != nil {
			s.release(ctx, g.GuildID, day)
			return posted, err
		}
		id, err := s.poster.Post(ctx, g.PuzzleChannel, msg)
		if err != nil {
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
		s.logger.Info("posted the daily puzzle", "guild", g.GuildID, "channel", g.PuzzleChannel, "day", day, "zone", sched.Zone().String())
		s.posted(ctx, &practice.Daily{GuildID: g.GuildID, Day: d, PuzzleID: puzzleID, ChannelID: g.PuzzleChannel, MessageID: id, PostedAt: now})
		s.answer(ctx, g.GuildID, d, now)
	}
	return posted, nil
}

// posted records a post (so that solving it counts for the streak), then
// opens its discussion thread where the bot may, and records the thread.
// Failures are logged: the post is out, and is not taken back.
func (s *Scheduler) posted(ctx context.Context, d *practice.Daily) {
	if err := s.bot.DailyPosted(ctx, d); err != nil {
		s.logger.Error("recording the daily post", "guild", d.GuildID, "day", d.Day.String(), "error", err.Error())
	}
	if d.MessageID == "" {
		return
	}
	name, first := commands.DailyThread(d.Day, d.PuzzleID)
	tid, err := s.poster.StartThread(ctx, d.ChannelID, d.MessageID, name)
	if err != nil || tid == "" {
		// Most often the bot may not create threads there.
		s.logger.Info("no discussion thread under the daily puzzle", "guild", d.GuildID, "channel", d.ChannelID, "error", errText(err))
		return
	}
	if _, err := s.poster.Post(ctx, tid, first); err != nil {
		s.logger.Warn("posting the spoiler reminder in the thread", "guild", d.GuildID, "thread", tid, "error", err.Error())
	}
	d.ThreadID = tid
	if err := s.bot.DailyPosted(ctx, d); err != nil {
		s.logger.Error("recording the daily post's thread", "guild", d.GuildID, "day", d.Day.String(), "error", err.Error())
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// answer replies to the guild's previous daily post, the one before day,
// with its answer, if it was not given yet; a reply that fails is tried
// again later (retryAnswer).
func (s *Scheduler) answer(ctx context.Context, guild string, day practice.Day, now time.Time) {
	prev, msg, err := s.bot.DailyAnswer(ctx, guild, day)
	if err != nil {
		s.logger.Error("preparing the answer to the previous daily puzzle", "guild", guild, "error", err.Error())
		return
	}
	if prev == nil {
		s.mu.Lock()
		delete(s.answers, guild)
		s.mu.Unlock()
		return
	}
	if _, err := s.poster.Reply(ctx, prev.ChannelID, prev.MessageID, msg); err != nil {
		rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
		defer cancel()
		if rerr := s.bot.ReleaseDailyAnswer(rctx, guild, prev.Day); rerr != nil {
			s.logger.Error("releasing a failed answer", "guild", guild, "day", prev.Day.String(), "error", rerr.Error())
		}
		s.mu.Lock()
		r := s.answers[guild]
		delay := firstRetry
		if r.day == day {
			delay = min(2*r.delay, maxRetry)
		}
		s.answers[guild] = answerRetry{day: day, backoff: backoff{at: now.Add(delay), delay: delay}}
		s.mu.Unlock()
		s.logger.Warn("posting the answer to the previous daily puzzle failed", "guild", guild, "day", prev.Day.String(), "error", err.Error(), "retry_in", delay.String())
		return
	}
	s.mu.Lock()
	delete(s.answers, guild)
	s.mu.Unlock()
	s.logger.Info("posted the answer to the previous daily puzzle", "guild", guild, "day", prev.Day.String())
}

// retryAnswer tries again an answer that failed, once its back-off is
// over.
func (s *Scheduler) retryAnswer(ctx context.Context, guild string, now time.Time) {
	s.mu.Lock()
	r, ok := s.answers[guild]
	s.mu.Unlock()
	if ok && !now.Before(r.at) {
		s.answer(ctx, guild, r.day, now)
	}
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
	// Forget back-offs older than a day: they are over.
	for key, b := range s.retry {
		if now.Sub(b.at) > 24*time.Hour {
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
