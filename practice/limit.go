package practice

import (
	"errors"
	"fmt"
	"sync"
	"time"
)

// ErrTooFast is an answer that came too soon after the user's earlier
// ones; *TooFast says how long to wait.
var ErrTooFast = errors.New("practice: answering too fast")

// TooFast is the refusal of an answer over the rate limit.
type TooFast struct {
	// Wait is how long until the next answer is accepted.
	Wait time.Duration
}

// Error implements error.
func (e *TooFast) Error() string {
	return fmt.Sprintf("%v: wait %v", ErrTooFast, e.Wait.Round(time.Second))
}

// Unwrap returns ErrTooFast.
func (e *TooFast) Unwrap() error { return ErrTooFast }

// The default rate limit: a burst of 5 answers, then one every 5
// seconds (12 a minute). A line of moves answered one at a time fits in
// it; an answer typed in a loop does not. Each answer off the book costs
// a proof search, which the limit also bounds.
const (
	defaultBurst = 5
	defaultEvery = 5 * time.Second
)

// limiter is a token bucket per user. It limits one process: each
// process's solver is what it protects, and a user's answers come
// through whichever process Discord or the load balancer picks, so
// several processes allow several times the rate between them.
type limiter struct {
	burst int
	every time.Duration

	mu      sync.Mutex
	buckets map[string]bucket
	sweep   time.Time
}

// bucket holds a user's tokens as of at.
type bucket struct {
	tokens float64
	at     time.Time
}

func newLimiter(burst int, every time.Duration) *limiter {
	return &limiter{burst: burst, every: every, buckets: map[string]bucket{}}
}

// take spends one of the user's tokens at now, or returns *TooFast.
func (l *limiter) take(user string, now time.Time) error {
	if l == nil || l.burst <= 0 {
		return nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	full := time.Duration(l.burst) * l.every
	if now.Sub(l.sweep) > full {
		// Forget the users whose buckets have filled up again: they are
		// as good as new, and the map stays as small as the users active
		// in the last burst·every.
		for u, b := range l.buckets {
			if now.Sub(b.at) >= full {
				delete(l.buckets, u)
			}
		}
		l.sweep = now
	}
	b, ok := l.buckets[user]
	if !ok {
		b = bucket{tokens: float64(l.burst), at: now}
	}
	if elapsed := now.Sub(b.at); elapsed > 0 {
		b.tokens = min(float64(l.burst), b.tokens+float64(elapsed)/float64(l.every))
		b.at = now
	}
	if b.tokens < 1 {
		wait := time.Duration((1 - b.tokens) * float64(l.every))
		l.buckets[user] = b
		return &TooFast{Wait: max(wait, time.Second)}
	}
	b.tokens--
	l.buckets[user] = b
	return nil
}
