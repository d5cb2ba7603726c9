// Package match is the domain of gobot's channel games: the record of a
// game played (or a game record reviewed) in a Discord channel, the rules
// of its life from challenge to result, and the store interfaces it is kept
// behind.
//
// A GameRecord is plain data: who plays, the game tree with its rules, the
// Status, the scoring proposal, the clock and the version the store
// compares on save. The Service takes each step of a game's life on it:
// Challenge, Accept or Decline, Play (a second pass starts scoring with the
// dead stones the analysis proposes), Toggle, AcceptScore or Resume during
// scoring, RequestUndo with AcceptUndo or DeclineUndo, Resign, Abandon with
// AgreeAbandon or DeclineAbandon, and the review's StartReview, Review and
// EndReview; and the clock's own step, Fire, which applies a game's timed
// event when its Deadline has come (deadline.go: reminders, the end of a
// player's time, of the time to agree on the count, a challenge's expiry). Each step loads the channel's
// game, checks that it may be taken, applies it and saves it with the
// store's version check, reading the game and checking the step again when
// another process saved it first, and returns a typed result. A step is
// taken by an Actor: who, where, and for which interaction, which the save
// records as handled so that a repeated delivery is not applied twice.
//
// A step that the rules or the game's state refuse returns a *RuleError
// whose Err is one of this package's sentinels (ErrNotYourTurn,
// ErrIllegalMove, ...) and which carries the facts needed to explain it:
// the game as it stood, core's error behind an illegal move, the point
// named. The package chooses no words for people: package commands turns
// requests into steps, and results and errors into Discord replies.
//
// The package declares the stores it needs (GameStore, InteractionLog,
// GuildSettings, DailyPosts, UserPrefs, Deadlines) with their contracts; package
// store implements them, in memory, in SQLite and in PostgreSQL, and one
// conformance suite (store/storetest) holds each to the contracts.
package match
