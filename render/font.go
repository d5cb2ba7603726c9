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

// faceKind names the faces of a render.
type faceKind uint8

const (
	faceText  faceKind = iota // header and footer
	faceBold                  // their bold words
	faceCoord                 // coordinates
	faceNum                   // move numbers and labels of one or two characters
	faceNum3                  // three characters, drawn condensed
	faceMark                  // "?" and "=" on status discs
	faceSmall                 // the same on status badges
	faceBadge                 // eye counts
	faceIcon                  // glyphs on the legend's icons
	numFaces
)

// faceSet holds the faces of one render. font.Face values cache glyphs and
// are not safe for concurrent use, so every render makes its own; and
// since a face allocates its whole glyph cache when it is made (up to a
// megabyte for big glyphs), each is made when first used: a board without
// numbers or overlays never makes most of them.
type faceSet struct {
	fonts *[2]*truetype.Font // Go Medium, Go Bold
	px    [numFaces]float64
	made  [numFaces]font.Face
}

// get returns the face k, making it on first use.
func (s *faceSet) get(k faceKind) font.Face {
	if s.made[k] == nil {
		f := s.fonts[1]
		if k == faceText || k == faceCoord {
			f = s.fonts[0]
		}
		s.made[k] = newFace(f, s.px[k])
	}
	return s.made[k]
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
