package gtp

import (
	"strconv"
	"strings"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
)

// cmdIsLegal answers GNU Go's is_legal: 1 if the colour may play the
// vertex now (whoever is to move), 0 if not. A pass is always legal.
func cmdIsLegal(e *Engine, args []string) (string, error) {
	m, err := e.parseMove("is_legal", args)
	if err != nil {
		return "", err
	}
	if m.IsPass() || e.game.Board().Legal(m.Color(), m.Point()) == nil {
		return "1", nil
	}
	return "0", nil
}

// cmdAllLegal answers GNU Go's all_legal: every vertex the colour may play
// now, in GNU Go's order (top row first, left to right).
func cmdAllLegal(e *Engine, args []string) (string, error) {
	c, err := oneColor("all_legal", args)
	if err != nil {
		return "", err
	}
	b := e.game.Board()
	empty := b.Stones(core.Empty)
	return vertexList(b.Size(), func(p core.Point) bool {
		return empty.Has(p) && b.Legal(c, p) == nil
	}), nil
}

// cmdListStones answers GNU Go's list_stones: the colour's stones in GNU
// Go's order (top row first, left to right).
func cmdListStones(e *Engine, args []string) (string, error) {
	c, err := oneColor("list_stones", args)
	if err != nil {
		return "", err
	}
	b := e.game.Board()
	stones := b.Stones(c)
	return vertexList(b.Size(), stones.Has), nil
}

// cmdCaptures answers GNU Go's captures: how many stones the colour has
// captured.
func cmdCaptures(e *Engine, args []string) (string, error) {
	c, err := oneColor("captures", args)
	if err != nil {
		return "", err
	}
	return strconv.Itoa(e.game.Board().Prisoners(c)), nil
}

// cmdUnconditionalStatus answers GNU Go's unconditional_status with
// Benson's algorithm (analysis.Benson).
func cmdUnconditionalStatus(e *Engine, args []string) (string, error) {
	if len(args) < 1 {
		return "", fail("unconditional_status takes a vertex")
	}
	p, err := core.ParseGTP(args[0], e.game.Size())
	if err != nil {
		return "", fail("invalid coordinate %q on %dx%d", args[0], e.game.Size(), e.game.Size())
	}
	return analysis.Benson(e.game.Board()).Status(p).String(), nil
}

// oneColor reads the single colour argument of a command.
func oneColor(cmd string, args []string) (core.Color, error) {
	if len(args) < 1 {
		return core.Empty, fail("%s takes a color", cmd)
	}
	return parseColor(args[0])
}

// vertexList lists the points of a size×size board for which keep is true,
// top row first and left to right, separated by spaces (GNU Go's order).
func vertexList(size int, keep func(core.Point) bool) string {
	var sb strings.Builder
	for y := size - 1; y >= 0; y-- {
		for x := 0; x < size; x++ {
			p := core.Pt(x, y)
			if !keep(p) {
				continue
			}
			if sb.Len() > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteString(core.ColumnLetter(x))
			sb.WriteString(strconv.Itoa(y + 1))
		}
	}
	return sb.String()
}
