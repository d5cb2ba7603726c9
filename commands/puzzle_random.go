package commands

import (
	"context"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/gobot-baduk/gobot/practice"
)

// /puzzle random [level]: a fresh puzzle for practice, one the user has
// not tried in this server, from gobot's collection and the server's own
// problems. Its answers count as any puzzle's do (/puzzle answer id:).

func (b *Bot) puzzleRandom(ctx context.Context, req *Request) (*Response, error) {
	level := 0
	if v, ok := req.Option("level"); ok {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < 1 || n > 5 {
			return nil, userf("The level goes from 1 (easiest) to 5 (hardest), not %q.", clip(v))
		}
		level = n
	}
	c, err := b.collectionIn(ctx, req.GuildID)
	if err != nil {
		return nil, err
	}
	upcoming := b.upcoming(ctx, req.GuildID)
	var fresh, all []practice.Puzzle
	for _, p := range c.All() {
		if level != 0 && p.Difficulty() != level {
			continue
		}
		all = append(all, ref(p))
		if !upcoming[p.ID()] {
			fresh = append(fresh, ref(p))
		}
	}
	if len(all) == 0 {
		return nil, userf("There is no puzzle of level %d here yet.", level)
	}
	pick, ok, err := b.randomPick(ctx, req, level, fresh)
	if err == nil && !ok {
		// Every other one is tried: an upcoming daily rather than none.
		pick, ok, err = b.randomPick(ctx, req, level, all)
	}
	if err != nil {
		return nil, err
	}
	if !ok {
		if level != 0 {
			return nil, userf("You have tried all %d puzzles of level %d in this server. 🎉 Try another level, or go back to one with `/puzzle list`.", len(all), level)
		}
		return nil, userf("You have tried every one of the %d puzzles in this server. 🎉 `/puzzle list` shows the days' puzzles to go back to.", len(all))
	}
	p := c.ByID(pick.ID)
	what := "Practice puzzle"
	if p != nil && practice.IsServerPuzzleID(p.ID()) {
		what = "Practice puzzle from this server's problems"
	}
	return b.puzzlePost(ctx, p, what, req.User.ID, false)
}

// randomPick draws an untried puzzle among cands: at random at a given
// level, and near the user's rating (as /puzzle next) without one.
// Without records every candidate counts as untried.
func (b *Bot) randomPick(ctx context.Context, req *Request, level int, cands []practice.Puzzle) (practice.Puzzle, bool, error) {
	if len(cands) == 0 {
		return practice.Puzzle{}, false, nil
	}
	if b.practice == nil {
		return cands[rand.IntN(len(cands))], true, nil
	}
	if level == 0 {
		return b.practice.Next(ctx, req.GuildID, req.User.ID, cands)
	}
	untried, err := b.practice.Untried(ctx, req.GuildID, req.User.ID, cands)
	if err != nil || len(untried) == 0 {
		return practice.Puzzle{}, false, err
	}
	return untried[rand.IntN(len(untried))], true, nil
}

// upcoming returns the ids of the server's daily puzzles of the next
// upcomingDays days, which practice leaves alone so as not to spoil them.
func (b *Bot) upcoming(ctx context.Context, guildID string) map[string]bool {
	out := map[string]bool{}
	c, err := b.dailyCollection(ctx, guildID)
	if err != nil {
		b.logger.WarnContext(ctx, "reading the server's daily source", "guild", guildID, "error", err.Error())
		if c, err = collection(); err != nil {
			return out
		}
	}
	sched, _ := b.schedule(ctx, guildID)
	today := sched.Day(b.clock.Now())
	for i := 1; i <= upcomingDays; i++ {
		if p := c.Daily(today.AddDays(i).Date()); p != nil {
			out[p.ID()] = true
		}
	}
	return out
}
