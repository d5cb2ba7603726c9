package match_test

import (
	"testing"

	"github.com/gobot-baduk/gobot/match"
	"github.com/stretchr/testify/require"
)

func TestParseBoardTheme(t *testing.T) {
	for in, want := range map[string]match.BoardTheme{"classic": match.ThemeClassic, "Classic": match.ThemeClassic,
		"high-contrast": match.ThemeHighContrast, "High Contrast": match.ThemeHighContrast, "contrast": match.ThemeHighContrast} {
		got, err := match.ParseBoardTheme(in)
		require.NoError(t, err, in)
		require.Equal(t, want, got, in)
		back, err := match.ParseBoardTheme(got.String())
		require.NoError(t, err)
		require.Equal(t, got, back)
	}
	_, err := match.ParseBoardTheme("neon")
	require.ErrorIs(t, err, match.ErrUnknownTheme)
}

// TestTogether: a game's public images are high contrast if either
// player asked for it, and have coordinates unless both turned them off.
func TestTogether(t *testing.T) {
	hc := match.Prefs{Theme: match.ThemeHighContrast, NoCoordinates: true}
	plain := match.Prefs{}
	bare := match.Prefs{NoCoordinates: true}
	require.Equal(t, match.Look{Theme: match.ThemeHighContrast}, match.Together(hc, plain))
	require.Equal(t, match.Look{Theme: match.ThemeHighContrast, NoCoordinates: true}, match.Together(hc, bare))
	require.Equal(t, match.Look{}, match.Together(plain, bare))
	require.Equal(t, match.Look{}, match.Together())
	require.Equal(t, hc.Look(), match.Together(hc))
}
