package commands

import (
	"bufio"
	"io"
	"strconv"
	"strings"

	"github.com/gobot-baduk/gobot/core"
)

// writeSGF writes the line from the root to the cursor as an FF[4] file:
// the game information, the handicap stones and the moves. Package
// core/sgf writes whole trees; this built-in writer is the default.
func writeSGF(w io.Writer, g *core.Game) error {
	bw := bufio.NewWriter(w)
	n := g.Size()
	bw.WriteString("(;FF[4]GM[1]CA[UTF-8]AP[gobot]SZ[" + strconv.Itoa(n) + "]")
	bw.WriteString("KM[" + strconv.FormatFloat(g.Komi(), 'f', -1, 64) + "]")
	if g.Handicap() > 0 {
		bw.WriteString("HA[" + strconv.Itoa(g.Handicap()) + "]")
	}
	if r := g.Rules().Name; r != "" {
		bw.WriteString("RU[" + sgfEscape(sgfRulesName(r)) + "]")
	}
	for _, c := range []core.Color{core.Black, core.White} {
		if name := g.PlayerName(c); name != "" {
			bw.WriteString("P" + c.Letter() + "[" + sgfEscape(name) + "]")
		}
	}
	if r := g.Result(); r.Over() {
		bw.WriteString("RE[" + r.String() + "]")
	}
	path := g.Cursor().Path()
	for i, node := range path {
		if i > 0 {
			bw.WriteString("\n;")
		}
		if s := node.Setup(); s != nil {
			for _, set := range []struct {
				id  string
				pts []core.Point
			}{{"AB", s.Black}, {"AW", s.White}, {"AE", s.Empty}} {
				if len(set.pts) == 0 {
					continue
				}
				bw.WriteString(set.id)
				for _, p := range set.pts {
					bw.WriteString("[" + p.SGF(n) + "]")
				}
			}
		}
		if m := node.Move(); m.IsValid() {
			bw.WriteString(m.Color().Letter() + "[")
			if !m.IsPass() {
				bw.WriteString(m.Point().SGF(n))
			}
			bw.WriteString("]")
		}
		if c := node.Comment(); c != "" {
			bw.WriteString("C[" + sgfEscape(c) + "]")
		}
	}
	bw.WriteString(")\n")
	return bw.Flush()
}

// sgfRulesName returns the RU value SGF FF[4] uses for a preset.
func sgfRulesName(name string) string {
	switch name {
	case "japanese":
		return "Japanese"
	case "chinese":
		return "Chinese"
	case "aga":
		return "AGA"
	case "new-zealand":
		return "NZ"
	}
	return name
}

func sgfEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `]`, `\]`).Replace(s)
}
