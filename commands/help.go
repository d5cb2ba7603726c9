package commands

import (
	"context"
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
)

// /help: an overview of gobot by use, with examples, and a short page per
// command and for the clocks and fair play. The console's help prints the
// same text (HelpText). Every page fits one Discord message.

// helpPage is one topic of /help.
type helpPage struct {
	topic string
	text  string
}

// helpOverview is /help without a topic.
const helpOverview = `**gobot** plays Go (baduk, weiqi) in this server's channels. Only you see this.

**Play a game** (one per channel or thread)
• ` + "`/play opponent:@friend size:9 time:1d`" + ` challenges a friend, who clicks **Accept**; without ` + "`opponent`" + ` anyone may accept.
• ` + "`/play engine:true size:9 level:3`" + ` plays the Go engine.
• ` + "`/move point:D4`" + ` plays (` + "`dd`" + ` works too, and ` + "`pass`" + `). After two passes in a row, ` + "`/score toggle point:`" + ` marks dead groups and both players click **Accept score**.
• Games are on a clock: reminders come at half your time and near its end, and a player out of time loses (B+T, W+T).
• ` + "`/board`" + ` shows the board, ` + "`/game sgf`" + ` exports the record, ` + "`/game resign`" + ` resigns, ` + "`/game abandon`" + ` ends a game without a result before both players have moved or by agreement.

**Puzzles**
• ` + "`/puzzle today`" + ` shows the server's daily life-and-death puzzle; **Answer** or ` + "`/puzzle answer point:B18`" + `, ` + "`hint`" + ` and ` + "`show`" + ` answer only you; ` + "`stats`" + `, ` + "`leaderboard`" + `, ` + "`next`" + ` for practice.

**Review a game record**
• ` + "`/review start`" + ` (this channel's last game, or ` + "`file:`" + ` an .sgf) or **Review this game** on a message with one, then **Next ▶**, ` + "`/review play point:`" + `, ` + "`/review comment text:`" + `, ` + "`/review end`" + ` to end the review.

**Analysis, preferences, settings**
• ` + "`/analyze`" + ` and ` + "`/board overlay:all`" + ` show life, eyes, territory and an estimate: after the game, or during it where the server allows.
• ` + "`/prefs theme:high-contrast`" + ` draws your boards colour-blind safe; also ` + "`coordinates`" + ` and ` + "`turn-ping`" + `.
• Server managers: ` + "`/settings show`" + `, ` + "`play`" + `, ` + "`daily`" + `, ` + "`fair-play`" + `.

One command in more detail: ` + "`/help topic:move`" + `. Topics: %s.`

// helpPages are the topics of /help, in the order they are listed.
var helpPages = []helpPage{
	{"play", `**/play** challenges someone (or anyone) to a game in this channel or thread.
• ` + "`/play opponent:@friend`" + ` (leave out ` + "`opponent`" + ` for an open challenge) · ` + "`size:`" + ` 9, 13, 19 or 5–25 · ` + "`komi:`" + ` · ` + "`handicap:`" + ` 2–9 · ` + "`rules:`" + ` japanese, chinese, aga, new-zealand, tromp-taylor · ` + "`color:`" + ` black, white or random · ` + "`time:`" + ` the clock.
• With a handicap the challenger takes Black and the stones unless they choose ` + "`color:white`" + `.
• The challenge stays open for the server's time (24 hours by default), then expires.
• ` + "`/play engine:true level:3`" + ` (or ` + "`opponent:@gobot`" + `) plays the Go engine (GNU Go) at once: ` + "`level:`" + ` 1 (weakest) to 10, boards up to 19×19, any rules, komi and handicap. It answers each move in the same reply, resigns lost games, and accepts gobot's count (you accept or toggle). If it fails, your move stays played: click **Ask the engine again**. Its turn has no clock.
Example: ` + "`/play opponent:@friend size:13 handicap:3 time:1d`"},
	{"move", `**/move** ` + "`point:`" + ` plays your move: ` + "`D4`" + ` (GTP, no letter I), ` + "`dd`" + ` (SGF) or ` + "`pass`" + `. It autocompletes legal points for the player to move.
• The answer shows the board and pings the player to move (unless they turned ` + "`turn-ping`" + ` off), with **Pass**, **Resign**, **Undo request** and **Analyze**.
• Two passes in a row since play last resumed start scoring (` + "`/help topic:score`" + `).
• After a ko capture the point that may not be retaken at once is marked with a hollow square.`},
	{"board", `**/board** shows this channel's board to whoever asks; it pings nobody.
• ` + "`/board overlay:`" + ` any of status, eyes, territory, influence, or all: analysis, which fair play may keep for after the game (` + "`/help topic:fair-play`" + `).
• The header shows each player's time left.`},
	{"analyze", `**/analyze** shows the position with every overlay: each group's life status, eyes, territory and who leads by how much (an estimate).
• During a game it is allowed only where the server allows it (` + "`/help topic:fair-play`" + `); a spectator's is shown to them alone.
• Without a game on the board it analyses the last game finished in the channel; the **Analyze** button under a board analyses that board's game, for you alone.`},
	{"score", `**/score** agrees on the dead stones after both players pass.
• ` + "`/score toggle point:E5`" + ` marks that group dead, or alive again (the opponent's stones that were dead only inside it follow).
• ` + "`/score accept`" + ` (or **Accept score**) accepts the count; when both accept, the result is recorded with the record attached.
• ` + "`/score resume`" + ` (or **Resume play**) goes back to playing: two new passes are needed to score again.
• The count must be agreed in time (a move's time, or the main time); else it stands as marked.
• Under tromp-taylor every stone counts: capture dead stones in play.`},
	{"game", `**/game** acts on this channel's game.
• ` + "`/game sgf`" + ` exports the record (SGF, every variation, moves taken back included); after the game, the channel's last finished game.
• ` + "`/game resign`" + ` resigns at once (the **Resign** button asks first).
• ` + "`/game abandon`" + ` asks to confirm, then ends the game without a result if both players have not moved yet (an abort), asks the opponent once both have, or ends it at once for a server manager. A player who wants out without agreement resigns.`},
	{"puzzle", `**/puzzle** is the server's daily life-and-death puzzle, and practice.
• ` + "`/puzzle today`" + ` shows today's; ` + "`id:`" + ` any puzzle (it autocompletes).
• **Answer** (a form) or ` + "`/puzzle answer point:B18`" + ` answers; a whole line works too (` + "`B18 A17`" + `). Only you see the reply.
• ` + "`/puzzle hint`" + ` and ` + "`/puzzle show`" + ` (the solution, numbered; seen before solving, it takes the solve's credit) answer only you.
• ` + "`/puzzle stats`" + `, ` + "`/puzzle leaderboard by:`" + ` streak, solved or rating; ` + "`/puzzle next`" + ` a puzzle near your rating; ` + "`/puzzle random level:`" + ` a fresh one at a level (1–5) you have not tried; ` + "`/puzzle list`" + ` the earlier dailies; ` + "`/puzzle reset`" + ` your stats here.
• ` + "`/puzzle import file:`" + ` (managers) adds problems from an SGF file, each proved first; ` + "`/puzzle imported`" + ` lists them (` + "`/help topic:import`" + `).`},
	{"import", `**Importing problems** (server managers): ` + "`/puzzle import file:`" + ` with an .sgf attached, one problem or a collection (up to 256 KB, 200 problems; 2,000 per server).
• gobot's own format, or files saved by CGoban, Sabaki or goproblems: without a goal, the group at stake is the one shut in by a wall, and the side to play lives if it is theirs, kills otherwise. Correct lines may be marked TE or by a comment such as "RIGHT" or "Correct".
• gobot's solver proves every problem: a book whose answer is wrong is refused with the refutation; a correct first move it misses is added; a problem too open to decide (over 24 empty points) is refused with the reason.
• The problems belong to this server: ` + "`/puzzle today id:srv-…`" + `, ` + "`/puzzle random`" + `, ` + "`/puzzle imported`" + `, ` + "`/puzzle remove id:`" + `. ` + "`/settings daily-source from:`" + ` builtin, server or both: what the daily is drawn from.`},
	{"review", `**/review** goes through a game record together; it occupies the channel like a game.
• ` + "`/review start`" + ` reviews this channel's last finished game; ` + "`file:`" + ` an .sgf attached reviews that; **Review this game** (a message's Apps menu) reviews the .sgf on a message.
• **⏮ Start**, **◀ Back**, **Next ▶**, **Last move ⏭**, or ` + "`/review next count:`" + `, ` + "`prev`" + `, ` + "`goto move:`" + `.
• ` + "`/review variation number:`" + ` chooses a variation (the board numbers them); ` + "`/review play point:`" + ` tries a move, credited to you.
• ` + "`/review comment text:`" + ` signs your comment; the newest are shown first, and ` + "`/review sgf`" + ` exports everything added, with its authors.
• **Browse privately** gives you your own copy of the position to step through; the channel's stays where it is.
• ` + "`/review mistakes`" + ` or **Find mistakes**: the engine (GNU Go) evaluates every move of this line and lists each side's biggest mistakes, with buttons to go to them; its better moves become variations.
• ` + "`/review end`" + ` ends the review (its starter or a server manager).`},
	{"settings", `**/settings** (server managers; anyone may ` + "`show`" + `).
• ` + "`/settings play`" + ` ` + "`rules:`" + ` ` + "`size:`" + ` ` + "`komi:`" + ` defaults for new games; ` + "`time:`" + ` their clock (1d, 20m+30s, none); ` + "`move-limit:`" + ` the time per move of games without a clock (7d by default); ` + "`challenge-expiry:`" + ` how long a challenge stays open (24h).
• ` + "`/settings daily channel: hour: timezone:`" + ` posts the daily puzzle at the hour of the server's zone (` + "`Europe/Paris`" + `); ` + "`/settings daily-off`" + ` stops it; ` + "`/settings daily-source from:`" + ` draws it from gobot's puzzles, the server's imported ones, or both.
• ` + "`/settings fair-play analysis:`" + ` nobody (the default) or everyone (` + "`/help topic:fair-play`" + `).`},
	{"prefs", `**/prefs** sets how gobot shows games to you (leave all out to see them).
• ` + "`theme:`" + ` classic or high-contrast (safe for colour-blind players) · ` + "`coordinates:`" + ` on or off · ` + "`turn-ping:`" + ` whether the message that makes it your move pings you.
• They apply to the images only you see, and to your games' boards: those are high contrast if either player asks, with coordinates unless both turn them off. Reminders that your time runs out ping you whatever ` + "`turn-ping`" + ` says.`},
	{"clocks", `**Clocks.** Every game is on one: ` + "`/play time:`" + `, or the server's (` + "`/settings play time:`" + `), or else its limit per move (7 days by default), so no channel is blocked for ever.
• A time per move (` + "`10m`" + `, ` + "`1h`" + `, ` + "`1d`" + `, ` + "`3d`" + `): each move must be made within it. Or a main time plus an increment per move (Fischer, ` + "`20m+30s`" + `).
• The board shows each player's time left. The player to move is reminded, with a ping, at half their time and when a tenth is left (not on clocks under 2 minutes).
• Out of time, a player loses (B+T, W+T); before both players have moved, the game ends without a result. A move made just before the deadline counts; one after it finds the game lost.
• Open challenges expire (24 hours by default).`},
	{"fair-play", `**Fair play.** ` + "`/settings fair-play analysis:`" + ` decides who sees the analysis of a game in progress (` + "`/analyze`" + `, ` + "`/board overlay:`" + `, the **Analyze** button):
• nobody (the default): no one, players included, until the game has ended; then anyone.
• everyone: anyone; a spectator's analysis is shown to them alone.
` + "`/board`" + ` without overlays is always allowed, and so are the count's own marks while the players agree on it.`},
	{"help", `**/help** shows an overview of gobot, or one topic: ` + "`/help topic:clocks`" + `. Only you see it. At the console, ` + "`help`" + ` and ` + "`help clocks`" + `.`},
}

// helpTopics lists the topics, for the overview and the refusals.
func helpTopics() string {
	names := make([]string, len(helpPages))
	for i, p := range helpPages {
		names[i] = p.topic
	}
	return strings.Join(names, ", ")
}

// HelpText returns /help's text: the overview for "", else the page of
// topic (a command's name, with or without its slash, "clocks" or
// "fair-play", in any case), or an error saying which topics there are.
func HelpText(topic string) (string, error) {
	t := strings.ToLower(strings.TrimPrefix(strings.TrimSpace(topic), "/"))
	if t == "" {
		return fmt.Sprintf(helpOverview, helpTopics()), nil
	}
	for _, p := range helpPages {
		if p.topic == t || strings.ReplaceAll(p.topic, "-", " ") == t {
			return p.text, nil
		}
	}
	return "", userf("There is no help on %q. Topics: %s.", clip(topic), helpTopics())
}

func helpCommand() *slashCommand {
	var choices []*discordgo.ApplicationCommandOptionChoice
	for _, p := range helpPages {
		choices = append(choices, &discordgo.ApplicationCommandOptionChoice{Name: p.topic, Value: p.topic})
	}
	return &slashCommand{
		Def: &discordgo.ApplicationCommand{
			Name:        "help",
			Description: "How to use gobot: an overview with examples, or one topic (only you see it)",
			Options: []*discordgo.ApplicationCommandOption{
				{Type: discordgo.ApplicationCommandOptionString, Name: "topic", Description: "A command, or clocks or fair-play", Choices: choices},
			},
		},
		Run: func(ctx context.Context, b *Bot, req *Request) (*Response, error) {
			text, err := HelpText(req.Options["topic"])
			if err != nil {
				return nil, err
			}
			return &Response{Content: text, Ephemeral: true}, nil
		},
	}
}
