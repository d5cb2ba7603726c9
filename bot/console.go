package bot

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/commands"
)

// Console plays through the commands locally, without Discord: lines such
// as "as alice /play opponent:bob size:9", "as bob click accept" or
// "as bob /move D4" act as the named person, replies are printed as text,
// and images and files are saved to a folder with their paths printed.
type Console struct {
	bot     *commands.Bot
	out     io.Writer
	dir     string
	channel string
	n       int
	files   int
	// messages are the channel's messages with buttons, newest last, and
	// private holds each person's last ephemeral message with buttons.
	messages map[string][]*commands.Response
	private  map[string]*commands.Response
	admins   map[string]bool
}

// NewConsole returns a console writing to out and saving files in dir.
func NewConsole(b *commands.Bot, out io.Writer, dir string) *Console {
	return &Console{bot: b, out: out, dir: dir, channel: "general", messages: map[string][]*commands.Response{}, private: map[string]*commands.Response{}, admins: map[string]bool{}}
}

// ConsoleHelp explains the console's lines.
const ConsoleHelp = `Type commands as different people:
  as alice /play opponent:bob size:9     challenge bob on 9×9
  as bob click accept                     click a button (by its label)
  as alice /move D4                       options can be given without a name when there is one
  as bob /move point:pass
  as alice /score toggle point:E5         as in Discord: /board, /analyze, /score, /game
  as alice /puzzle today                  the daily puzzle; /puzzle answer point:B18, hint, show
  as alice /review start file:game.sgf    review a local SGF file; then click next, /review play ...
  admin carol                             make carol a server admin (for /settings, /game abandon)
  channel NAME                            switch to another channel or thread
  help, quit`

// Run reads lines from in until it ends, ctx ends or "quit".
func (c *Console) Run(ctx context.Context, in io.Reader) error {
	if err := os.MkdirAll(c.dir, 0o755); err != nil {
		return fmt.Errorf("bot: console image folder: %w", err)
	}
	fmt.Fprintf(c.out, "gobot console: images go to %s. Type help for help.\n", c.dir)
	sc := bufio.NewScanner(in)
	for {
		fmt.Fprintf(c.out, "#%s> ", c.channel)
		if !sc.Scan() {
			fmt.Fprintln(c.out)
			return sc.Err()
		}
		if ctx.Err() != nil {
			return nil
		}
		if quit := c.Line(ctx, sc.Text()); quit {
			return nil
		}
	}
}

// Line runs one console line and reports whether it was "quit".
func (c *Console) Line(ctx context.Context, line string) bool {
	line = strings.TrimSpace(line)
	fields := strings.Fields(line)
	switch {
	case line == "" || strings.HasPrefix(line, "#"):
		return false
	case line == "quit" || line == "exit":
		return true
	case line == "help":
		fmt.Fprintln(c.out, ConsoleHelp)
	case len(fields) == 2 && fields[0] == "channel":
		c.channel = fields[1]
		fmt.Fprintf(c.out, "now in #%s\n", c.channel)
	case len(fields) == 2 && fields[0] == "admin":
		c.admins[strings.ToLower(fields[1])] = true
		fmt.Fprintf(c.out, "%s is a server admin\n", fields[1])
	case len(fields) >= 3 && fields[0] == "as":
		who := strings.ToLower(fields[1])
		rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line[2:]), fields[1]))
		if strings.HasPrefix(rest, "click ") {
			c.click(ctx, who, strings.TrimSpace(rest[len("click "):]))
		} else {
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
	return &commands.Request{InteractionID: "console-" + strconv.Itoa(c.n), User: c.user(who), Admin: c.admins[who], GuildID: "console", ChannelID: c.channel}
}

// firstOption names the option a bare value belongs to, e.g. /move D4.
var firstOption = map[string]string{"move": "point", "board": "overlay", "score toggle": "point"}

// parseConsoleLine reads a command line, allowing one bare value after a
// command that has a first option: "/move D4" is "/move point:D4". The
// value is kept as typed (a subcommand name would be lower-cased), so that
// a reply quoting it quotes what the user wrote.
func parseConsoleLine(text string) (commands.CommandLine, error) {
	parts := strings.Fields(text)
	for n := len(parts) - 1; n >= 1; n-- {
		name := firstOption[strings.ToLower(strings.TrimPrefix(strings.Join(parts[:n], " "), "/"))]
		if name == "" || strings.Contains(strings.Join(parts[n:], " "), ":") {
			continue
		}
		cl, err := commands.ParseCommandLine(strings.Join(parts[:n], " "))
		if err != nil {
			break
		}
		cl.Options[name] = strings.Join(parts[n:], " ")
		return cl, nil
	}
	return commands.ParseCommandLine(text)
}

func (c *Console) command(ctx context.Context, who, text string) {
	cl, err := parseConsoleLine(text)
	if err != nil {
		fmt.Fprintln(c.out, "?", strings.TrimPrefix(err.Error(), "commands: "))
		return
	}
	req := c.request(who)
	req.Kind, req.Command, req.Subcommand, req.Options = commands.KindCommand, cl.Command, cl.Subcommand, cl.Options
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
		size := 0
		if fi, err := os.Stat(abs); err == nil {
			size = int(fi.Size())
		}
		req.Options["file"] = "console-file"
		req.Attachments = map[string]commands.Attachment{"console-file": {ID: "console-file", Filename: filepath.Base(abs), URL: "file://" + abs, Size: size}}
	}
	c.show(who, req, c.bot.Handle(ctx, req))
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
	c.show(who, req, c.bot.Handle(ctx, req))
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

var mention = regexp.MustCompile(`<@console-([^>]+)>`)

// show prints a response and saves its files.
func (c *Console) show(who string, req *commands.Request, r *commands.Response) {
	prefix := ""
	switch {
	case r.Ephemeral:
		prefix = "(only " + who + " sees this) "
	case r.Update:
		prefix = "(edits the message) "
	}
	text := mention.ReplaceAllString(r.Content, "@$1")
	fmt.Fprintln(c.out, prefix+strings.ReplaceAll(text, "\n", "\n  "))
	for _, f := range r.Files {
		c.files++
		path := filepath.Join(c.dir, fmt.Sprintf("%04d-%s", c.files, f.Name))
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
	switch {
	case r.Ephemeral && len(r.Components) > 0:
		c.private[who] = r
	case !r.Ephemeral && len(r.Components) > 0:
		c.messages[c.channel] = append(c.messages[c.channel], r)
		if n := len(c.messages[c.channel]); n > 20 {
			c.messages[c.channel] = c.messages[c.channel][n-20:]
		}
	}
	_ = req
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
