// Package matchtest holds a configurable fake of match's GameStore for
// tests: each method calls its function field when that is set, and the
// store it wraps otherwise, so that a test changes only the calls it is
// about (a save that fails, a read it counts) and keeps a working store
// for the rest.
package matchtest

import (
	"context"
	"sync"

	"github.com/gobot-baduk/gobot/match"
)

// Games is a match.GameStore whose methods call their function fields,
// or Store's methods for the fields left nil. It counts the calls of each
// method. It is safe for concurrent use when Store and the functions are.
type Games struct {
	// Store answers the calls no function field takes.
	Store match.GameStore

	ActiveGameFunc       func(ctx context.Context, channelID string) (*match.GameRecord, error)
	GameFunc             func(ctx context.Context, id string) (*match.GameRecord, error)
	LastFinishedGameFunc func(ctx context.Context, channelID string) (*match.GameRecord, error)
	CreateGameFunc       func(ctx context.Context, g *match.GameRecord) error
	SaveGameFunc         func(ctx context.Context, g *match.GameRecord) error

	mu    sync.Mutex
	calls map[string]int
}

var _ match.GameStore = (*Games)(nil)

// Calls returns how many times the named method ("ActiveGame",
// "SaveGame", ...) was called since the last Reset.
func (s *Games) Calls(method string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.calls[method]
}

// Reset forgets the calls counted.
func (s *Games) Reset() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.calls = nil
}

func (s *Games) count(method string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.calls == nil {
		s.calls = map[string]int{}
	}
	s.calls[method]++
}

// ActiveGame implements match.GameStore.
func (s *Games) ActiveGame(ctx context.Context, channelID string) (*match.GameRecord, error) {
	s.count("ActiveGame")
	if s.ActiveGameFunc != nil {
		return s.ActiveGameFunc(ctx, channelID)
	}
	return s.Store.ActiveGame(ctx, channelID)
}

// Game implements match.GameStore.
func (s *Games) Game(ctx context.Context, id string) (*match.GameRecord, error) {
	s.count("Game")
	if s.GameFunc != nil {
		return s.GameFunc(ctx, id)
	}
	return s.Store.Game(ctx, id)
}

// LastFinishedGame implements match.GameStore.
func (s *Games) LastFinishedGame(ctx context.Context, channelID string) (*match.GameRecord, error) {
	s.count("LastFinishedGame")
	if s.LastFinishedGameFunc != nil {
		return s.LastFinishedGameFunc(ctx, channelID)
	}
	return s.Store.LastFinishedGame(ctx, channelID)
}

// CreateGame implements match.GameStore.
func (s *Games) CreateGame(ctx context.Context, g *match.GameRecord) error {
	s.count("CreateGame")
	if s.CreateGameFunc != nil {
		return s.CreateGameFunc(ctx, g)
	}
	return s.Store.CreateGame(ctx, g)
}

// SaveGame implements match.GameStore.
func (s *Games) SaveGame(ctx context.Context, g *match.GameRecord) error {
	s.count("SaveGame")
	if s.SaveGameFunc != nil {
		return s.SaveGameFunc(ctx, g)
	}
	return s.Store.SaveGame(ctx, g)
}
