// Command fakegtp is a GTP engine for the engine package's tests: gobot's
// own GTP server (core/gtp, random legal moves) with one fault injected
// into genmove, to show that the pool survives it.
//
//	fakegtp -fault crash|hang|garbage|nonsense|illegal|resign|slowstart [-once FILE] [-delay D] [-start D]
//
// crash exits in the middle of the answer; hang never answers; garbage
// answers a line that is not GTP; nonsense answers "= " with a vertex off
// the board; illegal answers a point that holds a stone; resign resigns;
// slowstart waits -start before reading its first command. With -once the
// fault happens only while FILE does not exist, and creates it, so that a
// retry on a fresh process succeeds. -delay waits before every genmove
// answer, as a thinking engine does.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/gtp"
)

func main() {
	fault := flag.String("fault", "", "the fault to inject")
	once := flag.String("once", "", "inject the fault only while this file does not exist")
	delay := flag.Duration("delay", 0, "wait before each genmove answer")
	start := flag.Duration("start", 2*time.Second, "the wait of slowstart")
	flag.Parse()

	faulty := func() bool {
		if *fault == "" {
			return false
		}
		if *once == "" {
			return true
		}
		if _, err := os.Stat(*once); err == nil {
			return false
		}
		_ = os.WriteFile(*once, nil, 0o644)
		return true
	}
	if *fault == "slowstart" && faulty() {
		time.Sleep(*start)
	}
	e := gtp.New(gtp.Name("fakegtp"), gtp.Seed(1), gtp.NoFiles())
	in := bufio.NewScanner(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	for in.Scan() {
		line := in.Text()
		if f := strings.Fields(line); len(f) > 0 && f[0] == "genmove" {
			time.Sleep(*delay)
			if *fault != "slowstart" && faulty() {
				inject(*fault, e, out)
				continue
			}
		}
		ans, quit := e.Handle(line)
		out.WriteString(ans)
		out.Flush()
		if quit {
			return
		}
	}
}

// inject answers a genmove with the fault.
func inject(fault string, e *gtp.Engine, out *bufio.Writer) {
	switch fault {
	case "crash":
		out.WriteString("= ")
		out.Flush()
		os.Exit(3)
	case "hang":
		time.Sleep(time.Hour)
	case "garbage":
		out.WriteString("segmentation fault (core dumped)\n\n")
	case "nonsense":
		out.WriteString("= Z99\n\n")
	case "illegal":
		b := e.Game().Board()
		p := core.NoPoint
		for c := core.Black; c <= core.White && p == core.NoPoint; c++ {
			stones := b.Stones(c)
			if stones.Any() {
				p = stones.First()
			}
		}
		fmt.Fprintf(out, "= %v\n\n", p)
	case "resign":
		out.WriteString("= resign\n\n")
	default:
		fmt.Fprintf(out, "? unknown fault %s\n\n", fault)
	}
	out.Flush()
}
