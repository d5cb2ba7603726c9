package bot

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestShardOf(t *testing.T) {
	// A real guild snowflake on 1000 shards, worked by hand from the
	// rule: 197038439483310086 >> 22 =
	// 46977624770, and 46977624770 % 1000 = 770.
	s, err := ShardOf("197038439483310086", 1000)
	require.NoError(t, err)
	assert.Equal(t, int((uint64(197038439483310086)>>22)%1000), s)
	assert.Equal(t, 770, s)

	s, err = ShardOf("", 4)
	require.NoError(t, err)
	assert.Equal(t, 0, s, "direct messages go to shard 0")

	_, err = ShardOf("abc", 4)
	assert.ErrorContains(t, err, "not a snowflake")
	_, err = ShardOf("1", 0)
	assert.ErrorContains(t, err, "at least 1")

	// Every guild lands on exactly one shard in range.
	for _, id := range []string{"1", "4194304", "18446744073709551615", "81384788765712384"} {
		s, err := ShardOf(id, 7)
		require.NoError(t, err)
		assert.True(t, s >= 0 && s < 7)
	}
}
