package gtp

import (
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// checkAnswer fails unless ans is one well-formed GTP answer (or "" for a
// line without a command): "=" or "?", an optional id, a space or the end
// of the first line, no empty line inside, and the final empty line.
func checkAnswer(t *testing.T, line, ans string) {
	t.Helper()
	if ans == "" {
		if f := strings.Fields(preprocess(line)); len(f) != 0 {
			t.Fatalf("no answer to %q", line)
		}
		return
	}
	if ans[0] != '=' && ans[0] != '?' {
		t.Fatalf("answer to %q starts with %q", line, ans[0])
	}
	if !strings.HasSuffix(ans, "\n\n") || strings.Count(ans, "\n\n") != 1 {
		t.Fatalf("answer to %q is not one GTP answer: %q", line, ans)
	}
	first, _, _ := strings.Cut(ans, "\n")
	i := 1
	for i < len(first) && first[i] >= '0' && first[i] <= '9' {
		i++
	}
	if i < len(first) && first[i] != ' ' {
		t.Fatalf("answer to %q: id not followed by a space: %q", line, first)
	}
	for _, c := range []byte(ans) {
		if (c < 32 && c != '\n') || c == 127 {
			t.Fatalf("answer to %q holds control character %#x", line, c)
		}
		if ans[0] == '?' && c >= 0x80 {
			t.Fatalf("failure answer to %q is not ASCII: %q", line, ans)
		}
	}
}

// FuzzEngine feeds random lines to an engine: it never panics, every line
// with a command gets exactly one well-formed answer, and the engine's game
// stays consistent (the board's stones match list_stones).
func FuzzEngine(f *testing.F) {
	for _, s := range []string{
		"boardsize 9\nplay b e5\nplay w e4\ngenmove b\nundo\nshowboard\n",
		"1 protocol_version\n2 list_commands\n3 known_command play\n",
		"fixed_handicap 4\nall_legal w\nlist_stones b\ncaptures w\nfinal_score\n",
		"boardsize 5\nplace_free_handicap 24\ngenmove w\nfinal_status_list dead\n",
		"set_free_handicap a1 b2 c3\nis_legal b a1\nunconditional_status c3\n",
		"kgs-rules new_zealand\nkomi 7\ngogui-analyze_commands\ngobot-influence\ngobot-status\n",
		"\r\n# comment\n\t\n12\n99 quit\n",
		"boardsize 9\nplay b e5\nprintsgf\nprintsgf /tmp/x.sgf\nloadsgf /etc/passwd\n",
		"play\x00 b\x7f a1\nplay b pass\nplay w PASS\nboardsize 25\nboardsize 2\ngenmove b\ngenmove w\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		if len(input) > 4096 {
			return
		}
		// No files: the input must not read or write files.
		e := New(NoFiles())
		for _, line := range strings.Split(input, "\n") {
			ans, quit := e.Handle(line)
			checkAnswer(t, line, ans)
			if quit && !strings.HasPrefix(ans, "=") {
				t.Fatalf("quit with a failure answer %q", ans)
			}
			b := e.Game().Board()
			for _, c := range []core.Color{core.Black, core.White} {
				got, _ := e.Handle("list_stones " + c.String())
				want := "= " + vertexList(b.Size(), func(p core.Point) bool { return b.At(p) == c }) + "\n\n"
				if got != want {
					t.Fatalf("after %q: list_stones %v = %q, board has %q", line, c, got, want)
				}
			}
		}
		// Serve gives the same answers as Handle, in order, until quit.
		var out strings.Builder
		if err := New(NoFiles()).Serve(strings.NewReader(input), &out); err != nil {
			t.Fatal(err)
		}
		var want strings.Builder
		e = New(NoFiles())
		for _, line := range strings.Split(input, "\n") {
			ans, quit := e.Handle(line)
			want.WriteString(ans)
			if quit {
				break
			}
		}
		if out.String() != want.String() {
			t.Fatalf("Serve and Handle differ:\n%q\n%q", out.String(), want.String())
		}
	})
}
