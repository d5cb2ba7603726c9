package commands

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// File names of the attachments name the players, in the ASCII letters,
// digits and dashes that every file system, browser and Discord client
// keeps as they are. Accented letters lose their accents rather than
// vanish ("Jürgen" → "Jurgen"): the name decomposed (NFD) is a base
// letter followed by combining marks, and the marks are dropped. A few
// Latin letters are not a base letter plus a mark and are spelt out
// (asciiLetters). Names in other scripts have no such spelling, so a
// name with nothing left is named by its colour.

// maxSlug bounds one player's part of a file name, in bytes.
const maxSlug = 24

// asciiLetters spells the Latin letters that do not decompose.
var asciiLetters = map[rune]string{
	'ß': "ss", 'æ': "ae", 'Æ': "AE", 'œ': "oe", 'Œ': "OE", 'ø': "o", 'Ø': "O",
	'đ': "d", 'Đ': "D", 'ð': "d", 'Ð': "D", 'þ': "th", 'Þ': "Th", 'ł': "l", 'Ł': "L", 'ı': "i",
}

// slug returns s for a file name: accents dropped, runs of anything but
// ASCII letters and digits made one dash, no dash at either end, at most
// maxSlug bytes (cut at a dash when there is one). It returns "" when
// nothing is left.
func slug(s string) string {
	var sb strings.Builder
	dash := false
	for _, r := range norm.NFD.String(s) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		out := string(r)
		switch {
		case r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r)):
		case asciiLetters[r] != "":
			out = asciiLetters[r]
		default:
			dash = sb.Len() > 0
			continue
		}
		if dash {
			sb.WriteByte('-')
			dash = false
		}
		sb.WriteString(out)
	}
	t := sb.String()
	if len(t) > maxSlug {
		wordEnd := t[maxSlug] == '-'
		t = t[:maxSlug]
		if i := strings.LastIndexByte(t, '-'); !wordEnd && i > maxSlug/2 {
			t = t[:i]
		}
		t = strings.TrimRight(t, "-")
	}
	return t
}

// matchupSlug names a game's players for a file name, "Jurgen-Muller-vs-Francois",
// with "black" or "white" for a player whose name leaves nothing.
func matchupSlug(black, white string) string {
	b, w := slug(black), slug(white)
	if b == "" {
		b = "black"
	}
	if w == "" {
		w = "white"
	}
	return b + "-vs-" + w
}
