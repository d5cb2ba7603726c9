package storetest

import (
	"context"
	"errors"
	"fmt"
	"testing"

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
