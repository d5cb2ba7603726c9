package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestHelpFlags: gobot -h, --help and help print the usage and succeed,
// whatever else is configured; they are not serve's arguments (B2).
func TestHelpFlags(t *testing.T) {
	for _, args := range [][]string{{"-h"}, {"--help"}, {"-help"}, {"help"}} {
		var out, errOut bytes.Buffer
		m := &Main{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut, Getenv: envMap(nil)}
		err := m.Run(context.Background(), args)
		require.NoError(t, err, "%v", args)
		require.Contains(t, out.String(), "usage: gobot [subcommand] [flags]", "%v", args)
		require.Contains(t, out.String(), "console", "%v", args)
		require.NotContains(t, out.String()+errOut.String(), "takes no arguments", "%v", args)
	}
}

// TestServeRefusesArguments: serve's own arguments are still refused,
// with a usage error.
func TestServeRefusesArguments(t *testing.T) {
	m := &Main{Stdin: strings.NewReader(""), Stdout: &bytes.Buffer{}, Stderr: &bytes.Buffer{}, Getenv: envMap(nil)}
	err := m.Run(context.Background(), []string{"serve", "--verbose"})
	var u usageError
	require.ErrorAs(t, err, &u)
	require.Contains(t, err.Error(), "takes no arguments")
}
