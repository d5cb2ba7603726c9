package analysis

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/coretest"
	"github.com/stretchr/testify/require"
)

// shadowPicture draws the shadow a blocker B at offset (vx, vy) casts on
// the area D of a source S (Manhattan distance < 8): 2 marks the umbra, 1
// the penumbra, '.' the points it does not shadow. It reads reachTable, the
// table the potentials use.
func shadowPicture(vx, vy int) string {
	const r = influenceReach - 1
	var grid [2*r + 1][2*r + 1]byte
	for i := range grid {
		for j := range grid[i] {
			grid[i][j] = ' '
		}
	}
	at := func(x, y int) *byte { return &grid[r-y][x+r] }
	*at(0, 0) = 'S'
	for _, u := range reachTable {
		ch := byte('.')
		for _, bl := range u.blockers {
			if bl.off == extIndex(vx, vy)-extIndex(0, 0) {
				ch = '0' + byte(bl.delta)
			}
		}
		*at(int(u.dx), int(u.dy)) = ch
	}
	*at(vx, vy) = 'B'
	var s strings.Builder
	for _, row := range grid {
		s.WriteString(strings.TrimRight(string(row[:]), " "))
		s.WriteByte('\n')
	}
	return s.String()
}

// TestShadowPicture pictures the shadow table (our Figure 10): a
// neighbour casts a wide shadow, a diagonal neighbour a diagonal one, a
// far stone a narrow one.
func TestShadowPicture(t *testing.T) {
	cases := []struct {
		name   string
		vx, vy int
		want   string
	}{
		{"neighbour", 1, 0, `
       .
      ...
     .....
    .......
   .......11
  .......1122
 ........22222
.......SB222222
 ........22222
  .......1122
   .......11
    .......
     .....
      ...
       .
`},
		{"diagonal neighbour", 1, 1, `
       .
      ...
     ....1
    ....122
   .....1222
  ......22221
 .......B211..
.......S.......
 .............
  ...........
   .........
    .......
     .....
      ...
       .
`},
		{"knight's move", 2, 1, `
       .
      ...
     .....
    .......
   .......12
  .......1222
 ........B2211
.......S.......
 .............
  ...........
   .........
    .......
     .....
      ...
       .
`},
		{"three lines away", 3, 0, `
       .
      ...
     .....
    .......
   .........
  ...........
 ..........112
.......S..B2222
 ..........112
  ...........
   .........
    .......
     .....
      ...
       .
`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := shadowPicture(tc.vx, tc.vy)
			if want := strings.TrimPrefix(tc.want, "\n"); got != want {
				t.Errorf("shadow of a stone at (%d,%d):\n%s\nwant:\n%s", tc.vx, tc.vy, got, want)
			}
		})
	}
}

// TestShadowTables checks that reachTable covers exactly D, that its
// blockers are exactly those shadowDelta names, and that castTable is the
// same relation seen from the blocker; and that the shadow is symmetric
// under the board's eight symmetries.
func TestShadowTables(t *testing.T) {
	const r = influenceReach - 1
	if want := 2 * r * (r + 1); len(reachTable) != want {
		t.Fatalf("reachTable has %d points, want %d", len(reachTable), want)
	}
	pairs := 0
	for i, u := range reachTable {
		ux, uy := int(u.dx), int(u.dy)
		if d := absInt(ux) + absInt(uy); d != int(u.d) || d == 0 || d >= influenceReach {
			t.Fatalf("reachTable[%d] = (%d,%d) with d %d", i, ux, uy, u.d)
		}
		want := map[int32]int8{}
		for vy := -r; vy <= r; vy++ {
			for vx := -r; vx <= r; vx++ {
				if dl := shadowDelta(vx, vy, ux, uy); dl > 0 {
					want[extIndex(vx, vy)-extIndex(0, 0)] = dl
					for _, s := range [8][4]int{{vx, vy, ux, uy}, {-vx, vy, -ux, uy}, {vx, -vy, ux, -uy}, {-vx, -vy, -ux, -uy},
						{vy, vx, uy, ux}, {-vy, vx, -uy, ux}, {vy, -vx, uy, -ux}, {-vy, -vx, -uy, -ux}} {
						if got := shadowDelta(s[0], s[1], s[2], s[3]); got != dl {
							t.Errorf("shadowDelta not symmetric: %v gives %d, (%d,%d,%d,%d) gives %d", s, got, vx, vy, ux, uy, dl)
						}
					}
				}
			}
		}
		if len(u.blockers) != len(want) {
			t.Errorf("(%d,%d) has %d blockers, want %d", ux, uy, len(u.blockers), len(want))
		}
		for _, bl := range u.blockers {
			if want[bl.off] != bl.delta {
				t.Errorf("(%d,%d): blocker offset %d has delta %d, want %d", ux, uy, bl.off, bl.delta, want[bl.off])
			}
			pairs++
		}
	}
	casts := 0
	for vy := -r; vy <= r; vy++ {
		for vx := -r; vx <= r; vx++ {
			for _, c := range castTable[castIndex(vx, vy)] {
				u := reachTable[c.target]
				if dl := shadowDelta(vx, vy, int(u.dx), int(u.dy)); dl != c.delta {
					t.Errorf("castTable (%d,%d) -> (%d,%d) has %d, want %d", vx, vy, u.dx, u.dy, c.delta, dl)
				}
				casts++
			}
		}
	}
	if casts != pairs {
		t.Errorf("castTable holds %d pairs, reachTable %d", casts, pairs)
	}
}

// refMirror folds line x of an n-line board onto the line it is the mirror
// image of: the mirror lies half a line beyond each edge, and only the
// first five lines have images. It is written apart from mirror/images so
// that the reference below shares no code with the potentials but
// shadowDelta.
func refMirror(x, n int) (int, bool) {
	if x >= 0 && x < n {
		return x, true
	}
	var m int
	if x < 0 {
		m = -1 - x // (x + m)/2 = -1/2
	} else {
		m = 2*n - 1 - x // (x + m)/2 = n - 1/2
	}
	dist := m
	if x >= n {
		dist = n - 1 - m
	}
	if m < 0 || m >= n || dist >= mirrorReach {
		return 0, false
	}
	return m, true
}

// refPotentials computes the potentials of b straight from the
// definition: every stone and image gives every board point at Manhattan
// distance 0 < d < 8 the value 1/(d + Σ shadows), the sum over every other
// stone or image (not of the same stone) whose shadow holds the point.
func refPotentials(b *core.Board) (pot [2][2]map[core.Point]float64) {
	n := b.Size()
	type src struct {
		x, y   int
		c      core.Color
		origin core.Point
	}
	var all []src
	for y := -n - 6; y < 2*n+6; y++ {
		for x := -n - 6; x < 2*n+6; x++ {
			mx, okx := refMirror(x, n)
			my, oky := refMirror(y, n)
			if !okx || !oky {
				continue
			}
			if c := b.At(core.Pt(mx, my)); c.IsStone() {
				all = append(all, src{x, y, c, core.Pt(mx, my)})
			}
		}
	}
	for d := range pot {
		for c := range pot[d] {
			pot[d][c] = map[core.Point]float64{}
		}
	}
	for _, s := range all {
		for ty := 0; ty < n; ty++ {
			for tx := 0; tx < n; tx++ {
				d := absInt(tx-s.x) + absInt(ty-s.y)
				if d == 0 || d >= influenceReach {
					continue
				}
				var same, any int
				for _, o := range all {
					if o.origin == s.origin {
						continue
					}
					dl := int(shadowDelta(o.x-s.x, o.y-s.y, tx-s.x, ty-s.y))
					any += dl
					if o.c == s.c {
						same += dl
					}
				}
				p := core.Pt(tx, ty)
				pot[sameColorShadows][s.c-1][p] += 1 / float64(d+same)
				pot[allShadows][s.c-1][p] += 1 / float64(d+any)
			}
		}
	}
	return pot
}

// checkPotentials compares f with the definition computed by refPotentials.
func checkPotentials(t *testing.T, f *influence, b *core.Board, what string) {
	t.Helper()
	ref := refPotentials(b)
	bad := 0
	for d := sameColorShadows; d <= allShadows; d++ {
		for c := core.Black; c <= core.White; c++ {
			for y := 0; y < b.Size(); y++ {
				for x := 0; x < b.Size(); x++ {
					p := core.Pt(x, y)
					if got, want := f.Potential(d, c, p), ref[d][c-1][p]; math.Abs(got-want) > 1e-9 {
						if bad++; bad <= 5 {
							t.Errorf("%s: %v potential of %v at %v = %.12f, definition gives %.12f\n%s", what, d, c, p, got, want, coretest.Draw(b))
						}
					}
				}
			}
		}
	}
}

func TestInfluenceLoneStone(t *testing.T) {
	b, _ := core.NewBoard(19, core.ChineseRules)
	centre := core.Pt(9, 9)
	b.Setup(core.White, centre)
	f := newInfluence(b)
	for y := 0; y < 19; y++ {
		for x := 0; x < 19; x++ {
			p := core.Pt(x, y)
			d := absInt(x-9) + absInt(y-9)
			want := 0.0
			if d > 0 && d < 8 {
				want = 1 / float64(d) // Figure 11(a)
			}
			for _, dist := range []distribution{sameColorShadows, allShadows} {
				if got := f.Potential(dist, core.White, p); got != want {
					t.Errorf("%v: white potential at %v (d=%d) = %v, want %v", dist, p, d, got, want)
				}
				if got := f.Potential(dist, core.Black, p); got != 0 {
					t.Errorf("%v: black potential at %v = %v, want 0", dist, p, got)
				}
			}
		}
	}
	if f.Potential(allShadows, core.Empty, centre) != 0 || f.Potential(distribution(7), core.White, core.Pt(9, 10)) != 0 || f.Potential(allShadows, core.White, core.Pt(19, 0)) != 0 {
		t.Error("Potential of a bad colour, distribution or point is not 0")
	}
}

func TestInfluenceMirrorImages(t *testing.T) {
	cases := []struct {
		name  string
		stone core.Point
		at    core.Point
		want  float64
	}{
		// First line: the image is one line beyond the edge.
		{"edge: along the edge", core.Pt(0, 9), core.Pt(0, 10), 1 + 1.0/2},
		{"edge: its own image is not shadowed by the stone", core.Pt(0, 9), core.Pt(1, 9), 1 + 1.0/2},
		{"edge: two lines in", core.Pt(0, 9), core.Pt(2, 9), 1.0/2 + 1.0/3},
		{"edge: the stone's own point gets its image", core.Pt(0, 9), core.Pt(0, 9), 1},
		{"edge: image out of reach", core.Pt(0, 9), core.Pt(7, 9), 1.0 / 7},
		// Fifth line: the image is five lines beyond the edge.
		{"fifth line", core.Pt(4, 9), core.Pt(0, 9), 1.0/4 + 1.0/5},
		{"fifth line, far side", core.Pt(14, 9), core.Pt(18, 9), 1.0/4 + 1.0/5},
		// Sixth line: no image.
		{"sixth line", core.Pt(5, 9), core.Pt(0, 9), 1.0 / 5},
		{"sixth line, far side", core.Pt(13, 9), core.Pt(18, 9), 1.0 / 5},
		// Corner: an image across each edge and one across both.
		{"corner stone, diagonal", core.Pt(0, 0), core.Pt(1, 1), 1.0/2 + 1.0/3 + 1.0/3 + 1.0/4},
		{"corner stone, own point", core.Pt(0, 0), core.Pt(0, 0), 1 + 1 + 1.0/2},
		{"3-3 point, corner", core.Pt(2, 2), core.Pt(0, 0), 1.0/4 + 1.0/5 + 1.0/5 + 1.0/6},
		{"top-right 3-4 point", core.Pt(16, 15), core.Pt(18, 18), 1.0/5 + 1.0/6 + 1.0/6 + 1.0/7},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b, _ := core.NewBoard(19, core.ChineseRules)
			b.Setup(core.Black, tc.stone)
			f := newInfluence(b)
			for _, d := range []distribution{sameColorShadows, allShadows} {
				if got := f.Potential(d, core.Black, tc.at); math.Abs(got-tc.want) > 1e-12 {
					t.Errorf("%v: stone %v, potential at %v = %v, want %v", d, tc.stone, tc.at, got, tc.want)
				}
			}
		})
	}
}

func TestInfluenceShadows(t *testing.T) {
	// A black stone at K10 and a blocker on its right: L10 is straight
	// behind the blocker, in its umbra, so its distance 2 grows by 2.
	for _, tc := range []struct {
		name              string
		blocker           core.Color
		wantSame, wantAll float64
	}{
		{"own stone", core.Black, 1.0 / (2 + umbraDelta), 1.0 / (2 + umbraDelta)},
		{"opponent stone", core.White, 1.0 / 2, 1.0 / (2 + umbraDelta)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, _ := core.NewBoard(19, core.ChineseRules)
			b.Setup(core.Black, core.Pt(9, 9))
			b.Setup(tc.blocker, core.Pt(10, 9))
			f := newInfluence(b)
			// Potential at (11,9) from the black stone at (9,9) only
			// (plus the blocker's own 1/1 when it is black).
			extra := 0.0
			if tc.blocker == core.Black {
				extra = 1
			}
			if got := f.Potential(sameColorShadows, core.Black, core.Pt(11, 9)) - extra; math.Abs(got-tc.wantSame) > 1e-12 {
				t.Errorf("same-colour shadows: %v, want %v", got, tc.wantSame)
			}
			if got := f.Potential(allShadows, core.Black, core.Pt(11, 9)) - extra; math.Abs(got-tc.wantAll) > 1e-12 {
				t.Errorf("all shadows: %v, want %v", got, tc.wantAll)
			}
			// A point beside the pair is in nobody's shadow.
			if got, want := f.Potential(allShadows, core.Black, core.Pt(9, 11))-extra*1/3, 1.0/2; math.Abs(got-want) > 1e-12 {
				t.Errorf("unshadowed point: %v, want %v", got, want)
			}
		})
	}
}

func TestInfluenceMatchesDefinition(t *testing.T) {
	r := core.NewRand(11)
	positions := 24
	if testing.Short() {
		positions = 12
	}
	for _, size := range []int{2, 3, 4, 5, 7, 9, 13} {
		for i := 0; i < positions; i++ {
			b, _ := core.NewBoard(size, core.ChineseRules)
			density := r.Intn(700)
			for y := 0; y < size; y++ {
				for x := 0; x < size; x++ {
					if r.Intn(1000) < density {
						b.Setup(core.Color(1+r.Intn(2)), core.Pt(x, y))
					}
				}
			}
			checkPotentials(t, newInfluence(b), b, fmt.Sprintf("%d×%d position %d", size, size, i))
		}
	}
}

// TestAllShadowsOnly: the status engine's influence, which keeps only the
// allShadows distribution, gives exactly the potentials of the full one,
// on every size up to 25, from scratch and after removing stones one by
// one.
func TestAllShadowsOnly(t *testing.T) {
	r := core.NewRand(12)
	for _, size := range []int{5, 9, 13, 19, 25} {
		for i := 0; i < 6; i++ {
			b, _ := core.NewBoard(size, core.ChineseRules)
			density := 200 + r.Intn(500)
			for y := 0; y < size; y++ {
				for x := 0; x < size; x++ {
					if r.Intn(1000) < density {
						b.Setup(core.Color(1+r.Intn(2)), core.Pt(x, y))
					}
				}
			}
			what := fmt.Sprintf("%d×%d position %d", size, size, i)
			full, only := newInfluence(b), newAllShadows(b)
			if size >= 19 {
				checkPotentials(t, full, b, what)
			}
			for c := core.Black; c <= core.White; c++ {
				for p := range core.FullSet(size).All() {
					if got, want := only.Potential(allShadows, c, p), full.Potential(allShadows, c, p); got != want {
						t.Fatalf("%s: %v at %v: all-shadows-only %v, full %v", what, c, p, got, want)
					}
					if got := only.Potential(sameColorShadows, c, p); got != 0 {
						t.Fatalf("%s: all-shadows-only keeps a same-colour potential %v", what, got)
					}
				}
			}
			// Remove a few stones incrementally; compare with anew.
			stones := b.Stones(core.Black).Union(b.Stones(core.White)).Points()
			for k := 0; k < 8 && len(stones) > 0; k++ {
				p := stones[r.Intn(len(stones))]
				only.Remove(p)
				b.Setup(core.Empty, p)
			}
			fresh := newAllShadows(b)
			for c := core.Black; c <= core.White; c++ {
				for p := range core.FullSet(size).All() {
					if got, want := only.Potential(allShadows, c, p), fresh.Potential(allShadows, c, p); math.Abs(got-want) > 1e-9 {
						t.Fatalf("%s after removals: %v at %v: incremental %v, anew %v", what, c, p, got, want)
					}
				}
			}
		}
	}
}

// The potentials of one stone and the shadow a stone of the other colour
// casts (Nakamura §5.1), followed move by move with sync.
func TestInfluenceShadowOfOneStone(t *testing.T) {
	var out strings.Builder
	b, err := core.NewBoard(19, core.ChineseRules)
	require.NoError(t, err)
	at := func(v string) core.Point { return coretest.Pt(t, v, 19) }
	f := newInfluence(b)
	// A black stone in the centre charges its neighbour with 1/1, and
	// a point two lines away with 1/2.
	_, err = b.Play(core.Black, at("K10"))
	require.NoError(t, err)
	f.Sync(b)
	fmt.Fprintf(&out, "K11 %.2f, K12 %.2f\n", f.Potential(allShadows, core.Black, at("K11")), f.Potential(allShadows, core.Black, at("K12")))
	// A white stone on K11 shadows K12 from K10: in the distribution with
	// all shadows K12 is 2 + 2 away from K10; with same-colour shadows
	// only, it is not shadowed.
	_, err = b.Play(core.White, at("K11"))
	require.NoError(t, err)
	f.Sync(b)
	fmt.Fprintf(&out, "K12 all shadows %.2f, same-colour shadows %.2f\n", f.Potential(allShadows, core.Black, at("K12")), f.Potential(sameColorShadows, core.Black, at("K12")))
	// K12 is white's: W = 1 there, and B = 0.25 trails by more than 0.55.
	fmt.Fprintln(&out, "white group points:", f.GroupPoints(core.White).Points())
	require.Equal(t, `K11 1.00, K12 0.50
K12 all shadows 0.25, same-colour shadows 0.50
white group points: [K11 K12]
`, out.String())
}
