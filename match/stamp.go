package match

import (
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"slices"
	"strconv"
	"strings"
)

// Position stamps. A message about a game stays in its channel after the
// game has moved on, and a step asked from it may act on a position the
// player never saw: a pass in a position changed since, or an accepted
// count whose dead stones the opponent has toggled since. Such steps carry
// the stamp of the position they were shown with (Shown), and the Service
// refuses them, with ErrStale, once the game has left that position.

// Stamp identifies the position of g that a pinned step acts on: the move
// number and a 32-bit hash of the stones on the board and of the stones
// marked dead, e.g. "20-9c41e0d2". Two positions with the same move number
// differ in their stones (an undo followed by another move), and during
// scoring every toggle changes the dead stones; accepting does not, so one
// player's acceptance leaves the other's stamp valid. g must have a game
// tree.
func (g *GameRecord) Stamp() string {
	h := fnv.New32a()
	var buf [8]byte
	binary.LittleEndian.PutUint64(buf[:], g.Game.Board().Hash())
	h.Write(buf[:])
	dead := slices.Clone(g.Dead)
	slices.Sort(dead)
	for _, p := range dead {
		binary.LittleEndian.PutUint16(buf[:2], uint16(p))
		h.Write(buf[:2])
	}
	return fmt.Sprintf("%d-%08x", g.Game.MoveNumber(), h.Sum32())
}

// stampMove returns the move number a stamp was made at, or -1 if it does
// not say (an empty stamp, from before stamps existed, or a malformed one).
func stampMove(stamp string) int {
	n, _, ok := strings.Cut(stamp, "-")
	if !ok {
		return -1
	}
	move, err := strconv.Atoi(n)
	if err != nil || move < 0 {
		return -1
	}
	return move
}

// Shown pins a step to what the message it was asked from showed: the game
// (GameID) and, for the steps that act on a position (a pass, an accepted
// count), the Stamp of that position ("" on a message from before stamps,
// which cannot say what it showed and is refused as stale). The zero Shown
// pins nothing: a typed command acts on the channel's game as it stands.
type Shown struct {
	GameID string
	Stamp  string
}

// pinned reports whether the step was asked from a message.
func (s Shown) pinned() bool { return s.GameID != "" }

// fresh checks that g is still at the position s was shown with: an error
// wrapping ErrStale otherwise.
func (s Shown) fresh(g *GameRecord) error {
	if s.Stamp == g.Stamp() {
		return nil
	}
	return &RuleError{Err: ErrStale, Game: g, ShownMove: stampMove(s.Stamp)}
}
