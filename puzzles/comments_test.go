package puzzles

import (
	"regexp"
	"strconv"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
	"github.com/stretchr/testify/require"
)

// What the books' comments say about a position, in the words they use.
// Each claim is checked against the board after the move it comments on.
var (
	// "White's stones are captured": no stone of White's group is left.
	claimAllCaptured = regexp.MustCompile(`\b(Black|White)'s stones are captured\b`)
	// "captures four stones": the move removes that many.
	claimCapturesN = regexp.MustCompile(`\bcaptures (one|two|three|four|five|six|seven|eight|nine|ten|\d+) stones?\b`)
	// "White has two eyes and lives": the group is pass-alive (Benson).
	claimTwoEyes = regexp.MustCompile(`\b(Black|White) has two eyes and lives\b`)
	// "and White lives": with best play from here, the group lives.
	claimLives = regexp.MustCompile(`\b(Black|White) lives\b`)
	// "White dies", "White is dead", "White cannot make two eyes": with
	// best play from here, the group dies.
	claimDies = regexp.MustCompile(`\b(Black|White) (dies|is dead|cannot make two eyes|cannot live)\b`)
)

var numberWords = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}

// TestBuiltinCommentsMatchPositions reads what every comment of every
// built-in puzzle claims (captured, two eyes, lives, dies) and checks it on
// the position after its move: captures by the board, two eyes by Benson,
// life and death by the solver with the next player to move. Every last
// move of a line must make at least one such claim, so that the text a
// player reads at the end of a line is always checked.
func TestBuiltinCommentsMatchPositions(t *testing.T) {
	for _, p := range proofSet(t) {
		t.Run(p.ID(), func(t *testing.T) {
			b, err := p.Board()
			require.NoError(t, err)
			checkComments(t, NewSolver(0), p, b, p.Solution(), "")
		})
	}
}

func checkComments(t *testing.T, s *Solver, p *Puzzle, b *core.Board, n *Node, path string) {
	t.Helper()
	def := p.Defender()
	for _, k := range n.Children() {
		m := k.Move()
		line := path + " " + m.Point().String()
		nb := b.Clone()
		caps, err := nb.Play(m.Color(), m.Point())
		require.NoError(t, err, line)
		text := k.Comment()
		next := m.Color().Opponent()
		named := func(match []string) core.Color {
			c := core.Black
			if match[1] == "White" {
				c = core.White
			}
			require.Equal(t, def, c, "%s:%s: %q names %v, but the puzzle's group is %v's", p.ID(), line, text, c, def)
			return c
		}
		claims := 0
		for _, mt := range claimAllCaptured.FindAllStringSubmatch(text, -1) {
			claims++
			named(mt)
			left := p.Target().Intersect(nb.Stones(def))
			inPlay := p.Region().Union(p.Target()).Intersect(nb.Stones(def))
			require.True(t, left.Empty() && inPlay.Empty(), "%s:%s: %q, but %v are still on the board", p.ID(), line, text, inPlay)
		}
		for _, mt := range claimCapturesN.FindAllStringSubmatch(text, -1) {
			claims++
			want, ok := numberWords[mt[1]]
			if !ok {
				want, err = strconv.Atoi(mt[1])
				require.NoError(t, err)
			}
			require.Equal(t, want, caps, "%s:%s: %q, but the move captures %d", p.ID(), line, text, caps)
		}
		for _, mt := range claimTwoEyes.FindAllStringSubmatch(text, -1) {
			claims++
			named(mt)
			alive := analysis.Benson(nb).PassAlive(def)
			require.True(t, p.Target().Minus(alive).Empty(), "%s:%s: %q, but the group is not pass-alive", p.ID(), line, text)
		}
		for _, mt := range claimLives.FindAllStringSubmatch(text, -1) {
			claims++
			named(mt)
			require.Equal(t, def, outcome(t, s, p, nb, p.Target(), next), "%s:%s: %q", p.ID(), line, text)
		}
		for _, mt := range claimDies.FindAllStringSubmatch(text, -1) {
			claims++
			named(mt)
			// Stones already captured are dead for the solver (any target
			// stone lost is a kill); a claim of death is about the rest.
			target := p.Target()
			rest := target.Intersect(nb.Stones(def))
			if rest.Empty() {
				continue // the whole group is captured: it is dead
			}
			target = rest
			require.Equal(t, def.Opponent(), outcome(t, s, p, nb, target, next), "%s:%s: %q", p.ID(), line, text)
		}
		if len(k.Children()) == 0 {
			require.NotZero(t, claims, "%s:%s: the last comment of a line, %q, says nothing checkable about the group", p.ID(), line, text)
		}
		checkComments(t, s, p, nb, k, line)
	}
}

// outcome returns who wins the puzzle's fight over target on b with toMove
// to play: the defender (it lives) or the attacker.
func outcome(t *testing.T, s *Solver, p *Puzzle, b *core.Board, target core.PointSet, toMove core.Color) core.Color {
	t.Helper()
	prob := p.Problem(b)
	prob.Target = target
	w, err := s.Wins(prob, toMove, false)
	require.NoError(t, err)
	if w {
		return toMove
	}
	return toMove.Opponent()
}
