package analysis

import (
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/coretest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// floodTruth counts, with a plain breadth-first search over the grid (no
// point-set operations), the 4-connected components of the points not in
// g that g encloses: all of them but the outside. The outside is the
// component reaching the edge when g is off the edge; when g touches the
// edge (and is closed by the earth) every component is bounded and one of
// them is the outside, unless g holds the whole edge.
func floodTruth(g core.PointSet) int {
	n := g.Size()
	var seen [core.MaxSize][core.MaxSize]bool
	comps := 0
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			if g.Has(core.Pt(x, y)) || seen[x][y] {
				continue
			}
			comps++
			queue := [][2]int{{x, y}}
			seen[x][y] = true
			for len(queue) > 0 {
				c := queue[0]
				queue = queue[1:]
				for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
					u, v := c[0]+d[0], c[1]+d[1]
					if u < 0 || v < 0 || u >= n || v >= n || g.Has(core.Pt(u, v)) || seen[u][v] {
						continue
					}
					seen[u][v] = true
					queue = append(queue, [2]int{u, v})
				}
			}
		}
	}
	wholeEdge := true
	for i := 0; i < n; i++ {
		for _, p := range []core.Point{core.Pt(i, 0), core.Pt(i, n-1), core.Pt(0, i), core.Pt(n-1, i)} {
			wholeEdge = wholeEdge && g.Has(p)
		}
	}
	if wholeEdge || comps == 0 {
		return comps
	}
	return comps - 1
}

func blackGroup(t *testing.T, diagram string) core.PointSet {
	t.Helper()
	b := coretest.Board(t, diagram)
	var groups []core.PointSet
	for g := range linkedGroups(b.Stones(core.Black)) {
		groups = append(groups, g)
	}
	require.Len(t, groups, 1, "the diagram must hold one linked black group")
	return groups[0]
}

func TestEulerDiagrams(t *testing.T) {
	for _, tc := range []struct {
		name                   string
		diagram                string
		links, vertices, loops int
		regions                int
	}{
		{
			// A ring around a 1×3 region: 4 adjacent and 4 diagonal links.
			name: "ring in the centre",
			diagram: `.......
			          ..XXX..
			          .X...X.
			          ..XXX..
			          .......
			          .......
			          .......`,
			links: 8, vertices: 8, loops: 0, regions: 1,
		},
		{
			// Nakamura §4.1: a stone in the middle adds 2 adjacent and 4
			// diagonal links and 4 triangles, and splits the region.
			name: "the ring split by a stone",
			diagram: `.......
			          ..XXX..
			          .X.X.X.
			          ..XXX..
			          .......
			          .......
			          .......`,
			links: 14, vertices: 9, loops: 4, regions: 2,
		},
		{
			// Only one diagonal of a full 2×2 square counts.
			name: "solid block",
			diagram: `.....
			          .XX..
			          .XX..
			          .....
			          .....`,
			links: 5, vertices: 4, loops: 2, regions: 0,
		},
		{
			name: "3×3 ring with closed loops at the corners",
			diagram: `.....
			          .XXX.
			          .X.X.
			          .XXX.
			          .....`,
			links: 12, vertices: 8, loops: 4, regions: 1,
		},
		{
			name: "diamond of four stones",
			diagram: `.....
			          ..X..
			          .X.X.
			          ..X..
			          .....`,
			links: 4, vertices: 4, loops: 0, regions: 1,
		},
		{
			// Figure 5: a corner group closed by the earth. Three stones,
			// two of them on the edge (two virtual links), one diagonal
			// and one adjacent link.
			name: "two-point eye in the corner",
			diagram: `.....
			          .....
			          .....
			          XX...
			          ..X..`,
			links: 4, vertices: 4, loops: 0, regions: 1,
		},
		{
			name: "corner eye from a diagonal pair on the edges",
			diagram: `.....
			          .....
			          .....
			          X....
			          .X...`,
			links: 3, vertices: 3, loops: 0, regions: 1,
		},
		{
			// Two edge stones side by side make a closed loop with the earth.
			name: "wall along the edge encloses nothing",
			diagram: `.....
			          .....
			          .....
			          .....
			          .XXX.`,
			links: 5, vertices: 4, loops: 2, regions: 0,
		},
		{
			name: "wall across the board: one side is the outside",
			diagram: `.....
			          .....
			          XXXXX
			          .....
			          .....`,
			links: 6, vertices: 6, loops: 0, regions: 1,
		},
		{
			// The whole edge: no outside is left, and the decision adds
			// one to the formula (which alone would say 0).
			name: "whole edge around one point",
			diagram: `XXX
			          X.X
			          XXX`,
			links: 20, vertices: 9, loops: 12, regions: 1,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := blackGroup(t, tc.diagram)
			links, vertices, loops := eulerTerms(g)
			assert.Equal(t, tc.links, links, "links")
			assert.Equal(t, tc.vertices, vertices, "vertices")
			assert.Equal(t, tc.loops, loops, "closed loops")
			assert.Equal(t, tc.regions, eulerRegions(g), "regions")
			assert.Equal(t, tc.regions, floodTruth(g), "flood fill")
			assert.Len(t, enclosedRegions(g), tc.regions)
		})
	}
}

// randomStones draws a random point set of the given density, for shapes that
// games rarely make.
func randomStones(size int, r *core.Rand, per1000 int) core.PointSet {
	s := core.NewPointSet(size)
	for p := range core.FullSet(size).All() {
		if r.Intn(1000) < per1000 {
			s.Add(p)
		}
	}
	return s
}

// The full formula and the flood fill agree on every linked group of
// random stone sets and random game positions of every small size.
func TestEulerFormulaMatchesFloodFill(t *testing.T) {
	r := core.NewRand(7)
	groups := 0
	check := func(stones core.PointSet, what string) {
		for g := range linkedGroups(stones) {
			groups++
			want := floodTruth(g)
			require.Equal(t, want, eulerRegions(g), "%s: group\n%v", what, g)
			require.Len(t, enclosedRegions(g), want, "%s: group\n%v", what, g)
		}
	}
	for _, size := range []int{2, 3, 4, 5, 6, 7, 9, 13, 19} {
		sets := 300
		if size > 9 {
			sets = 60
		}
		for i := 0; i < sets; i++ {
			check(randomStones(size, r, 150+r.Intn(700)), "random set")
		}
		for i := 0; i < sets/10; i++ {
			b := randomPosition(t, size, core.ChineseRules, r, r.Intn(4*size*size))
			check(b.Stones(core.Black), "game")
			check(b.Stones(core.White), "game")
		}
	}
	t.Logf("%d linked groups checked", groups)
}

// checkCounter compares every group of the counter with linkedGroups, the
// full formula and the flood fill.
func checkCounter(t *testing.T, e *eulerCounter, black, white core.PointSet, what string) {
	t.Helper()
	for _, c := range []core.Color{core.Black, core.White} {
		stones := black
		if c == core.White {
			stones = white
		}
		n := 0
		for g := range linkedGroups(stones) {
			n++
			p := g.First()
			require.Equal(t, g, e.Group(p), "%s: %v group at %v", what, c, p)
			want := floodTruth(g)
			require.Equal(t, want, eulerRegions(g), "%s: formula, group\n%v", what, g)
			require.Equal(t, want, e.Regions(p), "%s: incremental, group\n%v", what, g)
		}
		m := 0
		for range e.Groups(c) {
			m++
		}
		require.Equal(t, n, m, "%s: number of %v groups", what, c)
	}
}

// The incremental update (E(p) − k with the edge and corner variants, and
// recounts on captures) equals the full formula and the flood fill after
// every move of random games, suicides included.
func TestEulerIncrementalMatchesFull(t *testing.T) {
	r := core.NewRand(11)
	games := map[int]int{2: 30, 3: 40, 4: 40, 5: 30, 7: 15, 9: 10, 19: 2}
	for size, n := range games {
		for _, rules := range []core.Rules{core.ChineseRules, core.TrompTaylorRules} {
			for g := 0; g < n; g++ {
				b, err := core.NewBoard(size, rules)
				require.NoError(t, err)
				e := newEulerCounter(b)
				c := core.Black
				passes := 0
				for move := 0; move < 3*size*size && passes < 2; move++ {
					var p core.Point
					var ok bool
					if r.Intn(6) == 0 {
						// Any legal move, own eyes and suicides included.
						empties := b.Stones(core.Empty).Points()
						for i := range empties {
							q := empties[(i+r.Intn(len(empties)))%len(empties)]
							if _, err := b.Play(c, q); err == nil {
								p, ok = q, true
								break
							}
						}
					} else {
						p, ok = b.PlayRandom(c, r)
					}
					if ok {
						e.Update(b, core.Play(c, p))
						passes = 0
					} else {
						b.Pass(c)
						e.Update(b, core.Pass(c))
						passes++
					}
					checkCounter(t, e, b.Stones(core.Black), b.Stones(core.White), b.String())
					c = c.Opponent()
				}
			}
		}
	}
}

// Stones added in random order to random sets, with random removals, keep
// the counter equal to the full formula.
func TestEulerCounterRandomSets(t *testing.T) {
	r := core.NewRand(3)
	for _, size := range []int{2, 3, 4, 6, 9} {
		for i := 0; i < 40; i++ {
			b, err := core.NewBoard(size, core.JapaneseRules)
			require.NoError(t, err)
			e := newEulerCounter(b)
			black, white := core.NewPointSet(size), core.NewPointSet(size)
			for step := 0; step < 2*size*size; step++ {
				p := core.Pt(r.Intn(size), r.Intn(size))
				switch {
				case black.Has(p) || white.Has(p):
					// Remove a random linked group's worth of stones near p.
					gone := core.NewPointSet(size, p).Grow().Intersect(black.Union(white))
					e.Remove(gone)
					black, white = black.Minus(gone), white.Minus(gone)
				case r.Intn(2) == 0:
					e.Add(core.Black, p)
					black.Add(p)
				default:
					e.Add(core.White, p)
					white.Add(p)
				}
				checkCounter(t, e, black, white, "random set")
			}
		}
	}
}

func TestEulerCounterIgnoresBadInput(t *testing.T) {
	b, err := core.NewBoard(5, core.JapaneseRules)
	require.NoError(t, err)
	e := newEulerCounter(b)
	e.Add(core.Empty, core.Pt(1, 1))
	e.Add(core.Black, core.NoPoint)
	e.Add(core.Black, core.Pt(7, 7))
	e.Add(core.Black, core.Pt(1, 1))
	e.Add(core.White, core.Pt(1, 1)) // occupied: ignored
	assert.Equal(t, 0, e.Regions(core.Pt(1, 1)))
	assert.Equal(t, core.NewPointSet(5, core.Pt(1, 1)), e.Group(core.Pt(1, 1)))
	assert.Equal(t, 0, e.Regions(core.NoPoint))
	assert.True(t, e.Group(core.Pt(3, 3)).Empty())
	assert.Equal(t, 0, eulerRegions(core.NewPointSet(5)))
	assert.Nil(t, enclosedRegions(core.NewPointSet(5)))
}

func TestFalseEye(t *testing.T) {
	for _, tc := range []struct {
		name    string
		diagram string
		at      string
		false_  bool
	}{
		{
			// Two blocks joined only by the two diagonal links around B3.
			name: "two blocks, two links: false",
			diagram: `.....
			          XX...
			          X.X..
			          .XX..
			          .....`,
			at: "B3", false_: true,
		},
		{
			// The lower block reaches the edge: the earth is a third link.
			name: "both blocks on the edge: not false",
			diagram: `.....
			          XX...
			          X.X..
			          .XX..
			          .X...`,
			at: "B3",
		},
		{
			// The dragon with two heads: two blocks joined by two false
			// eyes have four connecting links; neither eye is false.
			name: "dragon with two heads, upper eye",
			diagram: `.XX..
			          XX.X.
			          X.XX.
			          XX.X.
			          .XX..`,
			at: "C4",
		},
		{
			name: "dragon with two heads, lower eye",
			diagram: `.XX..
			          XX.X.
			          X.XX.
			          XX.X.
			          .XX..`,
			at: "C2",
		},
		{
			name: "one block around the point: a real eye",
			diagram: `.....
			          .XXX.
			          .X.X.
			          .XXX.
			          .....`,
			at: "C3",
		},
		{
			// The classic edge false eye: three blocks, the outer two
			// joined only through the earth, the middle one only by the
			// links around the point.
			name: "edge: three blocks",
			diagram: `.....
			          .....
			          .....
			          ..X..
			          .X.X.`,
			at: "C1", false_: true,
		},
		{
			name: "not closed by black",
			diagram: `.....
			          .....
			          .....
			          ..X..
			          .X.O.`,
			at: "C1",
		},
		{
			name: "occupied point",
			diagram: `.....
			          .....
			          .....
			          ..X..
			          .XXX.`,
			at: "C1",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := coretest.Board(t, tc.diagram)
			assert.Equal(t, tc.false_, falseEye(b, core.Black, coretest.Pt(t, tc.at, b.Size())))
		})
	}
	b := coretest.Board(t, ".....\n.....\n.....\n.....\n.....")
	assert.False(t, falseEye(b, core.Empty, core.Pt(1, 1)))
	assert.False(t, falseEye(b, core.Black, core.NoPoint))
}

// falseEyeAmong counts only the stones it is given: here the upper and
// lower blocks around D4 are joined beyond the links around it only
// through the three stones E6 F6 F5, so D4 is a real eye with them and a
// false one without them (as when the analysis finds them dead).
func TestFalseEyeAmong(t *testing.T) {
	b := coretest.Board(t, `
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . X X . . .
		. . X X . X . . .
		. . X . X . . . .
		. . . X X . . . .
		. . . . . . . . .
		. . . . . . . . .`)
	p := coretest.Pt(t, "D4", 9)
	third := core.NewPointSet(9, coretest.Pt(t, "E6", 9), coretest.Pt(t, "F6", 9), coretest.Pt(t, "F5", 9))
	assert.False(t, falseEye(b, core.Black, p))
	assert.False(t, falseEyeAmong(b, b.Stones(core.Black), p))
	assert.True(t, falseEyeAmong(b, b.Stones(core.Black).Minus(third), p))
}

// linkedGroupsOf, the union-find the analysis uses, finds the same linked
// groups as linkedGroups on random sets of every size.
func TestLinkedGroupsOfMatchesLinkedGroups(t *testing.T) {
	r := core.NewRand(5)
	for _, size := range []int{1, 2, 3, 5, 9, 13, 19, 25} {
		for i := 0; i < 40; i++ {
			s := randomStones(size, r, 100+r.Intn(800))
			var want []core.PointSet
			for g := range linkedGroups(s) {
				want = append(want, g)
			}
			got := linkedGroupsOf(s, nil)
			require.ElementsMatch(t, want, got, "%d×%d\n%v", size, size, s)
			// Labelled by halves of the board, no linked group crosses
			// the middle row.
			var label [core.NumSlots]int16
			for p := range s.All() {
				label[p] = int16(1 + 2*p.Y()/size)
			}
			for _, g := range linkedGroupsOf(s, &label) {
				for p := range g.All() {
					require.Equal(t, label[g.First()], label[p])
				}
			}
			var halves []core.PointSet
			for _, half := range []core.PointSet{s.Intersect(lowerHalf(size)), s.Minus(lowerHalf(size))} {
				for g := range linkedGroups(half) {
					halves = append(halves, g)
				}
			}
			require.ElementsMatch(t, halves, linkedGroupsOf(s, &label))
		}
	}
	assert.Nil(t, linkedGroupsOf(core.NewPointSet(9), nil))
}

// lowerHalf is the rows y < size/2 (2y < size).
func lowerHalf(size int) core.PointSet {
	h := core.NewPointSet(size)
	for p := range core.FullSet(size).All() {
		if 2*p.Y() < size {
			h.Add(p)
		}
	}
	return h
}

// eyeCandidates, which finds the one-point regions without a flood fill,
// equals Euler's count less the one-point enclosedRegions falseEye finds
// false, on every linked group of every set of stones on boards of 2 to
// 4 lines (where regions of single points only, one of them the outside,
// happen) and of random sets on larger boards.
func TestEyeCandidatesMatchEnclosedRegions(t *testing.T) {
	r := core.NewRand(13)
	var sets []core.PointSet
	for _, size := range []int{2, 3, 4} {
		all := core.FullSet(size).Points()
		for m := 0; m < 1<<len(all); m++ {
			s := core.NewPointSet(size)
			for i, p := range all {
				if m&(1<<i) != 0 {
					s.Add(p)
				}
			}
			sets = append(sets, s)
		}
	}
	for _, size := range []int{5, 6, 9, 19} {
		for i := 0; i < 200; i++ {
			sets = append(sets, randomStones(size, r, 300+r.Intn(650)))
		}
	}
	for _, s := range sets {
		size := s.Size()
		{
			b, err := core.NewBoard(size, core.JapaneseRules)
			require.NoError(t, err)
			b.Setup(core.Black, s.Points()...)
			for l := range linkedGroups(s) {
				want := eulerRegions(l)
				for _, reg := range enclosedRegions(l) {
					if reg.Count() == 1 && falseEye(b, core.Black, reg.First()) {
						want--
					}
				}
				got := eyeCandidates(l, func(p core.Point) bool { return falseEyeAmong(b, s, p) })
				require.Equal(t, want, got, "%d×%d\n%v", size, size, l)
			}
		}
	}
}
