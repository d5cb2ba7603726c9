package storetest

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// SQLHooks fills in the Subject's Corrupt, Raw, CorruptSettings and Age
// for a store kept in the SQL database db, whose placeholders are given by
// arg (arg(1) is "?" for SQLite, "$1" for PostgreSQL). The column names
// come from the tests, never from users.
func (s *Subject) SQLHooks(db *sql.DB, arg func(n int) string) {
	update := func(ctx context.Context, what, query string, args ...any) error {
		res, err := db.ExecContext(ctx, query, args...)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return fmt.Errorf("%s changed %d rows", what, n)
		}
		return nil
	}
	s.Corrupt = func(ctx context.Context, id, column string, value any) error {
		// PostgreSQL types its columns: a status of the wrong type cannot
		// be stored there, so corruption is of the content.
		return update(ctx, fmt.Sprintf("corrupting %s of %s", column, id),
			fmt.Sprintf("UPDATE games SET %s = %s WHERE id = %s", column, arg(1), arg(2)), value, id)
	}
	s.Raw = func(ctx context.Context, id, column string) (any, error) {
		var v any
		err := db.QueryRowContext(ctx, fmt.Sprintf("SELECT %s FROM games WHERE id = %s", column, arg(1)), id).Scan(&v)
		return v, err
	}
	s.CorruptSettings = func(ctx context.Context, guildID, column string, value any) error {
		return update(ctx, fmt.Sprintf("corrupting %s of guild %s", column, guildID),
			fmt.Sprintf("UPDATE guild_settings SET %s = %s WHERE guild_id = %s", column, arg(1), arg(2)), value, guildID)
	}
	s.Age = func(ctx context.Context, id string, d time.Duration) error {
		return update(ctx, "ageing interaction "+id,
			fmt.Sprintf("UPDATE interactions SET claimed_at = claimed_at - %s WHERE id = %s", arg(1), arg(2)), d.Nanoseconds(), id)
	}
}
