package sgf

import (
	"runtime"
	"strings"
	"testing"
)

// TestHostileMemory parses hostile files of the default maximum size and
// checks how much memory the parsed trees hold. These are the worst shapes
// found: many nodes, many values, many expanded points.
func TestHostileMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("allocates a few hundred megabytes in all")
	}
	// nodes repeats unit in as many nodes as the limits allow.
	nodes := func(prefix, unit string, points int) []byte {
		n := min(DefaultLimits.MaxNodes-1, (DefaultLimits.MaxBytes-len(prefix)-1)/len(unit))
		if points > 0 {
			n = min(n, DefaultLimits.MaxPoints/points)
		}
		return []byte(prefix + strings.Repeat(unit, n) + ")")
	}
	tests := []struct {
		name string
		data []byte
	}{
		{"empty nodes", nodes("(;", ";", 0)},
		{"nodes with one value", nodes("(;", ";A[]", 0)},
		{"nodes with many values", nodes("(;", ";A"+strings.Repeat("[]", 9999), 0)},
		{"nodes with many properties", nodes("(;", ";"+strings.Repeat("XA[]XB[]XC[]XD[]XE[]", 500), 0)},
		{"values of every node merged", nodes("(;", ";"+strings.Repeat("XA[]", 5000), 0)},
		{"expanded marks", nodes("(;SZ[25]", ";TR[aa:yy]", 625)},
		{"expanded setup", nodes("(;SZ[25]", ";AB[aa:yy]AW[aa:yy]AE[aa:yy]", 3*625)},
		{"labels", nodes("(;SZ[25]", ";LB[aa:x][ab:y]", 2)},
	}
	const budget = 80 << 20
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			roots, err := Parse(tt.data, Limits{})
			runtime.GC()
			runtime.ReadMemStats(&after)
			live := int64(after.HeapAlloc) - int64(before.HeapAlloc)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%d bytes: %.1f MB held, %.1f MB allocated in all", len(tt.data),
				float64(live)/1e6, float64(after.TotalAlloc-before.TotalAlloc)/1e6)
			if live > budget {
				t.Errorf("the parsed tree holds %.1f MB (budget %d MB)", float64(live)/1e6, budget>>20)
			}
			runtime.KeepAlive(roots)
		})
	}
}
