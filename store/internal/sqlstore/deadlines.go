package sqlstore

import (
	"context"
	"fmt"
	"time"

	"github.com/gobot-baduk/gobot/match"
)

// DueGames implements match.Deadlines, from the deadline column of the
// active games.
func (s *Store) DueGames(ctx context.Context, t time.Time, limit int) ([]match.Due, error) {
	if limit <= 0 {
		return nil, nil
	}
	rows, err := s.db.QueryContext(ctx, s.queries["due"], t.UnixNano(), int64(limit))
	if err != nil {
		return nil, fmt.Errorf("%s: games due by %v: %w", s.d.Name, t, err)
	}
	defer rows.Close()
	var out []match.Due
	for rows.Next() {
		var d match.Due
		var at int64
		if err := rows.Scan(&d.GameID, &d.ChannelID, &at); err != nil {
			return nil, fmt.Errorf("%s: games due by %v: %w", s.d.Name, t, err)
		}
		d.Deadline = fromUnixNano(at)
		out = append(out, d)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("%s: games due by %v: %w", s.d.Name, t, err)
	}
	return out, nil
}
