package generate

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/puzzles"
)

// Options say what to generate.
type Options struct {
	// Seed makes the run reproducible: the same options give the same
	// problems.
	Seed uint64
	// Count is how many problems to keep.
	Count int
	// Sizes are the board sizes to draw from (default 9, 13, 19).
	Sizes []int
	// Placements are the board regions to draw from (default all three).
	Placements []Placement
	// Goals are the goals to keep (default live and kill).
	Goals []puzzles.Goal
	// Games are recorded games to harvest (source b); none means only
	// random walled shapes (source a).
	Games []Game
	// MaxEmpty bounds the region's empty points (default 12).
	MaxEmpty int
	// Budget is the solver's node budget per question (default 150,000);
	// a position it cannot decide within it is dropped.
	Budget int
	// Levels, when not empty, keeps only problems of these levels.
	Levels []int
	// Quota, when not all zero, keeps at most Quota[l] problems of level
	// l and stops when every quota is met (Count and Levels are then
	// ignored).
	Quota [6]int
	// Seen holds canonical keys already used (e.g. an earlier batch's);
	// the run adds the keys it keeps.
	Seen map[string]bool
	// Progress, when not nil, receives a line per kept problem.
	Progress io.Writer

	onlyGames bool // the benchmark's: harvest games alone
}

// Problem is a generated, proven problem.
type Problem struct {
	// ID is stable: it is made from the canonical key.
	ID string
	// Key is the canonical key (see the package doc).
	Key       string
	Size      int
	Placement Placement
	Goal      puzzles.Goal
	ToPlay    core.Color
	Level     int
	Features  Features
	// Source is "shape" (a random walled shape) or "game" (carved from a
	// recorded game).
	Source string
	// SGF is the problem's file, which puzzles.Parse reads.
	SGF []byte
}

// Stats count a run's attempts.
type Stats struct {
	Attempts int
	Kept     map[string]int // by source
}

// Generate makes problems until opts.Count are kept or ctx ends, calling
// keep for each. It returns the run's counts, and ctx's error if it was
// cut short.
func Generate(ctx context.Context, opts Options, keep func(*Problem) error) (Stats, error) {
	if len(opts.Sizes) == 0 {
		opts.Sizes = []int{9, 13, 19}
	}
	if len(opts.Placements) == 0 {
		opts.Placements = []Placement{Corner, Edge, Centre}
	}
	if len(opts.Goals) == 0 {
		opts.Goals = []puzzles.Goal{puzzles.Live, puzzles.Kill}
	}
	if opts.MaxEmpty <= 0 {
		opts.MaxEmpty = 12
	}
	if opts.Budget <= 0 {
		opts.Budget = 150_000
	}
	if opts.Seen == nil {
		opts.Seen = map[string]bool{}
	}
	st := Stats{Kept: map[string]int{}}
	quota := opts.Quota != [6]int{}
	if quota {
		opts.Count = 0
		for _, q := range opts.Quota {
			opts.Count += q
		}
	}
	s := puzzles.NewSolver(opts.Budget)
	kept := 0
	for attempt := uint64(0); kept < opts.Count; attempt++ {
		if err := ctx.Err(); err != nil {
			return st, err
		}
		st.Attempts++
		r := rand.New(rand.NewPCG(opts.Seed, attempt))
		var p *position
		if len(opts.Games) > 0 && (opts.onlyGames || r.IntN(3) == 0) {
			p = harvest(r, opts.Games[r.IntN(len(opts.Games))], opts.MaxEmpty)
		} else {
			// The eye space grows with the region allowed: small problems
			// come from small shapes.
			lo := max(2, opts.MaxEmpty/2-1)
			sp := shapeSpec{size: opts.Sizes[r.IntN(len(opts.Sizes))], placement: opts.Placements[r.IntN(len(opts.Placements))], minEye: lo, maxEye: max(lo, min(8, opts.MaxEmpty-2))}
			p = randomShape(r, sp)
		}
		if p == nil {
			continue
		}
		for _, goal := range opts.Goals {
			if kept >= opts.Count {
				break
			}
			if quota {
				opts.Levels = opts.Levels[:0]
				for l, q := range opts.Quota {
					if q > 0 {
						opts.Levels = append(opts.Levels, l)
					}
				}
			}
			pr, err := make1(s, p, goal, opts)
			if err != nil || pr == nil {
				continue
			}
			if err := keep(pr); err != nil {
				return st, err
			}
			if quota {
				opts.Quota[pr.Level]--
			}
			kept++
			st.Kept[pr.Source]++
			if opts.Progress != nil {
				fmt.Fprintf(opts.Progress, "kept %d/%d: %s level %d, %s %s, %d×%d, %s to %s (attempt %d)\n", kept, opts.Count, pr.ID, pr.Level, pr.Source, pr.Placement, pr.Size, pr.Size, colorName(pr.ToPlay), pr.Goal, attempt)
			}
		}
	}
	return st, nil
}

// make1 turns a candidate into a problem with goal, or nil when it fails
// one of the rules.
func make1(s *puzzles.Solver, p *position, goal puzzles.Goal, opts Options) (*Problem, error) {
	p = p.clone()
	p.thicken()
	b := p.board()
	if !legalSetup(b) || !p.chooseTarget(b) || !p.solidWalls(b) || !p.wallTouches() {
		return nil, nil
	}
	if e := p.empties().Count(); e < 3 || e > opts.MaxEmpty {
		return nil, nil
	}
	// Each stone inside that is not the target costs a proof to show it
	// plays a part; more than three make the candidate too dear.
	if p.inner().Count() > 3 {
		return nil, nil
	}
	solver := p.defender
	if goal == puzzles.Kill {
		solver = p.defender.Opponent()
	}
	if opts.Seen[canonicalKey(p, solver)] {
		return nil, nil
	}
	// Prove on the smallest board with the same edges, then move back.
	size := p.size
	p, dx, dy := compact(p)
	v, err := judge(s, p, solver)
	if err != nil || !v.unsettled() {
		return nil, err
	}
	p, v, err = prune(s, p, solver, v)
	if err != nil {
		return nil, err
	}
	key := canonicalKey(p, solver)
	if opts.Seen[key] {
		return nil, nil
	}
	if len(opts.Levels) > 0 {
		// The score cannot fall below what the wrong first moves give it
		// (a one-move main line, no tempting move, the least effort): skip
		// the proof when that is already above every wanted level.
		wrong := len(firstMoves(p.board(), p, solver)) - len(v.correct)
		least := level(Features{MainLine: 1, Effort: 16, Wrong: wrong, Correct: len(v.correct)}, goal == puzzles.Kill)
		if least > slices.Max(opts.Levels) {
			return nil, nil
		}
	}
	w := &writer{s: s, p: p, solver: solver, goal: goal, v: v, dx: dx, dy: dy}
	pr, err := w.build()
	if err != nil {
		if errors.Is(err, puzzles.ErrTooHard) || errors.Is(err, errLine) {
			return nil, nil
		}
		return nil, err
	}
	p = expand(p, size, dx, dy)
	shiftTree(pr.root, dx, dy)
	lv := level(pr.features, goal == puzzles.Kill)
	if len(opts.Levels) > 0 && !containsInt(opts.Levels, lv) {
		return nil, nil
	}
	opts.Seen[key] = true
	out := &Problem{ID: keyID(key), Key: key, Size: p.size, Placement: p.placement(), Goal: goal, ToPlay: solver, Level: lv, Features: pr.features, Source: p.source}
	out.SGF = writeSGF(out, p, pr)
	return out, nil
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// writeSGF writes the problem in the format package puzzles reads.
func writeSGF(pr *Problem, p *position, proof *proof) []byte {
	var sb strings.Builder
	def, att := colorName(p.defender), colorName(p.defender.Opponent())
	where := map[Placement]string{Corner: "in the corner", Edge: "on the side", Centre: "in the centre"}[pr.Placement]
	title := fmt.Sprintf("%s to %s %s", colorName(pr.ToPlay), pr.Goal, where)
	intro := fmt.Sprintf("%s's group %s is shut in by %s. %s to play and live: make two eyes (a seki would also do).", def, where, att, def)
	if pr.Goal == puzzles.Kill {
		intro = fmt.Sprintf("%s's group %s is shut in by %s. %s to play and kill it: %s must not get two eyes or a seki.", def, where, att, att, def)
	}
	pl := "B"
	if pr.ToPlay == core.White {
		pl = "W"
	}
	fmt.Fprintf(&sb, "(;GM[1]FF[4]CA[UTF-8]XI[%s]SZ[%d]GN[%s]DI[%d]PL[%s]XG[%s]\nAB%s\nAW%s\nXR%s\nXT%s\nGC[generated by gobot puzzles generate from a %s]\nC[%s]",
		pr.ID, p.size, sgfText(title), pr.Level, pl, pr.Goal, pointValues(p.stones[0], p.size), pointValues(p.stones[1], p.size),
		pointValues(p.region, p.size), pointValues(p.target, p.size), map[string]string{"shape": "random walled shape", "game": "recorded game"}[p.source], sgfText(intro))
	writeNodes(&sb, proof.root, p.size)
	sb.WriteString(")\n")
	return []byte(sb.String())
}
