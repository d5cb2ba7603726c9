package sqlstore

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/gobot-baduk/gobot/core"
)

// maxPath bounds the length of a decoded cursor path: no game tree that
// the SGF limits accept is deeper.
const maxPath = 1 << 20

// encodePath returns the path from the root to n as child indexes,
// run-length coded: "" for the root, "0*120" for move 120 of a main line,
// "0*40,1,0*12" for a position in the second variation after move 40.
func encodePath(n *core.Node) string {
	var idx []int
	for ; n.Parent() != nil; n = n.Parent() {
		for i, k := range n.Parent().Children() {
			if k == n {
				idx = append(idx, i)
				break
			}
		}
	}
	var b strings.Builder
	for i := len(idx) - 1; i >= 0; {
		j := i
		for j > 0 && idx[j-1] == idx[i] {
			j--
		}
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(idx[i]))
		if run := i - j + 1; run > 1 {
			b.WriteByte('*')
			b.WriteString(strconv.Itoa(run))
		}
		i = j - 1
	}
	return b.String()
}

// errPath is a cursor path that does not fit its tree.
var errPath = errors.New("cursor path")

// followPath returns the node that path leads to from root.
func followPath(root *core.Node, path string) (*core.Node, error) {
	n := root
	if path == "" {
		return n, nil
	}
	total := 0
	for _, tok := range strings.Split(path, ",") {
		idxText, runText, hasRun := strings.Cut(tok, "*")
		i, err := strconv.Atoi(idxText)
		if err != nil || i < 0 {
			return nil, fmt.Errorf("%w %q: %q is not a child index", errPath, path, idxText)
		}
		run := 1
		if hasRun {
			run, err = strconv.Atoi(runText)
			if err != nil || run < 1 {
				return nil, fmt.Errorf("%w %q: %q is not a repeat count", errPath, path, runText)
			}
		}
		if total += run; total > maxPath {
			return nil, fmt.Errorf("%w %q is longer than %d", errPath, path, maxPath)
		}
		for ; run > 0; run-- {
			kids := n.Children()
			if i >= len(kids) {
				return nil, fmt.Errorf("%w %q: node at depth %d has %d children, not %d", errPath, path, n.Depth(), len(kids), i+1)
			}
			n = kids[i]
		}
	}
	return n, nil
}
