package render

import (
	"cmp"
	"slices"
	"strconv"

	"github.com/gobot-baduk/gobot/core"
)

// numbering is the move numbers a render shows: the number on each point,
// and footnotes for the numbered moves whose stones are not on the board
// because their point was played again.
type numbering struct {
	label     map[core.Point]int
	footnotes []string
}

func itoa(n int) string { return strconv.Itoa(n) }

// number numbers the last n moves of the line to g's cursor (all of them
// for AllMoves). Numbers count every move, passes included, as SGF move
// numbers do. A point that holds the stone of a numbered move shows that
// number; every earlier numbered move on the same point becomes a footnote
// "k = m", meaning move k was played where m now stands, the way printed
// game records show a point replayed after a capture. Numbered stones that
// were captured and whose point stayed empty or was retaken by an
// unnumbered move are simply gone, as on the board.
func number(g *core.Game, b *core.Board, n int) numbering {
	moves := g.Moves()
	start := 0
	if n > 0 && n < len(moves) {
		start = len(moves) - n
	}
	var nb numbering
	nb.label = make(map[core.Point]int)
	at := make(map[core.Point][]int)
	var order []core.Point
	for i := start; i < len(moves); i++ {
		m := moves[i]
		if m.IsPass() || !m.IsValid() {
			continue
		}
		p := m.Point()
		if _, ok := at[p]; !ok {
			order = append(order, p)
		}
		at[p] = append(at[p], i+1)
	}
	for _, p := range order {
		list := at[p]
		last := list[len(list)-1]
		if b.At(p) != moves[last-1].Color() {
			continue
		}
		nb.label[p] = last
		for _, k := range list[:len(list)-1] {
			nb.footnotes = append(nb.footnotes, itoa(k)+" = "+itoa(last))
		}
	}
	sortFootnotes(nb.footnotes)
	return nb
}

// sortFootnotes orders footnotes by their first number.
func sortFootnotes(f []string) {
	key := func(s string) int {
		k := 0
		for i := 0; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
			k = k*10 + int(s[i]-'0')
		}
		return k
	}
	slices.SortStableFunc(f, func(a, b string) int { return cmp.Compare(key(a), key(b)) })
}
