package commands

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/stretchr/testify/require"
)

// TestPointErrorExamples asks every board size a game or a review can have
// (2 to 25: /review start opens records as small as SZ[2]) for points that
// are not on it: the points the message offers as examples are on the
// board, in GTP and in SGF form alike, and name the same point; no message
// shows a stray character (a backquote was the SGF letter before 'a').
func TestPointErrorExamples(t *testing.T) {
	like := regexp.MustCompile(`like ([A-Z][0-9]+)(?: or ([a-z][0-9]+), or as two SGF letters like ([a-z]{2}))?\.`)
	for size := 2; size <= 25; size++ {
		t.Run(strconv.Itoa(size), func(t *testing.T) {
			for _, typed := range []string{"Z99", "I5", "i3", "0", "zz"} {
				_, perr := core.ParsePoint(typed, size)
				require.Error(t, perr, "%s is not on %d×%d", typed, size)
				msg := pointError(typed, size, perr).Error()
				require.NotContains(t, msg, "`", msg)
				m := like.FindStringSubmatch(msg)
				require.NotNil(t, m, msg)
				p, err := core.ParsePoint(m[1], size)
				require.NoError(t, err, "%s: the example %s is not on the board", msg, m[1])
				if m[2] != "" {
					require.Equal(t, strings.ToLower(m[1]), m[2])
					q, err := core.ParseSGF(m[3], size)
					require.NoError(t, err, "%s: the SGF example %s is not on the board", msg, m[3])
					require.Equal(t, p, q, "%s: the examples name different points", msg)
				}
			}
		})
	}
}
