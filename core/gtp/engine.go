package gtp

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/gobot-baduk/gobot/core"
)

// ProtocolVersion is the GTP version the engine speaks.
const ProtocolVersion = 2

// MaxLineBytes bounds one command line; a longer line is answered with an
// error and skipped, so that no input can make the engine hold unbounded
// memory.
const MaxLineBytes = 1 << 20

// Engine is a GTP engine holding one game. It is not safe for concurrent
// use; run one per connection.
type Engine struct {
	name, version string
	seed          uint64
	rand          *core.Rand
	// size, rules and komi are what the next new game gets.
	size  int
	rules core.Rules
	komi  float64
	game  *core.Game
	// noFiles stops loadsgf and printsgf from touching files.
	noFiles bool
	cmds    map[string]handler
	names   []string
}

// handler runs one command with its arguments and returns the answer text,
// or an error whose message is the GTP failure message.
type handler func(e *Engine, args []string) (string, error)

// Option configures New.
type Option func(*Engine)

// Name sets the answer to "name" (default "gobot").
func Name(s string) Option { return func(e *Engine) { e.name = s } }

// Version sets the answer to "version" (default "dev").
func Version(s string) Option { return func(e *Engine) { e.version = s } }

// Seed seeds genmove's random choice (default 1), so a session can be
// replayed exactly.
func Seed(n uint64) Option { return func(e *Engine) { e.seed = n } }

// NoFiles forbids the commands that name files (loadsgf, and printsgf
// with a file name): for an engine whose controller is not trusted with
// the file system, and for fuzzing. printsgf without a file still works.
func NoFiles() Option { return func(e *Engine) { e.noFiles = true } }

// New returns an engine with an empty 19×19 board, Japanese rules and komi
// 6.5, GNU Go's defaults.
func New(opts ...Option) *Engine {
	e := &Engine{name: "gobot", version: "dev", seed: 1, size: 19, rules: core.JapaneseRules, komi: 6.5}
	for _, o := range opts {
		o(e)
	}
	e.name, e.version = oneLine(e.name), oneLine(e.version)
	e.rand = core.NewRand(e.seed)
	e.cmds = commands()
	for n := range e.cmds {
		e.names = append(e.names, n)
	}
	sort.Strings(e.names)
	if err := e.newGame(); err != nil {
		// 19×19 with Japanese rules and komi 6.5 is always valid.
		panic("gtp: the default game cannot be created: " + err.Error())
	}
	return e
}

// Game returns the engine's current game. It belongs to the engine: read
// it, but change it only through commands.
func (e *Engine) Game() *core.Game { return e.game }

// newGame starts an empty game with the engine's size, rules and komi and
// the given extra options (handicap).
func (e *Engine) newGame(opts ...core.Option) error {
	g, err := core.NewGame(append([]core.Option{core.Size(e.size), core.WithRules(e.rules), core.Komi(e.komi)}, opts...)...)
	if err != nil {
		return err
	}
	e.game = g
	return nil
}

// failure is a GTP failure message.
type failure string

func (f failure) Error() string { return string(f) }

// fail returns a GTP failure with a formatted message.
func fail(format string, args ...any) error { return failure(fmt.Sprintf(format, args...)) }

// Handle answers one input line. It returns the complete answer, ending
// in the empty line GTP requires, or "" when the line holds no command
// (empty, white space or a comment). quit reports that the line was a
// "quit" command, after which the caller should stop. Handle never panics
// on any input.
func (e *Engine) Handle(line string) (answer string, quit bool) {
	fields := strings.Fields(preprocess(line))
	if len(fields) == 0 {
		return "", false
	}
	id := ""
	if isID(fields[0]) {
		id, fields = fields[0], fields[1:]
	}
	if len(fields) == 0 {
		return "?" + id + " missing command after the id\n\n", false
	}
	name := fields[0]
	h, ok := e.cmds[name]
	if !ok {
		return "?" + id + " unknown command\n\n", false
	}
	out, err := h(e, fields[1:])
	if err != nil {
		return "?" + id + " " + sanitize(ascii(message(err))) + "\n\n", false
	}
	return "=" + id + " " + sanitize(out) + "\n\n", name == "quit"
}

// message is the failure text for err: a failure's own text, or the text of
// a core error without the "core: " prefix.
func message(err error) string {
	var f failure
	if errors.As(err, &f) {
		return string(f)
	}
	return strings.TrimPrefix(err.Error(), "core: ")
}

// Serve reads commands from r and writes the answers to w, one answer per
// command, until "quit" or the end of r. It returns nil at quit or at the
// end of input, and an error only when reading or writing fails.
func (e *Engine) Serve(r io.Reader, w io.Writer) error {
	br := bufio.NewReaderSize(r, 64<<10)
	bw := bufio.NewWriterSize(w, 64<<10)
	for {
		line, tooLong, err := readLine(br)
		if len(line) > 0 || tooLong {
			var ans string
			quit := false
			if tooLong {
				ans = fmt.Sprintf("? line longer than %d bytes\n\n", MaxLineBytes)
			} else {
				ans, quit = e.Handle(line)
			}
			if ans != "" {
				if _, werr := bw.WriteString(ans); werr != nil {
					return fmt.Errorf("gtp: writing the answer: %w", werr)
				}
				if werr := bw.Flush(); werr != nil {
					return fmt.Errorf("gtp: writing the answer: %w", werr)
				}
			}
			if quit {
				return nil
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("gtp: reading commands: %w", err)
		}
	}
}

// readLine reads one line without its newline. A line longer than
// MaxLineBytes is consumed and reported as too long.
func readLine(br *bufio.Reader) (line string, tooLong bool, err error) {
	var buf []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if len(buf)+len(chunk) > MaxLineBytes+1 {
			tooLong = true
			buf = buf[:0]
		} else if !tooLong {
			buf = append(buf, chunk...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if tooLong {
			return "", true, err
		}
		return strings.TrimSuffix(string(buf), "\n"), false, err
	}
}

// preprocess applies GTP 2 §3.1 to a line: control characters other than
// tab are dropped, a '#' starts a comment, and tabs become spaces.
func preprocess(line string) string {
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	clean := true
	for i := 0; i < len(line); i++ {
		if c := line[i]; c < 32 || c == 127 {
			clean = false
			break
		}
	}
	if clean {
		return line
	}
	b := make([]byte, 0, len(line))
	for i := 0; i < len(line); i++ {
		switch c := line[i]; {
		case c == '\t':
			b = append(b, ' ')
		case c < 32 || c == 127:
		default:
			b = append(b, c)
		}
	}
	return string(b)
}

// isID reports whether s is a GTP command id: decimal digits.
func isID(s string) bool {
	if s == "" || len(s) > 18 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// sanitize makes text safe inside an answer: no control characters but
// newlines, no empty lines (which would end the answer early), and no
// trailing newline.
func sanitize(s string) string {
	s = strings.TrimRight(s, "\n")
	ok := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if (c < 32 && c != '\n') || c == 127 || (c == '\n' && i+1 < len(s) && s[i+1] == '\n') {
			ok = false
			break
		}
	}
	if ok {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\n':
			if len(b) > 0 && b[len(b)-1] == '\n' {
				b = append(b, ' ')
			}
			b = append(b, c)
		case c < 32 || c == 127:
			b = append(b, ' ')
		default:
			b = append(b, c)
		}
	}
	return string(b)
}

// ascii makes a failure message ASCII, as GTP controllers expect: core's
// messages say 9×9 and A–T, which become 9x9 and A-T; typographic quotes
// and dashes become their ASCII forms, and any other non-ASCII character
// (from a file name, say) is written as a \u escape.
func ascii(s string) string {
	clean := true
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case r < 0x80:
			b.WriteRune(r)
		case r == '×':
			b.WriteByte('x')
		case r == '–' || r == '—' || r == '−':
			b.WriteByte('-')
		case r == '‘' || r == '’':
			b.WriteByte('\'')
		case r == '“' || r == '”':
			b.WriteByte('"')
		case r == '…':
			b.WriteString("...")
		default:
			q := strconv.QuoteRuneToASCII(r) // 'ü' -> '\u00fc'
			b.WriteString(q[1 : len(q)-1])
		}
	}
	return b.String()
}

// oneLine turns s into one line of printable text.
func oneLine(s string) string {
	return strings.Join(strings.Fields(strings.Map(func(r rune) rune {
		if r < 32 || r == 127 {
			return ' '
		}
		return r
	}, s)), " ")
}
