package memory_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/store/memory"
	"github.com/stretchr/testify/require"
)

func TestPuzzleProgress(t *testing.T) {
	ctx := context.Background()
	s := memory.NewPuzzles()
	_, err := s.PuzzleProgress(ctx, "u1", "p1")
	require.ErrorIs(t, err, match.ErrNotFound)

	p := &match.PuzzleProgress{UserID: "u1", PuzzleID: "p1", Line: []string{"E19", "D19"}, Wrong: 2}
	require.NoError(t, s.SavePuzzleProgress(ctx, p))
	p.Line[0] = "A1" // the caller's copy is its own
	got, err := s.PuzzleProgress(ctx, "u1", "p1")
	require.NoError(t, err)
	require.Equal(t, []string{"E19", "D19"}, got.Line)
	require.Equal(t, 2, got.Wrong)
	got.Line[1] = "B2"
	again, err := s.PuzzleProgress(ctx, "u1", "p1")
	require.NoError(t, err)
	require.Equal(t, "D19", again.Line[1], "handed-out progress is a copy")

	_, err = s.PuzzleProgress(ctx, "u2", "p1")
	require.ErrorIs(t, err, match.ErrNotFound, "progress is per user")
	_, err = s.PuzzleProgress(ctx, "u1", "p2")
	require.ErrorIs(t, err, match.ErrNotFound, "and per puzzle")

	require.Error(t, s.SavePuzzleProgress(ctx, &match.PuzzleProgress{PuzzleID: "p1"}))
	require.Error(t, s.SavePuzzleProgress(ctx, nil))
}

func TestPuzzleProgressConcurrent(t *testing.T) {
	ctx := context.Background()
	s := memory.NewPuzzles()
	var wg sync.WaitGroup
	for i := 0; i < 16; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			u := fmt.Sprintf("u%d", i)
			for j := 0; j < 50; j++ {
				require.NoError(t, s.SavePuzzleProgress(ctx, &match.PuzzleProgress{UserID: u, PuzzleID: "p", Hints: j}))
				_, err := s.PuzzleProgress(ctx, u, "p")
				require.NoError(t, err)
			}
		}(i)
	}
	wg.Wait()
	for i := 0; i < 16; i++ {
		p, err := s.PuzzleProgress(ctx, fmt.Sprintf("u%d", i), "p")
		require.NoError(t, err)
		require.Equal(t, 49, p.Hints)
	}
}
