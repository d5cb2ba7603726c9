// Package e2e holds the end-to-end tests of the gobot binary with its
// durable stores: they build cmd/gobot, serve interactions over HTTP with
// signed requests, kill the processes with SIGKILL and check what the
// database kept (see crash_test.go and race_test.go; puzzle_test.go for
// puzzle answers and the daily posts of two processes). It has no code of
// its own.
package e2e
