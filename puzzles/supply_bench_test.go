package puzzles

import "testing"

// BenchmarkLoadSupply is what Builtin costs the first time it is called:
// reading the embedded generated supply (gunzip, parse, check every
// problem) and the hand-made problems.
func BenchmarkLoadSupply(b *testing.B) {
	for b.Loop() {
		c, err := LoadSupply(supply, "supply")
		if err != nil {
			b.Fatal(err)
		}
		if _, err := Load(data, "data"); err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(c.Len()), "puzzles")
	}
}
