package commands

import (
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/match"
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

// stampedButton is a button whose custom id carries the stamp of g's
// position (match.GameRecord.Stamp).
func stampedButton(label, action string, g *match.GameRecord, style discordgo.ButtonStyle) discordgo.Button {
	return discordgo.Button{Label: label, Style: style, CustomID: customID(action, g.ID+":"+g.Stamp())}
}

// shownAt reads the part of a stamped custom id after the action: the game
// id and the stamp ("" for an id from before stamps).
func shownAt(rest string) match.Shown {
	gameID, stamp, _ := strings.Cut(rest, ":")
	return match.Shown{GameID: gameID, Stamp: stamp}
}
