package commands

import (
	"fmt"
	"io"
	"runtime"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/render"
)

// Renderer draws a game's current position as a PNG.
type Renderer interface {
	// RenderBoard writes the position at g's cursor to w as a PNG, with
	// the view's overlays drawn from its analysis.
	RenderBoard(w io.Writer, g *core.Game, v View) error
}

// View says what to draw over the stones.
type View struct {
	// Overlays are the analysis overlays to draw.
	Overlays render.Overlay
	// Analysis is the analysis they come from (needed for any overlay;
	// during scoring it holds the agreed dead stones).
	Analysis *analysis.Analysis
	// Black and White are the players' names for the header ("" leaves
	// the game's own PB/PW).
	Black, White string
	// BlackClock and WhiteClock are the players' time left, shown after
	// their names ("": none). Bot.png sets them for a game on a clock.
	BlackClock, WhiteClock string
	// Cropped draws only the rectangle from CropLo to CropHi (puzzles).
	Cropped        bool
	CropLo, CropHi core.Point
	// Phase is the stage of the game the image shows: while scoring and
	// on the final count the image says so and shows only the agreed
	// dead stones (default: play).
	Phase render.Phase
	// Numbers numbers the stones of the last Numbers moves (render.AllMoves:
	// every move; 0, the default: none), as a puzzle's solution is shown.
	Numbers int
	// Viewer is the user an image is drawn for alone (an ephemeral reply),
	// whose preferences choose its Look; "" for a public image, whose
	// game's players' do (see look.go).
	Viewer string
	// Look is the theme and the coordinates (the zero Look: gobot's
	// defaults). Bot.png sets it from the preferences.
	Look match.Look
	// Labels are drawn on their points over the node's own markup, in the
	// picture only (the review numbers the variations that follow).
	Labels map[core.Point]string
	// HideResult leaves the game's result out of the header, which then
	// says whose turn it is: the position is not where the game ended (a
	// review away from the end of the main line).
	HideResult bool
}

// RendererFunc adapts a function to the Renderer interface.
type RendererFunc func(w io.Writer, g *core.Game, v View) error

// RenderBoard calls f.
func (f RendererFunc) RenderBoard(w io.Writer, g *core.Game, v View) error { return f(w, g, v) }

// ImageWidth is the width of gobot's board images: sharp on a desktop and
// still readable when a phone shrinks it to ~400 px (render's default).
const ImageWidth = render.DefaultWidth

// DefaultRenderer returns gobot's board images, drawn by package render:
// the view's look (the classic wooden theme with coordinates unless it
// says otherwise) at ImageWidth, the header with the players,
// whose turn it is and the captures, the last-move marker, and the overlays
// with their legend and score estimate in the footer.
func DefaultRenderer() Renderer {
	return RendererFunc(func(w io.Writer, g *core.Game, v View) error {
		opts := []render.Option{render.Width(ImageWidth), render.Overlays(v.Overlays), render.WithPhase(v.Phase), render.Result(!v.HideResult)}
		if v.Analysis != nil {
			opts = append(opts, render.WithAnalysis(v.Analysis))
		}
		if v.Black != "" || v.White != "" {
			opts = append(opts, render.Players(v.Black, v.White))
		}
		if v.BlackClock != "" || v.WhiteClock != "" {
			opts = append(opts, render.Clocks(v.BlackClock, v.WhiteClock))
		}
		if v.Cropped {
			opts = append(opts, render.Crop(v.CropLo, v.CropHi))
		}
		if v.Numbers != 0 {
			opts = append(opts, render.MoveNumbers(v.Numbers))
		}
		if v.Look.Theme == match.ThemeHighContrast {
			opts = append(opts, render.WithTheme(render.HighContrast))
		}
		if v.Look.NoCoordinates {
			opts = append(opts, render.Coordinates(false))
		}
		if len(v.Labels) > 0 {
			opts = append(opts, render.Labels(v.Labels))
		}
		if err := render.PNG(w, g, opts...); err != nil {
			return fmt.Errorf("commands: %w", err)
		}
		return nil
	})
}

// limitRenderer lets at most n renders of r run at once; the others wait
// their turn in the order they came (a channel's blocked senders are
// served first in, first out). Rendering is CPU-bound and holds a few MB of
// pixels, so under a burst running them all at once only spreads the CPU
// thinner, makes every reply late, and multiplies the memory.
func limitRenderer(r Renderer, n int) Renderer {
	if n < 1 {
		n = 1
	}
	sem := make(chan struct{}, n)
	return RendererFunc(func(w io.Writer, g *core.Game, v View) error {
		sem <- struct{}{}
		defer func() { <-sem }()
		return r.RenderBoard(w, g, v)
	})
}

// renderSlots is how many renders run at once: one per processor.
func renderSlots() int { return runtime.GOMAXPROCS(0) }
