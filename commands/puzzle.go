package commands

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/practice"
	"github.com/gobot-baduk/gobot/puzzles"
	"github.com/gobot-baduk/gobot/render"
)

func puzzleCommand() *slashCommand {
	id := &discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionString, Name: "id", Autocomplete: true,
		Description: "A puzzle's id, to go back to an earlier day's (default: today's); type to search"}
	opt := func(t discordgo.ApplicationCommandOptionType, name, desc string) *discordgo.ApplicationCommandOption {
		return &discordgo.ApplicationCommandOption{Type: t, Name: name, Description: desc}
	}
	sub := func(name, desc string, opts ...*discordgo.ApplicationCommandOption) *discordgo.ApplicationCommandOption {
		return &discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionSubCommand, Name: name, Description: desc, Options: opts}
	}
	by := opt(discordgo.ApplicationCommandOptionString, "by", "What to rank by (default: streak)")
	by.Choices = []*discordgo.ApplicationCommandOptionChoice{{Name: "streak", Value: "streak"}, {Name: "solved", Value: "solved"}, {Name: "rating", Value: "rating"}}
	return &slashCommand{
		Def: &discordgo.ApplicationCommand{
			Name:        "puzzle",
			Description: "The daily life-and-death puzzle",
			Options: []*discordgo.ApplicationCommandOption{
				sub("today", "Post today's puzzle", id),
				sub("answer", "Answer the puzzle (only you see the reply)",
					&discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionString, Name: "point", Description: "Your move, e.g. B18; or your whole line, e.g. B18 A17", Required: true},
					id),
				sub("hint", "A hint for your next move (only you see it)", id),
				sub("show", "Show the solution (only you see it; a later solve earns no credit)", id),
				sub("stats", "Solved puzzles, streaks and rating in this server", opt(discordgo.ApplicationCommandOptionUser, "user", "Whose (default: yours)")),
				sub("leaderboard", "This server's top ten, and your place", by),
				sub("next", "A puzzle you have not tried, near your rating, for practice (only you see it)"),
				sub("list", "This server's earlier daily puzzles", opt(discordgo.ApplicationCommandOptionString, "before", "Only days before this one (YYYY-MM-DD), to page back")),
				sub("reset", "Delete your puzzle stats in this server (asks to confirm)", opt(discordgo.ApplicationCommandOptionUser, "user", "Whose (server managers only; default: yours)")),
				sub("random", "A fresh puzzle at a level, one you have not tried (only you see it)",
					&discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionInteger, Name: "level", Description: "1 (easy) to 5 (default: near your rating)",
						MinValue: &minLevel, MaxValue: 5}),
				sub("import", "Import problems from an SGF file into this server (managers; each is proved first)",
					&discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionAttachment, Name: "file", Description: "An .sgf file: one problem or a collection (up to 256 KB, 200 problems)", Required: true}),
				sub("imported", "This server's imported problems", opt(discordgo.ApplicationCommandOptionInteger, "page", "Page of the list (default 1)")),
				sub("remove", "Remove one of this server's imported problems (managers)",
					&discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionString, Name: "id", Description: "The problem's id, like srv-0123456789", Required: true}),
			},
		},
		Run:          runPuzzle,
		Autocomplete: puzzleAutocomplete,
		Defer: func(req *Request) Deferral {
			// A move off the book's lines is judged by the solver.
			if req.Subcommand == "answer" || req.Subcommand == "hint" || req.Subcommand == "import" {
				return DeferEphemeral
			}
			return NoDefer
		},
	}
}

func runPuzzle(ctx context.Context, b *Bot, req *Request) (*Response, error) {
	switch req.Subcommand {
	case "stats":
		return b.puzzleStats(ctx, req, false)
	case "leaderboard":
		return b.puzzleLeaderboard(ctx, req)
	case "next":
		return b.puzzleNext(ctx, req)
	case "list":
		return b.puzzleList(ctx, req)
	case "reset":
		return b.puzzleReset(ctx, req)
	case "random":
		return b.puzzleRandom(ctx, req)
	case "import":
		return b.puzzleImport(ctx, req)
	case "imported":
		return b.puzzleImported(ctx, req)
	case "remove":
		return b.puzzleRemove(ctx, req)
	}
	if req.Subcommand == "today" && strings.TrimSpace(req.Options["id"]) == "" {
		p, day, err := b.today(ctx, req.GuildID)
		if err != nil {
			return nil, err
		}
		return b.puzzlePost(ctx, p, "Daily puzzle of "+day.String(), "", true)
	}
	p, err := b.puzzleFor(ctx, req.GuildID, req.Options["id"])
	if err != nil {
		return nil, err
	}
	switch req.Subcommand {
	case "today":
		return b.puzzlePost(ctx, p, "Puzzle", "", false)
	case "answer":
		return b.puzzleAnswer(ctx, req, p, req.Options["point"])
	case "hint":
		return b.puzzleHint(ctx, req, p)
	case "show":
		return b.puzzleShow(ctx, req, p)
	}
	return nil, userf("Use `/puzzle today`, `answer point:`, `hint`, `show`, `stats`, `leaderboard`, `next`, `random`, `list`, `reset`, `import`, `imported` or `remove`.")
}

// minLevel is the lowest puzzle level, for the level option's bound.
var minLevel = 1.0

// collection returns the puzzles gobot knows.
func collection() (*puzzles.Collection, error) {
	c, err := puzzles.Builtin()
	if err != nil {
		return nil, fmt.Errorf("loading puzzles: %w", err)
	}
	return c, nil
}

// puzzleFor returns the puzzle with the given id, or the server's puzzle
// of today when id is empty.
func (b *Bot) puzzleFor(ctx context.Context, guildID, id string) (*puzzles.Puzzle, error) {
	id = strings.ToLower(strings.TrimSpace(id))
	if id == "" {
		p, _, err := b.today(ctx, guildID)
		return p, err
	}
	p, err := b.puzzleByID(ctx, guildID, id)
	if err != nil {
		return nil, err
	}
	if p == nil {
		c, err := collection()
		if err != nil {
			return nil, err
		}
		return nil, userf("There is no puzzle %q. The id is shown under each day's puzzle, like `%s`; `/puzzle list` lists this server's, and the `id` option searches as you type.", clip(id), c.All()[0].ID())
	}
	return p, nil
}

// today returns the puzzle a server calls today's, and its day: the
// server's current daily post's (the latest, which stays today's puzzle
// until the next is posted) where gobot posts one, and otherwise the
// schedule's puzzle of the server's day in its time zone (UTC outside a
// server).
func (b *Bot) today(ctx context.Context, guildID string) (*puzzles.Puzzle, practice.Day, error) {
	sched, posting := b.schedule(ctx, guildID)
	if posting && b.practice != nil {
		cur, err := b.practice.Current(ctx, guildID)
		if err != nil {
			return nil, practice.NoDay, err
		}
		if cur != nil {
			p, err := b.puzzleByID(ctx, guildID, cur.PuzzleID)
			if err != nil {
				return nil, practice.NoDay, err
			}
			if p != nil {
				return p, cur.Day, nil
			}
		}
	}
	day := sched.Day(b.clock.Now())
	p, err := b.dailyPuzzle(ctx, guildID, day)
	return p, day, err
}

// schedule returns the server's daily schedule (its hour and time zone;
// UTC and gobot's default hour outside a server or when none was set), and
// whether gobot posts its daily puzzle. A stored zone gobot cannot load is
// logged and read as UTC.
func (b *Bot) schedule(ctx context.Context, guildID string) (practice.Schedule, bool) {
	utc, _ := practice.NewSchedule("", practice.DefaultHour)
	if guildID == "" {
		return utc, false
	}
	set, err := b.stores.Guilds.Settings(ctx, guildID)
	if err != nil {
		b.logger.WarnContext(ctx, "reading the guild's schedule", "guild", guildID, "error", err.Error())
		return utc, false
	}
	s, err := practice.NewSchedule(set.PuzzleZone, set.PuzzleHour)
	if err != nil {
		b.logger.WarnContext(ctx, "the guild's schedule is unreadable", "guild", guildID, "error", err.Error())
		s, _ = practice.NewSchedule("", set.PuzzleHour%24)
	}
	return s, set.PuzzleChannel != ""
}

// dailyPuzzle returns the puzzle of a server's day, from what its daily
// draws on (the built-in collection outside a server).
func (b *Bot) dailyPuzzle(ctx context.Context, guildID string, day practice.Day) (*puzzles.Puzzle, error) {
	c, err := b.dailyCollection(ctx, guildID)
	if err != nil {
		return nil, err
	}
	p := c.Daily(day.Date())
	if p == nil {
		return nil, errors.New("commands: the built-in puzzle collection is empty")
	}
	return p, nil
}

// ref is what the practice domain knows of a puzzle.
func ref(p *puzzles.Puzzle) practice.Puzzle {
	return practice.Puzzle{ID: p.ID(), Level: p.Difficulty()}
}

func stars(d int) string {
	return strings.Repeat("★", d) + strings.Repeat("☆", 5-d)
}

// puzzleImage draws the puzzle after line in the look (see look.go);
// numbered, its moves carry their numbers.
func (b *Bot) puzzleImage(p *puzzles.Puzzle, line []core.Move, numbered bool, look match.Look) (File, error) {
	g, err := p.Game(line...)
	if err != nil {
		return File{}, fmt.Errorf("puzzle %s: %w", p.ID(), err)
	}
	// Only the corner or side the problem is in, drawn large: on a phone
	// a whole 19×19 board leaves the stones too small to read.
	lo, hi := p.Bounds()
	v := View{Cropped: true, CropLo: lo, CropHi: hi, Look: look}
	if numbered {
		v.Numbers = render.AllMoves
	}
	var buf bytes.Buffer
	if err := b.render.RenderBoard(&buf, g, v); err != nil {
		return File{}, fmt.Errorf("rendering puzzle %s: %w", p.ID(), err)
	}
	return File{Name: "puzzle-" + p.ID() + ".png", ContentType: "image/png", Data: buf.Bytes()}, nil
}

// puzzleButtons are the buttons under a puzzle: Answer (a form), Hint, My
// stats and Show solution, each carrying the puzzle's id.
func puzzleButtons(p *puzzles.Puzzle) []discordgo.MessageComponent {
	return []discordgo.MessageComponent{row(
		button("Answer", "puzzle-answer", p.ID(), discordgo.PrimaryButton),
		button("Hint", "puzzle-hint", p.ID(), discordgo.SecondaryButton),
		button("My stats", "puzzle-stats", p.ID(), discordgo.SecondaryButton),
		button("Show solution", "puzzle-show", p.ID(), discordgo.SecondaryButton),
	)}
}

// puzzlePost shows a puzzle with its buttons, headed by what it is ("Daily
// puzzle", "Practice puzzle"): its image, goal, level and where it is;
// publicly, or to viewer alone, in their look, when viewer is set. daily
// says it is the server's puzzle of the day, which /puzzle answer answers
// without an id; the others name theirs in the command they suggest.
func (b *Bot) puzzlePost(ctx context.Context, p *puzzles.Puzzle, what string, viewer string, daily bool) (*Response, error) {
	ephemeral := viewer != ""
	look := match.Look{}
	if ephemeral {
		look = b.lookFor(ctx, viewer)
	}
	f, err := b.puzzleImage(p, nil, false, look)
	if err != nil {
		return nil, err
	}
	rating := ""
	if b.practice != nil {
		pr, err := b.practice.PuzzleRatingOf(ctx, ref(p))
		if err != nil {
			return nil, err
		}
		rating = fmt.Sprintf(", rated %.0f", pr.Rating.Rating)
	}
	answer := "/puzzle answer point:"
	if !daily {
		answer = "/puzzle answer id:" + p.ID() + " point:"
	}
	content := fmt.Sprintf("**%s: %s** %s (level %d%s)\n**%s to play. %s.** The problem is %s.\n%s\nAnswer with the **Answer** button or `%s` (only you will see the reply). Puzzle id: `%s`.",
		what, p.Title(), stars(p.Difficulty()), p.Difficulty(), rating, colorName(p.ToPlay()), p.GoalText(), p.Where(), p.Intro(), answer, p.ID())
	return &Response{Content: content, Files: []File{f}, Components: puzzleButtons(p), Ephemeral: ephemeral}, nil
}

// puzzleName names the puzzle a request is about: "today's puzzle", or by
// its title and id when the request named it.
func puzzleName(req *Request, p *puzzles.Puzzle) string {
	if strings.TrimSpace(req.Options["id"]) == "" {
		return "today's puzzle"
	}
	return fmt.Sprintf("the puzzle %s (`%s`)", p.Title(), p.ID())
}

// idOption repeats the request's puzzle id as an option, for a command the
// reply suggests.
func idOption(req *Request) string {
	if strings.TrimSpace(req.Options["id"]) == "" {
		return ""
	}
	return " id:" + strings.ToLower(strings.TrimSpace(req.Options["id"]))
}

// who is the practice domain's actor of a request.
func who(req *Request) practice.Who {
	return practice.Who{GuildID: req.GuildID, UserID: req.User.ID, Interaction: req.InteractionID}
}

// practiceError words the practice domain's refusals.
func practiceError(err error) error {
	var tf *practice.TooFast
	switch {
	case errors.As(err, &tf):
		secs := int((tf.Wait + 999_999_999) / 1_000_000_000)
		return userWrap(err, "You are answering too fast: wait %d second%s before your next answer. (Answers are limited so that the solver can serve everyone.)", secs, plural(secs))
	case errors.Is(err, practice.ErrAlreadyHandled):
		return userWrap(err, alreadyHandled)
	case errors.Is(err, practice.ErrContended):
		return userWrap(err, "Your puzzle record changed while your answer was judged; try again.")
	}
	return err
}
