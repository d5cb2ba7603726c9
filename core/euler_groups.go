package core

// eyeCandidates is the number of regions the stones enclose by Euler's
// formula (Nakamura §4.1), summed over their linked groups, less the
// one-point regions among them that are false eyes by the diagonal-link
// rule of §4.3: the seed's count of a group's eye candidates. own are the
// stones of their colour that count (whole chains of b; the status
// analysis passes the living ones), for the false-eye rule.
//
// The count decides where to look (§4.3: it does not locate the regions):
// only a linked group that encloses something is flood-filled, to find
// its one-point regions.
func eyeCandidates(b *Board, stones, own PointSet) int {
	n := 0
	for l := range LinkedGroups(stones) {
		k := EulerRegions(l)
		if k == 0 {
			continue
		}
		n += k
		for _, r := range EnclosedRegions(l) {
			if p := r.First(); r.Count() == 1 && !own.Has(p) && falseEyeAmong(b, own, p) {
				n--
			}
		}
	}
	return n
}
