package core

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// naivePosition is an independent reference for a record replayed from the
// root: colours on a plain array, captures by flood fill, the simple-ko
// point, prisoners and the player to move, computed without Board.
type naivePosition struct {
	size      int
	color     map[Point]Color
	prisoners [3]int
	ko        Point
	koColor   Color
	toMove    Color
	moves     int
	passes    int
}

func (n *naivePosition) group(p Point) (stones []Point, libs int) {
	c := n.color[p]
	seen := map[Point]bool{p: true}
	libSeen := map[Point]bool{}
	stack := []Point{p}
	for len(stack) > 0 {
		q := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		stones = append(stones, q)
		for _, r := range [4]Point{q - Stride, q - 1, q + 1, q + Stride} {
			if !r.OnBoard(n.size) || seen[r] {
				continue
			}
			switch n.color[r] {
			case c:
				seen[r] = true
				stack = append(stack, r)
			case Empty:
				if !libSeen[r] {
					libSeen[r] = true
					libs++
				}
			}
		}
	}
	return stones, libs
}

// play carries out a recorded move: onto a stone it replaces the stone
// (as a setup, which clears the ko); otherwise it captures, then lifts its
// own chain if that has no liberty, whatever the rules say.
func (n *naivePosition) play(c Color, p Point) {
	if n.color[p] != Empty {
		n.color[p] = c
		n.ko, n.koColor = NoPoint, Empty
		return
	}
	n.color[p] = c
	captured := 0
	var last Point
	for _, q := range [4]Point{p - Stride, p - 1, p + 1, p + Stride} {
		if !q.OnBoard(n.size) || n.color[q] != c.Opponent() {
			continue
		}
		if stones, libs := n.group(q); libs == 0 {
			for _, s := range stones {
				n.color[s] = Empty
				last = s
			}
			captured += len(stones)
		}
	}
	n.prisoners[c] += captured
	n.ko, n.koColor = NoPoint, Empty
	stones, libs := n.group(p)
	switch {
	case libs == 0:
		for _, s := range stones {
			n.color[s] = Empty
		}
		n.prisoners[c.Opponent()] += len(stones)
	case captured == 1 && len(stones) == 1 && libs == 1:
		n.ko, n.koColor = last, c.Opponent()
	}
}

// naiveReplay computes the position at node target of game g from the root.
func naiveReplay(g *Game, target *Node) *naivePosition {
	n := &naivePosition{size: g.Size(), color: map[Point]Color{}, toMove: Black}
	for i, node := range target.Path() {
		if s := node.Setup(); s != nil {
			for _, l := range []struct {
				c   Color
				pts []Point
			}{{Black, s.Black}, {White, s.White}, {Empty, s.Empty}} {
				for _, p := range l.pts {
					if p.OnBoard(n.size) {
						n.color[p] = l.c
					}
				}
			}
			n.ko, n.koColor = NoPoint, Empty
			if i == 0 && len(s.Black) >= 2 && len(s.White) == 0 && g.Handicap() >= 2 {
				n.toMove = White
			}
		}
		passed := false
		if m := node.Move(); m.IsValid() {
			if m.IsPass() {
				n.ko, n.koColor = NoPoint, Empty
				passed = true
			} else {
				n.play(m.Color(), m.Point())
			}
			n.toMove = m.Color().Opponent()
			n.moves++
		}
		if passed {
			n.passes++
		} else {
			n.passes = 0
		}
		if c := node.ToMove(); c != Empty {
			n.toMove = c
		}
	}
	return n
}

// boardReplay is the replay gobot did before navigation was incremental:
// a new board, then every node of the path applied in order. Its superko
// history is the reference for the incremental one.
func boardReplay(g *Game, target *Node) *Board {
	b, _ := NewBoard(g.Size(), g.Rules())
	for _, n := range target.Path() {
		if s := n.Setup(); s != nil {
			b.Setup(Black, s.Black...)
			b.Setup(White, s.White...)
			b.Setup(Empty, s.Empty...)
		}
		if m := n.Move(); m.IsValid() {
			if m.IsPass() {
				b.Pass(m.Color())
			} else {
				b.force(m.Color(), m.Point())
			}
		}
	}
	return b
}

// checkAgainstReplay compares the game at its cursor with both references.
func checkAgainstReplay(t *testing.T, g *Game, what string) {
	t.Helper()
	want := naiveReplay(g, g.Cursor())
	b := g.Board()
	if err := verifyRecord(b); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	var hash uint64
	for y := 0; y < g.Size(); y++ {
		for x := 0; x < g.Size(); x++ {
			p := Pt(x, y)
			if b.At(p) != want.color[p] {
				t.Fatalf("%s: %v is %v, replay says %v\n%v", what, p, b.At(p), want.color[p], b)
			}
			if c := want.color[p]; c.IsStone() {
				hash ^= zobristStone[p][c]
			}
		}
	}
	if b.Hash() != hash {
		t.Fatalf("%s: hash %x, replay %x", what, b.Hash(), hash)
	}
	for _, c := range []Color{Black, White} {
		if b.Prisoners(c) != want.prisoners[c] {
			t.Fatalf("%s: %v prisoners %d, replay %d", what, c, b.Prisoners(c), want.prisoners[c])
		}
		wantKo := NoPoint
		if c == want.koColor {
			wantKo = want.ko
		}
		if b.Ko(c) != wantKo {
			t.Fatalf("%s: ko for %v at %v, replay %v", what, c, b.Ko(c), wantKo)
		}
	}
	if g.ToMove() != want.toMove {
		t.Fatalf("%s: %v to move, replay %v", what, g.ToMove(), want.toMove)
	}
	if g.MoveNumber() != want.moves || g.MoveNumber() != g.Cursor().MoveNumber() {
		t.Fatalf("%s: move number %d, replay %d, node %d", what, g.MoveNumber(), want.moves, g.Cursor().MoveNumber())
	}
	if g.ConsecutivePasses() != want.passes {
		t.Fatalf("%s: %d passes in a row, replay %d", what, g.ConsecutivePasses(), want.passes)
	}
	ref := boardReplay(g, g.Cursor())
	if !slices.Equal(b.history, ref.history) {
		t.Fatalf("%s: superko history differs from a replay (%d and %d keys)", what, len(b.history), len(ref.history))
	}
	if len(g.path) != g.Cursor().Depth()+1 || g.path[len(g.path)-1].node != g.Cursor() {
		t.Fatalf("%s: the path does not end at the cursor", what)
	}
}

// randomTree grows a random game tree of about n nodes below root: moves
// (legal, onto stones, suicides, ko retakes: a record may hold anything),
// passes, setup nodes, PL, and variations.
func randomTree(r *Rand, root *Node, size, n int) []*Node {
	nodes := []*Node{root}
	for len(nodes) < n {
		parent := nodes[len(nodes)-1]
		if r.Intn(4) == 0 {
			parent = nodes[r.Intn(len(nodes))]
		}
		k := NewNode()
		c := Black
		if r.Intn(2) == 0 {
			c = White
		}
		randPoint := func() Point { return Pt(r.Intn(size), r.Intn(size)) }
		switch x := r.Intn(20); {
		case x < 13:
			k.SetMove(Play(c, randPoint()))
		case x < 16:
			k.SetMove(Pass(c))
		case x < 18:
			s := &Setup{}
			for i := r.Intn(4); i >= 0; i-- {
				switch r.Intn(3) {
				case 0:
					s.Black = append(s.Black, randPoint())
				case 1:
					s.White = append(s.White, randPoint())
				default:
					s.Empty = append(s.Empty, randPoint())
				}
			}
			k.SetSetup(s)
		case x < 19:
			k.SetMove(Play(c, randPoint()))
			k.SetToMove(c)
		}
		parent.AddChild(k)
		nodes = append(nodes, k)
	}
	return nodes
}

// refGoToMove is GoToMove's target computed from the tree alone, as the
// replaying implementation did: the first node of the path to the cursor
// whose move count reaches n, or the line continued along first children.
func refGoToMove(cursor *Node, n int) (*Node, bool) {
	if n < 0 {
		return nil, false
	}
	path := cursor.Path()
	k := 0
	for _, node := range path {
		if node.Move().IsValid() {
			k++
		}
		if k == n && (n > 0 || node == path[0]) {
			return node, true
		}
	}
	node := cursor
	for k < n {
		if len(node.Children()) == 0 {
			return nil, false
		}
		node = node.Children()[0]
		if node.Move().IsValid() {
			k++
		}
	}
	return node, true
}

// Random navigation (every kind of step, plays and undos included) must
// leave the game exactly where a replay from the root would: stones, hash,
// prisoners, ko, superko history, player to move, move number, passes.
func TestNavigationMatchesReplay(t *testing.T) {
	steps := 1500
	if testing.Short() {
		steps = 300
	}
	for _, rules := range RulePresets {
		for _, size := range []int{5, 9} {
			t.Run(fmt.Sprintf("%s %d", rules.Name, size), func(t *testing.T) {
				r := NewRand(uint64(size*7919) + uint64(len(rules.Name)))
				root := NewNode()
				root.SetProp("SZ", fmt.Sprint(size))
				root.SetProp("RU", rules.Name)
				if r.Intn(2) == 0 {
					root.SetSetup(&Setup{Black: []Point{Pt(1, 1), Pt(size-2, size-2)}})
					root.SetProp("HA", "2")
				}
				nodes := randomTree(r, root, size, 400)
				g, err := FromTree(root)
				require.NoError(t, err)
				checkAgainstReplay(t, g, "start")
				for i := 0; i < steps; i++ {
					before := g.Cursor()
					var what string
					var err error
					var want *Node
					playing := false
					switch op := r.Intn(10); op {
					case 0, 1:
						what, err = "Next", g.Next()
						if kids := before.Children(); len(kids) > 0 {
							want = kids[0]
						}
					case 2:
						v := r.Intn(4) - 1
						what, err = fmt.Sprintf("Variation(%d)", v), g.Variation(v)
						if kids := before.Children(); v >= 0 && v < len(kids) {
							want = kids[v]
						}
					case 3:
						what, err = "Prev", g.Prev()
						want = before.Parent()
					case 4:
						n := r.Intn(40) - 1
						want, _ = refGoToMove(before, n)
						what, err = fmt.Sprintf("GoToMove(%d)", n), g.GoToMove(n)
					case 5:
						want = nodes[r.Intn(len(nodes))]
						for p := want; p != nil && p != root; p = p.Parent() {
							if p.Parent() == nil {
								want = nil // detached by an Undo
							}
						}
						if want == nil {
							what, err = "GoTo(detached)", g.GoTo(nodes[r.Intn(len(nodes))])
							break
						}
						what, err = "GoTo", g.GoTo(want)
					case 6:
						what = "GoToEnd"
						g.GoToEnd()
						want = before
						for len(want.Children()) > 0 {
							want = want.Children()[0]
						}
					case 7:
						playing = true
						c := g.ToMove()
						m := Play(c, Pt(r.Intn(size), r.Intn(size)))
						if r.Intn(8) == 0 {
							m = Pass(c)
						}
						legal := m.IsPass() || boardReplay(g, before).Legal(c, m.Point()) == nil
						what, err = "Play "+m.String(), g.Play(m)
						if legal != (err == nil) {
							t.Fatalf("step %d: %s: legal %v but got %v", i, what, legal, err)
						}
						want = before
						if err == nil {
							want = g.Cursor()
							require.Equal(t, before, want.Parent())
							require.Equal(t, m, want.Move())
						}
					case 8:
						hadKids := len(before.Children()) > 0
						parent := before.Parent()
						what, err = "Undo", g.Undo()
						if parent != nil && before.Move().IsValid() {
							want = parent
							require.Equal(t, hadKids, before.Parent() == parent, "Undo keeps a node only when it has variations")
						}
					case 9:
						c := []Color{Empty, Black, White}[r.Intn(3)]
						what = "SetToMove " + c.String()
						g.SetToMove(c)
						want = before
					}
					if want == nil {
						if err == nil && what != "GoTo(detached)" {
							t.Fatalf("step %d: %s succeeded, want an error", i, what)
						}
						if err != nil && !errors.Is(err, ErrNoMove) {
							t.Fatalf("step %d: %s: %v", i, what, err)
						}
						if err != nil {
							require.Equal(t, before, g.Cursor(), "a failed %s moves nothing", what)
						}
					} else {
						if err != nil && !playing {
							t.Fatalf("step %d: %s: %v", i, what, err)
						}
						require.Equal(t, want, g.Cursor(), "step %d: %s", i, what)
					}
					checkAgainstReplay(t, g, fmt.Sprintf("step %d (%s)", i, what))
					if r.Intn(50) == 0 {
						// New nodes, so that plays and undos keep finding work.
						nodes = append(nodes, randomTree(r, g.Cursor(), size, 10)[1:]...)
					}
				}
			})
		}
	}
}

// longLine returns a game whose main line has n nodes after the root:
// random moves with captures until the board settles, then passes.
func longLine(t testing.TB, rules Rules, size, n int) *Game {
	root := NewNode()
	root.SetProp("SZ", fmt.Sprint(size))
	root.SetProp("RU", rules.Name)
	b, _ := NewBoard(size, rules)
	r := NewRand(99)
	node, c := root, Black
	for i := 0; i < n; i++ {
		m := Pass(c)
		if i < 3*size*size {
			if p, ok := b.PlayRandom(c, r); ok {
				m = Play(c, p)
			} else {
				b.Pass(c)
			}
		}
		k := NewNode()
		k.SetMove(m)
		node = node.AddChild(k)
		c = c.Opponent()
	}
	g, err := FromTree(root)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// Navigation does work in proportion to the distance travelled: walking a
// line forward plays each node once, walking it back takes each back once,
// and nothing is ever replayed from the root. Counted, not timed.
func TestNavigationIsLinear(t *testing.T) {
	const n = 2000
	g := longLine(t, ChineseRules, 9, n)
	require.Equal(t, navCounts{applied: 1, replays: 1}, g.counts, "FromTree applies the root only")
	for g.Next() == nil {
	}
	require.Equal(t, n, g.MoveNumber())
	require.Equal(t, n+1, g.counts.applied, "each Next plays one node")
	for g.Prev() == nil {
	}
	require.Equal(t, n, g.counts.undone, "each Prev takes back one node")
	require.NoError(t, g.GoToMove(n))
	require.Equal(t, 2*n+1, g.counts.applied)
	require.NoError(t, g.GoToMove(n/2))
	require.Equal(t, n+n/2, g.counts.undone, "going back n/2 moves takes back n/2 nodes")
	require.NoError(t, g.GoTo(g.Root()))
	g.GoToEnd()
	require.Equal(t, 3*n+1, g.counts.applied)
	// A variation near the end: going to it from the end and back costs
	// the distance through their common ancestor, not the depth.
	require.NoError(t, g.GoToMove(n-3))
	v := g.Cursor()
	side := NewNode()
	side.SetMove(Pass(v.Children()[0].Move().Color().Opponent()))
	v.AddChild(side)
	g.GoToEnd()
	applied, undone := g.counts.applied, g.counts.undone
	require.NoError(t, g.GoTo(side))                   // 3 up, 1 down
	require.NoError(t, g.GoTo(g.Root().Children()[0])) // n-3 up
	require.NoError(t, g.GoTo(side))                   // n-3 down
	require.Equal(t, applied+1+(n-3), g.counts.applied)
	require.Equal(t, undone+3+(n-3), g.counts.undone)
	require.Equal(t, 1, g.counts.replays, "nothing was replayed from the root")
	require.Less(t, g.counts.restored, 4*n, "going back restores only the points the moves changed")
}

// A line of 200,000 nodes (the default SGF node limit) is walked to the
// end and back with one replay in all.
func TestWalkLongLine(t *testing.T) {
	n := 200_000
	if testing.Short() {
		n = 20_000
	}
	for _, rules := range []Rules{JapaneseRules, AGARules} {
		g := longLine(t, rules, 19, n)
		g.GoToEnd()
		require.Equal(t, n, g.MoveNumber())
		require.Equal(t, n+1, g.counts.applied)
		checkAgainstReplay(t, g, rules.Name+" end")
		require.NoError(t, g.GoToMove(0))
		require.Equal(t, n, g.counts.undone)
		require.Equal(t, 1, g.counts.replays)
		require.Zero(t, g.Board().Stones(Black).Count()+g.Board().Stones(White).Count())
	}
}

// BenchmarkNavigate measures a step of navigation on a 19×19 game of
// random moves with captures: walking the line forward and back (Next
// and Prev), and jumping between random nodes of the line (GoTo).
func BenchmarkNavigate(b *testing.B) {
	g := longLine(b, JapaneseRules, 19, 600)
	b.Run("next-prev", func(b *testing.B) {
		steps := 0
		for b.Loop() {
			if g.Next() != nil {
				for g.Prev() == nil {
					steps++
				}
			}
			steps++
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(steps), "ns/step")
	})
	var line []*Node
	for n := g.Root(); n != nil; {
		line = append(line, n)
		if len(n.Children()) == 0 {
			break
		}
		n = n.Children()[0]
	}
	b.Run("goto", func(b *testing.B) {
		r := NewRand(5)
		for b.Loop() {
			_ = g.GoTo(line[r.Intn(len(line))])
		}
	})
	b.Run("load-20k", func(b *testing.B) {
		long := longLine(b, JapaneseRules, 19, 20_000)
		for b.Loop() {
			_ = long.GoTo(long.Root())
			long.GoToEnd()
		}
	})
}

// The game's Board is one Board for the life of the game (Game.Board): a
// replay from the root, by GoTo(g.Cursor()) after a node on the path
// changed or by SetRules, refills it in place, so a caller holding it sees
// the new position and the new rules, and nothing of the old position is
// left in it.
func TestReplayKeepsTheBoard(t *testing.T) {
	r := NewRand(4242)
	root := NewNode()
	root.SetProp("SZ", "9")
	root.SetProp("RU", ChineseRules.Name)
	nodes := randomTree(r, root, 9, 300)
	g, err := FromTree(root)
	require.NoError(t, err)
	require.NoError(t, g.GoTo(nodes[len(nodes)-1]))
	held := g.Board()
	requireHeld := func(what string) {
		t.Helper()
		if g.Board() != held {
			t.Fatalf("after %s the game has another Board", what)
		}
	}
	checkAgainstReplay(t, g, "start")

	// Change a move on the path, then take the change in.
	path := g.Cursor().Path()
	n := path[len(path)/2]
	n.SetMove(Play(Black, Pt(4, 4)))
	replays := g.counts.replays
	require.NoError(t, g.GoTo(g.Cursor()))
	require.Equal(t, replays+1, g.counts.replays, "GoTo(g.Cursor()) replays")
	requireHeld("GoTo(g.Cursor())")
	checkAgainstReplay(t, g, "after GoTo(g.Cursor())")

	for _, rules := range []Rules{JapaneseRules, TrompTaylorRules, AGARules} {
		require.NoError(t, g.SetRules(rules))
		requireHeld(rules.Name)
		require.Equal(t, rules, held.Rules(), rules.Name)
		checkAgainstReplay(t, g, "after SetRules "+rules.Name)
	}

	// The board goes on changing in place as the cursor moves.
	require.NoError(t, g.GoTo(nodes[len(nodes)/3]))
	requireHeld("GoTo")
	checkAgainstReplay(t, g, "after GoTo")
}
