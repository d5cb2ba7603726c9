package memory_test

import (
	"testing"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/store/memory"
	"github.com/gobot-baduk/gobot/store/storetest"
)

func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) *storetest.Subject {
		m := memory.New()
		return &storetest.Subject{Stores: commands.Stores{Games: m, Interactions: m, Guilds: m}}
	})
}
