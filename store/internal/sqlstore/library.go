package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/gobot-baduk/gobot/practice"
)

// The servers' own problems and daily sources (migration 0007).

var _ practice.Library = (*Store)(nil)

const serverPuzzleColumns = `guild_id, id, title, level, sgf, imported_by, imported_at`

var libraryQueries = map[string]string{
	"countServerPuzzles": `SELECT COUNT(*) FROM server_puzzles WHERE guild_id = ?`,
	"addServerPuzzle": `INSERT INTO server_puzzles (` + serverPuzzleColumns + `) VALUES (?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (guild_id, id) DO NOTHING`,
	"serverPuzzles":      `SELECT ` + serverPuzzleColumns + ` FROM server_puzzles WHERE guild_id = ? ORDER BY imported_at, id`,
	"serverPuzzle":       `SELECT ` + serverPuzzleColumns + ` FROM server_puzzles WHERE guild_id = ? AND id = ?`,
	"deleteServerPuzzle": `DELETE FROM server_puzzles WHERE guild_id = ? AND id = ?`,
	"dailySource":        `SELECT source FROM puzzle_sources WHERE guild_id = ?`,
	"setDailySource": `INSERT INTO puzzle_sources (guild_id, source) VALUES (?, ?)
		ON CONFLICT (guild_id) DO UPDATE SET source = excluded.source`,
}

func scanServerPuzzle(row scanner) (*practice.ServerPuzzle, error) {
	p := &practice.ServerPuzzle{}
	var level, at int64
	if err := row.Scan(&p.GuildID, &p.ID, &p.Title, &level, &p.SGF, &p.ImportedBy, &at); err != nil {
		return nil, err
	}
	p.Level, p.ImportedAt = int(level), fromUnixNano(at)
	return p, nil
}

// AddServerPuzzles implements practice.Library: the count and the inserts
// in one transaction.
func (s *Store) AddServerPuzzles(ctx context.Context, guildID string, ps []*practice.ServerPuzzle, max int) (int, error) {
	for _, p := range ps {
		if err := p.Check(); err != nil {
			return 0, err
		}
		if p.GuildID != guildID {
			return 0, fmt.Errorf("%s: problem %s belongs to guild %q, not %q", s.d.Name, p.ID, p.GuildID, guildID)
		}
	}
	done, err := s.write(ctx)
	if err != nil {
		return 0, err
	}
	defer done()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("%s: importing problems into guild %q: %w", s.d.Name, guildID, err)
	}
	defer tx.Rollback()
	var have int64
	if err := tx.QueryRowContext(ctx, s.queries["countServerPuzzles"], guildID).Scan(&have); err != nil {
		return 0, fmt.Errorf("%s: counting the problems of guild %q: %w", s.d.Name, guildID, err)
	}
	added := 0
	for _, p := range ps {
		res, err := tx.ExecContext(ctx, s.queries["addServerPuzzle"], p.GuildID, p.ID, p.Title, int64(p.Level), p.SGF, p.ImportedBy, unixNano(p.ImportedAt))
		if err != nil {
			return 0, fmt.Errorf("%s: importing problem %s into guild %q: %w", s.d.Name, p.ID, guildID, err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return 0, fmt.Errorf("%s: importing problem %s into guild %q: %w", s.d.Name, p.ID, guildID, err)
		}
		added += int(n)
	}
	if int(have)+added > max {
		return 0, fmt.Errorf("%s: guild %q holds %d problems and would hold %d (the limit is %d): %w", s.d.Name, guildID, have, int(have)+added, max, practice.ErrLibraryFull)
	}
	if err := tx.Commit(); err != nil {
		return 0, fmt.Errorf("%s: importing problems into guild %q: %w", s.d.Name, guildID, err)
	}
	return added, nil
}

// ServerPuzzles implements practice.Library.
func (s *Store) ServerPuzzles(ctx context.Context, guildID string) ([]*practice.ServerPuzzle, error) {
	return queryAll(ctx, s, "problems of guild "+guildID, scanServerPuzzle, s.queries["serverPuzzles"], guildID)
}

// ServerPuzzle implements practice.Library.
func (s *Store) ServerPuzzle(ctx context.Context, guildID, id string) (*practice.ServerPuzzle, error) {
	p, err := scanServerPuzzle(s.db.QueryRowContext(ctx, s.queries["serverPuzzle"], guildID, id))
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil, fmt.Errorf("%s: guild %q has no problem %s: %w", s.d.Name, guildID, id, practice.ErrNotFound)
	case err != nil:
		return nil, fmt.Errorf("%s: reading problem %s of guild %q: %w", s.d.Name, id, guildID, err)
	}
	return p, nil
}

// DeleteServerPuzzle implements practice.Library.
func (s *Store) DeleteServerPuzzle(ctx context.Context, guildID, id string) error {
	done, err := s.write(ctx)
	if err != nil {
		return err
	}
	defer done()
	res, err := s.db.ExecContext(ctx, s.queries["deleteServerPuzzle"], guildID, id)
	if err != nil {
		return fmt.Errorf("%s: deleting problem %s of guild %q: %w", s.d.Name, id, guildID, err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return fmt.Errorf("%s: guild %q has no problem %s: %w", s.d.Name, guildID, id, practice.ErrNotFound)
	}
	return nil
}

// DailySource implements practice.Library.
func (s *Store) DailySource(ctx context.Context, guildID string) (practice.Source, error) {
	var v string
	err := s.db.QueryRowContext(ctx, s.queries["dailySource"], guildID).Scan(&v)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return practice.SourceBuiltin, nil
	case err != nil:
		return practice.SourceBuiltin, fmt.Errorf("%s: reading the daily source of guild %q: %w", s.d.Name, guildID, err)
	}
	src, err := practice.ParseSource(v)
	if err != nil {
		return practice.SourceBuiltin, fmt.Errorf("%s: guild %q: %w", s.d.Name, guildID, err)
	}
	return src, nil
}

// SetDailySource implements practice.Library.
func (s *Store) SetDailySource(ctx context.Context, guildID string, src practice.Source) error {
	if guildID == "" || src > practice.SourceBoth {
		return fmt.Errorf("%s: bad daily source %d for guild %q", s.d.Name, src, guildID)
	}
	done, err := s.write(ctx)
	if err != nil {
		return err
	}
	defer done()
	if _, err := s.db.ExecContext(ctx, s.queries["setDailySource"], guildID, src.String()); err != nil {
		return fmt.Errorf("%s: setting the daily source of guild %q: %w", s.d.Name, guildID, err)
	}
	return nil
}
