package sqlstore

import (
	"bytes"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

func sample(t testing.TB) *core.Game {
	g, err := core.NewGame(core.Size(9), core.Handicap(3), core.Komi(0.5))
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{"E5", "B2", "D4", "pass", "E6"} {
		m, err := core.ParseMove(g.ToMove(), v, 9)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	g.Cursor().SetComment("end")
	g.GoToMove(2)
	return g
}

func TestGameRoundTrip(t *testing.T) {
	for _, r := range core.RulePresets {
		g := sample(t)
		g2, err := core.NewGame(core.Size(9), core.WithRules(r))
		if err != nil {
			t.Fatal(err)
		}
		for _, game := range []*core.Game{g, g2} {
			data, format, path, err := encodeGame(game)
			if err != nil {
				t.Fatal(err)
			}
			back, err := decodeGame(data, format, path)
			if err != nil {
				t.Fatalf("%s: %v", r.Name, err)
			}
			data2, _, path2, err := encodeGame(back)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(data, data2) || path != path2 {
				t.Errorf("%s: round trip changed the game:\n%s %s\n%s %s", r.Name, data, path, data2, path2)
			}
			if back.Board().Hash() != game.Board().Hash() || back.ToMove() != game.ToMove() || back.Komi() != game.Komi() {
				t.Errorf("%s: position after the round trip differs", r.Name)
			}
		}
	}
	custom := core.JapaneseRules
	custom.Suicide = true
	g, _ := core.NewGame(core.Size(9), core.WithRules(custom))
	if _, _, _, err := encodeGame(g); err == nil || !strings.Contains(err.Error(), "custom rules") {
		t.Errorf("custom rules: %v, want a refusal", err)
	}
}

// FuzzDecodeGame feeds arbitrary stored trees and cursor paths to the
// decoder: it must never panic, and whatever it accepts must survive
// encoding and decoding again unchanged.
func FuzzDecodeGame(f *testing.F) {
	data, format, path, err := encodeGame(sample(f))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data, format, path)
	f.Add([]byte(`(;SZ[2]RU[Chinese]AB[aa];W[bb])`), formatSGF, "0")
	f.Fuzz(func(t *testing.T, data []byte, format, path string) {
		g, err := decodeGame(data, format, path)
		if err != nil {
			return
		}
		d1, f1, p1, err := encodeGame(g)
		if err != nil {
			// Decoding accepts only presets, so encoding must succeed.
			t.Fatalf("re-encoding a decoded game: %v", err)
		}
		g2, err := decodeGame(d1, f1, p1)
		if err != nil {
			t.Fatalf("decoding what was encoded: %v\n%s", err, d1)
		}
		d2, _, p2, err := encodeGame(g2)
		if err != nil || !bytes.Equal(d1, d2) || p1 != p2 {
			t.Fatalf("second round trip differs: %v\n%s %s\n%s %s", err, d1, p1, d2, p2)
		}
	})
}
