package render

import (
	"strings"
	"unicode"

	"github.com/golang/freetype/truetype"
	"golang.org/x/text/unicode/norm"
)

// The embedded Go fonts cover Latin, Greek and Cyrillic, not Chinese,
// Japanese, Korean or emoji; a rune they lack is drawn as the font's
// "missing glyph" box. Embedding a CJK font would add ten megabytes or more
// to the binary for the header alone, so the header draws only what the
// fonts can draw: a name written partly in another script keeps its
// drawable words when they still name someone ("李世石 (Lee Sedol)" →
// "Lee Sedol", "柯洁 🐉 Ke Jie" → "Ke Jie"); a name with nothing left
// becomes the colour ("박정환" → "White"). The messages around the image
// carry the real name.

// covers reports whether every font of the render has a glyph for r.
func covers(fonts *[2]*truetype.Font, r rune) bool {
	for _, f := range fonts {
		if f.Index(r) == 0 {
			return false
		}
	}
	return true
}

// drawable reports whether the fonts can draw all of s.
func drawable(fonts *[2]*truetype.Font, s string) bool {
	for _, r := range s {
		if !covers(fonts, r) {
			return false
		}
	}
	return true
}

// minNameLetters is how many letters the drawable part of a name needs to
// still name someone: one letter left of a name in another script ("A" of
// "A 김") says nothing.
const minNameLetters = 2

// headerName returns what the header shows for a player's name: the name
// itself (composed, so that "u" plus a combining diaeresis is drawn as
// "ü") when the fonts can draw all of it; otherwise its drawable words,
// stripped of the brackets and punctuation that surrounded the rest; and
// fallback when fewer than minNameLetters letters are left.
func headerName(fonts *[2]*truetype.Font, name, fallback string) string {
	name = strings.TrimSpace(norm.NFC.String(name))
	if drawable(fonts, name) {
		return name
	}
	return drawablePart(fonts, name, minNameLetters, fallback)
}

// drawableText returns s with what the fonts cannot draw removed, for the
// free text of the header and footer (no fallback: an empty result draws
// nothing).
func drawableText(fonts *[2]*truetype.Font, s string) string {
	s = norm.NFC.String(s)
	if drawable(fonts, s) {
		return s
	}
	return drawablePart(fonts, s, 0, "")
}

// drawablePart keeps the words of s made only of drawable runes (a rune
// the fonts lack splits a word), each trimmed of leading and trailing
// runes that are neither letters nor digits, and returns them joined by
// spaces; or fallback when they hold fewer than minLetters letters.
func drawablePart(fonts *[2]*truetype.Font, s string, minLetters int, fallback string) string {
	cleaned := strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || !covers(fonts, r) {
			return ' '
		}
		return r
	}, s)
	var words []string
	letters := 0
	for _, w := range strings.Fields(cleaned) {
		w = strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		if w == "" {
			continue
		}
		for _, r := range w {
			if unicode.IsLetter(r) {
				letters++
			}
		}
		words = append(words, w)
	}
	if letters < minLetters {
		return fallback
	}
	return strings.Join(words, " ")
}

// MaxLabel is the longest SGF label (LB) drawn on a point, in characters:
// three, condensed, still fit inside a stone at a size that reads. A
// longer label shows its first MaxLabel-1 characters and "…".
const MaxLabel = 3

// LabelText returns what a point shows for an SGF label: the characters the
// fonts can draw, spaces removed, cut to MaxLabel characters with "…" when
// longer. whole reports whether that is the whole label, so that callers
// can give the others in full elsewhere (a review lists them in its text).
func LabelText(label string) (shown string, whole bool) {
	ft, err := fonts()
	if err != nil {
		return "", false
	}
	return labelText(ft, label)
}

func labelText(fonts *[2]*truetype.Font, label string) (string, bool) {
	label = norm.NFC.String(label)
	whole := true
	var kept []rune
	for _, r := range label {
		switch {
		case unicode.IsSpace(r):
			// A space says nothing inside a stone.
		case covers(fonts, r):
			kept = append(kept, r)
		default:
			whole = false
		}
	}
	if len(kept) > MaxLabel {
		kept = append(kept[:MaxLabel-1], '…')
		whole = false
	}
	return string(kept), whole && len(kept) > 0
}
