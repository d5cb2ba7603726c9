package commands

import (
	"fmt"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/engine"
	"github.com/stretchr/testify/require"
)

// TestMistakesFailure: each way the engine can fail is said to the user,
// with the fact that nothing was changed.
func TestMistakesFailure(t *testing.T) {
	for err, want := range map[error]string{
		engine.ErrBusy:        "The engine is busy, try again in a minute.",
		engine.ErrNoEngine:    "apt-get install gnugo",
		engine.ErrUnsupported: "needs GNU Go",
		engine.ErrFailed:      "The engine failed to answer",
	} {
		u, ok := asUserError(mistakesFailure(fmt.Errorf("%w: detail", err)))
		require.True(t, ok, "%v is the user's to know", err)
		require.Contains(t, u.Message, want)
		require.Contains(t, u.Message, "Nothing was changed.")
	}
	_, ok := asUserError(mistakesFailure(fmt.Errorf("disk on fire")))
	require.False(t, ok, "other errors are gobot's")
}

// TestStoredMistakeRoundTrip: a mistake reads back as it was stored.
func TestStoredMistakeRoundTrip(t *testing.T) {
	m := mistake{Move: 37, Depth: 37, Played: core.Play(core.Black, core.Pt(8, 7)), Better: core.Play(core.Black, core.Pt(1, 4)), Loss: 14.4}
	back, err := decodeMistake(m.encode(9), 9)
	require.NoError(t, err)
	require.Equal(t, m, back)
	pass := mistake{Move: 2, Depth: 2, Played: core.Play(core.White, core.Pt(0, 0)), Better: core.Pass(core.White), Loss: 3}
	back, err = decodeMistake(pass.encode(9), 9)
	require.NoError(t, err)
	require.Equal(t, pass, back)
	for _, bad := range []string{"", "1,2,B,J8,B5", "x,1,B,J8,B5,1.0", "1,1,B,Z9,B5,1.0"} {
		_, err := decodeMistake(bad, 9)
		require.Error(t, err, bad)
	}
}
