package commands

import (
	"context"
	"time"
)

// PuzzleProgress is one user's attempt at one puzzle.
type PuzzleProgress struct {
	UserID   string
	PuzzleID string
	// Line is the current attempt: the user's moves and gobot's answers
	// alternately, as GTP vertices ("B18"). A wrong answer or a solved
	// puzzle clears it.
	Line []string
	// Wrong counts the wrong answers.
	Wrong int
	// Hints counts the hints asked for.
	Hints int
	// Solved reports that the user solved the puzzle.
	Solved bool
	// Shown reports that the user asked for the solution before solving it.
	Shown bool
	// UpdatedAt is when the progress last changed.
	UpdatedAt time.Time
}

// Clone returns a deep copy.
func (p *PuzzleProgress) Clone() *PuzzleProgress {
	c := *p
	c.Line = append([]string(nil), p.Line...)
	return &c
}

// PuzzleStore keeps each user's progress on the puzzles. It is optional
// (Stores.Puzzles): without one /puzzle answer judges the whole sequence of
// moves it is given. Implementations are safe for concurrent use and hand
// out copies.
type PuzzleStore interface {
	// PuzzleProgress returns the user's progress on the puzzle, or an
	// error wrapping ErrNotFound if the user has not tried it.
	PuzzleProgress(ctx context.Context, userID, puzzleID string) (*PuzzleProgress, error)
	// SavePuzzleProgress stores p, replacing the user's earlier progress
	// on that puzzle (last write wins: a user answers one move at a time).
	SavePuzzleProgress(ctx context.Context, p *PuzzleProgress) error
}

// puzzleStore returns the Bot's puzzle store, or nil.
func (b *Bot) puzzleStore() PuzzleStore { return b.stores.Puzzles }
