package engine

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"time"
)

// maxAnswerBytes bounds one answer line (longer ones are cut), and
// maxAnswerLines the lines of one answer (more are garbage).
const (
	maxAnswerBytes = 1 << 20
	maxAnswerLines = 10000
)

// proc is one running engine process and the position it holds.
type proc struct {
	cmd   *exec.Cmd
	stdin io.WriteCloser
	lines chan string
	// done is closed when the engine's output ends (it exited or crashed).
	done chan struct{}
	// exited is closed once the process has been waited for.
	exited chan struct{}

	name  string
	known map[string]bool
	// pos is the position set up, valid when synced.
	pos    Position
	synced bool
	// level is the level last set, or 0.
	level int
}

// gtpError is a GTP failure answer ("? message").
type gtpError struct{ cmd, msg string }

func (e *gtpError) Error() string { return fmt.Sprintf("engine: %s: %s", e.cmd, e.msg) }

// startProc starts the engine and waits, within ctx, for its name.
func startProc(ctx context.Context, command []string) (*proc, error) {
	cmd := exec.Command(command[0], command[1:]...)
	setProcessGroup(cmd)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("%w: starting %s: %v", ErrNoEngine, command[0], err)
	}
	p := &proc{cmd: cmd, stdin: stdin, lines: make(chan string), done: make(chan struct{}), exited: make(chan struct{}), known: map[string]bool{}}
	go p.read(stdout)
	go func() { _ = cmd.Wait(); close(p.exited) }()
	name, err := p.send(ctx, "name")
	if err != nil {
		p.kill()
		return nil, fmt.Errorf("starting %s: %w", command[0], err)
	}
	p.name = name
	if v, err := p.send(ctx, "version"); err == nil && v != "" {
		p.name += " " + v
	}
	for _, c := range []string{"level", "top_moves_black", "top_moves_white", "estimate_score", "set_free_handicap", "kata-analyze"} {
		ans, err := p.send(ctx, "known_command "+c)
		if err != nil && !isGTPFailure(err) {
			p.kill()
			return nil, fmt.Errorf("starting %s: %w", command[0], err)
		}
		p.known[c] = ans == "true"
	}
	return p, nil
}

// read passes the engine's output lines to p.lines until it ends.
func (p *proc) read(r io.Reader) {
	defer close(p.done)
	br := bufio.NewReaderSize(r, 64<<10)
	for {
		line, err := br.ReadString('\n')
		if len(line) > maxAnswerBytes {
			line = line[:maxAnswerBytes]
		}
		if line != "" {
			select {
			case p.lines <- strings.TrimRight(line, "\r\n"):
			case <-p.exited:
				return
			}
		}
		if err != nil {
			return
		}
	}
}

// kill ends the process and its whole process group, and waits for it.
func (p *proc) kill() {
	killProcessGroup(p.cmd)
	_ = p.stdin.Close()
	select {
	case <-p.exited:
	case <-time.After(5 * time.Second):
	}
}

// close asks the engine to quit, then kills it if it does not.
func (p *proc) close() {
	_, _ = io.WriteString(p.stdin, "quit\n")
	_ = p.stdin.Close()
	select {
	case <-p.exited:
	case <-time.After(2 * time.Second):
		p.kill()
	}
}

// isGTPFailure reports whether err is the engine's "? message" answer.
func isGTPFailure(err error) bool {
	var g *gtpError
	return errors.As(err, &g)
}

// send writes one command and reads its answer within ctx: the text after
// "=", a *gtpError for "?", errGarbage for anything else, errCrashed when
// the engine's output ends and errTimeout when ctx ends first.
func (p *proc) send(ctx context.Context, command string) (string, error) {
	return p.sendFor(ctx, command, 0)
}

// sendFor is send for a command that runs until it is interrupted (such
// as kata-analyze): after the time given, a raw newline ends it and its
// answer is read; 0 for an ordinary command.
func (p *proc) sendFor(ctx context.Context, command string, stopAfter time.Duration) (string, error) {
	werr := make(chan error, 2)
	write := func(s string) {
		go func() {
			_, err := io.WriteString(p.stdin, s)
			werr <- err
		}()
	}
	write(command + "\n")
	var stop <-chan time.Time
	if stopAfter > 0 {
		t := time.NewTimer(stopAfter)
		defer t.Stop()
		stop = t.C
	}
	var lines []string
	for {
		select {
		case err := <-werr:
			if err != nil {
				return "", fmt.Errorf("%w: %s: writing: %v", errCrashed, command, err)
			}
		case <-stop:
			write("\n")
			stop = nil
		case line := <-p.lines:
			if strings.TrimSpace(line) == "" {
				if len(lines) > 0 {
					return parseAnswer(command, lines)
				}
				continue
			}
			lines = append(lines, line)
			if len(lines) == 1 && line[0] != '=' && line[0] != '?' {
				return "", fmt.Errorf("%w: %s: %q", errGarbage, command, clip(line))
			}
			if len(lines) > maxAnswerLines {
				return "", fmt.Errorf("%w: %s: more than %d lines", errGarbage, command, maxAnswerLines)
			}
		case <-p.done:
			return "", fmt.Errorf("%w: %s", errCrashed, command)
		case <-ctx.Done():
			if errors.Is(ctx.Err(), context.DeadlineExceeded) {
				return "", fmt.Errorf("%w: %s", errTimeout, command)
			}
			return "", ctx.Err()
		}
	}
}

// parseAnswer reads the lines of one GTP answer.
func parseAnswer(command string, lines []string) (string, error) {
	ans := strings.Join(lines, "\n")
	status, rest := ans[0], ans[1:]
	i := 0
	for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
		i++
	}
	rest = strings.TrimSpace(rest[i:])
	if status == '?' {
		return "", &gtpError{cmd: command, msg: clip(rest)}
	}
	return rest, nil
}

// clip shortens an engine's text for an error message.
func clip(s string) string {
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}
