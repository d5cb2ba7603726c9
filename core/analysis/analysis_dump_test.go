package analysis

import (
	"bufio"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"hash"
	"math"
	"os"
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// TestAnalysisDump writes one hash per analysed position (everything an
// Analysis holds, floats by their bits), and one of the tactical reader's
// answers with the moves each played, to $GOBOT_EQ_OUT: every third move
// of every corpus game and its end, random 9×9, 13×13 and 19×19 games
// every seventh move, and the replayed games of the benchmarks. Two
// builds that give the same file analyse alike (a change meant to make
// the analysis faster, not different, is checked so: dump with each
// test binary and compare). It skips without GOBOT_EQ_OUT.
func TestAnalysisDump(t *testing.T) {
	out := os.Getenv("GOBOT_EQ_OUT")
	if out == "" {
		t.Skip("GOBOT_EQ_OUT not set")
	}
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	defer w.Flush()
	n := 0
	emit := func(id string, b *core.Board, komi float64, handicap int) {
		a := AnalyzeBoard(b.Clone(), komi, handicap)
		fmt.Fprintf(w, "%s %x\n", id, hashAnalysis(a))
		fmt.Fprintf(w, "%s tactics %x\n", id, hashTactics(b))
		n++
	}
	for _, cg := range loadCorpus(t) {
		b, err := core.NewBoard(cg.size, core.JapaneseRules)
		if err != nil {
			t.Fatal(err)
		}
		for i, m := range cg.moves {
			if m.IsPass() {
				b.Pass(m.Color())
			} else if _, err := b.Play(m.Color(), m.Point()); err != nil {
				t.Fatal(err)
			}
			if (i+1)%3 == 0 || i == len(cg.moves)-1 {
				emit(fmt.Sprintf("corpus%d/%d", cg.line, i+1), b, cg.komi, 0)
			}
		}
	}
	for _, size := range []int{9, 13, 19} {
		games := map[int]uint64{9: 20, 13: 20, 19: 40}[size]
		for seed := uint64(1); seed <= games; seed++ {
			randomGame(t, size, seed, func(b *core.Board, move int, over bool) {
				if move%7 == 0 || over {
					emit(fmt.Sprintf("random%d/%d/%d", size, seed, move), b, 6.5, int(seed%3))
				}
			})
		}
	}
	for seed := uint64(1); seed <= 5; seed++ {
		g := newReplayedGame(t, seed)
		for k := 0; k < len(g.boards); k += 5 {
			emit(fmt.Sprintf("replayed/%d/%d", seed, k), g.boards[k], 7.5, 0)
		}
	}
	t.Logf("%d positions", n)
}

func hashAnalysis(a *Analysis) []byte {
	h := sha256.New()
	wr := func(v any) {
		if err := binary.Write(h, binary.LittleEndian, v); err != nil {
			panic(err)
		}
	}
	wf := func(x float64) { wr(math.Float64bits(x)) }
	ws := func(s core.PointSet) { hashSet(h, s) }
	wr(int64(a.size))
	wr(int64(len(a.groups)))
	for _, g := range a.groups {
		wr(uint8(g.Color))
		ws(g.Stones)
		ws(g.eyeSpace)
		wr(uint8(g.Status))
		wf(g.Eyes)
		wr(int64(g.Regions))
	}
	wr(a.groupAt)
	wr(int64(len(a.chains)))
	for _, c := range a.chains {
		ws(c.stones)
		wr(int64(c.libs))
		wr(c.group)
	}
	wr(a.chainAt)
	ws(a.dead)
	ws(a.passAlive)
	for c := range a.potential {
		for _, x := range a.potential[c] {
			wf(x)
		}
	}
	for _, x := range a.lean {
		wf(x)
	}
	s := &a.score
	wf(s.Black)
	wf(s.White)
	for _, c := range s.Owner {
		wr(uint8(c))
	}
	for i := range 3 {
		wr(int64(s.Territory[i]))
		wr(int64(s.Stones[i]))
		wr(int64(s.Captures[i]))
		wf(s.Open[i])
		wf(s.Early[i])
		ws(s.leaning[i])
	}
	wf(s.Range)
	wf(s.variance)
	// Through the public accessors too.
	n := a.size
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			p := core.Pt(x, y)
			wr(uint8(a.Owner(p)))
			wr(uint8(a.Status(p)))
			wf(a.Lean(p))
			wf(a.Potential(core.Black, p))
			wf(a.Potential(core.White, p))
		}
	}
	fmt.Fprintf(h, "%+v", a.Score())
	for _, cs := range a.chainStatuses() {
		fmt.Fprintf(h, "%+v", cs)
	}
	fmt.Fprintf(h, "%+v", a.Groups())
	return h.Sum(nil)
}

func hashSet(h hash.Hash, s core.PointSet) {
	fmt.Fprintf(h, "%v|", s.Points())
}

// hashTactics hashes the reader's answers, with the moves each played,
// to both questions about every chain of three liberties or fewer.
func hashTactics(b *core.Board) []byte {
	h := sha256.New()
	for _, head := range b.ChainHeads() {
		if b.Liberties(head) > 3 {
			continue
		}
		t := newTactics(b)
		r1 := t.rescueOf(head)
		n1 := t.nodes
		r2 := t.captureOf(head)
		fmt.Fprintf(h, "%v %d %d %d %d|", head, r1, n1, r2, t.nodes)
	}
	return h.Sum(nil)
}
