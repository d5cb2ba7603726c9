package commands

import "context"

// Progress reports how far a long request has come, as text the transport
// shows in place of the request's deferred reply ("Evaluating move 120 of
// 250 ▓▓▓▓░░░░░░") until the answer replaces it.
type Progress func(text string)

type progressKey struct{}

// WithProgress returns ctx carrying p, for the handler of a deferred
// request to report its progress through.
func WithProgress(ctx context.Context, p Progress) context.Context {
	return context.WithValue(ctx, progressKey{}, p)
}

// progressOf returns the Progress of ctx, or one that shows nothing.
func progressOf(ctx context.Context) Progress {
	if p, ok := ctx.Value(progressKey{}).(Progress); ok && p != nil {
		return p
	}
	return func(string) {}
}
