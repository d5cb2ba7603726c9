package analysis

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/coretest"
)

// groupPointsPicture draws both colours' group points over the board:
// X and O stones, x and o empty group points, '.' the rest.
func groupPointsPicture(f *influence) string {
	black, white := f.GroupPoints(core.Black), f.GroupPoints(core.White)
	bs, ws := f.Stones(core.Black), f.Stones(core.White)
	var s strings.Builder
	for y := f.Size() - 1; y >= 0; y-- {
		for x := 0; x < f.Size(); x++ {
			p := core.Pt(x, y)
			switch {
			case bs.Has(p):
				s.WriteByte('X')
			case ws.Has(p):
				s.WriteByte('O')
			case black.Has(p):
				s.WriteByte('x')
			case white.Has(p):
				s.WriteByte('o')
			default:
				s.WriteByte('.')
			}
		}
		s.WriteByte('\n')
	}
	return s.String()
}

// areasPicture draws c's areas: the stones of the i-th area as the i-th
// capital letter, its territory as the small letter, '.' the rest.
func areasPicture(size int, areas []zone) string {
	grid := make([][]byte, size)
	for i := range grid {
		grid[i] = []byte(strings.Repeat(".", size))
	}
	for i, a := range areas {
		for p := range a.Stones.All() {
			grid[size-1-p.Y()][p.X()] = byte('A' + i)
		}
		for p := range a.Territory.All() {
			grid[size-1-p.Y()][p.X()] = byte('a' + i)
		}
	}
	var s strings.Builder
	for _, row := range grid {
		s.Write(row)
		s.WriteByte('\n')
	}
	return s.String()
}

func TestGroupPoints(t *testing.T) {
	cases := []struct {
		name, board, want string
	}{
		{"two walls share the board", `
			. . . . . . . . .
			. . X . . . O . .
			. . . . . . . . .
			. . X . . . O . .
			. . . . . . . . .
			. . X . . . O . .
			. . . . . . . . .
			. . X . . . O . .
			. . . . . . . . .`, `
			x x x x . o o o o
			x x X x . o O o o
			x x x x . o o o o
			x x X x . o O o o
			x x x x . o o o o
			x x X x . o O o o
			x x x x . o o o o
			x x X x . o O o o
			x x x x . o o o o`},
		{"kosumi pairs facing each other", `
			. . . . . . . . .
			. . . . . . . . .
			. . X . . . . . .
			. . . X . . . . .
			. . . . . . . . .
			. . . . O . . . .
			. . . . . O . . .
			. . . . . . . . .
			. . . . . . . . .`, `
			x x x x . . . . .
			x x x x x . . . .
			x x X x x . . . .
			x x x X . . . . .
			. . x . . o . . .
			. . . . O o o o .
			. . . o o O o o .
			. . . o o o o . .
			. . . . o o . . .`},
		{"a crosscut leaves no empty group point next to it", `
			. . . . . . .
			. . . . . . .
			. . O X . . .
			. . X O . . .
			. . . O . . .
			. . . . . . .
			. . . . . . .`, `
			. . . . . . .
			. . . . . . .
			o o O X . . .
			. . X O o o .
			. . o O o o o
			. o . o o o o
			o . . o o . o`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := coretest.Board(t, tc.board, coretest.Rules(core.ChineseRules))
			f := newInfluence(b)
			got := groupPointsPicture(f)
			if want := coretest.Normalize(tc.want); got != want {
				t.Errorf("group points:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}

func TestTerritories(t *testing.T) {
	cases := []struct {
		name, board  string
		color        core.Color
		want         string
		wantAreas    int
		wantStones   []int
		wantTerritor []int
	}{
		{"a wall is one group with its side of the board", `
			. . . . . . . . .
			. . X . . . O . .
			. . . . . . . . .
			. . X . . . O . .
			. . . . . . . . .
			. . X . . . O . .
			. . . . . . . . .
			. . X . . . O . .
			. . . . . . . . .`, core.Black, `
			a a a a . . . . .
			a a A a . . . . .
			a a a a . . . . .
			a a A a . . . . .
			a a a a . . . . .
			a a A a . . . . .
			a a a a . . . . .
			a a A a . . . . .
			a a a a . . . . .`, 1, []int{4}, []int{32}},
		{"a kosumi joins two stones the group points do not join", `
			. . . . . . .
			. . . O . . .
			. . O X . . .
			. . X . O . .
			. . . O . . .
			. . . . . . .
			. . . . . . .`, core.Black, `
			. . . . . . .
			. . . . . . .
			. . . A . . .
			. . A . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .`, 1, []int{2}, []int{0}},
		{"a crosscut joins nothing", `
			. . . . . . .
			. . . . . . .
			. . O X . . .
			. . X O . . .
			. . . O . . .
			. . . . . . .
			. . . . . . .`, core.White, `
			. . . . . . .
			. . . . . . .
			b b B . . . .
			. . . A a a .
			. . a A a a a
			. . . a a a a
			. . . a a . a`, 2, []int{2, 1}, []int{13, 2}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := coretest.Board(t, tc.board, coretest.Rules(core.ChineseRules))
			for _, f := range []*influence{newInfluence(b), nil} {
				areas := zonesOf(b, f, tc.color)
				if got, want := areasPicture(b.Size(), areas), coretest.Normalize(tc.want); got != want {
					t.Errorf("%v areas:\n%s\nwant:\n%s", tc.color, got, want)
				}
				if len(areas) != tc.wantAreas {
					t.Fatalf("%d areas, want %d", len(areas), tc.wantAreas)
				}
				for i, a := range areas {
					if a.Color != tc.color || a.Stones.Count() != tc.wantStones[i] || a.Territory.Count() != tc.wantTerritor[i] {
						t.Errorf("area %d: %v, %d stones, %d territory; want %v, %d, %d", i, a.Color, a.Stones.Count(), a.Territory.Count(), tc.color, tc.wantStones[i], tc.wantTerritor[i])
					}
				}
			}
		})
	}
}

// TestTerritoriesInvariants checks, on random positions, what holds of
// every position: group points of the two colours are disjoint and hold
// every stone of their colour; areas are disjoint, cover every stone, and
// every empty group point joined to a stone; the territory is empty points.
func TestTerritoriesInvariants(t *testing.T) {
	r := core.NewRand(5)
	for i := 0; i < 60; i++ {
		size := []int{5, 9, 13, 19}[i%4]
		b := randomPosition(t, size, core.ChineseRules, r, 20+r.Intn(size*size))
		f := newInfluence(b)
		what := fmt.Sprintf("position %d\n%s", i, coretest.Draw(b))
		gb, gw := f.GroupPoints(core.Black), f.GroupPoints(core.White)
		if gb.Intersects(&gw) {
			t.Fatalf("%s: black and white group points overlap", what)
		}
		for _, c := range []core.Color{core.Black, core.White} {
			stones, gp := b.Stones(c), f.GroupPoints(c)
			if !stones.Minus(gp).Empty() {
				t.Fatalf("%s: %v stones missing from group points", what, c)
			}
			var covered core.PointSet
			for _, a := range zonesOf(b, f, c) {
				if a.Stones.Empty() || !a.Stones.Minus(stones).Empty() || a.Territory.Intersects(&stones) ||
					!a.Territory.Minus(b.Stones(core.Empty)).Empty() {
					t.Fatalf("%s: bad %v area\n%v\n%v", what, c, a.Stones, a.Territory)
				}
				pts := a.Points()
				if covered.Intersects(&pts) {
					t.Fatalf("%s: %v areas overlap", what, c)
				}
				covered = covered.Union(pts)
			}
			if !covered.Intersect(stones).Equal(stones) {
				t.Fatalf("%s: %v areas miss stones", what, c)
			}
			// Every group point 4-connected to a stone is in some area.
			for comp := range gp.Components() {
				if comp.Intersects(&stones) && !comp.Minus(covered).Empty() {
					t.Fatalf("%s: %v group points joined to stones are in no area", what, c)
				}
			}
		}
	}
	if zonesOf(nil, nil, core.Empty) != nil {
		t.Error("Territories of Empty is not nil")
	}
}
