package commands

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gobot-baduk/gobot/core"
)

// The wording of dead stones during scoring; the rules of which stones are
// dead, and of toggling them, are the domain's (match).

// everyStoneCounts is the answer to a toggle under rules that count every
// stone on the board.
const everyStoneCounts = "Tromp-Taylor rules count every stone on the board: to remove dead stones, resume play (the Resume play button or `/score resume`) and capture them."

// stonesText names some stones of one colour by their chains: "White's
// stone at B6", "White's 3 stones at B6 and F2".
func stonesText(b *core.Board, s core.PointSet) string {
	var heads []core.Point
	for rest := s; rest.Any(); {
		chain := b.Chain(rest.First()).Intersect(s)
		rest = rest.Minus(chain)
		heads = append(heads, topLeft(chain))
	}
	sort.Slice(heads, func(i, j int) bool { return readingOrder(heads[i], heads[j]) })
	names := make([]string, len(heads))
	for i, p := range heads {
		names[i] = p.String()
	}
	n := s.Count()
	who := colorName(b.At(s.First())) + "'s"
	if n == 1 {
		return who + " stone at " + names[0]
	}
	list := names[0]
	if k := len(names); k > 1 {
		list = strings.Join(names[:k-1], ", ") + " and " + names[k-1]
	}
	return fmt.Sprintf("%s %d stones at %s", who, n, list)
}
