package practice

import (
	"math"
	"time"
)

// Glicko-2, after Mark E. Glickman, "Example of the Glicko-2 system"
// (glicko2.pdf, 2022 revision): the steps below are numbered as the paper
// numbers them. No well-kept Go library implements it as written, so this
// is a small implementation tested against the paper's worked example.
//
// gobot rates each game on its own, as Lichess does for puzzles: a rating
// period is one game (a user's first attempt at a puzzle), and both sides
// are updated from their ratings before it. A user's idle days count as
// rating periods without games (the paper's step 6 alone), so that the
// rating deviation of someone who comes back after a month has grown.

// glickoScale converts between the Glicko and Glicko-2 scales (step 2).
const glickoScale = 173.7178

// Glicko-2's constants.
const (
	// tau is the system constant that limits how fast the volatility
	// moves: the paper suggests 0.3 to 1.2 and uses 0.5 in its example.
	tau = 0.5
	// epsilon is the convergence tolerance of the volatility's iteration.
	epsilon = 0.000001
	// maxRD is the deviation of someone never rated: an idle player's
	// deviation grows back towards it and never beyond.
	maxRD = 350
)

// Rating is a Glicko-2 rating on the Glicko scale: a rating (1500 for
// someone new), its deviation (RD: 350 for someone new) and the
// volatility (σ: 0.06 for someone new).
type Rating struct {
	Rating     float64
	Deviation  float64
	Volatility float64
}

// NewRating is the rating of a player never rated.
var NewRating = Rating{Rating: 1500, Deviation: maxRD, Volatility: 0.06}

// Game is one rated game from one side's point of view: the opponent's
// rating before it and the score (1 a win, 0 a loss, 0.5 a draw).
type Game struct {
	Opponent Rating
	Score    float64
}

// g is the paper's g(φ).
func g(phi float64) float64 {
	return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi))
}

// expected is the paper's E(μ, μj, φj).
func expected(mu, muj, phij float64) float64 {
	return 1 / (1 + math.Exp(-g(phij)*(mu-muj)))
}

// Update returns r after a rating period with the given games (steps 1 to
// 8). A period without games only widens the deviation (step 6).
func (r Rating) Update(games ...Game) Rating {
	// Step 2: the Glicko-2 scale.
	mu := (r.Rating - 1500) / glickoScale
	phi := r.Deviation / glickoScale
	sigma := r.Volatility
	if len(games) == 0 {
		r.Deviation = math.Min(math.Sqrt(phi*phi+sigma*sigma)*glickoScale, maxRD)
		return r
	}
	// Steps 3 and 4: the estimated variance v and improvement Δ.
	var invV, sum float64
	for _, gm := range games {
		muj := (gm.Opponent.Rating - 1500) / glickoScale
		phij := gm.Opponent.Deviation / glickoScale
		gj := g(phij)
		e := expected(mu, muj, phij)
		invV += gj * gj * e * (1 - e)
		sum += gj * (gm.Score - e)
	}
	v := 1 / invV
	delta := v * sum
	// Step 5: the new volatility (kept when the iteration cannot say).
	if s := volatility(delta, phi, v, sigma); s > 0 && !math.IsNaN(s) && !math.IsInf(s, 0) {
		sigma = s
	}
	// Step 6: the pre-period deviation.
	phiStar := math.Sqrt(phi*phi + sigma*sigma)
	// Step 7: the new deviation and rating.
	phi = 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	mu += phi * phi * sum
	// Step 8: back to the Glicko scale.
	return Rating{Rating: glickoScale*mu + 1500, Deviation: glickoScale * phi, Volatility: sigma}
}

// volatility is step 5: the root of f by the Illinois algorithm.
func volatility(delta, phi, v, sigma float64) float64 {
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(tau*tau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*tau) < 0 {
			k++
		}
		B = a - k*tau
	}
	fA, fB := f(A), f(B)
	// The iteration converges in a few dozen rounds; the bound only keeps
	// a degenerate input (fB = fA) from looping.
	for i := 0; math.Abs(B-A) > epsilon && i < 100 && fB != fA; i++ {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}

// idle returns r after the rating periods without games between its last
// game at last and now: one per whole day. A zero last (never rated)
// changes nothing.
func (r Rating) idle(last, now time.Time) Rating {
	if last.IsZero() || !now.After(last) {
		return r
	}
	days := int(now.Sub(last) / (24 * time.Hour))
	if days <= 0 {
		return r
	}
	// n empty periods add nσ² to φ² (step 6 applied n times).
	phi := r.Deviation / glickoScale
	phi2 := phi*phi + float64(days)*r.Volatility*r.Volatility
	r.Deviation = math.Min(math.Sqrt(phi2)*glickoScale, maxRD)
	return r
}

// PuzzleRating is the rating a puzzle starts from, from its difficulty
// level 1 (easiest) to 5: 1000 at level 1 up to 2000 at level 5, 250 a
// level, with a deviation of 250 (the level says something, but less than
// games do) and the usual volatility. A level out of range is clamped.
func PuzzleRating(level int) Rating {
	level = min(max(level, 1), 5)
	return Rating{Rating: 1500 + float64(level-3)*250, Deviation: 250, Volatility: 0.06}
}
