package sqlstore

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/sgf"
)

// Tree formats, kept in the tree_format column beside the tree, so that a
// later format can be introduced while older rows stay readable.
const (
	// formatNone is a row without a game tree (a challenge).
	formatNone = ""
	// formatSGF is an SGF FF[4] file written by sgf.WriteGame: the whole
	// tree with its variations, setup, comments, markup and other
	// properties, and the game information (size, komi, handicap, rules,
	// result) in the root.
	formatSGF = "sgf"
)

// errTree is a stored tree that cannot be read.
var errTree = errors.New("game tree")

// encodeGame writes g's whole tree and returns it with its format and the
// path to the cursor. Only the rule presets can be stored: SGF's RU names
// a preset, and custom rules would come back as other rules.
func encodeGame(g *core.Game) (data []byte, format, cursor string, err error) {
	if r, err := core.ParseRules(g.Rules().Name); err != nil || r != g.Rules() {
		return nil, "", "", fmt.Errorf("cannot store custom rules %v: only the presets can be read back", g.Rules())
	}
	var buf bytes.Buffer
	if err := sgf.WriteGame(&buf, g); err != nil {
		return nil, "", "", fmt.Errorf("writing SGF: %w", err)
	}
	return buf.Bytes(), formatSGF, encodePath(g.Cursor()), nil
}

// decodeGame reads a tree that encodeGame wrote and puts the cursor at the
// end of path. The root loses the FF, GM and AP[gobot] that WriteGame
// adds, so that a game read back is the game saved.
func decodeGame(data []byte, format, path string) (*core.Game, error) {
	if format != formatSGF {
		return nil, fmt.Errorf("%w: unknown format %q", errTree, format)
	}
	g, err := sgf.ReadGame(data)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", errTree, err)
	}
	// The file header that sgf.WriteGame adds is not part of the game:
	// the tree comes back as it was saved.
	root := g.Root()
	root.SetProp("FF")
	root.SetProp("GM")
	if v, _ := root.Prop("AP"); len(v) == 1 && v[0] == "gobot" {
		root.SetProp("AP")
	}
	n, err := followPath(g.Root(), path)
	if err != nil {
		return nil, err
	}
	if n != g.Root() {
		if err := g.GoTo(n); err != nil {
			return nil, fmt.Errorf("%w: %w", errPath, err)
		}
	}
	return g, nil
}
