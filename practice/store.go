package practice

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Store errors. Implementations return errors wrapping these.
var (
	// ErrNotFound is an attempt never saved, or a daily never posted.
	ErrNotFound = errors.New("practice: not found")
	// ErrConflict is a save that lost the store's version check: a
	// record changed since it was read, or a record to be created exists.
	ErrConflict = errors.New("practice: changed since it was read")
	// ErrAlreadyHandled is a save on behalf of an interaction the store
	// has recorded as handled before: another delivery of it was applied.
	ErrAlreadyHandled = errors.New("practice: interaction already handled")
)

// Order is what a leaderboard ranks by.
type Order uint8

const (
	// ByStreak ranks by the current streak, then the best streak.
	ByStreak Order = iota
	// BySolved ranks by the puzzles solved with credit, then the clean
	// solves.
	BySolved
	// ByRating ranks by the rating, among players with a rated game.
	ByRating
)

// String returns "streak", "solved" or "rating".
func (o Order) String() string {
	switch o {
	case ByStreak:
		return "streak"
	case BySolved:
		return "solved"
	case ByRating:
		return "rating"
	}
	return "unknown"
}

// Change is one step's writes, saved all or nothing. Each record is
// created if its Version is 0 and otherwise saved only if the stored
// version is still its Version (compare-and-swap); a saved record's
// Version is then incremented.
type Change struct {
	// Attempt is the attempt the step changed (required).
	Attempt *Attempt
	// Player and Puzzle are the standing and the puzzle's rating the
	// step changed, or nil.
	Player *Player
	Puzzle *PuzzleRecord
	// Interaction is the id of the interaction the step is for ("":
	// none), recorded as handled with the change.
	Interaction string
}

// Check refuses a change no store saves: one without an attempt, an
// attempt without a user or a puzzle or with a line that is not vertices,
// or a player or puzzle rating that is not the attempt's.
func (c *Change) Check() error {
	if c == nil || c.Attempt == nil {
		return errors.New("practice: a change needs an attempt")
	}
	a := c.Attempt
	if a.UserID == "" || a.PuzzleID == "" {
		return errors.New("practice: an attempt needs a user and a puzzle")
	}
	for _, v := range a.Line {
		if v == "" || strings.ContainsAny(v, " \t\n") {
			return fmt.Errorf("practice: attempt at %s: bad vertex %q", a.PuzzleID, v)
		}
	}
	if p := c.Player; p != nil && (p.GuildID != a.GuildID || p.UserID != a.UserID) {
		return fmt.Errorf("practice: the standing of %s in %q is not the attempt's", p.UserID, p.GuildID)
	}
	if p := c.Puzzle; p != nil && p.PuzzleID != a.PuzzleID {
		return fmt.Errorf("practice: the rating of %s is not the attempt's puzzle", p.PuzzleID)
	}
	return nil
}

// Store keeps the attempts, the players' standings and the puzzles'
// ratings. Implementations are safe for concurrent use, across processes
// for the durable ones, and hand out copies the caller owns.
type Store interface {
	// Attempt returns the user's attempt at the puzzle in the guild, or
	// an error wrapping ErrNotFound.
	Attempt(ctx context.Context, guildID, userID, puzzleID string) (*Attempt, error)
	// Player returns the user's standing in the guild, or an error
	// wrapping ErrNotFound if the user has none.
	Player(ctx context.Context, guildID, userID string) (*Player, error)
	// Puzzle returns the puzzle's rating, or an error wrapping
	// ErrNotFound if it was never rated.
	Puzzle(ctx context.Context, puzzleID string) (*PuzzleRecord, error)
	// Save applies c all or nothing. It returns an error wrapping
	// ErrConflict if a record changed since it was read or exists already
	// (the caller reads again and decides anew), and one wrapping
	// ErrAlreadyHandled, saving nothing, if c.Interaction was recorded as
	// handled before. It refuses an attempt without a guild scope, a user
	// or a puzzle, and a player or puzzle that is not the attempt's. A
	// save that returns nil is durable.
	Save(ctx context.Context, c *Change) error
	// Attempts returns the user's attempts in the guild, the most
	// recently changed first, at most limit of them.
	Attempts(ctx context.Context, guildID, userID string, limit int) ([]*Attempt, error)
	// Attempted returns the ids of the puzzles the user has an attempt at
	// in the guild.
	Attempted(ctx context.Context, guildID, userID string) (map[string]bool, error)
	// Puzzles returns the rating of every puzzle ever rated, by id.
	Puzzles(ctx context.Context) (map[string]*PuzzleRecord, error)
	// Leaderboard returns the guild's players ranked by order, at most
	// limit of them: those with a streak alive (last day on or after
	// alive) by their streak, those with a solve by their solves, or those
	// with a rated game by their rating. Ties go to the smaller user id.
	Leaderboard(ctx context.Context, guildID string, order Order, alive Day, limit int) ([]*Player, error)
	// Ahead counts the guild's ranked players strictly ahead of p in
	// order (ties are not ahead), as Leaderboard ranks them.
	Ahead(ctx context.Context, p *Player, order Order, alive Day) (int, error)
	// Figures returns the puzzle's figures in the guild.
	Figures(ctx context.Context, guildID, puzzleID string) (Figures, error)
	// Reset deletes the user's attempts and standing in the guild.
	Reset(ctx context.Context, guildID, userID string) error
}

// Dailies keeps each server's daily posts, and the problems its daily can
// draw on (Library). Implementations are safe for concurrent use.
type Dailies interface {
	Library
	// RecordDaily stores a post, replacing the guild's post of that day.
	RecordDaily(ctx context.Context, d *Daily) error
	// Dailies returns the guild's posts before day (NoDay: all), the
	// newest first, at most limit of them.
	Dailies(ctx context.Context, guildID string, before Day, limit int) ([]*Daily, error)
	// ClaimAnswer records that the answer to the guild's daily of day is
	// being posted. It reports false, with a nil error, if it was claimed
	// before or there is no such daily.
	ClaimAnswer(ctx context.Context, guildID string, day Day) (bool, error)
	// ReleaseAnswer forgets the claim of an answer that could not be
	// posted, so that a later attempt can post it.
	ReleaseAnswer(ctx context.Context, guildID string, day Day) error
}

// Clock tells the time; tests use a fake one.
type Clock interface {
	Now() time.Time
}

type systemClock struct{}

func (systemClock) Now() time.Time { return time.Now() }

func isNotFound(err error) bool { return errors.Is(err, ErrNotFound) }
