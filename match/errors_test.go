package match_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
	"github.com/stretchr/testify/require"
)

// TestRuleError: a refusal is found by its sentinel and its cause, through
// wrapping, and says both, with its game, in the logs.
func TestRuleError(t *testing.T) {
	cause := fmt.Errorf("%w: E5 is taken", core.ErrOccupied)
	var err error = &match.RuleError{Err: match.ErrIllegalMove, Game: &match.GameRecord{ID: "g7"}, Cause: cause}
	err = fmt.Errorf("playing: %w", err)
	require.ErrorIs(t, err, match.ErrIllegalMove)
	require.ErrorIs(t, err, core.ErrOccupied)
	require.False(t, errors.Is(err, match.ErrNotYourTurn))
	require.Equal(t, "playing: match: illegal move: core: point is occupied: E5 is taken (game g7)", err.Error())
	r, ok := match.AsRuleError(err)
	require.True(t, ok)
	require.Equal(t, "g7", r.Game.ID)

	plain := &match.RuleError{Err: match.ErrNoGuild}
	require.Equal(t, "match: a channel game needs a server", plain.Error())
	require.ErrorIs(t, plain, match.ErrNoGuild)
	_, ok = match.AsRuleError(match.ErrNotFound)
	require.False(t, ok)
}
