package commands

import "context"

// Progress of a long deferred command: the transport puts a reporter in
// the handler's context, and the handler says how far it has got, which
// the transport shows by editing the deferred reply ("Proving problem 12
// of 40…").

type progressKey struct{}

// WithProgress returns ctx carrying report, which a long handler calls
// with interim text for its deferred reply. The transport decides how
// often to show it.
func WithProgress(ctx context.Context, report func(text string)) context.Context {
	return context.WithValue(ctx, progressKey{}, report)
}

// progress reports interim text, if the transport listens.
func progress(ctx context.Context, text string) {
	if f, ok := ctx.Value(progressKey{}).(func(string)); ok && f != nil {
		f(text)
	}
}
