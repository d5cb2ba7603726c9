package memory

import (
	"context"
	"fmt"
	"slices"

	"github.com/gobot-baduk/gobot/practice"
)

// AddServerPuzzles implements practice.Library.
func (s *Store) AddServerPuzzles(ctx context.Context, guildID string, ps []*practice.ServerPuzzle, max int) (int, error) {
	for _, p := range ps {
		if err := p.Check(); err != nil {
			return 0, err
		}
		if p.GuildID != guildID {
			return 0, fmt.Errorf("memory: problem %s belongs to guild %q, not %q", p.ID, p.GuildID, guildID)
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	have := s.practice.library[guildID]
	seen := map[string]bool{}
	for _, p := range have {
		seen[p.ID] = true
	}
	var fresh []*practice.ServerPuzzle
	for _, p := range ps {
		if seen[p.ID] {
			continue
		}
		seen[p.ID] = true
		c := *p
		c.ImportedAt = c.ImportedAt.UTC()
		fresh = append(fresh, &c)
	}
	if len(have)+len(fresh) > max {
		return 0, fmt.Errorf("memory: guild %q holds %d problems and would hold %d (the limit is %d): %w", guildID, len(have), len(have)+len(fresh), max, practice.ErrLibraryFull)
	}
	s.practice.library[guildID] = append(have, fresh...)
	return len(fresh), nil
}

// ServerPuzzles implements practice.Library.
func (s *Store) ServerPuzzles(ctx context.Context, guildID string) ([]*practice.ServerPuzzle, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]*practice.ServerPuzzle, 0, len(s.practice.library[guildID]))
	for _, p := range s.practice.library[guildID] {
		c := *p
		out = append(out, &c)
	}
	slices.SortStableFunc(out, func(a, b *practice.ServerPuzzle) int {
		if c := a.ImportedAt.Compare(b.ImportedAt); c != 0 {
			return c
		}
		if a.ID < b.ID {
			return -1
		}
		if a.ID > b.ID {
			return 1
		}
		return 0
	})
	return out, nil
}

// ServerPuzzle implements practice.Library.
func (s *Store) ServerPuzzle(ctx context.Context, guildID, id string) (*practice.ServerPuzzle, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, p := range s.practice.library[guildID] {
		if p.ID == id {
			c := *p
			return &c, nil
		}
	}
	return nil, fmt.Errorf("memory: guild %q has no problem %s: %w", guildID, id, practice.ErrNotFound)
}

// DeleteServerPuzzle implements practice.Library.
func (s *Store) DeleteServerPuzzle(ctx context.Context, guildID, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	ps := s.practice.library[guildID]
	for i, p := range ps {
		if p.ID == id {
			s.practice.library[guildID] = slices.Delete(ps, i, i+1)
			return nil
		}
	}
	return fmt.Errorf("memory: guild %q has no problem %s: %w", guildID, id, practice.ErrNotFound)
}

// DailySource implements practice.Library.
func (s *Store) DailySource(ctx context.Context, guildID string) (practice.Source, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.practice.sources[guildID], nil
}

// SetDailySource implements practice.Library.
func (s *Store) SetDailySource(ctx context.Context, guildID string, src practice.Source) error {
	if guildID == "" || src > practice.SourceBoth {
		return fmt.Errorf("memory: bad daily source %d for guild %q", src, guildID)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.practice.sources[guildID] = src
	return nil
}
