package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/practice"
	"github.com/gobot-baduk/gobot/store/internal/policy"
)

// Settings implements match.GuildSettings.
func (s *Store) Settings(ctx context.Context, guildID string) (match.Settings, error) {
	st := match.Settings{GuildID: guildID}
	err := scanSettings(s.db.QueryRowContext(ctx, s.queries["settings"], guildID), &st)
	if errors.Is(err, sql.ErrNoRows) {
		return st, nil
	}
	if err != nil {
		return match.Settings{GuildID: guildID}, fmt.Errorf("%s: settings of guild %s: %w", s.d.Name, guildID, err)
	}
	return st, nil
}

// scanSettings reads a row of the leading columns, then rules, size, komi,
// puzzle_channel, puzzle_hour and puzzle_zone, then clock, move_limit,
// challenge_expiry and live_analysis, into lead and st. An hour, a zone or
// a clock that SaveSettings would refuse is an error too.
func scanSettings(row interface{ Scan(...any) error }, st *match.Settings, lead ...any) error {
	var komi sql.NullFloat64
	var size, hour, limit, expiry int64
	var clock string
	if err := row.Scan(append(lead, &st.Rules, &size, &komi, &st.PuzzleChannel, &hour, &st.PuzzleZone, &clock, &limit, &expiry, &st.LiveAnalysis)...); err != nil {
		return err
	}
	if hour < 0 || hour > 23 {
		return fmt.Errorf("puzzle hour %d is not 0 to 23", hour)
	}
	if _, err := practice.LoadZone(st.PuzzleZone); err != nil {
		return err
	}
	st.Clock = match.TimeControl{}
	if clock != "" {
		c, err := match.ParseTimeControl(clock)
		if err != nil {
			return fmt.Errorf("clock: %w", err)
		}
		st.Clock = c
	}
	st.MoveLimit, st.ChallengeExpiry = time.Duration(limit), time.Duration(expiry)
	if err := st.CheckClocks(); err != nil {
		return err
	}
	st.Size, st.PuzzleHour = int(size), int(hour)
	st.Komi = nil
	if komi.Valid {
		k := komi.Float64
		st.Komi = &k
	}
	return nil
}

// DailyGuilds returns the settings of every guild whose daily puzzle is
// posted, by guild id. A row it cannot read is logged and skipped: one
// guild's bad settings must not stop every other guild's puzzle.
func (s *Store) DailyGuilds(ctx context.Context) ([]match.Settings, error) {
	rows, err := s.db.QueryContext(ctx, s.queries["dailyGuilds"])
	if err != nil {
		return nil, fmt.Errorf("%s: guilds with a daily puzzle: %w", s.d.Name, err)
	}
	defer rows.Close()
	var out []match.Settings
	for rows.Next() {
		var st match.Settings
		// The guild id comes first, so that it is read even when a
		// later column is not.
		if err := scanSettings(rows, &st, &st.GuildID); err != nil {
			s.log.ErrorContext(ctx, "skipping a guild's unreadable settings for the daily puzzle", "store", s.d.Name, "guild", st.GuildID, "error", err.Error())
			continue
		}
		out = append(out, st)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("%s: guilds with a daily puzzle: %w", s.d.Name, err)
	}
	return out, nil
}

// ClaimDailyPost records that this process posts guildID's puzzle of day
// (YYYY-MM-DD) in channelID. It reports false if it was claimed before, by
// any process. Winning a claim deletes the guild's claims older than
// policy.DailyKeep before day.
func (s *Store) ClaimDailyPost(ctx context.Context, guildID, day, channelID string, at time.Time) (bool, error) {
	d, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return false, fmt.Errorf("%s: claiming the daily post of guild %s: day %q is not YYYY-MM-DD", s.d.Name, guildID, day)
	}
	done, err := s.write(ctx)
	if err != nil {
		return false, err
	}
	defer done()
	res, err := s.db.ExecContext(ctx, s.queries["claimDaily"], guildID, day, channelID, at.UnixNano())
	if err != nil {
		return false, fmt.Errorf("%s: claiming the daily post of guild %s for %s: %w", s.d.Name, guildID, day, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("%s: claiming the daily post of guild %s for %s: %w", s.d.Name, guildID, day, err)
	}
	if n == 1 {
		// The day is only ever compared as text: YYYY-MM-DD sorts by date.
		if _, err := s.db.ExecContext(ctx, s.queries["pruneDaily"], guildID, d.Add(-policy.DailyKeep).Format(time.DateOnly)); err != nil {
			s.log.WarnContext(ctx, "deleting old daily post claims", "store", s.d.Name, "guild", guildID, "error", err.Error())
		}
	}
	return n == 1, nil
}

// ReleaseDailyPost forgets a claim whose post failed, so that a later
// attempt that day can post.
func (s *Store) ReleaseDailyPost(ctx context.Context, guildID, day string) error {
	done, err := s.write(ctx)
	if err != nil {
		return err
	}
	defer done()
	if _, err := s.db.ExecContext(ctx, s.queries["releaseDaily"], guildID, day); err != nil {
		return fmt.Errorf("%s: releasing the daily post of guild %s for %s: %w", s.d.Name, guildID, day, err)
	}
	return nil
}

// SaveSettings implements match.GuildSettings.
func (s *Store) SaveSettings(ctx context.Context, st match.Settings) error {
	// A request refused here must not wait behind the queued writers.
	if st.GuildID == "" {
		return fmt.Errorf("%s: settings need a guild id", s.d.Name)
	}
	if st.PuzzleHour < 0 || st.PuzzleHour > 23 {
		return fmt.Errorf("%s: settings of guild %s: puzzle hour %d is not 0 to 23", s.d.Name, st.GuildID, st.PuzzleHour)
	}
	if _, err := practice.LoadZone(st.PuzzleZone); err != nil {
		return fmt.Errorf("%s: settings of guild %s: %w", s.d.Name, st.GuildID, err)
	}
	if err := st.CheckClocks(); err != nil {
		return fmt.Errorf("%s: settings of guild %s: %w", s.d.Name, st.GuildID, err)
	}
	clock := ""
	if !st.Clock.IsZero() {
		clock = st.Clock.String()
	}
	var komi sql.NullFloat64
	if st.Komi != nil {
		komi = sql.NullFloat64{Float64: *st.Komi, Valid: true}
	}
	done, err := s.write(ctx)
	if err != nil {
		return err
	}
	defer done()
	if _, err := s.db.ExecContext(ctx, s.queries["saveSettings"], st.GuildID, st.Rules, int64(st.Size), komi, st.PuzzleChannel, int64(st.PuzzleHour), st.PuzzleZone,
		clock, int64(st.MoveLimit), int64(st.ChallengeExpiry), st.LiveAnalysis); err != nil {
		return fmt.Errorf("%s: saving settings of guild %s: %w", s.d.Name, st.GuildID, err)
	}
	return nil
}
