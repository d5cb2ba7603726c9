package render

import (
	"bytes"
	"io"
	"testing"
)

// benchGame is the benchmark position: a 19×19 middle game of 120 moves
// (GNU Go self-play) with names, the last 20 moves numbered, markup, every
// overlay and the legend.
func benchGame(b *testing.B) ([]Option, func(io.Writer) error) {
	g := gameFrom(b, 19, "middlegame19.txt", 120)
	g.SetPlayerName(1, "Alice")
	g.SetPlayerName(2, "Bob")
	opts := []Option{Width(800), Overlays(OverlayAll), MoveNumbers(20)}
	return opts, func(w io.Writer) error { return PNG(w, g, opts...) }
}

// BenchmarkRender19 renders and encodes the annotated middle game at 800 px.
func BenchmarkRender19(b *testing.B) {
	_, render := benchGame(b)
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		if err := render(&buf); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len())/1024, "KiB/png")
}

// BenchmarkEncode19 encodes the same picture only: the floor.
func BenchmarkEncode19(b *testing.B) {
	g := gameFrom(b, 19, "middlegame19.txt", 120)
	g.SetPlayerName(1, "Alice")
	g.SetPlayerName(2, "Bob")
	img, err := Image(g, Width(800), Overlays(OverlayAll), MoveNumbers(20))
	if err != nil {
		b.Fatal(err)
	}
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		if err := Encode(&buf, img); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len())/1024, "KiB/png")
}
