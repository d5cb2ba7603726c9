package render

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
)

// Errors returned for options that cannot be drawn. They are wrapped with
// the offending value; test them with errors.Is.
var (
	// ErrWidth is a requested image width outside MinWidth..MaxWidth.
	ErrWidth = errors.New("render: image width out of range")
	// ErrCrop is a crop rectangle that is not on the board.
	ErrCrop = errors.New("render: crop is not on the board")
	// ErrTheme is an unknown theme name.
	ErrTheme = errors.New("render: unknown theme")
	// ErrOverlay is an unknown overlay name.
	ErrOverlay = errors.New("render: unknown overlay")
	// ErrPhase is an unknown Phase.
	ErrPhase = errors.New("render: unknown phase")
	// ErrNoPosition is a nil game or board.
	ErrNoPosition = errors.New("render: no position to draw")
)

// Image widths accepted by Width.
const (
	MinWidth     = 120
	MaxWidth     = 2048
	DefaultWidth = 800
)

// AllMoves asks MoveNumbers to number every move of the game.
const AllMoves = -1

// Option changes how a position is drawn. Options are applied in order;
// the first invalid one makes PNG return its error.
type Option func(*config) error

// Overlay is a set of analysis overlays.
type Overlay uint8

const (
	// OverlayStatus marks each group's life status: dead stones faded and
	// crossed, unsettled groups with "?", seki with "=", pass-alive chains
	// with a small diamond.
	OverlayStatus Overlay = 1 << iota
	// OverlayEyes puts the eye count (0, ½, 1, 1½ or 2+) of each group
	// whose count decides something (unsettled, alive by its eyes, dead
	// for want of them) on a badge beside a stone of its largest chain.
	OverlayEyes
	// OverlayTerritory marks the territory the analysis counts with
	// confidence, the regions a side encloses and the score gives it,
	// with a small square of that side's colour on each point.
	OverlayTerritory
	// OverlayInfluence washes the board, under the grid, with the
	// difference of the two sides' potentials (Nakamura §5), interpolated
	// smoothly between the points, stronger where it is larger.
	OverlayInfluence
	// OverlayAll is every overlay.
	OverlayAll = OverlayStatus | OverlayEyes | OverlayTerritory | OverlayInfluence
)

var overlayNames = [...]struct {
	name string
	o    Overlay
}{{"status", OverlayStatus}, {"eyes", OverlayEyes}, {"territory", OverlayTerritory}, {"influence", OverlayInfluence}}

// String lists the overlays by name, comma-separated ("none" for none).
func (o Overlay) String() string {
	var parts []string
	for _, n := range overlayNames {
		if o&n.o != 0 {
			parts = append(parts, n.name)
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ",")
}

// ParseOverlay reads a comma-separated list of overlay names (status, eyes,
// territory, influence, all, none).
func ParseOverlay(s string) (Overlay, error) {
	var o Overlay
	for _, f := range strings.Split(s, ",") {
		f = strings.ToLower(strings.TrimSpace(f))
		switch f {
		case "", "none":
			continue
		case "all":
			o |= OverlayAll
			continue
		}
		found := false
		for _, n := range overlayNames {
			if n.name == f {
				o |= n.o
				found = true
			}
		}
		if !found {
			return 0, fmt.Errorf("%w: %q (known: status, eyes, territory, influence, all, none)", ErrOverlay, f)
		}
	}
	return o, nil
}

// config is everything the options set.
type config struct {
	width     int
	theme     Theme
	coords    bool
	numbers   int // 0 none, AllMoves, or the last N
	cropped   bool
	crop      [2]core.Point
	markup    bool
	lastMove  bool
	ko        bool
	overlays  Overlay
	analysis  *analysis.Analysis
	view      analysisView // set by tests only
	names     [3]string
	namesSet  bool
	clocks    [3]string
	header    string
	footer    string
	toMove    core.Color
	toMoveSet bool
	frame     bool
	phase     Phase
	labels    map[core.Point]string
	hideRes   bool
}

func defaults() config {
	return config{width: DefaultWidth, coords: true, markup: true, lastMove: true, ko: true, frame: true}
}

// Width sets the image width in pixels (default 800). The height follows
// from the board, the crop, and what the header and footer hold.
func Width(px int) Option {
	return func(c *config) error {
		if px < MinWidth || px > MaxWidth {
			return fmt.Errorf("%w: %d px (from %d to %d)", ErrWidth, px, MinWidth, MaxWidth)
		}
		c.width = px
		return nil
	}
}

// WithTheme selects the colours (default Classic).
func WithTheme(t Theme) Option {
	return func(c *config) error {
		if t != Classic && t != HighContrast {
			return fmt.Errorf("%w: %d", ErrTheme, t)
		}
		c.theme = t
		return nil
	}
}

// Coordinates turns the coordinates around the board on or off (default on).
func Coordinates(on bool) Option {
	return func(c *config) error { c.coords = on; return nil }
}

// MoveNumbers numbers the stones of the last n moves (AllMoves: every
// move; 0: none, the default). A point played more than once in that range
// shows the number of the stone on it now; the earlier numbers go to a
// footnote such as "20 = 112" (move 20 was played where 112 stands).
func MoveNumbers(n int) Option {
	if n < 0 {
		n = AllMoves
	}
	// Options are values that may be shared between goroutines, so the
	// closure only reads what it captured.
	return func(c *config) error { c.numbers = n; return nil }
}

// Crop draws only the rectangle with corners a and b (both included), for
// puzzles. Sides of the rectangle that are not the board's edge are drawn
// with the grid running off, so they cannot be mistaken for the edge.
func Crop(a, b core.Point) Option {
	return func(c *config) error {
		if a == core.NoPoint || b == core.NoPoint {
			return fmt.Errorf("%w: no point given", ErrCrop)
		}
		c.cropped = true
		c.crop = [2]core.Point{a, b}
		return nil
	}
}

// Markup turns the SGF markup of the cursor's node (triangles, squares,
// circles, crosses and labels) on or off (default on). A mark takes the
// place of the move number on its stone.
func Markup(on bool) Option {
	return func(c *config) error { c.markup = on; return nil }
}

// LastMove turns the last-move marker (a dot, or a ring round a number)
// on or off (default on).
func LastMove(on bool) Option {
	return func(c *config) error { c.lastMove = on; return nil }
}

// KoMarker turns the ko marker on or off (default on): a hollow square on
// the point the player to move may not play because it would retake a ko
// at once, while that ban lasts.
func KoMarker(on bool) Option {
	return func(c *config) error { c.ko = on; return nil }
}

// Overlays selects the analysis overlays. Without WithAnalysis the
// position is analysed with analysis.Analyze when any overlay is on.
func Overlays(o Overlay) Option {
	return func(c *config) error { c.overlays = o & OverlayAll; return nil }
}

// WithAnalysis gives the analysis the overlays and the score estimate come
// from (for example one with agreed dead stones). It must be of the same
// board size; a nil analysis is ignored.
func WithAnalysis(a *analysis.Analysis) Option {
	return func(c *config) error { c.analysis = a; return nil }
}

// Players sets the names shown in the header, overriding the game's PB and
// PW. Empty names are left out.
func Players(black, white string) Option {
	return func(c *config) error {
		c.names = [3]string{"", black, white}
		c.namesSet = true
		return nil
	}
}

// Clocks sets the time each player has, shown after their name in the
// header, such as "9m 30s" (empty: none).
func Clocks(black, white string) Option {
	return func(c *config) error {
		c.clocks = [3]string{"", black, white}
		return nil
	}
}

// Header adds a line of text (a title) at the top of the header.
func Header(s string) Option {
	return func(c *config) error { c.header = s; return nil }
}

// Footer adds a line of text at the end of the footer.
func Footer(s string) Option {
	return func(c *config) error { c.footer = s; return nil }
}

// ToMove sets whose turn the header announces (for a game the default is
// the game's player to move; for a bare board nobody is announced).
func ToMove(col core.Color) Option {
	return func(c *config) error {
		c.toMove = col
		c.toMoveSet = true
		return nil
	}
}

// Phase is the stage of a game a picture shows. It decides what the header
// announces, what the footer calls the count, and which statuses the
// status overlay shows.
type Phase uint8

const (
	// PhasePlay (the default) is a game in play or under review: the
	// header says whose turn it is, the footer gives the score
	// "Estimate", and the status overlay shows every status.
	PhasePlay Phase = iota
	// PhaseScoring is the players marking dead stones after the last
	// pass: the header says "Scoring: mark dead stones", the footer gives
	// the "Count" with the dead stones marked so far (the analysis given
	// with WithAnalysis), and the status overlay shows only those dead
	// stones, not the engine's guesses about unsettled groups.
	PhaseScoring
	// PhaseFinal is the agreed final count: the header gives the game's
	// result (or "Final count" when the game has none yet), the footer
	// the "Final count", and the status overlay only the dead stones.
	PhaseFinal
)

// WithPhase sets the stage of the game the picture shows (default
// PhasePlay).
func WithPhase(p Phase) Option {
	return func(c *config) error {
		if p > PhaseFinal {
			return fmt.Errorf("%w: %d", ErrPhase, p)
		}
		c.phase = p
		return nil
	}
}

// Frame turns the header and footer on or off (default on). Without them
// the image is just the board.
func Frame(on bool) Option {
	return func(c *config) error { c.frame = on; return nil }
}

// Labels draws extra labels (up to three characters each, see LabelText)
// on the given points, as SGF LB markup of the cursor's node would be: the
// review numbers the next move of each variation this way. A label takes
// the place of the node's own mark on its point, in the picture only: the
// game is never changed. Labels are drawn whether or not Markup is on.
// Points off the board or outside the crop are left out; a later Labels
// option replaces an earlier one.
func Labels(labels map[core.Point]string) Option {
	// Options may be shared between goroutines and the caller may reuse
	// its map: the closure keeps a copy of its own.
	own := make(map[core.Point]string, len(labels))
	for p, s := range labels {
		own[p] = s
	}
	return func(c *config) error { c.labels = own; return nil }
}

// Result turns the game's result in the header on or off (default on).
// Turn it off for a position that is not where the game ended (a move in
// the middle of a finished game, a variation of a record): the header then
// says whose turn it is, as for a game in play.
func Result(on bool) Option {
	return func(c *config) error { c.hideRes = !on; return nil }
}
