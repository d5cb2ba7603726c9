package sqlstore

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/match"
)

// TestSaveSettingsRefusesBeforeItsTurn checks that settings SaveSettings
// refuses are refused without waiting for the write turn: with the turn
// taken by another writer and the context cancelled, the error is the
// settings' own, not the cancelled wait. The store has no database: a
// refused request must not reach it.
func TestSaveSettingsRefusesBeforeItsTurn(t *testing.T) {
	s := New(nil, Dialect{Name: "test", SerializeWrites: true})
	done, err := s.write(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer done()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, tc := range []struct {
		name string
		st   match.Settings
		want string
	}{
		{"hour 24", match.Settings{GuildID: "g1", PuzzleHour: 24}, "puzzle hour 24 is not 0 to 23"},
		{"hour -1", match.Settings{GuildID: "g1", PuzzleHour: -1}, "puzzle hour -1 is not 0 to 23"},
		{"no guild", match.Settings{}, "settings need a guild id"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := s.SaveSettings(ctx, tc.st)
			if err == nil || errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("SaveSettings(%+v) = %v, want an error saying %q", tc.st, err, tc.want)
			}
		})
	}
}
