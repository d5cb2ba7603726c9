package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// runConsoleLines runs "gobot console" on the lines with env and returns
// what it printed.
func runConsoleLines(t *testing.T, env map[string]string, lines ...string) string {
	t.Helper()
	var out, errb syncBuffer
	env["GOBOT_ENV_FILE"] = "/nonexistent/.env"
	env["GOBOT_IMAGE_DIR"] = t.TempDir()
	m := &Main{Stdin: strings.NewReader(strings.Join(lines, "\n") + "\n"), Stdout: &out, Stderr: &errb, Getenv: envMap(env)}
	require.NoError(t, m.Run(context.Background(), []string{"console"}), errb.String())
	return out.String()
}

// TestConsoleKeepsGamesWhenAsked: with GOBOT_DB set, the console keeps its
// games in that SQLite file, so that a game goes on after a restart, and
// says so; without it, or with GOBOT_STORE=memory, it keeps them in
// memory, says so, and a restart starts afresh.
func TestConsoleKeepsGamesWhenAsked(t *testing.T) {
	db := filepath.Join(t.TempDir(), "console.db")
	out := runConsoleLines(t, map[string]string{"GOBOT_DB": db},
		"as alice /play opponent:bob size:9 color:black", "as bob click accept", "as alice /move D4")
	require.Contains(t, out, "Games are kept in SQLite at "+db+" (GOBOT_DB): they survive restarts.")
	require.Contains(t, out, "played D4")
	out = runConsoleLines(t, map[string]string{"GOBOT_DB": db}, "as bob /move E5")
	require.Contains(t, out, "played E5", "the game went on after the restart")

	for _, env := range []map[string]string{{}, {"GOBOT_DB": db, "GOBOT_STORE": "memory"}} {
		out = runConsoleLines(t, env, "as bob /move E6")
		require.Contains(t, out, "Games are kept in memory")
		require.Contains(t, out, "end when the console does")
		require.Contains(t, out, "There is no game in this channel", "a memory console starts afresh")
	}
}
