package commands_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/stretchr/testify/require"
)

// FuzzOptions sends arbitrary option values to /play and /move: the bot
// never fails internally (every bad value is a user mistake), and a game
// it accepts has exactly the settings asked for.
func FuzzOptions(f *testing.F) {
	f.Add("9", "6.5", "0", "japanese", "black", "D4")
	f.Add("25", "-100", "9", "tt", "random", "dd")
	f.Add("5", "0.5", "2", "chinese", "white", "pass")
	f.Add("x", "NaN", "-1", "", "purple", "I5")
	f.Add("19", "1e309", "4", "AGA", "W", "Z99")
	f.Fuzz(func(t *testing.T, size, komi, handicap, rules, color, point string) {
		h := newHarness(t)
		req := &commands.Request{InteractionID: "1", Kind: commands.KindCommand, User: alice, GuildID: "g", ChannelID: "c",
			Command: "play", Options: map[string]string{"size": size, "komi": komi, "handicap": handicap, "rules": rules, "color": color}}
		h.channel = "c"
		r := h.send(req)
		require.NotContains(t, r.Content, "something went wrong")
		if r.Ephemeral {
			return
		}
		r = h.clickID(bob, h.findButton("accept"))
		require.NotContains(t, r.Content, "something went wrong")
		require.False(t, r.Ephemeral, r.Content)
		g := h.game()
		n, err := strconv.Atoi(strings.TrimSpace(size))
		require.NoError(t, err)
		require.Equal(t, n, g.Game.Size())
		k, err := strconv.ParseFloat(strings.TrimSpace(komi), 64)
		require.NoError(t, err)
		require.Equal(t, k, g.Game.Komi())
		r = h.send(&commands.Request{InteractionID: "2", Kind: commands.KindCommand, User: g.Player(g.Game.ToMove()), GuildID: "g", ChannelID: "c",
			Command: "move", Options: map[string]string{"point": point}})
		require.NotContains(t, r.Content, "something went wrong")
	})
}

// TestPointErrorColumns asks every board size for the point I5 and for
// Z99: the message names the columns as they are on that board (no I;
// boards of 8 lines or fewer never reach it), never "J–J" or "J–E".
func TestPointErrorColumns(t *testing.T) {
	const letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
	for size := 5; size <= 25; size++ {
		t.Run(strconv.Itoa(size), func(t *testing.T) {
			want := "A–H, J–" + letters[size-1:size]
			switch {
			case size <= 8:
				want = "A–" + letters[size-1:size]
			case size == 9:
				want = "A–H and J"
			}
			h := newHarness(t)
			h.run(alice, "/play opponent:bob color:black size:"+strconv.Itoa(size))
			h.click(bob, "accept")
			for _, p := range []string{"I5", "i5", "Z99"} {
				r := h.run(alice, "/move point:"+p)
				requireMistake(t, r, `"`+p+`" is not a point`, "go "+want)
				if size > 8 && p != "Z99" {
					require.Contains(t, r.Content, "skip the letter I")
				}
				require.NotRegexp(t, `J–[A-J]\b`, r.Content)
			}
		})
	}
}
