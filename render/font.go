package render

import (
	"fmt"
	"sync"

	"github.com/golang/freetype/truetype"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
)

// fonts are the embedded Go fonts, parsed once. A parsed *truetype.Font is
// never written after parsing, so sharing it is safe; the faces made from
// it hold caches and are made per render (see newFace).
var fonts = sync.OnceValues(func() (*[2]*truetype.Font, error) {
	var f [2]*truetype.Font
	var err error
	if f[0], err = truetype.Parse(gomedium.TTF); err != nil {
		return nil, fmt.Errorf("render: parsing Go Medium: %w", err)
	}
	if f[1], err = truetype.Parse(gobold.TTF); err != nil {
		return nil, fmt.Errorf("render: parsing Go Bold: %w", err)
	}
	return &f, nil
})

// faceSet holds the faces of one render. font.Face values cache glyphs and
// are not safe for concurrent use, so every render makes its own.
type faceSet struct {
	text, bold, coord, num, num3, mark, small, badge, icon font.Face
}

// newFace makes a face of px pixels. Its glyph cache holds a mask as large
// as the font's biggest glyph per entry, so big faces get fewer entries:
// the cache stays under about a megabyte whatever the size.
func newFace(f *truetype.Font, px float64) font.Face {
	entries := 64
	for entries > 1 && float64(entries)*px*px*2 > 1<<20 {
		entries /= 2
	}
	return truetype.NewFace(f, &truetype.Options{Size: px, Hinting: font.HintingNone, GlyphCacheEntries: entries})
}
