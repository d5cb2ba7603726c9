package memory

import (
	"context"
	"fmt"
	"sync"

	"github.com/gobot-baduk/gobot/match"
)

// Puzzles keeps users' puzzle progress in memory. It is safe for
// concurrent use; progress goes in and out as copies.
type Puzzles struct {
	mu       sync.Mutex
	progress map[[2]string]*match.PuzzleProgress
}

var _ match.PuzzleStore = (*Puzzles)(nil)

// NewPuzzles returns an empty puzzle progress store.
func NewPuzzles() *Puzzles {
	return &Puzzles{progress: map[[2]string]*match.PuzzleProgress{}}
}

// PuzzleProgress implements match.PuzzleStore.
func (s *Puzzles) PuzzleProgress(ctx context.Context, userID, puzzleID string) (*match.PuzzleProgress, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.progress[[2]string{userID, puzzleID}]
	if !ok {
		return nil, fmt.Errorf("memory: no progress of user %s on puzzle %s: %w", userID, puzzleID, match.ErrNotFound)
	}
	return p.Clone(), nil
}

// SavePuzzleProgress implements match.PuzzleStore.
func (s *Puzzles) SavePuzzleProgress(ctx context.Context, p *match.PuzzleProgress) error {
	if p == nil || p.UserID == "" || p.PuzzleID == "" {
		return fmt.Errorf("memory: puzzle progress needs a user and a puzzle")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.progress[[2]string{p.UserID, p.PuzzleID}] = p.Clone()
	return nil
}
