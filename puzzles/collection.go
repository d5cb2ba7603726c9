package puzzles

import (
	"bytes"
	"compress/gzip"
	"embed"
	"fmt"
	"io"
	"io/fs"
	"path"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/gobot-baduk/gobot/core/sgf"
)

// data holds the hand-made problems, one SGF file each (see doc.go for the
// properties they use). Every position is original to gobot.
//
//go:embed data/*.sgf
var data embed.FS

// supply holds the generated problems (package puzzles/generate), as
// gzip'd SGF collections: one game tree per problem, each root carrying
// its stable ID in XI.
//
//go:embed supply/*.sgf.gz
var supply embed.FS

// Collection is an ordered set of puzzles, sorted by ID. It is read-only
// and safe for concurrent use.
type Collection struct {
	puzzles []*Puzzle
	byID    map[string]*Puzzle

	levelsOnce sync.Once
	levels     [6][]*Puzzle // by difficulty, in the daily schedule's order
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
		if err := c.add(p); err != nil {
			return nil, err
		}
	}
	if len(c.puzzles) == 0 {
		return nil, fmt.Errorf("%w: no puzzles in %s", ErrPuzzle, dir)
	}
	c.sort()
	return c, nil
}

func (c *Collection) add(p *Puzzle) error {
	if c.byID[p.id] != nil {
		return fmt.Errorf("%w: two puzzles are called %s", ErrPuzzle, p.id)
	}
	c.puzzles = append(c.puzzles, p)
	c.byID[p.id] = p
	return nil
}

func (c *Collection) sort() {
	sort.Slice(c.puzzles, func(i, j int) bool { return c.puzzles[i].id < c.puzzles[j].id })
}

// treeStart begins every problem of a generated collection.
var treeStart = []byte("(;GM[1]")

// LoadSupply reads every .sgf.gz collection of fsys's directory dir, as
// written by "gobot puzzles generate": one game tree per problem, its ID
// in the root's XI property. It returns the first error, wrapping ErrSGF
// or ErrPuzzle.
func LoadSupply(fsys fs.FS, dir string) (*Collection, error) {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, fmt.Errorf("puzzles: %w", err)
	}
	c := &Collection{byID: map[string]*Puzzle{}}
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".sgf.gz") {
			continue
		}
		if err := c.readCollection(fsys, path.Join(dir, e.Name())); err != nil {
			return nil, err
		}
	}
	c.sort()
	return c, nil
}

func (c *Collection) readCollection(fsys fs.FS, name string) error {
	f, err := fsys.Open(name)
	if err != nil {
		return fmt.Errorf("puzzles: %w", err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return fmt.Errorf("%w: %s: %w", ErrSGF, name, err)
	}
	all, err := io.ReadAll(zr)
	if err != nil {
		return fmt.Errorf("%w: %s: %w", ErrSGF, name, err)
	}
	var chunks [][]byte
	for len(all) > 0 {
		next := bytes.Index(all[1:], treeStart)
		chunk := all
		if next >= 0 {
			chunk, all = all[:next+1], all[next+1:]
		} else {
			all = nil
		}
		chunks = append(chunks, bytes.TrimSpace(chunk))
	}
	// Parse on every core: the supply is thousands of problems.
	ps := make([]*Puzzle, len(chunks))
	errs := make([]error, len(chunks))
	var wg sync.WaitGroup
	workers := runtime.GOMAXPROCS(0)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < len(chunks); i += workers {
				ps[i], errs[i] = parseSupplied(name, chunks[i])
			}
		}()
	}
	wg.Wait()
	for i, p := range ps {
		if errs[i] != nil {
			return errs[i]
		}
		if err := c.add(p); err != nil {
			return err
		}
	}
	return nil
}

// parseSupplied reads one problem of a generated collection.
func parseSupplied(name string, chunk []byte) (*Puzzle, error) {
	roots, err := sgf.Parse(chunk, fileLimits)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrSGF, name, err)
	}
	if len(roots) != 1 {
		return nil, fmt.Errorf("%w: %s: a problem's text holds %d game trees", ErrSGF, name, len(roots))
	}
	id := strings.TrimSpace(roots[0].PropText("XI"))
	if id == "" {
		return nil, fmt.Errorf("%w: %s: a problem has no ID (XI)", ErrPuzzle, name)
	}
	p, err := FromTree(id, roots[0])
	if err != nil {
		return nil, err
	}
	p.sgf = chunk
	return p, nil
}

var handMade = sync.OnceValues(func() (*Collection, error) { return Load(data, "data") })

// HandMade returns the hand-made problems of data/ alone.
func HandMade() (*Collection, error) { return handMade() }

var builtin = sync.OnceValues(func() (*Collection, error) {
	c, err := LoadSupply(supply, "supply")
	if err != nil {
		return nil, err
	}
	hand, err := HandMade()
	if err != nil {
		return nil, err
	}
	for _, p := range hand.puzzles {
		if err := c.add(p); err != nil {
			return nil, err
		}
	}
	c.sort()
	return c, nil
})

// Builtin returns gobot's built-in collection: the hand-made problems and
// the generated supply. It is read once and shared; an error means the
// embedded files are broken (the tests prevent that).
func Builtin() (*Collection, error) { return builtin() }

// Len returns the number of puzzles.
func (c *Collection) Len() int { return len(c.puzzles) }

// All returns the puzzles sorted by ID. The slice must not be modified.
func (c *Collection) All() []*Puzzle { return c.puzzles }

// ByID returns the puzzle with the given ID, or nil.
func (c *Collection) ByID(id string) *Puzzle { return c.byID[id] }
