package generate

import "math"

// score puts a problem's features on one scale: a longer main line, more
// wrong first moves to choose from, more of them that only one answer
// refutes, and a larger proof make a problem harder. A kill problem's main
// line counts the attacker's moves up to the capture, which make it look
// longer than it is to a player, so kill problems lose a point. The
// weights and cuts were fitted to the 32 hand-graded problems
// (TestCalibration prints the table and the agreement).
func score(f Features, goalKill bool) float64 {
	s := 0.25*float64(f.MainLine) + 0.25*float64(f.Tempting) + 0.25*math.Log2(float64(max(f.Effort, 1))) + 0.5*float64(f.Wrong)
	if goalKill {
		s--
	}
	return s
}

// levelCuts are the lowest scores of levels 2 to 5.
var levelCuts = [4]float64{2.875, 4.75, 5.875, 8.125}

// level maps a problem's features to a difficulty from 1 to 5.
func level(f Features, goalKill bool) int {
	s := score(f, goalKill)
	d := 1
	for _, c := range levelCuts {
		if s >= c {
			d++
		}
	}
	return d
}
