package render

import (
	"bytes"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/coretest"
	"syscall"
	"testing"
)

// benchGame is the benchmark position: a 19×19 middle game of 120 moves
// (GNU Go self-play) with names, GNU Go's dead stones, the last 20 moves
// numbered, some markup, every overlay and the legend, at 800 px.
func benchGame(b *testing.B) (*core.Game, []Option) {
	g, a := middleGameAnalysis(b)
	for i, v := range []string{"D16", "Q4", "K10", "R3"} {
		g.Cursor().AddMark(core.Mark{Kind: core.MarkKind(1 + i), Point: coretest.Pt(b, v, 19)})
	}
	g.Cursor().AddMark(core.Mark{Kind: core.Label, Point: coretest.Pt(b, "O10", 19), Text: "A"})
	return g, []Option{Width(800), Overlays(OverlayAll), WithAnalysis(a), MoveNumbers(20)}
}

// BenchmarkRender19 renders and encodes the annotated middle game at 800 px.
func BenchmarkRender19(b *testing.B) {
	g, opts := benchGame(b)
	var buf bytes.Buffer
	b.ReportAllocs()
	cpu := cpuTime()
	for b.Loop() {
		buf.Reset()
		if err := PNG(&buf, g, opts...); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric((cpuTime()-cpu)/float64(b.N), "cpu-ms/op")
	b.ReportMetric(float64(buf.Len())/1024, "KiB/png")
}

// BenchmarkRenderNumbers19 renders and encodes a 19×19 board of 280
// random moves (273 stones, 176 of them with three-digit numbers) with
// every move numbered, at 800 px: the worst case for the move numbers,
// most of them drawn condensed.
func BenchmarkRenderNumbers19(b *testing.B) {
	g := randomGame(b, 19, 280, 1)
	var buf bytes.Buffer
	b.ReportAllocs()
	cpu := cpuTime()
	for b.Loop() {
		buf.Reset()
		if err := PNG(&buf, g, Width(800), MoveNumbers(AllMoves)); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric((cpuTime()-cpu)/float64(b.N), "cpu-ms/op")
	b.ReportMetric(float64(buf.Len())/1024, "KiB/png")
}

// BenchmarkEncode19 encodes the same picture only: the floor.
func BenchmarkEncode19(b *testing.B) {
	g, opts := benchGame(b)
	img, err := Image(g, opts...)
	if err != nil {
		b.Fatal(err)
	}
	var buf bytes.Buffer
	b.ReportAllocs()
	cpu := cpuTime()
	for b.Loop() {
		buf.Reset()
		if err := Encode(&buf, img); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric((cpuTime()-cpu)/float64(b.N), "cpu-ms/op")
	b.ReportMetric(float64(buf.Len())/1024, "KiB/png")
}

// cpuTime returns the process's user and system CPU time in milliseconds.
// On a shared machine wall time per operation grows with the load; CPU
// time much less, so the benchmarks report both.
func cpuTime() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e6
}
