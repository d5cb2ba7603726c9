package memory

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/gobot-baduk/gobot/practice"
)

// Practice keeps the daily-puzzle community's records: attempts,
// standings, puzzle ratings and daily posts. It is part of Store, so that
// a step and the interaction it handles are recorded together.
type Practice struct {
	attempts map[[3]string]*practice.Attempt // guild, user, puzzle
	players  map[[2]string]*practice.Player  // guild, user
	puzzles  map[string]*practice.PuzzleRecord
	dailies  map[string][]*practice.Daily        // guild -> by day, oldest first
	library  map[string][]*practice.ServerPuzzle // guild -> in import order
	sources  map[string]practice.Source
}

var (
	_ practice.Store   = (*Store)(nil)
	_ practice.Dailies = (*Store)(nil)
)

func newPractice() Practice {
	return Practice{
		attempts: map[[3]string]*practice.Attempt{},
		players:  map[[2]string]*practice.Player{},
		puzzles:  map[string]*practice.PuzzleRecord{},
		dailies:  map[string][]*practice.Daily{},
		library:  map[string][]*practice.ServerPuzzle{},
		sources:  map[string]practice.Source{},
	}
}

// Attempt implements practice.Store.
func (s *Store) Attempt(ctx context.Context, guildID, userID, puzzleID string) (*practice.Attempt, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, ok := s.practice.attempts[[3]string{guildID, userID, puzzleID}]
	if !ok {
		return nil, fmt.Errorf("memory: no attempt of user %s at puzzle %s in guild %q: %w", userID, puzzleID, guildID, practice.ErrNotFound)
	}
	return a.Clone(), nil
}

// Player implements practice.Store.
func (s *Store) Player(ctx context.Context, guildID, userID string) (*practice.Player, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.practice.players[[2]string{guildID, userID}]
	if !ok {
		return nil, fmt.Errorf("memory: no standing of user %s in guild %q: %w", userID, guildID, practice.ErrNotFound)
	}
	c := *p
	return &c, nil
}

// Puzzle implements practice.Store.
func (s *Store) Puzzle(ctx context.Context, puzzleID string) (*practice.PuzzleRecord, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.practice.puzzles[puzzleID]
	if !ok {
		return nil, fmt.Errorf("memory: puzzle %s was never rated: %w", puzzleID, practice.ErrNotFound)
	}
	c := *p
	return &c, nil
}

// Save implements practice.Store.
func (s *Store) Save(ctx context.Context, c *practice.Change) error {
	if err := c.Check(); err != nil {
		return fmt.Errorf("memory: %w", err)
	}
	a := c.Attempt
	s.mu.Lock()
	defer s.mu.Unlock()
	if c.Interaction != "" {
		if _, dup := s.seen[c.Interaction]; dup {
			return fmt.Errorf("memory: interaction %s: %w", c.Interaction, practice.ErrAlreadyHandled)
		}
	}
	ak := [3]string{a.GuildID, a.UserID, a.PuzzleID}
	if old, ok := s.practice.attempts[ak]; ok && old.Version != a.Version || !ok && a.Version != 0 {
		return fmt.Errorf("memory: the attempt of user %s at puzzle %s changed: %w", a.UserID, a.PuzzleID, practice.ErrConflict)
	}
	pk := [2]string{a.GuildID, a.UserID}
	if p := c.Player; p != nil {
		if old, ok := s.practice.players[pk]; ok && old.Version != p.Version || !ok && p.Version != 0 {
			return fmt.Errorf("memory: the standing of user %s changed: %w", a.UserID, practice.ErrConflict)
		}
	}
	if p := c.Puzzle; p != nil {
		if old, ok := s.practice.puzzles[p.PuzzleID]; ok && old.Version != p.Version || !ok && p.Version != 0 {
			return fmt.Errorf("memory: the rating of puzzle %s changed: %w", p.PuzzleID, practice.ErrConflict)
		}
	}
	a.Version++
	s.practice.attempts[ak] = a.Clone()
	if p := c.Player; p != nil {
		p.Version++
		cp := *p
		s.practice.players[pk] = &cp
	}
	if p := c.Puzzle; p != nil {
		p.Version++
		cp := *p
		s.practice.puzzles[p.PuzzleID] = &cp
	}
	if c.Interaction != "" {
		s.forget(a.UpdatedAt)
		s.seen[c.Interaction] = a.UpdatedAt
	}
	return nil
}

// Attempts implements practice.Store.
func (s *Store) Attempts(ctx context.Context, guildID, userID string, limit int) ([]*practice.Attempt, error) {
	s.mu.Lock()
	var out []*practice.Attempt
	for k, a := range s.practice.attempts {
		if k[0] == guildID && k[1] == userID {
			out = append(out, a.Clone())
		}
	}
	s.mu.Unlock()
	slices.SortFunc(out, func(a, b *practice.Attempt) int {
		if c := b.UpdatedAt.Compare(a.UpdatedAt); c != 0 {
			return c
		}
		return strings.Compare(a.PuzzleID, b.PuzzleID)
	})
	if limit >= 0 && len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

// Attempted implements practice.Store.
func (s *Store) Attempted(ctx context.Context, guildID, userID string) (map[string]bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := map[string]bool{}
	for k := range s.practice.attempts {
		if k[0] == guildID && k[1] == userID {
			out[k[2]] = true
		}
	}
	return out, nil
}

// Puzzles implements practice.Store.
func (s *Store) Puzzles(ctx context.Context) (map[string]*practice.PuzzleRecord, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make(map[string]*practice.PuzzleRecord, len(s.practice.puzzles))
	for id, p := range s.practice.puzzles {
		c := *p
		out[id] = &c
	}
	return out, nil
}

// Leaderboard implements practice.Store.
func (s *Store) Leaderboard(ctx context.Context, guildID string, order practice.Order, alive practice.Day, limit int) ([]*practice.Player, error) {
	s.mu.Lock()
	var out []*practice.Player
	for k, p := range s.practice.players {
		if k[0] == guildID && rankedBy(order, p, alive) {
			c := *p
			out = append(out, &c)
		}
	}
	s.mu.Unlock()
	slices.SortFunc(out, func(a, b *practice.Player) int {
		switch {
		case before(order, a, b):
			return -1
		case before(order, b, a):
			return 1
		}
		return strings.Compare(a.UserID, b.UserID)
	})
	if limit >= 0 && len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

// Ahead implements practice.Store.
func (s *Store) Ahead(ctx context.Context, p *practice.Player, order practice.Order, alive practice.Day) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for k, q := range s.practice.players {
		if k[0] == p.GuildID && rankedBy(order, q, alive) && before(order, q, p) {
			n++
		}
	}
	return n, nil
}

// rankedBy reports whether p is on a leaderboard by order, as the SQL
// stores select them.
func rankedBy(order practice.Order, p *practice.Player, alive practice.Day) bool {
	switch order {
	case practice.ByStreak:
		return p.Streak > 0 && !p.Last.Before(alive)
	case practice.BySolved:
		return p.Solved > 0
	}
	return p.Games > 0
}

// before reports whether a ranks strictly ahead of b by order.
func before(order practice.Order, a, b *practice.Player) bool {
	switch order {
	case practice.ByStreak:
		return a.Streak > b.Streak || a.Streak == b.Streak && a.Best > b.Best
	case practice.BySolved:
		return a.Solved > b.Solved || a.Solved == b.Solved && a.Clean > b.Clean
	}
	return a.Rating.Rating > b.Rating.Rating
}

// Figures implements practice.Store.
func (s *Store) Figures(ctx context.Context, guildID, puzzleID string) (practice.Figures, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var f practice.Figures
	wrong := map[string]int{}
	for k, a := range s.practice.attempts {
		if k[0] != guildID || k[2] != puzzleID || a.First == "" {
			continue
		}
		f.Tried++
		if a.Credit == practice.Clean {
			f.Clean++
		}
		if a.Credit.Counts() {
			f.Solved++
		}
		if a.FirstWrong {
			wrong[a.First]++
		}
	}
	for m, n := range wrong {
		f.WrongFirst = append(f.WrongFirst, practice.MoveCount{Move: m, Count: n})
	}
	slices.SortFunc(f.WrongFirst, func(a, b practice.MoveCount) int {
		if a.Count != b.Count {
			return b.Count - a.Count
		}
		return strings.Compare(a.Move, b.Move)
	})
	return f, nil
}

// Reset implements practice.Store.
func (s *Store) Reset(ctx context.Context, guildID, userID string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for k := range s.practice.attempts {
		if k[0] == guildID && k[1] == userID {
			delete(s.practice.attempts, k)
		}
	}
	delete(s.practice.players, [2]string{guildID, userID})
	return nil
}

// RecordDaily implements practice.Dailies.
func (s *Store) RecordDaily(ctx context.Context, d *practice.Daily) error {
	if d == nil || d.GuildID == "" || d.Day.IsZero() || d.PuzzleID == "" {
		return fmt.Errorf("memory: a daily post needs a guild, a day and a puzzle")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	c := *d
	ds := s.practice.dailies[d.GuildID]
	i, found := slices.BinarySearchFunc(ds, d.Day, func(e *practice.Daily, day practice.Day) int { return e.Day.DaysSince(day) })
	if found {
		ds[i] = &c
	} else {
		ds = slices.Insert(ds, i, &c)
	}
	s.practice.dailies[d.GuildID] = ds
	return nil
}

// Dailies implements practice.Dailies.
func (s *Store) Dailies(ctx context.Context, guildID string, before practice.Day, limit int) ([]*practice.Daily, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	ds := s.practice.dailies[guildID]
	var out []*practice.Daily
	for i := len(ds) - 1; i >= 0 && (limit < 0 || len(out) < limit); i-- {
		if !before.IsZero() && !ds[i].Day.Before(before) {
			continue
		}
		c := *ds[i]
		out = append(out, &c)
	}
	return out, nil
}

// ClaimAnswer implements practice.Dailies.
func (s *Store) ClaimAnswer(ctx context.Context, guildID string, day practice.Day) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, d := range s.practice.dailies[guildID] {
		if d.Day == day {
			if d.Answered {
				return false, nil
			}
			d.Answered = true
			return true, nil
		}
	}
	return false, nil
}

// ReleaseAnswer implements practice.Dailies.
func (s *Store) ReleaseAnswer(ctx context.Context, guildID string, day practice.Day) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, d := range s.practice.dailies[guildID] {
		if d.Day == day {
			d.Answered = false
		}
	}
	return nil
}
