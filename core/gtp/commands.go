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
		"gobot-ko":               cmdKo,
		// Game records (sgf.go).
		"loadsgf":  cmdLoadSGF,
		"printsgf": cmdPrintSGF,
	}
}

func cmdKnownCommand(e *Engine, args []string) (string, error) {
	if len(args) < 1 {
		return "", fail("known_command takes one command name")
	}
	_, ok := e.cmds[args[0]]
	return strconv.FormatBool(ok), nil
}

func cmdBoardsize(e *Engine, args []string) (string, error) {
	if len(args) < 1 {
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
	if len(args) < 1 {
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
	if len(args) < 1 {
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
		return core.Move{}, fail("invalid coordinate %q on %dx%d", s, e.game.Size(), e.game.Size())
	}
	return core.Play(c, p), nil
}

// parseMove reads the "color vertex" arguments of play and is_legal.
func (e *Engine) parseMove(cmd string, args []string) (core.Move, error) {
	if len(args) < 2 {
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
	if len(args) < 1 {
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

// cmdShowboard draws the board the way GNU Go 3.8 does (simple_showboard),
// byte for byte (TestShowboardAgainstGnuGo checks every size GNU Go plays,
// 2 to 19): X for Black, O for White, + on the star points (starPoints),
// coordinates on all four sides, and the prisoners on two rows: rows 2
// and 1 on boards under 10 lines, else the 9th and 10th rows from the top.
// "WHITE (O) has captured" counts the black stones White took.
func cmdShowboard(e *Engine, _ []string) (string, error) {
	b := e.game.Board()
	n := b.Size()
	stars := starPoints(n)
	whiteRow, blackRow := 1, 0 // rows counted from the bottom, from 0
	if n >= 10 {
		whiteRow, blackRow = n-9, n-10
	}
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
		case whiteRow:
			sb.WriteString("     WHITE (O) has captured " + strconv.Itoa(b.Prisoners(core.White)) + " stones")
		case blackRow:
			sb.WriteString("     BLACK (X) has captured " + strconv.Itoa(b.Prisoners(core.Black)) + " stones")
		}
		sb.WriteByte('\n')
	}
	header()
	return strings.TrimRight(sb.String(), "\n"), nil
}

// starPoints returns the star points showboard draws, GNU Go's: none on
// 2×2 and 4×4, the centre of 3×3, five points on 5×5 (B2, D2, C3, B4,
// D4); otherwise the points on the third line (up to 11×11) or the fourth
// (from 12×12) in each corner, on odd boards the centre too, and on odd
// boards from 13×13 the midpoints of those lines as well. An even board's
// "corners" meet in the middle on 6×6, which gets the four central points.
func starPoints(size int) core.PointSet {
	s := core.NewPointSet(size)
	switch size {
	case 2, 4:
		return s
	case 3:
		s.Add(core.Pt(1, 1))
		return s
	case 5:
		for _, xy := range [][2]int{{1, 1}, {3, 1}, {2, 2}, {1, 3}, {3, 3}} {
			s.Add(core.Pt(xy[0], xy[1]))
		}
		return s
	}
	line := 2
	if size > 11 {
		line = 3
	}
	mid := size / 2
	// fold maps a coordinate to its distance from the nearer edge, with
	// the middle line of an odd board at mid.
	fold := func(v int) int {
		if v >= mid {
			return size - 1 - v
		}
		return v
	}
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			m, n := fold(x), fold(y)
			star := m == line && n == line
			if size%2 == 1 {
				if size < 12 {
					star = star || (m == mid && n == mid)
				} else {
					star = (m == line || m == mid) && (n == line || n == mid)
				}
			}
			if star {
				s.Add(core.Pt(x, y))
			}
		}
	}
	return s
}
