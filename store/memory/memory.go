// Package memory is an in-memory implementation of the stores that package
// match declares. It keeps nothing across restarts: the console and the
// tests use it, and so does the bot until a durable store is configured.
package memory

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/practice"
	"github.com/gobot-baduk/gobot/store/internal/policy"
)

// Store holds games, handled interaction ids, guild settings, user
// preferences and the daily-puzzle community's records in memory.
// It is safe for concurrent use. Records go in and out as deep copies, so
// a caller's changes reach the store only through SaveGame.
type Store struct {
	mu       sync.Mutex
	games    map[string]*match.GameRecord // by id
	active   map[string]string            // channel id -> game id
	seen     map[string]time.Time         // interaction id -> claimed at
	refused  map[string]string            // interaction id -> the answer it was refused with
	gc       policy.Pacer                 // paces forget
	settings map[string]match.Settings
	daily    map[[2]string]string // guild, day -> channel
	prefs    map[string]match.Prefs
	// Retention is how long interaction ids are remembered.
	retention time.Duration
	// practice holds the daily-puzzle community's records (practice.go).
	practice Practice
}

var (
	_ match.GameStore      = (*Store)(nil)
	_ match.InteractionLog = (*Store)(nil)
	_ match.GuildSettings  = (*Store)(nil)
	_ match.DailyPosts     = (*Store)(nil)
	_ match.UserPrefs      = (*Store)(nil)
	_ match.Deadlines      = (*Store)(nil)
)

// New returns an empty store.
func New() *Store {
	return &Store{
		games:     map[string]*match.GameRecord{},
		active:    map[string]string{},
		seen:      map[string]time.Time{},
		refused:   map[string]string{},
		settings:  map[string]match.Settings{},
		daily:     map[[2]string]string{},
		prefs:     map[string]match.Prefs{},
		retention: match.InteractionRetention,
		practice:  newPractice(),
	}
}

// ActiveGame implements match.GameStore.
func (s *Store) ActiveGame(ctx context.Context, channelID string) (*match.GameRecord, error) {
	s.mu.Lock()
	id, ok := s.active[channelID]
	g := s.games[id]
	s.mu.Unlock()
	if !ok {
		return nil, fmt.Errorf("memory: no active game in channel %s: %w", channelID, match.ErrNotFound)
	}
	return g.Clone(), nil
}

// Game implements match.GameStore.
func (s *Store) Game(ctx context.Context, id string) (*match.GameRecord, error) {
	s.mu.Lock()
	g, ok := s.games[id]
	s.mu.Unlock()
	if !ok {
		return nil, fmt.Errorf("memory: game %s: %w", id, match.ErrNotFound)
	}
	return g.Clone(), nil
}

// LastFinishedGame implements match.GameStore. It looks at every game
// the store holds: it answers /game sgf after a game has ended, which is
// rare, and a store in memory holds few games.
func (s *Store) LastFinishedGame(ctx context.Context, channelID string) (*match.GameRecord, error) {
	s.mu.Lock()
	var last *match.GameRecord
	for _, g := range s.games {
		if g.ChannelID != channelID || g.Status != match.StatusFinished {
			continue
		}
		if last == nil || later(g, last) {
			last = g
		}
	}
	s.mu.Unlock()
	if last == nil {
		return nil, fmt.Errorf("memory: no finished game in channel %s: %w", channelID, match.ErrNotFound)
	}
	return last.Clone(), nil
}

// later orders games as LastFinishedGame does: by UpdatedAt, CreatedAt,
// then ID.
func later(g, h *match.GameRecord) bool {
	switch {
	case !g.UpdatedAt.Equal(h.UpdatedAt):
		return g.UpdatedAt.After(h.UpdatedAt)
	case !g.CreatedAt.Equal(h.CreatedAt):
		return g.CreatedAt.After(h.CreatedAt)
	}
	return g.ID > h.ID
}

// CreateGame implements match.GameStore.
func (s *Store) CreateGame(ctx context.Context, g *match.GameRecord) error {
	if g.ID == "" {
		return fmt.Errorf("memory: a new game needs an id")
	}
	if err := policy.CheckTime("memory", "creating", g); err != nil {
		return err
	}
	c := g.Clone()
	c.Interaction = ""
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.handled(g); err != nil {
		return err
	}
	if _, dup := s.games[g.ID]; dup {
		return fmt.Errorf("memory: game %s exists already", g.ID)
	}
	if g.Status.Active() {
		if _, busy := s.active[g.ChannelID]; busy {
			return fmt.Errorf("memory: channel %s: %w", g.ChannelID, match.ErrChannelBusy)
		}
	}
	c.Version = 1
	s.games[g.ID] = c
	if g.Status.Active() {
		s.active[g.ChannelID] = g.ID
	}
	s.record(g)
	g.Version = 1
	return nil
}

// SaveGame implements match.GameStore.
func (s *Store) SaveGame(ctx context.Context, g *match.GameRecord) error {
	if err := policy.CheckTime("memory", "saving", g); err != nil {
		return err
	}
	c := g.Clone()
	c.Interaction = ""
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.handled(g); err != nil {
		return err
	}
	old, ok := s.games[g.ID]
	if !ok {
		return fmt.Errorf("memory: game %s: %w", g.ID, match.ErrNotFound)
	}
	if old.Version != g.Version {
		return fmt.Errorf("memory: game %s is at version %d, not %d: %w", g.ID, old.Version, g.Version, match.ErrConflict)
	}
	if g.Status.Active() {
		if other, busy := s.active[g.ChannelID]; busy && other != g.ID {
			return fmt.Errorf("memory: channel %s: %w", g.ChannelID, match.ErrChannelBusy)
		}
	}
	c.Version = g.Version + 1
	s.games[g.ID] = c
	if g.Status.Active() {
		s.active[g.ChannelID] = g.ID
	} else if s.active[g.ChannelID] == g.ID {
		delete(s.active, g.ChannelID)
	}
	s.record(g)
	g.Version++
	return nil
}

// handled returns an error wrapping ErrAlreadyHandled if g's interaction
// was recorded before. s.mu is held.
func (s *Store) handled(g *match.GameRecord) error {
	if g.Interaction == "" {
		return nil
	}
	if _, dup := s.seen[g.Interaction]; dup {
		return fmt.Errorf("memory: interaction %s: %w", g.Interaction, match.ErrAlreadyHandled)
	}
	return nil
}

// record records g's interaction as handled, with the write. s.mu is held.
func (s *Store) record(g *match.GameRecord) {
	if g.Interaction != "" {
		s.forget(g.UpdatedAt)
		s.seen[g.Interaction] = g.UpdatedAt
	}
}

// Seen implements match.InteractionLog.
func (s *Store) Seen(ctx context.Context, id string) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	_, ok := s.seen[id]
	return ok, nil
}

// forget forgets the ids older than the retention by at, when the
// clean-up is due at at (see policy.Pacer). s.mu is held.
func (s *Store) forget(at time.Time) {
	if !s.gc.Due(at) {
		return
	}
	for k, t := range s.seen {
		if at.Sub(t) > s.retention {
			delete(s.seen, k)
			delete(s.refused, k)
		}
	}
}

// Claim implements match.InteractionLog. Ids older than the retention
// are forgotten, at most once a minute (policy.GCInterval). The store
// lives in one process, so it takes the callers' times as its clock; at
// must be set.
func (s *Store) Claim(ctx context.Context, id string, at time.Time) (bool, error) {
	return s.claim(id, at, nil)
}

// claim records id as handled at at, and as refused with *answer when
// answer is not nil, in one step.
func (s *Store) claim(id string, at time.Time, answer *string) (bool, error) {
	if id == "" {
		return false, fmt.Errorf("memory: claiming an empty interaction id")
	}
	if at.IsZero() {
		return false, fmt.Errorf("memory: claiming interaction %s: %w", id, policy.ErrNoTime)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.forget(at)
	if _, dup := s.seen[id]; dup {
		return false, nil
	}
	s.seen[id] = at
	if answer != nil {
		s.refused[id] = *answer
	}
	return true, nil
}

// Refuse implements match.InteractionLog: it claims the id as Claim does,
// keeping the answer it was refused with.
func (s *Store) Refuse(ctx context.Context, id string, at time.Time, answer string) (bool, error) {
	return s.claim(id, at, &answer)
}

// Refusal implements match.InteractionLog.
func (s *Store) Refusal(ctx context.Context, id string) (string, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	answer, ok := s.refused[id]
	return answer, ok, nil
}

// Settings implements match.GuildSettings.
func (s *Store) Settings(ctx context.Context, guildID string) (match.Settings, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	st, ok := s.settings[guildID]
	if !ok {
		return match.Settings{GuildID: guildID}, nil
	}
	if st.Komi != nil {
		k := *st.Komi
		st.Komi = &k
	}
	return st, nil
}

// SaveSettings implements match.GuildSettings.
func (s *Store) SaveSettings(ctx context.Context, st match.Settings) error {
	if st.GuildID == "" {
		return fmt.Errorf("memory: settings need a guild id")
	}
	if st.PuzzleHour < 0 || st.PuzzleHour > 23 {
		return fmt.Errorf("memory: settings of guild %s: puzzle hour %d is not 0 to 23", st.GuildID, st.PuzzleHour)
	}
	if _, err := practice.LoadZone(st.PuzzleZone); err != nil {
		return fmt.Errorf("memory: settings of guild %s: %w", st.GuildID, err)
	}
	if err := st.CheckClocks(); err != nil {
		return fmt.Errorf("memory: settings of guild %s: %w", st.GuildID, err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if st.Komi != nil {
		k := *st.Komi
		st.Komi = &k
	}
	s.settings[st.GuildID] = st
	return nil
}

// DailyGuilds returns the settings of every guild whose daily puzzle is
// posted, by guild id.
func (s *Store) DailyGuilds(ctx context.Context) ([]match.Settings, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []match.Settings
	for _, st := range s.settings {
		if st.PuzzleChannel != "" {
			if st.Komi != nil {
				k := *st.Komi
				st.Komi = &k
			}
			out = append(out, st)
		}
	}
	slices.SortFunc(out, func(a, b match.Settings) int { return strings.Compare(a.GuildID, b.GuildID) })
	return out, nil
}

// ClaimDailyPost records that guildID's puzzle of day is being posted in
// channelID; it reports false if it was claimed before. Winning a claim
// forgets the guild's claims older than policy.DailyKeep (a week) before
// day, as the SQL stores do.
func (s *Store) ClaimDailyPost(ctx context.Context, guildID, day, channelID string, at time.Time) (bool, error) {
	d, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return false, fmt.Errorf("memory: claiming the daily post of guild %s: day %q is not YYYY-MM-DD", guildID, day)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	k := [2]string{guildID, day}
	if _, dup := s.daily[k]; dup {
		return false, nil
	}
	s.daily[k] = channelID
	cut := d.Add(-policy.DailyKeep).Format(time.DateOnly)
	for old := range s.daily {
		if old[0] == guildID && old[1] < cut {
			delete(s.daily, old)
		}
	}
	return true, nil
}

// ReleaseDailyPost forgets a claim whose post failed.
func (s *Store) ReleaseDailyPost(ctx context.Context, guildID, day string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.daily, [2]string{guildID, day})
	return nil
}

// Prefs implements match.UserPrefs.
func (s *Store) Prefs(ctx context.Context, userID string) (match.Prefs, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if p, ok := s.prefs[userID]; ok {
		return p, nil
	}
	return match.Prefs{UserID: userID}, nil
}

// SavePrefs implements match.UserPrefs.
func (s *Store) SavePrefs(ctx context.Context, p match.Prefs) error {
	if err := policy.CheckPrefs("memory", p); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.prefs[p.UserID] = p
	return nil
}

// DueGames implements match.Deadlines. It looks at every active game: a
// store in memory holds few.
func (s *Store) DueGames(ctx context.Context, t time.Time, limit int) ([]match.Due, error) {
	s.mu.Lock()
	var out []match.Due
	for ch, id := range s.active {
		g := s.games[id]
		if !g.Deadline.IsZero() && !g.Deadline.After(t) {
			out = append(out, match.Due{GameID: id, ChannelID: ch, Deadline: g.Deadline})
		}
	}
	s.mu.Unlock()
	slices.SortFunc(out, func(a, b match.Due) int {
		if c := a.Deadline.Compare(b.Deadline); c != 0 {
			return c
		}
		return strings.Compare(a.GameID, b.GameID)
	})
	if len(out) > limit {
		out = out[:max(limit, 0)]
	}
	return out, nil
}
