package match

import (
	"time"

	"github.com/gobot-baduk/gobot/core"
)

// User is a person as a channel game knows them: an id, unique and stable
// (a Discord user id), and the name shown to others.
type User struct {
	ID   string
	Name string
}

// GameRecord is one channel game as the store keeps it: who plays, the
// full game tree with its rules, and where the game stands. Everything in
// it is plain data except Game, which stores serialize as SGF.
type GameRecord struct {
	// ID identifies the game; the Service sets it.
	ID string
	// GuildID and ChannelID say where the game is played.
	GuildID, ChannelID string
	// Status is where the game stands.
	Status Status
	// Challenger made the challenge (or started the review); Challenged is
	// the opponent asked, or the zero User for an open challenge.
	Challenger, Challenged User
	// Proposal is what was proposed.
	Proposal Proposal
	// Black and White are the players, once the challenge is accepted.
	Black, White User
	// Game is the game tree with its cursor, rules, komi, handicap and
	// result (nil while the challenge waits).
	Game *core.Game
	// Dead lists the stones marked dead during scoring.
	Dead []core.Point
	// BlackAccepts and WhiteAccepts record which players accepted the
	// dead stones; any change to Dead clears both.
	BlackAccepts, WhiteAccepts bool
	// ResumedAt is the move number at which play last resumed after
	// scoring (0: never). Only passes after it count towards the two in a
	// row that start scoring: a pass from before the resume would
	// otherwise end the game again before the player who asked to play
	// on has moved.
	ResumedAt int
	// AbandonBy is the player who asked to end the game without a result
	// (Empty: nobody), and AbandonAt the move number when they asked.
	AbandonBy core.Color
	AbandonAt int
	// UndoBy is the player who asked to take back a move (Empty: nobody),
	// and UndoAt the move number when they asked.
	UndoBy core.Color
	UndoAt int
	// Clock is the game's time control, the proposal's from when the
	// challenge was accepted (zero: no clock).
	Clock TimeControl
	// BlackLeft and WhiteLeft are each player's time left at the start of
	// the current turn, on a Fischer clock.
	BlackLeft, WhiteLeft time.Duration
	// TurnStart is when the current turn began (the move or step that made
	// it the player to move's turn), during scoring when the count last
	// changed, and for a challenge when it was made.
	TurnStart time.Time
	// Reminders counts the reminders sent since TurnStart (0 to 2).
	Reminders int
	// Deadline is when the game's next timed event is due (zero: none):
	// the Service sets it with every save, and stores index it for the
	// deadline scheduler (Deadlines).
	Deadline time.Time
	// Ended is when the game ended (or the challenge was declined or
	// expired): the step that ended it, or the deadline that did, at the
	// deadline's time.
	Ended time.Time
	// Version counts saves: SaveGame applies only to the version read.
	Version int64
	// Interaction is the id of the interaction on whose behalf this write
	// is made ("" for none). It is not part of the game: CreateGame and
	// SaveGame record it as handled in the same transaction as the write,
	// so that a crash cannot leave a move applied with its interaction
	// unrecorded, or recorded without its move.
	Interaction string
	// CreatedAt and UpdatedAt are when the game was created and last saved.
	CreatedAt, UpdatedAt time.Time
}

// Player returns the user playing colour c.
func (g *GameRecord) Player(c core.Color) User {
	switch c {
	case core.Black:
		return g.Black
	case core.White:
		return g.White
	}
	return User{}
}

// ColorOf returns the colour user id plays, or Empty if they do not play.
// Someone playing themselves has both colours; ColorOf then returns the
// colour to move.
func (g *GameRecord) ColorOf(id string) core.Color {
	b, w := g.Black.ID == id, g.White.ID == id
	switch {
	case b && w && g.Game != nil:
		return g.Game.ToMove()
	case b:
		return core.Black
	case w:
		return core.White
	}
	return core.Empty
}

// passesSinceResume returns how many passes in a row end the game's line,
// counting only those played since play last resumed.
func (g *GameRecord) passesSinceResume() int {
	return max(0, min(g.Game.ConsecutivePasses(), g.Game.MoveNumber()-g.ResumedAt))
}

// undoPending reports whether an undo request is open: one was asked, and
// no move has been played since (a move ends it).
func (g *GameRecord) undoPending() bool {
	return g.UndoBy != core.Empty && g.UndoAt == g.Game.MoveNumber()
}

// Clone returns a deep copy of g: its tree (core.Game.Clone: the whole
// tree, the game information, unread values included, and the cursor),
// and its slices are its own.
func (g *GameRecord) Clone() *GameRecord {
	c := *g
	c.Dead = append([]core.Point(nil), g.Dead...)
	if g.Game != nil {
		c.Game = g.Game.Clone()
	}
	return &c
}
