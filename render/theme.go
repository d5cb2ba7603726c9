package render

import (
	"fmt"
	"image/color"
	"strings"
)

// Theme is a set of colours and line weights.
type Theme uint8

const (
	// Classic is a warm wooden board with shaded stones.
	Classic Theme = iota
	// HighContrast is a pale board with heavy black lines, pure black and
	// white stones with a black rim, and marks distinguished by shape first
	// and by the Okabe–Ito colours second, so that players with any kind of
	// colour blindness can read them. It never tells two marks apart by
	// red against green.
	HighContrast
)

// String returns the theme's name as ParseTheme reads it.
func (t Theme) String() string {
	switch t {
	case Classic:
		return "classic"
	case HighContrast:
		return "high-contrast"
	}
	return fmt.Sprintf("Theme(%d)", uint8(t))
}

// ParseTheme reads a theme name: "classic" or "high-contrast" (also
// "highcontrast", "contrast", "hc").
func ParseTheme(s string) (Theme, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "classic", "wood":
		return Classic, nil
	case "high-contrast", "highcontrast", "contrast", "hc":
		return HighContrast, nil
	}
	return 0, fmt.Errorf("%w: %q (known: classic, high-contrast)", ErrTheme, s)
}

// palette is a theme's colours. It is a value computed per render, so
// nothing is shared.
type palette struct {
	board, line, frame, frameText, coord color.RGBA
	// Stone gradients: highlight, body and rim of each colour.
	blackHi, blackLo, blackRim color.RGBA
	whiteHi, whiteLo, whiteRim color.RGBA
	shadow                     color.RGBA
	// lineScale thickens the grid (1 classic).
	lineScale float64
	// Overlay colours.
	dead, unsettled, seki, passAlive color.RGBA
	badge, badgeText, badgeRim       color.RGBA
	terrBlack, terrWhite, terrRim    color.RGBA
	inflBlack, inflWhite             color.RGBA
	inflAlpha                        float64
	// numberOn gives the ink for text on a black and on a white stone.
	inkOnBlack, inkOnWhite, inkOnBoard color.RGBA
}

func rgb(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 0xff} }

func (t Theme) palette() palette {
	if t == HighContrast {
		return palette{
			board: rgb(0xf7, 0xf1, 0xdc), line: rgb(0, 0, 0), frame: rgb(0xff, 0xff, 0xff),
			frameText: rgb(0, 0, 0), coord: rgb(0, 0, 0),
			blackHi: rgb(0x30, 0x30, 0x30), blackLo: rgb(0, 0, 0), blackRim: rgb(0, 0, 0),
			whiteHi: rgb(0xff, 0xff, 0xff), whiteLo: rgb(0xf2, 0xf2, 0xf2), whiteRim: rgb(0, 0, 0),
			shadow:    color.RGBA{0, 0, 0, 0},
			lineScale: 2,
			// Okabe–Ito: vermillion, orange, blue, bluish green.
			dead: rgb(0xd5, 0x5e, 0x00), unsettled: rgb(0xe6, 0x9f, 0x00), seki: rgb(0x00, 0x72, 0xb2),
			passAlive: rgb(0x00, 0x72, 0xb2),
			badge:     rgb(0xf0, 0xe4, 0x42), badgeText: rgb(0, 0, 0), badgeRim: rgb(0, 0, 0),
			terrBlack: rgb(0, 0, 0), terrWhite: rgb(0xff, 0xff, 0xff), terrRim: rgb(0, 0, 0),
			// Sky blue for Black's influence, reddish purple for White's:
			// Okabe–Ito colours that every colour vision tells apart, and
			// apart from the status marks' orange and blue, so a tinted
			// area is never read as an unsettled or seki group.
			inflBlack: rgb(0x56, 0xb4, 0xe9), inflWhite: rgb(0xcc, 0x79, 0xa7), inflAlpha: 0.5,
			inkOnBlack: rgb(0xff, 0xff, 0xff), inkOnWhite: rgb(0, 0, 0), inkOnBoard: rgb(0, 0, 0),
		}
	}
	return palette{
		board: rgb(0xe3, 0xb8, 0x6b), line: rgb(0x3a, 0x2a, 0x14), frame: rgb(0x4a, 0x37, 0x22),
		frameText: rgb(0xf6, 0xec, 0xd8), coord: rgb(0x5a, 0x40, 0x1e),
		blackHi: rgb(0x5c, 0x5c, 0x60), blackLo: rgb(0x0d, 0x0d, 0x10), blackRim: rgb(0x00, 0x00, 0x00),
		whiteHi: rgb(0xff, 0xff, 0xff), whiteLo: rgb(0xd6, 0xd4, 0xce), whiteRim: rgb(0x6e, 0x66, 0x5a),
		shadow:    color.RGBA{0x2a, 0x1a, 0x05, 0x50},
		lineScale: 1,
		dead:      rgb(0xc6, 0x28, 0x28), unsettled: rgb(0xef, 0x8a, 0x00), seki: rgb(0x1e, 0x63, 0xb4),
		passAlive: rgb(0x1e, 0x63, 0xb4),
		badge:     rgb(0x26, 0x32, 0x38), badgeText: rgb(0xff, 0xff, 0xff), badgeRim: rgb(0xff, 0xff, 0xff),
		terrBlack: rgb(0x10, 0x10, 0x10), terrWhite: rgb(0xfa, 0xfa, 0xf6), terrRim: rgb(0x40, 0x38, 0x30),
		inflBlack: rgb(0x2b, 0x1a, 0x08), inflWhite: rgb(0xff, 0xfb, 0xf0), inflAlpha: 0.5,
		inkOnBlack: rgb(0xff, 0xff, 0xff), inkOnWhite: rgb(0, 0, 0), inkOnBoard: rgb(0x10, 0x0c, 0x06),
	}
}
