package gtp

import (
	"math"
	"strconv"
	"strings"

	"github.com/gobot-baduk/gobot/core"
)

// commands returns the command table. It is built per engine so that no
// package state is shared.
func commands() map[string]handler {
	return map[string]handler{
		// GTP 2 administrative commands.
		"protocol_version": func(*Engine, []string) (string, error) { return strconv.Itoa(ProtocolVersion), nil },
		"name":             func(e *Engine, _ []string) (string, error) { return e.name, nil },
		"version":          func(e *Engine, _ []string) (string, error) { return e.version, nil },
		"known_command":    cmdKnownCommand,
		"list_commands":    func(e *Engine, _ []string) (string, error) { return strings.Join(e.names, "\n"), nil },
		"quit":             func(*Engine, []string) (string, error) { return "", nil },
		// Setup.
		"boardsize":   cmdBoardsize,
		"clear_board": func(e *Engine, _ []string) (string, error) { return "", e.newGame() },
		"komi":        cmdKomi,
		"kgs-rules":   cmdKGSRules,
		// Handicap (handicap.go).
		"fixed_handicap":      cmdFixedHandicap,
		"place_free_handicap": cmdPlaceFreeHandicap,
		"set_free_handicap":   cmdSetFreeHandicap,
		// Play.
		"play":      cmdPlay,
		"genmove":   cmdGenmove,
		"undo":      cmdUndo,
		"showboard": cmdShowboard,
		// GNU Go's board queries (query.go).
		"is_legal":             cmdIsLegal,
		"all_legal":            cmdAllLegal,
		"list_stones":          cmdListStones,
		"captures":             cmdCaptures,
		"unconditional_status": cmdUnconditionalStatus,
		// Scoring and analysis (analyze.go).
		"final_score":            cmdFinalScore,
		"final_status_list":      cmdFinalStatusList,
		"gogui-analyze_commands": cmdAnalyzeCommands,
		"gobot-influence":        cmdInfluence,
		"gobot-status":           cmdStatus,
		"gobot-eyes":             cmdEyes,
		"gobot-territory":        cmdTerritory,
		"gobot-unconditional":    cmdUnconditional,
		// Game records (sgf.go).
		"loadsgf":  cmdLoadSGF,
		"printsgf": cmdPrintSGF,
	}
}

func cmdKnownCommand(e *Engine, args []string) (string, error) {
	if len(args) != 1 {
		return "", fail("known_command takes one command name")
	}
	_, ok := e.cmds[args[0]]
	return strconv.FormatBool(ok), nil
}

func cmdBoardsize(e *Engine, args []string) (string, error) {
	if len(args) != 1 {
		return "", fail("boardsize takes one number")
	}
	n, err := strconv.Atoi(args[0])
	if err != nil {
		return "", fail("boardsize not an integer")
	}
	if n < core.MinSize || n > core.MaxSize {
		return "", fail("unacceptable size (sizes go from %d to %d)", core.MinSize, core.MaxSize)
	}
	old := e.size
	e.size = n
	if err := e.newGame(); err != nil {
		e.size = old
		return "", err
	}
	return "", nil
}

func cmdKomi(e *Engine, args []string) (string, error) {
	if len(args) != 1 {
		return "", fail("komi takes one number")
	}
	k, err := strconv.ParseFloat(args[0], 64)
	if err != nil || math.IsNaN(k) || math.IsInf(k, 0) {
		return "", fail("komi not a float")
	}
	if k < -1000 || k > 1000 {
		return "", fail("komi %v is out of range (-1000 to 1000)", k)
	}
	e.komi = k
	e.game.SetKomi(k)
	return "", nil
}

// cmdKGSRules sets the rule set for this game and the next ones. The game
// so far is kept: it is replayed under the new rules as a record, so moves
// already played stay on the board.
func cmdKGSRules(e *Engine, args []string) (string, error) {
	if len(args) != 1 {
		return "", fail("kgs-rules takes one rule set: japanese, chinese, aga or new_zealand")
	}
	r, err := core.ParseRules(args[0])
	if err != nil {
		return "", fail("unknown rules %q (japanese, chinese, aga or new_zealand)", args[0])
	}
	if err := e.game.SetRules(r); err != nil {
		return "", err
	}
	e.rules = r
	return "", nil
}

// parseColor reads a GTP colour.
func parseColor(s string) (core.Color, error) {
	c, err := core.ParseColor(s)
	if err != nil {
		return core.Empty, fail("invalid color %q (black, white, b or w)", s)
	}
	return c, nil
}

// parseVertex reads a GTP vertex on the current board: "pass" or a point
// such as "D4" (any case; no column I).
func (e *Engine) parseVertex(c core.Color, s string) (core.Move, error) {
	if strings.EqualFold(s, "pass") {
		return core.Pass(c), nil
	}
	p, err := core.ParseGTP(s, e.game.Size())
	if err != nil {
		return core.Move{}, fail("invalid coordinate %q on %d×%d", s, e.game.Size(), e.game.Size())
	}
	return core.Play(c, p), nil
}

// parseMove reads the "color vertex" arguments of play and is_legal.
func (e *Engine) parseMove(cmd string, args []string) (core.Move, error) {
	if len(args) != 2 {
		return core.Move{}, fail("%s takes a color and a vertex", cmd)
	}
	c, err := parseColor(args[0])
	if err != nil {
		return core.Move{}, err
	}
	return e.parseVertex(c, args[1])
}

func cmdPlay(e *Engine, args []string) (string, error) {
	m, err := e.parseMove("play", args)
	if err != nil {
		return "", err
	}
	if err := e.play(m); err != nil {
		return "", fail("illegal move: %s", message(err))
	}
	return "", nil
}

// play plays m whatever the turn: GTP lets either colour move at any time.
// When m's colour is not the one to move, the node at the cursor records
// who is to move (SGF PL) before the move.
func (e *Engine) play(m core.Move) error {
	g := e.game
	if g.ToMove() == m.Color() {
		return g.Play(m)
	}
	if !m.IsPass() {
		// Check first, so a refused move leaves the record untouched.
		if err := g.Board().Legal(m.Color(), m.Point()); err != nil {
			return err
		}
	}
	prev := g.Cursor().ToMove()
	g.SetToMove(m.Color())
	if err := g.Play(m); err != nil {
		g.SetToMove(prev)
		return err
	}
	return nil
}

// cmdGenmove plays a random legal move that does not fill one of the
// mover's own eyes (core.Board.PlayRandom), or passes.
func cmdGenmove(e *Engine, args []string) (string, error) {
	if len(args) != 1 {
		return "", fail("genmove takes a color")
	}
	c, err := parseColor(args[0])
	if err != nil {
		return "", err
	}
	trial := e.game.Board().Clone()
	m := core.Pass(c)
	if p, ok := trial.PlayRandom(c, e.rand); ok {
		m = core.Play(c, p)
	}
	if err := e.play(m); err != nil {
		return "", err
	}
	if m.IsPass() {
		return "pass", nil
	}
	return m.Point().String(), nil
}

func cmdUndo(e *Engine, args []string) (string, error) {
	if err := e.game.Undo(); err != nil {
		return "", fail("cannot undo")
	}
	return "", nil
}

// cmdShowboard draws the board the way GNU Go does: X for Black, O for
// White, + on the star points, coordinates on all four sides, and the
// prisoners beside the two bottom rows.
func cmdShowboard(e *Engine, _ []string) (string, error) {
	b := e.game.Board()
	n := b.Size()
	stars := starPoints(n)
	var sb strings.Builder
	header := func() {
		sb.WriteString("  ")
		for x := 0; x < n; x++ {
			sb.WriteString(" " + core.ColumnLetter(x))
		}
		sb.WriteByte('\n')
	}
	sb.WriteByte('\n')
	header()
	for y := n - 1; y >= 0; y-- {
		row := strconv.Itoa(y + 1)
		if len(row) < 2 {
			row = " " + row
		}
		sb.WriteString(row)
		for x := 0; x < n; x++ {
			p := core.Pt(x, y)
			ch := "."
			switch b.At(p) {
			case core.Black:
				ch = "X"
			case core.White:
				ch = "O"
			default:
				if stars.Has(p) {
					ch = "+"
				}
			}
			sb.WriteString(" " + ch)
		}
		sb.WriteString(" " + strconv.Itoa(y+1))
		switch y {
		case 1:
			sb.WriteString("     WHITE (O) has captured " + strconv.Itoa(b.Prisoners(core.White)) + " stones")
		case 0:
			sb.WriteString("     BLACK (X) has captured " + strconv.Itoa(b.Prisoners(core.Black)) + " stones")
		}
		sb.WriteByte('\n')
	}
	header()
	return strings.TrimRight(sb.String(), "\n"), nil
}

// starPoints returns the hoshi drawn by showboard: the fixed handicap
// points of 9 stones from 13×13, of 5 on smaller odd boards, of 4 on even
// boards and wherever the larger set is not a fixed handicap (7×7).
func starPoints(size int) core.PointSet {
	s := core.NewPointSet(size)
	n := 4
	switch {
	case size%2 == 1 && size >= 13:
		n = 9
	case size%2 == 1:
		n = 5
	}
	for _, k := range []int{n, 4} {
		if pts, err := core.FixedHandicap(size, k); err == nil {
			for _, p := range pts {
				s.Add(p)
			}
			break
		}
	}
	return s
}
