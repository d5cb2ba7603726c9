package sgf

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// gnugo returns the path of GNU Go, or skips the test.
func gnugo(t *testing.T) string {
	t.Helper()
	for _, p := range []string{"gnugo", "/usr/games/gnugo"} {
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	t.Skip("gnugo not found (install the Debian package gnugo, or add /usr/games to PATH); skipping the GNU Go comparison")
	return ""
}

// gtp runs GNU Go on the commands and returns the answer to each.
func gtp(t *testing.T, bin string, cmds ...string) []string {
	t.Helper()
	cmd := exec.Command(bin, "--mode", "gtp", "--level", "1")
	cmd.Stdin = strings.NewReader(strings.Join(append(cmds, "quit"), "\n") + "\n")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("gnugo: %v", err)
	}
	var answers []string
	sc := bufio.NewScanner(bytes.NewReader(out))
	var cur []string
	for sc.Scan() {
		line := sc.Text()
		if line == "" {
			if cur != nil {
				answers = append(answers, strings.Join(cur, "\n"))
				cur = nil
			}
			continue
		}
		cur = append(cur, line)
	}
	if len(answers) != len(cmds)+1 {
		t.Fatalf("gnugo gave %d answers to %d commands:\n%s", len(answers), len(cmds)+1, out)
	}
	return answers[:len(cmds)]
}

// TestGNUGoReadsWriteGame writes each record with WriteGame, has GNU Go
// load it (loadsgf follows the main line to its end), and compares GNU Go's
// stones, captures and side to move with core's replay of the main line.
// It also loads the original record in GNU Go, so that gobot's reading is
// checked against GNU Go's reading of the same file.
func TestGNUGoReadsWriteGame(t *testing.T) {
	bin := gnugo(t)
	dir := t.TempDir()
	for name, data := range records(t) {
		t.Run(name, func(t *testing.T) {
			g, err := ReadGame(data)
			if err != nil {
				t.Fatal(err)
			}
			if g.Size() > 19 {
				t.Skip("GNU Go plays on boards up to 19×19")
			}
			g.GoToEnd()
			var out bytes.Buffer
			if err := WriteGame(&out, g); err != nil {
				t.Fatal(err)
			}
			written := filepath.Join(dir, "written-"+name)
			original := filepath.Join(dir, "original-"+name)
			if err := os.WriteFile(written, out.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(original, data, 0o644); err != nil {
				t.Fatal(err)
			}
			want := []string{
				sortVertices("= " + stones(g.Board(), core.White)),
				sortVertices("= " + stones(g.Board(), core.Black)),
				fmt.Sprintf("= %d", g.Board().Prisoners(core.Black)),
				fmt.Sprintf("= %d", g.Board().Prisoners(core.White)),
			}
			for _, file := range []string{written, original} {
				ans := gtp(t, bin, "loadsgf "+file, "list_stones white", "list_stones black", "captures black", "captures white")
				// GNU Go answers loadsgf with the colour to move.
				if toMove := "= " + g.ToMove().String(); ans[0] != toMove {
					t.Errorf("%s: GNU Go has %q to move, core %q", filepath.Base(file), ans[0], toMove)
				}
				got := ans[1:]
				for i := range got {
					got[i] = sortVertices(got[i])
				}
				if !slices.Equal(got, want) {
					t.Errorf("%s: GNU Go\n%q\ncore\n%q", filepath.Base(file), got, want)
				}
			}
		})
	}
}

func stones(b *core.Board, c core.Color) string {
	var v []string
	for p := range b.Stones(c).All() {
		v = append(v, p.String())
	}
	slices.Sort(v)
	return strings.Join(v, " ")
}

func sortVertices(ans string) string {
	f := strings.Fields(strings.TrimPrefix(ans, "="))
	slices.Sort(f)
	return strings.TrimSpace("= " + strings.Join(f, " "))
}

// TestGNUGoSelfPlayRecords has GNU Go play and record fresh games (its
// --benchmark self-play, fixed seeds), then reads, round-trips and replays
// them and has GNU Go load gobot's rewrite.
func TestGNUGoSelfPlayRecords(t *testing.T) {
	bin := gnugo(t)
	seeds := []int{1, 2, 3}
	if testing.Short() {
		seeds = seeds[:1]
	}
	dir := t.TempDir()
	for _, seed := range seeds {
		file := filepath.Join(dir, fmt.Sprintf("self-%d.sgf", seed))
		cmd := exec.Command(bin, "--boardsize", "9", "--komi", "5.5", "--level", "1",
			"--seed", fmt.Sprint(seed), "--benchmark", "60", "-o", file)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("gnugo: %v\n%s", err, out)
		}
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		roundTrip(t, data)
		g, err := ReadGame(data)
		if err != nil {
			t.Fatal(err)
		}
		g.GoToEnd()
		if g.MoveNumber() < 20 {
			t.Fatalf("seed %d: only %d moves", seed, g.MoveNumber())
		}
		var out bytes.Buffer
		if err := WriteGame(&out, g); err != nil {
			t.Fatal(err)
		}
		rewritten := filepath.Join(dir, fmt.Sprintf("rewritten-%d.sgf", seed))
		if err := os.WriteFile(rewritten, out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		ans := gtp(t, bin, "loadsgf "+rewritten, "list_stones black", "list_stones white")
		if got, want := sortVertices(ans[1]), sortVertices("= "+stones(g.Board(), core.Black)); got != want {
			t.Errorf("seed %d: black stones: GNU Go %s, core %s", seed, got, want)
		}
		if got, want := sortVertices(ans[2]), sortVertices("= "+stones(g.Board(), core.White)); got != want {
			t.Errorf("seed %d: white stones: GNU Go %s, core %s", seed, got, want)
		}
	}
}
