package core_test

import (
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/stretchr/testify/require"
)

// Every preset reads back from its name, and only Tromp-Taylor counts the
// board as it stands (CaptureDead): code asks that of the rules, so the
// data must say it.
func TestPresetsReadBackWithTheirData(t *testing.T) {
	for _, r := range core.RulePresets {
		back, err := core.ParseRules(r.Name)
		require.NoError(t, err)
		require.Equal(t, r, back)
		require.Equal(t, r.Name == "tromp-taylor", r.CaptureDead, r.Name)
	}
}
