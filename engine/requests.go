package engine

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/gobot-baduk/gobot/core"
)

// Reply is an engine's answer to GenMove: a move (perhaps a pass), or a
// resignation.
type Reply struct {
	// Move is the engine's move; the zero Move when it resigns.
	Move core.Move
	// Resign reports that the engine resigns the game.
	Resign bool
}

// GenMove asks the engine for color's move in pos at the given strength
// (1 to 10; 0 for the pool's default). The move is legal in pos under its
// rules: an illegal one counts as a fault. Errors: ErrBusy, ErrFailed,
// ErrRefused, ErrClosed, ErrNoEngine, or ctx's error.
func (p *Pool) GenMove(ctx context.Context, pos Position, color core.Color, level int) (Reply, error) {
	board, err := pos.board()
	if err != nil {
		return Reply{}, err
	}
	if level == 0 {
		level = p.cfg.Level
	}
	if level < MinLevel || level > MaxLevel {
		return Reply{}, fmt.Errorf("engine: level %d is not from %d to %d", level, MinLevel, MaxLevel)
	}
	var reply Reply
	err = p.do(ctx, "genmove", func(ctx context.Context, pr *proc) error {
		if err := pr.setup(ctx, pos); err != nil {
			return err
		}
		if err := pr.setLevel(ctx, level); err != nil {
			return err
		}
		ans, err := pr.send(ctx, "genmove "+colorWord(color))
		pr.synced = false
		if err != nil {
			return err
		}
		r, err := parseGenMove(ans, color, pos.Size)
		if err != nil {
			return err
		}
		if !r.Resign && !r.Move.IsPass() {
			if err := board.Legal(color, r.Move.Point()); err != nil {
				return fmt.Errorf("%w: %v: %v", errIllegal, r.Move, err)
			}
		}
		if !r.Resign {
			pr.pos.Moves = append(pr.pos.Moves, r.Move)
			pr.synced = true
		}
		reply = r
		return nil
	})
	return reply, err
}

// parseGenMove reads genmove's answer: a vertex, "pass" or "resign".
func parseGenMove(ans string, color core.Color, size int) (Reply, error) {
	ans = strings.TrimSpace(ans)
	if strings.EqualFold(ans, "resign") {
		return Reply{Resign: true}, nil
	}
	if strings.ContainsAny(ans, " \t\n") {
		return Reply{}, fmt.Errorf("%w: genmove: %q", errGarbage, clip(ans))
	}
	m, err := core.ParseMove(color, ans, size)
	if err != nil {
		return Reply{}, fmt.Errorf("%w: genmove: %q: %v", errGarbage, clip(ans), err)
	}
	return Reply{Move: m}, nil
}

// Candidate is a move the engine considers, with its value.
type Candidate struct {
	Move core.Move
	// Value is the engine's valuation of the move; for GNU Go, roughly
	// the points it is worth.
	Value float64
}

// TopMoves returns the engine's best moves for color in pos, best first,
// with their values: GNU Go's top_moves_black and top_moves_white (a
// move's value in points), or KataGo's kata-analyze (the score lead of
// color after the move; see kata.go). Passes are left out, so the list is
// empty when the engine would pass. Errors as GenMove's, and
// ErrUnsupported for an engine with neither.
func (p *Pool) TopMoves(ctx context.Context, pos Position, color core.Color) ([]Candidate, error) {
	board, err := pos.board()
	if err != nil {
		return nil, err
	}
	command := "top_moves_" + colorWord(color)
	var out []Candidate
	err = p.do(ctx, command, func(ctx context.Context, pr *proc) error {
		if !pr.known[command] && !pr.known["kata-analyze"] {
			return fmt.Errorf("%w: %s has neither %s nor kata-analyze", ErrUnsupported, pr.name, command)
		}
		if err := pr.setup(ctx, pos); err != nil {
			return err
		}
		// Valuations at the pool's level, whatever game the process
		// played last, so that a review's figures do not depend on it.
		if err := pr.setLevel(ctx, p.cfg.Level); err != nil {
			return err
		}
		var cs []Candidate
		if pr.known[command] {
			ans, err := pr.send(ctx, command)
			if err != nil {
				return err
			}
			if cs, err = parseTopMoves(ans, color, pos.Size); err != nil {
				return err
			}
		} else {
			all, err := p.kataAnalyze(ctx, pr, pos, color)
			if err != nil {
				return err
			}
			for _, c := range all {
				if !c.Move.IsPass() {
					cs = append(cs, c)
				}
			}
		}
		for _, c := range cs {
			if err := board.Legal(color, c.Move.Point()); err != nil {
				return fmt.Errorf("%w: %s: %v: %v", errIllegal, command, c.Move, err)
			}
		}
		out = cs
		return nil
	})
	return out, err
}

// parseTopMoves reads "D4 12.5 C3 7.25 ...": vertices with their values.
func parseTopMoves(ans string, color core.Color, size int) ([]Candidate, error) {
	f := strings.Fields(ans)
	if len(f)%2 != 0 {
		return nil, fmt.Errorf("%w: top moves: %q", errGarbage, clip(ans))
	}
	var out []Candidate
	for i := 0; i < len(f); i += 2 {
		m, err := core.ParseMove(color, f[i], size)
		if err != nil || m.IsPass() {
			return nil, fmt.Errorf("%w: top moves: vertex %q", errGarbage, clip(f[i]))
		}
		v, err := strconv.ParseFloat(f[i+1], 64)
		if err != nil || v != v || v > 1e6 || v < -1e6 {
			return nil, fmt.Errorf("%w: top moves: value %q", errGarbage, clip(f[i+1]))
		}
		out = append(out, Candidate{Move: m, Value: v})
	}
	return out, nil
}

// EstimateScore returns the engine's estimate of the final score of pos,
// positive when Black leads: GNU Go's estimate_score, or the score lead
// of KataGo's best move for the player to move. Errors as TopMoves's.
func (p *Pool) EstimateScore(ctx context.Context, pos Position) (float64, error) {
	if _, err := pos.board(); err != nil {
		return 0, err
	}
	var score float64
	err := p.do(ctx, "estimate_score", func(ctx context.Context, pr *proc) error {
		if !pr.known["estimate_score"] && !pr.known["kata-analyze"] {
			return fmt.Errorf("%w: %s has neither estimate_score nor kata-analyze", ErrUnsupported, pr.name)
		}
		if err := pr.setup(ctx, pos); err != nil {
			return err
		}
		if err := pr.setLevel(ctx, p.cfg.Level); err != nil {
			return err
		}
		if !pr.known["estimate_score"] {
			c := pos.toMove()
			cs, err := p.kataAnalyze(ctx, pr, pos, c)
			if err != nil {
				return err
			}
			if len(cs) == 0 {
				return fmt.Errorf("%w: kata-analyze gave no move to score", errGarbage)
			}
			score = cs[0].Value
			if c == core.White {
				score = -score
			}
			return nil
		}
		ans, err := pr.send(ctx, "estimate_score")
		if err != nil {
			return err
		}
		score, err = parseScore(ans)
		return err
	})
	return score, err
}

// parseScore reads a score such as "W+1.5 (upper bound: ...)", "B+3" or
// "0", Black's lead first.
func parseScore(ans string) (float64, error) {
	f := strings.Fields(ans)
	if len(f) == 0 {
		return 0, fmt.Errorf("%w: score: empty", errGarbage)
	}
	s := strings.ToUpper(f[0])
	if s == "0" || s == "JIGO" || s == "DRAW" {
		return 0, nil
	}
	sign := 1.0
	switch {
	case strings.HasPrefix(s, "B+"):
	case strings.HasPrefix(s, "W+"):
		sign = -1
	default:
		return 0, fmt.Errorf("%w: score: %q", errGarbage, clip(ans))
	}
	v, err := strconv.ParseFloat(s[2:], 64)
	if err != nil || v != v || v < 0 || v > 1000 {
		return 0, fmt.Errorf("%w: score: %q", errGarbage, clip(ans))
	}
	return sign * v, nil
}

// setLevel sets the engine's strength level when it has a level command
// and the level differs from the one last set.
func (pr *proc) setLevel(ctx context.Context, level int) error {
	if !pr.known["level"] || level == 0 || pr.level == level {
		return nil
	}
	if err := pr.sendOK(ctx, "level "+strconv.Itoa(level)); err != nil {
		return err
	}
	pr.level = level
	return nil
}
