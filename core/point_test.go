package core

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCoordinates(t *testing.T) {
	for _, tc := range []struct {
		in   string
		size int
		x, y int
	}{
		{"A1", 19, 0, 0},
		{"a1", 19, 0, 0},
		{"D4", 19, 3, 3},
		{"d4", 19, 3, 3},
		{"dd", 19, 3, 15},
		{"Q16", 19, 15, 15},
		{"T19", 19, 18, 18},
		{"J9", 9, 8, 8},
		{"H8", 9, 7, 7},
		{"Z25", 25, 24, 24},
		{"aa", 9, 0, 8},
		{"ii", 9, 8, 0},
		{" D4 ", 19, 3, 3},
	} {
		p, err := ParsePoint(tc.in, tc.size)
		require.NoError(t, err, tc.in)
		assert.Equal(t, Pt(tc.x, tc.y), p, tc.in)
		assert.True(t, p.OnBoard(tc.size))
	}
	for _, tc := range []struct {
		in   string
		size int
	}{
		{"", 19}, {"I5", 19}, {"i5", 19}, {"A0", 19}, {"A20", 19}, {"U1", 19}, {"J10", 9},
		{"A01", 19}, {"A-1", 19}, {"tt", 19}, {"jj", 9}, {"D", 19}, {"44", 19}, {"D4x", 19},
		{"pass", 19}, {"ÄÖ", 19}, {"A999", 19}, {"zz", 25},
	} {
		_, err := ParsePoint(tc.in, tc.size)
		require.Error(t, err, tc.in)
		assert.True(t, errors.Is(err, ErrCoordinate), "%q: %v", tc.in, err)
	}
	_, err := ParseGTP("I5", 19)
	assert.ErrorContains(t, err, "column I is not used")
}

func TestPointFormat(t *testing.T) {
	assert.Equal(t, "D4", Pt(3, 3).String())
	assert.Equal(t, "J9", Pt(8, 8).String())
	assert.Equal(t, "T19", Pt(18, 18).String())
	assert.Equal(t, "-", NoPoint.String())
	assert.Equal(t, "dp", Pt(3, 3).SGF(19))
	assert.Equal(t, "aa", Pt(0, 18).SGF(19))
	for size := MinSize; size <= MaxSize; size++ {
		for y := 0; y < size; y++ {
			for x := 0; x < size; x++ {
				p := Pt(x, y)
				q, err := ParseGTP(p.String(), size)
				require.NoError(t, err)
				require.Equal(t, p, q)
				q, err = ParseSGF(p.SGF(size), size)
				require.NoError(t, err)
				require.Equal(t, p, q)
			}
		}
	}
}

func TestParseMoveAndColor(t *testing.T) {
	m, err := ParseMove(Black, "PASS", 19)
	require.NoError(t, err)
	assert.True(t, m.IsPass())
	assert.Equal(t, "B pass", m.String())
	m, err = ParseMove(White, "q16", 19)
	require.NoError(t, err)
	assert.Equal(t, "W Q16", m.String())
	assert.False(t, Move{}.IsValid())
	c, err := ParseColor("WHITE")
	require.NoError(t, err)
	assert.Equal(t, White, c)
	_, err = ParseColor("red")
	assert.ErrorIs(t, err, ErrColor)
}

func FuzzParsePoint(f *testing.F) {
	for _, s := range []string{"D4", "dd", "tt", "I9", "T19", "Z25", "a0", "", "pass", "A1", "\x00\xff"} {
		f.Add(s, 19)
	}
	f.Fuzz(func(t *testing.T, s string, size int) {
		size = MinSize + abs(size)%(MaxSize-MinSize+1)
		p, err := ParsePoint(s, size)
		if err != nil {
			if !errors.Is(err, ErrCoordinate) {
				t.Fatalf("%q: error %v does not wrap ErrCoordinate", s, err)
			}
			return
		}
		if !p.OnBoard(size) {
			t.Fatalf("%q parsed to %v, off the %d board", s, p, size)
		}
		// Round trip through both notations.
		if q, err := ParseGTP(p.String(), size); err != nil || q != p {
			t.Fatalf("GTP round trip of %v: %v %v", p, q, err)
		}
		if q, err := ParseSGF(p.SGF(size), size); err != nil || q != p {
			t.Fatalf("SGF round trip of %v: %v %v", p, q, err)
		}
	})
}

func abs(n int) int {
	if n < 0 {
		if n == -n { // math.MinInt
			return 0
		}
		return -n
	}
	return n
}
