package commands

import (
	"context"
	"time"
)

// Writes under way. The apology for an internal error says whether the
// command took effect (handling.apology), and it may say "Nothing was
// changed" only if no write was sent to a store: a write that then failed
// may have been committed all the same. Rather than have every write path
// remember to say so, New wraps the stores in these decorators, whose
// write methods note the write in the context's handling before they
// delegate; the read methods pass through untouched.

// savingGames notes game writes.
type savingGames struct{ GameStore }

func (s savingGames) CreateGame(ctx context.Context, g *GameRecord) error {
	saving(ctx)
	return s.GameStore.CreateGame(ctx, g)
}

func (s savingGames) SaveGame(ctx context.Context, g *GameRecord) error {
	saving(ctx)
	return s.GameStore.SaveGame(ctx, g)
}

// savingInteractions notes the claims of interactions that wrote no game.
type savingInteractions struct{ InteractionLog }

func (s savingInteractions) Claim(ctx context.Context, id string, at time.Time) (bool, error) {
	saving(ctx)
	return s.InteractionLog.Claim(ctx, id, at)
}

// savingGuilds notes settings writes.
type savingGuilds struct{ GuildSettings }

func (s savingGuilds) SaveSettings(ctx context.Context, st Settings) error {
	saving(ctx)
	return s.GuildSettings.SaveSettings(ctx, st)
}

// savingPuzzles notes puzzle progress writes.
type savingPuzzles struct{ PuzzleStore }

func (s savingPuzzles) SavePuzzleProgress(ctx context.Context, p *PuzzleProgress) error {
	saving(ctx)
	return s.PuzzleStore.SavePuzzleProgress(ctx, p)
}

// noteWrites returns s with every store the commands write to wrapped so
// that its writes are noted. Daily is left as it is: the schedule, not a
// command, writes to it. An optional store that is nil stays nil.
func (s Stores) noteWrites() Stores {
	s.Games = savingGames{s.Games}
	s.Interactions = savingInteractions{s.Interactions}
	s.Guilds = savingGuilds{s.Guilds}
	if s.Puzzles != nil {
		s.Puzzles = savingPuzzles{s.Puzzles}
	}
	return s
}

// saving notes that a write is under way for the interaction ctx is
// handling. The store decorators above call it.
func saving(ctx context.Context) { handlingOf(ctx).saving = true }
