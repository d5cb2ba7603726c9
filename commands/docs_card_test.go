package commands_test

import (
	"bytes"
	"image/color"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/fogleman/gg"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/golang/freetype/truetype"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
)

// Message cards: the README shows every command with an image, and some
// replies carry none (the challenge, /settings). messageCard draws such a
// reply the way Discord's dark theme shows it: gobot's name with its APP
// tag, the text with its mentions and bold and code spans, the buttons, and
// "Only you can see this" under an ephemeral reply.

const (
	cardWidth  = 800
	cardLeft   = 72 // text starts right of the avatar
	cardRight  = 24
	cardSize   = 16.0
	cardLine   = 24.0
	cardButton = 34.0
)

var (
	cardBackground = color.RGBA{0x31, 0x33, 0x38, 0xff}
	cardText       = color.RGBA{0xdb, 0xde, 0xe1, 0xff}
	cardMuted      = color.RGBA{0x94, 0x9b, 0xa4, 0xff}
	cardWhite      = color.RGBA{0xf2, 0xf3, 0xf5, 0xff}
	cardBlurple    = color.RGBA{0x58, 0x65, 0xf2, 0xff}
	cardMentionBg  = color.RGBA{0x3c, 0x42, 0x70, 0xff}
	cardMentionFg  = color.RGBA{0xc9, 0xcd, 0xfb, 0xff}
	cardCodeBg     = color.RGBA{0x2b, 0x2d, 0x31, 0xff}
	buttonColors   = map[discordgo.ButtonStyle]color.RGBA{
		discordgo.PrimaryButton:   cardBlurple,
		discordgo.SecondaryButton: {0x4e, 0x50, 0x58, 0xff},
		discordgo.SuccessButton:   {0x24, 0x80, 0x46, 0xff},
		discordgo.DangerButton:    {0xda, 0x37, 0x3c, 0xff},
	}
)

type cardStyle uint8

const (
	styleText cardStyle = iota
	styleBold
	styleCode
	styleMention
	styleStone // ⚫ or ⚪, drawn as a stone, and ⏰ as a clock face (the Go fonts have no emoji)
)

// cardRun is a piece of text in one style.
type cardRun struct {
	text  string
	style cardStyle
}

type cardFaces struct{ text, bold, code, small, tag font.Face }

func loadCardFaces(t *testing.T) cardFaces {
	t.Helper()
	parse := func(b []byte) *truetype.Font {
		f, err := truetype.Parse(b)
		require.NoError(t, err)
		return f
	}
	regular, bold, mono := parse(goregular.TTF), parse(gobold.TTF), parse(gomono.TTF)
	face := func(f *truetype.Font, px float64) font.Face {
		return truetype.NewFace(f, &truetype.Options{Size: px, Hinting: font.HintingFull})
	}
	return cardFaces{text: face(regular, cardSize), bold: face(bold, cardSize), code: face(mono, cardSize-2), small: face(regular, 13), tag: face(bold, 10)}
}

var cardToken = regexp.MustCompile(`<@(\d+)>|<#(\d+)>|<t:(-?\d+)(?::[tTdDfFR])?>|\*\*|` + "`")

// cardRuns splits a message's text into styled runs, naming mentions.
func cardRuns(text string, names map[string]string) [][]cardRun {
	var lines [][]cardRun
	for _, line := range strings.Split(text, "\n") {
		var runs []cardRun
		bold, code := false, false
		add := func(s string) {
			st := styleText
			switch {
			case code:
				st = styleCode
			case bold:
				st = styleBold
			}
			for _, r := range s {
				if r == '⚫' || r == '⚪' || r == '⏰' {
					runs = append(runs, cardRun{string(r), styleStone})
					continue
				}
				if n := len(runs); n > 0 && runs[n-1].style == st {
					runs[n-1].text += string(r)
				} else {
					runs = append(runs, cardRun{string(r), st})
				}
			}
		}
		rest := line
		for {
			loc := cardToken.FindStringSubmatchIndex(rest)
			if loc == nil {
				add(rest)
				break
			}
			add(rest[:loc[0]])
			tok := rest[loc[0]:loc[1]]
			switch {
			case tok == "**":
				bold = !bold
			case tok == "`":
				code = !code
			case loc[2] >= 0:
				runs = append(runs, cardRun{"@" + names[rest[loc[2]:loc[3]]], styleMention})
			case loc[6] >= 0:
				// A timestamp, as Discord shows it to a reader in UTC
				// with an English client, on a shaded ground.
				sec, _ := strconv.ParseInt(rest[loc[6]:loc[7]], 10, 64)
				runs = append(runs, cardRun{time.Unix(sec, 0).UTC().Format("January 2, 2006 3:04 PM"), styleCode})
			default:
				runs = append(runs, cardRun{"#" + names[rest[loc[4]:loc[5]]], styleMention})
			}
			rest = rest[loc[1]:]
		}
		lines = append(lines, runs)
	}
	return lines
}

// placed is a word laid out at x on line y.
type placed struct {
	cardRun
	x, y float64
}

func (f cardFaces) face(s cardStyle) font.Face {
	switch s {
	case styleBold:
		return f.bold
	case styleCode:
		return f.code
	}
	return f.text
}

// width is how far a word in a style advances the pen.
func (f cardFaces) width(s cardStyle, w string) float64 {
	switch s {
	case styleStone:
		return cardSize + 2
	case styleMention:
		return measure(f.text, w) + 7 // the pill and its padding
	}
	return measure(f.face(s), w)
}

func measure(f font.Face, s string) float64 {
	return float64(font.MeasureString(f, s)) / 64
}

// layout wraps the runs to the text width, word by word.
func (f cardFaces) layout(lines [][]cardRun) ([]placed, float64) {
	maxX := float64(cardWidth - cardRight)
	var out []placed
	y := 0.0
	for _, runs := range lines {
		x := float64(cardLeft)
		for _, r := range runs {
			var words []string
			switch r.style {
			case styleMention, styleStone:
				words = []string{r.text}
			default:
				words = strings.SplitAfter(r.text, " ")
			}
			for _, w := range words {
				width := f.width(r.style, w)
				if x+width > maxX && x > cardLeft {
					x, y = cardLeft, y+cardLine
					w = strings.TrimLeft(w, " ")
					width = f.width(r.style, w)
				}
				out = append(out, placed{cardRun{w, r.style}, x, y})
				x += width
			}
		}
		y += cardLine
	}
	return out, y
}

// messageCard draws r as Discord shows it; names gives the names of the
// users and channels its text mentions.
func messageCard(t *testing.T, r *commands.Response, names map[string]string) []byte {
	t.Helper()
	f := loadCardFaces(t)
	words, textHeight := f.layout(cardRuns(r.Content, names))
	var buttons [][]discordgo.Button
	for _, c := range r.Components {
		if row, ok := c.(discordgo.ActionsRow); ok {
			var bs []discordgo.Button
			for _, k := range row.Components {
				if b, ok := k.(discordgo.Button); ok {
					bs = append(bs, b)
				}
			}
			buttons = append(buttons, bs)
		}
	}
	const top = 20.0
	textTop := top + 30
	h := textTop + textHeight + 8 + float64(len(buttons))*(cardButton+8) + 16
	if r.Ephemeral {
		h += 22
	}
	dc := gg.NewContext(cardWidth, int(h))
	dc.SetColor(cardBackground)
	dc.Clear()
	// gobot's avatar: a black stone with a white one behind it.
	dc.SetColor(color.RGBA{0xee, 0xee, 0xee, 0xff})
	dc.DrawCircle(40, top+16, 13)
	dc.Fill()
	dc.SetColor(color.RGBA{0x1a, 0x1a, 0x1a, 0xff})
	dc.DrawCircle(30, top+26, 13)
	dc.Fill()
	// Name, APP tag, time.
	dc.SetFontFace(f.bold)
	dc.SetColor(cardWhite)
	dc.DrawString("gobot", cardLeft, top+14)
	x := cardLeft + measure(f.bold, "gobot") + 6
	dc.SetFontFace(f.tag)
	tagW := measure(f.tag, "APP") + 8
	dc.SetColor(cardBlurple)
	dc.DrawRoundedRectangle(x, top+1, tagW, 16, 3)
	dc.Fill()
	dc.SetColor(cardWhite)
	dc.DrawString("APP", x+4, top+13)
	dc.SetFontFace(f.small)
	dc.SetColor(cardMuted)
	dc.DrawString("Today at 12:00", x+tagW+8, top+14)
	// The text.
	for _, w := range words {
		base := textTop + w.y + cardSize - 2
		switch w.style {
		case styleStone:
			cx, cy, r := w.x+cardSize/2, base-cardSize/2+2, cardSize/2-1
			if w.text == "⏰" {
				// An alarm clock's face and hands, in Discord's red.
				dc.SetColor(color.RGBA{0xdd, 0x2e, 0x44, 0xff})
				dc.DrawCircle(cx, cy, r)
				dc.Fill()
				dc.SetColor(color.RGBA{0xf4, 0xf4, 0xf4, 0xff})
				dc.DrawCircle(cx, cy, r-2)
				dc.Fill()
				dc.SetColor(color.RGBA{0x1a, 0x1a, 0x1a, 0xff})
				dc.SetLineWidth(1.5)
				dc.DrawLine(cx, cy, cx, cy-r+4)
				dc.DrawLine(cx, cy, cx+r-5, cy)
				dc.Stroke()
				continue
			}
			fill, edge := color.RGBA{0x1a, 0x1a, 0x1a, 0xff}, color.RGBA{0x80, 0x80, 0x80, 0xff}
			if w.text == "⚪" {
				fill = color.RGBA{0xf4, 0xf4, 0xf4, 0xff}
			}
			dc.SetColor(fill)
			dc.DrawCircle(w.x+cardSize/2, base-cardSize/2+2, cardSize/2-1)
			dc.FillPreserve()
			dc.SetColor(edge)
			dc.SetLineWidth(1)
			dc.Stroke()
			continue
		case styleMention:
			dc.SetColor(cardMentionBg)
			dc.DrawRoundedRectangle(w.x, base-cardSize+1, measure(f.text, w.text)+6, cardSize+4, 3)
			dc.Fill()
			dc.SetColor(cardMentionFg)
			dc.SetFontFace(f.text)
			dc.DrawString(w.text, w.x+3, base)
			continue
		case styleCode:
			dc.SetColor(cardCodeBg)
			dc.DrawRoundedRectangle(w.x, base-cardSize+2, measure(f.code, w.text), cardSize+2, 3)
			dc.Fill()
		}
		dc.SetFontFace(f.face(w.style))
		dc.SetColor(cardText)
		if w.style == styleBold {
			dc.SetColor(cardWhite)
		}
		dc.DrawString(w.text, w.x, base)
	}
	// The buttons.
	y := textTop + textHeight + 8
	dc.SetFontFace(f.bold)
	for _, row := range buttons {
		x := float64(cardLeft)
		for _, b := range row {
			w := measure(f.bold, b.Label) + 32
			dc.SetColor(buttonColors[b.Style])
			dc.DrawRoundedRectangle(x, y, w, cardButton, 4)
			dc.Fill()
			dc.SetColor(cardWhite)
			dc.DrawStringAnchored(b.Label, x+w/2, y+cardButton/2, 0.5, 0.35)
			x += w + 8
		}
		y += cardButton + 8
	}
	if r.Ephemeral {
		dc.SetFontFace(f.small)
		dc.SetColor(cardMuted)
		dc.DrawString("Only you can see this · Dismiss message", cardLeft, y+12)
	}
	var buf bytes.Buffer
	require.NoError(t, dc.EncodePNG(&buf))
	return buf.Bytes()
}
