package core

import (
	"slices"
	"strconv"
	"strings"
)

// InfoWarning is a game-information property of a record that gobot could
// not read. The root keeps the property as written, so that writing the
// game gives it back unchanged, and the game uses a default instead,
// which Used describes. Callers show warnings to players, who may want to
// set the value themselves.
type InfoWarning struct {
	// ID is the property: KM, HA, RU or RE.
	ID string
	// Value is the property's text in the record.
	Value string
	// Used says what the game uses instead, in words, e.g. "komi 6.5, the
	// default of japanese rules".
	Used string
}

// String describes the warning, e.g. `KM[abc] is not a komi: the game
// uses komi 6.5, the default of japanese rules`.
func (w InfoWarning) String() string {
	what := map[string]string{
		"KM": "is not a komi",
		"HA": "is not a number of handicap stones for this board",
		"RU": "is not a rule set gobot knows (japanese, chinese, aga, new-zealand, tromp-taylor)",
		"RE": "is not a result gobot can read",
	}[w.ID]
	return w.ID + "[" + w.Value + "] " + what + ": " + w.Used
}

// Warnings returns the game information of the record that did not parse,
// in the order RU, HA, KM, RE. The slice is a copy.
func (g *Game) Warnings() []InfoWarning { return append([]InfoWarning(nil), g.warnings...) }

// RawInfo returns the record's own values of game-information property
// id (KM, HA, RU or RE) when the game could not read them, that is when
// Warnings lists id: the root keeps them as written, and the game uses a
// default meanwhile. ok is false when the game holds a value of its own
// for id (read from the record or set since), which is then the one to
// write. The slice is a copy.
func (g *Game) RawInfo(id string) (values []string, ok bool) {
	for _, w := range g.warnings {
		if w.ID == id {
			v, ok := g.root.Prop(id)
			return slices.Clone(v), ok
		}
	}
	return nil, false
}

// infoDefaults records which game information a record left out: the
// game uses a default for it (Japanese rules, and their komi), but the
// default is gobot's choice, not the record's, so writing the record back
// leaves it out again rather than inventing it.
type infoDefaults struct {
	komi, rules bool
}

// Defaulted reports whether the game's value of the game-information
// property id (KM or RU) is a default because the record the game was
// read from (FromTree) had no such property. It is false for every other
// id, for a game started by NewGame, for a value the record held (read or
// not: see Warnings), and once the game sets a value of its own (SetKomi,
// SetRules).
func (g *Game) Defaulted(id string) bool {
	switch id {
	case "KM":
		return g.defaults.komi
	case "RU":
		return g.defaults.rules
	}
	return false
}

// readGameInfo reads the root's SZ, RU, HA, KM and RE into the game.
//
// A value that parses becomes the game's and leaves the root (SZ, KM, HA
// and RE; RU stays, so that the record's own words are written back). A
// value that does not parse stays in the root as written, is listed in
// Warnings, and the game uses a default:
//
//   - RU: Japanese rules, what a record without RU gets (and GNU Go's
//     default), rather than a guess at what an unknown name means;
//   - HA: the number of black stones set up in the root when there are at
//     least two and no white ones (the handicap stones), otherwise none;
//   - KM: the default of NewGame, the same as for a record without KM:
//     0.5 with a handicap, otherwise the rule set's komi;
//   - RE: the result is unknown (SGF's "?"), so the game counts as over.
//
// A KM or RU the root does not have at all also gets its default, and
// Defaulted reports it.
//
// An SZ that is not a board of 2 to 25 lines is an error: there is no
// game without a board.
func (g *Game) readGameInfo() error {
	root := g.root
	if v, ok := root.Prop("SZ"); ok {
		text := first(v)
		n, err := strconv.Atoi(strings.TrimSpace(text))
		if err != nil || n < MinSize || n > MaxSize {
			return errorf(ErrBoardSize, "SZ[%s] (square boards from %d to %d only)", text, MinSize, MaxSize)
		}
		g.size = n
		root.SetProp("SZ")
	}
	_, hasRU := root.Prop("RU")
	_, hasKM := root.Prop("KM")
	g.defaults = infoDefaults{komi: !hasKM, rules: !hasRU}
	if v, ok := root.Prop("RU"); ok {
		if r, err := ParseRules(first(v)); err == nil {
			g.rules = r
		} else {
			g.warn("RU", v, "the game is played under "+g.rules.Name+" rules")
		}
	}
	if v, ok := root.Prop("HA"); ok {
		h, err := strconv.Atoi(strings.TrimSpace(first(v)))
		if err == nil && h >= 0 && h <= MaxFreeHandicap(g.size) {
			g.handicap = h
			root.SetProp("HA")
		} else {
			used := "the game has no handicap"
			if s := root.setup; s != nil && len(s.Black) >= 2 && len(s.White) == 0 {
				g.handicap = len(s.Black)
				used = "the game counts the " + strconv.Itoa(g.handicap) + " black stones set up at the start"
			}
			g.warn("HA", v, used)
		}
	}
	g.komi = g.rules.Komi
	if g.handicap >= 2 {
		g.komi = 0.5
	}
	if v, ok := root.Prop("KM"); ok {
		k, err := strconv.ParseFloat(strings.TrimSpace(first(v)), 64)
		if err == nil && k == k && k > -1000 && k < 1000 {
			g.komi = k
			root.SetProp("KM")
		} else {
			used := "the game uses komi " + strconv.FormatFloat(g.komi, 'f', -1, 64) + ", the default of " + g.rules.Name + " rules"
			if g.handicap >= 2 {
				used = "the game uses komi 0.5, the default with a handicap"
			}
			g.warn("KM", v, used)
		}
	}
	if v, ok := root.Prop("RE"); ok {
		text := first(v)
		g.result = ParseResult(text)
		if g.result.Reason != Unknown || strings.TrimSpace(text) == "?" {
			root.SetProp("RE")
		} else {
			g.warn("RE", v, "the result is unknown; the record's text is kept")
		}
	}
	return nil
}

func first(v []string) string {
	if len(v) == 0 {
		return ""
	}
	return v[0]
}

// warn records that property id, with values v, did not parse.
func (g *Game) warn(id string, v []string, used string) {
	g.warnings = append(g.warnings, InfoWarning{ID: id, Value: strings.Join(v, "]["), Used: used})
}

// dropRaw removes the root's unparsed property id and its warning, once
// the game has a value of its own for it; the value is no longer a
// default either.
func (g *Game) dropRaw(id string) {
	if id == "KM" {
		g.defaults.komi = false
	}
	for i, w := range g.warnings {
		if w.ID == id {
			g.warnings = append(g.warnings[:i:i], g.warnings[i+1:]...)
			g.root.SetProp(id)
			return
		}
	}
}

// SetRules changes the rule set and replays the path to the cursor under
// it (moves already played stay, even those the new rules forbid: they
// are a record). The root's RU becomes the rule set's name. The komi and
// the handicap do not change.
func (g *Game) SetRules(r Rules) error {
	g.rules = r
	g.defaults.rules = false
	for i, w := range g.warnings {
		if w.ID == "RU" {
			g.warnings = append(g.warnings[:i:i], g.warnings[i+1:]...)
			break
		}
	}
	g.root.SetProp("RU", r.Name)
	return g.replay()
}
