package analysis

import (
	"math"

	"github.com/gobot-baduk/gobot/core"
)

// leanScale sets how fast a point's lean follows the difference of the
// potentials, tanh(leanScale·(B − W)), where the stronger of the two
// potentials reaches leanMin; below it the lean fades in proportion (far
// from every stone, a point is anybody's).
var (
	leanScale = 1.0
	leanMin   = 1.0
)

// While much of the board is open, the lean follows the balance of the
// potentials instead, their difference relative to their sum:
// tanh(balanceScale·(B − W)/max(B + W, balanceNorm)), faded by leanMin as
// above. GNU Go draws its territory values from the same ratio of its
// own influence (cubed, engine/influence.c): a point one side alone
// reaches leans to it however far its stones are, and a point both reach
// strongly is as contested as one both reach weakly; balanceNorm keeps
// the weakest potentials, far from every stone, from swinging the lean
// by their ratio. The balance takes over in full when balanceOpen +
// balanceSpan of the board is open (see lean) and not at all at
// balanceOpen or less: late in a game, and at the end of one whose
// count leaves regions open (up to 41% of the board in the corpus), the
// lean is the plain difference, as before. On the tuning half of the GNU Go corpus (issue 16) it values
// the open areas of the middle game better: score MAE at 25 / 50 / 75%
// of the moves 14.2 / 12.4 / 6.8 with the plain difference, 13.9 / 11.7
// / 6.8 with the balance; in full down to the end of the game, 7.3 at
// 75% and four finished games' counts change (logBalanceSweep).
var (
	balanceScale = 3.0
	balanceNorm  = 1.0
	balanceOpen  = 0.45
	balanceSpan  = 0.1
)

// lean returns, for every point of the board, how far it leans to Black
// (towards 1) or White (towards −1) in the final count, from the
// electric-charge potentials of the position with the dead stones lifted
// (the engine's last ones); open is the share of the board the estimate
// leaves open (the empty points of the regions it counts by their lean).
func (e *statusEngine) lean(open float64) [core.NumSlots]float64 {
	var out [core.NumSlots]float64
	w := min(1, max(0, (open-balanceOpen)/balanceSpan))
	for p := range core.FullSet(e.size).All() {
		pb, pw := e.inf.Potential(allShadows, core.Black, p), e.inf.Potential(allShadows, core.White, p)
		v := math.Tanh(leanScale * (pb - pw))
		if w > 0 {
			v += w * (math.Tanh(balanceScale*(pb-pw)/max(pb+pw, balanceNorm)) - v)
		}
		out[p] = v * min(1, max(pb, pw)/leanMin)
	}
	return out
}

// The weights of the estimate's verdicts (see soften).
var (
	// deadSure is how sure the estimate is of a dead call that Benson
	// does not prove: soften gives each such stone back to its owner at
	// the odds p = (1 − deadSure) × the share of the board open, and
	// moves the margin by 4p a stone, twice what the stone's own two
	// points at those odds are worth. The odds are the margin's, not the
	// stones': on the tuning half of the GNU Go corpus (issue 16) the
	// stones so doubted lived 0.20 of the time at half the moves (p
	// about 0.35 to 0.55 there) and 0.12 at three quarters (p about 0.15
	// to 0.5); the larger move also hedges the points around a stone,
	// which the lean gives to the opponent while the stone is lifted.
	// Halving the move (deadSure 0.65) is better at three quarters of
	// the moves and worse at half: score MAE at 25 / 50 / 75% 13.9 /
	// 11.7 / 6.4 as it is, 14.0 / 11.9 / 6.1 halved.
	deadSure = 0.3
	// deadEyeBack is how many points a stone of a group called dead that
	// has an eye (Eyes > 0) moves back from the opponent to its owner in
	// the estimate (the margin moves by twice that). Such calls were
	// wrong about as often as right on the tuning half of the GNU Go
	// corpus (issue 16), and a group that lives keeps points around it
	// too, so the best weight there, 1.5, is more than the stone's own
	// point and capture at even odds.
	deadEyeBack = 1.5
	// deadEyeOpen is the share of the board left open (see soften) below
	// which deadEyeBack fades in proportion: on a board whose borders are
	// closed the dead calls are the count's.
	deadEyeOpen = 0.05
	// rangeScale turns the square root of the estimate's variance into
	// its Range; the open points of a region swing together, so it is
	// well above the 1.28 of independent points (tuned so that four final
	// margins in five fall within the range on the tuning half).
	rangeScale = 3.6
	// openingKnee, openingSlope and openingFloor shrink the margin
	// towards an even game (0) while the board is open (see
	// openingWeight): not at all until openingKnee of the board is open,
	// then by openingSlope for each further share, down to openingFloor.
	// In the opening the potentials of a few stones claim far more than
	// the players end up with: on the tuning half of the GNU Go corpus
	// (issue 16) the margin at a quarter of the moves was about four
	// times the final one in the least-squares sense. A komi that is
	// fair, or a handicap that is, makes an even game the best guess
	// before the stones say otherwise. Tuned there (the sum of the mean
	// absolute errors at 25, 50 and 75% of the moves).
	openingKnee  = 0.75
	openingSlope = 5.0
	openingFloor = 0.5
)

// openingWeight is the weight of the estimate's margin when the share
// open of the board is open (see openingKnee): 1 once the game is under
// way.
func openingWeight(open float64) float64 {
	return max(openingFloor, min(1, 1-openingSlope*(open-openingKnee)))
}

// soften turns the estimate's hard verdicts into expectations, in Open,
// and sets the Range from the variance of the open points (addOpen), of
// the doubted dead calls and of the unsettled groups:
//   - a stone called dead is taken with weight deadSure, not for certain,
//     unless Benson proves it dead (benDead) or it stands in a region the
//     count closes for the opponent (settled);
//   - a group called dead with an eye is given back to its owner in
//     part (deadEyeBack);
//   - while the board is open, the margin is shrunk towards an even game
//     (openingWeight).
//
// Each stone that changes hands moves two points: its point and, under
// territory scoring, the capture (under area scoring, the stone itself).
func (a *Analysis) soften(b *core.Board, benDead, settled core.PointSet) {
	s := &a.score
	sure := benDead.Union(settled)
	move := func(from core.Color, w float64) {
		s.Open[from] += w
		s.Open[from.Opponent()] -= w
	}
	// How open the board is: the share of its points the count leaves
	// open. The doubts fade as the borders close.
	open := float64(core.FullSet(a.size).Minus(sure).Minus(b.Stones(core.Black)).Minus(b.Stones(core.White)).Count()) / float64(a.size*a.size)
	for _, c := range [2]core.Color{core.Black, core.White} {
		dead := a.dead.Minus(sure).Intersect(b.Stones(c)).Count()
		doubt := (1 - deadSure) * open
		// Twice the stone's two points at these odds: see deadSure.
		move(c, 2*doubt*float64(dead))
		// Each doubted stone swings two points: 4·p(1−p).
		s.variance += 4 * doubt * (1 - doubt) * float64(dead)
	}
	for i := range a.groups {
		g := &a.groups[i]
		switch {
		case g.Status == Unsettled:
			// Either way, two points a stone, as likely as not.
			s.variance += float64(g.Stones.Count())
		case g.Status == Dead && g.Eyes > 0:
			n := float64(g.Stones.Count()) * min(1, open/deadEyeOpen)
			move(g.Color, deadEyeBack*n)
			s.variance += n
		}
	}
	s.Range = math.Round(rangeScale * math.Sqrt(s.variance))
	var early [3]float64
	if w := openingWeight(open); w < 1 {
		// Early in a game the margin is shrunk towards an even game.
		s.total()
		d := (1 - w) * s.Margin() / 2
		early[core.Black], early[core.White] = -d, d
	}
	// An estimate in whole points: the komi keeps its half point. Each
	// side's total is rounded as one (Open with the shrink), Early taking
	// what the shrink changed of it.
	for _, c := range [2]core.Color{core.Black, core.White} {
		open := math.Round(s.Open[c])
		s.Early[c] = math.Round(s.Open[c]+early[c]) - open
		s.Open[c] = open
	}
	s.total()
}

// Lean returns how far p leans to Black (towards 1) or White (towards −1)
// in the score estimate: tanh of the difference of the potentials with
// the dead stones lifted, or of their balance while the board is open,
// faded where both are weak (see leanScale and balanceScale). It
// is what the estimate counts of a point the count leaves open; where
// the count settles a point, Owner says whose it is. It is 0 off the
// board.
func (a *Analysis) Lean(p core.Point) float64 {
	if !p.OnBoard(a.size) {
		return 0
	}
	return a.lean[p]
}
