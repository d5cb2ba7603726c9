package practice

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"sort"
)

// Stats is a user's standing in a server as it stands now.
type Stats struct {
	*Player
	// Current is the streak as it stands: 0 once broken.
	Current int
	// Recent are the latest attempts, the most recently changed first.
	Recent []*Attempt
}

// recentAttempts is how many attempts Stats lists.
const recentAttempts = 10

// Stats returns the user's standing in the guild.
func (s *Service) Stats(ctx context.Context, guildID, userID string) (*Stats, error) {
	p, err := s.player(ctx, guildID, userID)
	if err != nil {
		return nil, err
	}
	latest, before, err := s.current(ctx, guildID)
	if err != nil {
		return nil, err
	}
	recent, err := s.store.Attempts(ctx, guildID, userID, recentAttempts)
	if err != nil {
		return nil, fmt.Errorf("reading the attempts of %s: %w", userID, err)
	}
	return &Stats{Player: p, Current: p.currentStreak(dayOf(latest), dayOf(before)), Recent: recent}, nil
}

// dayOf is the day of a daily, NoDay for none.
func dayOf(d *Daily) Day {
	if d == nil {
		return NoDay
	}
	return d.Day
}

// Standing is a player's place on a leaderboard.
type Standing struct {
	// Rank is 1 for the first; players tied share a rank.
	Rank int
	*Player
	// Streak is the current streak (0 once broken).
	Streak int
}

// Board is a server's leaderboard.
type Board struct {
	Order Order
	// Top are the leading players, at most Top of them.
	Top []Standing
	// You is the asking user's place, nil if they are not ranked (no
	// streak alive, no solve, or no rated game, as the order asks).
	You *Standing
}

// topPlayers is how many players a leaderboard lists.
const topPlayers = 10

// Leaderboard returns the guild's leaderboard by order, with userID's own
// place. Only the guild's own players appear: standings are kept per
// server.
func (s *Service) Leaderboard(ctx context.Context, guildID, userID string, order Order) (*Board, error) {
	latest, before, err := s.current(ctx, guildID)
	if err != nil {
		return nil, err
	}
	alive := aliveSince(dayOf(latest), dayOf(before))
	if order == ByStreak && alive.IsZero() {
		return &Board{Order: order}, nil
	}
	top, err := s.store.Leaderboard(ctx, guildID, order, alive, topPlayers)
	if err != nil {
		return nil, fmt.Errorf("reading the leaderboard of %s: %w", guildID, err)
	}
	b := &Board{Order: order}
	for i, p := range top {
		rank := i + 1
		if i > 0 && key(order, p, alive) == key(order, top[i-1], alive) {
			rank = b.Top[i-1].Rank
		}
		st := Standing{Rank: rank, Player: p, Streak: p.currentStreak(dayOf(latest), dayOf(before))}
		b.Top = append(b.Top, st)
		if p.UserID == userID {
			b.You = &b.Top[len(b.Top)-1]
		}
	}
	if b.You != nil {
		return b, nil
	}
	p, err := s.player(ctx, guildID, userID)
	if err != nil {
		return nil, err
	}
	if !ranked(order, p, alive) {
		return b, nil
	}
	ahead, err := s.store.Ahead(ctx, p, order, alive)
	if err != nil {
		return nil, fmt.Errorf("ranking %s: %w", userID, err)
	}
	b.You = &Standing{Rank: ahead + 1, Player: p, Streak: p.currentStreak(dayOf(latest), dayOf(before))}
	return b, nil
}

// ranked reports whether p appears on a leaderboard by order.
func ranked(order Order, p *Player, alive Day) bool {
	switch order {
	case ByStreak:
		return !alive.IsZero() && !p.Last.Before(alive) && p.Streak > 0
	case BySolved:
		return p.Solved > 0
	}
	return p.Games > 0
}

// key is what ranks p by order (ties share a rank).
func key(order Order, p *Player, alive Day) [2]float64 {
	switch order {
	case ByStreak:
		if p.Last.Before(alive) {
			return [2]float64{0, float64(p.Best)}
		}
		return [2]float64{float64(p.Streak), float64(p.Best)}
	case BySolved:
		return [2]float64{float64(p.Solved), float64(p.Clean)}
	}
	return [2]float64{p.Rating.Rating, 0}
}

// Next returns, among candidates, a puzzle the user has not tried in the
// guild whose rating is near theirs: one of the nearest few, at random, so
// that two users of the same rating are not sent to the same one. It
// returns false when every candidate has been tried.
func (s *Service) Next(ctx context.Context, guildID, userID string, candidates []Puzzle) (Puzzle, bool, error) {
	p, err := s.player(ctx, guildID, userID)
	if err != nil {
		return Puzzle{}, false, err
	}
	tried, err := s.store.Attempted(ctx, guildID, userID)
	if err != nil {
		return Puzzle{}, false, fmt.Errorf("reading the attempts of %s: %w", userID, err)
	}
	rated, err := s.store.Puzzles(ctx)
	if err != nil {
		return Puzzle{}, false, fmt.Errorf("reading the puzzles' ratings: %w", err)
	}
	type option struct {
		pz  Puzzle
		gap float64
	}
	var opts []option
	for _, c := range candidates {
		if tried[c.ID] {
			continue
		}
		r := PuzzleRating(c.Level)
		if pr, ok := rated[c.ID]; ok {
			r = pr.Rating
		}
		opts = append(opts, option{c, math.Abs(r.Rating - p.Rating.Rating)})
	}
	if len(opts) == 0 {
		return Puzzle{}, false, nil
	}
	sort.SliceStable(opts, func(i, j int) bool { return opts[i].gap < opts[j].gap })
	n := min(len(opts), nearestNext)
	return opts[rand.IntN(n)].pz, true, nil
}

// nearestNext is how many of the nearest puzzles Next draws from.
const nearestNext = 5

// Dailies returns the guild's daily posts before day (NoDay: all), the
// newest first, at most limit.
func (s *Service) Dailies(ctx context.Context, guildID string, before Day, limit int) ([]*Daily, error) {
	if s.dailies == nil || guildID == "" {
		return nil, nil
	}
	ds, err := s.dailies.Dailies(ctx, guildID, before, limit)
	if err != nil {
		return nil, fmt.Errorf("reading the daily posts of %s: %w", guildID, err)
	}
	return ds, nil
}

// Current returns the guild's current daily (its latest post), or nil if
// it has none.
func (s *Service) Current(ctx context.Context, guildID string) (*Daily, error) {
	latest, _, err := s.current(ctx, guildID)
	return latest, err
}

// Posted records a daily post.
func (s *Service) Posted(ctx context.Context, d *Daily) error {
	if s.dailies == nil {
		return nil
	}
	if err := s.dailies.RecordDaily(ctx, d); err != nil {
		return fmt.Errorf("recording the daily of %s for %s: %w", d.GuildID, d.Day, err)
	}
	return nil
}

// Unanswered returns the guild's latest daily before day whose answer
// has not been posted, after claiming its answer (release it with
// ReleaseAnswer if the answer cannot be posted), or nil if there is none
// to post, or another process claimed it.
func (s *Service) Unanswered(ctx context.Context, guildID string, day Day) (*Daily, error) {
	if s.dailies == nil {
		return nil, nil
	}
	ds, err := s.dailies.Dailies(ctx, guildID, day, 1)
	if err != nil {
		return nil, fmt.Errorf("reading the daily posts of %s: %w", guildID, err)
	}
	if len(ds) == 0 || ds[0].Answered {
		return nil, nil
	}
	won, err := s.dailies.ClaimAnswer(ctx, guildID, ds[0].Day)
	if err != nil || !won {
		return nil, err
	}
	return ds[0], nil
}

// ReleaseAnswer gives back the claim of an answer that could not be
// posted.
func (s *Service) ReleaseAnswer(ctx context.Context, guildID string, day Day) error {
	return s.dailies.ReleaseAnswer(ctx, guildID, day)
}

// Figures returns the puzzle's figures in the guild.
func (s *Service) Figures(ctx context.Context, guildID, puzzleID string) (Figures, error) {
	f, err := s.store.Figures(ctx, guildID, puzzleID)
	if err != nil {
		return Figures{}, fmt.Errorf("reading the figures of %s: %w", puzzleID, err)
	}
	return f, nil
}

// PuzzleRatingOf returns the puzzle's rating: its record's, or the
// rating its level starts from.
func (s *Service) PuzzleRatingOf(ctx context.Context, pz Puzzle) (*PuzzleRecord, error) {
	pr, err := s.store.Puzzle(ctx, pz.ID)
	if err == nil {
		return pr, nil
	}
	if isNotFound(err) {
		return &PuzzleRecord{PuzzleID: pz.ID, Rating: PuzzleRating(pz.Level)}, nil
	}
	return nil, fmt.Errorf("reading the rating of %s: %w", pz.ID, err)
}
