package generate

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/gobot-baduk/gobot/core"
)

// Game is a recorded game to harvest problems from.
type Game struct {
	size  int
	moves []core.Move
}

// ParseGames reads the recorded-games format of
// core/analysis/testdata/gnugo_selfplay.txt: one game a line, "SIZE KOMI |
// RESULT | B D4 W Q16 ... | DEAD", with # comments. It returns an error
// naming the first line it cannot read.
func ParseGames(r io.Reader) ([]Game, error) {
	var out []Game
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Split(text, "|")
		if len(fields) < 3 {
			return nil, fmt.Errorf("generate: games line %d: want SIZE KOMI | RESULT | MOVES", line)
		}
		head := strings.Fields(fields[0])
		if len(head) < 1 {
			return nil, fmt.Errorf("generate: games line %d: no board size", line)
		}
		size, err := strconv.Atoi(head[0])
		if err != nil || size < core.MinSize || size > core.MaxSize {
			return nil, fmt.Errorf("generate: games line %d: bad board size %q", line, head[0])
		}
		g := Game{size: size}
		mv := strings.Fields(fields[2])
		if len(mv)%2 != 0 {
			return nil, fmt.Errorf("generate: games line %d: moves come in colour and point pairs", line)
		}
		for i := 0; i < len(mv); i += 2 {
			c := core.Black
			switch mv[i] {
			case "B":
			case "W":
				c = core.White
			default:
				return nil, fmt.Errorf("generate: games line %d: %q is not B or W", line, mv[i])
			}
			m, err := core.ParseMove(c, mv[i+1], size)
			if err != nil {
				return nil, fmt.Errorf("generate: games line %d: %w", line, err)
			}
			g.moves = append(g.moves, m)
		}
		out = append(out, g)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("generate: games: %w", err)
	}
	return out, nil
}

// harvest carves a problem out of a recorded game (source b): it replays
// the game to a random move and picks an eye space of the game, an empty
// area of two to eight points bordered mostly by one colour. The inside is
// that area, the defender's chains around it, the empty points next to
// them (when they stay few enough) and small enemy chains touching the
// area as interior stones. Every other stone goes; the inside's
// 8-neighbour border becomes the opponent's wall. It returns nil when the
// draw gives nothing usable.
func harvest(r *rand.Rand, g Game, maxEmpty int) *position {
	if len(g.moves) < 20 {
		return nil
	}
	b, err := core.NewBoard(g.size, core.JapaneseRules)
	if err != nil {
		return nil
	}
	stop := len(g.moves)/3 + r.IntN(len(g.moves)-len(g.moves)/3)
	for _, m := range g.moves[:stop] {
		if m.IsPass() {
			b.Pass(m.Color())
			continue
		}
		if _, err := b.Play(m.Color(), m.Point()); err != nil {
			return nil
		}
	}
	// An eye space of the game: an empty area of two to eight points
	// bordered mostly by one colour, the defender.
	n := g.size
	empty := b.Stones(core.Empty)
	var areas []core.PointSet
	for a := range empty.Components() {
		if k := a.Count(); k >= 2 && k <= 8 {
			areas = append(areas, a)
		}
	}
	if len(areas) == 0 {
		return nil
	}
	area := areas[r.IntN(len(areas))]
	border := area.Border()
	nb, nw := border.Intersect(b.Stones(core.Black)).Count(), border.Intersect(b.Stones(core.White)).Count()
	def := core.Black
	if nw > nb {
		def = core.White
	}
	own, other := max(nb, nw), min(nb, nw)
	if own < 3 || other*3 > own {
		return nil
	}
	// The inside: the area, the defender's chains around it, the empty
	// points next to those chains (the approach), and small enemy chains
	// in the area's border as interior stones.
	inside := area
	for q := range border.Intersect(b.Stones(def)).All() {
		inside = inside.Union(b.Chain(q))
	}
	for q := range border.Intersect(b.Stones(def.Opponent())).All() {
		if c := b.Chain(q); c.Count() <= 2 {
			inside = inside.Union(c)
		}
	}
	if more := inside.Union(inside.Border().Intersect(empty)); more.Intersect(empty).Count() <= maxEmpty {
		inside = more
	}
	if inside.Intersect(empty).Count() > maxEmpty {
		return nil
	}
	p := &position{size: n, region: inside, defender: def, source: "game"}
	p.stones[0] = b.Stones(core.Black).Intersect(inside)
	p.stones[1] = b.Stones(core.White).Intersect(inside)
	wall := inside.Grow8().Minus(inside).Intersect(core.FullSet(n))
	p.stones[colIdx(def.Opponent())] = p.stones[colIdx(def.Opponent())].Union(wall)
	return p
}
