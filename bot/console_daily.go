package bot

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/practice"
)

// The console's daily puzzle: a clock the console sets and moves (time,
// wait, down), the schedule run on it, posting into the console's
// channels, and forms filled in as a line (submit).

// ConsoleClock is the console's clock: the real time until a line sets it;
// from then on it stands still but for the time the lines let pass. It is
// safe for concurrent use.
type ConsoleClock struct {
	mu  sync.Mutex
	t   time.Time
	set bool
}

// Now returns the console's time.
func (c *ConsoleClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.set {
		return time.Now()
	}
	return c.t
}

// Set sets the console's time.
func (c *ConsoleClock) Set(t time.Time) {
	c.mu.Lock()
	c.t, c.set = t, true
	c.mu.Unlock()
}

// Schedule runs the daily puzzle schedule s, on clock, from the console's
// time lines; s must post through the console (PostTo(c.Poster())).
func (c *Console) Schedule(s *Scheduler, clock *ConsoleClock) {
	c.sched, c.clock = s, clock
}

// Poster returns the console as a Poster: the schedule's posts are
// printed in the console's channels, and their buttons can be clicked.
func (c *Console) Poster() Poster { return consolePoster{c} }

// consolePoster posts into the console's channels.
type consolePoster struct{ c *Console }

func (p consolePoster) Post(ctx context.Context, channelID string, msg *commands.Response) (string, error) {
	return p.c.post(channelID, "", msg), nil
}

func (p consolePoster) Reply(ctx context.Context, channelID, messageID string, msg *commands.Response) (string, error) {
	return p.c.post(channelID, messageID, msg), nil
}

func (p consolePoster) StartThread(ctx context.Context, channelID, messageID, name string) (string, error) {
	c := p.c
	slug := strings.Trim(strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '-':
			return r
		case r >= 'A' && r <= 'Z':
			return r - 'A' + 'a'
		}
		return '-'
	}, name), "-")
	for strings.Contains(slug, "--") {
		slug = strings.ReplaceAll(slug, "--", "-")
	}
	id := c.channelID(slug)
	fmt.Fprintf(c.out, "  (a thread opens under it: #%s; \"channel %s\" goes there)\n", slug, slug)
	return id, nil
}

// post prints a message the schedule posts in a channel, and keeps it to
// be clicked; it returns the message's id.
func (c *Console) post(channelID, replyTo string, msg *commands.Response) string {
	c.n++
	id := "console-post-" + strconv.Itoa(c.n)
	name := c.names[channelID]
	if name == "" {
		name = channelID
	}
	what := "gobot posts"
	if replyTo != "" {
		what = "gobot replies to its post " + replyTo
	}
	fmt.Fprintf(c.out, "[%s] #%s: %s (%s)\n", c.stamp(), name, what, id)
	c.print("  ", msg)
	if len(msg.Components) > 0 {
		c.remember(name, msg)
	}
	return id
}

// stamp writes the console's time in UTC and, where a server zone is
// set, in it.
func (c *Console) stamp() string {
	now := time.Now()
	if c.clock != nil {
		now = c.clock.Now()
	}
	s := now.UTC().Format("2006-01-02 15:04 UTC")
	if loc := c.zone(); loc != time.UTC {
		s = now.In(loc).Format("2006-01-02 15:04 ") + loc.String()
	}
	return s
}

// zone returns the console server's time zone (UTC if none is set).
func (c *Console) zone() *time.Location {
	if c.sched == nil {
		return time.UTC
	}
	gs, err := c.sched.store.DailyGuilds(context.Background())
	if err != nil {
		return time.UTC
	}
	for _, g := range gs {
		if g.GuildID == consoleGuild {
			if loc, err := practice.LoadZone(g.PuzzleZone); err == nil {
				return loc
			}
		}
	}
	return time.UTC
}

// consoleGuild is the server the console's requests come from.
const consoleGuild = "console"

// tickEvery is how often, in the console's time, the schedule looks for
// due posts while time passes.
const tickEvery = 5 * time.Minute

// maxWait bounds the time one line lets pass.
const maxWait = 60 * 24 * time.Hour

// timeLine runs "time WHEN", "wait SPAN" and "down SPAN".
func (c *Console) timeLine(ctx context.Context, verb, arg string) {
	if c.clock == nil || c.sched == nil && c.deadlines == nil {
		fmt.Fprintln(c.out, "? this console runs no daily puzzle schedule and no clocks")
		return
	}
	switch verb {
	case "time":
		loc := c.zone()
		t, err := time.ParseInLocation("2006-01-02 15:04", strings.TrimSpace(arg), loc)
		if err != nil {
			fmt.Fprintf(c.out, "? give the time as YYYY-MM-DD HH:MM, in the server's time zone (%s)\n", loc)
			return
		}
		c.clock.Set(t)
		fmt.Fprintf(c.out, "the time is %s\n", c.stamp())
		c.tick(ctx)
	case "wait", "down":
		d, err := parseSpan(arg)
		if err != nil || d <= 0 || d > maxWait {
			fmt.Fprintln(c.out, "? give a span of time such as 1d, 3h or 2h30m (at most 60 days)")
			return
		}
		end := c.clock.Now().Add(d)
		if verb == "down" {
			c.clock.Set(end)
			fmt.Fprintf(c.out, "the bot was down until %s: nothing was posted meanwhile\n", c.stamp())
			return
		}
		for t := c.clock.Now(); t.Before(end); {
			t = t.Add(tickEvery)
			if t.After(end) {
				t = end
			}
			c.clock.Set(t)
			c.tick(ctx)
		}
		fmt.Fprintf(c.out, "the time is %s\n", c.stamp())
	}
}

// tick runs the schedule once, and fires the games' deadlines.
func (c *Console) tick(ctx context.Context) {
	if c.sched != nil {
		if _, err := c.sched.Tick(ctx); err != nil {
			fmt.Fprintln(c.out, "? the daily puzzle schedule:", err)
		}
	}
	c.tickDeadlines(ctx)
}

// parseSpan reads a span of time: days then Go's units ("1d", "1d12h",
// "90m").
func parseSpan(s string) (time.Duration, error) {
	s = strings.ToLower(strings.ReplaceAll(s, " ", ""))
	var d time.Duration
	if i := strings.IndexByte(s, 'd'); i >= 0 {
		n, err := strconv.Atoi(s[:i])
		if err != nil || n < 0 || n > 60 {
			return 0, fmt.Errorf("bot: bad span %q", s)
		}
		d = time.Duration(n) * 24 * time.Hour
		s = s[i+1:]
	}
	if s == "" {
		return d, nil
	}
	rest, err := time.ParseDuration(s)
	if err != nil {
		return 0, err
	}
	return d + rest, nil
}

// form is a person's open form and the channel it was opened in.
type form struct {
	modal   *commands.Modal
	channel string
}

// openForm shows the form a button opened, to be filled in with submit.
func (c *Console) openForm(who string, m *commands.Modal) {
	c.forms[who] = form{modal: m, channel: c.channel}
	label := ""
	if len(m.Inputs) > 0 {
		label = m.Inputs[0].Label
	}
	fmt.Fprintf(c.out, "(a form opens for %s: %q, %s; fill it in with: as %s submit YOUR ANSWER)\n", who, m.Title, label, who)
}

// submit sends the person's open form with text as its first field.
func (c *Console) submit(ctx context.Context, who, text string) {
	f, ok := c.forms[who]
	if !ok || len(f.modal.Inputs) == 0 {
		fmt.Fprintf(c.out, "? %s has no form open (a button such as Answer opens one)\n", who)
		return
	}
	delete(c.forms, who)
	req := c.request(who)
	req.ChannelID = c.channelID(f.channel)
	req.Kind, req.CustomID = commands.KindModal, f.modal.CustomID
	req.Fields = map[string]string{f.modal.Inputs[0].CustomID: strings.Trim(text, `"`)}
	c.show(who, req, c.bot.Handle(ctx, req))
}
