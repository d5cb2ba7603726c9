package core

// Zobrist keys for position hashing (seed 001's set S of past boards is kept
// as a set of these hashes). The table is filled once, deterministically,
// from a SplitMix64 stream, and never changes, so hashes are stable across
// runs and processes.
var (
	zobristStone [NumSlots][3]uint64
	// zobristToMove is XORed in for situational superko when White is to move.
	zobristToMove uint64
)

func init() {
	x := uint64(0x6a09e667f3bcc909)
	next := func() uint64 {
		x += 0x9e3779b97f4a7c15
		z := x
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
		z = (z ^ (z >> 27)) * 0x94d049bb133111eb
		return z ^ (z >> 31)
	}
	for p := range zobristStone {
		zobristStone[p][Black] = next()
		zobristStone[p][White] = next()
	}
	zobristToMove = next()
}
