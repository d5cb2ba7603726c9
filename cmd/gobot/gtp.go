package main

import (
	"context"
	"flag"
	"fmt"
	"runtime/debug"
	"time"

	"github.com/gobot-baduk/gobot/core/gtp"
)

// runGTP runs "gobot gtp": a GTP v2 engine on standard input and output,
// for GoGui, Sabaki, kgsGtp or GNU Go's twogtp. It ends at "quit", at the
// end of the input, or when ctx is cancelled.
func runGTP(ctx context.Context, m *Main, args []string) error {
	fs := flag.NewFlagSet("gtp", flag.ContinueOnError)
	fs.SetOutput(m.Stderr)
	seed := fs.Uint64("seed", 0, "seed for genmove's random moves (default: from the clock)")
	if err := fs.Parse(args); err != nil {
		return usageError{err.Error()}
	}
	if fs.NArg() > 0 {
		return usageError{fmt.Sprintf("gobot gtp: unexpected argument %q", fs.Arg(0))}
	}
	if *seed == 0 {
		*seed = uint64(time.Now().UnixNano())
	}
	e := gtp.New(gtp.Version(buildVersion()), gtp.Seed(*seed))
	done := make(chan error, 1)
	go func() { done <- e.Serve(m.Stdin, m.Stdout) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		return nil
	}
}

// buildVersion is the module version gobot was built as, or "dev".
func buildVersion() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "dev"
}
