package main

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/gobot-baduk/gobot/puzzles"
	"github.com/stretchr/testify/require"
)

func TestPuzzlesGenerate(t *testing.T) {
	dir := t.TempDir()
	m, _, errOut := renderMain("")
	err := m.Run(context.Background(), []string{"puzzles", "generate", "-seed", "3", "-count", "2", "-size", "9", "-region", "corner", "-goal", "kill", "-max-empty", "5", "-out", dir})
	require.NoError(t, err, errOut.String())
	require.Contains(t, errOut.String(), "kept 2/2")
	require.FileExists(t, filepath.Join(dir, "gen-3.sgf.gz"))
	c, err := puzzles.LoadSupply(os.DirFS(dir), ".")
	require.NoError(t, err)
	require.Equal(t, 2, c.Len())
	for _, p := range c.All() {
		require.Equal(t, puzzles.Kill, p.Goal())
		require.Equal(t, 9, p.Size())
	}
}

func TestPuzzlesGenerateErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"puzzles"}, "the only verb is generate"},
		{[]string{"puzzles", "make"}, "the only verb is generate"},
		{[]string{"puzzles", "generate", "-count", "3"}, "-out DIR"},
		{[]string{"puzzles", "generate", "-out", "x", "-size", "11"}, "sizes are 9, 13 and 19"},
		{[]string{"puzzles", "generate", "-out", "x", "-region", "middle"}, "regions are corner, edge and centre"},
		{[]string{"puzzles", "generate", "-out", "x", "-goal", "ko"}, "goals are live and kill"},
		{[]string{"puzzles", "generate", "-out", "x", "-levels", "6"}, "levels are 1 to 5"},
		{[]string{"puzzles", "generate", "-out", "x", "-quota", "2-5"}, "give LEVEL:COUNT"},
	} {
		m, _, _ := renderMain("")
		err := m.Run(context.Background(), tc.args)
		var u usageError
		require.ErrorAs(t, err, &u, "%v", tc.args)
		require.Contains(t, err.Error(), tc.want, "%v", tc.args)
	}
}
