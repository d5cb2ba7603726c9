package core

import (
	"strconv"
	"strings"
)

// ResultReason says how a game ended.
type ResultReason uint8

const (
	// NotOver is the zero ResultReason: the game goes on.
	NotOver ResultReason = iota
	// ByScore is a counted game (including a draw).
	ByScore
	// ByResignation is a resignation.
	ByResignation
	// ByTime is a loss on time.
	ByTime
	// ByForfeit is a forfeit.
	ByForfeit
	// Void is a game without result (abandoned, or SGF "Void").
	Void
	// Unknown is an ended game whose result is not known (SGF "?").
	Unknown
)

// Result is the outcome of a game in the terms of SGF's RE property.
type Result struct {
	// Winner is Black or White; Empty for a draw, void or unknown result.
	Winner Color
	// Reason says how the game ended.
	Reason ResultReason
	// Margin is the winning margin in points (ByScore only).
	Margin float64
}

// Over reports whether r records an ended game.
func (r Result) Over() bool { return r.Reason != NotOver }

// String returns the SGF RE text: "B+R", "W+3.5", "0" for a draw, "Void", "?"
// or "" for a game that goes on.
func (r Result) String() string {
	switch r.Reason {
	case NotOver:
		return ""
	case Void:
		return "Void"
	case Unknown:
		return "?"
	}
	if !r.Winner.IsStone() {
		return "0"
	}
	s := r.Winner.Letter() + "+"
	switch r.Reason {
	case ByResignation:
		return s + "R"
	case ByTime:
		return s + "T"
	case ByForfeit:
		return s + "F"
	}
	if r.Margin == 0 {
		return s
	}
	return s + strconv.FormatFloat(r.Margin, 'f', -1, 64)
}

// Describe returns the result in words, e.g. "White wins by 3.5 points".
func (r Result) Describe() string {
	switch r.Reason {
	case NotOver:
		return "the game goes on"
	case Void:
		return "no result"
	case Unknown:
		return "result unknown"
	}
	if !r.Winner.IsStone() {
		return "draw (jigo)"
	}
	w := "Black"
	if r.Winner == White {
		w = "White"
	}
	switch r.Reason {
	case ByResignation:
		return w + " wins by resignation"
	case ByTime:
		return w + " wins on time"
	case ByForfeit:
		return w + " wins by forfeit"
	}
	if r.Margin == 0 {
		return w + " wins"
	}
	return w + " wins by " + strconv.FormatFloat(r.Margin, 'f', -1, 64) + " points"
}

// ParseResult reads an SGF RE value. Text it cannot read gives Unknown, so
// that no file is rejected for its result.
func ParseResult(s string) Result {
	t := strings.TrimSpace(s)
	switch strings.ToLower(t) {
	case "":
		return Result{}
	case "0", "draw", "jigo":
		return Result{Reason: ByScore}
	case "void":
		return Result{Reason: Void}
	case "?":
		return Result{Reason: Unknown}
	}
	if len(t) < 2 || t[1] != '+' {
		return Result{Reason: Unknown}
	}
	var w Color
	switch t[0] {
	case 'B', 'b':
		w = Black
	case 'W', 'w':
		w = White
	default:
		return Result{Reason: Unknown}
	}
	rest := strings.ToLower(t[2:])
	switch {
	case rest == "":
		return Result{Winner: w, Reason: ByScore}
	case rest == "r" || rest == "resign":
		return Result{Winner: w, Reason: ByResignation}
	case rest == "t" || rest == "time":
		return Result{Winner: w, Reason: ByTime}
	case rest == "f" || rest == "forfeit":
		return Result{Winner: w, Reason: ByForfeit}
	}
	m, err := strconv.ParseFloat(rest, 64)
	if err != nil || m < 0 || m > 10000 {
		return Result{Reason: Unknown}
	}
	return Result{Winner: w, Reason: ByScore, Margin: m}
}
