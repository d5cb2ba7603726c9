package main

import (
	"bytes"
	"context"
	"errors"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

const renderSGF = "(;FF[4]GM[1]SZ[9]KM[6.5]PB[Ann]PW[Ben];B[ee];W[cc];B[gc];W[cg];B[dd]C[cut]LB[cd:a]TR[dc])"

func renderMain(stdin string) (*Main, *bytes.Buffer, *bytes.Buffer) {
	var out, errOut bytes.Buffer
	return &Main{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errOut, Getenv: func(string) string { return "" }}, &out, &errOut
}

func TestRenderSubcommand(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "game.sgf")
	require.NoError(t, os.WriteFile(in, []byte(renderSGF), 0o644))
	outPath := filepath.Join(dir, "out.png")

	m, _, _ := renderMain("")
	require.NoError(t, m.Run(context.Background(), []string{"render", in, "--move", "3",
		"--overlay", "status,territory", "--size", "400", "--theme", "high-contrast", "--numbers", "all", "-o", outPath}))
	f, err := os.Open(outPath)
	require.NoError(t, err)
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err)
	require.Equal(t, 400, img.Bounds().Dx())

	// Flags first, the file from standard input, the PNG to standard output.
	m, out, _ := renderMain(renderSGF)
	require.NoError(t, m.Run(context.Background(), []string{"render", "-o", "-", "-crop", "A1:E5", "-size", "300", "-"}))
	img, err = png.Decode(out)
	require.NoError(t, err)
	require.Equal(t, 300, img.Bounds().Dx())
}

// TestRenderMoveWithoutResult: a position in the middle of a finished
// game does not show the game's result: --move 3 of a record with RE[B+R]
// draws the same picture as of the record without it, while its last
// position (no --move) heads the picture with the result.
func TestRenderMoveWithoutResult(t *testing.T) {
	dir := t.TempDir()
	finished := strings.Replace(renderSGF, "PW[Ben]", "PW[Ben]RE[B+R]", 1)
	draw := func(sgf string, args ...string) []byte {
		t.Helper()
		in := filepath.Join(dir, "game.sgf")
		require.NoError(t, os.WriteFile(in, []byte(sgf), 0o644))
		m, out, _ := renderMain("")
		require.NoError(t, m.Run(context.Background(), append([]string{"render", in, "-o", "-", "--size", "300"}, args...)))
		return out.Bytes()
	}
	require.Equal(t, draw(renderSGF, "--move", "3"), draw(finished, "--move", "3"), "move 3 of 5 shows no result")
	require.NotEqual(t, draw(renderSGF), draw(finished), "the end of the game shows its result")
	require.Equal(t, draw(finished), draw(finished, "--move", "5"), "--move at the last move is the end")
}

func TestRenderSubcommandErrors(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "game.sgf")
	require.NoError(t, os.WriteFile(in, []byte(renderSGF), 0o644))
	bad := filepath.Join(dir, "bad.sgf")
	require.NoError(t, os.WriteFile(bad, []byte("(;SZ[9];B[ee"), 0o644))
	out := filepath.Join(dir, "x.png")
	for _, c := range []struct {
		args  []string
		usage bool
		want  string
	}{
		{[]string{"render", in}, true, "-o is required"},
		{[]string{"render", "-o", out}, true, "exactly one SGF file"},
		{[]string{"render", in, in, "-o", out}, true, "exactly one SGF file"},
		{[]string{"render", in, "-o", out, "--overlay", "heat"}, true, "unknown overlay"},
		{[]string{"render", in, "-o", out, "--theme", "sepia"}, true, "unknown theme"},
		{[]string{"render", in, "-o", out, "--size", "10"}, true, "width"},
		{[]string{"render", in, "-o", out, "--crop", "A1"}, true, "two corners"},
		{[]string{"render", in, "-o", out, "--crop", "A1:Z9"}, true, "crop"},
		{[]string{"render", in, "-o", out, "--numbers", "some"}, true, "-numbers"},
		{[]string{"render", in, "-o", out, "--move", "40"}, false, "move 40"},
		{[]string{"render", in, "-o", out, "--move", "last"}, true, "-move"},
		{[]string{"render", in, "-o", out, "--bogus"}, true, "not defined: -bogus"},
		{[]string{"render", filepath.Join(dir, "missing.sgf"), "-o", out}, false, "missing.sgf"},
		{[]string{"render", bad, "-o", out}, false, "bad.sgf"},
	} {
		m, _, _ := renderMain("")
		err := m.Run(context.Background(), c.args)
		require.Error(t, err, c.args)
		require.ErrorContains(t, err, c.want, c.args)
		var u usageError
		require.Equal(t, c.usage, errors.As(err, &u), "%v: usage error? %v", c.args, err)
		// As main prints it: one prefix for the program, one for the
		// subcommand.
		msg := "gobot: " + err.Error()
		require.True(t, strings.HasPrefix(msg, "gobot: render: "), msg)
		require.NotContains(t, msg, "gobot render", msg)
		require.NotContains(t, msg, "render: render:", msg)
	}
	_, err := os.Stat(out)
	require.True(t, os.IsNotExist(err), "a failed render must not leave a file")
}
