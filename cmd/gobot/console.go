package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"

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

// console plays on an in-memory store: the console is for trying gobot
// out, and its games end with it.
func (m *Main) console(ctx context.Context, c *config) error {
	logger := newLogger(m.Stderr, c)
	// The console logs only warnings: its replies are the output.
	if c.LogLevel < slog.LevelWarn {
		c.LogLevel = slog.LevelWarn
		logger = newLogger(m.Stderr, c)
	}
	// At the console "attaching" a file means naming a local one.
	b, st, err := openBot(ctx, store.Config{Memory: true}, logger, commands.WithFetcher(commands.FileFetcher{}))
	if err != nil {
		return err
	}
	defer st.Close()
	fmt.Fprintf(m.Stdout, "%s\n\n", bot.ConsoleHelp)
	return bot.NewConsole(b, m.Stdout, c.ImageDir).Run(ctx, m.Stdin)
}
