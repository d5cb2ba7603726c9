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
// retry on a fresh process succeeds. -log appends every line read to a
// file. -delay waits before every genmove
// answer, as a thinking engine does. With -kata it also answers
// kata-analyze as KataGo documents it: an info line every 20 ms (three
// legal moves and a pass, with made-up but well-formed values) until
// the next line it reads.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/gtp"
)

func main() {
	fault := flag.String("fault", "", "the fault to inject")
	once := flag.String("once", "", "inject the fault only while this file does not exist")
	delay := flag.Duration("delay", 0, "wait before each genmove answer")
	start := flag.Duration("start", 2*time.Second, "the wait of slowstart")
	kata := flag.Bool("kata", false, "answer kata-analyze as KataGo does")
	logPath := flag.String("log", "", "append every command line read to this file")
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
	out := &lockedWriter{w: bufio.NewWriter(os.Stdout)}
	var stopAnalysis func()
	var logFile *os.File
	if *logPath != "" {
		f, err := os.OpenFile(*logPath, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		logFile = f
	}
	for in.Scan() {
		line := in.Text()
		if logFile != nil {
			fmt.Fprintln(logFile, line)
		}
		if stopAnalysis != nil {
			// Any line ends kata-analyze, with the empty line that ends
			// its answer.
			stopAnalysis()
			stopAnalysis = nil
			out.write("\n")
		}
		// GNU Go's level command, which gobot's own engine lacks.
		if f := strings.Fields(line); len(f) > 0 {
			if f[0] == "known_command" && len(f) > 1 && f[1] == "level" {
				out.write("= true\n\n")
				continue
			}
			if f[0] == "level" {
				out.write("=\n\n")
				continue
			}
		}
		if f := strings.Fields(line); *kata && len(f) > 0 {
			switch {
			case f[0] == "known_command" && len(f) > 1 && f[1] == "kata-analyze":
				out.write("= true\n\n")
				continue
			case f[0] == "kata-analyze" && len(f) > 1:
				c, err := core.ParseColor(f[1])
				if err != nil {
					out.write("? bad color\n\n")
					continue
				}
				out.write("=\n")
				stopAnalysis = analyze(e, c, out)
				continue
			}
		}
		if f := strings.Fields(line); len(f) > 0 && f[0] == "genmove" {
			time.Sleep(*delay)
			if *fault != "slowstart" && faulty() {
				inject(*fault, e, out)
				continue
			}
		}
		ans, quit := e.Handle(line)
		out.write(ans)
		if quit {
			return
		}
	}
}

// lockedWriter writes whole answers, from the main loop and analysis.
type lockedWriter struct {
	mu sync.Mutex
	w  *bufio.Writer
}

func (l *lockedWriter) write(s string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.w.WriteString(s)
	l.w.Flush()
}

// analyze prints kata-analyze info lines for c every 20 ms until the
// returned function is called.
func analyze(e *gtp.Engine, c core.Color, out *lockedWriter) (stop func()) {
	b := e.Game().Board()
	n := b.Size()
	var info []string
	leads := []float64{2.5, 1, -0.5}
	for y := n - 1; y >= 0 && len(info) < len(leads); y-- {
		for x := 0; x < n && len(info) < len(leads); x++ {
			p := core.Pt(x, y)
			if b.Legal(c, p) == nil {
				k := len(info)
				info = append(info, fmt.Sprintf("info move %v visits %d utility 0.1 winrate 0.5 scoreMean %g scoreStdev 20.5 scoreLead %g scoreSelfplay %g prior 0.2 lcb 0.48 utilityLcb 0.05 order %d pv %v", p, 30-k, leads[k], leads[k], leads[k], k, p))
			}
		}
	}
	info = append(info, fmt.Sprintf("info move pass visits 1 utility -0.3 winrate 0.4 scoreLead -3 prior 0.01 lcb 0.3 order %d pv pass", len(info)))
	line := strings.Join(info, " ") + "\n"
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(20 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				out.write(line)
			}
		}
	}()
	return func() { close(done); <-finished }
}

// inject answers a genmove with the fault.
func inject(fault string, e *gtp.Engine, out *lockedWriter) {
	switch fault {
	case "crash":
		out.write("= ")
		os.Exit(3)
	case "hang":
		time.Sleep(time.Hour)
	case "garbage":
		out.write("segmentation fault (core dumped)\n\n")
	case "nonsense":
		out.write("= Z99\n\n")
	case "illegal":
		b := e.Game().Board()
		p := core.NoPoint
		for c := core.Black; c <= core.White && p == core.NoPoint; c++ {
			stones := b.Stones(c)
			if stones.Any() {
				p = stones.First()
			}
		}
		out.write(fmt.Sprintf("= %v\n\n", p))
	case "resign":
		out.write("= resign\n\n")
	default:
		out.write(fmt.Sprintf("? unknown fault %s\n\n", fault))
	}
}
