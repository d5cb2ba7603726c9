package render

import (
	"bytes"
	"errors"
	"image/png"
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// FuzzRender draws random positions with random options: any size from 2
// to 25, any crop (on or off the board), any move numbers, both themes,
// every overlay and some markup. A render either fails with one of the
// package's errors or produces a PNG that decodes to the size the layout
// promised; it never panics.
func FuzzRender(f *testing.F) {
	f.Add(uint8(19), uint16(120), uint64(1), int8(5), int8(0), int8(0), int8(18), int8(18), uint8(0), uint16(400))
	f.Add(uint8(2), uint16(3), uint64(2), int8(-1), int8(0), int8(0), int8(1), int8(1), uint8(0xff), uint16(120))
	f.Add(uint8(9), uint16(60), uint64(3), int8(0), int8(8), int8(8), int8(0), int8(0), uint8(0x15), uint16(200))
	f.Add(uint8(25), uint16(400), uint64(4), int8(127), int8(-3), int8(0), int8(30), int8(24), uint8(0x3c), uint16(300))
	f.Add(uint8(5), uint16(30), uint64(5), int8(2), int8(2), int8(2), int8(2), int8(2), uint8(0x81), uint16(2048))
	f.Fuzz(func(t *testing.T, size uint8, moves uint16, seed uint64, numbers, cx0, cy0, cx1, cy1 int8, flags uint8, width uint16) {
		n := 2 + int(size)%24
		g := randomGame(t, n, int(moves)%(2*n*n+1), seed)
		// Markup on a few points, some off the visible part.
		r := seed
		for k := range 4 {
			r = r*6364136223846793005 + 1442695040888963407
			p := core.Pt(int(r>>33)%n, int(r>>45)%n)
			g.Cursor().AddMark(core.Mark{Kind: core.MarkKind(1 + k%5), Point: p, Text: "xyz"[:k%4]})
		}
		opts := []Option{
			Width(int(width)%2100 + 60), MoveNumbers(int(numbers)), Overlays(Overlay(flags)),
			WithTheme(Theme(flags >> 7)), Coordinates(flags&0x20 == 0), Frame(flags&0x40 == 0),
		}
		if flags&0x10 != 0 {
			opts = append(opts, Crop(core.Pt(int(cx0), int(cy0)), core.Pt(int(cx1), int(cy1))))
		}
		var buf bytes.Buffer
		err := PNG(&buf, g, opts...)
		if err != nil {
			if !errors.Is(err, ErrWidth) && !errors.Is(err, ErrCrop) {
				t.Fatalf("unexpected error: %v", err)
			}
			return
		}
		img, err := png.Decode(&buf)
		if err != nil {
			t.Fatalf("output does not decode: %v", err)
		}
		if w := img.Bounds().Dx(); w != int(width)%2100+60 {
			t.Fatalf("width %d, asked for %d", w, int(width)%2100+60)
		}
	})
}
