package commands

import (
	"context"
	"errors"
	"fmt"
	"sync"
)

// keyedMutex is one mutex per key (a channel id), created on demand and
// dropped when nobody holds or waits for it.
type keyedMutex struct {
	mu    sync.Mutex
	locks map[string]*keyedEntry
}

type keyedEntry struct {
	mu      sync.Mutex
	waiters int
}

// lock locks key and returns its unlock function.
func (k *keyedMutex) lock(key string) func() {
	k.mu.Lock()
	if k.locks == nil {
		k.locks = map[string]*keyedEntry{}
	}
	e := k.locks[key]
	if e == nil {
		e = &keyedEntry{}
		k.locks[key] = e
	}
	e.waiters++
	k.mu.Unlock()
	e.mu.Lock()
	return func() {
		e.mu.Unlock()
		k.mu.Lock()
		e.waiters--
		if e.waiters == 0 {
			delete(k.locks, key)
		}
		k.mu.Unlock()
	}
}

// errNoChange tells mutate that fn decided not to change the game.
var errNoChange = errors.New("commands: no change")

// maxAttempts bounds the re-reads after a conflicting save by another
// process.
const maxAttempts = 5

// mutate runs fn on the channel's active game and saves the result, with
// the channel locked in this process and the store's version check across
// processes. When another process saved the game first, mutate re-reads it
// and runs fn again on the new state, so fn re-validates the command (a
// second move by the same player then finds it is not their turn). fn
// returning errNoChange skips the save. mutate returns the game as saved,
// a copy the caller may read freely.
func (b *Bot) mutate(ctx context.Context, channelID string, fn func(g *GameRecord) error) (*GameRecord, error) {
	return b.mutateGame(ctx, channelID, false, fn)
}

// mutateGame is mutate; with allowCorrupt, a game the store could not read
// back is handed to fn as the partial record the store returned (Game nil),
// so that it can be ended.
func (b *Bot) mutateGame(ctx context.Context, channelID string, allowCorrupt bool, fn func(g *GameRecord) error) (*GameRecord, error) {
	unlock := b.locks.lock(channelID)
	defer unlock()
	for attempt := 0; attempt < maxAttempts; attempt++ {
		g, err := b.stores.Games.ActiveGame(ctx, channelID)
		if errors.Is(err, ErrNotFound) {
			return nil, userWrap(err, "There is no game in this channel. Start one with `/play`.")
		}
		if errors.Is(err, ErrCorrupt) && allowCorrupt && g != nil {
			b.logger.WarnContext(ctx, "acting on a corrupt game", "game", g.ID, "channel", channelID, "error", err.Error())
			err = nil
		}
		if errors.Is(err, ErrCorrupt) {
			b.logger.ErrorContext(ctx, "corrupt game", "channel", channelID, "error", err.Error())
			return nil, userWrap(err, "This channel's game could not be read back from storage, so it cannot continue. An admin can end it with `/game abandon`.")
		}
		if err != nil {
			return nil, fmt.Errorf("loading channel %s: %w", channelID, err)
		}
		if err := fn(g); err != nil {
			if errors.Is(err, errNoChange) {
				return g, nil
			}
			return nil, err
		}
		g.UpdatedAt = b.clock.Now()
		stamp(ctx, g)
		err = b.stores.Games.SaveGame(ctx, g)
		if errors.Is(err, ErrAlreadyHandled) {
			return nil, errHandled(err)
		}
		if errors.Is(err, ErrConflict) {
			b.logger.InfoContext(ctx, "save conflict, re-reading", "game", g.ID, "channel", channelID, "attempt", attempt+1)
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("saving game %s: %w", g.ID, err)
		}
		recorded(ctx, g)
		return g, nil
	}
	return nil, Userf("The game changed while your command ran; try again.")
}

// current loads the channel's active game for reading only.
func (b *Bot) current(ctx context.Context, channelID string) (*GameRecord, error) {
	g, err := b.stores.Games.ActiveGame(ctx, channelID)
	switch {
	case errors.Is(err, ErrNotFound):
		return nil, userWrap(err, "There is no game in this channel. Start one with `/play`.")
	case errors.Is(err, ErrCorrupt):
		return nil, userWrap(err, "This channel's game could not be read back from storage. An admin can end it with `/game abandon`.")
	case err != nil:
		return nil, fmt.Errorf("loading channel %s: %w", channelID, err)
	}
	return g, nil
}
