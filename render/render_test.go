package render

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
	"github.com/gobot-baduk/gobot/core/coretest"
)

var update = flag.Bool("update", false, "rewrite the golden images and layout dumps in testdata")

// randomGame plays up to n random legal moves on a size×size board.
func randomGame(t testing.TB, size, n int, seed uint64) *core.Game {
	t.Helper()
	g, err := core.NewGame(core.Size(size))
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 7))
	for range n {
		played := false
		for range 20 {
			m := core.Play(g.ToMove(), core.Pt(r.IntN(size), r.IntN(size)))
			if g.Legal(m) == nil {
				if err := g.Play(m); err != nil {
					t.Fatal(err)
				}
				played = true
				break
			}
		}
		if !played {
			if err := g.Play(core.Pass(g.ToMove())); err != nil {
				return g
			}
		}
	}
	return g
}

type goldenCase struct {
	name string
	game func(t testing.TB) (*core.Game, *core.Board)
	opts []Option
	// more adds options that need the game (such as a fake analysis).
	more func(t testing.TB, g *core.Game) []Option
}

func goldenCases() []goldenCase {
	marked := func(t testing.TB) (*core.Game, *core.Board) {
		g := gameFrom(t, 9, "game9.txt", 24)
		n := g.Cursor()
		n.AddMark(core.Mark{Kind: core.Triangle, Point: coretest.Pt(t, "D4", 9)})
		n.AddMark(core.Mark{Kind: core.Square, Point: coretest.Pt(t, "C3", 9)})
		n.AddMark(core.Mark{Kind: core.Circle, Point: coretest.Pt(t, "E5", 9)})
		n.AddMark(core.Mark{Kind: core.Cross, Point: coretest.Pt(t, "B2", 9)})
		n.AddMark(core.Mark{Kind: core.Label, Point: coretest.Pt(t, "B4", 9), Text: "a"})
		n.AddMark(core.Mark{Kind: core.Label, Point: coretest.Pt(t, "F6", 9), Text: "B"})
		return g, nil
	}
	return []goldenCase{
		{"empty5", func(t testing.TB) (*core.Game, *core.Board) { return randomGame(t, 5, 0, 1), nil }, []Option{Width(240)}, nil},
		{"game9_numbers", func(t testing.TB) (*core.Game, *core.Board) { return gameFrom(t, 9, "game9.txt", -1), nil },
			[]Option{Width(360), MoveNumbers(AllMoves), Players("Ann", "Ben")}, nil},
		{"crop9_markup_hc", marked, []Option{Width(320), WithTheme(HighContrast), Crop(core.Pt(0, 0), core.Pt(5, 5)), Header("Black to live")}, nil},
		{"middle19_overlays", func(t testing.TB) (*core.Game, *core.Board) { return gameFrom(t, 19, "middlegame19.txt", 120), nil },
			[]Option{Width(400), Overlays(OverlayAll), MoveNumbers(8)}, nil},
		{"board13_hc", func(t testing.TB) (*core.Game, *core.Board) { return nil, randomGame(t, 13, 60, 3).Board() },
			[]Option{Width(360), WithTheme(HighContrast), ToMove(core.White), Overlays(OverlayStatus | OverlayTerritory)}, nil},
		{"fake19_overlays_hc", func(t testing.TB) (*core.Game, *core.Board) { g, _ := middleGameAnalysis(t); return g, nil },
			[]Option{Width(400), WithTheme(HighContrast), Overlays(OverlayAll)},
			func(t testing.TB, g *core.Game) []Option {
				_, a := middleGameAnalysis(t)
				return []Option{withView(newFake(g.Board(), a))}
			}},
		{"random25_nocoords", func(t testing.TB) (*core.Game, *core.Board) { return randomGame(t, 25, 200, 4), nil },
			[]Option{Width(400), Coordinates(false), Footer("A 25×25 board without coordinates.")}, nil},
		// Status badges beside move numbers, the last move's ring.
		{"fake19_numbers", func(t testing.TB) (*core.Game, *core.Board) { g, _ := middleGameAnalysis(t); return g, nil },
			[]Option{Width(400), Overlays(OverlayAll), MoveNumbers(AllMoves)},
			func(t testing.TB, g *core.Game) []Option {
				_, a := middleGameAnalysis(t)
				return []Option{withView(newFake(g.Board(), a))}
			}},
		{"crop19_tall", func(t testing.TB) (*core.Game, *core.Board) { return gameFrom(t, 19, "middlegame19.txt", 120), nil },
			[]Option{Width(320), Crop(core.Pt(0, 0), core.Pt(1, 18))}, nil},
		{"score19_phase", func(t testing.TB) (*core.Game, *core.Board) { g, _ := middleGameAnalysis(t); return g, nil },
			[]Option{Width(400), Overlays(OverlayStatus | OverlayTerritory), WithPhase(PhaseScoring)},
			func(t testing.TB, g *core.Game) []Option {
				_, a := middleGameAnalysis(t)
				return []Option{WithAnalysis(a)}
			}},
	}
}

func renderCase(t testing.TB, c goldenCase) *canvas {
	t.Helper()
	g, b := c.game(t)
	if g != nil {
		b = g.Board()
	}
	opts := c.opts
	if c.more != nil {
		opts = append(append([]Option(nil), opts...), c.more(t, g)...)
	}
	cv, err := paintCanvas(b, g, opts, false)
	if err != nil {
		t.Fatal(err)
	}
	return cv
}

// TestGolden compares renders with testdata/*.png on decoded pixels: a
// pixel matches when no channel differs by more than 3, and at most 0.2%
// of the pixels may fail (font rasterizers differ in the last bit between
// versions). The layout dumps (*.txt) must match exactly.
func TestGolden(t *testing.T) {
	for _, c := range goldenCases() {
		t.Run(c.name, func(t *testing.T) {
			cv := renderCase(t, c)
			pngPath := filepath.Join("testdata", c.name+".png")
			txtPath := filepath.Join("testdata", c.name+".txt")
			dump := cv.lay.String()
			if *update {
				var buf bytes.Buffer
				if err := Encode(&buf, cv.img); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(pngPath, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(txtPath, []byte(dump), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(txtPath)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if string(want) != dump {
				t.Errorf("layout differs from %s:\ngot:\n%s\nwant:\n%s", txtPath, dump, want)
			}
			f, err := os.Open(pngPath)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			gold, err := png.Decode(f)
			if err != nil {
				t.Fatal(err)
			}
			if d := diffImages(gold, cv.img, 3); d > 0.002 {
				out := filepath.Join(t.TempDir(), c.name+".png")
				var buf bytes.Buffer
				Encode(&buf, cv.img)
				os.WriteFile(out, buf.Bytes(), 0o644)
				t.Errorf("%.2f%% of pixels differ from %s (got %s)", 100*d, pngPath, out)
			}
		})
	}
}

// diffImages returns the fraction of pixels that differ by more than tol
// in some channel (1 if the sizes differ).
func diffImages(a, b image.Image, tol int) float64 {
	if a.Bounds().Size() != b.Bounds().Size() {
		return 1
	}
	bad := 0
	ab, bb := a.Bounds(), b.Bounds()
	for y := 0; y < ab.Dy(); y++ {
		for x := 0; x < ab.Dx(); x++ {
			p := color.RGBAModel.Convert(a.At(ab.Min.X+x, ab.Min.Y+y)).(color.RGBA)
			q := color.RGBAModel.Convert(b.At(bb.Min.X+x, bb.Min.Y+y)).(color.RGBA)
			if absDiff(p.R, q.R) > tol || absDiff(p.G, q.G) > tol || absDiff(p.B, q.B) > tol || absDiff(p.A, q.A) > tol {
				bad++
			}
		}
	}
	return float64(bad) / float64(ab.Dx()*ab.Dy())
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

func luma(c color.RGBA) float64 { return 0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B) }

// TestGeometry checks on every size from 2 to 25, in both themes and with
// crops, that the pixel at each stone's centre has the stone's colour and
// that a point of an empty intersection's square off the lines has the
// board's colour.
func TestGeometry(t *testing.T) {
	for size := core.MinSize; size <= core.MaxSize; size++ {
		for _, theme := range []Theme{Classic, HighContrast} {
			for _, crop := range []bool{false, true} {
				name := fmt.Sprintf("%d/%v/crop=%v", size, theme, crop)
				t.Run(name, func(t *testing.T) {
					g := randomGame(t, size, size*size/2, uint64(size))
					opts := []Option{Width(300 + 20*size), WithTheme(theme), LastMove(false)}
					if crop {
						opts = append(opts, Crop(core.Pt(size/3, 0), core.Pt(size-1, size-1-size/4)))
					}
					cv, err := paintCanvas(g.Board(), g, opts, false)
					if err != nil {
						t.Fatal(err)
					}
					l := &cv.lay
					board := cv.pal.board
					for y := 0; y < size; y++ {
						for x := 0; x < size; x++ {
							p := core.Pt(x, y)
							if !l.visible(p) {
								continue
							}
							cx, cy := l.centre(p)
							at := cv.img.RGBAAt(int(cx), int(cy))
							switch g.Board().At(p) {
							case core.Black:
								if luma(at) > 90 {
									t.Errorf("%v: black stone's centre is %v", p, at)
								}
							case core.White:
								if luma(at) < 200 {
									t.Errorf("%v: white stone's centre is %v", p, at)
								}
							default:
								if l.cell < 8 {
									continue
								}
								q := cv.img.RGBAAt(int(cx)+l.cell/4, int(cy)+l.cell/4)
								if absDiff(q.R, board.R) > 24 || absDiff(q.G, board.G) > 24 || absDiff(q.B, board.B) > 24 {
									t.Errorf("%v: empty point's square is %v, board is %v", p, q, board)
								}
							}
						}
					}
					if l.cell >= 8 {
						checkSides(t, cv)
					}
					if l.height != cv.img.Rect.Dy() || l.width != cv.img.Rect.Dx() {
						t.Errorf("layout %d×%d, image %v", l.width, l.height, cv.img.Rect)
					}
				})
			}
		}
	}
}

// checkSides looks just past the stones beyond the outermost visible line
// on each side, along every line that meets that side: on the board's edge
// that is bare wood; on a cropped side each line runs on there.
func checkSides(t *testing.T, cv *canvas) {
	t.Helper()
	l := &cv.lay
	off := l.radius*1.1 + 1
	if off >= float64(l.runOff)-1 {
		return // no room between the stones and the end of the run-off
	}
	dark := func(c color.RGBA) bool { return luma(c) < luma(cv.pal.board)-40 }
	type probe struct {
		side   string
		edge   bool
		points func(yield func(x, y float64))
	}
	// Points just outside the board along each side, avoiding the lines'
	// fading ends near the corners.
	probes := []probe{
		{"left", l.edge[0], func(yield func(x, y float64)) {
			for y := l.y0; y <= l.y1; y++ {
				cx, cy := l.centre(core.Pt(l.x0, y))
				yield(cx-off, cy)
			}
		}},
		{"right", l.edge[1], func(yield func(x, y float64)) {
			for y := l.y0; y <= l.y1; y++ {
				cx, cy := l.centre(core.Pt(l.x1, y))
				yield(cx+off, cy)
			}
		}},
		{"top", l.edge[2], func(yield func(x, y float64)) {
			for x := l.x0; x <= l.x1; x++ {
				cx, cy := l.centre(core.Pt(x, l.y1))
				yield(cx, cy-off)
			}
		}},
		{"bottom", l.edge[3], func(yield func(x, y float64)) {
			for x := l.x0; x <= l.x1; x++ {
				cx, cy := l.centre(core.Pt(x, l.y0))
				yield(cx, cy+off)
			}
		}},
	}
	for _, p := range probes {
		n, lines := 0, 0
		p.points(func(x, y float64) {
			n++
			if dark(cv.img.RGBAAt(int(x), int(y))) {
				lines++
			}
		})
		switch {
		case p.edge && lines > 0:
			t.Errorf("%s edge: %d of %d places beyond the edge are dark, want wood", p.side, lines, n)
		case !p.edge && lines < n:
			t.Errorf("cropped %s side: lines run off at %d of %d places, want all", p.side, lines, n)
		}
	}
}

// TestConcurrent renders from 64 goroutines at once (run with -race): no
// shared mutable state (such as textCondensed's scratch masks), and every
// result identical to a lone render.
func TestConcurrent(t *testing.T) {
	games := make([]*core.Game, 4)
	want := make([][]byte, len(games))
	opts := [][]Option{
		{Width(300), Overlays(OverlayAll), MoveNumbers(10)},
		{Width(260), WithTheme(HighContrast), MoveNumbers(AllMoves)},
		{Width(240), Crop(core.Pt(0, 0), core.Pt(5, 5))},
		{Width(320), Overlays(OverlayEyes | OverlayTerritory), Players("a", "b")},
	}
	for i := range games {
		// The 13×13 game has three-digit numbers, drawn condensed.
		games[i] = randomGame(t, []int{9, 13, 19, 7}[i], []int{40, 130, 40, 40}[i], uint64(i))
		var buf bytes.Buffer
		if err := PNG(&buf, games[i], opts[i]...); err != nil {
			t.Fatal(err)
		}
		want[i] = buf.Bytes()
	}
	const n = 64
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for k := range n {
		wg.Go(func() {
			i := k % len(games)
			var buf bytes.Buffer
			if err := PNG(&buf, games[i], opts[i]...); err != nil {
				errs <- err
				return
			}
			if !bytes.Equal(buf.Bytes(), want[i]) {
				errs <- fmt.Errorf("goroutine %d: render of game %d differs from the lone render", k, i)
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// TestEncodeRoundTrip decodes what the fast writer wrote with image/png and
// compares every pixel exactly.
func TestEncodeRoundTrip(t *testing.T) {
	for _, c := range goldenCases()[:4] {
		cv := renderCase(t, c)
		var buf bytes.Buffer
		if err := Encode(&buf, cv.img); err != nil {
			t.Fatal(err)
		}
		got, err := png.Decode(&buf)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if d := diffImages(got, cv.img, 0); d != 0 {
			t.Errorf("%s: %.3f%% of pixels changed in the round trip", c.name, 100*d)
		}
	}
	// A translucent picture goes through image/png and keeps its alpha.
	img := image.NewRGBA(image.Rect(0, 0, 3, 2))
	img.SetRGBA(1, 1, color.RGBA{10, 20, 30, 40})
	var buf bytes.Buffer
	if err := Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	got, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	// (Decoding gives non-premultiplied colour; converting back rounds.)
	if d := diffImages(got, img, 1); d != 0 {
		t.Errorf("translucent image changed in the round trip")
	}
}

func TestOptionErrors(t *testing.T) {
	g := randomGame(t, 9, 10, 1)
	other := analysis.AnalyzeBoard(randomGame(t, 13, 0, 1).Board(), 0, 0)
	for _, c := range []struct {
		opt  Option
		want error
	}{
		{Width(50), ErrWidth},
		{Width(3000), ErrWidth},
		{WithTheme(Theme(9)), ErrTheme},
		{Crop(core.Pt(0, 0), core.Pt(9, 9)), ErrCrop},
		{Crop(core.NoPoint, core.Pt(1, 1)), ErrCrop},
		{WithAnalysis(other), ErrAnalysis},
	} {
		var buf bytes.Buffer
		if err := PNG(&buf, g, c.opt); !errors.Is(err, c.want) {
			t.Errorf("got %v, want %v", err, c.want)
		}
	}
	if err := PNG(&bytes.Buffer{}, nil); !errors.Is(err, ErrNoPosition) {
		t.Errorf("nil game: %v", err)
	}
	if err := BoardPNG(&bytes.Buffer{}, nil); !errors.Is(err, ErrNoPosition) {
		t.Errorf("nil board: %v", err)
	}
	if _, err := ParseTheme("sepia"); !errors.Is(err, ErrTheme) {
		t.Errorf("ParseTheme(sepia): %v", err)
	}
	if _, err := ParseOverlay("status,heat"); !errors.Is(err, ErrOverlay) {
		t.Errorf("ParseOverlay: %v", err)
	}
	if o, err := ParseOverlay("status, Eyes,territory"); err != nil || o != OverlayStatus|OverlayEyes|OverlayTerritory || o.String() != "status,eyes,territory" {
		t.Errorf("ParseOverlay = %v, %v", o, err)
	}
}

// TestNumbering checks the footnotes for points played again: in the 9×9
// record White's 4 at D6 is captured and Black plays 37 there.
func TestNumbering(t *testing.T) {
	g := gameFrom(t, 9, "game9.txt", -1)
	nb := number(g, g.Board(), AllMoves)
	d6 := coretest.Pt(t, "D6", 9)
	if nb.label[d6] != 37 {
		t.Errorf("D6 shows %d, want 37", nb.label[d6])
	}
	if len(nb.footnotes) != 1 || nb.footnotes[0] != "4 = 37" {
		t.Errorf("footnotes %q, want [4 = 37]", nb.footnotes)
	}
	last := number(g, g.Board(), 5)
	if len(last.label) > 5 || last.label[d6] != 37 || len(last.footnotes) != 0 {
		t.Errorf("last 5: labels %v footnotes %q", last.label, last.footnotes)
	}
	for p, n := range last.label {
		if n <= len(g.Moves())-5 {
			t.Errorf("%v numbered %d, outside the last 5", p, n)
		}
	}
}

// TestBigPictureSmallBoard bounds the memory of the worst case the options
// allow: a 2×2 board at the largest width, where stones, sprites and glyph
// caches would be huge if they grew with the cell.
func TestBigPictureSmallBoard(t *testing.T) {
	g := randomGame(t, 2, 2, 1)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	img, err := Image(g, Width(MaxWidth), MoveNumbers(AllMoves), Overlays(OverlayAll))
	if err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	pixels := uint64(4 * img.Rect.Dx() * img.Rect.Dy())
	extra := after.TotalAlloc - before.TotalAlloc - pixels
	t.Logf("%d KiB beyond the pixels", extra>>10)
	if extra > 12<<20 {
		t.Errorf("render of 2×2 at %d px allocated %d MiB beyond its %d MiB of pixels", MaxWidth, extra>>20, pixels>>20)
	}
}
