package gtp

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/internal/gnugo"
	"github.com/gobot-baduk/gobot/internal/testenv"
	"github.com/stretchr/testify/require"
)

// startGnuGo runs GNU Go with the arguments, or skips the test with a
// clear message when it is not installed.
func startGnuGo(t *testing.T, args ...string) *gnugo.Engine {
	t.Helper()
	g, err := gnugo.Start(args...)
	if errors.Is(err, gnugo.ErrNotInstalled) {
		t.Skipf("%v: skipping the differential test against GNU Go", err)
	}
	require.NoError(t, err)
	t.Cleanup(func() { _ = g.Close() })
	return g
}

// selfPlay has GNU Go (seeded, at a low level) play itself on a size×size
// board for at most maxMoves moves or until both pass, and returns the
// moves as "b D4" / "w pass".
func selfPlay(t *testing.T, size, seed, maxMoves int) []string {
	t.Helper()
	g := startGnuGo(t, "--seed", fmt.Sprint(seed), "--level", "1")
	for _, c := range []string{fmt.Sprintf("boardsize %d", size), "clear_board", "komi 6.5"} {
		_, err := g.Send(c)
		require.NoError(t, err)
	}
	var moves []string
	passes := 0
	for c := 0; len(moves) < maxMoves && passes < 2; c ^= 1 {
		col := []string{"b", "w"}[c]
		v, err := g.Send("genmove " + col)
		require.NoError(t, err)
		v = strings.ToLower(v)
		if v == "resign" {
			break
		}
		if v == "pass" {
			passes++
		} else {
			passes = 0
		}
		moves = append(moves, col+" "+v)
	}
	return moves
}

// differ compares gobot's engine and GNU Go command by command.
type differ struct {
	t          *testing.T
	ours       *Engine
	ref        *gnugo.Engine
	what       string
	compared   int
	mismatches int
	// probes counts the is_legal probes on occupied, suicide and ko
	// points, and refused the illegal ones also sent as play.
	probes, refused [3]int
}

// ask sends cmd to both engines and compares the answers (success or
// failure, and the text of a success).
func (d *differ) ask(cmd string) (string, bool) {
	d.t.Helper()
	d.compared++
	theirs, terr := d.ref.Send(cmd)
	var gerr *gnugo.Error
	if terr != nil && !errors.As(terr, &gerr) {
		d.t.Fatalf("%s: GNU Go: %v", d.what, terr)
	}
	ans, _ := d.ours.Handle(cmd)
	ourOK := strings.HasPrefix(ans, "=")
	ours := strings.TrimSpace(ans[1:])
	switch {
	case ourOK != (terr == nil):
		d.mismatch(cmd, fmt.Sprintf("gobot %q, GNU Go %v", strings.TrimSpace(ans), terr))
	case ourOK && ours != theirs:
		d.mismatch(cmd, fmt.Sprintf("gobot %q, GNU Go %q", ours, theirs))
	}
	return ours, ourOK
}

func (d *differ) mismatch(cmd, detail string) {
	d.t.Helper()
	d.mismatches++
	if d.mismatches <= 10 {
		d.t.Errorf("%s: %s: %s\n%v", d.what, cmd, detail, d.ours.Game().Board())
	}
}

// checkPosition compares the position and both sides' legal moves, then
// probes is_legal for both colours on an occupied point, on every point
// that is a suicide for either colour, and on the ko point, and plays
// each probe that is illegal (refuse).
func (d *differ) checkPosition(last core.Point) {
	d.t.Helper()
	for _, q := range []string{"list_stones black", "list_stones white", "captures black", "captures white", "all_legal black", "all_legal white"} {
		d.ask(q)
	}
	b := d.ours.Game().Board()
	type probe struct {
		p    core.Point
		kind int
	}
	var probes []probe
	if last != core.NoPoint && b.At(last) != core.Empty {
		probes = append(probes, probe{last, 0})
		d.probes[0]++
	}
	for _, c := range []core.Color{core.Black, core.White} {
		if k := b.Ko(c); k != core.NoPoint {
			probes = append(probes, probe{k, 2})
			d.probes[2]++
		}
		for _, p := range b.Stones(core.Empty).Points() {
			if errors.Is(b.Legal(c, p), core.ErrSuicide) {
				probes = append(probes, probe{p, 1})
				d.probes[1]++
			}
		}
	}
	for _, pr := range probes {
		for _, c := range []string{"b", "w"} {
			if ans, ok := d.ask("is_legal " + c + " " + pr.p.String()); ok && ans == "0" {
				d.refuse("play "+c+" "+pr.p.String(), pr.kind)
			}
		}
	}
}

// refuse sends an illegal play to both engines: both must refuse it, and
// both boards must be as before (list_stones, compared between the
// engines and with gobot's answers before the play).
func (d *differ) refuse(cmd string, kind int) {
	d.t.Helper()
	queries := []string{"list_stones black", "list_stones white"}
	before := make([]string, len(queries))
	for i, q := range queries {
		ans, _ := d.ours.Handle(q)
		before[i] = ans
	}
	if _, ok := d.ask(cmd); ok {
		d.mismatch(cmd, "both engines accepted an illegal move")
		return
	}
	d.refused[kind]++
	for i, q := range queries {
		d.ask(q) // GNU Go's board equals gobot's ...
		if ans, _ := d.ours.Handle(q); ans != before[i] {
			d.mismatch(cmd, fmt.Sprintf("%s changed from %q to %q", q, before[i], ans)) // ... which is unchanged
		}
	}
}

// play plays a move in both engines and compares the outcome.
func (d *differ) play(move string) {
	d.t.Helper()
	d.ask("play " + move)
	last := core.NoPoint
	if f := strings.Fields(move); len(f) == 2 {
		last, _ = core.ParseGTP(f[1], d.ours.Game().Size())
	}
	d.checkPosition(last)
}

// TestAgainstGnuGo replays GNU Go self-play games through gobot's engine
// and through GNU Go over GTP, under simple ko with suicide forbidden (the
// defaults of both), then plays each game out with random legal moves that
// do not fill an own eye (which makes captures, kos and suicide points
// common). Every tenth GNU Go move is undone and played again. After every
// move it compares list_stones and captures of both
// colours and all_legal of both colours (so of the side to move), and
// probes is_legal for both colours on occupied points, suicide points and
// ko recaptures, and sends each probe that is illegal as play too: both
// engines must refuse it and leave their boards unchanged. There must be
// no mismatch at all.
func TestAgainstGnuGo(t *testing.T) {
	type gameSpec struct{ size, seed, maxMoves int }
	// GOBOT_TEST_LONG=1 replays all the games; without it (and with
	// -short) the first two on 9×9 and the first 20 GNU Go moves of one
	// on 19×19, each with its random play-out.
	specs := testenv.Sample(t, []gameSpec{
		{9, 1, 200}, {9, 2, 200}, {9, 3, 200}, {9, 4, 200}, {9, 5, 200}, {9, 6, 200},
		{19, 1, 120}, {19, 2, 60},
	}, []gameSpec{{9, 1, 200}, {9, 2, 200}, {19, 1, 20}}, "2 of the 6 games on 9×9, and 20 GNU Go moves of one of the 2 on 19×19")
	ref := startGnuGo(t)
	total, moves := 0, 0
	var probes, refused [3]int
	for _, s := range specs {
		gameMoves := selfPlay(t, s.size, s.seed, s.maxMoves)
		d := &differ{t: t, ours: New(), ref: ref, what: fmt.Sprintf("%d×%d seed %d", s.size, s.size, s.seed)}
		for _, c := range []string{fmt.Sprintf("boardsize %d", s.size), "clear_board", "komi 6.5"} {
			d.ask(c)
		}
		d.checkPosition(core.NoPoint)
		for i, m := range gameMoves {
			d.what = fmt.Sprintf("%d×%d seed %d move %d (%s)", s.size, s.size, s.seed, i+1, m)
			d.play(m)
			if i%10 == 9 {
				// Take the move back and play it again: undo must restore
				// the stones, the captures and the ko.
				d.ask("undo")
				d.checkPosition(core.NoPoint)
				d.play(m)
			}
		}
		// Random play-out to the end, from the side to move.
		r := core.NewRand(uint64(s.seed))
		col := core.Black
		if len(gameMoves)%2 == 1 {
			col = core.White
		}
		passes, n := 0, 0
		for ; passes < 2 && n < 3*s.size*s.size; n++ {
			trial := d.ours.Game().Board().Clone()
			move := strings.ToLower(col.Letter()) + " pass"
			if p, ok := trial.PlayRandom(col, r); ok {
				move = strings.ToLower(col.Letter()) + " " + p.String()
				passes = 0
			} else {
				passes++
			}
			d.what = fmt.Sprintf("%d×%d seed %d play-out move %d (%s)", s.size, s.size, s.seed, n+1, move)
			d.play(move)
			col = col.Opponent()
		}
		t.Logf("%s: %d GNU Go moves, %d play-out moves, %d answers compared, %d mismatches",
			fmt.Sprintf("%d×%d seed %d", s.size, s.size, s.seed), len(gameMoves), n, d.compared, d.mismatches)
		total += d.compared
		for i := range probes {
			probes[i] += d.probes[i]
			refused[i] += d.refused[i]
		}
		moves += len(gameMoves) + n
		require.Zero(t, d.mismatches)
	}
	t.Logf("%d games, %d moves, %d answers compared, 0 mismatches; is_legal probes: %d on occupied points, %d on suicide points, %d on ko recaptures; refused plays: %d, %d, %d",
		len(specs), moves, total, probes[0], probes[1], probes[2], refused[0], refused[1], refused[2])
	for i, what := range []string{"occupied points", "suicide points", "ko recaptures"} {
		require.Positive(t, probes[i], "the games never probed %s", what)
		require.Positive(t, refused[i], "the games never played an illegal move on %s", what)
	}
}

// TestFixedHandicapAgainstGnuGo compares fixed_handicap, answer and
// failure, with GNU Go on every board size GNU Go plays (2 to 19) and
// every count from 0 to 10.
func TestFixedHandicapAgainstGnuGo(t *testing.T) {
	ref := startGnuGo(t)
	d := &differ{t: t, ours: New(), ref: ref}
	for size := 2; size <= 19; size++ {
		for n := 0; n <= 10; n++ {
			d.what = fmt.Sprintf("%d×%d, %d stones", size, size, n)
			d.ask(fmt.Sprintf("boardsize %d", size))
			d.ask(fmt.Sprintf("fixed_handicap %d", n))
			d.ask("list_stones black")
		}
	}
	require.Zero(t, d.mismatches)
}

// TestMatchAgainstGnuGo plays gobot (random genmove) against GNU Go on
// 9×9, relaying each side's genmove to the other as a play, as a GTP
// controller such as gogui-twogtp does. GNU Go must accept every move
// gobot generates, and the two boards must stay equal.
func TestMatchAgainstGnuGo(t *testing.T) {
	ref := startGnuGo(t, "--level", "1", "--seed", "3")
	games := 2
	if testing.Short() {
		games = 1
	}
	for game := 0; game < games; game++ {
		d := &differ{t: t, ours: New(Seed(uint64(game + 1))), ref: ref, what: fmt.Sprintf("match %d", game)}
		for _, c := range []string{"boardsize 9", "clear_board", "komi 6.5"} {
			d.ask(c)
		}
		passes, moves := 0, 0
		for col := core.Black; passes < 2 && moves < 300; col = col.Opponent() {
			var v string
			gobotMoves := (col == core.Black) == (game%2 == 0)
			if gobotMoves {
				ans, _ := d.ours.Handle("genmove " + col.String())
				require.True(t, strings.HasPrefix(ans, "= "), ans)
				v = strings.TrimSpace(ans[2:])
				_, err := ref.Send("play " + col.String() + " " + v)
				require.NoError(t, err, "GNU Go refuses gobot's move %s %s", col, v)
			} else {
				var err error
				v, err = ref.Send("genmove " + col.String())
				require.NoError(t, err)
				if strings.EqualFold(v, "resign") {
					break
				}
				ans, _ := d.ours.Handle("play " + col.String() + " " + v)
				require.Equal(t, "= \n\n", ans, "gobot refuses GNU Go's move %s %s", col, v)
			}
			if strings.EqualFold(v, "pass") {
				passes++
			} else {
				passes = 0
			}
			moves++
			d.what = fmt.Sprintf("match %d move %d (%s %s)", game, moves, col, v)
			for _, q := range []string{"list_stones black", "list_stones white", "captures black", "captures white"} {
				d.ask(q)
			}
		}
		t.Logf("match %d: %d moves, %d answers compared, %d mismatches", game, moves, d.compared, d.mismatches)
		require.Zero(t, d.mismatches)
	}
}

// TestLoadSGFAgainstGnuGo loads records in both engines with every kind
// of MOVE argument GNU Go 3.8 reads (numbers, vertices, pass, text that is
// neither, extra arguments) and compares the answer and the position.
func TestLoadSGFAgainstGnuGo(t *testing.T) {
	ref := startGnuGo(t)
	dir := t.TempDir()
	files := []string{
		"(;FF[4]GM[1]SZ[9]KM[5.5]RE[B+R];B[ee];W[cc];B[];W[gg];B[dd])",
		"(;FF[4]GM[1]SZ[9]KM[5.5];B[ee];W[cc];B[gc];W[gg];B[dd])",
		"(;FF[4]GM[1]SZ[9];B[ee];B[cc];W[gg];W[tt];B[dd])",
		"(;FF[4]GM[1]SZ[9]HA[2]KM[0.5]AB[cc][gg];W[ee];B[ce];W[dd];B[de];W[tt];B[ed])",
		"(;FF[4]GM[1]SZ[13];B[aa];W[ba];B[ca];W[ab];B[bb];W[];B[];W[mm](;B[ll];W[ml])(;B[ab]))",
	}
	args := []string{"", "0", "1", "2", "3", "4", "5", "6", "7", "8", "99", "-1", "x", "pass", "PASS",
		"C7", "c7", "E5", "A1", "G7", "C5", "B13", "A12", "J10", "2x", "1.5", "00", "+2", "3 extra",
		"99999999999999999999"}
	d := &differ{t: t, ours: New(), ref: ref}
	for i, text := range files {
		path := filepath.Join(dir, fmt.Sprintf("game%d.sgf", i))
		require.NoError(t, os.WriteFile(path, []byte(text+"\n"), 0o644))
		for _, arg := range args {
			d.what = fmt.Sprintf("%s with %q", text, arg)
			d.ask(strings.TrimSpace("loadsgf " + path + " " + arg))
			for _, q := range []string{"list_stones black", "list_stones white", "captures black", "captures white"} {
				d.ask(q)
			}
		}
	}
	t.Logf("%d answers compared, %d mismatches", d.compared, d.mismatches)
	require.Zero(t, d.mismatches)
}

// rawGnuGo runs GNU Go and returns a function that sends one command and
// returns GNU Go's answer byte for byte, up to and including the empty
// line that ends it (gnugo.Client trims answers).
func rawGnuGo(t *testing.T) func(cmd string) string {
	t.Helper()
	path, err := gnugo.Path()
	if errors.Is(err, gnugo.ErrNotInstalled) {
		t.Skipf("%v: skipping the differential test against GNU Go", err)
	}
	require.NoError(t, err)
	cmd := exec.Command(path, "--mode", "gtp")
	in, err := cmd.StdinPipe()
	require.NoError(t, err)
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		_, _ = io.WriteString(in, "quit\n")
		_ = in.Close()
		_ = cmd.Wait()
	})
	r := bufio.NewReader(out)
	return func(c string) string {
		t.Helper()
		_, err := io.WriteString(in, c+"\n")
		require.NoError(t, err)
		var sb strings.Builder
		for {
			line, err := r.ReadString('\n')
			require.NoError(t, err, "reading GNU Go's answer to %q", c)
			sb.WriteString(line)
			if line == "\n" {
				return sb.String()
			}
		}
	}
}

// TestShowboardAgainstGnuGo compares showboard with GNU Go's byte for
// byte on every board size GNU Go plays (2 to 19): the empty board, then
// positions of a random game with captures, until both pass.
func TestShowboardAgainstGnuGo(t *testing.T) {
	send := rawGnuGo(t)
	compared := 0
	for size := 2; size <= 19; size++ {
		e := New()
		both := func(cmd string) {
			t.Helper()
			theirs := send(cmd)
			ours, _ := e.Handle(cmd)
			require.True(t, strings.HasPrefix(theirs, "="), "GNU Go: %s: %q", cmd, theirs)
			require.True(t, strings.HasPrefix(ours, "="), "gobot: %s: %q", cmd, ours)
		}
		compare := func(what string) {
			t.Helper()
			theirs := send("showboard")
			ours, _ := e.Handle("showboard")
			require.Equal(t, theirs, ours, "%d×%d, %s", size, size, what)
			compared++
		}
		both(fmt.Sprintf("boardsize %d", size))
		both("clear_board")
		compare("empty board")
		r := core.NewRand(uint64(size))
		col := core.Black
		for moves, passes := 0, 0; passes < 2 && moves < 3*size*size; moves++ {
			v := "pass"
			if p, ok := e.Game().Board().Clone().PlayRandom(col, r); ok {
				v, passes = p.String(), 0
			} else {
				passes++
			}
			both("play " + col.String() + " " + v)
			if moves%3 == 0 {
				compare(fmt.Sprintf("move %d", moves+1))
			}
			col = col.Opponent()
		}
		compare("end")
		if size >= 5 {
			b := e.Game().Board()
			require.Positive(t, b.Prisoners(core.Black)+b.Prisoners(core.White), "%d×%d: no captures to show", size, size)
		}
	}
	t.Logf("%d boards compared byte for byte", compared)
}

// TestExtraArgumentsAgainstGnuGo sends GNU Go's commands with an extra
// argument to both engines: GNU Go ignores extra arguments, and so does
// gobot (except printsgf, see TestExtraArguments).
func TestExtraArgumentsAgainstGnuGo(t *testing.T) {
	d := &differ{t: t, ours: New(), ref: startGnuGo(t), what: "extra arguments"}
	for _, c := range []string{
		"protocol_version x", "known_command play x", "known_command nonsense x",
		"boardsize 9 x", "clear_board x", "komi 5.5 x", "fixed_handicap 3 x",
		"list_stones black x", "play w e5 x", "is_legal b e5 x", "is_legal b d4 x",
		"all_legal white x", "captures black x", "undo x", "list_stones white x",
		"play b e5 x y z", "showboard x", "boardsize 7 x", "fixed_handicap 4 x",
		"list_stones black x",
	} {
		d.ask(c)
	}
	require.Zero(t, d.mismatches)
}
