package bot

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

// ErrLine is a command line the console cannot read.
var ErrLine = errors.New("bot: bad command line")

// CommandLine is a slash command typed as text, the way the console takes
// it: "/score toggle point:D4" or `/play opponent:bob komi:"6.5"`.
type CommandLine struct {
	// Command is the command's name without the slash.
	Command string
	// Subcommand is the subcommand, if any.
	Subcommand string
	// Options are the name:value pairs.
	Options map[string]string
}

// ParseCommandLine reads a slash command typed as text. Words after the
// command name and before the first option are the subcommand; options are
// name:value, and a value with spaces is written in double quotes (with \"
// and \\ inside).
func ParseCommandLine(s string) (CommandLine, error) {
	var cl CommandLine
	toks, err := splitLine(s)
	if err != nil {
		return cl, err
	}
	if len(toks) == 0 || !strings.HasPrefix(toks[0], "/") || len(toks[0]) < 2 {
		return cl, fmt.Errorf("%w: a command starts with a slash, like /play", ErrLine)
	}
	cl.Command = strings.ToLower(toks[0][1:])
	if !validName(cl.Command) {
		return cl, fmt.Errorf("%w: %q is not a command name", ErrLine, toks[0])
	}
	cl.Options = map[string]string{}
	for _, t := range toks[1:] {
		name, value, isOpt := strings.Cut(t, ":")
		if !isOpt {
			if len(cl.Options) > 0 || strings.Contains(cl.Subcommand, " ") {
				return cl, fmt.Errorf("%w: %q is not an option (options are name:value)", ErrLine, t)
			}
			if !validName(strings.ToLower(t)) {
				return cl, fmt.Errorf("%w: %q is not a subcommand name", ErrLine, t)
			}
			cl.Subcommand = strings.TrimSpace(cl.Subcommand + " " + strings.ToLower(t))
			continue
		}
		name = strings.ToLower(name)
		if !validName(name) {
			return cl, fmt.Errorf("%w: %q is not an option name", ErrLine, name)
		}
		if _, dup := cl.Options[name]; dup {
			return cl, fmt.Errorf("%w: option %s is given twice", ErrLine, name)
		}
		cl.Options[name] = value
	}
	return cl, nil
}

// validName reports whether s is a command, subcommand or option name as
// Discord allows them (we allow the ASCII subset).
func validName(s string) bool {
	if len(s) == 0 || len(s) > 32 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// splitLine splits on spaces, keeping double-quoted parts together.
func splitLine(s string) ([]string, error) {
	var toks []string
	var cur strings.Builder
	inTok, quoted := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quoted && c == '\\' && i+1 < len(s):
			i++
			cur.WriteByte(s[i])
		case c == '"':
			quoted = !quoted
			inTok = true
		case !quoted && (c == ' ' || c == '\t' || c == '\n' || c == '\r'):
			if inTok {
				toks = append(toks, cur.String())
				cur.Reset()
				inTok = false
			}
		default:
			cur.WriteByte(c)
			inTok = true
		}
	}
	if quoted {
		return nil, fmt.Errorf("%w: a quote is not closed", ErrLine)
	}
	if inTok {
		toks = append(toks, cur.String())
	}
	return toks, nil
}

// String writes the command line back, quoting values that need it, with
// options in name order: ParseCommandLine(cl.String()) gives cl back.
func (cl CommandLine) String() string {
	var sb strings.Builder
	sb.WriteString("/" + cl.Command)
	if cl.Subcommand != "" {
		sb.WriteString(" " + cl.Subcommand)
	}
	names := make([]string, 0, len(cl.Options))
	for n := range cl.Options {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		v := cl.Options[n]
		sb.WriteString(" " + n + ":")
		if v == "" || strings.ContainsAny(v, " \t\n\r\"\\") {
			v = `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(v) + `"`
		}
		sb.WriteString(v)
	}
	return sb.String()
}
