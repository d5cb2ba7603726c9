package gtp

import (
	"bytes"
	"fmt"
	"io"
	"os"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/sgf"
)

// cmdLoadSGF answers loadsgf FILE [MOVE]: it reads the game record
// (core/sgf) and sets up the position of its main line just before move
// MOVE, or after its last move; board size, komi and rules come from the
// file. As GNU Go does, it answers the colour to move: the colour of the
// move it stopped before, or the player to move after the last move. A
// recorded result is dropped so that play can go on.
//
// MOVE is read as GNU Go 3.8 reads it (see untilMove): a number of moves
// when it starts with a digit from 1 to 9, otherwise a vertex, and loading
// stops before the first move on that vertex. Text that is no vertex of
// the board ("0", "-1", "x") stops before the first pass, as "pass" does.
// Arguments after MOVE are ignored, as GNU Go ignores them.
func cmdLoadSGF(e *Engine, args []string) (string, error) {
	if len(args) < 1 {
		return "", fail("loadsgf takes a file name and an optional move number or vertex")
	}
	if e.noFiles {
		return "", fail("file access is disabled")
	}
	name := args[0]
	data, err := readLimited(name)
	if err != nil {
		return "", fail("cannot open or parse %q: %v", name, err)
	}
	g, err := sgf.ReadGame(data)
	if err != nil {
		return "", fail("cannot open or parse %q: %s", name, message(err))
	}
	toMove := core.Empty
	if len(args) >= 2 {
		stop := untilMove(args[1], g.Size())
		// Find the node of the move to stop at, then go to its parent
		// in one step.
		k := 0
		for n := g.Root(); len(n.Children()) > 0; {
			n = n.Children()[0]
			m := n.Move()
			if !m.IsValid() {
				continue
			}
			k++
			if stop(k, m) {
				if err := g.GoTo(n.Parent()); err != nil {
					return "", err
				}
				toMove = m.Color()
				break
			}
		}
	}
	if toMove == core.Empty {
		g.GoToEnd()
		toMove = g.ToMove()
	}
	g.SetResult(core.Result{})
	e.game, e.size, e.komi, e.rules = g, g.Size(), g.Komi(), g.Rules()
	return toMove.String(), nil
}

// untilMove reads loadsgf's MOVE argument the way GNU Go 3.8 does
// (gameinfo_play_sgftree_rot), checked against it by TestLoadSGFAgainstGnuGo:
// text that starts with a digit from 1 to 9 is a move number, its leading
// digits (so "2x" is 2), and loading stops before that move; any other
// text is a vertex, and loading stops before the first move on it, of
// either colour. GNU Go reads text that is no vertex of the board (such as
// "0", "-1" or "x") as no move, which it does not tell apart from a pass,
// so such text, like "pass" itself, stops before the first pass. stop
// reports whether move number k, m, is where loading stops.
func untilMove(arg string, size int) (stop func(k int, m core.Move) bool) {
	if arg != "" && arg[0] >= '1' && arg[0] <= '9' {
		n := 0
		for i := 0; i < len(arg) && arg[i] >= '0' && arg[i] <= '9'; i++ {
			if n < 1<<30 {
				n = n*10 + int(arg[i]-'0')
			}
		}
		return func(k int, _ core.Move) bool { return k == n }
	}
	p, err := core.ParseGTP(arg, size)
	if err != nil {
		return func(_ int, m core.Move) bool { return m.IsPass() }
	}
	return func(_ int, m core.Move) bool { return !m.IsPass() && m.Point() == p }
}

// readLimited reads a file of at most core/sgf's default byte limit (its
// other limits bound what is inside the file).
func readLimited(name string) ([]byte, error) {
	limit := sgf.DefaultLimits.MaxBytes
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, int64(limit)+1))
	if err != nil {
		return nil, err
	}
	if len(data) > limit {
		return nil, fmt.Errorf("the file is larger than %d bytes", limit)
	}
	return data, nil
}

// cmdPrintSGF answers printsgf [FILE]: the whole game tree as SGF
// (core/sgf), written to FILE, or given as the answer when there is no
// file name. In the answer, an empty line (possible inside a comment) gets
// a space, since an empty line would end the GTP answer.
func cmdPrintSGF(e *Engine, args []string) (string, error) {
	if len(args) > 1 {
		return "", fail("printsgf takes at most a file name")
	}
	var buf bytes.Buffer
	if err := sgf.WriteGame(&buf, e.game); err != nil {
		return "", fail("cannot write SGF: %s", message(err))
	}
	if len(args) == 0 {
		return buf.String(), nil
	}
	if e.noFiles {
		return "", fail("file access is disabled")
	}
	if err := os.WriteFile(args[0], buf.Bytes(), 0o644); err != nil {
		return "", fail("cannot write %q: %v", args[0], err)
	}
	return "", nil
}
