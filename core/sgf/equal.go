package sgf

import (
	"slices"

	"github.com/gobot-baduk/gobot/core"
)

// Equal reports whether the trees at a and b hold the same SGF content:
// the same moves, setup stones (in order), players to move, comments,
// markup (as a set: its order means nothing), other properties (in any
// order, each with the same values in order) and variations (in order).
// Parse(Write(t)) is Equal to t. It walks the trees without recursion.
func Equal(a, b *core.Node) bool {
	type pair struct{ a, b *core.Node }
	stack := []pair{{a, b}}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !sameNode(p.a, p.b) {
			return false
		}
		ka, kb := p.a.Children(), p.b.Children()
		if len(ka) != len(kb) {
			return false
		}
		for i := range ka {
			stack = append(stack, pair{ka[i], kb[i]})
		}
	}
	return true
}

func sameNode(a, b *core.Node) bool {
	if a == nil || b == nil {
		return a == b
	}
	if a.Move() != b.Move() || a.ToMove() != b.ToMove() || a.Comment() != b.Comment() {
		return false
	}
	sa, sb := a.Setup(), b.Setup()
	if sa.IsZero() != sb.IsZero() {
		return false
	}
	if !sa.IsZero() && (!slices.Equal(sa.Black, sb.Black) || !slices.Equal(sa.White, sb.White) || !slices.Equal(sa.Empty, sb.Empty)) {
		return false
	}
	ma, mb := a.Marks(), b.Marks()
	if len(ma) != len(mb) {
		return false
	}
	if len(ma) > 32 {
		set := make(map[core.Mark]bool, len(mb))
		for _, m := range mb {
			set[m] = true
		}
		for _, m := range ma {
			if !set[m] {
				return false
			}
		}
	} else {
		for _, m := range ma {
			if !slices.Contains(mb, m) {
				return false
			}
		}
	}
	pa, pb := a.Props(), b.Props()
	if len(pa) != len(pb) {
		return false
	}
	lookup := b.Prop
	if len(pb) > 32 {
		index := make(map[string][]string, len(pb))
		for _, p := range pb {
			index[p.ID] = p.Values
		}
		lookup = func(id string) ([]string, bool) { v, ok := index[id]; return v, ok }
	}
	for _, p := range pa {
		v, ok := lookup(p.ID)
		if !ok || !slices.Equal(p.Values, v) {
			return false
		}
	}
	return true
}
