package commands

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/render"
)

// Option parsing. Discord validates typed options, but the console and a
// forged HTTP request do not, so every value is checked again here and a
// bad one is a userError saying what is accepted.

// parseSize reads a board size: 5 to 25 lines.
func parseSize(s string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 5 || n > 25 {
		return 0, userf("The board size must be a whole number from 5 to 25 (9, 13 and 19 are usual), not %q.", clip(s))
	}
	return n, nil
}

// parseKomi reads a komi: a multiple of 0.5 between -100 and 100.
func parseKomi(s string) (float64, error) {
	k, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if err != nil || math.IsNaN(k) || math.IsInf(k, 0) {
		return 0, userf("The komi must be a number such as 6.5 or 7, not %q.", clip(s))
	}
	if k < -100 || k > 100 || k*2 != math.Trunc(k*2) {
		return 0, userf("The komi must be a multiple of 0.5 between -100 and 100, not %v.", k)
	}
	return k, nil
}

// parseHandicap reads a handicap: 0 to 9 stones, as the board allows.
func parseHandicap(s string, size int) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 0 || n > 9 {
		return 0, userf("The handicap must be a whole number of stones from 0 to 9, not %q.", clip(s))
	}
	if n == 1 {
		return 0, userf("A handicap of 1 stone is not a fixed handicap: use handicap 0 with komi 0.5 for that.")
	}
	if n >= 2 {
		if _, err := core.FixedHandicap(size, n); err != nil {
			if most := maxHandicap(size); most > 0 {
				return 0, userWrap(err, "A %d-stone handicap is not possible on %d×%d: that board has at most %d handicap points.", n, size, size, most)
			}
			return 0, userWrap(err, "A %d-stone handicap is not possible on %d×%d: a board that small has no handicap points.", n, size, size)
		}
	}
	return n, nil
}

// maxHandicap returns the largest fixed handicap a board of the size
// takes (0: none), as core places it.
func maxHandicap(size int) int {
	for n := 9; n >= 2; n-- {
		if _, err := core.FixedHandicap(size, n); err == nil {
			return n
		}
	}
	return 0
}

// parseRules reads a rule set preset name.
func parseRules(s string) (core.Rules, error) {
	r, err := core.ParseRules(s)
	if err != nil {
		return core.Rules{}, userWrap(err, "Unknown rules %q: choose japanese, chinese, aga, new-zealand or tromp-taylor.", clip(s))
	}
	return r, nil
}

// parseColor reads the challenger's colour: black, white or random (Empty).
func parseColor(s string) (core.Color, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "random", "nigiri", "":
		return core.Empty, nil
	case "black", "b":
		return core.Black, nil
	case "white", "w":
		return core.White, nil
	}
	return core.Empty, userf("The colour must be black, white or random, not %q.", clip(s))
}

// parseMove reads a move typed by a player: a point in GTP ("D4", "d4") or
// SGF ("dd") form, or "pass".
func parseMove(s string, c core.Color, size int) (core.Move, error) {
	t := strings.TrimSpace(s)
	if strings.EqualFold(t, "pass") {
		return core.Pass(c), nil
	}
	if strings.EqualFold(t, "resign") {
		return core.Move{}, userf("To resign, use `/game resign` (or the Resign button under the board, which asks you to confirm).")
	}
	p, err := core.ParsePoint(t, size)
	if err != nil {
		return core.Move{}, pointError(s, size, err)
	}
	return core.Play(c, p), nil
}

// parsePoint reads a point on a size×size board.
func parsePoint(s string, size int) (core.Point, error) {
	p, err := core.ParsePoint(strings.TrimSpace(s), size)
	if err != nil {
		return core.NoPoint, pointError(s, size, err)
	}
	return p, nil
}

func pointError(s string, size int, err error) error {
	return userWrap(err, "%s", pointText(s, size))
}

// pointText says why s is not a point on a size×size board, and how to
// write one.
func pointText(s string, size int) string {
	cols := columnRange(size)
	if t := strings.TrimSpace(s); len(t) > 0 && (t[0] == 'i' || t[0] == 'I') && len(t) <= 3 && !isAllLetters(t) {
		if size <= 8 {
			return fmt.Sprintf("%q is not a point on this %d×%d board: its columns go %s. Try something like %s.", clip(s), size, size, cols, example(size))
		}
		return fmt.Sprintf("%q is not a point: Go boards skip the letter I, so the columns of this %d×%d board go %s. Try something like %s.", clip(s), size, size, cols, example(size))
	}
	return fmt.Sprintf("%q is not a point on this %d×%d board: the columns go %s and the rows 1–%d. Write a point like %s or %s, or as two SGF letters like %s.",
		clip(s), size, size, cols, size, example(size), strings.ToLower(example(size)), sgfExample(size))
}

// columnRange names a board's columns the way players read them: Go
// boards skip the letter I, so a 9×9 board's columns are A–H and J, and a
// 19×19 board's A–H, J–T; boards of 8 lines or fewer never reach I.
func columnRange(size int) string {
	last := core.ColumnLetter(size - 1)
	switch {
	case size <= 8:
		return "A–" + last
	case size == 9:
		return "A–H and J"
	}
	return "A–H, J–" + last
}

// examplePoint is a point on every board of the size, to show how points
// are written: the 4-4 point from 9×9 on, the 3-3 point on smaller
// boards, and on boards of 3 and 4 lines (a review may open a record that
// small) B2, the point in from the corner; 2×2 has only corners: A1.
func examplePoint(size int) core.Point {
	i := 3
	if size < 9 {
		i = 2
	}
	i = max(0, min(i, (size-1)/2))
	return core.Pt(i, i)
}

// example is examplePoint in GTP form, e.g. D4.
func example(size int) string { return examplePoint(size).String() }

// sgfExample is examplePoint in SGF letters (columns a.., rows from the
// top), e.g. dp on 19×19.
func sgfExample(size int) string { return examplePoint(size).SGF(size) }

func isAllLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if !(s[i] >= 'a' && s[i] <= 'z' || s[i] >= 'A' && s[i] <= 'Z') {
			return false
		}
	}
	return true
}

// parseOverlay reads any of status, eyes, territory and influence,
// separated by commas, spaces or plus signs; "all" means all of them and
// "none" none.
func parseOverlay(s string) (render.Overlay, error) {
	var o render.Overlay
	for _, f := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r == ',' || r == ' ' || r == '+' || r == '|' }) {
		switch f {
		case "all":
			o |= render.OverlayAll
			continue
		case "none":
			continue
		}
		found := false
		for _, one := range []render.Overlay{render.OverlayStatus, render.OverlayEyes, render.OverlayTerritory, render.OverlayInfluence} {
			name := one.String()
			if f == name || f == strings.TrimSuffix(name, "s") || (name == "eyes" && f == "eye") {
				o |= one
				found = true
			}
		}
		if !found {
			return 0, userf("Unknown overlay %q: use any of status, eyes, territory and influence (for example `status,territory`), or all.", clip(f))
		}
	}
	return o, nil
}

// clip shortens user text quoted back in a message.
func clip(s string) string {
	const max = 40
	if len(s) <= max {
		return s
	}
	r := []rune(s)
	if len(r) <= max {
		return s
	}
	return string(r[:max]) + "…"
}

// detail returns err's message without the sentinel's own text, e.g.
// "D4 would retake the ko at once; play elsewhere first".
func detail(err, sentinel error) string {
	msg := err.Error()
	if sentinel == nil {
		return msg
	}
	prefix := sentinel.Error() + ": "
	if i := strings.Index(msg, prefix); i >= 0 {
		return msg[i+len(prefix):]
	}
	if errors.Is(err, sentinel) {
		return strings.TrimPrefix(msg, sentinel.Error())
	}
	return msg
}
