package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"strings"

	"github.com/gobot-baduk/gobot/bot"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/store"
)

// runConsole runs "gobot console": the commands, played locally.
func runConsole(ctx context.Context, m *Main, args []string) error {
	fs := flag.NewFlagSet("console", flag.ContinueOnError)
	fs.SetOutput(m.Stderr)
	dir := fs.String("images", "", "folder for the images (default GOBOT_IMAGE_DIR or ./console-images)")
	if err := fs.Parse(args); err != nil {
		return usageError{err.Error()}
	}
	if fs.NArg() > 0 {
		return usageError{fmt.Sprintf("gobot console: unexpected argument %q", fs.Arg(0))}
	}
	c, err := m.config()
	if err != nil {
		return err
	}
	if *dir != "" {
		c.ImageDir = *dir
	}
	return m.console(ctx, c)
}

// console plays through the commands at the keyboard. Its games are kept
// in memory, and end with it, unless a durable store is asked for
// explicitly (consoleStore); it says which at the start.
func (m *Main) console(ctx context.Context, c *config) error {
	logger := newLogger(m.Stderr, c)
	// The console logs only warnings: its replies are the output.
	if c.LogLevel < slog.LevelWarn {
		c.LogLevel = slog.LevelWarn
		logger = newLogger(m.Stderr, c)
	}
	sc, kept := consoleStore(m.Getenv, c)
	// At the console "attaching" a file means naming a local one. Its
	// clock is its own, so that a week of daily puzzles, or a game on a
	// clock, can be tried in a minute ("time", "wait", "down").
	clock := &bot.ConsoleClock{}
	withEngine, closeEngine := engineOption(c, logger)
	defer closeEngine()
	b, st, err := openBot(ctx, sc, logger, bot.FileFetcher{}, commands.WithClock(clock), withEngine)
	if err != nil {
		return err
	}
	defer st.Close()
	fmt.Fprintf(m.Stdout, "%s\n\n%s\n", bot.ConsoleHelp, kept)
	con := bot.NewConsole(b, m.Stdout, c.ImageDir)
	if st.Daily != nil {
		con.Schedule(bot.NewScheduler(b, nil, st.Daily, logger, bot.PostTo(con.Poster()), bot.ScheduleClock(clock.Now)), clock)
	}
	con.WithDeadlines(bot.NewDeadlineScheduler(b, con.Poster(), logger), clock)
	return con.Run(ctx, m.Stdin)
}

// consoleStore chooses the console's store and says what becomes of its
// games. The console is for trying gobot out, so by default it keeps
// nothing (and leaves the bot's own database alone); GOBOT_DATABASE_URL or
// GOBOT_DB set explicitly (not the serve default ./data/gobot.db) keeps
// its games there, as serve does, unless GOBOT_STORE=memory.
func consoleStore(getenv func(string) string, c *config) (store.Config, string) {
	switch {
	case c.Store == "memory":
		return store.Config{Memory: true}, "Games are kept in memory (GOBOT_STORE=memory) and end when the console does."
	case c.DatabaseURL != "":
		// The URL is not printed: it may hold a password.
		return store.Config{URL: c.DatabaseURL}, "Games are kept in PostgreSQL (GOBOT_DATABASE_URL): they survive restarts."
	case strings.TrimSpace(getenv("GOBOT_DB")) != "":
		return store.Config{Path: c.DBPath}, fmt.Sprintf("Games are kept in SQLite at %s (GOBOT_DB): they survive restarts.", c.DBPath)
	}
	return store.Config{Memory: true}, "Games are kept in memory and end when the console does; set GOBOT_DB to a file to keep them."
}
