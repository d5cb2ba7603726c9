package practice

import "time"

// Credit says what solving a puzzle earned. The zero Credit is Unsolved.
type Credit uint8

const (
	// Unsolved: not solved (yet).
	Unsolved Credit = iota
	// Clean: solved without a wrong answer, a hint or the solution. It is
	// the only solve that wins the rated game.
	Clean
	// AfterWrong: solved after one or more wrong answers.
	AfterWrong
	// AfterHint: solved after asking for a hint.
	AfterHint
	// AfterSolution: solved after looking at the solution, which earns
	// no credit: it counts for neither the solved puzzles nor the streak.
	AfterSolution
)

// String returns the credit in words: "unsolved", "clean", "after a
// wrong answer", "after a hint", "after seeing the solution".
func (c Credit) String() string {
	switch c {
	case Unsolved:
		return "unsolved"
	case Clean:
		return "clean"
	case AfterWrong:
		return "after a wrong answer"
	case AfterHint:
		return "after a hint"
	case AfterSolution:
		return "after seeing the solution"
	}
	return "unknown"
}

// Counts reports whether the solve earns credit: it counts among the
// solved puzzles and for the streak.
func (c Credit) Counts() bool { return c == Clean || c == AfterWrong || c == AfterHint }

// Outcome is the result of the rated game a user's first attempt at a
// puzzle is. The zero Outcome is Undecided.
type Outcome uint8

const (
	// Undecided: the first attempt has not ended.
	Undecided Outcome = iota
	// Won: the first attempt was a clean solve.
	Won
	// Lost: the first attempt met a wrong answer, a hint or the solution
	// before it was solved.
	Lost
)

// String returns "undecided", "won" or "lost".
func (o Outcome) String() string {
	switch o {
	case Undecided:
		return "undecided"
	case Won:
		return "won"
	case Lost:
		return "lost"
	}
	return "unknown"
}

// Attempt is one user's work on one puzzle in one server (a direct
// message is a scope of its own, with GuildID ""): the line in progress,
// what it took, and how it ended.
type Attempt struct {
	GuildID, UserID, PuzzleID string
	// Line is the attempt in progress: the user's moves and gobot's
	// answers alternately, as GTP vertices ("B18"). A wrong answer or a
	// solve clears it.
	Line []string
	// Wrong counts the wrong answers before the solve.
	Wrong int
	// Hints counts the hints asked for before the solve.
	Hints int
	// Shown reports that the user asked for the solution before solving
	// the puzzle.
	Shown bool
	// Credit is what the solve earned, Unsolved until it is solved; once
	// solved a puzzle stays solved, with the credit of that solve.
	Credit Credit
	// SolvedAt is when it was solved.
	SolvedAt time.Time
	// Rated is the outcome of the rated game: the first attempt's.
	Rated Outcome
	// First is the first move the user answered ("" before any answer),
	// and FirstWrong whether it was wrong: the day's figures count them.
	First      string
	FirstWrong bool
	// Day is the server day whose daily puzzle this solve counted for,
	// NoDay if it counted for none.
	Day Day
	// CreatedAt is when the attempt began, UpdatedAt when it last changed.
	CreatedAt, UpdatedAt time.Time
	// Version is the store's compare-and-swap counter: 0 for an attempt
	// never saved.
	Version int64
}

// Solved reports whether the puzzle is solved, with credit or not.
func (a *Attempt) Solved() bool { return a.Credit != Unsolved }

// Clone returns a deep copy.
func (a *Attempt) Clone() *Attempt {
	c := *a
	c.Line = append([]string(nil), a.Line...)
	return &c
}

// credit is the credit a solve now earns, by the counts so far: the
// solution outweighs a hint, and a hint a wrong answer.
func (a *Attempt) credit() Credit {
	switch {
	case a.Shown:
		return AfterSolution
	case a.Hints > 0:
		return AfterHint
	case a.Wrong > 0:
		return AfterWrong
	}
	return Clean
}

// Player is one user's standing in one server: the puzzles solved, the
// streak and the rating.
type Player struct {
	GuildID, UserID string
	// Solved counts the puzzles solved with credit; Clean those solved
	// cleanly.
	Solved, Clean int
	// Streak is the streak as of Last, the last server day credited; Best
	// is the longest streak. See Streak for the streak as it stands.
	Streak, Best int
	Last         Day
	// Rating is the Glicko-2 rating, Games the rated games and RatedAt
	// when the last one was played.
	Rating  Rating
	Games   int
	RatedAt time.Time
	// Version is the store's compare-and-swap counter: 0 for a player
	// never saved.
	Version int64
}

// newPlayer is the standing of a user with none yet.
func newPlayer(guildID, userID string) *Player {
	return &Player{GuildID: guildID, UserID: userID, Rating: NewRating}
}

// Provisional reports whether the rating is still provisional: its
// deviation is wide (over 110, Lichess's threshold), so it says little yet.
func (p *Player) Provisional() bool { return p.Games == 0 || p.Rating.Deviation > 110 }

// PuzzleRecord is a puzzle's rating: one for every server, since a
// puzzle is as hard for all.
type PuzzleRecord struct {
	PuzzleID string
	Rating   Rating
	// Games counts the rated games (first attempts) it was in.
	Games int
	// Version is the store's compare-and-swap counter: 0 for a puzzle
	// never rated.
	Version int64
}

// Daily is a server's daily post: the day's puzzle, where it was posted,
// and whether its answer has been given.
type Daily struct {
	GuildID string
	Day     Day
	// PuzzleID is the day's puzzle.
	PuzzleID string
	// ChannelID and MessageID are the post; ThreadID is the discussion
	// thread under it ("" where the bot could not open one).
	ChannelID, MessageID, ThreadID string
	// PostedAt is when it was posted.
	PostedAt time.Time
	// Answered reports that the solution and the day's figures were
	// posted, when the next day's puzzle was.
	Answered bool
}

// Figures are a puzzle's numbers in one server: how many tried it, how
// many solved it cleanly (at the first attempt), and the wrong first moves.
type Figures struct {
	// Tried counts the users who answered at least once.
	Tried int
	// Clean counts those who solved it at their first attempt, with no
	// wrong answer, hint or solution.
	Clean int
	// Solved counts those who solved it with credit.
	Solved int
	// WrongFirst are the wrong first moves, the most common first (ties
	// by vertex), with how many played each.
	WrongFirst []MoveCount
}

// MoveCount is a move and how many users played it.
type MoveCount struct {
	Move  string
	Count int
}
