package match_test

import (
	"bytes"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/sgf"
	"github.com/gobot-baduk/gobot/match"
	"github.com/stretchr/testify/require"
)

// TestCloneKeepsUnreadInfo: a record's copy keeps the game information
// that could not be read, and writes the same record.
func TestCloneKeepsUnreadInfo(t *testing.T) {
	g, err := sgf.ReadGame([]byte("(;SZ[9]KM[abc]HA[x]RE[white wins];B[ee])"))
	require.NoError(t, err)
	rec := &match.GameRecord{ID: "g1", Game: g, Dead: []core.Point{core.Pt(1, 1)}}
	c := rec.Clone()
	require.Equal(t, g.Warnings(), c.Game.Warnings())
	var a, b bytes.Buffer
	require.NoError(t, sgf.WriteGame(&a, g))
	require.NoError(t, sgf.WriteGame(&b, c.Game))
	require.Equal(t, a.String(), b.String())
	require.Contains(t, b.String(), "KM[abc]")
	// The copy is its own: changing it leaves the original as it was.
	c.Dead[0] = core.Pt(2, 2)
	c.Game.Cursor().SetComment("changed")
	require.Equal(t, core.Pt(1, 1), rec.Dead[0])
	require.Empty(t, rec.Game.Cursor().Comment())
	require.Nil(t, (&match.GameRecord{}).Clone().Game, "a challenge has no tree to copy")
}

// TestPlayers: who plays which colour.
func TestPlayers(t *testing.T) {
	g := &match.GameRecord{Black: alice, White: bob}
	require.Equal(t, alice, g.Player(core.Black))
	require.Equal(t, bob, g.Player(core.White))
	require.Equal(t, match.User{}, g.Player(core.Empty))
	require.Equal(t, core.Black, g.ColorOf(alice.ID))
	require.Equal(t, core.White, g.ColorOf(bob.ID))
	require.Equal(t, core.Empty, g.ColorOf(carol.ID))
}

// TestStatus: the words stores keep read back, and which statuses occupy
// the channel.
func TestStatus(t *testing.T) {
	for st := match.StatusChallenge; st <= match.StatusReviewed; st++ {
		back, ok := match.ParseStatus(st.String())
		require.True(t, ok, st.String())
		require.Equal(t, st, back)
	}
	_, ok := match.ParseStatus("none")
	require.False(t, ok)
	var active []string
	for st := match.StatusNone; st <= match.StatusReviewed; st++ {
		if st.Active() {
			active = append(active, st.String())
		}
	}
	require.Equal(t, []string{"challenge", "playing", "scoring", "review"}, active)
}
