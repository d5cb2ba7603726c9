package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/gobot-baduk/gobot/commands"
)

// recordInteraction records g's interaction as handled inside tx, and
// returns an error wrapping commands.ErrAlreadyHandled if it was before.
func (s *Store) recordInteraction(ctx context.Context, tx *sql.Tx, g *commands.GameRecord) error {
	res, err := tx.ExecContext(ctx, s.queries["claim"], g.Interaction, g.UpdatedAt.UnixNano())
	if err != nil {
		return fmt.Errorf("%s: recording interaction %s: %w", s.d.Name, g.Interaction, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("%s: recording interaction %s: %w", s.d.Name, g.Interaction, err)
	}
	if n == 0 {
		return fmt.Errorf("%s: interaction %s: %w", s.d.Name, g.Interaction, commands.ErrAlreadyHandled)
	}
	return nil
}

// gcInterval is how often a store deletes expired interaction ids.
const gcInterval = time.Minute

// Claim implements commands.InteractionLog: the id's primary key decides
// between concurrent claimers, in one process or many. Ids older than
// commands.InteractionRetention are deleted at most once a gcInterval.
func (s *Store) Claim(ctx context.Context, id string, at time.Time) (bool, error) {
	if id == "" {
		return false, fmt.Errorf("%s: claiming an empty interaction id", s.d.Name)
	}
	done, err := s.write(ctx)
	if err != nil {
		return false, err
	}
	defer done()
	s.gcMu.Lock()
	due := at.Sub(s.lastGC) >= gcInterval
	if due {
		s.lastGC = at
	}
	s.gcMu.Unlock()
	if due {
		if _, err := s.db.ExecContext(ctx, s.queries["gc"], at.Add(-commands.InteractionRetention).UnixNano()); err != nil {
			return false, fmt.Errorf("%s: forgetting old interactions: %w", s.d.Name, err)
		}
	}
	res, err := s.db.ExecContext(ctx, s.queries["claim"], id, at.UnixNano())
	if err != nil {
		return false, fmt.Errorf("%s: claiming interaction %s: %w", s.d.Name, id, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("%s: claiming interaction %s: %w", s.d.Name, id, err)
	}
	return n == 1, nil
}

// Seen implements commands.InteractionLog.
func (s *Store) Seen(ctx context.Context, id string) (bool, error) {
	var one int
	switch err := s.db.QueryRowContext(ctx, s.queries["seen"], id).Scan(&one); {
	case errors.Is(err, sql.ErrNoRows):
		return false, nil
	case err != nil:
		return false, fmt.Errorf("%s: looking up interaction %s: %w", s.d.Name, id, err)
	}
	return true, nil
}
