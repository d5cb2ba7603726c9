package bot

import (
	"fmt"
	"strconv"
)

// ShardOf returns the gateway shard that receives a guild's events, by
// Discord's rule shard_id = (guild_id >> 22) % num_shards. Direct messages
// (no guild) go to shard 0.
func ShardOf(guildID string, count int) (int, error) {
	if count < 1 {
		return 0, fmt.Errorf("bot: shard count must be at least 1 (got %d)", count)
	}
	if guildID == "" {
		return 0, nil
	}
	id, err := strconv.ParseUint(guildID, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("bot: guild id %q is not a snowflake", guildID)
	}
	return int((id >> 22) % uint64(count)), nil
}

// Shard makes the gateway session identify as shard id of count, so that
// several processes can split the guilds between them. Call it before Run.
func (g *Gateway) Shard(id, count int) error {
	if count < 1 || id < 0 || id >= count {
		return fmt.Errorf("bot: shard %d of %d is out of range", id, count)
	}
	g.session.ShardID = id
	g.session.ShardCount = count
	return nil
}
