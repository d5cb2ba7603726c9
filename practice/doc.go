// Package practice is the daily-puzzle community's domain: the server's
// day in its own time zone, the credit a solve earns, streaks that survive
// days without a post, Glicko-2 ratings for users and puzzles, the
// leaderboards, each server's own imported problems (kept as SGF text,
// with the source its daily draws on), and the store interfaces it needs.
//
// It knows puzzles only by id and level; judging a move is the puzzles
// package's business, and wording Discord's. The rules are stated in the
// README ("Daily puzzles: the rules").
package practice
