package render

import (
	"bufio"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"image"
	"io"
	"sync"
)

// Why a PNG writer of our own: image/png tries all five row filters on
// every row to pick the best, which costs two thirds of its time on a
// board picture, three times what the compression itself costs. Board
// pictures are flat colour and smooth gradients, for which the Sub filter
// (each byte minus the one a pixel to its left) is as good as the best
// choice to within a few per cent, so this writer uses Sub on every row,
// truecolour without alpha (every pixel of a render is opaque), and
// zlib's fastest level. Its state is pooled: a render allocates nothing
// here in the steady state.

// pngState is one encoder's reusable buffers.
type pngState struct {
	cw  chunkWriter
	zw  *zlib.Writer
	row []byte
}

var pngStates = sync.Pool{New: func() any {
	s := &pngState{}
	s.zw, _ = zlib.NewWriterLevel(&s.cw, zlib.BestSpeed)
	return s
}}

// chunkWriter cuts the compressed stream into IDAT chunks.
type chunkWriter struct {
	w   *bufio.Writer
	buf []byte
	err error
}

const idatSize = 1 << 16

func (c *chunkWriter) Write(p []byte) (int, error) {
	n := len(p)
	for len(p) > 0 && c.err == nil {
		k := min(len(p), idatSize-len(c.buf))
		c.buf = append(c.buf, p[:k]...)
		p = p[k:]
		if len(c.buf) == idatSize {
			c.flush()
		}
	}
	return n, c.err
}

func (c *chunkWriter) flush() {
	if len(c.buf) > 0 && c.err == nil {
		c.err = writeChunk(c.w, "IDAT", c.buf)
	}
	c.buf = c.buf[:0]
}

func writeChunk(w *bufio.Writer, kind string, data []byte) error {
	var hdr [8]byte
	binary.BigEndian.PutUint32(hdr[:4], uint32(len(data)))
	copy(hdr[4:], kind)
	crc := crc32.NewIEEE()
	crc.Write(hdr[4:8])
	crc.Write(data)
	w.Write(hdr[:])
	w.Write(data)
	var sum [4]byte
	binary.BigEndian.PutUint32(sum[:], crc.Sum32())
	_, err := w.Write(sum[:])
	return err
}

// writeOpaque writes img, whose pixels must all be opaque, as an RGB PNG.
func writeOpaque(w io.Writer, img *image.RGBA) error {
	s := pngStates.Get().(*pngState)
	defer pngStates.Put(s)
	bw := bufio.NewWriterSize(w, 1<<15)
	s.cw = chunkWriter{w: bw, buf: s.cw.buf[:0]}
	s.zw.Reset(&s.cw)
	bw.WriteString("\x89PNG\r\n\x1a\n")
	b := img.Rect
	width, height := b.Dx(), b.Dy()
	var ihdr [13]byte
	binary.BigEndian.PutUint32(ihdr[0:], uint32(width))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(height))
	ihdr[8], ihdr[9] = 8, 2 // 8 bits per sample, truecolour
	if err := writeChunk(bw, "IHDR", ihdr[:]); err != nil {
		return err
	}
	if cap(s.row) < 1+3*width {
		s.row = make([]byte, 1+3*width)
	}
	row := s.row[:1+3*width]
	row[0] = 1 // filter type Sub
	for y := b.Min.Y; y < b.Max.Y; y++ {
		pix := img.Pix[img.PixOffset(b.Min.X, y):]
		var pr, pg, pb byte
		for x, i := 0, 1; x < width; x, i = x+1, i+3 {
			r, g, bl := pix[4*x], pix[4*x+1], pix[4*x+2]
			row[i], row[i+1], row[i+2] = r-pr, g-pg, bl-pb
			pr, pg, pb = r, g, bl
		}
		if _, err := s.zw.Write(row); err != nil {
			return err
		}
	}
	if err := s.zw.Close(); err != nil {
		return err
	}
	s.cw.flush()
	if s.cw.err != nil {
		return s.cw.err
	}
	if err := writeChunk(bw, "IEND", nil); err != nil {
		return err
	}
	return bw.Flush()
}
