package commands_test

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/match/matchtest"
	"github.com/gobot-baduk/gobot/practice"
	"github.com/gobot-baduk/gobot/puzzles"
	"github.com/stretchr/testify/require"
	_ "time/tzdata"
)

// newCommunity returns a puzzle harness whose clock the test moves.
func newCommunity(t *testing.T, opts ...commands.Option) (*harness, attempts, *matchtest.Clock) {
	c := matchtest.NewClock(time.Date(2026, 3, 6, 12, 0, 0, 0, time.UTC))
	h, ps := newPuzzleHarness(t, append([]commands.Option{commands.WithClock(c)}, opts...)...)
	return h, ps, c
}

// post makes the server's daily post of day, as the schedule does, and
// returns its puzzle.
func (h *harness) post(day practice.Day) *puzzles.Puzzle {
	h.t.Helper()
	ctx := context.Background()
	r, id, err := h.bot.DailyPost(ctx, day)
	require.NoError(h.t, err)
	require.Contains(h.t, r.Content, "Daily puzzle of "+day.String())
	require.NoError(h.t, h.bot.DailyPosted(ctx, &practice.Daily{GuildID: h.guildID(), Day: day, PuzzleID: id, ChannelID: puzzleChannel, MessageID: "m-" + day.String()}))
	c, err := puzzles.Builtin()
	require.NoError(h.t, err)
	return c.ByID(id)
}

// solution returns the player's moves of the puzzle's main line.
func solution(p *puzzles.Puzzle) string {
	var moves []string
	for i, n := range p.MainLine() {
		if i%2 == 0 {
			moves = append(moves, n.Move().Point().String())
		}
	}
	return strings.Join(moves, " ")
}

// wrongFirst returns a wrong first move the book lists.
func wrongFirst(t *testing.T, p *puzzles.Puzzle) string {
	for _, n := range p.Solution().Children() {
		if !n.Correct() {
			return n.Move().Point().String()
		}
	}
	t.Fatalf("puzzle %s lists no wrong move", p.ID())
	return ""
}

// TestPuzzleCredit: the reply and the stats say what a solve earned: a
// clean solve, after a wrong answer, after a hint, or after the solution
// (no credit); and the first attempt is rated once.
func TestPuzzleCredit(t *testing.T) {
	h, ps, _ := newCommunity(t)
	const id = "straight-three-kill"
	r := h.run(alice, "/puzzle answer point:E19 id:"+id)
	requireMistake(t, r, "✅ **E19**", "your next move?")
	require.NotContains(t, r.Content, "rated", "the first attempt goes on")
	r = h.run(alice, "/puzzle answer point:F19 id:"+id)
	requireMistake(t, r, "Solved!", "A clean solve", "Your first attempt was rated: 1500 → ")

	h.run(bob, "/puzzle hint id:"+id)
	r = h.run(bob, `/puzzle answer point:"E19 F19" id:`+id)
	requireMistake(t, r, "Solved!", "(after a hint)")
	require.NotContains(t, r.Content, "rated", "the hint decided the rated game")

	h.run(carol, "/puzzle show id:"+id)
	r = h.run(carol, `/puzzle answer point:"E19 F19" id:`+id)
	requireMistake(t, r, "Solved!", "after seeing the solution: no credit", "earns no credit")

	r = h.run(mod, "/puzzle answer point:D19 id:"+id)
	requireMistake(t, r, "❌ **D19**", "rated: 1500 → ")
	r = h.run(mod, `/puzzle answer point:"E19 F19" id:`+id)
	requireMistake(t, r, "Solved!", "(after 1 wrong answer)")

	want := map[commands.User]practice.Credit{alice: practice.Clean, bob: practice.AfterHint, carol: practice.AfterSolution, mod: practice.AfterWrong}
	for u, c := range want {
		require.Equal(t, c, ps.get(u, id).Credit, u.Name)
	}
	r = h.run(alice, "/puzzle stats")
	require.False(t, r.Ephemeral, "/puzzle stats is for the channel")
	require.Contains(t, r.Content, "Solved: **1** (1 clean)")
	require.Contains(t, r.Content, "Straight three (`straight-three-kill`, level 1): solved cleanly")
	r = h.run(alice, "/puzzle stats user:carol")
	require.Contains(t, r.Content, "<@"+carol.ID+">")
	require.Contains(t, r.Content, "Solved: **0** (0 clean)")
	require.Contains(t, r.Content, "after seeing the solution: no credit")
	require.Contains(t, r.Content, "Rating: **", "carol's game was rated: the solution decided it")
	r = h.run(bob, "/puzzle stats user:alice")
	require.Contains(t, r.Content, "Solved: **1**")
}

// TestPuzzleDailyStreak: the server's daily, answered with /puzzle answer
// and no id, counts for the streak; a day without a post breaks nothing;
// the stats and the streak leaderboard say so.
func TestPuzzleDailyStreak(t *testing.T) {
	h, _, c := newCommunity(t)
	requireMistake(t, h.run(mod, "/settings daily channel:"+puzzleChannel+" hour:9 timezone:America/Los_Angeles"), "09:00 America/Los_Angeles time")
	loc, err := practice.LoadZone("America/Los_Angeles")
	require.NoError(t, err)
	at := func(s string) {
		t.Helper()
		tt, err := time.ParseInLocation("2006-01-02 15:04", s, loc)
		require.NoError(t, err)
		c.Set(tt)
	}
	for i, d := range []string{"2026-03-06", "2026-03-07", "2026-03-09"} { // 03-08: the bot is down
		day, err := practice.ParseDay(d)
		require.NoError(t, err)
		at(d + " 09:00")
		p := h.post(day)
		today := h.run(alice, "/puzzle today")
		require.Contains(t, today.Content, "Daily puzzle of "+d)
		require.Contains(t, today.Content, "`"+p.ID()+"`")
		at(d + " 20:00")
		r := h.run(alice, `/puzzle answer point:"`+solution(p)+`"`)
		requireMistake(t, r, "Solved!", "🔥 Streak: "+[]string{"1 day", "2 days", "3 days"}[i])
	}
	// Before the next post (and after midnight), the puzzle of 03-09 is
	// still today's: solved again, it counts once.
	at("2026-03-10 08:00")
	r := h.run(alice, "/puzzle today")
	require.Contains(t, r.Content, "Daily puzzle of 2026-03-09")
	r = h.run(alice, "/puzzle stats")
	require.Contains(t, r.Content, "🔥 Streak: **3** days (best 3)")
	r = h.run(bob, "/puzzle leaderboard")
	require.False(t, r.Ephemeral)
	require.Contains(t, r.Content, "1. <@"+alice.ID+"> 🔥 3 days (best 3)")
	require.Contains(t, r.Content, "You are not on this board yet.")
	require.Empty(t, r.Mentions, "the board pings nobody")

	// A user who solves an earlier day's puzzle practises: no streak.
	r = h.run(bob, `/puzzle answer point:"`+solution(dailyOf(t, "2026-03-06"))+`" id:`+dailyOf(t, "2026-03-06").ID())
	requireMistake(t, r, "Solved!")
	require.NotContains(t, r.Content, "Streak")
	// The next post without alice's solve: her streak lives until the one
	// after.
	at("2026-03-10 09:00")
	h.post(practice.DateOf(2026, 3, 10))
	require.Contains(t, h.run(alice, "/puzzle stats").Content, "🔥 Streak: **3** days")
	at("2026-03-11 09:00")
	h.post(practice.DateOf(2026, 3, 11))
	require.Contains(t, h.run(alice, "/puzzle stats").Content, "🔥 Streak: **0** days (best 3)")
	r = h.run(alice, "/puzzle leaderboard by:streak")
	require.Contains(t, r.Content, "Nobody has a streak going")
}

// dailyOf is the schedule's puzzle of a day.
func dailyOf(t *testing.T, d string) *puzzles.Puzzle {
	t.Helper()
	day, err := practice.ParseDay(d)
	require.NoError(t, err)
	c, err := puzzles.Builtin()
	require.NoError(t, err)
	return c.Daily(day.Date())
}

// TestPuzzleLeaderboard: ranked by solves and ratings, with the asking
// user's place; another server's players never appear.
func TestPuzzleLeaderboard(t *testing.T) {
	h, _, _ := newCommunity(t)
	c, err := puzzles.Builtin()
	require.NoError(t, err)
	all := c.All()
	solve := func(u commands.User, n int) {
		for _, p := range all[:n] {
			requireMistake(t, h.run(u, `/puzzle answer point:"`+solution(p)+`" id:`+p.ID()), "Solved!")
		}
	}
	solve(alice, 3)
	solve(bob, 5)
	solve(carol, 1)
	r := h.run(carol, "/puzzle leaderboard by:solved")
	require.Contains(t, r.Content, "**Puzzle leaderboard: puzzles solved** (this server's members)")
	require.Regexp(t, regexp.MustCompile(`(?s)1\. <@`+bob.ID+`> 5 solved \(5 clean\)\n2\. <@`+alice.ID+`> 3 solved \(3 clean\)\n3\. <@`+carol.ID+`> 1 solved`), r.Content)
	r = h.run(carol, "/puzzle leaderboard by:rating")
	require.Regexp(t, `1\. <@`+bob.ID+`> \d+ ±\d+`, r.Content)
	requireMistake(t, h.run(carol, "/puzzle leaderboard by:speed"), "`streak`, `solved` or `rating`")

	// In another server, only its own players.
	h.guild = "1111111111111111112"
	solve(mod, 1)
	r = h.run(mod, "/puzzle leaderboard by:solved")
	require.Contains(t, r.Content, "1. <@"+mod.ID+">")
	require.NotContains(t, r.Content, alice.ID)
	require.NotContains(t, r.Content, bob.ID)
	r = h.run(alice, "/puzzle stats")
	require.Contains(t, r.Content, "No puzzle answered here yet", "alice's solves are in the other server")
}

// TestPuzzleReset: a user resets their own stats after confirming; only a
// server manager may reset someone else's.
func TestPuzzleReset(t *testing.T) {
	h, ps, _ := newCommunity(t)
	const id = "straight-three-kill"
	h.run(alice, `/puzzle answer point:"E19 F19" id:`+id)
	h.run(bob, `/puzzle answer point:"E19 F19" id:`+id)
	r := h.run(alice, "/puzzle reset")
	requireMistake(t, r, "This deletes your puzzle stats in this server", "cannot be undone")
	requireMistake(t, h.click(alice, "Keep them", r), "Nothing was deleted")
	require.True(t, ps.get(alice, id).Solved())
	requireMistake(t, h.click(bob, "Delete the stats", r), "Only the user themselves or a server manager")
	requireMistake(t, h.click(alice, "Delete the stats", r), "Your puzzle stats in this server are deleted")
	_, err := ps.st.Attempt(context.Background(), harnessGuild, alice.ID, id)
	require.ErrorIs(t, err, practice.ErrNotFound)
	require.Contains(t, h.run(alice, "/puzzle stats").Content, "No puzzle answered here yet")

	requireMistake(t, h.run(alice, "/puzzle reset user:bob"), "Only server managers")
	r = h.run(mod, "/puzzle reset user:bob")
	requireMistake(t, r, "<@"+bob.ID+">'s puzzle stats")
	requireMistake(t, h.click(mod, "Delete the stats", r), "<@"+bob.ID+">'s puzzle stats in this server are deleted")
	_, err = ps.st.Attempt(context.Background(), harnessGuild, bob.ID, id)
	require.ErrorIs(t, err, practice.ErrNotFound)
}

// TestPuzzleListAndAutocomplete: the server's earlier dailies, newest
// first, paged; the id option suggests them, then any puzzle.
func TestPuzzleListAndAutocomplete(t *testing.T) {
	h, _, c := newCommunity(t)
	requireMistake(t, h.run(alice, "/puzzle list"), "has not posted a daily puzzle in this server yet")
	for i := range 12 {
		d := practice.DateOf(2026, 3, 1+i)
		c.Set(d.Date().Add(13 * time.Hour))
		h.post(d)
	}
	p := dailyOf(t, "2026-03-12")
	h.run(alice, `/puzzle answer point:"`+solution(p)+`"`)
	r := h.run(alice, "/puzzle list")
	requireMistake(t, r, "**This server's daily puzzles**", "2026-03-12 · "+p.Title(), "✅ solved cleanly", "not tried", "`/puzzle list before:2026-03-03`")
	require.NotContains(t, r.Content, "2026-03-02")
	r = h.run(alice, "/puzzle list before:2026-03-03")
	requireMistake(t, r, "2026-03-02", "2026-03-01")
	require.NotContains(t, r.Content, "Older ones")
	requireMistake(t, h.run(alice, "/puzzle list before:2026-03-01"), "No daily puzzle was posted here before 2026-03-01")
	requireMistake(t, h.run(alice, "/puzzle list before:yesterday"), "YYYY-MM-DD")

	ac := func(typed string) []*discordgo.ApplicationCommandOptionChoice {
		req := h.request(alice, `/puzzle today id:"`+typed+`"`)
		req.Kind, req.Focused = commands.KindAutocomplete, "id"
		return h.send(h.roundTrip(req)).Choices
	}
	choices := ac("")
	require.Len(t, choices, 25)
	require.Equal(t, "2026-03-12 · "+p.Title()+" (level "+string(rune('0'+p.Difficulty()))+") · "+p.ID(), choices[0].Name)
	require.Equal(t, p.ID(), choices[0].Value)
	for _, ch := range ac("carpenter") {
		require.Contains(t, ch.Value, "carpenter")
	}
	require.NotEmpty(t, ac("carpenter"))
	require.NotEmpty(t, ac("2026-03-05"), "a day finds its puzzle")
	require.Empty(t, ac("no such puzzle"))
}

// TestPuzzleNext: a puzzle not tried, near the user's rating, not one of
// the server's coming dailies; shown only to the asker, with buttons.
func TestPuzzleNext(t *testing.T) {
	h, ps, _ := newCommunity(t)
	h.run(mod, "/settings daily channel:"+puzzleChannel)
	coll, err := puzzles.Builtin()
	require.NoError(t, err)
	upcoming := map[string]bool{}
	today := practice.DateOf(2026, 3, 6)
	for i := 1; i <= 14; i++ {
		upcoming[coll.Daily(today.AddDays(i).Date()).ID()] = true
	}
	seen := map[string]bool{}
	for range len(coll.All()) - len(upcoming) {
		r := h.run(alice, "/puzzle next")
		requireMistake(t, r, "**Practice puzzle: ", "to play")
		require.NotEmpty(t, h.findButton("answer", r))
		m := regexp.MustCompile("Puzzle id: `([^`]+)`").FindStringSubmatch(r.Content)
		require.Len(t, m, 2)
		id := m[1]
		require.False(t, seen[id], "%s offered twice", id)
		require.False(t, upcoming[id], "%s is a coming daily", id)
		seen[id] = true
		h.run(alice, "/puzzle answer point:A1 id:"+id) // an answer, wrong or refused, or a hint: tried
		if a := ps.get0(alice, id); a == nil {
			h.run(alice, "/puzzle hint id:"+id)
		}
	}
	// With every other puzzle tried, a coming daily rather than none.
	r := h.run(alice, "/puzzle next")
	requireMistake(t, r, "**Practice puzzle: ")
}

// get0 returns the user's attempt, or nil if there is none.
func (a attempts) get0(user commands.User, puzzleID string) *practice.Attempt {
	at, err := a.st.Attempt(context.Background(), harnessGuild, user.ID, puzzleID)
	if err != nil {
		return nil
	}
	return at
}

// TestPuzzleAnswerLimit: answers over the limit are refused, saying how
// long to wait, and not judged.
func TestPuzzleAnswerLimit(t *testing.T) {
	h, ps, c := newCommunity(t, commands.WithAnswerLimit(2, 10*time.Second))
	const id = "straight-three-kill"
	requireMistake(t, h.run(alice, "/puzzle answer point:D19 id:"+id), "❌")
	requireMistake(t, h.run(alice, "/puzzle answer point:D19 id:"+id), "❌")
	requireMistake(t, h.run(alice, "/puzzle answer point:D19 id:"+id), "You are answering too fast: wait 10 seconds")
	require.Equal(t, 2, ps.get(alice, id).Wrong, "the refused answer was not judged")
	requireMistake(t, h.run(bob, "/puzzle answer point:D19 id:"+id), "❌")
	c.Set(c.Now().Add(10 * time.Second))
	requireMistake(t, h.run(alice, "/puzzle answer point:E19 id:"+id), "✅")
}

// TestSettingsTimezone: a server's zone, given as an IANA name in any
// case, is kept and said; a name that is not a zone is refused; the
// option suggests zones as they are typed.
func TestSettingsTimezone(t *testing.T) {
	h, _, _ := newCommunity(t)
	r := h.run(mod, "/settings daily channel:"+puzzleChannel+" hour:7 timezone:asia/kolkata")
	requireMistake(t, r, "at 07:00 Asia/Kolkata time", "the day in Asia/Kolkata")
	st, err := h.store.Settings(context.Background(), harnessGuild)
	require.NoError(t, err)
	require.Equal(t, "Asia/Kolkata", st.PuzzleZone)
	// A later /settings daily keeps the zone unless it names one.
	requireMistake(t, h.run(mod, "/settings daily channel:"+puzzleChannel+" hour:8"), "at 08:00 Asia/Kolkata time")
	requireMistake(t, h.run(mod, "/settings daily channel:"+puzzleChannel+" timezone:UTC"), "at 12:00 UTC.")
	requireMistake(t, h.run(mod, "/settings daily channel:"+puzzleChannel+" timezone:Mars/Olympus"), `"Mars/Olympus" is not a time zone gobot knows`)
	requireMistake(t, h.run(mod, "/settings daily channel:"+puzzleChannel+" timezone:Local"), "not a time zone")

	req := h.request(mod, `/settings daily channel:`+puzzleChannel+` timezone:"los angeles"`)
	req.Kind, req.Focused = commands.KindAutocomplete, "timezone"
	choices := h.send(h.roundTrip(req)).Choices
	require.NotEmpty(t, choices)
	require.Equal(t, "America/Los_Angeles", choices[0].Value)
	require.Contains(t, choices[0].Name, "America/Los_Angeles (now ")
}

// TestDailyAnswer: the answer to the day before, posted with the next
// day's puzzle: the solution with its numbered picture and the day's
// figures, given once.
func TestDailyAnswer(t *testing.T) {
	h, _, c := newCommunity(t)
	ctx := context.Background()
	d1, d2 := practice.DateOf(2026, 3, 6), practice.DateOf(2026, 3, 7)
	p := h.post(d1)
	wrong := wrongFirst(t, p)
	h.run(alice, `/puzzle answer point:"`+solution(p)+`"`)
	h.run(bob, "/puzzle answer point:"+wrong)
	h.run(carol, "/puzzle answer point:"+wrong)
	h.run(carol, `/puzzle answer point:"`+solution(p)+`"`)
	h.run(mod, "/puzzle hint") // not an answer
	c.Set(d2.Date().Add(13 * time.Hour))
	h.post(d2)
	prev, r, err := h.bot.DailyAnswer(ctx, harnessGuild, d2)
	require.NoError(t, err)
	require.NotNil(t, prev)
	require.Equal(t, d1, prev.Day)
	require.Equal(t, "m-2026-03-06", prev.MessageID, "the reply goes to the previous post")
	require.False(t, r.Ephemeral)
	require.Contains(t, r.Content, "**The answer to the puzzle of 2026-03-06: "+p.Title())
	require.Contains(t, r.Content, "1. "+colorOf(p)+" **"+strings.Fields(solution(p))[0]+"**")
	require.Contains(t, r.Content, "📊 3 tried it, 1 solved it at the first attempt")
	require.Contains(t, r.Content, ", 1 more after a wrong answer or a hint")
	require.Contains(t, r.Content, "The most common wrong first move was **"+wrong+"** (2 players): ")
	require.Contains(t, r.Content, " answers **")
	require.Len(t, r.Files, 1)
	require.Equal(t, "solution-"+p.ID()+".png", r.Files[0].Name)
	requirePNG(t, r)
	again, _, err := h.bot.DailyAnswer(ctx, harnessGuild, d2)
	require.NoError(t, err)
	require.Nil(t, again, "the answer is given once")
	require.NoError(t, h.bot.ReleaseDailyAnswer(ctx, harnessGuild, d1))
	again, _, err = h.bot.DailyAnswer(ctx, harnessGuild, d2)
	require.NoError(t, err)
	require.NotNil(t, again, "a released answer can be given again")

	name, first := commands.DailyThread(d2, p.ID())
	require.Equal(t, "Puzzle of 2026-03-07: "+p.Title(), name)
	require.Contains(t, first.Content, "||C3||")
}

func colorOf(p *puzzles.Puzzle) string {
	if p.ToPlay() == 1 {
		return "Black"
	}
	return "White"
}

// TestPuzzleStatsAttemptUnderway: a puzzle whose line is still being
// answered shows in the stats; they do not say nothing was answered.
func TestPuzzleStatsAttemptUnderway(t *testing.T) {
	h, _, _ := newCommunity(t)
	requireMistake(t, h.run(alice, "/puzzle answer point:E19 id:straight-three-kill"), "your next move?")
	r := h.run(alice, "/puzzle stats")
	require.NotContains(t, r.Content, "No puzzle answered")
	require.Contains(t, r.Content, "(`straight-three-kill`, level")
	require.Contains(t, r.Content, "Rating: **unrated**")
}
