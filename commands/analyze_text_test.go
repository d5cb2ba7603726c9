package commands

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
	"github.com/stretchr/testify/require"
)

// groupsOn builds groups on a 19×19 board for describeGroups: n groups of
// the colour and status, each of the given size, laid in rows from the
// bottom-left corner of the rows starting at row y0.
func groupsOn(c core.Color, st analysis.Status, n, size, y0 int, eyes float64) []analysis.Group {
	var out []analysis.Group
	x, y := 0, y0
	for range n {
		var pts []core.Point
		for range size {
			pts = append(pts, core.Pt(x, y))
			x++
		}
		x++ // a gap between groups
		if x+size > 19 {
			x, y = 0, y+2
		}
		out = append(out, analysis.Group{Color: c, Stones: core.NewPointSet(19, pts...), Status: st, Eyes: eyes})
	}
	return out
}

// emptyHeading is a status named with nothing after it.
var emptyHeading = regexp.MustCompile(`(alive unconditionally|alive|alive in seki|unsettled|dead): *( ·|$|\n)`)

// counted adds up what a side's line names and counts: its "group at"
// entries, its lone stones listed, and the "N more groups" and "N lone
// stones" it leaves out.
func counted(t *testing.T, line string) (groups, lone int) {
	t.Helper()
	groups = strings.Count(line, "group at ")
	for _, m := range regexp.MustCompile(`lone stones? at ([A-Z0-9, ]+?)(?:, and (\d+) more)?(?: ·|$|, and)`).FindAllStringSubmatch(line, -1) {
		lone += len(strings.Split(m[1], ", "))
		if m[2] != "" {
			n, _ := strconv.Atoi(m[2])
			lone += n
		}
	}
	for _, m := range regexp.MustCompile(`and (\d+) more groups?`).FindAllStringSubmatch(line, -1) {
		n, _ := strconv.Atoi(m[1])
		groups += n
	}
	for _, m := range regexp.MustCompile(`(?:and|groups?) (\d+) lone stones?`).FindAllStringSubmatch(line, -1) {
		n, _ := strconv.Atoi(m[1])
		lone += n
	}
	return groups, lone
}

// TestDescribeBusyBoard: on a board where Black has many small groups
// (the /tmp/qa g19 game had Black's alive groups use up the whole limit),
// each side names its fair share, largest first; every status a side has
// names a group or its lone stones, never an empty heading; and what is
// left out, lone stones too, is counted.
func TestDescribeBusyBoard(t *testing.T) {
	var gs []analysis.Group
	gs = append(gs, groupsOn(core.Black, analysis.Alive, 20, 2, 0, 0)...)
	gs = append(gs, groupsOn(core.Black, analysis.Alive, 1, 9, 5, 2)...)
	gs = append(gs, groupsOn(core.Black, analysis.Alive, 4, 1, 7, 0)...)
	gs = append(gs, groupsOn(core.Black, analysis.Unsettled, 2, 1, 8, 0)...)
	gs = append(gs, groupsOn(core.Black, analysis.Dead, 1, 1, 9, 0)...)
	gs = append(gs, groupsOn(core.White, analysis.Alive, 13, 3, 10, 12.5)...)
	gs = append(gs, groupsOn(core.White, analysis.Alive, 3, 1, 16, 0)...)
	gs = append(gs, groupsOn(core.White, analysis.Unsettled, 1, 1, 17, 0)...)
	text := describeGroups(gs, core.PointSet{})
	t.Log(text)
	require.NotRegexp(t, emptyHeading, text)
	lines := strings.Split(strings.TrimSpace(text), "\n")
	require.Len(t, lines, 2)
	black, white := lines[0], lines[1]

	// Largest first: Black's 9-stone group leads, whatever came first.
	require.True(t, strings.HasPrefix(black, "⚫ **Black** — alive: group at A6 (9 stones, 2+ eyes), group at "), black)
	// Every status is named with something in it.
	require.Contains(t, black, "· unsettled: lone stones at A9, C9 · dead: lone stone at A10")
	require.Contains(t, white, "· unsettled: lone stone at A18")
	// Fair shares: half of maxGroupItems each.
	entries := regexp.MustCompile(`group at |lone stones? at `)
	require.Len(t, entries.FindAllString(black, -1), maxGroupItems/2, black)
	require.Len(t, entries.FindAllString(white, -1), maxGroupItems/2, white)
	// What is left out is counted, lone stones included.
	require.Contains(t, black, "and 15 more groups and 4 lone stones")
	g, l := counted(t, black)
	require.Equal(t, [2]int{21, 7}, [2]int{g, l}, black)
	g, l = counted(t, white)
	require.Equal(t, [2]int{13, 4}, [2]int{g, l}, white)
	// Eye space to spare is "2+ eyes", never "12½ eyes".
	require.Contains(t, white, "(3 stones, 2+ eyes)")
	require.NotContains(t, text, "½ eyes")
}

// TestDescribeShares: a side that needs less than half leaves the rest to
// the other, and a board small enough is described whole.
func TestDescribeShares(t *testing.T) {
	for _, c := range []struct{ black, white, wantB, wantW int }{
		{3, 30, 3, 13},
		{30, 3, 13, 3},
		{30, 30, 8, 8},
		{5, 11, 5, 11},
		{0, 0, 0, 0},
		{8, 9, 8, 8},
	} {
		b, w := shares(c.black, c.white)
		require.Equal(t, [2]int{c.wantB, c.wantW}, [2]int{b, w}, "shares(%d, %d)", c.black, c.white)
	}
	// Two black groups and 30 white: Black names both, White 14.
	gs := append(groupsOn(core.Black, analysis.Alive, 2, 2, 0, 0), groupsOn(core.White, analysis.Dead, 30, 2, 4, 0)...)
	text := describeGroups(gs, core.PointSet{})
	require.Contains(t, text, "⚫ **Black** — alive: group at A1 (2 stones), group at D1 (2 stones)\n")
	require.Equal(t, 14+2, strings.Count(text, "group at "), text)
	require.Contains(t, text, "and 16 more groups\n")
	require.NotContains(t, text, "more groups and", "no lone stones to count")
}

// TestEyesDetail: the text gives an eye count in the words of the board's
// badge (analysis.EyeLabel), only where the count decides something
// (analysis.Group.EyesDecide).
func TestEyesDetail(t *testing.T) {
	shape := core.NewPointSet(19, core.Pt(2, 2), core.Pt(3, 2), core.Pt(4, 2))
	for e, want := range map[float64]string{0: "0 eyes", 0.5: "½ eye", 1: "1 eye", 1.5: "1½ eyes", 2: "2+ eyes", 2.5: "2+ eyes", 4.5: "2+ eyes", 10: "2+ eyes", 12.5: "2+ eyes"} {
		gr := analysis.Group{Color: core.Black, Stones: shape, Status: analysis.Unsettled, Eyes: e}
		require.Equal(t, want, eyesDetail(&gr, false), fmt.Sprint(e))
		require.Equal(t, analysis.EyeLabel(e), strings.Fields(want)[0], "text and badge differ for %v eyes", e)
	}
	alive := analysis.Group{Color: core.Black, Stones: shape, Status: analysis.Alive, Eyes: 1}
	require.Empty(t, eyesDetail(&alive, false), "a group alive with one eye lives by something else")
	alive.Eyes = 3
	require.Equal(t, "2+ eyes", eyesDetail(&alive, false))
	require.Empty(t, eyesDetail(&alive, true), "a group with a pass-alive chain lives by Benson, not by counting eyes")
}

// TestDescribeLoneStones is issue 16's "lone stones with 2 eyes": with
// only D4 and T1 on an empty 19×19 board, /analyze once said "alive: group
// at D4 (2 stones, 2 eyes)". Separate lone stones are named as lone
// stones, whatever group the analysis puts them in.
func TestDescribeLoneStones(t *testing.T) {
	g, err := core.NewGame(core.Size(19))
	require.NoError(t, err)
	for _, v := range []string{"D4", "pass", "T1"} {
		m, err := core.ParseMove(g.ToMove(), v, 19)
		require.NoError(t, err)
		require.NoError(t, g.Play(m))
	}
	text := describeGroups(analysis.Analyze(g).Groups(), core.PointSet{})
	require.NotContains(t, text, "group at", text)
	require.NotContains(t, text, "eye", text)
	require.Contains(t, text, "lone stones at D4, T1", text)
	// The same when the analysis links them into one group with eyes.
	linked := analysis.Group{Color: core.Black, Stones: core.NewPointSet(19, core.Pt(3, 3), core.Pt(18, 0)), Status: analysis.Alive, Eyes: 2}
	text = describeGroups([]analysis.Group{linked}, core.PointSet{})
	require.Equal(t, "⚫ **Black** — alive: lone stones at D4, T1\n", text)
}
