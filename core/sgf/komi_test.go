package sgf

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFoxKomi(t *testing.T) {
	for _, tt := range []struct {
		ap, km string
		want   float64
	}{
		{"foxwq", "375", 7.5},
		{"foxwq", "325", 6.5},
		{"foxwq", "350", 7},
		{"foxwq", "275", 5.5},
		{"foxwq", "650", 6.5},
		{"foxwq", "750", 7.5},
		{"foxwq", "50", 0.5},
		{"foxwq", "0", 0},
		{"foxwq", "7.5", 7.5}, // already in points: left alone
		{"FoxWQ:1.0", "375", 7.5},
		{"SGFC:2.0", "375", 7.5},
		{"Sabaki:0.52", "375", 375}, // only Fox's scale is rewritten
		{"", "6.5", 6.5},
	} {
		t.Run(tt.ap+"/"+tt.km, func(t *testing.T) {
			src := "(;GM[1]FF[4]SZ[19]KM[" + tt.km + "]"
			if tt.ap != "" {
				src += "AP[" + tt.ap + "]"
			}
			src += ";B[pd])"
			g, err := ReadGame([]byte(src))
			require.NoError(t, err)
			assert.Equal(t, tt.want, g.Komi())
			// Written back and read again, the komi stays (idempotent).
			var out bytes.Buffer
			require.NoError(t, WriteGame(&out, g))
			h, err := ReadGame(out.Bytes())
			require.NoError(t, err)
			assert.Equal(t, tt.want, h.Komi(), "%s", out.String())
		})
	}
}
