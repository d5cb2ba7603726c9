package core

// Score is a counted position.
type Score struct {
	// Black and White are each side's points; White's include komi and any
	// handicap compensation.
	Black, White float64
	// Owner gives, for every point, the colour that scores it (Empty: nobody).
	// Under territory scoring, stones are not scored but dead stones are
	// owned by the side that surrounds them.
	Owner [NumSlots]Color
	// Territory is the number of points each side surrounds, empty or
	// holding dead stones (indexed by Color).
	Territory [3]int
	// Stones is the number of living stones of each side (indexed by Color).
	Stones [3]int
	// Captures is, for each side (indexed by Color), its prisoners plus the
	// opponent's dead stones, wherever they stand.
	Captures [3]int
	// Komi is the komi counted, and Bonus White's handicap compensation.
	Komi, Bonus float64
	// Scoring is the method used.
	Scoring Scoring
}

// Margin returns Black's points minus White's.
func (s *Score) Margin() float64 { return s.Black - s.White }

// Winner returns the winning colour, or Empty for a draw.
func (s *Score) Winner() Color {
	switch m := s.Margin(); {
	case m > 0:
		return Black
	case m < 0:
		return White
	}
	return Empty
}

// Result returns the score as a game result ("B+3.5").
func (s *Score) Result() Result {
	m := s.Margin()
	if m < 0 {
		m = -m
	}
	return Result{Winner: s.Winner(), Reason: ByScore, Margin: m}
}

// CountScore counts the position on b with the given stones removed as dead.
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
func CountScore(b *Board, dead PointSet, rules Rules, komi float64, handicap int) Score {
	s := Score{Komi: komi, Scoring: rules.Scoring}
	size := b.Size()
	dead = dead.Intersect(b.Stones(Black).Union(b.Stones(White)))
	alive := [3]PointSet{}
	alive[Black] = b.Stones(Black).Minus(dead)
	alive[White] = b.Stones(White).Minus(dead)
	open := FullSet(size).Minus(alive[Black]).Minus(alive[White])
	for region := range open.Components() {
		border := region.Border()
		touchB := border.Intersects(&alive[Black])
		touchW := border.Intersects(&alive[White])
		owner := Empty
		switch {
		case touchB && !touchW:
			owner = Black
		case touchW && !touchB:
			owner = White
		}
		if owner == Empty {
			continue
		}
		for p := range region.All() {
			s.Owner[p] = owner
		}
		s.Territory[owner] += region.Count()
	}
	for _, c := range [2]Color{Black, White} {
		s.Stones[c] = alive[c].Count()
		// c takes the opponent's dead stones wherever they stand.
		s.Captures[c] = b.Prisoners(c) + dead.Intersect(b.Stones(c.Opponent())).Count()
	}
	if rules.Scoring == AreaScoring {
		for _, c := range [2]Color{Black, White} {
			for p := range alive[c].All() {
				s.Owner[p] = c
			}
		}
		s.Bonus = rules.HandicapBonus.Bonus(handicap)
	}
	s.total()
	return s
}

// total adds up Black and White from the counts.
func (s *Score) total() {
	if s.Scoring == AreaScoring {
		s.Black = float64(s.Stones[Black] + s.Territory[Black])
		s.White = float64(s.Stones[White]+s.Territory[White]) + s.Komi + s.Bonus
		return
	}
	s.Black = float64(s.Territory[Black] + s.Captures[Black])
	s.White = float64(s.Territory[White]+s.Captures[White]) + s.Komi
}

// estimateScore is CountScore for a game still being played. The count
// proper gives a region to a side only when that side's stones alone
// border it, so in the middle of a game, where most borders are still
// open, it leaves nearly everything neutral and the estimate says little.
// Here the points CountScore leaves neutral (empty, or a dead stone) go to
// the side whose territory they lie in by the electric-charge model: its
// group points with the dead stones lifted (Nakamura §5.2: B ≥ 1 and
// B − W ≥ 0.55), given as area[c]. Points in both sides' areas or in
// neither stay neutral. On a finished game, whose regions are closed, the
// two agree except on open dame.
func estimateScore(b *Board, dead PointSet, area [3]PointSet, rules Rules, komi float64, handicap int) Score {
	s := CountScore(b, dead, rules, komi, handicap)
	dead = dead.Intersect(b.Stones(Black).Union(b.Stones(White)))
	open := FullSet(b.Size()).Minus(b.Stones(Black).Minus(dead)).Minus(b.Stones(White).Minus(dead))
	for p := range open.All() {
		if s.Owner[p] != Empty {
			continue
		}
		var c Color
		switch inB, inW := area[Black].Has(p), area[White].Has(p); {
		case inB && !inW:
			c = Black
		case inW && !inB:
			c = White
		default:
			continue
		}
		// A dead stone here is already the opponent's capture (CountScore);
		// only the point changes hands.
		s.Owner[p] = c
		s.Territory[c]++
	}
	s.total()
	return s
}
