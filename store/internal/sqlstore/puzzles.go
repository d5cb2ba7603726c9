package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/gobot-baduk/gobot/match"
)

// PuzzleProgress implements match.PuzzleStore.
func (s *Store) PuzzleProgress(ctx context.Context, userID, puzzleID string) (*match.PuzzleProgress, error) {
	p := &match.PuzzleProgress{UserID: userID, PuzzleID: puzzleID}
	var line string
	var wrong, hints, at int64
	err := s.db.QueryRowContext(ctx, s.queries["puzzle"], userID, puzzleID).Scan(&line, &wrong, &hints, &p.Solved, &p.Shown, &at)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil, fmt.Errorf("%s: no progress of user %s on puzzle %s: %w", s.d.Name, userID, puzzleID, match.ErrNotFound)
	case err != nil:
		return nil, fmt.Errorf("%s: progress of user %s on puzzle %s: %w", s.d.Name, userID, puzzleID, err)
	}
	p.Line = strings.Fields(line)
	p.Wrong, p.Hints = int(wrong), int(hints)
	p.UpdatedAt = time.Unix(0, at).UTC()
	return p, nil
}

// SavePuzzleProgress implements match.PuzzleStore.
func (s *Store) SavePuzzleProgress(ctx context.Context, p *match.PuzzleProgress) error {
	if p == nil || p.UserID == "" || p.PuzzleID == "" {
		return fmt.Errorf("%s: puzzle progress needs a user and a puzzle", s.d.Name)
	}
	for _, v := range p.Line {
		if v == "" || strings.ContainsAny(v, " \t\n") {
			return fmt.Errorf("%s: puzzle progress: bad vertex %q", s.d.Name, v)
		}
	}
	done, err := s.write(ctx)
	if err != nil {
		return err
	}
	defer done()
	_, err = s.db.ExecContext(ctx, s.queries["savePuzzle"], p.UserID, p.PuzzleID, strings.Join(p.Line, " "),
		int64(p.Wrong), int64(p.Hints), p.Solved, p.Shown, p.UpdatedAt.UnixNano())
	if err != nil {
		return fmt.Errorf("%s: saving progress of user %s on puzzle %s: %w", s.d.Name, p.UserID, p.PuzzleID, err)
	}
	return nil
}
