// Command gobot is the Discord bot for the game of Go, with its tools.
//
//	gobot [serve]     run the bot (gateway, or HTTP interactions when configured)
//	gobot console     play through the bot locally, without Discord
//	gobot gtp         speak GTP v2 on stdin/stdout (for GoGui, Sabaki, GNU Go's tools)
//	gobot render      draw an SGF position as a PNG
//	gobot register    register the slash commands with Discord and exit
//
// Configuration comes from the environment and from .env (see .env.example).
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sort"
	"syscall"
	// The time zones' data is in the binary: the scratch Docker image has
	// none, and each server's daily puzzle runs in its own zone.
	_ "time/tzdata"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	m := &Main{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Getenv: os.Getenv}
	if err := m.Run(ctx, os.Args[1:]); err != nil {
		var u usageError
		if errors.As(err, &u) {
			fmt.Fprintln(os.Stderr, "gobot:", err)
			os.Exit(2)
		}
		fmt.Fprintln(os.Stderr, "gobot:", err)
		os.Exit(1)
	}
}

// Main is the program with its surroundings made explicit, so that tests can
// run every subcommand in-process.
type Main struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	// Getenv reads configuration; tests replace it.
	Getenv func(string) string
}

// subcommand is one of gobot's verbs.
type subcommand struct {
	summary string
	run     func(ctx context.Context, m *Main, args []string) error
}

// subcommands lists the verbs; each lives in its own file.
var subcommands = map[string]subcommand{
	"serve":    {"run the bot (the default)", runServe},
	"console":  {"play through the bot locally, without Discord", runConsole},
	"gtp":      {"speak GTP v2 on standard input and output", runGTP},
	"render":   {"draw an SGF position as a PNG", runRender},
	"puzzles":  {"generate proven life-and-death problems (puzzles generate)", runPuzzles},
	"register": {"register the slash commands with Discord and exit", runRegister},
}

// usageError is a mistake on the command line.
type usageError struct{ msg string }

func (u usageError) Error() string { return u.msg }

// Run runs the subcommand named by args[0] (serve when there is none).
func (m *Main) Run(ctx context.Context, args []string) error {
	name := "serve"
	switch {
	case len(args) > 0 && isHelp(args[0]):
		// Asked before the default subcommand is chosen: "gobot -h" is
		// a request for the usage, not a flag given to serve.
		m.usage(m.Stdout)
		return nil
	case len(args) > 0 && len(args[0]) > 0 && args[0][0] != '-':
		name, args = args[0], args[1:]
	}
	sc, ok := subcommands[name]
	if !ok {
		m.usage(m.Stderr)
		return usageError{fmt.Sprintf("unknown subcommand %q", name)}
	}
	return sc.run(ctx, m, args)
}

// isHelp reports whether arg asks for the usage: help, -h, -help, --help.
func isHelp(arg string) bool {
	switch arg {
	case "help", "-h", "-help", "--help":
		return true
	}
	return false
}

func (m *Main) usage(w io.Writer) {
	fmt.Fprintln(w, "usage: gobot [subcommand] [flags]")
	names := make([]string, 0, len(subcommands))
	for n := range subcommands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-9s %s\n", n, subcommands[n].summary)
	}
}
