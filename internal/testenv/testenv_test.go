package testenv

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestLong(t *testing.T) {
	for _, tc := range []struct {
		value string
		long  bool
	}{{"", false}, {"0", false}, {"1", true}, {"true", true}, {" 1 ", true}, {"yes", false}, {"false", false}} {
		t.Setenv(LongVar, tc.value)
		require.Equal(t, tc.long, Long(), "%s=%q", LongVar, tc.value)
	}
}

func TestSample(t *testing.T) {
	t.Setenv(LongVar, "1")
	require.Equal(t, 34, Sample(t, 34, 6, "6 games"))
	t.Setenv(LongVar, "")
	require.Equal(t, 6, Sample(t, 34, 6, "6 games"))
}

func TestCommand(t *testing.T) {
	require.Equal(t, "GOBOT_TEST_LONG=1 go test -run '^TestCommand$' ./internal/testenv", Command(t))
	t.Run("sub", func(t *testing.T) {
		require.Equal(t, "GOBOT_TEST_LONG=1 go test -run '^TestCommand$' ./internal/testenv", Command(t))
	})
}

func TestSkipUnlessLong(t *testing.T) {
	t.Setenv(LongVar, "")
	ran := false
	t.Run("skipped", func(t *testing.T) {
		SkipUnlessLong(t, "the sweep")
		ran = true
	})
	require.False(t, ran)
	t.Setenv(LongVar, "1")
	t.Run("run", func(t *testing.T) {
		SkipUnlessLong(t, "the sweep")
		ran = true
	})
	require.True(t, ran)
}
