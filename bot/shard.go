package bot

import "fmt"

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
