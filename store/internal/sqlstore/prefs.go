package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/store/internal/policy"
)

// Prefs implements match.UserPrefs. A stored theme it does not know is an
// error: the row was not written by SavePrefs.
func (s *Store) Prefs(ctx context.Context, userID string) (match.Prefs, error) {
	p := match.Prefs{UserID: userID}
	var theme string
	var coords, mention bool
	err := s.db.QueryRowContext(ctx, s.queries["prefs"], userID).Scan(&theme, &coords, &mention)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return p, nil
	case err != nil:
		return p, fmt.Errorf("%s: preferences of user %s: %w", s.d.Name, userID, err)
	}
	if p.Theme, err = match.ParseBoardTheme(theme); err != nil {
		return match.Prefs{UserID: userID}, fmt.Errorf("%s: preferences of user %s: %w", s.d.Name, userID, err)
	}
	p.NoCoordinates, p.QuietTurns = !coords, !mention
	return p, nil
}

// SavePrefs implements match.UserPrefs.
func (s *Store) SavePrefs(ctx context.Context, p match.Prefs) error {
	if err := policy.CheckPrefs(s.d.Name, p); err != nil {
		return err
	}
	done, err := s.write(ctx)
	if err != nil {
		return err
	}
	defer done()
	if _, err := s.db.ExecContext(ctx, s.queries["savePrefs"], p.UserID, p.Theme.String(), !p.NoCoordinates, !p.QuietTurns); err != nil {
		return fmt.Errorf("%s: saving preferences of user %s: %w", s.d.Name, p.UserID, err)
	}
	return nil
}
