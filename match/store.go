package match

import (
	"context"
	"time"
)

// GameStore keeps the games of every channel. Implementations return
// records that the caller owns: changing one changes nothing in the store
// until SaveGame. They are safe for concurrent use.
type GameStore interface {
	// ActiveGame returns the channel's active game (a challenge, a game
	// in play or one being scored, a review). It returns an error wrapping
	// ErrNotFound when the channel has none, and one wrapping ErrCorrupt
	// when the stored game cannot be read; with ErrCorrupt it also returns
	// the fields it could read (at least ID, ChannelID, Status and
	// Version, with Game nil) so that the game can still be abandoned.
	ActiveGame(ctx context.Context, channelID string) (*GameRecord, error)
	// Game returns the game with the given id, whatever its status, or an
	// error wrapping ErrNotFound or ErrCorrupt.
	Game(ctx context.Context, id string) (*GameRecord, error)
	// LastFinishedGame returns the channel's game with StatusFinished
	// that was saved last (the latest UpdatedAt; of games saved at the
	// same time, the latest CreatedAt, then the greatest ID), so that its
	// record can be had after the channel moved on. It returns an error
	// wrapping ErrNotFound if no game finished in the channel, and one
	// wrapping ErrCorrupt if that game cannot be read back.
	LastFinishedGame(ctx context.Context, channelID string) (*GameRecord, error)
	// CreateGame stores a new game, whose ID the caller has set, and sets
	// its Version to 1. It returns an error wrapping ErrChannelBusy if the
	// channel already has an active game: at most one game per channel is
	// active, whatever the number of processes. With g.Interaction set, it
	// records that interaction as handled (at g.UpdatedAt) atomically with
	// the game, and returns an error wrapping ErrAlreadyHandled, storing
	// nothing, if it was recorded before.
	CreateGame(ctx context.Context, g *GameRecord) error
	// SaveGame stores g only if the stored game's version is still
	// g.Version (compare-and-swap), and then increments g.Version. It
	// returns an error wrapping ErrConflict if the game changed since it
	// was read (the caller re-reads and re-validates; it never overwrites),
	// or ErrNotFound if there is no such game. With g.Interaction set it
	// records the interaction as CreateGame does, failing with
	// ErrAlreadyHandled and changing nothing if it was recorded before. A
	// save that returns nil is durable, and so is its interaction record.
	// Saving the partial record of a game that ActiveGame could not read
	// (ErrCorrupt, Game nil) changes only its status and version: the
	// damaged record stays stored as it was, for recovery by hand.
	SaveGame(ctx context.Context, g *GameRecord) error
}

// InteractionLog remembers the interactions already handled, so that a
// repeated delivery is answered without being applied twice. It shares its
// records with the GameStore's writes: an id recorded by SaveGame or
// CreateGame is Seen, and an id Claimed is refused by them.
type InteractionLog interface {
	// Seen reports whether the interaction id was recorded as handled.
	Seen(ctx context.Context, id string) (bool, error)
	// Claim records that the interaction id was handled at time at, for
	// an interaction that wrote no game (a game write records its own id).
	// It reports false, with a nil error, if the id was recorded before.
	// Ids are remembered for at least InteractionRetention.
	Claim(ctx context.Context, id string, at time.Time) (bool, error)
	// Refuse records that the interaction id was refused at time at, with
	// answer, the words the user was given. A refusal is final, as an
	// applied step is: the id is Seen, a game write for it fails with
	// ErrAlreadyHandled, and a later delivery (to any process) is given
	// the same answer (Refusal) rather than taken again on a game that
	// may have moved on. It reports false, with a nil error, if the id was
	// recorded before (applied, claimed or refused). Ids are remembered as
	// Claim's are.
	Refuse(ctx context.Context, id string, at time.Time, answer string) (bool, error)
	// Refusal returns the answer the interaction id was refused with, and
	// whether it was refused: false for an id never recorded, or recorded
	// as handled (Claim, a game write).
	Refusal(ctx context.Context, id string) (string, bool, error)
}

// InteractionRetention is how long an InteractionLog must remember an id:
// Discord's interaction tokens live 15 minutes, so no delivery of an
// interaction can come later than that.
const InteractionRetention = 15 * time.Minute

// GuildSettings keeps each server's preferences.
type GuildSettings interface {
	// Settings returns the guild's settings: the zero Settings (with
	// GuildID set) if none were saved.
	Settings(ctx context.Context, guildID string) (Settings, error)
	// SaveSettings stores a guild's settings, replacing earlier ones. It
	// refuses settings without a GuildID, with a PuzzleHour outside 0 to
	// 23, or with a PuzzleZone that is not an IANA time zone name.
	SaveSettings(ctx context.Context, s Settings) error
}

// DailyPosts is what the daily puzzle schedule needs from a store: the
// guilds that want the puzzle, and a claim on each guild's post of each day
// that only one process can win, so that several processes post it once.
type DailyPosts interface {
	// DailyGuilds returns the settings of every guild with a
	// PuzzleChannel, ordered by guild id.
	DailyGuilds(ctx context.Context) ([]Settings, error)
	// ClaimDailyPost records that guildID's puzzle of day ("2006-01-02",
	// the guild's day in its PuzzleZone) is being posted in channelID. It reports false, with a nil
	// error, if it was claimed before.
	ClaimDailyPost(ctx context.Context, guildID, day, channelID string, at time.Time) (bool, error)
	// ReleaseDailyPost forgets the claim of a post that failed, so that a
	// later attempt that day can post.
	ReleaseDailyPost(ctx context.Context, guildID, day string) error
}

// Stores are the stores a gobot process keeps its state in. One value may
// implement several of them.
type Stores struct {
	Games        GameStore
	Interactions InteractionLog
	Guilds       GuildSettings
	// Daily is optional and used by the daily puzzle schedule, not by the
	// commands.
	Daily DailyPosts
	// Prefs is optional: without it everyone gets gobot's defaults and
	// /prefs cannot save.
	Prefs UserPrefs
	// Deadlines is optional and used by the deadline scheduler, which
	// fires the games' timed events; without it a game's time is still
	// enforced on the steps asked after it ran out.
	Deadlines Deadlines
}

// Clock tells the time; tests use a fixed one.
type Clock interface {
	Now() time.Time
}

// systemClock is the real time.
type systemClock struct{}

func (systemClock) Now() time.Time { return time.Now() }
