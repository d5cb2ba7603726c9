package memory_test

import (
	"testing"

	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/store/memory"
	"github.com/gobot-baduk/gobot/store/storetest"
)

func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) *storetest.Subject {
		m := memory.New()
		return &storetest.Subject{Stores: storetest.Stores{Stores: stores(m), Practice: m, Dailies: m}}
	})
}

func stores(m *memory.Store) match.Stores {
	return match.Stores{Games: m, Interactions: m, Guilds: m, Daily: m, Prefs: m, Deadlines: m}
}

func BenchmarkMoves(b *testing.B) { storetest.BenchmarkMoves(b, stores(memory.New()), 1) }

func BenchmarkIdleGames(b *testing.B) {
	storetest.BenchmarkIdleGames(b, func(b *testing.B) match.Stores { return stores(memory.New()) })
}
