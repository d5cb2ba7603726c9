package match

import "time"

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
