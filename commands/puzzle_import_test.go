package commands_test

import (
	"context"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/practice"
	"github.com/gobot-baduk/gobot/puzzles"
	"github.com/stretchr/testify/require"
)

// importBook is /puzzle import with the file attached.
func (h *harness) importBook(user commands.User, name string) *commands.Response {
	h.t.Helper()
	req := h.request(user, "/puzzle import file:901")
	req.Attachments = map[string]commands.Attachment{"901": {ID: "901", Filename: name, URL: cdn + name, Size: 100, ContentType: "application/x-go-sgf"}}
	return h.send(h.roundTrip(req))
}

func newImportHarness(t *testing.T) (*harness, attempts) {
	t.Helper()
	files := fakeFiles{cdn + "notes.txt": []byte("hello"), cdn + "broken.sgf": []byte("(;SZ[9];B[ee];W[zz"),
		cdn + "many.sgf": []byte(strings.Repeat("(;SZ[9])", puzzles.MaxImportProblems+1))}
	for _, name := range []string{"wrong-and-missing.sgf", "goproblems.sgf"} {
		data, err := os.ReadFile("../puzzles/testdata/books/" + name)
		require.NoError(t, err)
		files[cdn+name] = data
	}
	return newPuzzleHarness(t, commands.WithFetcher(files))
}

var serverID = regexp.MustCompile("`(srv-[0-9a-f]{10})`")

// TestPuzzleImport: a manager imports a book with a wrong answer and a
// missing one; the reply names the refusal with its refutation and the
// added answer; the problems are usable by id in this server only.
func TestPuzzleImport(t *testing.T) {
	h, at := newImportHarness(t)
	requireMistake(t, h.importBook(alice, "wrong-and-missing.sgf"), "Only members who may manage this server can import problems")
	r := h.importBook(mod, "wrong-and-missing.sgf")
	require.True(t, r.Ephemeral)
	require.Contains(t, r.Content, "3 problems read, 2 proved by gobot's solver; **2 imported**, 1 refused.")
	require.Contains(t, r.Content, "❌ problem 1 (Bent three, misprinted): the book marks B A18 correct, but it fails: White answers at A19, and White lives")
	require.Contains(t, r.Content, "The L group, one answer printed (level 2, Black to live)")
	require.Contains(t, r.Content, "the book missed A15, B15: added")
	ids := serverID.FindAllStringSubmatch(r.Content, -1)
	require.Len(t, ids, 2)
	lgroup := ids[0][1]

	// Importing again keeps each problem once.
	r = h.importBook(mod, "wrong-and-missing.sgf")
	require.Contains(t, r.Content, "2 proved by gobot's solver (2 already here); **0 imported**")

	r = h.run(alice, "/puzzle imported")
	require.Contains(t, r.Content, "**This server's problems** (2 of at most 2000; the daily draws on gobot's own puzzles)")
	require.Contains(t, r.Content, lgroup)

	// Anyone here can open and answer it; the added answer is right, and
	// the answer counts as any puzzle's.
	r = h.run(alice, "/puzzle today id:"+lgroup)
	require.Contains(t, r.Content, "The L group, one answer printed")
	r = h.run(alice, "/puzzle answer point:B15 id:"+lgroup)
	require.Contains(t, r.Content, "Correct")
	a := at.get(alice, lgroup)
	require.Equal(t, "B15", a.First)
	require.False(t, a.FirstWrong)

	// Another server does not see it.
	h.guild = "3333333333333333333"
	requireMistake(t, h.run(alice, "/puzzle today id:"+lgroup), "There is no puzzle")
	requireMistake(t, h.run(alice, "/puzzle imported"), "This server has imported no problems")
	h.guild = ""

	// A manager can remove one.
	requireMistake(t, h.run(alice, "/puzzle remove id:"+lgroup), "Only members who may manage")
	r = h.run(mod, "/puzzle remove id:"+lgroup)
	require.Contains(t, r.Content, "Removed the problem")
	requireMistake(t, h.run(alice, "/puzzle today id:"+lgroup), "There is no puzzle")
	requireMistake(t, h.run(mod, "/puzzle remove id:"+lgroup), "This server has no problem")
}

func TestPuzzleImportRefusals(t *testing.T) {
	h, _ := newImportHarness(t)
	requireMistake(t, h.importBook(mod, "notes.txt"), "is not an SGF file")
	requireMistake(t, h.importBook(mod, "broken.sgf"), "broken.sgf could not be read as SGF")
	requireMistake(t, h.importBook(mod, "many.sgf"), "many.sgf cannot be imported: the file holds 201 problems; the limit is 200 per file.")
	requireMistake(t, h.importBook(mod, "gone.sgf"), "Nothing was changed") // the CDN has no such file
	r, err := h.store.ServerPuzzles(context.Background(), harnessGuild)
	require.NoError(t, err)
	require.Empty(t, r, "a refused import kept problems")
}

// TestDailySource: the server's daily draws on its own problems once a
// manager says so, each shown before any repeats.
func TestDailySource(t *testing.T) {
	h, _ := newImportHarness(t)
	requireMistake(t, h.run(mod, "/settings daily-source from:server"), "this server has imported no problems yet")
	r := h.run(mod, "/settings show")
	require.Contains(t, r.Content, "Daily puzzles are drawn from gobot's own puzzles")
	h.importBook(mod, "goproblems.sgf")
	requireMistake(t, h.run(alice, "/settings daily-source from:both"), "Only members who may manage")
	r = h.run(mod, "/settings daily-source from:server")
	require.Contains(t, r.Content, "Saved. The daily puzzle now draws on this server's own problems. This server has 3 problems")
	r = h.run(mod, "/settings show")
	require.Contains(t, r.Content, "Daily puzzles are drawn from this server's own problems (`/settings daily-source`); the server has 3 imported problems.")
	ctx := context.Background()
	seen := map[string]bool{}
	for d := 0; d < 3; d++ {
		_, id, err := h.bot.DailyPostIn(ctx, harnessGuild, practice.DateOf(2024, 6, 5+d))
		require.NoError(t, err)
		require.True(t, practice.IsServerPuzzleID(id), id)
		seen[id] = true
	}
	require.Len(t, seen, 3, "three days show the three problems")
	// Another server's daily is gobot's own.
	_, id, err := h.bot.DailyPostIn(ctx, "3333333333333333333", practice.DateOf(2024, 6, 3))
	require.NoError(t, err)
	require.False(t, practice.IsServerPuzzleID(id))
	r = h.run(alice, "/puzzle today")
	require.Regexp(t, serverID, r.Content)
}

// TestPuzzleRandom: a fresh puzzle at a level, never one tried; a level
// out of range and a level all tried are refused clearly.
func TestPuzzleRandom(t *testing.T) {
	h, at := newImportHarness(t)
	requireMistake(t, h.run(alice, "/puzzle random level:9"), "The level goes from 1 (easiest) to 5 (hardest)")
	r := h.run(alice, "/puzzle random level:2")
	require.True(t, r.Ephemeral)
	require.Contains(t, r.Content, "**Practice puzzle: ")
	require.Contains(t, r.Content, "(level 2")
	id := regexp.MustCompile("Puzzle id: `([^`]+)`").FindStringSubmatch(r.Content)[1]
	// Answers count as for any puzzle: a rated first attempt.
	c, err := puzzles.Builtin()
	require.NoError(t, err)
	p := c.ByID(id)
	for _, n := range p.MainLine() {
		if n.Move().Color() == p.ToPlay() {
			r = h.run(alice, "/puzzle answer point:"+n.Move().Point().String()+" id:"+id)
			require.Contains(t, r.Content, "Correct")
		}
	}
	require.Contains(t, r.Content, "Solved")
	a := at.get(alice, id)
	require.Equal(t, practice.Won, a.Rated)
	require.Equal(t, practice.Clean, a.Credit)

	// Every other level-2 puzzle tried but one: that one comes next.
	ctx := context.Background()
	var left string
	for _, p := range c.All() {
		if p.Difficulty() != 2 || p.ID() == id {
			continue
		}
		if left == "" {
			left = p.ID()
			continue
		}
		require.NoError(t, h.store.Save(ctx, &practice.Change{Attempt: &practice.Attempt{GuildID: harnessGuild, UserID: alice.ID, PuzzleID: p.ID()}}))
	}
	r = h.run(alice, "/puzzle random level:2")
	require.Contains(t, r.Content, "Puzzle id: `"+left+"`")
	require.NoError(t, h.store.Save(ctx, &practice.Change{Attempt: &practice.Attempt{GuildID: harnessGuild, UserID: alice.ID, PuzzleID: left}}))
	requireMistake(t, h.run(alice, "/puzzle random level:2"), "You have tried all")
	// Without a level: near the rating, still one not tried.
	r = h.run(alice, "/puzzle random")
	id2 := regexp.MustCompile("Puzzle id: `([^`]+)`").FindStringSubmatch(r.Content)[1]
	_, err = h.store.Attempt(ctx, harnessGuild, alice.ID, id2)
	require.ErrorIs(t, err, practice.ErrNotFound)
}
