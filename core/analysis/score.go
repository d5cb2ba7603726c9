package analysis

import (
	"math"
	"strconv"

	"github.com/gobot-baduk/gobot/core"
)

// Score is a counted position.
type Score struct {
	// Black and White are each side's points; White's include komi and any
	// handicap compensation.
	Black, White float64
	// Owner gives, for every point, the colour that scores it (Empty: nobody).
	// Under territory scoring, stones are not scored but dead stones are
	// owned by the side that surrounds them.
	Owner [core.NumSlots]core.Color
	// Territory is the number of points each side surrounds, empty or
	// holding dead stones (indexed by Color).
	Territory [3]int
	// Stones is the number of living stones of each side (indexed by Color).
	Stones [3]int
	// Captures is, for each side (indexed by Color), its prisoners plus the
	// opponent's dead stones, wherever they stand.
	Captures [3]int
	// Open is, for each side (indexed by Color), what the estimate of a
	// game still being played expects it to score, beyond Territory, on
	// the points the count leaves open: the share its lean gives it of
	// each open point (Analysis.Lean), less the open points Territory
	// already gives it (so it may be negative), with the estimate's
	// doubts about the dead stones (see soften). It is 0 for a count.
	Open [3]float64
	// Early is, for each side (indexed by Color), what the estimate moves
	// to it in the opening, where it shrinks the margin towards an even
	// game (see soften): about the same amount to one side as from the
	// other (each side's total is rounded on its own), and 0 once the game
	// is under way and for a count.
	Early [3]float64
	// Range is the estimate's uncertainty, in points either way of the
	// margin: the margin of a game still open ends within it about four
	// times in five (see Estimate). It is 0 for a count and for a
	// position the estimate sees as settled.
	Range float64
	// variance sums the variances of the open points and of the doubted
	// verdicts, from which Range is drawn.
	variance float64
	// leaning holds, per side, the open points of an estimate that Owner
	// gives nobody but that lean to the side (ownerLean); Analysis.Owner
	// names them.
	leaning [3]core.PointSet
	// Komi is the komi counted, and Bonus White's handicap compensation.
	Komi, Bonus float64
	// Scoring is the method used.
	Scoring core.Scoring
}

// Estimate returns the margin as a player reads it: "B+3 ± 8" while the
// position is open (Range > 0: the margin to the whole point, and the
// range), "B+3.5" (the Result) when it is settled, "even" or "even ± 4"
// when nobody leads.
func (s *Score) Estimate() string {
	if s.Range <= 0 {
		if r := s.Result().String(); r != "0" {
			return r
		}
		return "even"
	}
	m := math.Round(s.Margin())
	lead := "even"
	switch {
	case m > 0:
		lead = "B+" + strconv.FormatFloat(m, 'f', -1, 64)
	case m < 0:
		lead = "W+" + strconv.FormatFloat(-m, 'f', -1, 64)
	}
	return lead + " ± " + strconv.FormatFloat(s.Range, 'f', -1, 64)
}

// Margin returns Black's points minus White's.
func (s *Score) Margin() float64 { return s.Black - s.White }

// Winner returns the winning colour, or Empty for a draw.
func (s *Score) Winner() core.Color {
	switch m := s.Margin(); {
	case m > 0:
		return core.Black
	case m < 0:
		return core.White
	}
	return core.Empty
}

// Result returns the score as a game result ("B+3.5").
func (s *Score) Result() core.Result {
	m := s.Margin()
	if m < 0 {
		m = -m
	}
	return core.Result{Winner: s.Winner(), Reason: core.ByScore, Margin: m}
}

// countStrict counts the position on b with the given stones removed as dead.
// An empty region belongs to a side when, with the dead stones lifted, every
// stone that borders it is that side's; regions that touch both sides are
// neutral (dame or seki), and so are the points of dead stones in them.
// Under area scoring each side scores its living stones and its regions;
// under territory scoring, its regions, its prisoners and every dead
// opponent stone, wherever it stands: the dead stones are lifted at the
// end and become the opponent's prisoners (Japanese and AGA territory
// practice), while the points they stood on are territory only when the
// region around them is one side's. White gets the komi and, under area
// scoring, the rule set's handicap compensation.
//
// countStrict knows nothing of seki; see agreedScore.
func countStrict(b *core.Board, dead core.PointSet, rules core.Rules, komi float64, handicap int) Score {
	return agreedScore(b, dead, core.NewPointSet(b.Size()), rules, komi, handicap)
}

// agreedScore is countStrict with the stones of the groups that live in
// seki given: under territory scoring, an empty region that one of them
// borders is no territory (Japanese rules, 1989, Article 8: the eyes of
// groups in seki are not counted), although only one side's stones
// border it. Under area scoring such a region counts as usual.
func agreedScore(b *core.Board, dead, seki core.PointSet, rules core.Rules, komi float64, handicap int) Score {
	s, _ := countScore(b, dead, seki, rules, komi, handicap)
	return s
}

// countedRegion is one empty region of a count (empty points and dead
// stones): its points, the side it was given to (Empty: nobody), and
// whether a seki stone borders it.
type countedRegion struct {
	pts   core.PointSet
	owner core.Color
	seki  bool
}

// countScore is agreedScore, which also returns the regions it
// counted, for estimateScore.
func countScore(b *core.Board, dead, seki core.PointSet, rules core.Rules, komi float64, handicap int) (Score, []countedRegion) {
	s := Score{Komi: komi, Scoring: rules.Scoring}
	dead = dead.Intersect(b.Stones(core.Black).Union(b.Stones(core.White)))
	alive := [3]core.PointSet{}
	alive[core.Black] = b.Stones(core.Black).Minus(dead)
	alive[core.White] = b.Stones(core.White).Minus(dead)
	open := core.FullSet(b.Size()).Minus(alive[core.Black]).Minus(alive[core.White])
	var regions []countedRegion
	for region := range open.Components() {
		border := region.Border()
		r := countedRegion{pts: region, seki: border.Intersects(&seki)}
		touchB := border.Intersects(&alive[core.Black])
		touchW := border.Intersects(&alive[core.White])
		switch {
		case touchB && !touchW:
			r.owner = core.Black
		case touchW && !touchB:
			r.owner = core.White
		}
		if r.seki && rules.Scoring == core.TerritoryScoring {
			r.owner = core.Empty
		}
		regions = append(regions, r)
		if r.owner == core.Empty {
			continue
		}
		for p := range region.All() {
			s.Owner[p] = r.owner
		}
		s.Territory[r.owner] += region.Count()
	}
	for _, c := range [2]core.Color{core.Black, core.White} {
		s.Stones[c] = alive[c].Count()
		// c takes the opponent's dead stones wherever they stand.
		s.Captures[c] = b.Prisoners(c) + dead.Intersect(b.Stones(c.Opponent())).Count()
	}
	if rules.Scoring == core.AreaScoring {
		for _, c := range [2]core.Color{core.Black, core.White} {
			for p := range alive[c].All() {
				s.Owner[p] = c
			}
		}
		s.Bonus = rules.HandicapBonus.Bonus(handicap)
	}
	s.total()
	return s, regions
}

// total adds up Black and White from the counts.
func (s *Score) total() {
	if s.Scoring == core.AreaScoring {
		s.Black = float64(s.Stones[core.Black]+s.Territory[core.Black]) + s.Open[core.Black] + s.Early[core.Black]
		s.White = float64(s.Stones[core.White]+s.Territory[core.White]) + s.Open[core.White] + s.Early[core.White] + s.Komi + s.Bonus
		return
	}
	s.Black = float64(s.Territory[core.Black]+s.Captures[core.Black]) + s.Open[core.Black] + s.Early[core.Black]
	s.White = float64(s.Territory[core.White]+s.Captures[core.White]) + s.Open[core.White] + s.Early[core.White] + s.Komi
}

// estimateScore is countStrict for a game still being played. The count
// proper gives a region to a side only when that side's stones alone
// border it, so in the middle of a game, where most borders are still
// open, it leaves nearly everything neutral, and early in a game it gives
// the whole empty board to the first stone. The estimate corrects both by
// the electric-charge model: each side's territory by §5.2 is its group
// points with the dead stones lifted (B ≥ 1 and B − W ≥ 0.55), given as
// area[c].
//
//   - A region the count gives to c keeps it when at least half of it is
//     c's area (a closed territory, whose inside may lie far from the
//     stones); otherwise only its points in c's area stay c's (one stone
//     on an empty board owns its surroundings, not the board).
//   - A point the count leaves neutral (empty, or a dead stone) goes to
//     the side whose area it lies in; points in both areas or in neither
//     stay neutral.
//   - A point of such a region in neither area (or in both) stays
//     nobody's in Owner; when it leans to a side by ownerLean or more,
//     Analysis.Owner names that side (addOpen).
//   - Regions next to a group in seki (seki: their stones) stay as the
//     count leaves them: the eyes and shared liberties of a seki are
//     nobody's under territory scoring, and need no estimate under area
//     scoring.
//
// The regions left open (neither settled as above nor dame) are returned
// as open, for the caller to count each of their points by its lean
// (addOpen).
//
// On a finished game, whose regions are closed, the estimate and the
// count agree except on open dame.
func estimateScore(b *core.Board, dead, seki core.PointSet, area [3]core.PointSet, rules core.Rules, komi float64, handicap int) (s Score, settled, open core.PointSet) {
	s, regions := countScore(b, dead, seki, rules, komi, handicap)
	settled = core.NewPointSet(b.Size())
	open = core.NewPointSet(b.Size())
	for _, r := range regions {
		if r.seki {
			settled = settled.Union(r.pts)
			continue
		}
		if c := r.owner; c != core.Empty {
			if 2*r.pts.Intersect(area[c]).Count() >= r.pts.Count() {
				settled = settled.Union(r.pts)
				continue
			}
			for p := range r.pts.Minus(area[c]).All() {
				s.Owner[p] = core.Empty
				s.Territory[c]--
			}
			open = open.Union(r.pts)
			continue
		}
		for p := range r.pts.All() {
			var c core.Color
			switch inB, inW := area[core.Black].Has(p), area[core.White].Has(p); {
			case inB && !inW:
				c = core.Black
			case inW && !inB:
				c = core.White
			default:
				continue
			}
			// A dead stone here is already the opponent's capture
			// (countScore); only the point changes hands.
			s.Owner[p] = c
			s.Territory[c]++
		}
		if dame(b, r.pts, dead) {
			// Dame of a closed border: the potentials (area) may give
			// its points away as above, but it is open no more.
			settled = settled.Union(r.pts)
			continue
		}
		open = open.Union(r.pts)
	}
	s.total()
	return s, settled, open
}

// dame reports whether the open region pts is dame: it touches living
// stones of both sides and every point of it is next to a living stone
// (a border the players have closed, not open space).
func dame(b *core.Board, pts, dead core.PointSet) bool {
	alive := [3]core.PointSet{core.Black: b.Stones(core.Black).Minus(dead), core.White: b.Stones(core.White).Minus(dead)}
	border := pts.Border()
	if !border.Intersects(&alive[core.Black]) || !border.Intersects(&alive[core.White]) {
		return false
	}
	stones := alive[core.Black].Union(alive[core.White])
	for p := range pts.All() {
		one := core.NewPointSet(b.Size(), p)
		n := one.Border()
		if !n.Intersects(&stones) {
			return false
		}
	}
	return true
}

// ownerLean is how far (see Analysis.Lean) an open point that neither
// side's area holds must lean to a side for Analysis.Owner to name that
// side; a point that leans less stays nobody's. Early in a game most of
// the board lies in neither area, and on the tuning half of the GNU Go corpus
// (issue 16) the side a point leans to owned it at the end more often
// than not down to the smallest leans: the share of points whose owner
// was foretold (a point named nobody's counting half) rose at a quarter
// of the moves from 0.751 to 0.777 when any lean names an owner, 0.775
// by a lean of 0.1 or more, 0.771 by 0.2 (at half the moves 0.869 to
// 0.874; at three quarters no change). The threshold leaves the points
// that lean by a few percent, as good as even, to nobody.
var ownerLean = 0.1

// addOpen adds to Open the expected points of the open points pts: each
// side gets its share of each point by lean (1 Black's, −1 White's),
// less the points Owner already gives it; a point Owner gives nobody
// that leans to a side by ownerLean or more goes into leaning, for
// Analysis.Owner. It does nothing when lean is nil.
func (s *Score) addOpen(pts core.PointSet, lean *[core.NumSlots]float64) {
	if lean == nil {
		return
	}
	for p := range pts.All() {
		v := lean[p]
		s.variance += 1 - v*v
		s.Open[core.Black] += max(v, 0)
		s.Open[core.White] += max(-v, 0)
		switch c := s.Owner[p]; {
		case c.IsStone():
			s.Open[c]--
		case v >= ownerLean:
			s.leaning[core.Black].Add(p)
		case v <= -ownerLean:
			s.leaning[core.White].Add(p)
		}
	}
}
