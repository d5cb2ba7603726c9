// Package core is gobot's Go engine: points and point sets, the board and
// its rules, and the game tree with a cursor. It imports only the standard
// library; the analysis that says which groups live is core/analysis, SGF
// is core/sgf and the GTP engine core/gtp.
//
//   - Point is an intersection (NoPoint is none), PointSet a bitset of
//     them with the operations of the seeds (Border, Grow, Shrink, the
//     shifts of Nakamura §2). Move is a stone or a pass.
//   - Board is a position under a rule set: it keeps chains, liberties and
//     a Zobrist hash up to date move by move and refuses illegal moves with
//     the sentinel errors ErrOccupied, ErrKo, ErrSuperko, ErrSuicide.
//   - Rules is data: the ko rule, suicide, scoring, komi, handicap
//     compensation and whether dead stones must be captured in play. Code
//     asks a rule set what it says, never its name.
//   - Game is a tree of nodes (moves, setup stones, markup, comments) with
//     a cursor; channel games, SGF review and puzzles are all Games.
//     Moving the cursor costs the distance travelled, never a replay.
//
// Where the algorithms come from (the seeds) and what gobot decided where
// they are silent: docs/core.md.
package core
