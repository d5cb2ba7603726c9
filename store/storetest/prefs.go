package storetest

import (
	"context"
	"errors"
	"testing"

	"github.com/gobot-baduk/gobot/match"
)

// testPrefs: a user without saved preferences has gobot's defaults; saved
// ones read back as saved, replace the earlier ones, survive a restart,
// and belong to their user only; preferences without a user or with an
// unknown theme are refused.
func testPrefs(t *testing.T, s *Subject) {
	if s.Prefs == nil {
		t.Skip("this store keeps no user preferences")
	}
	ctx := context.Background()
	got, err := s.Prefs.Prefs(ctx, "u1")
	if err != nil || got != (match.Prefs{UserID: "u1"}) {
		t.Fatalf("preferences never saved: %+v, %v; want the defaults", got, err)
	}
	for _, p := range []match.Prefs{
		{UserID: "u1", Theme: match.ThemeHighContrast, NoCoordinates: true, QuietTurns: true},
		{UserID: "u1", Theme: match.ThemeHighContrast},
		{UserID: "u1", QuietTurns: true},
	} {
		if err := s.Prefs.SavePrefs(ctx, p); err != nil {
			t.Fatalf("SavePrefs(%+v): %v", p, err)
		}
		if got, err := s.Prefs.Prefs(ctx, "u1"); err != nil || got != p {
			t.Errorf("read back %+v, %v; want %+v", got, err, p)
		}
	}
	if got, _ := s.Prefs.Prefs(ctx, "u2"); got != (match.Prefs{UserID: "u2"}) {
		t.Errorf("another user's preferences: %+v", got)
	}
	if err := s.Prefs.SavePrefs(ctx, match.Prefs{Theme: match.ThemeHighContrast}); err == nil {
		t.Error("preferences without a user were saved")
	}
	if err := s.Prefs.SavePrefs(ctx, match.Prefs{UserID: "u3", Theme: 9}); !errors.Is(err, match.ErrUnknownTheme) {
		t.Errorf("an unknown theme: %v, want ErrUnknownTheme", err)
	}
	if s.Reopen == nil {
		return
	}
	want := match.Prefs{UserID: "u1", Theme: match.ThemeHighContrast, NoCoordinates: true}
	if err := s.Prefs.SavePrefs(ctx, want); err != nil {
		t.Fatal(err)
	}
	st := s.Reopen(t)
	if got, err := st.Prefs.Prefs(ctx, "u1"); err != nil || got != want {
		t.Errorf("after a restart: %+v, %v; want %+v", got, err, want)
	}
}
