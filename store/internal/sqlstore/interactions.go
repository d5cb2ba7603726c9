package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/store/internal/policy"
)

// Handled interaction ids are stamped, and expire, on the database's clock
// (Dialect.Now), never on the caller's: several processes share one
// PostgreSQL database, and one whose clock ran ahead would otherwise delete
// the ids of the others before match.InteractionRetention had passed,
// and let a redelivery of their interactions apply again. The caller's time
// only paces the clean-up (forget).

// recordInteraction records g's interaction as handled inside tx, and
// returns an error wrapping match.ErrAlreadyHandled if it was before.
func (s *Store) recordInteraction(ctx context.Context, tx *sql.Tx, g *match.GameRecord) error {
	won, err := s.claimIn(ctx, tx, g.Interaction)
	if err != nil {
		return err
	}
	if !won {
		return fmt.Errorf("%s: interaction %s: %w", s.d.Name, g.Interaction, match.ErrAlreadyHandled)
	}
	return nil
}

// claimIn records the interaction id as handled inside tx, and reports
// false if it was recorded before.
func (s *Store) claimIn(ctx context.Context, tx *sql.Tx, id string) (bool, error) {
	res, err := tx.ExecContext(ctx, s.queries["claim"], id)
	if err != nil {
		return false, fmt.Errorf("%s: recording interaction %s: %w", s.d.Name, id, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("%s: recording interaction %s: %w", s.d.Name, id, err)
	}
	return n == 1, nil
}

// forget deletes the interaction ids older than the retention, on the
// database's clock, when the clean-up is due at at (see policy.Pacer): the
// caller's clock only paces it. Every write that records an id calls it,
// so that the table stays bounded whichever kind of interaction the bot
// sees. The caller holds the write turn. A failure is logged, not
// returned: the write it follows succeeded, and the next clean-up, a
// policy.GCInterval later, tries again.
func (s *Store) forget(ctx context.Context, at time.Time) {
	if !s.gc.Due(at) {
		return
	}
	res, err := s.db.ExecContext(ctx, s.queries["gc"], match.InteractionRetention.Nanoseconds())
	if err != nil {
		s.log.WarnContext(ctx, "forgetting expired interaction ids", "store", s.d.Name, "error", err.Error())
		return
	}
	if n, err := res.RowsAffected(); err == nil && n > 0 {
		s.log.DebugContext(ctx, "forgot expired interaction ids", "store", s.d.Name, "count", n)
	}
}

// Claim implements match.InteractionLog: the id's primary key decides
// between concurrent claimers, in one process or many. The id is stamped
// with the database's time; at, which must be set, paces the clean-up of
// expired ids.
func (s *Store) Claim(ctx context.Context, id string, at time.Time) (bool, error) {
	return s.claim(ctx, id, at, "claim")
}

// Refuse implements match.InteractionLog: it claims the id as Claim
// does, with the answer it was refused with in the same row.
func (s *Store) Refuse(ctx context.Context, id string, at time.Time, answer string) (bool, error) {
	return s.claim(ctx, id, at, "refuse", answer)
}

// claim runs the insert named query for id, with the extra arguments after
// the id, and reports whether it recorded the id.
func (s *Store) claim(ctx context.Context, id string, at time.Time, query string, extra ...any) (bool, error) {
	if id == "" {
		return false, fmt.Errorf("%s: claiming an empty interaction id", s.d.Name)
	}
	if at.IsZero() {
		return false, fmt.Errorf("%s: claiming interaction %s: %w", s.d.Name, id, policy.ErrNoTime)
	}
	done, err := s.write(ctx)
	if err != nil {
		return false, err
	}
	defer done()
	s.forget(ctx, at)
	res, err := s.db.ExecContext(ctx, s.queries[query], append([]any{id}, extra...)...)
	if err != nil {
		return false, fmt.Errorf("%s: claiming interaction %s: %w", s.d.Name, id, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("%s: claiming interaction %s: %w", s.d.Name, id, err)
	}
	return n == 1, nil
}

// Refusal implements match.InteractionLog.
func (s *Store) Refusal(ctx context.Context, id string) (string, bool, error) {
	var answer sql.NullString
	switch err := s.db.QueryRowContext(ctx, s.queries["refusal"], id).Scan(&answer); {
	case errors.Is(err, sql.ErrNoRows):
		return "", false, nil
	case err != nil:
		return "", false, fmt.Errorf("%s: looking up interaction %s: %w", s.d.Name, id, err)
	}
	return answer.String, answer.Valid, nil
}

// Seen implements match.InteractionLog.
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
