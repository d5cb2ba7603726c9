// Command gtp runs gobot's GTP engine ("gobot gtp") and GNU Go ("gnugo
// --mode gtp") side by side on the same GTP command stream and reports
// the wall time of each, the median over several runs, and their ratio.
//
//	go run ./bench/gtp [-runs 5] [-games9 4] [-games19 4] [-gobot PATH] [-gnugo PATH]
//
// The stream replays games: GNU Go self-play games on 9×9 (seeded, level
// 1, then played out with random legal moves that fill no own eye) and
// random games on 19×19 (the same random play from the empty board until
// both pass). After every move it asks all_legal for the side to move and
// list_stones for both colours. The stream is built once, before any
// timing, and written to a file; each run starts a fresh engine process
// with that file as its standard input, so process start-up is counted for
// both. The two engines' answers must be identical byte for byte, which
// checks the stream is answered alike before the times are compared.
//
// Without -gobot the program builds ./cmd/gobot into a temporary folder.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/internal/gnugo"
)

func main() {
	runs := flag.Int("runs", 5, "timed runs of each engine")
	games9 := flag.Int("games9", 4, "GNU Go self-play games on 9×9")
	games19 := flag.Int("games19", 4, "random games on 19×19")
	gobotPath := flag.String("gobot", "", "gobot binary (default: build ./cmd/gobot)")
	gnugoPath := flag.String("gnugo", "", "GNU Go binary (default: gnugo on PATH or /usr/games/gnugo)")
	flag.Parse()
	if err := run(*runs, *games9, *games19, *gobotPath, *gnugoPath); err != nil {
		fmt.Fprintln(os.Stderr, "bench/gtp:", err)
		os.Exit(1)
	}
}

func run(runs, games9, games19 int, gobotPath, gnugoPath string) error {
	if runs < 1 {
		return errors.New("-runs must be at least 1")
	}
	if gnugoPath == "" {
		p, err := gnugo.Path()
		if err != nil {
			return err
		}
		gnugoPath = p
	}
	tmp, err := os.MkdirTemp("", "bench-gtp")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if gobotPath == "" {
		gobotPath = filepath.Join(tmp, "gobot")
		build := exec.Command("go", "build", "-o", gobotPath, "./cmd/gobot")
		build.Stdout, build.Stderr = os.Stderr, os.Stderr
		if err := build.Run(); err != nil {
			return fmt.Errorf("building gobot (run from the repository root): %w", err)
		}
	}

	stream, stats, err := buildStream(games9, games19)
	if err != nil {
		return err
	}
	streamPath := filepath.Join(tmp, "stream.gtp")
	if err := os.WriteFile(streamPath, []byte(stream), 0o644); err != nil {
		return err
	}
	fmt.Printf("stream: %s; %d commands, %d bytes\n", stats, strings.Count(stream, "\n"), len(stream))

	engines := []struct {
		name string
		argv []string
	}{
		{"gobot gtp", []string{gobotPath, "gtp", "-seed", "1"}},
		{"gnugo --mode gtp", []string{gnugoPath, "--mode", "gtp"}},
	}
	times := make([][]time.Duration, len(engines))
	outputs := make([][]byte, len(engines))
	// Alternate the engines run by run, so that load from other work on
	// the machine falls on both alike.
	for r := 0; r < runs; r++ {
		for i, e := range engines {
			d, out, err := timeRun(e.argv, streamPath)
			if err != nil {
				return fmt.Errorf("%s: %w", e.name, err)
			}
			times[i] = append(times[i], d)
			if outputs[i] == nil {
				outputs[i] = out
			}
		}
	}
	if !bytes.Equal(outputs[0], outputs[1]) {
		return fmt.Errorf("the engines' answers differ: %s", firstDifference(outputs[0], outputs[1]))
	}
	if n := bytes.Count(outputs[0], []byte("\n?")) + boolInt(bytes.HasPrefix(outputs[0], []byte("?"))); n > 0 {
		return fmt.Errorf("%d commands of the stream failed", n)
	}
	fmt.Printf("answers: identical (%d bytes)\n", len(outputs[0]))
	med := make([]time.Duration, len(engines))
	for i, e := range engines {
		med[i] = median(times[i])
		fmt.Printf("%-17s median %8.1f ms over %d runs (min %.1f, max %.1f)\n", e.name, ms(med[i]), runs, ms(minDur(times[i])), ms(maxDur(times[i])))
	}
	fmt.Printf("ratio gobot/gnugo: %.3f (target ≤ 0.5)\n", float64(med[0])/float64(med[1]))
	return nil
}

// timeRun runs argv with the stream as standard input and returns the wall
// time and the output.
func timeRun(argv []string, streamPath string) (time.Duration, []byte, error) {
	in, err := os.Open(streamPath)
	if err != nil {
		return 0, nil, err
	}
	defer in.Close()
	var out, errOut bytes.Buffer
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = in, &out, &errOut
	start := time.Now()
	err = cmd.Run()
	d := time.Since(start)
	if err != nil {
		return 0, nil, fmt.Errorf("%w: %s", err, errOut.String())
	}
	return d, out.Bytes(), nil
}

// buildStream makes the command stream: games9 GNU Go games on 9×9 and
// games19 random games on 19×19, each move followed by all_legal for the
// side to move and list_stones for both colours.
func buildStream(games9, games19 int) (string, string, error) {
	var sb strings.Builder
	moves := 0
	for i := 1; i <= games9; i++ {
		ms, err := gnugoGame(9, i)
		if err != nil {
			return "", "", err
		}
		moves += len(ms)
		writeGame(&sb, 9, ms)
	}
	for i := 1; i <= games19; i++ {
		ms := randomGame(19, uint64(i), nil)
		moves += len(ms)
		writeGame(&sb, 19, ms)
	}
	sb.WriteString("quit\n")
	return sb.String(), fmt.Sprintf("%d games on 9×9 and %d on 19×19, %d moves", games9, games19, moves), nil
}

// writeGame writes one game's commands.
func writeGame(sb *strings.Builder, size int, moves []core.Move) {
	fmt.Fprintf(sb, "boardsize %d\nclear_board\nkomi 6.5\n", size)
	for _, m := range moves {
		v := "pass"
		if !m.IsPass() {
			v = m.Point().String()
		}
		fmt.Fprintf(sb, "play %s %s\nall_legal %s\nlist_stones black\nlist_stones white\n",
			m.Color().Letter(), v, m.Color().Opponent().Letter())
	}
}

// gnugoGame has GNU Go (seed n, level 1) play itself on a size×size board
// until both pass, then plays the game out at random.
func gnugoGame(size, n int) ([]core.Move, error) {
	g, err := gnugo.Start("--seed", fmt.Sprint(n), "--level", "1")
	if err != nil {
		return nil, err
	}
	defer g.Close()
	for _, c := range []string{fmt.Sprintf("boardsize %d", size), "clear_board", "komi 6.5"} {
		if _, err := g.Send(c); err != nil {
			return nil, err
		}
	}
	var moves []core.Move
	passes := 0
	for c := core.Black; passes < 2 && len(moves) < 3*size*size; c = c.Opponent() {
		v, err := g.Send("genmove " + c.Letter())
		if err != nil {
			return nil, err
		}
		if strings.EqualFold(v, "resign") {
			break
		}
		m, err := core.ParseMove(c, v, size)
		if err != nil {
			return nil, fmt.Errorf("GNU Go played %q: %w", v, err)
		}
		if m.IsPass() {
			passes++
		} else {
			passes = 0
		}
		moves = append(moves, m)
	}
	return randomGame(size, uint64(n), moves), nil
}

// randomGame plays the moves given, then random legal moves that fill no
// own eye (core.Board.PlayRandom) until both pass, and returns all moves.
func randomGame(size int, seed uint64, start []core.Move) []core.Move {
	b, err := core.NewBoard(size, core.JapaneseRules)
	if err != nil {
		panic(err) // 9 and 19 are valid sizes
	}
	moves := append([]core.Move(nil), start...)
	c := core.Black
	for _, m := range start {
		if m.IsPass() {
			b.Pass(m.Color())
		} else if _, err := b.Play(m.Color(), m.Point()); err != nil {
			panic(fmt.Sprintf("replaying %v: %v", m, err))
		}
		c = m.Color().Opponent()
	}
	r := core.NewRand(seed)
	for passes := 0; passes < 2 && len(moves) < len(start)+3*size*size; c = c.Opponent() {
		if p, ok := b.PlayRandom(c, r); ok {
			moves = append(moves, core.Play(c, p))
			passes = 0
		} else {
			b.Pass(c)
			moves = append(moves, core.Pass(c))
			passes++
		}
	}
	return moves
}

func firstDifference(a, b []byte) string {
	la, lb := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := 0; i < len(la) && i < len(lb); i++ {
		if la[i] != lb[i] {
			return fmt.Sprintf("answer line %d: gobot %q, GNU Go %q", i+1, la[i], lb[i])
		}
	}
	return fmt.Sprintf("gobot wrote %d lines, GNU Go %d", len(la), len(lb))
}

func median(ds []time.Duration) time.Duration {
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func minDur(ds []time.Duration) time.Duration {
	m := ds[0]
	for _, d := range ds {
		m = min(m, d)
	}
	return m
}

func maxDur(ds []time.Duration) time.Duration {
	m := ds[0]
	for _, d := range ds {
		m = max(m, d)
	}
	return m
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
