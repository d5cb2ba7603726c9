package sqlstore

import "log/slog"

// Option is an optional setting of New. store/sqlite and store/postgres
// give it to their callers as their own Option (an alias), so that the
// settings both stores take are defined here once.
type Option func(*options)

type options struct {
	logger *slog.Logger
}

// WithLogger makes the store log what it skips (a settings row it cannot
// read) or fails to tidy (expired interaction ids) to l; the default, and
// what a nil l means, is slog.Default().
func WithLogger(l *slog.Logger) Option {
	return func(o *options) { o.logger = l }
}
