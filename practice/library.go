package practice

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"
)

// A server's own problems: the puzzles its managers imported (/puzzle
// import), which only that server sees, and the setting that lets its
// daily draw on them. The store keeps each one's SGF text; package
// puzzles reads and proves it (the store knows nothing of puzzles).

// MaxServerPuzzles is the most problems one server may keep.
const MaxServerPuzzles = 2000

// ErrLibraryFull is an import that would take a server over its limit of
// problems.
var ErrLibraryFull = errors.New("practice: the server's problem library is full")

// ServerPuzzle is a problem a server imported.
type ServerPuzzle struct {
	// GuildID is the server that owns it.
	GuildID string
	// ID is the puzzle's id, unique across servers: ServerPuzzleID.
	ID string
	// Title and Level (1 to 5) are the puzzle's, kept for listings.
	Title string
	Level int
	// SGF is the proved problem in gobot's own puzzle format.
	SGF string
	// ImportedBy is the user id of the manager who imported it.
	ImportedBy string
	// ImportedAt is when.
	ImportedAt time.Time
}

// ServerPuzzlePrefix begins the id of every imported puzzle.
const ServerPuzzlePrefix = "srv-"

// ServerPuzzleID returns the id of a problem imported in a guild: the
// prefix and 10 hex digits of a hash of the guild and the problem's SGF,
// so that the same problem imported twice into a server is kept once and
// two servers never share an id (nor a puzzle rating).
func ServerPuzzleID(guildID, sgf string) string {
	h := sha256.Sum256([]byte(guildID + "\n" + sgf))
	return ServerPuzzlePrefix + hex.EncodeToString(h[:5])
}

// IsServerPuzzleID reports whether id is the form ServerPuzzleID gives.
func IsServerPuzzleID(id string) bool {
	rest, ok := strings.CutPrefix(id, ServerPuzzlePrefix)
	if !ok || len(rest) != 10 {
		return false
	}
	_, err := hex.DecodeString(rest)
	return err == nil && strings.ToLower(rest) == rest
}

// Check refuses a problem no store keeps: without a guild, a valid id, a
// title, a level from 1 to 5, its SGF or the importer.
func (p *ServerPuzzle) Check() error {
	switch {
	case p == nil:
		return errors.New("practice: no problem")
	case p.GuildID == "" || !IsServerPuzzleID(p.ID):
		return fmt.Errorf("practice: problem %q of guild %q: a server's problem needs its guild and an id from ServerPuzzleID", p.ID, p.GuildID)
	case p.Title == "" || p.Level < 1 || p.Level > 5 || p.SGF == "" || p.ImportedBy == "":
		return fmt.Errorf("practice: problem %s needs a title, a level from 1 to 5, its SGF and who imported it", p.ID)
	}
	return nil
}

// Source is what a server's daily puzzle is drawn from.
type Source uint8

const (
	// SourceBuiltin draws on gobot's own collection (the default).
	SourceBuiltin Source = iota
	// SourceServer draws on the server's imported problems only.
	SourceServer
	// SourceBoth draws on both together.
	SourceBoth
)

// String returns "builtin", "server" or "both".
func (s Source) String() string {
	switch s {
	case SourceServer:
		return "server"
	case SourceBoth:
		return "both"
	}
	return "builtin"
}

// ParseSource reads "builtin", "server" or "both".
func ParseSource(v string) (Source, error) {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "builtin", "built-in", "gobot":
		return SourceBuiltin, nil
	case "server", "imported":
		return SourceServer, nil
	case "both":
		return SourceBoth, nil
	}
	return SourceBuiltin, fmt.Errorf("practice: %q is not a daily source (builtin, server or both)", v)
}

// Library keeps each server's imported problems and the source of its
// daily puzzle. Implementations are safe for concurrent use and hand out
// copies the caller owns.
type Library interface {
	// AddServerPuzzles stores ps, all of guildID, in one transaction,
	// skipping those whose id the guild has already; it returns how many
	// were new. It saves nothing and returns an error wrapping
	// ErrLibraryFull if the guild would then hold more than max.
	AddServerPuzzles(ctx context.Context, guildID string, ps []*ServerPuzzle, max int) (int, error)
	// ServerPuzzles returns the guild's problems, in the order they were
	// imported (then by id).
	ServerPuzzles(ctx context.Context, guildID string) ([]*ServerPuzzle, error)
	// ServerPuzzle returns one of the guild's problems, or an error
	// wrapping ErrNotFound (also for another guild's problem).
	ServerPuzzle(ctx context.Context, guildID, id string) (*ServerPuzzle, error)
	// DeleteServerPuzzle removes one of the guild's problems; it returns
	// an error wrapping ErrNotFound if the guild has no such problem.
	DeleteServerPuzzle(ctx context.Context, guildID, id string) error
	// DailySource returns the guild's daily source (SourceBuiltin when
	// none was set).
	DailySource(ctx context.Context, guildID string) (Source, error)
	// SetDailySource sets it.
	SetDailySource(ctx context.Context, guildID string, s Source) error
}

// ImportServerPuzzles keeps a server's newly imported problems (see
// Library.AddServerPuzzles), within MaxServerPuzzles.
func (s *Service) ImportServerPuzzles(ctx context.Context, guildID string, ps []*ServerPuzzle) (int, error) {
	return s.dailies.AddServerPuzzles(ctx, guildID, ps, MaxServerPuzzles)
}

// ServerPuzzles returns the server's imported problems, in import order.
func (s *Service) ServerPuzzles(ctx context.Context, guildID string) ([]*ServerPuzzle, error) {
	if guildID == "" {
		return nil, nil
	}
	return s.dailies.ServerPuzzles(ctx, guildID)
}

// ServerPuzzle returns one of the server's problems, or nil if it has no
// such problem (another server's is not its).
func (s *Service) ServerPuzzle(ctx context.Context, guildID, id string) (*ServerPuzzle, error) {
	if guildID == "" || !IsServerPuzzleID(id) {
		return nil, nil
	}
	p, err := s.dailies.ServerPuzzle(ctx, guildID, id)
	if isNotFound(err) {
		return nil, nil
	}
	return p, err
}

// RemoveServerPuzzle deletes one of the server's problems; it returns an
// error wrapping ErrNotFound if it has no such problem.
func (s *Service) RemoveServerPuzzle(ctx context.Context, guildID, id string) error {
	return s.dailies.DeleteServerPuzzle(ctx, guildID, id)
}

// DailySource returns what the server's daily puzzle is drawn from.
func (s *Service) DailySource(ctx context.Context, guildID string) (Source, error) {
	if guildID == "" {
		return SourceBuiltin, nil
	}
	return s.dailies.DailySource(ctx, guildID)
}

// SetDailySource sets it.
func (s *Service) SetDailySource(ctx context.Context, guildID string, src Source) error {
	return s.dailies.SetDailySource(ctx, guildID, src)
}

// Untried returns the candidates the user has no attempt at in the guild,
// in their order.
func (s *Service) Untried(ctx context.Context, guildID, userID string, candidates []Puzzle) ([]Puzzle, error) {
	tried, err := s.store.Attempted(ctx, guildID, userID)
	if err != nil {
		return nil, fmt.Errorf("reading the attempts of %s: %w", userID, err)
	}
	var out []Puzzle
	for _, c := range candidates {
		if !tried[c.ID] {
			out = append(out, c)
		}
	}
	return out, nil
}
