package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestGTPSubcommand(t *testing.T) {
	var out, errOut bytes.Buffer
	m := &Main{Stdin: strings.NewReader("1 name\n2 boardsize 9\n3 genmove b\n4 quit\n5 name\n"), Stdout: &out, Stderr: &errOut, Getenv: func(string) string { return "" }}
	require.NoError(t, m.Run(context.Background(), []string{"gtp", "-seed", "5"}))
	ans := strings.Split(out.String(), "\n\n")
	require.Len(t, ans, 5, out.String()) // four answers and the rest after the last
	require.Equal(t, "=1 gobot", ans[0])
	require.Equal(t, "=2 ", ans[1])
	require.Regexp(t, `^=3 [A-HJ][1-9]$`, ans[2])
	require.Equal(t, "=4 ", ans[3])

	err := m.Run(context.Background(), []string{"gtp", "extra"})
	require.ErrorContains(t, err, "unexpected argument")
}
