package render

import (
	"fmt"
	"image"
	"image/png"
	"io"
	"sync"

	"github.com/gobot-baduk/gobot/core"
)

// PNG draws the position at g's cursor and writes it to w as a PNG. The
// game is only read; it must not change while PNG runs. Many PNG calls may
// run at once.
func PNG(w io.Writer, g *core.Game, opts ...Option) error {
	if g == nil {
		return ErrNoPosition
	}
	img, err := paint(g.Board(), g, opts, true)
	if err != nil {
		return err
	}
	defer putImage(img)
	return encode(w, img)
}

// BoardPNG draws a bare board (no game: no move numbers, markup or names)
// and writes it to w as a PNG. Use ToMove to announce whose turn it is.
func BoardPNG(w io.Writer, b *core.Board, opts ...Option) error {
	if b == nil {
		return ErrNoPosition
	}
	img, err := paint(b, nil, opts, true)
	if err != nil {
		return err
	}
	defer putImage(img)
	return encode(w, img)
}

// Image draws the position at g's cursor and returns the picture without
// encoding it.
func Image(g *core.Game, opts ...Option) (*image.RGBA, error) {
	if g == nil {
		return nil, ErrNoPosition
	}
	return paint(g.Board(), g, opts, false)
}

// Encode writes img as a PNG the way PNG does: an opaque *image.RGBA (as
// Image returns) goes through gobot's fast writer (see encode.go), anything
// else through image/png at its fastest level, both with pooled buffers.
func Encode(w io.Writer, img image.Image) error {
	if rgba, ok := img.(*image.RGBA); ok && rgba.Opaque() {
		return encode(w, rgba)
	}
	if err := encoder.Encode(w, img); err != nil {
		return fmt.Errorf("render: encoding PNG: %w", err)
	}
	return nil
}

// encoder is image/png's, for pictures that are not ours. It is not
// written after this declaration, and png.Encoder.Encode only reads it.
var encoder = png.Encoder{CompressionLevel: png.BestSpeed, BufferPool: &bufferPool{}}

// encode writes a render, whose pixels are all opaque.
func encode(w io.Writer, img *image.RGBA) error {
	if err := writeOpaque(w, img); err != nil {
		return fmt.Errorf("render: encoding PNG: %w", err)
	}
	return nil
}

// bufferPool recycles the PNG encoder's buffers (zlib writer and row
// buffers) between renders. Like the image pool below, it is a cache: what
// it holds never changes what a render produces.
type bufferPool struct{ p sync.Pool }

func (b *bufferPool) Get() *png.EncoderBuffer {
	if v, ok := b.p.Get().(*png.EncoderBuffer); ok {
		return v
	}
	return nil
}

func (b *bufferPool) Put(e *png.EncoderBuffer) { b.p.Put(e) }

// images recycles pixel buffers between PNG calls; every render paints
// every pixel, so a reused buffer's old content never shows.
var images sync.Pool

func getImage(w, h int, pooled bool) *image.RGBA {
	if pooled {
		if img, ok := images.Get().(*image.RGBA); ok && cap(img.Pix) >= 4*w*h {
			img.Pix = img.Pix[:4*w*h]
			img.Stride = 4 * w
			img.Rect = image.Rect(0, 0, w, h)
			return img
		}
	}
	return image.NewRGBA(image.Rect(0, 0, w, h))
}

func putImage(img *image.RGBA) { images.Put(img) }
