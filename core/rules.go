package core

import "strings"

// KoRule says which repetitions are forbidden.
type KoRule uint8

const (
	// SimpleKo forbids only the immediate recapture of a single-stone ko.
	SimpleKo KoRule = iota
	// PositionalSuperko forbids recreating any earlier board position.
	PositionalSuperko
	// SituationalSuperko forbids recreating an earlier position with the
	// same player to move.
	SituationalSuperko
)

// String returns "simple", "positional superko" or "situational superko".
func (k KoRule) String() string {
	switch k {
	case PositionalSuperko:
		return "positional superko"
	case SituationalSuperko:
		return "situational superko"
	}
	return "simple"
}

// Scoring is the way a finished game is counted.
type Scoring uint8

const (
	// AreaScoring counts stones plus surrounded empty points.
	AreaScoring Scoring = iota
	// TerritoryScoring counts surrounded empty points plus prisoners.
	TerritoryScoring
)

// String returns "area" or "territory".
func (s Scoring) String() string {
	if s == TerritoryScoring {
		return "territory"
	}
	return "area"
}

// Rules is a rule set: the ko rule, whether suicide is allowed, how the game
// is scored, whether dead stones must be captured in play, the usual komi
// and how handicap stones are compensated. It is data: code asks a rule
// set what it says, never its name.
type Rules struct {
	// Name is the preset name ("japanese", ...) or "custom".
	Name string
	// Ko is the repetition rule.
	Ko KoRule
	// Suicide reports whether suicide is legal. Where it is, the ko rule
	// decides a single-stone suicide, which leaves the board as it was:
	// positional superko forbids it, situational superko allows it unless
	// that board has followed one of the player's own moves (see docs/core.md, "Suicide").
	Suicide bool
	// Scoring is area or territory.
	Scoring Scoring
	// CaptureDead says that the count takes the board as it stands: every
	// stone on it counts as alive, so stones that are dead must be
	// captured in play before both players pass, and there are no dead
	// stones to agree on at the end (Tromp-Taylor: a point scores for a
	// player if it holds her stone or reaches only her stones). Under the
	// other presets the players agree on the dead stones, which are lifted
	// before the count.
	CaptureDead bool
	// Komi is the preset's usual komi for an even game.
	Komi float64
	// HandicapBonus says how many points White receives for Black's
	// handicap stones under area scoring: Chinese rules give one per stone,
	// AGA one per stone after the first, New Zealand and Tromp-Taylor
	// none (territory scoring, Japanese, needs none: the stones score
	// nothing).
	HandicapBonus HandicapBonus
}

// HandicapBonus says how many points White gets for Black's handicap stones.
type HandicapBonus uint8

const (
	// NoHandicapBonus gives White nothing for handicap stones.
	NoHandicapBonus HandicapBonus = iota
	// HandicapBonusN gives White one point per handicap stone.
	HandicapBonusN
	// HandicapBonusNMinus1 gives White one point per handicap stone after the first.
	HandicapBonusNMinus1
)

// Bonus returns White's compensation for h handicap stones.
func (h HandicapBonus) Bonus(stones int) float64 {
	if stones < 2 {
		return 0
	}
	switch h {
	case HandicapBonusN:
		return float64(stones)
	case HandicapBonusNMinus1:
		return float64(stones - 1)
	}
	return 0
}

// The rule set presets.
var (
	// JapaneseRules: territory scoring, simple ko, no suicide, komi 6.5.
	JapaneseRules = Rules{Name: "japanese", Ko: SimpleKo, Scoring: TerritoryScoring, Komi: 6.5}
	// ChineseRules: area scoring, positional superko, no suicide, komi 7.5,
	// White gets a point per handicap stone.
	ChineseRules = Rules{Name: "chinese", Ko: PositionalSuperko, Scoring: AreaScoring, Komi: 7.5, HandicapBonus: HandicapBonusN}
	// AGARules: area scoring (equivalent to AGA territory counting with pass
	// stones), situational superko, no suicide, komi 7.5, White gets a point
	// per handicap stone after the first.
	AGARules = Rules{Name: "aga", Ko: SituationalSuperko, Scoring: AreaScoring, Komi: 7.5, HandicapBonus: HandicapBonusNMinus1}
	// NewZealandRules: area scoring, situational superko, suicide allowed,
	// komi 7. No handicap compensation: the New Zealand text has Black
	// play the handicap stones as moves while "white passes the first
	// n − 1 moves", and says "There is no komi" in a handicap game; area
	// scoring already counts those stones, and White gets nothing for them.
	NewZealandRules = Rules{Name: "new-zealand", Ko: SituationalSuperko, Suicide: true, Scoring: AreaScoring, Komi: 7}
	// TrompTaylorRules: area scoring of the board as it stands (dead stones
	// must be captured in play), positional superko, suicide allowed, komi
	// 7.5.
	TrompTaylorRules = Rules{Name: "tromp-taylor", Ko: PositionalSuperko, Suicide: true, Scoring: AreaScoring, CaptureDead: true, Komi: 7.5}
)

// RulePresets lists the presets in the order the bot offers them.
var RulePresets = []Rules{JapaneseRules, ChineseRules, AGARules, NewZealandRules, TrompTaylorRules}

// ParseRules returns the preset with the given name. It accepts the names
// above, underscores for hyphens (GTP's kgs-rules uses new_zealand), and
// "tt" and "nz" as short forms.
func ParseRules(name string) (Rules, error) {
	n := strings.NewReplacer("_", "-", " ", "-").Replace(strings.ToLower(strings.TrimSpace(name)))
	switch n {
	case "nz", "newzealand":
		n = "new-zealand"
	case "tt", "tromp", "tromptaylor":
		n = "tromp-taylor"
	case "japan", "korean":
		n = "japanese"
	case "china":
		n = "chinese"
	}
	for _, r := range RulePresets {
		if r.Name == n {
			return r, nil
		}
	}
	return Rules{}, errorf(ErrRules, "%q (choose japanese, chinese, aga, new-zealand or tromp-taylor)", name)
}

// String describes the rule set, e.g. "japanese (territory scoring, simple ko, no suicide)".
func (r Rules) String() string {
	s := "no suicide"
	if r.Suicide {
		s = "suicide allowed"
	}
	name := r.Name
	if name == "" {
		name = "custom"
	}
	return name + " (" + r.Scoring.String() + " scoring, " + r.Ko.String() + " ko, " + s + ")"
}
