package puzzles

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"
)

// data holds the built-in problems, one SGF file each (see doc.go for the
// properties they use). Every position is original to gobot.
//
//go:embed data/*.sgf
var data embed.FS

// Collection is an ordered set of puzzles, sorted by ID. It is read-only
// and safe for concurrent use.
type Collection struct {
	puzzles []*Puzzle
	byID    map[string]*Puzzle
}

// Load reads every .sgf file of fsys's root directory as a puzzle named
// after the file. It returns the first error, wrapping ErrSGF or ErrPuzzle.
func Load(fsys fs.FS, dir string) (*Collection, error) {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, fmt.Errorf("puzzles: %w", err)
	}
	c := &Collection{byID: map[string]*Puzzle{}}
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".sgf") {
			continue
		}
		b, err := fs.ReadFile(fsys, path.Join(dir, e.Name()))
		if err != nil {
			return nil, fmt.Errorf("puzzles: %w", err)
		}
		id := strings.TrimSuffix(e.Name(), ".sgf")
		p, err := Parse(id, b)
		if err != nil {
			return nil, err
		}
		c.puzzles = append(c.puzzles, p)
		c.byID[id] = p
	}
	if len(c.puzzles) == 0 {
		return nil, fmt.Errorf("%w: no puzzles in %s", ErrPuzzle, dir)
	}
	sort.Slice(c.puzzles, func(i, j int) bool { return c.puzzles[i].id < c.puzzles[j].id })
	return c, nil
}

var builtin = sync.OnceValues(func() (*Collection, error) { return Load(data, "data") })

// Builtin returns gobot's built-in collection. It is read once and shared;
// an error means the embedded files are broken (the tests prevent that).
func Builtin() (*Collection, error) { return builtin() }

// Len returns the number of puzzles.
func (c *Collection) Len() int { return len(c.puzzles) }

// All returns the puzzles sorted by ID. The slice must not be modified.
func (c *Collection) All() []*Puzzle { return c.puzzles }

// ByID returns the puzzle with the given ID, or nil.
func (c *Collection) ByID(id string) *Puzzle { return c.byID[id] }
