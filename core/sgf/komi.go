package sgf

import (
	"math"
	"strconv"
	"strings"

	"github.com/gobot-baduk/gobot/core"
)

// foxKomi rewrites the root's KM when the file comes from the Fox server
// (AP[foxwq], or SGFC 2.0, which re-saves Fox records as they are), which
// writes komi in its own scale: hundredths of a stone under Chinese counting
// for the usual values (KM[375] is 3.75 stones, 7.5 points; KM[325] is 6.5),
// and hundredths of a point otherwise (KM[650] is 6.5, KM[50] is the 0.5 of
// a handicap game). Only whole numbers of 50 or more are rewritten: no real
// komi is that large, so a file that already holds points (KM[7.5], the
// form WriteGame gives it back) is left alone and the rewrite is idempotent.
// The rule: k/100 points, doubled when that lies in (1, 4], which is where
// Fox's stone counts fall (2.75, 3.25, 3.5, 3.75 stones are 5.5, 6.5, 7, 7.5).
func foxKomi(root *core.Node) {
	if !fromFox(root.PropText("AP")) {
		return
	}
	v := strings.TrimSpace(root.PropText("KM"))
	k, err := strconv.Atoi(v)
	if err != nil || k < 50 && k > -50 {
		return
	}
	pts := float64(k) / 100
	if a := math.Abs(pts); a > 1 && a <= 4 {
		pts *= 2
	}
	root.SetProp("KM", strconv.FormatFloat(pts, 'f', -1, 64))
}

// fromFox reports whether an AP value names Fox or SGFC 2.0.
func fromFox(ap string) bool {
	name, _, _ := strings.Cut(ap, ":")
	name = strings.ToLower(strings.TrimSpace(name))
	return name == "foxwq" || strings.HasPrefix(strings.ToLower(ap), "sgfc:2.0")
}
