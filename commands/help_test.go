package commands_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/stretchr/testify/require"
)

// TestHelp: /help answers only its asker with the overview, whose
// examples name every command; each command has a page, as do the clocks
// and fair play; every page fits one Discord message; an unknown topic is
// refused with the list.
func TestHelp(t *testing.T) {
	h := newHarness(t)
	r := h.run(alice, "/help")
	require.True(t, r.Ephemeral)
	overview, err := commands.HelpText("")
	require.NoError(t, err)
	require.Equal(t, overview, r.Content)
	for _, def := range commands.Definitions() {
		if def.Type == discordgo.MessageApplicationCommand {
			// A message command is in a message's Apps menu, and on the
			// help page of the slash command it goes with.
			require.Contains(t, overview, "**"+def.Name+"**")
			continue
		}
		require.Contains(t, overview, "/"+def.Name, "the overview names /%s", def.Name)
		page, err := commands.HelpText(def.Name)
		require.NoError(t, err, "a page for /%s", def.Name)
		require.Contains(t, page, "**/"+def.Name+"**")
		require.LessOrEqual(t, utf8.RuneCountInString(page), 2000)
		r := h.run(bob, "/help topic:"+def.Name)
		require.True(t, r.Ephemeral)
		require.Equal(t, page, r.Content)
	}
	require.LessOrEqual(t, utf8.RuneCountInString(overview), 2000)
	for _, topic := range []string{"clocks", "Fair-Play", "/move", "fair play"} {
		page, err := commands.HelpText(topic)
		require.NoError(t, err, topic)
		require.NotEmpty(t, page)
	}
	requireMistake(t, h.run(alice, "/help topic:chess"), `There is no help on "chess". Topics: play, move,`)
	// The overview's examples are what gobot takes.
	for _, line := range []string{"/play opponent:bob size:9 time:1d", "/prefs theme:high-contrast"} {
		r := h.run(alice, line)
		require.False(t, strings.Contains(r.Content, "Unknown") || strings.Contains(r.Content, "not "), "%s: %s", line, r.Content)
	}
}
