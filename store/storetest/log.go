package storetest

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/match"
)

// Logger returns a logger that writes to t's log, for the stores a test
// opens.
func Logger(t testing.TB) *slog.Logger {
	return slog.New(slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: slog.LevelDebug}))
}

type testWriter struct{ t testing.TB }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Helper()
	w.t.Log(strings.TrimSuffix(string(p), "\n"))
	return len(p), nil
}

// CheckLogged checks that the store of s logs to the logger it was opened
// with, which writes to logs: a guild whose settings row DailyGuilds must
// skip is logged there. The store keeps rows (s.CorruptSettings is set).
func CheckLogged(t *testing.T, s *Subject, logs *bytes.Buffer) {
	t.Helper()
	ctx := context.Background()
	if err := s.Guilds.SaveSettings(ctx, match.Settings{GuildID: "g-logged", PuzzleChannel: "c", PuzzleHour: 7}); err != nil {
		t.Fatal(err)
	}
	if err := s.CorruptSettings(ctx, "g-logged", "puzzle_hour", 99); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Daily.DailyGuilds(ctx); err != nil {
		t.Fatal(err)
	}
	if got := logs.String(); !strings.Contains(got, "skipping a guild's unreadable settings") || !strings.Contains(got, "guild=g-logged") {
		t.Errorf("the store's logger got %q, want the skipped guild g-logged", got)
	}
}
