package practice

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"
)

// Service applies the community's rules over a Store and Dailies: the
// credit of a solve, the rated game of a first attempt, the streak, the
// leaderboards. It is safe for concurrent use. Steps are saved with the
// store's compare-and-swap: a step that lost a race to another process
// reads again and is decided anew, so that a first attempt recorded twice
// counts once.
type Service struct {
	store   Store
	dailies Dailies
	clock   Clock
	logger  *slog.Logger
	limit   *limiter
}

// Option configures a Service.
type Option func(*Service)

// WithClock sets the clock (default: the system clock).
func WithClock(c Clock) Option { return func(s *Service) { s.clock = c } }

// WithLogger sets the logger of lost races (default: slog.Default()).
func WithLogger(l *slog.Logger) Option { return func(s *Service) { s.logger = l } }

// WithRateLimit sets how many answers a user may give at once (burst)
// and how often after that (one every every). A burst of 0 turns the
// limit off.
func WithRateLimit(burst int, every time.Duration) Option {
	return func(s *Service) { s.limit = newLimiter(burst, every) }
}

// NewService returns a Service over st and d (often the same value).
func NewService(st Store, d Dailies, opts ...Option) *Service {
	s := &Service{store: st, dailies: d, clock: systemClock{}, logger: slog.Default(), limit: newLimiter(defaultBurst, defaultEvery)}
	for _, o := range opts {
		o(s)
	}
	return s
}

// ErrContended is a step given up after losing the store's version check
// maxTries times in a row. Nothing was applied.
var ErrContended = errors.New("practice: the records kept changing while the step ran")

// maxTries bounds the re-reads after a lost race.
const maxTries = 5

// Who is who takes a step, where, and for which interaction.
type Who struct {
	// GuildID is the server ("" in a direct message: a scope of its own).
	GuildID string
	// UserID is who acts.
	UserID string
	// Interaction is the id of the interaction the step is for ("": none);
	// the step's save records it as handled.
	Interaction string
}

// Puzzle is what the domain knows of a puzzle: its id and its difficulty
// level, from which its rating starts.
type Puzzle struct {
	ID    string
	Level int
}

// Verdict is the judgement of an answer.
type Verdict uint8

const (
	// Progress: every move was right and the line goes on.
	Progress Verdict = iota + 1
	// Wrong: a move was wrong; the attempt starts again.
	Wrong
	// Solved: the answer solved the puzzle.
	Solved
)

// Judgement is what an answer was judged to be.
type Judgement struct {
	Verdict Verdict
	// Line is the line to keep after Progress.
	Line []string
	// Start is the first move of an answer that began at the start of the
	// puzzle ("" for one that went on from a line), and StartWrong whether
	// that move was wrong.
	Start      string
	StartWrong bool
}

// Step is the outcome of a step.
type Step struct {
	// Before is the attempt as it stood, After as it was saved.
	Before, After *Attempt
	// Judgement is the answer's judgement (Answer only).
	Judgement Judgement
	// Player is the user's standing after the step.
	Player *Player
	// Rated reports that the step decided the rated game; RatingBefore is
	// the user's rating before it (idle days counted).
	Rated        bool
	RatingBefore Rating
	// Credited is the server day the step credited to the streak, NoDay
	// if none.
	Credited Day
	// AlreadySolved reports that the puzzle was solved before the step,
	// which then judged nothing and counted nothing again.
	AlreadySolved bool
}

// state is a step in progress over the records as read.
type state struct {
	s   *Service
	who Who
	pz  Puzzle
	now time.Time

	before, a *Attempt
	p         *Player
	puzzle    *PuzzleRecord
	player    bool // p changed
	rated     bool // the rated game was decided: p and puzzle changed
	step      Step
	// latest and prev are the guild's two latest dailies (nil if none).
	latest, prev *Daily
}

// errUnchanged, from a step's function, skips the save.
var errUnchanged = errors.New("practice: nothing changed")

// update runs fn on the user's records as they stand and saves what it
// changed, reading again after a lost race.
func (s *Service) update(ctx context.Context, who Who, pz Puzzle, fn func(st *state) error) (*Step, error) {
	if who.UserID == "" || pz.ID == "" {
		return nil, errors.New("practice: a step needs a user and a puzzle")
	}
	for try := 0; try < maxTries; try++ {
		st, err := s.read(ctx, who, pz)
		if err != nil {
			return nil, err
		}
		if err := fn(st); err != nil {
			if errors.Is(err, errUnchanged) {
				st.step.Before, st.step.After, st.step.Player = st.before, st.a, st.p
				return &st.step, nil
			}
			return nil, err
		}
		st.a.UpdatedAt = st.now
		c := &Change{Attempt: st.a, Interaction: who.Interaction}
		if st.player || st.rated {
			c.Player = st.p
		}
		if st.rated {
			c.Puzzle = st.puzzle
		}
		err = s.store.Save(ctx, c)
		if errors.Is(err, ErrConflict) {
			s.logger.InfoContext(ctx, "practice save conflict, reading again", "guild", who.GuildID, "user", who.UserID, "puzzle", pz.ID, "try", try+1)
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("saving the attempt at %s: %w", pz.ID, err)
		}
		st.step.Before, st.step.After, st.step.Player = st.before, st.a, st.p
		return &st.step, nil
	}
	return nil, fmt.Errorf("puzzle %s: %w", pz.ID, ErrContended)
}

// read loads the records a step needs: the attempt (a new one if none),
// the player (a new one if none) and the guild's latest dailies.
func (s *Service) read(ctx context.Context, who Who, pz Puzzle) (*state, error) {
	st := &state{s: s, who: who, pz: pz, now: s.clock.Now()}
	a, err := s.store.Attempt(ctx, who.GuildID, who.UserID, pz.ID)
	switch {
	case errors.Is(err, ErrNotFound):
		a = &Attempt{GuildID: who.GuildID, UserID: who.UserID, PuzzleID: pz.ID, CreatedAt: st.now}
	case err != nil:
		return nil, fmt.Errorf("reading the attempt at %s: %w", pz.ID, err)
	}
	st.a, st.before = a, a.Clone()
	if st.p, err = s.player(ctx, who.GuildID, who.UserID); err != nil {
		return nil, err
	}
	if st.latest, st.prev, err = s.current(ctx, who.GuildID); err != nil {
		return nil, err
	}
	return st, nil
}

// player returns the user's standing, a new one if none.
func (s *Service) player(ctx context.Context, guildID, userID string) (*Player, error) {
	p, err := s.store.Player(ctx, guildID, userID)
	if errors.Is(err, ErrNotFound) {
		return newPlayer(guildID, userID), nil
	}
	if err != nil {
		return nil, fmt.Errorf("reading the standing of %s: %w", userID, err)
	}
	return p, nil
}

// current returns the guild's latest daily and the one before it (nil
// where there is none).
func (s *Service) current(ctx context.Context, guildID string) (latest, prev *Daily, err error) {
	if s.dailies == nil || guildID == "" {
		return nil, nil, nil
	}
	ds, err := s.dailies.Dailies(ctx, guildID, NoDay, 2)
	if err != nil {
		return nil, nil, fmt.Errorf("reading the daily posts of %s: %w", guildID, err)
	}
	if len(ds) > 0 {
		latest = ds[0]
	}
	if len(ds) > 1 {
		prev = ds[1]
	}
	return latest, prev, nil
}

// decide ends the rated game with o, if it is still undecided: the user
// and the puzzle each play the other as they stood before it.
func (st *state) decide(ctx context.Context, o Outcome) error {
	if st.a.Rated != Undecided {
		return nil
	}
	st.a.Rated = o
	if st.puzzle == nil {
		pr, err := st.s.store.Puzzle(ctx, st.pz.ID)
		switch {
		case errors.Is(err, ErrNotFound):
			pr = &PuzzleRecord{PuzzleID: st.pz.ID, Rating: PuzzleRating(st.pz.Level)}
		case err != nil:
			return fmt.Errorf("reading the rating of %s: %w", st.pz.ID, err)
		}
		st.puzzle = pr
	}
	user := st.p.Rating
	if st.p.Games > 0 {
		user = user.idle(st.p.RatedAt, st.now)
	}
	score := 0.0
	if o == Won {
		score = 1
	}
	puzzle := st.puzzle.Rating
	st.p.Rating = user.Update(Game{Opponent: puzzle, Score: score})
	st.puzzle.Rating = puzzle.Update(Game{Opponent: user, Score: 1 - score})
	st.p.Games++
	st.p.RatedAt = st.now
	st.puzzle.Games++
	st.rated = true
	st.step.Rated, st.step.RatingBefore = true, user
	return nil
}

// solved records the solve and what it earned: the solved counts, and
// the streak if the puzzle is the guild's current daily.
func (st *state) solved(ctx context.Context) error {
	a := st.a
	a.Credit = a.credit()
	a.SolvedAt = st.now
	a.Line = nil
	if a.Credit == Clean {
		if err := st.decide(ctx, Won); err != nil {
			return err
		}
	}
	if !a.Credit.Counts() {
		return nil
	}
	st.p.Solved++
	if a.Credit == Clean {
		st.p.Clean++
	}
	st.player = true
	if d := st.creditDaily(); !d.IsZero() {
		a.Day = d
	}
	return nil
}

// creditDaily credits the guild's current day to the streak if the
// puzzle is its daily, and returns the day credited (NoDay if none).
func (st *state) creditDaily() Day {
	if st.latest == nil || st.latest.PuzzleID != st.pz.ID {
		return NoDay
	}
	prev := NoDay
	if st.prev != nil {
		prev = st.prev.Day
	}
	if !st.p.creditDay(st.latest.Day, prev) {
		return NoDay
	}
	st.player = true
	st.step.Credited = st.latest.Day
	return st.latest.Day
}

// Attempt returns the user's attempt at the puzzle as it stands (a new
// one, Version 0, if none).
func (s *Service) Attempt(ctx context.Context, who Who, pz Puzzle) (*Attempt, error) {
	a, err := s.store.Attempt(ctx, who.GuildID, who.UserID, pz.ID)
	if errors.Is(err, ErrNotFound) {
		return &Attempt{GuildID: who.GuildID, UserID: who.UserID, PuzzleID: pz.ID}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("reading the attempt at %s: %w", pz.ID, err)
	}
	return a, nil
}

// Answer judges an answer with judge, given the attempt as it stands,
// and saves the outcome: a wrong answer counts and loses the rated game
// if undecided, progress keeps the line, and a solve earns its credit
// (Credit), wins the rated game if clean, and extends the streak if the
// puzzle is the server's current daily. judge may be called again after
// a lost race, on the attempt as the other process left it; its errors
// come back as it returned them. A puzzle solved before is not judged:
// Step.AlreadySolved is set, and the server's current day is credited
// to the streak if the puzzle is its daily and that solve earned credit.
// Answers over the rate limit return *TooFast.
func (s *Service) Answer(ctx context.Context, who Who, pz Puzzle, judge func(a *Attempt) (Judgement, error)) (*Step, error) {
	if err := s.limit.take(who.UserID, s.clock.Now()); err != nil {
		return nil, err
	}
	return s.update(ctx, who, pz, func(st *state) error {
		a := st.a
		if a.Solved() {
			st.step.AlreadySolved = true
			if !a.Credit.Counts() || st.creditDaily().IsZero() {
				return errUnchanged
			}
			return nil
		}
		j, err := judge(a.Clone())
		if err != nil {
			return err
		}
		st.step.Judgement = j
		if j.Start != "" && a.First == "" {
			a.First, a.FirstWrong = j.Start, j.StartWrong
		}
		switch j.Verdict {
		case Wrong:
			a.Wrong++
			a.Line = nil
			return st.decide(ctx, Lost)
		case Progress:
			a.Line = append([]string(nil), j.Line...)
			return nil
		case Solved:
			return st.solved(ctx)
		}
		return fmt.Errorf("practice: judgement without a verdict")
	})
}

// Hint records a hint: fn gives it from the attempt as it stands (it may
// be called again after a lost race, and may change the attempt's Line,
// say to start a line that no longer fits again). A hint before the solve
// counts and loses the rated game if undecided; after the solve it
// counts nothing. fn's errors come back as it returned them.
func (s *Service) Hint(ctx context.Context, who Who, pz Puzzle, fn func(a *Attempt) error) (*Step, error) {
	return s.update(ctx, who, pz, func(st *state) error {
		if err := fn(st.a); err != nil {
			return err
		}
		if st.a.Solved() {
			st.step.AlreadySolved = true
			return errUnchanged
		}
		st.a.Hints++
		return st.decide(ctx, Lost)
	})
}

// Show records that the user looked at the solution: before the solve,
// a later solve earns no credit, and the rated game is lost if undecided.
func (s *Service) Show(ctx context.Context, who Who, pz Puzzle) (*Step, error) {
	return s.update(ctx, who, pz, func(st *state) error {
		if st.a.Solved() {
			st.step.AlreadySolved = true
			return errUnchanged
		}
		if st.a.Shown {
			return errUnchanged
		}
		st.a.Shown = true
		return st.decide(ctx, Lost)
	})
}

// Reset deletes the user's attempts and standing in the guild: their
// solved puzzles, streaks and rating. The puzzles' ratings keep the games
// they played.
func (s *Service) Reset(ctx context.Context, guildID, userID string) error {
	if err := s.store.Reset(ctx, guildID, userID); err != nil {
		return fmt.Errorf("resetting the stats of %s: %w", userID, err)
	}
	return nil
}
