// Package testenv says how much gobot's slow tests should do. The README's
// test command, go test ./..., runs a sample of each long sweep (the GNU Go
// comparisons, the exhaustive eye-space searches) so that it finishes in a
// few minutes; the full sweeps run when the environment variable
// GOBOT_TEST_LONG is 1, as CI sets it (.ci/run).
//
// A test asks Long, or lets Sample choose between its full sweep and its
// sample; either way a test that runs a sample says so in its log, with
// the command that runs the whole.
package testenv

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// LongVar is the environment variable that asks for the full sweeps.
const LongVar = "GOBOT_TEST_LONG"

// Long reports whether the full sweeps were asked for: GOBOT_TEST_LONG set
// to 1 (or to anything strconv.ParseBool reads as true).
func Long() bool {
	v, err := strconv.ParseBool(strings.TrimSpace(os.Getenv(LongVar)))
	return err == nil && v
}

// Sample returns full when the full sweeps were asked for; otherwise it
// returns sample and logs, with what (what the sample covers, e.g. "6 of
// the 34 games"), how to run the whole.
func Sample[T any](t testing.TB, full, sample T, what string) T {
	t.Helper()
	if Long() {
		return full
	}
	t.Logf("%s: a sample, %s; %s runs the full sweep", t.Name(), what, Command(t))
	return sample
}

// SkipUnlessLong skips t unless the full sweeps were asked for, saying
// what it leaves out and how to run it.
func SkipUnlessLong(t testing.TB, what string) {
	t.Helper()
	if !Long() {
		t.Skipf("%s is part of the full sweep; %s runs it", what, Command(t))
	}
}

// Command returns the command that runs t's top-level test with the full
// sweeps: "GOBOT_TEST_LONG=1 go test -run '^TestX$' ./core/analysis".
func Command(t testing.TB) string {
	name, _, _ := strings.Cut(t.Name(), "/")
	return fmt.Sprintf("%s=1 go test -run '^%s$' %s", LongVar, name, packageDir())
}

// packageDir returns the directory of the test's package relative to the
// module root ("./core/analysis"), or "." when it cannot tell: go test
// runs a package's tests in its directory.
func packageDir() string {
	wd, err := os.Getwd()
	if err != nil {
		return "."
	}
	for dir := wd; ; {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			rel, err := filepath.Rel(dir, wd)
			if err != nil || rel == "." {
				return "."
			}
			return "./" + filepath.ToSlash(rel)
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "."
		}
		dir = parent
	}
}
