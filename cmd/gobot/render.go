package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/sgf"
	"github.com/gobot-baduk/gobot/render"
)

// runRender runs "gobot render FILE.sgf [flags] -o out.png": it draws a
// position of an SGF file (the end of the main line, or --move N) as a PNG.
// FILE may be "-" for standard input and -o "-" for standard output.
// Flags may come before or after the file. Its errors start with "render:"
// (main puts "gobot:" before them), as the render package's own do.
func runRender(ctx context.Context, m *Main, args []string) error {
	fs := flag.NewFlagSet("render", flag.ContinueOnError)
	fs.SetOutput(m.Stderr)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: gobot render FILE.sgf [flags] -o out.png")
		fs.PrintDefaults()
	}
	move := fs.String("move", "", "draw the position after move `N` of the main line (default: after its last move)")
	overlay := fs.String("overlay", "", "analysis overlays: `list` of status, eyes, territory, influence; all; none")
	width := fs.Int("size", render.DefaultWidth, "image width in `pixels`")
	theme := fs.String("theme", "classic", "colours: classic or high-contrast")
	numbers := fs.String("numbers", "", "move numbers: all, or the last `N` moves")
	crop := fs.String("crop", "", "draw only the rectangle between two corners, e.g. A1:F6")
	coords := fs.Bool("coords", true, "draw the coordinates")
	out := fs.String("o", "", "output PNG `file` (- for standard output)")
	var files []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil
			}
			return usageError{"render: " + err.Error()}
		}
		if fs.NArg() == 0 {
			break
		}
		files = append(files, fs.Arg(0))
		args = fs.Args()[1:]
	}
	if len(files) != 1 {
		return usageError{fmt.Sprintf("render: give exactly one SGF file (got %d)", len(files))}
	}
	if *out == "" {
		return usageError{"render: -o is required (- for standard output)"}
	}
	th, err := render.ParseTheme(*theme)
	if err != nil {
		return usageError{err.Error()}
	}
	ov, err := render.ParseOverlay(*overlay)
	if err != nil {
		return usageError{err.Error()}
	}

	name := files[0]
	var data []byte
	if name == "-" {
		data, err = io.ReadAll(m.Stdin)
	} else {
		data, err = os.ReadFile(name)
	}
	if err != nil {
		return fmt.Errorf("render: %w", err)
	}
	g, err := sgf.ReadGame(data)
	if err != nil {
		return fmt.Errorf("render: %s: %w", name, err)
	}
	if *move != "" {
		n, err := strconv.Atoi(*move)
		if err != nil || n < 0 {
			return usageError{fmt.Sprintf("render: -move %q: want a move number", *move)}
		}
		if err := g.GoToMove(n); err != nil {
			return fmt.Errorf("render: %s: %w", name, err)
		}
	} else {
		g.GoToEnd()
	}

	// The record's result belongs to the position where the game ended:
	// a move in the middle of the game shows whose turn it is instead.
	atEnd := g.Cursor() == g.Root().LineEnd()
	opts := []render.Option{render.Width(*width), render.WithTheme(th), render.Overlays(ov), render.Coordinates(*coords), render.Result(atEnd)}
	if n := strings.TrimSpace(*numbers); n != "" {
		k := render.AllMoves
		if !strings.EqualFold(n, "all") {
			if k, err = strconv.Atoi(n); err != nil || k < 0 {
				return usageError{fmt.Sprintf("render: -numbers %q: want all or a number of moves", n)}
			}
		}
		opts = append(opts, render.MoveNumbers(k))
	}
	if *crop != "" {
		a, b, ok := strings.Cut(*crop, ":")
		if !ok {
			return usageError{fmt.Sprintf("render: -crop %q: want two corners such as A1:F6", *crop)}
		}
		pa, err := core.ParseGTP(strings.TrimSpace(a), g.Size())
		if err != nil {
			return usageError{fmt.Sprintf("render: -crop: %v", err)}
		}
		pb, err := core.ParseGTP(strings.TrimSpace(b), g.Size())
		if err != nil {
			return usageError{fmt.Sprintf("render: -crop: %v", err)}
		}
		opts = append(opts, render.Crop(pa, pb))
	}

	// Render to memory first, so that a failure leaves no half-written file.
	var buf bytes.Buffer
	if err := render.PNG(&buf, g, opts...); err != nil {
		if errors.Is(err, render.ErrWidth) || errors.Is(err, render.ErrCrop) {
			return usageError{err.Error()}
		}
		return err // already "render: …"
	}
	if *out == "-" {
		_, err = m.Stdout.Write(buf.Bytes())
	} else {
		err = os.WriteFile(*out, buf.Bytes(), 0o644)
	}
	if err != nil {
		return fmt.Errorf("render: %w", err)
	}
	return nil
}
