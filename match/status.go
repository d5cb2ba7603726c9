package match

// Status is where a channel's game is in its life.
type Status uint8

const (
	// StatusNone is the zero Status.
	StatusNone Status = iota
	// StatusChallenge is a challenge waiting to be accepted.
	StatusChallenge
	// StatusPlaying is a game in play.
	StatusPlaying
	// StatusScoring is a game after two passes, its dead stones being agreed.
	StatusScoring
	// StatusFinished is a game with a result (score, resignation, or void
	// when abandoned).
	StatusFinished
	// StatusDeclined is a challenge declined or withdrawn.
	StatusDeclined
	// StatusReview is an SGF file being reviewed together in the channel
	// (/review): it occupies the channel like a game.
	StatusReview
	// StatusReviewed is a review that ended.
	StatusReviewed
)

// String returns the status as a lower-case word, the form stores keep.
func (s Status) String() string {
	switch s {
	case StatusChallenge:
		return "challenge"
	case StatusPlaying:
		return "playing"
	case StatusScoring:
		return "scoring"
	case StatusFinished:
		return "finished"
	case StatusDeclined:
		return "declined"
	case StatusReview:
		return "review"
	case StatusReviewed:
		return "reviewed"
	}
	return "none"
}

// ParseStatus reads the word String returns.
func ParseStatus(s string) (Status, bool) {
	for st := StatusChallenge; st <= StatusReviewed; st++ {
		if st.String() == s {
			return st, true
		}
	}
	return StatusNone, false
}

// Active reports whether a game in this status occupies its channel.
func (s Status) Active() bool {
	return s == StatusChallenge || s == StatusPlaying || s == StatusScoring || s == StatusReview
}

// inPlay reports whether a game in this status has players at the board:
// in play or being scored.
func (s Status) inPlay() bool { return s == StatusPlaying || s == StatusScoring }
