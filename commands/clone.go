package commands

import "github.com/gobot-baduk/gobot/core"

// CloneGame returns a deep copy of g (core.Game.Clone: the whole tree, the
// game information, unread values included, and the cursor with its
// position). The error is always nil; the signature is the one its callers
// (GameRecord.Clone, the store's tests) were written against.
func CloneGame(g *core.Game) (*core.Game, error) {
	return g.Clone(), nil
}
