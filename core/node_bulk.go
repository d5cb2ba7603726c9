package core

// SetMarks replaces the node's markup with marks, in order. As with
// AddMark, a later mark on a point replaces an earlier one. It takes linear
// time, so readers of large files use it instead of repeated AddMark calls.
func (n *Node) SetMarks(marks []Mark) {
	if len(marks) == 0 {
		n.marks = nil
		return
	}
	var seen PointSet
	keep := make([]Mark, 0, len(marks))
	for i := len(marks) - 1; i >= 0; i-- {
		m := marks[i]
		if m.Point.OnBoard(MaxSize) {
			if seen.Has(m.Point) {
				continue
			}
			seen.Add(m.Point)
		}
		keep = append(keep, m)
	}
	for i, j := 0, len(keep)-1; i < j; i, j = i+1, j-1 {
		keep[i], keep[j] = keep[j], keep[i]
	}
	n.marks = keep
}

// SetProps replaces the node's other properties with props, in order. As
// with SetProp, a later property with the same identifier replaces the
// values of an earlier one (which keeps its place), and a property without
// values is dropped. It takes linear time, so readers of large files use it
// instead of repeated SetProp calls. The node may keep props itself and its
// Values slices: the caller must not change them afterwards.
func (n *Node) SetProps(props []Property) {
	if distinctProps(props) {
		if len(props) == 0 {
			props = nil
		}
		n.props = props
		return
	}
	out := make([]Property, 0, len(props))
	var index map[string]int
	for _, p := range props {
		if len(p.Values) == 0 {
			continue
		}
		i := -1
		if index != nil {
			if k, ok := index[p.ID]; ok {
				i = k
			}
		} else {
			for k := range out {
				if out[k].ID == p.ID {
					i = k
					break
				}
			}
		}
		if i >= 0 {
			out[i].Values = p.Values
			continue
		}
		out = append(out, p)
		if index == nil && len(out) > 16 {
			index = make(map[string]int, len(props))
			for k := range out {
				index[out[k].ID] = k
			}
		} else if index != nil {
			index[p.ID] = len(out) - 1
		}
	}
	if len(out) == 0 {
		out = nil
	}
	n.props = out
}

// distinctProps reports whether every property has values and no
// identifier repeats, so that props can be kept as they are.
func distinctProps(props []Property) bool {
	if len(props) > 16 {
		seen := make(map[string]bool, len(props))
		for _, p := range props {
			if len(p.Values) == 0 || seen[p.ID] {
				return false
			}
			seen[p.ID] = true
		}
		return true
	}
	for i, p := range props {
		if len(p.Values) == 0 {
			return false
		}
		for _, q := range props[:i] {
			if q.ID == p.ID {
				return false
			}
		}
	}
	return true
}
