package commands

import (
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"slices"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"
)

// Stamped buttons. A message stays in the channel after the game has moved
// on, and its buttons stay clickable. Most of them mean the same whenever
// they are clicked (Resign asks to confirm; Analyze shows the position as
// it is now), but Pass and Accept score act on the position their message
// showed: an old Pass would pass in a position the player never saw, and an
// old Accept score would accept dead stones the opponent has toggled
// since. So their custom ids carry a stamp of that position,
// "action:game:stamp", and a click whose stamp no longer matches the game
// is refused with a message saying what to use instead.
//
// Ids without a stamp, "pass:game" and "score-accept:game", are on messages
// posted before stamps existed. They cannot tell which position they were
// shown with, so they are treated as stale too: refusing a click is safe
// and says what to do, while accepting one may pass or agree to a count the
// player has not seen.

// positionStamp identifies what a stamped button acts on: the move number
// and a 32-bit hash of the stones on the board and of the stones marked
// dead, e.g. "20-9c41e0d2". Two positions with the same move number
// differ in their stones (an undo followed by another move), and during
// scoring every toggle changes the dead stones; accepting does not, so
// one player's acceptance leaves the other's button valid.
func positionStamp(g *GameRecord) string {
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

// stampedButton is a button whose custom id carries g's position stamp.
func stampedButton(label, action string, g *GameRecord, style discordgo.ButtonStyle) discordgo.Button {
	return discordgo.Button{Label: label, Style: style, CustomID: customID(action, g.ID+":"+positionStamp(g))}
}

// cutStamp splits the part of a stamped custom id after the action into
// the game id and the stamp ("" for an id from before stamps).
func cutStamp(rest string) (gameID, shown string) {
	gameID, shown, _ = strings.Cut(rest, ":")
	return gameID, shown
}

// freshButton checks that a stamped button was shown with g's current
// position (shown is its stamp); label names the button, changed what may
// have changed at the same move number, and instead what to use in its
// place.
func freshButton(g *GameRecord, shown, label, changed, instead string) error {
	if shown == positionStamp(g) {
		return nil
	}
	if n, _, ok := strings.Cut(shown, "-"); ok {
		if move, err := strconv.Atoi(n); err == nil {
			if move == g.Game.MoveNumber() {
				return Userf("That %s button is on an older message: the %s changed since it was shown. Use the button on the newest message, or %s.", label, changed, instead)
			}
			return Userf("That %s button is on an older message, shown after move %d; the game is at move %d now. Use the button on the newest message, or %s.", label, move, g.Game.MoveNumber(), instead)
		}
	}
	return Userf("That %s button is on a message from an older version of gobot, which does not say which position it was for. Use the button on the newest message, or %s.", label, instead)
}
