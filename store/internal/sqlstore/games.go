package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/store/internal/policy"
)

// execer is what a write runs on: the database, or a transaction.
type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// withInteraction runs fn on a transaction that also records g's
// interaction, or straight on the database when g has none. fn's error
// rolls the transaction back.
func (s *Store) withInteraction(ctx context.Context, g *match.GameRecord, fn func(execer) error) error {
	if g.Interaction == "" {
		return fn(s.db)
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("%s: %w", s.d.Name, err)
	}
	defer tx.Rollback()
	if err := s.recordInteraction(ctx, tx, g); err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("%s: committing game %s: %w", s.d.Name, g.ID, err)
	}
	return nil
}

// ActiveGame implements match.GameStore.
func (s *Store) ActiveGame(ctx context.Context, channelID string) (*match.GameRecord, error) {
	g, err := s.load(ctx, s.queries["active"], channelID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("%s: no active game in channel %s: %w", s.d.Name, channelID, match.ErrNotFound)
	}
	return g, err
}

// Game implements match.GameStore.
func (s *Store) Game(ctx context.Context, id string) (*match.GameRecord, error) {
	g, err := s.load(ctx, s.queries["game"], id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("%s: game %s: %w", s.d.Name, id, match.ErrNotFound)
	}
	return g, err
}

// LastFinishedGame implements match.GameStore.
func (s *Store) LastFinishedGame(ctx context.Context, channelID string) (*match.GameRecord, error) {
	g, err := s.load(ctx, s.queries["lastFinished"], channelID, match.StatusFinished.String())
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("%s: no finished game in channel %s: %w", s.d.Name, channelID, match.ErrNotFound)
	}
	return g, err
}

// load reads one game row.
func (s *Store) load(ctx context.Context, q string, args ...any) (*match.GameRecord, error) {
	return s.scanGame(s.db.QueryRowContext(ctx, q, args...))
}

// scanGame reads the game in row. Columns are scanned as whatever the
// database holds and converted here, so that a row with a wrongly typed
// column still yields its id and channel with ErrCorrupt. A missing row is
// sql.ErrNoRows, unwrapped.
func (s *Store) scanGame(row *sql.Row) (*match.GameRecord, error) {
	var v [13]any
	ptrs := make([]any, len(v))
	for i := range v {
		ptrs[i] = &v[i]
	}
	if err := row.Scan(ptrs...); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, err
		}
		return nil, fmt.Errorf("%s: reading game: %w", s.d.Name, err)
	}
	var c conv
	r := &gameRow{
		ID:         c.text(v[0], "id"),
		GuildID:    c.text(v[1], "guild_id"),
		ChannelID:  c.text(v[2], "channel_id"),
		Status:     c.text(v[3], "status"),
		Active:     c.boolean(v[4], "active"),
		Meta:       c.bytes(v[5], "meta"),
		Tree:       c.bytes(v[6], "tree"),
		TreeFormat: c.text(v[7], "tree_format"),
		Cursor:     c.text(v[8], "cursor"),
		Version:    c.integer(v[9], "version"),
		CreatedAt:  c.integer(v[10], "created_at"),
		UpdatedAt:  c.integer(v[11], "updated_at"),
		Deadline:   c.integer(v[12], "deadline"),
	}
	g, err := decodeRow(r)
	if len(c.problems) > 0 {
		if g == nil {
			g = &match.GameRecord{}
		}
		g.Game, g.Dead = nil, nil
		return g, fmt.Errorf("%s: game %s: %w: %w", s.d.Name, r.ID, match.ErrCorrupt, errors.Join(append(c.problems, err)...))
	}
	if err != nil {
		return g, fmt.Errorf("%s: %w", s.d.Name, err)
	}
	return g, nil
}

// writeGame is what CreateGame and SaveGame share: it refuses an
// interaction without its time, encodes g, and runs write, given g's row,
// in this process's write turn and on a transaction that also records g's
// interaction (see withInteraction). After a write that recorded an
// interaction it tidies the expired ones (forget), still in the turn.
// write's error comes back as it was returned; verb ("creating", "saving")
// words the others.
func (s *Store) writeGame(ctx context.Context, g *match.GameRecord, verb string, write func(execer, *gameRow) error) error {
	if err := policy.CheckTime(s.d.Name, verb, g); err != nil {
		return err
	}
	r, err := encodeRow(g)
	if err != nil {
		return fmt.Errorf("%s: %w", s.d.Name, err)
	}
	done, err := s.write(ctx)
	if err != nil {
		return err
	}
	defer done()
	err = s.withInteraction(ctx, g, func(e execer) error { return write(e, r) })
	if err == nil && g.Interaction != "" {
		s.forget(ctx, g.UpdatedAt)
	}
	return err
}

// CreateGame implements match.GameStore.
func (s *Store) CreateGame(ctx context.Context, g *match.GameRecord) error {
	if g.ID == "" {
		return fmt.Errorf("%s: a new game needs an id", s.d.Name)
	}
	var insertErr error
	err := s.writeGame(ctx, g, "creating", func(e execer, r *gameRow) error {
		_, insertErr = e.ExecContext(ctx, s.queries["insert"], r.ID, r.GuildID, r.ChannelID, r.Status, r.Active,
			nonNil(r.Meta), nonNil(r.Tree), r.TreeFormat, r.Cursor, int64(1), r.CreatedAt, r.UpdatedAt, r.Deadline)
		return insertErr
	})
	if err != nil && err != insertErr {
		return err
	}
	// The transaction, if any, is over: what the insert's failure means
	// is asked outside it.
	if err != nil && s.d.IsUniqueViolation(err) {
		var v int64
		if s.db.QueryRowContext(ctx, s.queries["version"], g.ID).Scan(&v) == nil {
			return fmt.Errorf("%s: game %s exists already", s.d.Name, g.ID)
		}
		return fmt.Errorf("%s: channel %s: %w", s.d.Name, g.ChannelID, match.ErrChannelBusy)
	}
	if err != nil {
		return fmt.Errorf("%s: creating game %s: %w", s.d.Name, g.ID, err)
	}
	g.Version = 1
	return nil
}

// SaveGame implements match.GameStore: one UPDATE guarded by the
// version read, so that of two writers of one version exactly one wins.
//
// It never overwrites a row it cannot read. A record without a game tree
// may be the partial record that ActiveGame returned for a corrupt row
// (with ErrCorrupt), which /game abandon saves to end the game: saving
// its empty tree and unread players would destroy what a human could
// still recover (a truncated SGF, say). So a save of a record without a
// tree first reads the stored row at that version, and if the row does not
// decode, changes only its status (and with it the active flag), version
// and updated_at, keeping every stored byte else as it was.
func (s *Store) SaveGame(ctx context.Context, g *match.GameRecord) error {
	errStale := errors.New("stale")
	err := s.writeGame(ctx, g, "saving", func(e execer, r *gameRow) error {
		q, args := s.queries["update"], []any{r.GuildID, r.ChannelID, r.Status, r.Active,
			nonNil(r.Meta), nonNil(r.Tree), r.TreeFormat, r.Cursor, r.UpdatedAt, r.Deadline, r.ID, r.Version}
		if g.Game == nil {
			unreadable, err := s.unreadable(ctx, e, g.ID, g.Version)
			if err != nil {
				return err
			}
			if unreadable {
				q, args = s.queries["updateStatus"], []any{r.Status, r.Active, r.UpdatedAt, r.ID, r.Version}
			}
		}
		res, err := e.ExecContext(ctx, q, args...)
		if err != nil && s.d.IsUniqueViolation(err) {
			return fmt.Errorf("%s: channel %s: %w", s.d.Name, g.ChannelID, match.ErrChannelBusy)
		}
		if err != nil {
			return fmt.Errorf("%s: saving game %s: %w", s.d.Name, g.ID, err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return fmt.Errorf("%s: saving game %s: %w", s.d.Name, g.ID, err)
		}
		if n != 1 {
			return errStale // rolls back the interaction's record too
		}
		return nil
	})
	if err == nil {
		g.Version++
		return nil
	}
	if err != errStale {
		return err
	}
	var v int64
	switch err := s.db.QueryRowContext(ctx, s.queries["version"], g.ID).Scan(&v); {
	case errors.Is(err, sql.ErrNoRows):
		return fmt.Errorf("%s: game %s: %w", s.d.Name, g.ID, match.ErrNotFound)
	case err != nil:
		return fmt.Errorf("%s: game %s: version %d is stale: %w", s.d.Name, g.ID, g.Version, match.ErrConflict)
	}
	return fmt.Errorf("%s: game %s is at version %d, not %d: %w", s.d.Name, g.ID, v, g.Version, match.ErrConflict)
}

// unreadable reports whether game id's row at version does not decode. A
// row at another version (or none) is not unreadable: the versioned UPDATE
// that follows finds it stale.
func (s *Store) unreadable(ctx context.Context, e execer, id string, version int64) (bool, error) {
	_, err := s.scanGame(e.QueryRowContext(ctx, s.queries["gameAt"], id, version))
	switch {
	case err == nil, errors.Is(err, sql.ErrNoRows):
		return false, nil
	case errors.Is(err, match.ErrCorrupt):
		return true, nil
	}
	return false, fmt.Errorf("%s: saving game %s: %w", s.d.Name, id, err)
}
