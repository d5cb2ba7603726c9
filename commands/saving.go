package commands

import (
	"context"
	"time"

	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/practice"
)

// Writes under way. The apology for an internal error says whether the
// command took effect (handling.apology), and it may say "Nothing was
// changed" only if no write was sent to a store: a write that then failed
// may have been committed all the same. Rather than have every write path
// remember to say so, New wraps the stores in these decorators, whose
// write methods note the write in the context's handling before they
// delegate, and, for a game write that recorded the interaction being
// handled, that it was recorded; the read methods pass through untouched.

// savingGames notes game writes.
type savingGames struct{ match.GameStore }

func (s savingGames) CreateGame(ctx context.Context, g *match.GameRecord) error {
	saving(ctx)
	err := s.GameStore.CreateGame(ctx, g)
	recorded(ctx, g, err)
	return err
}

func (s savingGames) SaveGame(ctx context.Context, g *match.GameRecord) error {
	saving(ctx)
	err := s.GameStore.SaveGame(ctx, g)
	recorded(ctx, g, err)
	return err
}

// savingInteractions notes the claims of interactions that wrote no game.
type savingInteractions struct{ match.InteractionLog }

func (s savingInteractions) Claim(ctx context.Context, id string, at time.Time) (bool, error) {
	saving(ctx)
	return s.InteractionLog.Claim(ctx, id, at)
}

// savingGuilds notes settings writes.
type savingGuilds struct{ match.GuildSettings }

func (s savingGuilds) SaveSettings(ctx context.Context, st match.Settings) error {
	saving(ctx)
	return s.GuildSettings.SaveSettings(ctx, st)
}

// savingPractice notes the daily-puzzle community's writes, and that a
// step recorded the interaction being handled.
type savingPractice struct{ practice.Store }

func (s savingPractice) Save(ctx context.Context, c *practice.Change) error {
	saving(ctx)
	err := s.Store.Save(ctx, c)
	if h := handlingOf(ctx); err == nil && c.Interaction != "" && c.Interaction == h.id {
		h.wrote = true
	}
	return err
}

func (s savingPractice) Reset(ctx context.Context, guildID, userID string) error {
	saving(ctx)
	return s.Store.Reset(ctx, guildID, userID)
}

// savingPrefs notes preference writes.
type savingPrefs struct{ match.UserPrefs }

func (s savingPrefs) SavePrefs(ctx context.Context, p match.Prefs) error {
	saving(ctx)
	return s.UserPrefs.SavePrefs(ctx, p)
}

// noteWrites returns s with every store the commands write to wrapped so
// that its writes are noted. Daily is left as it is: the schedule, not a
// command, writes to it. (The practice store is wrapped in New.)
func noteWrites(s match.Stores) match.Stores {
	s.Games = savingGames{s.Games}
	s.Interactions = savingInteractions{s.Interactions}
	s.Guilds = savingGuilds{s.Guilds}
	if s.Prefs != nil {
		s.Prefs = savingPrefs{s.Prefs}
	}
	return s
}

// saving notes that a write is under way for the interaction ctx is
// handling. The store decorators above call it.
func saving(ctx context.Context) { handlingOf(ctx).saving = true }

// recorded notes that a game write (err its outcome) recorded the
// interaction ctx is handling: the domain stamps each write with the id of
// the interaction it is made for (match.Actor.Interaction).
func recorded(ctx context.Context, g *match.GameRecord, err error) {
	if h := handlingOf(ctx); err == nil && g.Interaction != "" && g.Interaction == h.id {
		h.wrote = true
	}
}
