package core

// LastCaptures returns what the move at the cursor took off the board:
// captured counts the opponent's stones it captured, and suicided its
// player's own stones it lost to suicide, where the rules allow suicide
// (a suicide captures nothing, so at most one of the two is not zero).
// Both are zero at the root, after a pass, and at a node without a move.
// They are read from the prisoners before and after the node, which the
// path keeps for going back up, so asking costs nothing.
func (g *Game) LastCaptures() (captured, suicided int) {
	m := g.cursor.move
	if !m.IsValid() || m.pass || len(g.path) == 0 {
		return 0, 0
	}
	before := g.path[len(g.path)-1].prisoners
	c, opp := m.color, m.color.Opponent()
	captured = g.board.prisoners[c] - int(before[c-Black])
	suicided = g.board.prisoners[opp] - int(before[opp-Black])
	return captured, suicided
}
