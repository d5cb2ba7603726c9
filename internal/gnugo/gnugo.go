// Package gnugo speaks GTP to GNU Go, the reference engine gobot's tests
// and benchmarks compare against. It knows only GTP text: it does not
// import gobot's core, so that core's own tests can use it.
//
// A Client sends one command at a time and reads the answer; Start runs
// GNU Go itself ("gnugo --mode gtp") as a child process with a Client on
// its standard input and output.
package gnugo

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
)

// ErrNotInstalled is returned by Path and Start when GNU Go cannot be found.
var ErrNotInstalled = errors.New("gnugo: GNU Go is not installed (looked for gnugo on PATH and /usr/games/gnugo)")

// Path finds GNU Go: gnugo on PATH, then /usr/games/gnugo (where Debian
// puts it, off the usual PATH).
func Path() (string, error) {
	if p, err := exec.LookPath("gnugo"); err == nil {
		return p, nil
	}
	if p, err := exec.LookPath("/usr/games/gnugo"); err == nil {
		return p, nil
	}
	return "", ErrNotInstalled
}

// Error is a GTP failure answer ("? message") to a command.
type Error struct {
	// Command is the command that failed.
	Command string
	// Message is the engine's message after "?".
	Message string
}

// Error returns "gnugo: COMMAND: MESSAGE".
func (e *Error) Error() string { return "gnugo: " + e.Command + ": " + e.Message }

// Client sends GTP commands over a pair of streams and reads the answers.
// It is not safe for concurrent use.
type Client struct {
	w io.Writer
	r *bufio.Reader
}

// NewClient returns a client that writes commands to w and reads answers
// from r: any GTP engine will do.
func NewClient(w io.Writer, r io.Reader) *Client {
	return &Client{w: w, r: bufio.NewReader(r)}
}

// Send sends one command line (without the newline) and returns the text of
// the answer after "=" with surrounding white space removed; answers of
// several lines keep their inner newlines. A failure answer is returned as
// an *Error; a broken stream or an answer that is not GTP as another error.
// Commands with an id ("12 name") are answered with the id removed.
func (c *Client) Send(cmd string) (string, error) {
	if strings.ContainsAny(cmd, "\n\r") {
		return "", fmt.Errorf("gnugo: command %q holds a line break", cmd)
	}
	if _, err := io.WriteString(c.w, cmd+"\n"); err != nil {
		return "", fmt.Errorf("gnugo: %s: %w", cmd, err)
	}
	return c.read(cmd)
}

// Sendf formats a command with fmt.Sprintf and sends it.
func (c *Client) Sendf(format string, args ...any) (string, error) {
	return c.Send(fmt.Sprintf(format, args...))
}

// read reads one answer: lines up to an empty line.
func (c *Client) read(cmd string) (string, error) {
	var lines []string
	for {
		line, err := c.r.ReadString('\n')
		if err != nil {
			return "", fmt.Errorf("gnugo: %s: reading the answer: %w", cmd, err)
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			if len(lines) > 0 {
				break
			}
			continue
		}
		lines = append(lines, line)
	}
	ans := strings.Join(lines, "\n")
	if ans == "" {
		return "", fmt.Errorf("gnugo: %s: empty answer", cmd)
	}
	status, rest := ans[0], ans[1:]
	// Skip an echoed numeric id.
	i := 0
	for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
		i++
	}
	rest = strings.TrimSpace(rest[i:])
	switch status {
	case '=':
		return rest, nil
	case '?':
		return "", &Error{Command: cmd, Message: rest}
	}
	return "", fmt.Errorf("gnugo: %s: unexpected answer %q", cmd, ans)
}

// Engine is a running GNU Go process in GTP mode.
type Engine struct {
	*Client
	cmd *exec.Cmd
	in  io.WriteCloser
}

// Start runs "gnugo --mode gtp" with the extra arguments (for example
// "--level", "1", "--seed", "7"). It returns ErrNotInstalled when GNU Go
// is missing. Close the engine when done.
func Start(args ...string) (*Engine, error) {
	path, err := Path()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(path, append([]string{"--mode", "gtp"}, args...)...)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, fmt.Errorf("gnugo: %w", err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, fmt.Errorf("gnugo: %w", err)
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("gnugo: starting %s: %w", path, err)
	}
	return &Engine{Client: NewClient(in, out), cmd: cmd, in: in}, nil
}

// Close asks GNU Go to quit and waits for it to exit.
func (e *Engine) Close() error {
	_, _ = io.WriteString(e.in, "quit\n")
	_ = e.in.Close()
	return e.cmd.Wait()
}
