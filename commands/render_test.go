package commands_test

import (
	"bytes"
	"image"
	"image/png"
	"io"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/core"
	"github.com/stretchr/testify/require"
)

// decodePNG returns the response's PNG image.
func decodePNG(t *testing.T, r *commands.Response) image.Image {
	t.Helper()
	for _, f := range r.Files {
		if f.ContentType == "image/png" {
			img, err := png.Decode(bytes.NewReader(f.Data))
			require.NoError(t, err)
			return img
		}
	}
	t.Fatalf("no PNG in %q", r.Content)
	return nil
}

// TestBoardImages: the replies carry render's images at ImageWidth; an
// overlay changes the picture; a puzzle is cropped to its corner, so it
// is wider than tall where a whole board is taller than wide.
func TestBoardImages(t *testing.T) {
	h := newHarness(t)
	startGame(t, h, "")
	for _, m := range []struct {
		who  commands.User
		move string
	}{{alice, "E5"}, {bob, "C3"}, {alice, "C4"}, {bob, "D3"}} {
		require.False(t, h.run(m.who, "/move point:"+m.move).Ephemeral)
	}
	h.allowAnalysis()
	plain := decodePNG(t, h.run(bob, "/board"))
	require.Equal(t, commands.ImageWidth, plain.Bounds().Dx())
	require.Greater(t, plain.Bounds().Dy(), plain.Bounds().Dx(), "a whole board with its header and footer")
	for _, o := range []string{"status", "eyes", "territory", "influence", "all"} {
		img := decodePNG(t, h.run(bob, "/board overlay:"+o))
		require.Equal(t, commands.ImageWidth, img.Bounds().Dx())
		require.False(t, samePixels(plain, img), "overlay %s draws nothing", o)
	}
	puzzle := decodePNG(t, h.run(alice, "/puzzle today id:straight-three-kill"))
	require.Equal(t, commands.ImageWidth, puzzle.Bounds().Dx())
	require.Less(t, puzzle.Bounds().Dy(), puzzle.Bounds().Dx(), "the puzzle is cropped to its corner")
}

func samePixels(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			r1, g1, b1, _ := a.At(x, y).RGBA()
			r2, g2, b2, _ := b.At(x, y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 {
				return false
			}
		}
	}
	return true
}

// TestRendersTakeTurns: however many replies are drawn at once, at most one
// render per processor runs; the others wait, and all finish.
func TestRendersTakeTurns(t *testing.T) {
	var running, most atomic.Int32
	slow := commands.RendererFunc(func(w io.Writer, g *core.Game, v commands.View) error {
		n := running.Add(1)
		for {
			m := most.Load()
			if n <= m || most.CompareAndSwap(m, n) {
				break
			}
		}
		time.Sleep(2 * time.Millisecond)
		running.Add(-1)
		return commands.DefaultRenderer().RenderBoard(w, g, v)
	})
	const channels = 64
	h := newHarness(t, commands.WithRenderer(slow))
	var wg sync.WaitGroup
	for i := 0; i < channels; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := h.bot.Handle(t.Context(), h.request(alice, "/puzzle today"))
			requirePNG(t, r)
		}()
	}
	wg.Wait()
	require.GreaterOrEqual(t, most.Load(), int32(1))
	require.LessOrEqual(t, int(most.Load()), max(1, runtimeProcs()), "renders at once")
}

func runtimeProcs() int { return runtime.GOMAXPROCS(0) }
