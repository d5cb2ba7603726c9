package commands

import (
	"time"

	"github.com/gobot-baduk/gobot/core"
)

// Status is where a channel's game is in its life.
type Status uint8

const (
	// StatusNone is the zero Status.
	StatusNone Status = iota
	// StatusChallenge is a challenge waiting to be accepted.
	StatusChallenge
	// StatusPlaying is a game in play.
	StatusPlaying
	// StatusScoring is a game after two passes, its dead stones being agreed.
	StatusScoring
	// StatusFinished is a game with a result (score, resignation, or void
	// when abandoned).
	StatusFinished
	// StatusDeclined is a challenge declined or withdrawn.
	StatusDeclined
	// StatusReview is an SGF file being reviewed together in the channel
	// (/review): it occupies the channel like a game.
	StatusReview
	// StatusReviewed is a review that ended.
	StatusReviewed
)

// String returns the status as a lower-case word, the form stores keep.
func (s Status) String() string {
	switch s {
	case StatusChallenge:
		return "challenge"
	case StatusPlaying:
		return "playing"
	case StatusScoring:
		return "scoring"
	case StatusFinished:
		return "finished"
	case StatusDeclined:
		return "declined"
	case StatusReview:
		return "review"
	case StatusReviewed:
		return "reviewed"
	}
	return "none"
}

// ParseStatus reads the word String returns.
func ParseStatus(s string) (Status, bool) {
	for st := StatusChallenge; st <= StatusReviewed; st++ {
		if st.String() == s {
			return st, true
		}
	}
	return StatusNone, false
}

// Active reports whether a game in this status occupies its channel.
func (s Status) Active() bool {
	return s == StatusChallenge || s == StatusPlaying || s == StatusScoring || s == StatusReview
}

// Proposal is what a challenge asks for: the game's settings.
type Proposal struct {
	// Size is the board size.
	Size int
	// Komi is the komi.
	Komi float64
	// Handicap is the number of handicap stones (0: none).
	Handicap int
	// Rules is the rule set's preset name.
	Rules string
	// Color is the challenger's colour: Black, White, or Empty for a
	// random choice when the challenge is accepted.
	Color core.Color
}

// GameRecord is one channel game as the store keeps it: who plays, the
// full game tree with its rules, and where the game stands. Everything in
// it is plain data except Game, which stores serialize as SGF.
type GameRecord struct {
	// ID identifies the game; commands sets it.
	ID string
	// GuildID and ChannelID say where the game is played.
	GuildID, ChannelID string
	// Status is where the game stands.
	Status Status
	// Challenger made the challenge; Challenged is the opponent asked, or
	// the zero User for an open challenge.
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
	// UndoBy is the player who asked to take back a move (Empty: nobody),
	// and UndoAt the move number when they asked.
	UndoBy core.Color
	UndoAt int
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

// undoPending reports whether an undo request is open: one was asked, and
// no move has been played since (a move ends it).
func (g *GameRecord) undoPending() bool {
	return g.UndoBy != core.Empty && g.UndoAt == g.Game.MoveNumber()
}

// Clone returns a deep copy of g: its tree, cursor and slices are its own.
func (g *GameRecord) Clone() (*GameRecord, error) {
	c := *g
	c.Dead = append([]core.Point(nil), g.Dead...)
	if g.Game != nil {
		t, err := CloneGame(g.Game)
		if err != nil {
			return nil, err
		}
		c.Game = t
	}
	return &c, nil
}
