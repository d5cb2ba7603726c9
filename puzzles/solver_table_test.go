package puzzles

import (
	"math/rand/v2"
	"testing"
)

// TestTableMatchesMap puts and gets keys in a table and a Go map side by
// side: random keys, keys that share their low or high bits (which probe
// the same slots), and 0.
func TestTableMatchesMap(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var tb table[int]
	m := map[uint64]int{}
	keys := []uint64{0}
	for i := 0; i < 5000; i++ {
		keys = append(keys, rng.Uint64(), uint64(i)<<40, uint64(i)*minTableSlots)
	}
	for i := 0; i < 40000; i++ {
		k := keys[rng.IntN(len(keys))]
		if rng.IntN(2) == 0 {
			tb.put(k, i)
			m[k] = i
		}
		got, ok := tb.get(k)
		want, wok := m[k]
		if got != want || ok != wok {
			t.Fatalf("step %d, key %#x: table %d %v, map %d %v", i, k, got, ok, want, wok)
		}
		if tb.len() != len(m) {
			t.Fatalf("step %d: table holds %d keys, map %d", i, tb.len(), len(m))
		}
	}
	for _, k := range keys {
		got, ok := tb.get(k)
		want, wok := m[k]
		if got != want || ok != wok {
			t.Fatalf("key %#x: table %d %v, map %d %v", k, got, ok, want, wok)
		}
	}
}
