package practice_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/practice"
	"github.com/gobot-baduk/gobot/store/memory"
)

// TestCredit: what each way of solving earns (the credit, the solved and
// clean counts, the rated game), and that a solved puzzle stays solved.
func TestCredit(t *testing.T) {
	cases := []struct {
		actions            string // space-separated: solve, err, line, hint, peek
		credit             practice.Credit
		rated              practice.Outcome
		solved, clean, hit int // hit: the streak after (the puzzle is the daily)
	}{
		{"solve", practice.Clean, practice.Won, 1, 1, 1},
		{"line solve", practice.Clean, practice.Won, 1, 1, 1},
		{"err solve", practice.AfterWrong, practice.Lost, 1, 0, 1},
		{"err err line err solve", practice.AfterWrong, practice.Lost, 1, 0, 1},
		{"hint solve", practice.AfterHint, practice.Lost, 1, 0, 1},
		{"line hint solve", practice.AfterHint, practice.Lost, 1, 0, 1},
		{"err hint solve", practice.AfterHint, practice.Lost, 1, 0, 1},
		{"peek solve", practice.AfterSolution, practice.Lost, 0, 0, 0},
		{"hint peek solve", practice.AfterSolution, practice.Lost, 0, 0, 0},
		{"err peek hint solve", practice.AfterSolution, practice.Lost, 0, 0, 0},
		{"line", practice.Unsolved, practice.Undecided, 0, 0, 0},
		{"err", practice.Unsolved, practice.Lost, 0, 0, 0},
		// Once solved, a puzzle stays solved: later answers, hints and
		// looks at the solution change nothing.
		{"solve err hint peek solve", practice.Clean, practice.Won, 1, 1, 1},
		{"hint solve peek", practice.AfterHint, practice.Lost, 1, 0, 1},
	}
	for _, c := range cases {
		t.Run(c.actions, func(t *testing.T) {
			w := newWorld(t)
			s := server{guild: "g", sched: schedule(t, "UTC", 0)}
			w.clock.set(time.Date(2026, 3, 1, 1, 0, 0, 0, time.UTC))
			w.do(s, "post")
			pz := w.current(s)
			ctx := context.Background()
			for _, a := range strings.Fields(c.actions) {
				switch a {
				case "solve":
					w.answer(s, "alice", pz, practice.Solved)
				case "err":
					w.answer(s, "alice", pz, practice.Wrong)
				case "line":
					w.answer(s, "alice", pz, practice.Progress)
				case "hint":
					w.do(s, "alice hints")
				case "peek":
					w.do(s, "alice peeks")
				}
			}
			a, err := w.svc.Attempt(ctx, practice.Who{GuildID: "g", UserID: "alice"}, pz)
			if err != nil {
				t.Fatal(err)
			}
			if a.Credit != c.credit || a.Rated != c.rated {
				t.Errorf("credit %v, rated %v; want %v, %v", a.Credit, a.Rated, c.credit, c.rated)
			}
			st, err := w.svc.Stats(ctx, "g", "alice")
			if err != nil {
				t.Fatal(err)
			}
			if st.Solved != c.solved || st.Clean != c.clean || st.Current != c.hit {
				t.Errorf("solved %d clean %d streak %d; want %d %d %d", st.Solved, st.Clean, st.Current, c.solved, c.clean, c.hit)
			}
			wantGames := 0
			if c.rated != practice.Undecided {
				wantGames = 1
			}
			if st.Games != wantGames {
				t.Errorf("%d rated games, want %d", st.Games, wantGames)
			}
			if c.rated == practice.Won && st.Rating.Rating <= practice.NewRating.Rating || c.rated == practice.Lost && st.Rating.Rating >= practice.NewRating.Rating {
				t.Errorf("rating %.1f after a %v game", st.Rating.Rating, c.rated)
			}
		})
	}
}

// TestFirstAttemptOnce: the rated game of a first attempt is played once,
// whether the same answer arrives twice (a redelivery: the store refuses
// the second) or two answers race (two processes: the loser reads again
// and finds the game decided).
func TestFirstAttemptOnce(t *testing.T) {
	ctx := context.Background()
	st := memory.New()
	c := &fakeClock{t: time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)}
	svc := practice.NewService(st, st, practice.WithClock(c), practice.WithRateLimit(0, 0))
	pz := practice.Puzzle{ID: "p", Level: 3}
	wrong := func(a *practice.Attempt) (practice.Judgement, error) {
		return practice.Judgement{Verdict: practice.Wrong, Start: "D19", StartWrong: true}, nil
	}
	who := practice.Who{GuildID: "g", UserID: "alice", Interaction: "i1"}
	if _, err := svc.Answer(ctx, who, pz, wrong); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Answer(ctx, who, pz, wrong); !errors.Is(err, practice.ErrAlreadyHandled) {
		t.Fatalf("the same interaction again: %v, want ErrAlreadyHandled", err)
	}
	// Sixteen users answer at once, each twice in a race with themselves.
	var wg sync.WaitGroup
	for u := range 16 {
		for k := range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				who := practice.Who{GuildID: "g", UserID: fmt.Sprint("u", u), Interaction: fmt.Sprint("i", u, "-", k)}
				if _, err := svc.Answer(ctx, who, pz, wrong); err != nil {
					t.Error(err)
				}
			}()
		}
	}
	wg.Wait()
	a, _ := st.Attempt(ctx, "g", "alice", "p")
	if a.Wrong != 1 {
		t.Errorf("alice's redelivered answer counted %d times", a.Wrong)
	}
	for u := range 16 {
		p, err := st.Player(ctx, "g", fmt.Sprint("u", u))
		if err != nil {
			t.Fatal(err)
		}
		a, _ := st.Attempt(ctx, "g", fmt.Sprint("u", u), "p")
		if p.Games != 1 || a.Wrong != 2 {
			t.Errorf("u%d: %d rated games, %d wrong answers; want 1 and 2", u, p.Games, a.Wrong)
		}
	}
	pr, err := st.Puzzle(ctx, "p")
	if err != nil {
		t.Fatal(err)
	}
	if pr.Games != 17 {
		t.Errorf("the puzzle played %d rated games, want 17", pr.Games)
	}
	if pr.Rating.Rating <= practice.PuzzleRating(3).Rating {
		t.Errorf("the puzzle that beat everyone is rated %.1f", pr.Rating.Rating)
	}
}

func TestRateLimit(t *testing.T) {
	ctx := context.Background()
	st := memory.New()
	c := &fakeClock{t: time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)}
	svc := practice.NewService(st, st, practice.WithClock(c), practice.WithRateLimit(3, 10*time.Second))
	judged := 0
	line := func(a *practice.Attempt) (practice.Judgement, error) {
		judged++
		return practice.Judgement{Verdict: practice.Progress, Line: []string{"E19", "D19"}}, nil
	}
	answer := func(user string) error {
		_, err := svc.Answer(ctx, practice.Who{GuildID: "g", UserID: user}, practice.Puzzle{ID: "p"}, line)
		return err
	}
	for i := range 3 {
		if err := answer("alice"); err != nil {
			t.Fatalf("answer %d: %v", i+1, err)
		}
	}
	err := answer("alice")
	var tf *practice.TooFast
	if !errors.As(err, &tf) || !errors.Is(err, practice.ErrTooFast) || tf.Wait != 10*time.Second {
		t.Fatalf("the fourth answer: %v, want TooFast waiting 10s", err)
	}
	if judged != 3 {
		t.Errorf("%d answers judged, want 3: a refused answer is not judged", judged)
	}
	if err := answer("bob"); err != nil {
		t.Errorf("bob is not limited by alice: %v", err)
	}
	c.set(c.Now().Add(4 * time.Second))
	if err := answer("alice"); !errors.As(err, &tf) || tf.Wait != 6*time.Second {
		t.Errorf("4 seconds later: %v, want a 6s wait", err)
	}
	c.set(c.Now().Add(6 * time.Second))
	if err := answer("alice"); err != nil {
		t.Errorf("10 seconds later: %v", err)
	}
}

// TestLeaderboard: ranks with ties, the asking user's place beyond the
// top ten, and only the server's own players.
func TestLeaderboard(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	s := server{guild: "g", sched: schedule(t, "UTC", 0)}
	other := server{guild: "h", sched: schedule(t, "UTC", 0)}
	w.clock.set(time.Date(2026, 3, 1, 1, 0, 0, 0, time.UTC))
	w.do(s, "post")
	w.do(other, "post")
	// u00 to u13 solve u-numbered practice puzzles: uNN solves NN+1.
	for u := range 14 {
		for k := range u + 1 {
			w.answer(s, fmt.Sprintf("u%02d", u), practice.Puzzle{ID: fmt.Sprint("x", k), Level: 3}, practice.Solved)
		}
	}
	// A tie: u14 solves as many as u13.
	for k := range 14 {
		w.answer(s, "u14", practice.Puzzle{ID: fmt.Sprint("x", k), Level: 3}, practice.Solved)
	}
	// Someone in another server solves more than anyone here.
	for k := range 30 {
		w.answer(other, "zed", practice.Puzzle{ID: fmt.Sprint("x", k), Level: 3}, practice.Solved)
	}
	b, err := w.svc.Leaderboard(ctx, "g", "u01", practice.BySolved)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, st := range b.Top {
		got = append(got, fmt.Sprintf("%d:%s:%d", st.Rank, st.UserID, st.Solved))
	}
	want := "1:u13:14 1:u14:14 3:u12:13 4:u11:12 5:u10:11 6:u09:10 7:u08:9 8:u07:8 9:u06:7 10:u05:6"
	if strings.Join(got, " ") != want {
		t.Errorf("top ten:\n got %s\nwant %s", strings.Join(got, " "), want)
	}
	if b.You == nil || b.You.Rank != 14 || b.You.UserID != "u01" {
		t.Errorf("u01's place: %+v, want 14th", b.You)
	}
	b, err = w.svc.Leaderboard(ctx, "g", "u14", practice.BySolved)
	if err != nil || b.You == nil || b.You.Rank != 1 {
		t.Errorf("u14, in the top ten: %+v, %v", b.You, err)
	}
	b, err = w.svc.Leaderboard(ctx, "g", "nobody", practice.BySolved)
	if err != nil || b.You != nil {
		t.Errorf("someone without a solve: %+v, %v", b.You, err)
	}
	// By rating: everyone won every game; more wins, higher.
	b, err = w.svc.Leaderboard(ctx, "g", "u00", practice.ByRating)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Top) != 10 || (b.Top[0].UserID != "u13" && b.Top[0].UserID != "u14") || b.You == nil || b.You.Rank != 15 {
		t.Errorf("by rating: top %+v, u00 %+v", b.Top[0], b.You)
	}
	// By streak: only today's solvers of the daily.
	w.do(s, "u03 solves")
	w.do(s, "u07 solves")
	b, err = w.svc.Leaderboard(ctx, "g", "u03", practice.ByStreak)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Top) != 2 || b.Top[0].Rank != 1 || b.Top[1].Rank != 1 || b.You == nil || b.You.Streak != 1 {
		t.Errorf("by streak: %+v, you %+v", b.Top, b.You)
	}
	for _, o := range []practice.Order{practice.ByStreak, practice.BySolved, practice.ByRating} {
		b, err := w.svc.Leaderboard(ctx, "g", "zed", o)
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range b.Top {
			if st.UserID == "zed" {
				t.Errorf("zed of another server is on this server's %v board", o)
			}
		}
		if b.You != nil {
			t.Errorf("zed has a place on this server's %v board: %+v", o, b.You)
		}
	}
	// A reset takes the user off the boards, here only.
	if err := w.svc.Reset(ctx, "g", "u13"); err != nil {
		t.Fatal(err)
	}
	b, _ = w.svc.Leaderboard(ctx, "g", "u13", practice.BySolved)
	if b.Top[0].UserID != "u14" || b.You != nil {
		t.Errorf("after u13's reset: %+v, you %+v", b.Top[0], b.You)
	}
	a, err := w.svc.Attempt(ctx, practice.Who{GuildID: "g", UserID: "u13"}, practice.Puzzle{ID: "x0"})
	if err != nil || a.Solved() || a.Version != 0 {
		t.Errorf("u13's attempt after the reset: %+v, %v", a, err)
	}
}

func TestNext(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	s := server{guild: "g", sched: schedule(t, "UTC", 0)}
	var all []practice.Puzzle
	for level := 1; level <= 5; level++ {
		for k := range 10 {
			all = append(all, practice.Puzzle{ID: fmt.Sprintf("l%d-%d", level, k), Level: level})
		}
	}
	// A new user (1500) gets a level-3 puzzle (1500).
	for range 20 {
		pz, ok, err := w.svc.Next(ctx, "g", "alice", all)
		if err != nil || !ok || pz.Level != 3 {
			t.Fatalf("next for a new user: %+v %v %v", pz, ok, err)
		}
	}
	// Solved puzzles are not offered again.
	for k := range 10 {
		w.answer(s, "alice", all[20+k], practice.Wrong)
	}
	pz, ok, err := w.svc.Next(ctx, "g", "alice", all)
	if err != nil || !ok || pz.Level == 3 {
		t.Errorf("after trying every level-3 puzzle: %+v %v %v", pz, ok, err)
	}
	// Losing ten games brings alice towards the easier ones: the level
	// whose rating is nearest hers.
	st, err := w.svc.Stats(ctx, "g", "alice")
	if err != nil {
		t.Fatal(err)
	}
	best := 0
	for level := 1; level <= 5; level++ {
		gap := func(l int) float64 {
			d := practice.PuzzleRating(l).Rating - st.Rating.Rating
			return max(d, -d)
		}
		if level != 3 && (best == 0 || gap(level) < gap(best)) {
			best = level
		}
	}
	if pz.Level != best || best >= 3 {
		t.Errorf("after ten losses (rated %.0f): level %d, want %d", st.Rating.Rating, pz.Level, best)
	}
	_, ok, err = w.svc.Next(ctx, "g", "alice", all[20:30])
	if err != nil || ok {
		t.Errorf("with every candidate tried: %v %v", ok, err)
	}
}

func TestFigures(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	s := server{guild: "g", sched: schedule(t, "UTC", 0)}
	pz := practice.Puzzle{ID: "p", Level: 3}
	wrongAt := func(user, move string) {
		if _, err := w.svc.Answer(ctx, w.who(s, user), pz, func(a *practice.Attempt) (practice.Judgement, error) {
			return practice.Judgement{Verdict: practice.Wrong, Start: move, StartWrong: true}, nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	w.answer(s, "a", pz, practice.Solved)
	w.answer(s, "b", pz, practice.Solved)
	wrongAt("c", "D19")
	w.answer(s, "c", pz, practice.Solved)
	wrongAt("d", "D19")
	wrongAt("e", "F19")
	wrongAt("e", "D19") // a second wrong answer is not a first move
	// A hint is not an answer: f did not try.
	if _, err := w.svc.Hint(ctx, w.who(s, "f"), pz, func(*practice.Attempt) error { return nil }); err != nil {
		t.Fatal(err)
	}
	w.answer(server{guild: "other"}, "g", pz, practice.Solved)
	f, err := w.svc.Figures(ctx, "g", "p")
	if err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprintf("%d tried, %d clean, %d solved, %v", f.Tried, f.Clean, f.Solved, f.WrongFirst)
	if want := "5 tried, 2 clean, 3 solved, [{D19 2} {F19 1}]"; got != want {
		t.Errorf("figures: %s, want %s", got, want)
	}
}

// TestSolvedBeforeItWasTheDaily: a puzzle solved as practice earns the
// day when it becomes the daily and is answered that day; one solved
// after seeing the solution does not.
func TestSolvedBeforeItWasTheDaily(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	s := server{guild: "g", sched: schedule(t, "UTC", 6)}
	w.clock.set(time.Date(2026, 3, 1, 1, 0, 0, 0, time.UTC))
	pz := puzzleOf(s.sched.Day(w.clock.Now()))
	w.answer(s, "alice", pz, practice.Solved)
	if _, err := w.svc.Show(ctx, w.who(s, "bob"), pz); err != nil {
		t.Fatal(err)
	}
	w.answer(s, "bob", pz, practice.Solved)
	if got := w.streaks(s, "alice", "bob"); got != "alice 0/0 bob 0/0" {
		t.Fatalf("before the post: %s", got)
	}
	w.clock.set(time.Date(2026, 3, 1, 6, 0, 0, 0, time.UTC))
	w.do(s, "post")
	step := w.answer(s, "alice", pz, practice.Wrong)
	if !step.AlreadySolved || step.Credited != s.sched.Day(w.clock.Now()) || step.After.Wrong != 0 {
		t.Errorf("alice's answer to the daily she had solved: %+v", step)
	}
	step = w.answer(s, "bob", pz, practice.Solved)
	if !step.AlreadySolved || !step.Credited.IsZero() {
		t.Errorf("bob's answer to the daily he had seen solved: %+v", step)
	}
	if got := w.streaks(s, "alice", "bob"); got != "alice 1/1 bob 0/0" {
		t.Errorf("after the answers to the daily: %s", got)
	}
	st, err := w.svc.Stats(ctx, "g", "alice")
	if err != nil || st.Solved != 1 {
		t.Errorf("alice's solves counted again: %+v, %v", st, err)
	}
}
