package sqlstore

import (
	"errors"
	"testing"

	"github.com/gobot-baduk/gobot/match"
)

func TestDecodeCorrupt(t *testing.T) {
	rec := &match.GameRecord{ID: "g", ChannelID: "c", Status: match.StatusPlaying, Game: sample(t), Version: 4}
	r, err := encodeRow(rec)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := decodeRow(r); err != nil {
		t.Fatal(err)
	}
	damage := map[string]func(r *gameRow){
		"truncated tree":   func(r *gameRow) { r.Tree = r.Tree[:len(r.Tree)/2] },
		"unknown format":   func(r *gameRow) { r.TreeFormat = "sgf/2" },
		"no tree":          func(r *gameRow) { r.TreeFormat, r.Tree = "", nil },
		"long path":        func(r *gameRow) { r.Cursor = "0*50" },
		"bad status":       func(r *gameRow) { r.Status = "??" },
		"status vs active": func(r *gameRow) { r.Active = false },
		"bad meta":         func(r *gameRow) { r.Meta = []byte("[]") },
		"not SGF":          func(r *gameRow) { r.Tree = []byte(`{"size":9}`) },
		"huge board":       func(r *gameRow) { r.Tree = []byte(`(;SZ[99])`) },
		"off-board move":   func(r *gameRow) { r.Tree = []byte(`(;SZ[9];B[jj])`) },
		"two moves":        func(r *gameRow) { r.Tree = []byte(`(;SZ[9];B[aa]B[bb])`) },
		"other game":       func(r *gameRow) { r.Tree = []byte(`(;GM[2]SZ[9])`) },
		"unknown charset":  func(r *gameRow) { r.Tree = []byte(`(;CA[Shift_JIS]SZ[9]C[x])`) },
	}
	for name, f := range damage {
		c := *r
		f(&c)
		g, err := decodeRow(&c)
		if !errors.Is(err, match.ErrCorrupt) {
			t.Errorf("%s: %v, want ErrCorrupt", name, err)
			continue
		}
		if g == nil || g.ID != "g" || g.ChannelID != "c" || g.Version != 4 || g.Game != nil {
			t.Errorf("%s: partial record %+v", name, g)
		}
	}
}
