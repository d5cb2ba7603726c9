package render

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
	"github.com/gobot-baduk/gobot/core/coretest"
)

var docs = flag.Bool("docs", false, "write the example images in ../docs")

// deadAt120 are the stones GNU Go 3.8 lists as dead (final_status_list
// dead, level 1) after move 120 of testdata/middlegame19.txt.
const deadAt120 = "C14 D14 C12 B11 C11 J3 Q2"

func middleGameAnalysis(t testing.TB) (*core.Game, *analysis.Analysis) {
	g := gameFrom(t, 19, "middlegame19.txt", 120)
	g.SetPlayerName(core.Black, "GNU Go (B)")
	g.SetPlayerName(core.White, "GNU Go (W)")
	dead := core.NewPointSet(19)
	for _, p := range coretest.Pts(t, deadAt120, 19) {
		dead.Add(p)
	}
	a := analysis.Analyze(g).WithDead(g.Board(), dead, g.Komi(), g.Handicap())
	return g, a
}

// puzzle9 is a corner problem on 9×9: Black's bulky five, White to play
// and kill (the vital point is b).
func puzzle9(t testing.TB) *core.Game {
	d := coretest.Parse(t, `
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		O O O O . O . . .
		X X X O O . . . .
		. a X X O . . . .
		c b . X O . . . .`)
	g := d.Game(t)
	root := g.Root()
	root.SetToMove(core.White)
	for _, l := range "abc" {
		root.AddMark(core.Mark{Kind: core.Label, Point: d.Point(t, l), Text: string(l)})
	}
	if err := g.GoTo(root); err != nil {
		t.Fatal(err)
	}
	return g
}

// TestDocs writes docs/render-*.png with -docs (and checks that they can
// be drawn otherwise). The overlays come from gobot's own analysis, so
// rerun it when the analysis changes:
//
//	go test ./render -run TestDocs -docs
func TestDocs(t *testing.T) {
	g, _ := middleGameAnalysis(t)
	a := analysis.Analyze(g)
	images := []struct {
		name string
		g    *core.Game
		opts []Option
	}{
		{"render-19-overlays.png", g, []Option{Width(800), Overlays(OverlayAll), WithAnalysis(a), MoveNumbers(10)}},
		{"render-9-puzzle.png", puzzle9(t), []Option{Width(480), Crop(core.Pt(0, 0), core.Pt(6, 5)), Header("White to play and kill")}},
		{"render-19-high-contrast.png", g, []Option{Width(800), WithTheme(HighContrast), Overlays(OverlayStatus | OverlayEyes | OverlayTerritory), WithAnalysis(a)}},
	}
	for _, im := range images {
		var buf bytes.Buffer
		if err := PNG(&buf, im.g, im.opts...); err != nil {
			t.Fatal(err)
		}
		if *docs {
			if err := os.WriteFile(filepath.Join("..", "docs", im.name), buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestDeadStones checks the status overlay on stones GNU Go calls dead:
// the cross runs through each dead stone's centre, and live stones keep
// their colour.
func TestDeadStones(t *testing.T) {
	g, a := middleGameAnalysis(t)
	for _, theme := range []Theme{Classic, HighContrast} {
		cv, err := paintCanvas(g.Board(), g, []Option{Width(600), WithTheme(theme), Overlays(OverlayStatus), WithAnalysis(a), LastMove(false)}, false)
		if err != nil {
			t.Fatal(err)
		}
		dead := a.Dead()
		if dead.Count() != 7 {
			t.Fatalf("%d dead stones, want 7", dead.Count())
		}
		for y := range 19 {
			for x := range 19 {
				p := core.Pt(x, y)
				col := g.Board().At(p)
				if !col.IsStone() {
					continue
				}
				cx, cy := cv.lay.centre(p)
				at := cv.img.RGBAAt(int(cx), int(cy))
				switch {
				case dead.Has(p):
					d := cv.pal.dead
					if absDiff(at.R, d.R) > 40 || absDiff(at.G, d.G) > 40 || absDiff(at.B, d.B) > 40 {
						t.Errorf("%v %v: dead stone's centre is %v, want the cross's %v", theme, p, at, d)
					}
				case col == core.Black && luma(at) > 90, col == core.White && luma(at) < 200:
					t.Errorf("%v %v: live %v stone's centre is %v", theme, p, col, at)
				}
			}
		}
	}
}
