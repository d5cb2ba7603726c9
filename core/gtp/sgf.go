package gtp

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strconv"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/sgf"
)

// cmdLoadSGF answers loadsgf FILE [MOVE]: it reads the game record (core/sgf)
// and sets up the position just before move number MOVE of the main line,
// or after its last move; board size, komi and rules come from the file.
// As GNU Go does, it answers the colour to move. A recorded result is
// dropped so that play can go on.
func cmdLoadSGF(e *Engine, args []string) (string, error) {
	if len(args) < 1 || len(args) > 2 {
		return "", fail("loadsgf takes a file name and an optional move number")
	}
	if e.noFiles {
		return "", fail("file access is disabled")
	}
	name := args[0]
	move := -1
	if len(args) == 2 {
		n, err := strconv.Atoi(args[1])
		if err != nil || n < 1 {
			return "", fail("move number %q is not a positive integer", args[1])
		}
		move = n
	}
	data, err := readLimited(name)
	if err != nil {
		return "", fail("cannot open or parse %q: %v", name, err)
	}
	g, err := sgf.ReadGame(data)
	if err != nil {
		return "", fail("cannot open or parse %q: %s", name, message(err))
	}
	// Go along the main line to the move asked for, or to its end, in one
	// step: navigation costs the moves passed, not a replay per move.
	if move < 0 || g.GoToMove(move-1) != nil {
		g.GoToEnd()
	}
	g.SetResult(core.Result{})
	e.game, e.size, e.komi, e.rules = g, g.Size(), g.Komi(), g.Rules()
	return g.ToMove().String(), nil
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
