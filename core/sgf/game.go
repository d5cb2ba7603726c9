package sgf

import (
	"bufio"
	"io"
	"slices"
	"strconv"

	"github.com/gobot-baduk/gobot/core"
)

// ReadGame reads the first game tree of an SGF file, within DefaultLimits,
// and makes a core.Game of it with core.FromTree (which takes SZ, KM, HA,
// RU and RE from the root; those it cannot read stay in the root and are
// listed by the game's Warnings). A Fox record's komi is first read in Fox's own
// scale (foxKomi: KM[375] is 7.5 points). The cursor is at the root. Errors are those of
// Parse and core.FromTree.
func ReadGame(data []byte) (*core.Game, error) {
	return ReadGameLimits(data, DefaultLimits)
}

// ReadGameLimits is ReadGame with the given limits.
func ReadGameLimits(data []byte, lim Limits) (*core.Game, error) {
	roots, err := Parse(data, lim)
	if err != nil {
		return nil, err
	}
	foxKomi(roots[0])
	return core.FromTree(roots[0])
}

// WriteGame writes g's whole tree, with every variation, as an SGF file in
// UTF-8. The root starts with FF[4], GM[1], CA[UTF-8], an AP (the root's
// own, or gobot's), then the game information the Game holds: SZ, KM, HA
// (with a handicap), RU (the root's, or the rule set's name) and RE (once
// the game is over); the RU of a preset set by core.NewGame is spelt as FF[4]
// suggests (Japanese, Chinese, AGA, NZ); the root's other properties (PB, PW, DT, ...) follow.
// A KM or RU that a record read with ReadGame lacked (g.Defaulted) is left
// out, though the game uses a default for it.
// A KM, HA or RE that the record held and core.FromTree could not read
// (g.RawInfo) is written back as the record had it, instead of the
// default the game uses, so that reading and writing a record neither
// loses nor invents game information.
// Errors are those of Write.
func WriteGame(w io.Writer, g *core.Game) error {
	root := g.Root()
	header := []core.Property{
		{ID: "FF", Values: []string{"4"}},
		{ID: "GM", Values: []string{"1"}},
		{ID: "CA", Values: []string{"UTF-8"}},
	}
	if v, ok := root.Prop("AP"); ok {
		header = append(header, core.Property{ID: "AP", Values: v})
	} else {
		header = append(header, core.Property{ID: "AP", Values: []string{"gobot"}})
	}
	header = append(header, core.Property{ID: "SZ", Values: []string{strconv.Itoa(g.Size())}})
	if v, ok := g.RawInfo("KM"); ok {
		header = append(header, core.Property{ID: "KM", Values: v})
	} else {
		header = append(header, core.Property{ID: "KM", Values: []string{formatFloat(g.Komi())}})
	}
	if v, ok := g.RawInfo("HA"); ok {
		header = append(header, core.Property{ID: "HA", Values: v})
	} else if h := g.Handicap(); h > 0 {
		header = append(header, core.Property{ID: "HA", Values: []string{strconv.Itoa(h)}})
	}
	if v, ok := root.Prop("RU"); ok && !(len(v) == 1 && v[0] == g.Rules().Name) {
		header = append(header, core.Property{ID: "RU", Values: v}) // the file's own words
	} else if name := g.Rules().Name; name != "" {
		header = append(header, core.Property{ID: "RU", Values: []string{rulesName(name)}})
	}
	if v, ok := g.RawInfo("RE"); ok {
		header = append(header, core.Property{ID: "RE", Values: v})
	} else if r := g.Result(); r.Over() {
		header = append(header, core.Property{ID: "RE", Values: []string{r.String()}})
	}
	// Komi and rules that a record read from a file did not give are
	// gobot's defaults, not the record's: leave them out, as the record
	// did. (A game gobot started always has its own, and writes them.)
	header = slices.DeleteFunc(header, func(p core.Property) bool { return g.Defaulted(p.ID) })
	bw := bufio.NewWriter(w)
	wr := writer{w: bw, size: g.Size(), header: header, skip: func(id string) bool {
		switch id {
		case "FF", "GM", "CA", "AP", "SZ", "KM", "HA", "RU", "RE":
			return true
		}
		return false
	}}
	if err := wr.tree(root); err != nil {
		return err
	}
	return bw.Flush()
}

// rulesName returns the RU text for a core rule set preset: the FF[4]
// spellings where FF[4] has one. core.ParseRules reads each back.
func rulesName(name string) string {
	switch name {
	case "japanese":
		return "Japanese"
	case "chinese":
		return "Chinese"
	case "aga":
		return "AGA"
	case "new-zealand":
		return "NZ"
	case "tromp-taylor":
		return "Tromp-Taylor"
	}
	return name
}
