package engine

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/gobot-baduk/gobot/core"
)

// KataGo's analysis. KataGo has no top_moves or estimate_score; its
// kata-analyze searches until it is interrupted, printing a line of
// "info move D4 visits 12 ... scoreLead 1.5 ... order 0 pv D4 C3 info
// move ..." at each interval. TopMoves and EstimateScore run it for a
// short time (analysisTime), end it with a raw newline as KataGo's GTP
// extensions document, and read its last line. The values are from the
// side to move's point of view (KataGo's default reportAnalysisWinratesAs,
// SIDETOMOVE).

// analysisTime is how long kata-analyze searches one position: a quarter
// of the request's time limit, at most 2 seconds.
func (p *Pool) analysisTime() time.Duration { return min(p.cfg.Timeout/4, 2*time.Second) }

// kataAnalyze runs kata-analyze for color on the position pr holds and
// returns its moves, best first, passes included.
func (p *Pool) kataAnalyze(ctx context.Context, pr *proc, pos Position, color core.Color) ([]Candidate, error) {
	command := "kata-analyze " + colorWord(color) + " interval 20 maxmoves 20"
	ans, err := pr.sendFor(ctx, command, p.analysisTime())
	if err != nil {
		return nil, err
	}
	return parseKata(ans, color, pos.Size)
}

// parseKata reads kata-analyze's answer: its last info line, robust to
// the order of the keys and to keys it does not know, as KataGo asks of
// its readers. A move's Value is its scoreLead, the points the side to
// move leads by after it. Passes are included; an entry without a move or
// a score is garbage.
func parseKata(ans string, color core.Color, size int) ([]Candidate, error) {
	var last string
	for _, line := range strings.Split(ans, "\n") {
		if line = strings.TrimSpace(line); strings.HasPrefix(line, "info ") {
			last = line
		}
	}
	type entry struct {
		move          core.Move
		lead          float64
		order         int
		hasMove, hasS bool
	}
	var entries []entry
	f := strings.Fields(last)
	for i := 0; i < len(f); {
		if f[i] == "ownership" {
			break
		}
		if f[i] != "info" {
			return nil, fmt.Errorf("%w: kata-analyze: %q where info was expected", errGarbage, clip(f[i]))
		}
		e := entry{order: len(entries)}
		i++
		for i < len(f) && f[i] != "info" && f[i] != "ownership" {
			key := f[i]
			i++
			if key == "pv" {
				for i < len(f) && f[i] != "info" && f[i] != "ownership" {
					i++
				}
				continue
			}
			if i >= len(f) {
				return nil, fmt.Errorf("%w: kata-analyze: %s without a value", errGarbage, key)
			}
			val := f[i]
			i++
			var err error
			switch key {
			case "move":
				e.move, err = core.ParseMove(color, val, size)
				e.hasMove = err == nil
			case "scoreLead":
				e.lead, err = strconv.ParseFloat(val, 64)
				e.hasS = err == nil && e.lead == e.lead && e.lead > -1e4 && e.lead < 1e4
			case "order":
				e.order, err = strconv.Atoi(val)
			}
			if err != nil {
				return nil, fmt.Errorf("%w: kata-analyze: %s %q", errGarbage, key, clip(val))
			}
		}
		if !e.hasMove || !e.hasS {
			return nil, fmt.Errorf("%w: kata-analyze: an entry without a move or a scoreLead", errGarbage)
		}
		entries = append(entries, e)
	}
	slices.SortStableFunc(entries, func(a, b entry) int { return cmp.Compare(a.order, b.order) })
	out := make([]Candidate, len(entries))
	for i, e := range entries {
		out[i] = Candidate{Move: e.move, Value: e.lead}
	}
	return out, nil
}

// toMove returns the player to move in pos: the opponent of the last
// move's player, or Black at the start (White after handicap stones).
func (pos Position) toMove() core.Color {
	if n := len(pos.Moves); n > 0 {
		return pos.Moves[n-1].Color().Opponent()
	}
	if len(pos.Setup.Black) > 0 && len(pos.Setup.White) == 0 {
		return core.White
	}
	return core.Black
}
