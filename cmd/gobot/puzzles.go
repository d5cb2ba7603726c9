package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/gobot-baduk/gobot/puzzles"
	"github.com/gobot-baduk/gobot/puzzles/generate"
)

// runPuzzles runs "gobot puzzles generate": it makes proven
// life-and-death problems and writes them as one SGF collection,
// DIR/gen-SEED.sgf.gz, printing its progress on standard error.
func runPuzzles(ctx context.Context, m *Main, args []string) error {
	if len(args) == 0 || args[0] != "generate" {
		return usageError{"puzzles: the only verb is generate: gobot puzzles generate -seed S -count N -out DIR"}
	}
	fs := flag.NewFlagSet("puzzles generate", flag.ContinueOnError)
	fs.SetOutput(m.Stderr)
	seed := fs.Uint64("seed", 1, "random `seed`; the same flags give the same problems")
	count := fs.Int("count", 10, "how many problems to keep")
	out := fs.String("out", "", "output `directory` (gen-SEED.sgf.gz is written there)")
	sizes := fs.String("size", "9,13,19", "board sizes, a comma-separated `list`")
	regions := fs.String("region", "corner,edge,centre", "board regions, a `list` of corner, edge, centre")
	goals := fs.String("goal", "live,kill", "goals, a `list` of live, kill")
	levels := fs.String("levels", "", "keep only these difficulty levels, a `list` (default all)")
	quota := fs.String("quota", "", "keep at most N problems of level L, a `list` of L:N (replaces -count and -levels)")
	games := fs.String("games", "", "recorded games to harvest as well (the `file` format of core/analysis/testdata/gnugo_selfplay.txt)")
	maxEmpty := fs.Int("max-empty", 12, "most empty points in a problem's region")
	seen := fs.String("seen", "", "a `directory` of earlier collections whose problems are not made again")
	if err := fs.Parse(args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return usageError{"puzzles: " + err.Error()}
	}
	var quotas [6]int
	for _, s := range splitList(*quota) {
		l, n, ok := strings.Cut(s, ":")
		lv, err1 := strconv.Atoi(l)
		k, err2 := strconv.Atoi(n)
		if !ok || err1 != nil || err2 != nil || lv < 1 || lv > 5 || k < 0 {
			return usageError{fmt.Sprintf("puzzles: -quota %q: give LEVEL:COUNT, levels 1 to 5", s)}
		}
		quotas[lv] = k
		*count = max(*count, 1)
	}
	if *out == "" || *count <= 0 {
		return usageError{"puzzles: -out DIR and a positive -count are required"}
	}
	opts := generate.Options{Seed: *seed, Count: *count, MaxEmpty: *maxEmpty, Progress: m.Stderr, Seen: map[string]bool{}, Quota: quotas}
	for _, s := range splitList(*sizes) {
		n, err := strconv.Atoi(s)
		if err != nil || (n != 9 && n != 13 && n != 19) {
			return usageError{fmt.Sprintf("puzzles: -size %q: sizes are 9, 13 and 19", s)}
		}
		opts.Sizes = append(opts.Sizes, n)
	}
	for _, s := range splitList(*regions) {
		p, ok := map[string]generate.Placement{"corner": generate.Corner, "edge": generate.Edge, "centre": generate.Centre, "center": generate.Centre}[s]
		if !ok {
			return usageError{fmt.Sprintf("puzzles: -region %q: regions are corner, edge and centre", s)}
		}
		opts.Placements = append(opts.Placements, p)
	}
	for _, s := range splitList(*goals) {
		g, ok := map[string]puzzles.Goal{"live": puzzles.Live, "kill": puzzles.Kill}[s]
		if !ok {
			return usageError{fmt.Sprintf("puzzles: -goal %q: goals are live and kill", s)}
		}
		opts.Goals = append(opts.Goals, g)
	}
	for _, s := range splitList(*levels) {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > 5 {
			return usageError{fmt.Sprintf("puzzles: -levels %q: levels are 1 to 5", s)}
		}
		opts.Levels = append(opts.Levels, n)
	}
	if *games != "" {
		f, err := os.Open(*games)
		if err != nil {
			return fmt.Errorf("puzzles: %w", err)
		}
		opts.Games, err = generate.ParseGames(f)
		f.Close()
		if err != nil {
			return err
		}
	}
	if *seen != "" {
		c, err := puzzles.LoadSupply(os.DirFS(*seen), ".")
		if err != nil {
			return err
		}
		for _, p := range c.All() {
			if k, err := generate.KeyOf(p); err == nil {
				opts.Seen[k] = true
			}
		}
	}
	hand, err := puzzles.HandMade()
	if err != nil {
		return err
	}
	for _, p := range hand.All() {
		if k, err := generate.KeyOf(p); err == nil {
			opts.Seen[k] = true
		}
	}
	var buf bytes.Buffer
	start := time.Now()
	st, err := generate.Generate(ctx, opts, func(p *generate.Problem) error {
		buf.Write(p.SGF)
		return nil
	})
	if err != nil && !errors.Is(err, context.Canceled) {
		return err
	}
	kept := 0
	for src, n := range st.Kept {
		kept += n
		fmt.Fprintf(m.Stderr, "source %s: %d kept\n", src, n)
	}
	min := time.Since(start).Minutes()
	fmt.Fprintf(m.Stderr, "%d kept of %d attempts in %s (%.1f a minute)\n", kept, st.Attempts, time.Since(start).Round(time.Second), float64(kept)/min)
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return fmt.Errorf("puzzles: %w", err)
	}
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(buf.Bytes())
	if err := zw.Close(); err != nil {
		return fmt.Errorf("puzzles: %w", err)
	}
	name := filepath.Join(*out, fmt.Sprintf("gen-%d.sgf.gz", *seed))
	if err := os.WriteFile(name, gz.Bytes(), 0o644); err != nil {
		return fmt.Errorf("puzzles: %w", err)
	}
	fmt.Fprintf(m.Stderr, "wrote %s\n", name)
	return nil
}

func splitList(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.ToLower(strings.TrimSpace(f)); f != "" {
			out = append(out, f)
		}
	}
	return out
}
