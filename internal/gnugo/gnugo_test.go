package gnugo

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestClientAnswers(t *testing.T) {
	var sent bytes.Buffer
	answers := "= 2\n\n" + // simple
		"\n=\n\n" + // empty success, after a stray blank line
		"? unknown command\n\n" + // failure
		"=7 GNU Go\n\n" + // echoed id
		"= \nline one\nline two\n\n" + // multi-line
		"bogus\n\n" // not GTP
	c := NewClient(&sent, strings.NewReader(answers))

	ans, err := c.Send("protocol_version")
	require.NoError(t, err)
	require.Equal(t, "2", ans)

	ans, err = c.Send("clear_board")
	require.NoError(t, err)
	require.Equal(t, "", ans)

	_, err = c.Send("frobnicate")
	var gerr *Error
	require.True(t, errors.As(err, &gerr))
	require.Equal(t, "frobnicate", gerr.Command)
	require.Equal(t, "unknown command", gerr.Message)

	ans, err = c.Sendf("%d name", 7)
	require.NoError(t, err)
	require.Equal(t, "GNU Go", ans)

	ans, err = c.Send("showboard")
	require.NoError(t, err)
	require.Equal(t, "line one\nline two", ans)

	_, err = c.Send("name")
	require.ErrorContains(t, err, "unexpected answer")
	require.False(t, errors.As(err, &gerr))

	_, err = c.Send("name")
	require.ErrorContains(t, err, "reading the answer")

	_, err = c.Send("play b\nquit")
	require.ErrorContains(t, err, "line break")

	require.Equal(t, "protocol_version\nclear_board\nfrobnicate\n7 name\nshowboard\nname\nname\n", sent.String())
}

func TestStart(t *testing.T) {
	e, err := Start("--level", "1")
	if errors.Is(err, ErrNotInstalled) {
		t.Skip(err)
	}
	require.NoError(t, err)
	ans, err := e.Send("protocol_version")
	require.NoError(t, err)
	require.Equal(t, "2", ans)
	_, err = e.Send("boardsize 99")
	var gerr *Error
	require.True(t, errors.As(err, &gerr), "%v", err)
	require.NoError(t, e.Close())
}
