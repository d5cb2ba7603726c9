package storetest

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/match"
)

// testBadSettings damages one guild's settings row in each way its columns
// allow: DailyGuilds skips that guild and still lists the others, so that
// one bad row does not stop the daily puzzle everywhere, and reading that
// guild's settings gives an error rather than made-up values.
func testBadSettings(t *testing.T, open Open) {
	cases := []struct {
		column string
		value  any
	}{
		{"puzzle_hour", 99},
		{"puzzle_hour", -1},
		{"puzzle_hour", "noon"},
		{"size", "big"},
		{"komi", "six and a half"},
		{"clock", "fast"},
		{"clock", "1s per move"},
		{"move_limit", -5},
		{"challenge_expiry", "a day"},
		{"puzzle_zone", "Mars/Olympus_Mons"},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%s=%v", c.column, c.value), func(t *testing.T) {
			s := open(t)
			if s.CorruptSettings == nil {
				t.Skip("this store keeps no rows to corrupt")
			}
			ctx := context.Background()
			for _, g := range []string{"g1", "g2", "g3"} {
				if err := s.Guilds.SaveSettings(ctx, match.Settings{GuildID: g, Size: 13, PuzzleChannel: "c-" + g, PuzzleHour: 7}); err != nil {
					t.Fatal(err)
				}
			}
			if err := s.CorruptSettings(ctx, "g2", c.column, c.value); err != nil {
				t.Skipf("the store refuses the value: %v", err)
			}
			gs, err := s.Daily.DailyGuilds(ctx)
			if err != nil {
				t.Fatalf("DailyGuilds with one bad row: %v", err)
			}
			var ids []string
			for _, g := range gs {
				ids = append(ids, g.GuildID)
				if g.Size != 13 || g.PuzzleHour != 7 || g.PuzzleChannel != "c-"+g.GuildID {
					t.Errorf("guild %s: %+v", g.GuildID, g)
				}
			}
			if fmt.Sprint(ids) != "[g1 g3]" {
				t.Errorf("daily guilds %v, want [g1 g3]", ids)
			}
			if st, err := s.Guilds.Settings(ctx, "g2"); err == nil {
				t.Errorf("the bad guild's settings: %+v, want an error", st)
			} else if errors.Is(err, match.ErrNotFound) {
				t.Errorf("the bad guild's settings: %v, want an error other than not found", err)
			}
		})
	}
}

// testClubSettings: a server's clocks and fair play setting read back as
// saved (with the rest of its settings, and in the daily puzzle's list),
// zero where never set; clocks out of bounds are refused.
func testClubSettings(t *testing.T, s *Subject) {
	ctx := context.Background()
	st, err := s.Guilds.Settings(ctx, "g1")
	if err != nil {
		t.Fatal(err)
	}
	if !st.Clock.IsZero() || st.MoveLimit != 0 || st.ChallengeExpiry != 0 || st.LiveAnalysis {
		t.Errorf("unsaved settings: %+v, want gobot's defaults", st)
	}
	for _, want := range []match.Settings{
		{GuildID: "g1", Size: 9, Clock: match.TimeControl{Main: 20 * time.Minute, Increment: 30 * time.Second}, MoveLimit: 3 * 24 * time.Hour, ChallengeExpiry: 2 * time.Hour, LiveAnalysis: true,
			PuzzleChannel: "300000000000000001", PuzzleHour: 7},
		{GuildID: "g1", Clock: match.TimeControl{PerMove: 90 * time.Minute}},
		{GuildID: "g1", PuzzleChannel: "300000000000000001", MoveLimit: time.Hour},
	} {
		if err := s.Guilds.SaveSettings(ctx, want); err != nil {
			t.Fatalf("SaveSettings(%+v): %v", want, err)
		}
		got, err := s.Guilds.Settings(ctx, "g1")
		if err != nil || fmt.Sprintf("%+v", got) != fmt.Sprintf("%+v", want) {
			t.Errorf("read back %+v, %v; want %+v", got, err, want)
		}
		if want.PuzzleChannel == "" {
			continue
		}
		list, err := s.Daily.DailyGuilds(ctx)
		if err != nil || len(list) != 1 || fmt.Sprintf("%+v", list[0]) != fmt.Sprintf("%+v", want) {
			t.Errorf("daily guilds: %+v, %v; want %+v", list, err, want)
		}
	}
	for _, bad := range []match.Settings{
		{GuildID: "g1", Clock: match.TimeControl{PerMove: time.Second}},
		{GuildID: "g1", MoveLimit: 90 * 24 * time.Hour},
		{GuildID: "g1", ChallengeExpiry: time.Second},
	} {
		if err := s.Guilds.SaveSettings(ctx, bad); !errors.Is(err, match.ErrBadTimeControl) {
			t.Errorf("SaveSettings(%+v): %v, want ErrBadTimeControl", bad, err)
		}
	}
}
