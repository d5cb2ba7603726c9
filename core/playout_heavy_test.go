package core

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// Heavy playouts from the empty board play only legal moves, end with
// both sides passing, never leave a chain of two stones or more in atari
// by a move that captured nothing, and allocate nothing.
func TestPlayoutHeavy(t *testing.T) {
	for _, size := range []int{9, 19} {
		start, _ := NewBoard(size, JapaneseRules)
		r := NewRand(uint64(size))
		for range 20 {
			b := start.Clone()
			c, last, passes := Black, NoPoint, 0
			for moves := 0; passes < 2; moves++ {
				require.Less(t, moves, 3*size*size)
				before := b.Clone()
				p, ok := b.PlayHeavy(c, r, last)
				if !ok {
					b.Pass(c)
					passes, last, c = passes+1, NoPoint, c.Opponent()
					continue
				}
				require.NoError(t, before.Legal(c, p))
				captured, err := before.Play(c, p)
				require.NoError(t, err)
				if captured == 0 && b.chain[b.head[p]].stones >= 2 {
					require.False(t, b.InAtari(p), "%v at %v:\n%v", c, p, b)
				}
				passes, last, c = 0, p, c.Opponent()
			}
		}
		b := start.Clone()
		allocs := testing.AllocsPerRun(10, func() {
			b.CopyFrom(start)
			b.PlayoutHeavy(Black, r, 3*size*size, nil)
		})
		require.Zero(t, allocs)
	}
}

// RebuildFrom keeps the position (stones, hash, ko, prisoners) and makes
// the playouts from it the same however it was reached: a game played out
// at random, and the same stones set up on a fresh board.
func TestRebuildMakesPlayoutsDependOnThePosition(t *testing.T) {
	for _, size := range []int{9, 13} {
		r := NewRand(uint64(size) * 7)
		played, _ := NewBoard(size, ChineseRules)
		played.Playout(Black, r, size*size/2)
		set, _ := NewBoard(size, ChineseRules)
		set.Setup(White, played.Stones(White).Points()...)
		set.Setup(Black, played.Stones(Black).Points()...)
		require.Equal(t, played.Hash(), set.Hash())
		fromPlayed, fromSet := new(Board), new(Board)
		fromPlayed.RebuildFrom(played)
		fromSet.RebuildFrom(set)
		require.Equal(t, played.Hash(), fromPlayed.Hash())
		require.Equal(t, fromPlayed.Hash(), fromSet.Hash())
		require.Equal(t, played.Ko(Black), fromPlayed.Ko(Black))
		require.Equal(t, played.Prisoners(Black), fromPlayed.Prisoners(Black))
		require.Equal(t, played.String(), fromPlayed.String())
		require.Equal(t, fromPlayed.String(), fromSet.String())
		// In place, as well.
		inPlace := played.Clone()
		inPlace.RebuildFrom(inPlace)
		require.Equal(t, fromPlayed.String(), inPlace.String())
		require.Equal(t, fromPlayed.Hash(), inPlace.Hash())
		for seed := range uint64(5) {
			a, b := fromPlayed.Clone(), fromSet.Clone()
			ra, rb := NewRand(seed+1), NewRand(seed+1)
			a.PlayoutHeavy(White, ra, 3*size*size, nil)
			b.PlayoutHeavy(White, rb, 3*size*size, nil)
			require.Equal(t, a.String(), b.String(), "%d×%d, seed %d", size, size, seed)
		}
	}
}
