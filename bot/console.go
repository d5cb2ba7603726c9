package bot

import (
	"bufio"
	"context"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/commands"
)

// Console plays through the commands locally, without Discord: lines such
// as "as alice /play opponent:bob size:9", "as bob click accept" or
// "as bob /move D4" act as the named person, replies are printed as text,
// and images and files are saved to a folder with their paths printed.
// Channels are named ("channel review"); each name stands for a channel id
// derived from it (channelID), so that an option that takes a channel,
// such as /settings daily channel:general, can be given by name.
type Console struct {
	// mu serializes the lines typed and the deadlines fired in the
	// background, which share the output and the messages.
	mu      sync.Mutex
	bot     *commands.Bot
	out     io.Writer
	dir     string
	channel string
	// names maps the channel ids the console has used back to their names,
	// for the replies that mention a channel.
	names map[string]string
	// run tells this run's interactions from an earlier run's, which a
	// durable store remembers as handled.
	run string
	n   int
	// files is the number of the last file saved; numbered says whether
	// the folder's earlier files were counted (nextFile).
	files    int
	numbered bool
	// messages are the channel's messages with buttons, newest last, and
	// private holds each person's last ephemeral message with buttons.
	messages map[string][]*commands.Response
	private  map[string]*commands.Response
	admins   map[string]bool
	// forms holds each person's open form (a modal), to be submitted with
	// "as NAME submit TEXT".
	forms map[string]form
	// clock and sched run the daily puzzle schedule on the console's own
	// time (console_daily.go); nil without a schedule.
	clock *ConsoleClock
	sched *Scheduler
	// deadlines fires the games' timed events (console_clock.go); nil
	// without them.
	deadlines *DeadlineScheduler
}

// NewConsole returns a console writing to out and saving files in dir.
func NewConsole(b *commands.Bot, out io.Writer, dir string) *Console {
	return &Console{bot: b, out: out, dir: dir, channel: "general", names: map[string]string{}, run: strconv.FormatInt(time.Now().UnixNano(), 36),
		messages: map[string][]*commands.Response{}, private: map[string]*commands.Response{}, admins: map[string]bool{}, forms: map[string]form{}}
}

// ConsoleHelp explains the console's lines.
const ConsoleHelp = `Type commands as different people:
  as alice /play opponent:bob size:9     challenge bob on 9×9
  as bob click accept                     click a button (by its label)
  as alice /move D4                       options can be given without a name when there is one
  as bob /move point:pass
  as alice /score toggle point:E5         as in Discord: /board, /analyze, /score, /game
  as alice /puzzle today                  the daily puzzle; /puzzle answer point:B18, hint, show,
                                          stats, leaderboard, next, list, reset
  as alice click answer                   a button that opens a form; then fill it in:
  as alice submit B18 A17                 the text of alice's open form (the Answer form: a move or a line)
  as alice /review start file:game.sgf    review a local SGF file; then click next, /review play ...
  as bob select 2                         choose option 2 of the newest menu (menus are listed
                                          numbered under their message)
  as bob /review comment text:"nice move" a value with spaces goes in double quotes
  admin carol                             make carol a server admin (for /settings, /game abandon)
  channel NAME                            switch to another channel or thread; options that take a
                                          channel take its name: /settings daily channel:general
  time 2026-03-08 09:00                   set the console's clock (in the server's time zone); the
                                          daily puzzle schedule and the games' clocks run on it
                                          (until then the real time, and deadlines fire by themselves)
  time                                    say the console's time
  wait 1d, wait 3h30m                     let time pass: the schedule posts what falls due, and the
                                          games' reminders and timeouts fire
  down 1d                                 let time pass with the bot down: nothing is posted; the
                                          deadlines that passed fire when it is back, at their times
  help, help TOPIC, quit                  gobot's help (as /help), one topic (help clocks), the end`

// maxLine bounds a console line. A longer one is refused and skipped:
// nothing gobot takes comes near it (Discord's own limit on a command's
// options is 6,000 characters).
const maxLine = 64 << 10

// inputLine is a line read from the console's input, or the news that a
// line was too long (skipped) or that the input ended (err, io.EOF when
// it simply ended).
type inputLine struct {
	text    string
	tooLong bool
	err     error
}

// readLines sends in's lines to the channel it returns, and then the
// error that ended the input. It reads in its own goroutine, so that the
// console can stop (Ctrl-C) while a read waits for Enter; that goroutine
// ends when in does, with the process.
func readLines(in io.Reader) <-chan inputLine {
	lines := make(chan inputLine)
	go func() {
		defer close(lines)
		r := bufio.NewReaderSize(in, 4096)
		for {
			var line []byte
			long := false
			for {
				part, more, err := r.ReadLine()
				if !long {
					line = append(line, part...)
				}
				if len(line) > maxLine {
					long, line = true, nil
				}
				if err != nil {
					if len(line) > 0 || long {
						lines <- inputLine{text: string(line), tooLong: long}
					}
					lines <- inputLine{err: err}
					return
				}
				if !more {
					break
				}
			}
			lines <- inputLine{text: string(line), tooLong: long}
		}
	}()
	return lines
}

// Run reads lines from in until it ends, ctx ends or "quit". It returns as
// soon as ctx ends, even while waiting for a line. Meanwhile the games'
// deadlines fire by themselves, on the console's time.
func (c *Console) Run(ctx context.Context, in io.Reader) error {
	if err := os.MkdirAll(c.dir, 0o755); err != nil {
		return fmt.Errorf("bot: console image folder: %w", err)
	}
	fmt.Fprintf(c.out, "gobot console: images go to %s. Type help for help.\n", c.dir)
	if c.deadlines != nil {
		dctx, stop := context.WithCancel(ctx)
		defer stop()
		go c.fireDeadlines(dctx)
	}
	lines := readLines(in)
	for {
		fmt.Fprintf(c.out, "#%s> ", c.channel)
		var l inputLine
		select {
		case <-ctx.Done():
			fmt.Fprintln(c.out)
			return nil
		case l = <-lines:
		}
		switch {
		case l.err == io.EOF:
			fmt.Fprintln(c.out)
			return nil
		case l.err != nil:
			fmt.Fprintln(c.out)
			return fmt.Errorf("bot: console input: %w", l.err)
		case l.tooLong:
			fmt.Fprintf(c.out, "? that line is too long (over %d KB); it was ignored\n", maxLine>>10)
			continue
		}
		if ctx.Err() != nil {
			return nil
		}
		if quit := c.Line(ctx, l.text); quit {
			return nil
		}
	}
}

// Line runs one console line and reports whether it was "quit".
func (c *Console) Line(ctx context.Context, line string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	line = strings.TrimSpace(line)
	fields := strings.Fields(line)
	switch {
	case line == "" || strings.HasPrefix(line, "#"):
		return false
	case line == "quit" || line == "exit":
		return true
	case line == "help":
		text, _ := commands.HelpText("")
		fmt.Fprintf(c.out, "%s\n\n%s\n", ConsoleHelp, text)
	case len(fields) == 2 && fields[0] == "help":
		text, err := commands.HelpText(fields[1])
		if err != nil {
			fmt.Fprintln(c.out, "?", err)
			break
		}
		fmt.Fprintln(c.out, text)
	case line == "time":
		fmt.Fprintf(c.out, "the time is %s\n", c.stamp())
	case len(fields) == 2 && fields[0] == "channel":
		c.channel = channelName(fields[1])
		fmt.Fprintf(c.out, "now in #%s\n", c.channel)
	case len(fields) == 2 && fields[0] == "admin":
		c.admins[strings.ToLower(fields[1])] = true
		fmt.Fprintf(c.out, "%s is a server admin\n", fields[1])
	case len(fields) >= 2 && (fields[0] == "time" || fields[0] == "wait" || fields[0] == "down"):
		c.timeLine(ctx, fields[0], strings.Join(fields[1:], " "))
	case len(fields) >= 3 && fields[0] == "as":
		who := strings.ToLower(fields[1])
		rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line[2:]), fields[1]))
		switch {
		case strings.HasPrefix(rest, "click "):
			c.click(ctx, who, strings.TrimSpace(rest[len("click "):]))
		case strings.HasPrefix(rest, "select "):
			c.choose(ctx, who, strings.TrimSpace(rest[len("select "):]))
		case strings.HasPrefix(rest, "submit "):
			c.submit(ctx, who, strings.TrimSpace(rest[len("submit "):]))
		default:
			c.command(ctx, who, rest)
		}
	default:
		fmt.Fprintln(c.out, "? say who acts: as NAME /command ... or as NAME click LABEL (type help)")
	}
	return false
}

func (c *Console) user(name string) commands.User {
	return commands.User{ID: "console-" + name, Name: name}
}

func (c *Console) request(who string) *commands.Request {
	c.n++
	return &commands.Request{InteractionID: "console-" + c.run + "-" + strconv.Itoa(c.n), User: c.user(who), Admin: c.admins[who], GuildID: consoleGuild, ChannelID: c.channelID(c.channel)}
}

// channelName reads a channel as typed: "general", "#general".
func channelName(s string) string {
	return strings.ToLower(strings.TrimPrefix(strings.TrimSpace(s), "#"))
}

// channelID returns the id that stands for the channel name: the same for
// the same name in every run (a durable store finds its games again),
// and shaped like a Discord id (a snowflake), as the commands expect of a
// channel option.
func (c *Console) channelID(name string) string {
	h := fnv.New64a()
	h.Write([]byte(name))
	id := strconv.FormatUint(h.Sum64()&(1<<62-1)|1<<60, 10)
	c.names[id] = name
	return id
}

// firstOption names the option a bare value belongs to, e.g. /move D4.
var firstOption = map[string]string{"move": "point", "board": "overlay", "score toggle": "point"}

// parseConsoleLine reads a command line, allowing one bare value after a
// command that has a first option: "/move D4" is "/move point:D4". The
// value is kept as typed (a subcommand name would be lower-cased), so that
// a reply quoting it quotes what the user wrote.
func parseConsoleLine(text string) (CommandLine, error) {
	parts := strings.Fields(text)
	for n := len(parts) - 1; n >= 1; n-- {
		name := firstOption[strings.ToLower(strings.TrimPrefix(strings.Join(parts[:n], " "), "/"))]
		if name == "" || strings.Contains(strings.Join(parts[n:], " "), ":") {
			continue
		}
		cl, err := ParseCommandLine(strings.Join(parts[:n], " "))
		if err != nil {
			break
		}
		cl.Options[name] = strings.Join(parts[n:], " ")
		return cl, nil
	}
	return ParseCommandLine(text)
}

func (c *Console) command(ctx context.Context, who, text string) {
	cl, err := parseConsoleLine(text)
	if err != nil {
		msg := strings.TrimPrefix(err.Error(), "bot: ")
		if strings.Contains(msg, "is not an option") {
			msg += `; a value with spaces goes in double quotes, e.g. text:"nice move"`
		}
		fmt.Fprintln(c.out, "?", msg)
		return
	}
	req := c.request(who)
	req.Kind, req.Command, req.Subcommand, req.Options = commands.KindCommand, cl.Command, cl.Subcommand, cl.Options
	// A channel option names a console channel: "general", "#general".
	if name, ok := cl.Options["channel"]; ok && name != "" && !channelMention.MatchString(name) {
		req.Options["channel"] = c.channelID(channelName(name))
	}
	if name, ok := cl.Options["opponent"]; ok && name != "" {
		u := c.user(strings.ToLower(strings.TrimPrefix(name, "@")))
		req.Options["opponent"] = u.ID
		req.Users = map[string]commands.User{u.ID: u}
	}
	// "Attaching" a file at the console means naming it: file:game.sgf.
	if path, ok := cl.Options["file"]; ok && path != "" {
		abs, err := filepath.Abs(path)
		if err != nil {
			fmt.Fprintln(c.out, "?", err)
			return
		}
		fi, err := os.Stat(abs)
		if err != nil {
			fmt.Fprintf(c.out, "? file:%s: there is no such file to attach (give a path to an SGF file on this computer)\n", path)
			return
		}
		size := int(fi.Size())
		req.Options["file"] = "console-file"
		req.Attachments = map[string]commands.Attachment{"console-file": {ID: "console-file", Filename: filepath.Base(abs), URL: "file://" + abs, Size: size}}
	}
	c.show(who, req, c.bot.Handle(c.withProgress(ctx), req))
}

func (c *Console) click(ctx context.Context, who, label string) {
	id := ""
	if p := c.private[who]; p != nil {
		id = findButton(p, label)
	}
	msgs := c.messages[c.channel]
	for i := len(msgs) - 1; i >= 0 && id == ""; i-- {
		id = findButton(msgs[i], label)
	}
	if id == "" {
		fmt.Fprintf(c.out, "? no button %q in #%s\n", label, c.channel)
		return
	}
	req := c.request(who)
	req.Kind, req.CustomID = commands.KindComponent, id
	c.show(who, req, c.bot.Handle(c.withProgress(ctx), req))
}

func findButton(r *commands.Response, label string) string {
	for _, comp := range r.Components {
		if row, ok := comp.(discordgo.ActionsRow); ok {
			for _, k := range row.Components {
				if b, ok := k.(discordgo.Button); ok && (strings.EqualFold(b.Label, label) || strings.EqualFold(words(b.Label), label) || strings.EqualFold(b.CustomID, label)) {
					return b.CustomID
				}
			}
		}
	}
	return ""
}

var (
	mention        = regexp.MustCompile(`<@console-([^>]+)>`)
	channelMention = regexp.MustCompile(`^<#(\d+)>$`)
	channelRef     = regexp.MustCompile(`<#(\d+)>`)
)

// choose picks an option of the newest select menu the person can see
// (their own last private message first, then the channel's messages,
// newest first): by its number as listed, or by its label.
func (c *Console) choose(ctx context.Context, who, which string) {
	which = strings.Trim(which, `"`)
	var menu *discordgo.SelectMenu
	if p := c.private[who]; p != nil {
		menu = findMenu(p)
	}
	msgs := c.messages[c.channel]
	for i := len(msgs) - 1; i >= 0 && menu == nil; i-- {
		menu = findMenu(msgs[i])
	}
	if menu == nil {
		fmt.Fprintf(c.out, "? no menu to choose from in #%s\n", c.channel)
		return
	}
	value := ""
	if n, err := strconv.Atoi(which); err == nil && n >= 1 && n <= len(menu.Options) {
		value = menu.Options[n-1].Value
	}
	for _, o := range menu.Options {
		if value == "" && strings.EqualFold(o.Label, which) {
			value = o.Value
		}
	}
	if value == "" {
		fmt.Fprintf(c.out, "? the menu has no option %q: give its number, 1 to %d\n", which, len(menu.Options))
		return
	}
	req := c.request(who)
	req.Kind, req.CustomID, req.Values = commands.KindComponent, menu.CustomID, []string{value}
	c.show(who, req, c.bot.Handle(ctx, req))
}

func findMenu(r *commands.Response) *discordgo.SelectMenu {
	for _, comp := range r.Components {
		if row, ok := comp.(discordgo.ActionsRow); ok {
			for _, k := range row.Components {
				if m, ok := k.(discordgo.SelectMenu); ok {
					return &m
				}
			}
		}
	}
	return nil
}

// withProgress prints a long request's progress reports (the edits of its
// deferred reply on Discord) as they come: "… Evaluating move 10 of 50".
func (c *Console) withProgress(ctx context.Context) context.Context {
	return commands.WithProgress(ctx, func(text string) { fmt.Fprintf(c.out, "… %s\n", text) })
}

// show prints a response and saves its files.
func (c *Console) show(who string, req *commands.Request, r *commands.Response) {
	if r.Modal != nil {
		c.openForm(who, r.Modal)
		return
	}
	prefix := ""
	switch {
	case r.Ephemeral && r.Update:
		prefix = "(only " + who + " sees this; edits the message) "
	case r.Ephemeral:
		prefix = "(only " + who + " sees this) "
	case r.Update:
		prefix = "(edits the message) "
	}
	c.print(prefix, r)
	switch {
	case r.Ephemeral && len(r.Components) > 0:
		c.private[who] = r
	case !r.Ephemeral && len(r.Components) > 0:
		c.remember(c.channel, r)
	}
	_ = req
}

// remember keeps a message with buttons of a channel, to be clicked.
func (c *Console) remember(channel string, r *commands.Response) {
	c.messages[channel] = append(c.messages[channel], r)
	if n := len(c.messages[channel]); n > 20 {
		c.messages[channel] = c.messages[channel][n-20:]
	}
}

// print writes a message after prefix: its text (mentions and channels by
// name), its files saved with their paths, its buttons and its menu.
func (c *Console) print(prefix string, r *commands.Response) {
	text := mention.ReplaceAllString(r.Content, "@$1")
	text = channelRef.ReplaceAllStringFunc(text, func(m string) string {
		if name, ok := c.names[channelRef.FindStringSubmatch(m)[1]]; ok {
			return "#" + name
		}
		return m
	})
	text = discordTime.ReplaceAllStringFunc(text, func(m string) string {
		n, err := strconv.ParseInt(discordTime.FindStringSubmatch(m)[1], 10, 64)
		if err != nil {
			return m
		}
		return time.Unix(n, 0).UTC().Format("2006-01-02 15:04:05 UTC")
	})
	fmt.Fprintln(c.out, prefix+strings.ReplaceAll(text, "\n", "\n  "))
	for _, f := range r.Files {
		path := filepath.Join(c.dir, fmt.Sprintf("%04d-%s", c.nextFile(), f.Name))
		if err := os.WriteFile(path, f.Data, 0o644); err != nil {
			fmt.Fprintln(c.out, "? saving", f.Name+":", err)
			continue
		}
		fmt.Fprintln(c.out, "  [file]", path)
	}
	var labels []string
	for _, comp := range r.Components {
		if row, ok := comp.(discordgo.ActionsRow); ok {
			for _, k := range row.Components {
				if b, ok := k.(discordgo.Button); ok {
					labels = append(labels, "["+b.Label+"]")
				}
			}
		}
	}
	if len(labels) > 0 {
		fmt.Fprintln(c.out, "  buttons:", strings.Join(labels, " "))
	}
	if menu := findMenu(r); menu != nil {
		opts := make([]string, len(menu.Options))
		for i, o := range menu.Options {
			// Labels that start with their number already (the review's
			// variations: "2: White F3") are not numbered twice.
			n := strconv.Itoa(i + 1)
			opts[i] = n + ") " + o.Label
			if strings.HasPrefix(o.Label, n+":") || strings.HasPrefix(o.Label, n+")") {
				opts[i] = o.Label
			}
			if o.Default {
				opts[i] += " ✓"
			}
		}
		fmt.Fprintf(c.out, "  menu (%s; as NAME select N): %s\n", menu.Placeholder, strings.Join(opts, "  "))
	}
}

// savedName is the name of a file the console saved: its number, a dash
// and the file's own name.
var savedName = regexp.MustCompile(`^(\d{4,})-`)

// nextFile returns the number of the next file to save. The first call
// counts the files an earlier console saved in the folder, so that a
// restarted console numbers its files after them and overwrites none.
func (c *Console) nextFile() int {
	if !c.numbered {
		c.numbered = true
		entries, _ := os.ReadDir(c.dir) // an unreadable folder fails at the write
		for _, e := range entries {
			if m := savedName.FindStringSubmatch(e.Name()); m != nil {
				if n, err := strconv.Atoi(m[1]); err == nil && n > c.files {
					c.files = n
				}
			}
		}
	}
	c.files++
	return c.files
}

// words returns a label without its symbols ("Next ▶" → "Next"), so that
// buttons can be clicked by their words.
func words(label string) string {
	return strings.TrimSpace(strings.Map(func(r rune) rune {
		if r == ' ' || unicode.IsLetter(r) || unicode.IsDigit(r) {
			return r
		}
		return -1
	}, label))
}
