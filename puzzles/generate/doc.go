// Package generate makes gobot's life-and-death problems: it builds
// enclosed positions (random walled eye shapes, and groups carved out of
// recorded games), keeps only those the solver proves unsettled, with
// solid walls and no stone that plays no part, drops duplicates under the
// board's eight symmetries and the colour swap, and writes each with its
// proof: every correct first move, a refutation of every wrong one, and
// the main line against the strongest resistance, in the SGF format
// package puzzles reads. It grades each problem from 1 to 5 from the size
// of that proof.
//
// The rules a kept problem obeys (each is checked by this package's tests
// on every problem it makes):
//
//   - Unsettled: the side to move achieves the goal, and the other side,
//     moving first, achieves the opposite (both proved by puzzles.Solver
//     with the puzzle's own ko rule).
//   - Solid walls: every stone of the enclosing colour outside the region
//     belongs to a chain with at least two liberties outside the region.
//     Moves are confined to the region, so no wall stone can ever be
//     captured, and the inside cannot escape.
//   - No stone that plays no part: every wall stone touches the region
//     (orthogonally, or diagonally where it links the wall), the target is
//     the one group whose fate is asked, and every other stone inside the
//     region changes the answer when it is taken away (the verdict with
//     either side first, or the set of correct first moves).
//   - Distinct: no two problems share a canonical key, the pattern (stones,
//     region, which sides are the board's edge) under the eight symmetries
//     with the colours named so that the side to move is Black.
package generate
