package engine

import (
	"fmt"
	"slices"

	"github.com/gobot-baduk/gobot/core"
)

// Position is what an engine is asked about: a board size, komi and rule
// set, the stones set up before the first move (Black's handicap stones,
// or both colours' stones of a record that sets up a position) and the
// moves played since.
type Position struct {
	Size  int
	Komi  float64
	Rules core.Rules
	Setup core.Setup
	Moves []core.Move
}

// PositionOf returns the position at g's cursor: its root's setup stones
// and the moves of the line from the root to the cursor. A line with
// setup stones after the root cannot be replayed over GTP and is an error.
func PositionOf(g *core.Game) (Position, error) {
	pos := Position{Size: g.Size(), Komi: g.Komi(), Rules: g.Rules()}
	var line []*core.Node
	for n := g.Cursor(); n != nil; n = n.Parent() {
		line = append(line, n)
	}
	slices.Reverse(line)
	for i, n := range line {
		if s := n.Setup(); s != nil && !s.IsZero() {
			if i > 0 || len(s.Empty) > 0 {
				return Position{}, fmt.Errorf("engine: the line sets up stones after the start, which GTP cannot replay")
			}
			pos.Setup = core.Setup{Black: slices.Clone(s.Black), White: slices.Clone(s.White)}
		}
		if m := n.Move(); m.IsValid() {
			pos.Moves = append(pos.Moves, m)
		}
	}
	return pos, nil
}

// board plays pos on a core board, which then checks the engine's moves.
func (pos Position) board() (*core.Board, error) {
	b, err := core.NewBoard(pos.Size, pos.Rules)
	if err != nil {
		return nil, err
	}
	for _, p := range append(slices.Clone(pos.Setup.Black), pos.Setup.White...) {
		if !p.OnBoard(pos.Size) {
			return nil, fmt.Errorf("engine: setup stone %v is off the %d×%d board", p, pos.Size, pos.Size)
		}
	}
	b.Setup(core.Black, pos.Setup.Black...)
	b.Setup(core.White, pos.Setup.White...)
	for i, m := range pos.Moves {
		if m.IsPass() {
			b.Pass(m.Color())
			continue
		}
		if _, err := b.Play(m.Color(), m.Point()); err != nil {
			return nil, fmt.Errorf("engine: move %d (%v): %w", i+1, m, err)
		}
	}
	return b, nil
}

// sameStart reports whether a and b differ at most in their moves.
func sameStart(a, b Position) bool {
	return a.Size == b.Size && a.Komi == b.Komi && a.Rules == b.Rules &&
		slices.Equal(a.Setup.Black, b.Setup.Black) && slices.Equal(a.Setup.White, b.Setup.White)
}

// extends reports whether next is prev with zero or more moves added.
func extends(next, prev Position) bool {
	return sameStart(next, prev) && len(next.Moves) >= len(prev.Moves) && slices.Equal(next.Moves[:len(prev.Moves)], prev.Moves)
}

// vertex is a move's GTP vertex: "D4" or "pass".
func vertex(m core.Move) string {
	if m.IsPass() {
		return "pass"
	}
	return m.Point().String()
}

// colorWord is c's GTP colour.
func colorWord(c core.Color) string {
	if c == core.White {
		return "white"
	}
	return "black"
}
