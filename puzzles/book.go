package puzzles

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/sgf"
)

// ErrImport is a problem book that cannot be imported as a whole: too
// large, too many problems, or no problem in it.
var ErrImport = errors.New("puzzles: cannot import the file")

// Limits on imported books. A book larger than this is refused as a whole;
// a problem beyond the region limit is refused on its own.
const (
	// MaxImportBytes is the largest file Import reads.
	MaxImportBytes = 256 << 10
	// MaxImportProblems is the most problems (game trees) in one file.
	MaxImportProblems = 200
	// MaxImportRegion is the most empty points of a problem's region.
	MaxImportRegion = 24
	// MinImportSize and MaxImportSize bound the board sizes accepted.
	MinImportSize, MaxImportSize = 5, 19
	// maxBookNodes bounds the solution tree of one problem.
	maxBookNodes = 600
)

// importLimits bound the SGF parse of a book.
var importLimits = sgf.Limits{MaxBytes: MaxImportBytes, MaxNodes: 50_000, MaxDepth: 400, MaxPoints: 1 << 17}

// ImportOptions tune Import. The zero value is ready to use.
type ImportOptions struct {
	// Solver proves the problems (NewSolver(0) when nil).
	Solver *Solver
	// Name names the book in titles of problems without GN ("Name #3").
	Name string
	// Progress, when set, is called before each problem is proved with
	// its number (from 1) and the number of problems in the file.
	Progress func(n, total int)
	// Deadline, when set, is when to stop: the problems not proved by
	// then are refused, saying so (a problem being proved is finished).
	Deadline time.Time
}

// Imported is one problem of a book that Import proved.
type Imported struct {
	// Index is the problem's position in the file, from 1.
	Index int
	// Puzzle is the problem, read back from SGF.
	Puzzle *Puzzle
	// SGF is the problem in gobot's own format (see the package
	// documentation): XG, XR, XT, TE and BM on every move, and a comment
	// on every move.
	SGF []byte
	// Added lists the correct first moves the book did not give, which
	// Import added with a main line from the solver.
	Added []core.Point
	// Inferred reports whether the goal, region and target were inferred
	// from the position (the file had no XG).
	Inferred bool
}

// Refusal is a problem of a book that Import did not accept, and why.
type Refusal struct {
	// Index is the problem's position in the file, from 1.
	Index int
	// Title is the problem's GN, or "" when it has none.
	Title string
	// Reason says what is wrong, in a sentence.
	Reason string
}

// String says which problem was refused and why.
func (r Refusal) String() string {
	if r.Title != "" {
		return fmt.Sprintf("problem %d (%s): %s", r.Index, r.Title, r.Reason)
	}
	return fmt.Sprintf("problem %d: %s", r.Index, r.Reason)
}

// ImportResult is what Import made of a book: the problems it proved and
// the ones it refused, each in file order.
type ImportResult struct {
	Problems []Imported
	Refused  []Refusal
}

// Import reads a problem book: an SGF file holding one problem or a
// collection of them (one game tree each), and proves every problem with
// the solver.
//
// A problem may be in gobot's own format (XG, XR, XT, TE and BM; see the
// package documentation) or in the shapes other programs and sites use:
//
//   - Without XG, the fight is inferred from the position (see
//     inferFight): the group at stake is the side's stones shut in by the
//     other colour in a small area that holds the book's moves (else the
//     one nearest a corner); the side to play lives if the group is its
//     own and kills otherwise; the region is that area's empty points and
//     stones, and the other colour's stones shut inside it.
//   - The player to move is PL, else the colour of the book's first move.
//   - A move is marked correct by TE, or by a comment such as "RIGHT"
//     (anywhere, in capitals, as goproblems.com writes it), "Correct…",
//     "Right…", "+" or "正解…" on the move itself or on a leaf of its line;
//     it is wrong by BM, by a comment such as "Wrong…", "-" or "失败…", or
//     by having no mark at all.
//
// Every legal first move in the region is judged by the solver. A problem
// whose book marks a wrong move correct is refused with the refutation; a
// correct first move the book lacks is added (TE) with a main line from
// the solver; a problem the solver cannot decide within its budget, or
// that no first move solves, is refused with the reason. Deeper moves the
// book marks correct are checked in the same way.
//
// Import returns an error wrapping ErrSGF for a file that is not SGF and
// ErrImport for one over the limits (MaxImportBytes, MaxImportProblems)
// or without problems; refusals of single problems are in the result.
func Import(data []byte, opts ImportOptions) (*ImportResult, error) {
	if len(data) > MaxImportBytes {
		return nil, fmt.Errorf("%w: the file has %d KiB; the limit is %d KiB", ErrImport, (len(data)+1023)/1024, MaxImportBytes/1024)
	}
	roots, err := sgf.Parse(data, importLimits)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrSGF, err)
	}
	if len(roots) == 0 {
		return nil, fmt.Errorf("%w: the file holds no problem", ErrImport)
	}
	if len(roots) > MaxImportProblems {
		return nil, fmt.Errorf("%w: the file holds %d problems; the limit is %d per file", ErrImport, len(roots), MaxImportProblems)
	}
	s := opts.Solver
	if s == nil {
		s = NewSolver(0)
	}
	res := &ImportResult{}
	for i, r := range roots {
		if !opts.Deadline.IsZero() && time.Now().After(opts.Deadline) {
			res.Refused = append(res.Refused, Refusal{Index: i + 1, Title: strings.TrimSpace(r.PropText("GN")),
				Reason: "not proved: the import ran out of time; import the rest in a smaller file"})
			continue
		}
		if opts.Progress != nil {
			opts.Progress(i+1, len(roots))
		}
		im := importer{s: s, index: i + 1, name: opts.Name}
		p, err := im.problem(r)
		if err != nil {
			res.Refused = append(res.Refused, Refusal{Index: i + 1, Title: im.title, Reason: err.Error()})
			continue
		}
		res.Problems = append(res.Problems, *p)
	}
	return res, nil
}

// bookNode is a move of a book's tree as read, before it is proved.
type bookNode struct {
	move     core.Move
	comment  string
	mark     int // +1 correct, -1 wrong, 0 unmarked (own TE/BM or comment)
	correct  bool
	added    bool // made by the solver
	children []*bookNode
}

// importer proves one problem.
type importer struct {
	s     *Solver
	index int
	name  string
	title string

	size     int
	toPlay   core.Color
	goal     Goal
	koDef    core.Color // a ko problem's defender: the target's colour
	region   core.PointSet
	target   core.PointSet
	board    *core.Board
	nodes    int
	inferred bool
}

func (im *importer) defender() core.Color {
	switch im.goal {
	case Live:
		return im.toPlay
	case Ko:
		return im.koDef
	}
	return im.toPlay.Opponent()
}

// problemAt is the solver's question at b. In a ko problem the ko rule
// counts against the opponent (see Ko).
func (im *importer) problemAt(b *core.Board) *Problem {
	return &Problem{Board: b, Region: im.region, Target: im.target, Defender: im.defender(), Solver: koRule(im.goal, im.toPlay)}
}

func (im *importer) problem(root *core.Node) (*Imported, error) {
	im.title = strings.TrimSpace(root.PropText("GN"))
	im.size = 19
	if v := root.PropText("SZ"); v != "" {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil {
			return nil, fmt.Errorf("SZ[%s] is not a board size", v)
		}
		im.size = n
	}
	if im.size < MinImportSize || im.size > MaxImportSize {
		return nil, fmt.Errorf("the board is %d×%d; problems go from %d×%d to %d×%d", im.size, im.size, MinImportSize, MinImportSize, MaxImportSize, MaxImportSize)
	}
	// Setup and comments may sit in move-less nodes below the root (some
	// editors save them so): gather them.
	var black, white []core.Point
	intro := strings.TrimSpace(root.Comment())
	start := root
	for {
		if s := start.Setup(); s != nil {
			if len(s.Empty) > 0 {
				return nil, errors.New("the position removes stones (AE); give the position with AB and AW only")
			}
			black, white = append(black, s.Black...), append(white, s.White...)
		}
		if start != root {
			if c := strings.TrimSpace(start.Comment()); c != "" && intro == "" {
				intro = c
			}
			if c := start.ToMove(); c.IsStone() && !root.ToMove().IsStone() {
				im.toPlay = c
			}
		}
		kids := start.Children()
		if len(kids) != 1 || kids[0].Move().IsValid() {
			break
		}
		start = kids[0]
	}
	b, err := core.NewBoard(im.size, core.JapaneseRules)
	if err != nil {
		return nil, err
	}
	b.Setup(core.Black, black...)
	b.Setup(core.White, white...)
	if b.Stones(core.Black).Intersect(b.Stones(core.White)).Any() || len(black)+len(white) != b.Stones(core.Black).Count()+b.Stones(core.White).Count() {
		return nil, errors.New("a point is set up twice")
	}
	im.board = b
	if c := root.ToMove(); c.IsStone() {
		im.toPlay = c
	}
	if !im.toPlay.IsStone() {
		for _, k := range start.Children() {
			if m := k.Move(); m.IsValid() {
				im.toPlay = m.Color()
				break
			}
		}
	}
	if !im.toPlay.IsStone() {
		return nil, errors.New("no player to move: the file has neither PL nor a first move")
	}
	// The book's tree, read loosely: passes end a line, move-less nodes
	// are skipped.
	book := &bookNode{}
	if err := im.readBook(start, book, b, im.toPlay, 0); err != nil {
		return nil, err
	}
	played := core.NewPointSet(im.size)
	walk(book, func(n *bookNode) { played.Add(n.move.Point()) })
	firsts := core.NewPointSet(im.size)
	for _, c := range book.children {
		firsts.Add(c.move.Point())
	}

	if xg := strings.ToLower(strings.TrimSpace(root.PropText("XG"))); xg != "" {
		if err := im.ownFight(root, xg); err != nil {
			return nil, err
		}
	} else {
		im.inferred = true
		d, region, target, err := inferFight(b, firsts, played)
		if err != nil {
			return nil, err
		}
		im.region, im.target = region, target
		im.goal = Kill
		if d == im.toPlay {
			im.goal = Live
		}
	}
	if n := im.region.Intersect(b.Stones(core.Empty)).Count(); n > MaxImportRegion {
		return nil, fmt.Errorf("the fight covers %d empty points; the limit is %d", n, MaxImportRegion)
	}
	if out := played.Minus(im.region); out.Any() {
		return nil, fmt.Errorf("the book plays at %v, outside the problem's region (inside the wall, or XR)", out.First())
	}
	if im.region.Intersect(b.Stones(core.Empty)).Empty() {
		return nil, errors.New("the region has no empty point")
	}

	added, err := im.prove(book, b)
	if err != nil {
		return nil, err
	}
	if im.title == "" {
		if im.name != "" {
			im.title = fmt.Sprintf("%s #%d", im.name, im.index)
		} else {
			im.title = fmt.Sprintf("Problem %d", im.index)
		}
	}
	di := 0
	if v, err := strconv.Atoi(strings.TrimSpace(root.PropText("DI"))); err == nil && v >= 1 && v <= 5 {
		di = v
	} else {
		di = im.level(book)
	}
	if intro == "" {
		intro = im.goalText() + "."
	}
	data, err := im.write(book, black, white, di, intro)
	if err != nil {
		return nil, err
	}
	p, err := Parse(fmt.Sprintf("import-%d", im.index), data)
	if err != nil {
		// The file written is gobot's own: a failure here is a bug in
		// the importer, reported as a refusal rather than a panic.
		return nil, fmt.Errorf("the proved problem did not read back: %v", err)
	}
	return &Imported{Index: im.index, Puzzle: p, SGF: data, Added: added, Inferred: im.inferred}, nil
}

func (im *importer) goalText() string {
	p := Puzzle{goal: im.goal, toPlay: im.toPlay, defender: im.defender()}
	return p.GoalText()
}

// ownFight reads gobot's XG, XR and XT.
func (im *importer) ownFight(root *core.Node, xg string) error {
	switch xg {
	case "live":
		im.goal = Live
	case "kill":
		im.goal = Kill
	case "ko":
		im.goal = Ko
	default:
		return fmt.Errorf("XG[%s] is not live, kill or ko", xg)
	}
	region, _ := root.Prop("XR")
	target, _ := root.Prop("XT")
	rp, err := pointList(region, im.size)
	if err != nil {
		return fmt.Errorf("XR: %v", err)
	}
	tp, err := pointList(target, im.size)
	if err != nil {
		return fmt.Errorf("XT: %v", err)
	}
	im.region, im.target = core.NewPointSet(im.size, rp...), core.NewPointSet(im.size, tp...)
	if im.target.Empty() {
		return errors.New("XG is given but no target stones (XT)")
	}
	if im.goal == Ko {
		im.koDef = im.board.At(im.target.First())
		if !im.koDef.IsStone() {
			return fmt.Errorf("target point %v holds no stone", im.target.First())
		}
	}
	for q := range im.target.All() {
		if im.board.At(q) != im.defender() {
			return fmt.Errorf("target point %v holds no %s stone", q, strings.ToLower(colorWord(im.defender())))
		}
	}
	return nil
}

func walk(n *bookNode, f func(*bookNode)) {
	for _, c := range n.children {
		f(c)
		walk(c, f)
	}
}

// readBook copies the book's tree below src into dst.
func (im *importer) readBook(src *core.Node, dst *bookNode, b *core.Board, toMove core.Color, depth int) error {
	if depth >= MaxLine {
		return nil
	}
	for _, c := range src.Children() {
		// Skip move-less nodes (comments, markup) on the way.
		for !c.Move().IsValid() && len(c.Children()) == 1 {
			c = c.Children()[0]
		}
		m := c.Move()
		if !m.IsValid() || m.IsPass() {
			continue
		}
		if m.Color() != toMove {
			return fmt.Errorf("the book's move %v (after %s) is not %s's turn", m.Point(), lineText(dst), colorWord(toMove))
		}
		if dst.child(m) != nil {
			continue
		}
		nb := b.Clone()
		if _, err := nb.Play(m.Color(), m.Point()); err != nil {
			return fmt.Errorf("the book's move %s %v is illegal: %v", colorWord(toMove), m.Point(), err)
		}
		im.nodes++
		if im.nodes > maxBookNodes {
			return fmt.Errorf("the solution tree has more than %d moves", maxBookNodes)
		}
		n := &bookNode{move: m, comment: strings.TrimSpace(c.Comment()), mark: nodeMark(c)}
		dst.children = append(dst.children, n)
		if err := im.readBook(c, n, nb, toMove.Opponent(), depth+1); err != nil {
			return err
		}
	}
	return nil
}

func (n *bookNode) child(m core.Move) *bookNode {
	for _, c := range n.children {
		if c.move == m {
			return c
		}
	}
	return nil
}

// lineText names the moves leading to n ("the start" for the root).
func lineText(n *bookNode) string {
	if !n.move.IsValid() {
		return "the start"
	}
	return n.move.Point().String()
}

// The comments that mark a line: goproblems.com's "RIGHT", English words
// at the start, "+" or "-" alone, and the words of Chinese, Japanese and
// Korean problem sites (正解 and 正确 correct; 失败, 失敗 and 错误 wrong;
// 정답 correct, 실패 wrong).
var (
	rightComment = regexp.MustCompile(`RIGHT|^(?i:correct|right)\b|^\+$|^(正解|正确|정답)`)
	wrongComment = regexp.MustCompile(`WRONG|^(?i:wrong|incorrect|fail(?:s|ure)?)\b|^-$|^(失败|失敗|错误|錯誤|실패)`)
)

// nodeMark reads a node's own mark: TE or a "correct" comment is +1, BM or
// a "wrong" comment is -1.
func nodeMark(n *core.Node) int {
	if _, ok := n.Prop("TE"); ok {
		return 1
	}
	if _, ok := n.Prop("BM"); ok {
		return -1
	}
	return commentMark(n.Comment())
}

func commentMark(c string) int {
	c = strings.TrimSpace(c)
	switch {
	case rightComment.MatchString(c):
		return 1
	case wrongComment.MatchString(c):
		return -1
	}
	return 0
}

// bookSaysCorrect reports whether the book marks the player's move n
// correct: its own mark, else a leaf of its lines marked correct.
func bookSaysCorrect(n *bookNode) bool {
	if n.mark != 0 {
		return n.mark > 0
	}
	return rightLeaf(n)
}

func rightLeaf(n *bookNode) bool {
	if len(n.children) == 0 {
		return n.mark > 0
	}
	for _, c := range n.children {
		if rightLeaf(c) {
			return true
		}
	}
	return false
}

// prove judges every legal first move and every player move of the book,
// adds the correct first moves the book lacks, and refuses a book that
// marks a losing move correct.
func (im *importer) prove(book *bookNode, b *core.Board) ([]core.Point, error) {
	prob := im.problemAt(b)
	if _, err := im.s.start(prob); err != nil {
		return nil, err
	}
	if w, done := (&state{p: prob}).terminal(b, true); done {
		if w == im.defender() {
			return nil, fmt.Errorf("%s's stones are already alive (pass-alive) before any move", colorWord(im.defender()))
		}
		return nil, fmt.Errorf("%s's stones are already captured", colorWord(im.defender()))
	}
	if im.goal == Ko {
		// A ko problem the player solves outright is a life-or-death one.
		plain := *prob
		plain.Solver = im.toPlay
		w, err := im.s.Wins(&plain, im.toPlay, false)
		if err != nil {
			return nil, fmt.Errorf("the solver could not decide whether %s wins without a ko within its budget", colorWord(im.toPlay))
		}
		if w {
			goal := Kill
			if im.defender() == im.toPlay {
				goal = Live
			}
			return nil, fmt.Errorf("%s can %s without a ko, so this is not a ko problem: mark it XG[%s]", colorWord(im.toPlay), goal, goal)
		}
	}
	correct := map[core.Point]bool{}
	for _, q := range im.region.Intersect(b.Stones(core.Empty)).Points() {
		if b.Legal(im.toPlay, q) != nil {
			continue
		}
		w, err := im.s.Judge(prob, core.Play(im.toPlay, q), false)
		if err != nil {
			return nil, im.solverErr(err, q)
		}
		correct[q] = w
	}
	if err := im.check(book, b, nil, nil, correct); err != nil {
		return nil, err
	}
	var added []core.Point
	for _, q := range im.region.Intersect(b.Stones(core.Empty)).Points() {
		if !correct[q] {
			continue
		}
		m := core.Play(im.toPlay, q)
		n := book.child(m)
		if n != nil && bookSaysCorrect(n) {
			continue
		}
		// A correct first move the book misses, or calls wrong: the
		// solver's main line replaces whatever the book had.
		nb := b.Clone()
		if _, err := nb.Play(im.toPlay, q); err != nil {
			return nil, err
		}
		kids, err := im.mainLine(nb, im.toPlay.Opponent(), 1, []Position{{Board: b, ToMove: im.toPlay}})
		if err != nil {
			return nil, im.solverErr(err, q)
		}
		fresh := &bookNode{move: m, correct: true, added: true, children: kids}
		if n != nil {
			fresh.comment = n.comment
			*n = *fresh
		} else {
			book.children = append(book.children, fresh)
		}
		added = append(added, q)
	}
	if !anyCorrect(book) {
		return nil, fmt.Errorf("no first move achieves the goal (%s): as set up, the problem has no solution", strings.ToLower(im.goalText()))
	}
	// Wrong first moves without a reply get the solver's refutation.
	for _, n := range book.children {
		if n.correct || len(n.children) > 0 {
			continue
		}
		nb := b.Clone()
		if _, err := nb.Play(im.toPlay, n.move.Point()); err != nil {
			return nil, err
		}
		if _, done := (&state{p: im.problemAt(nb)}).terminal(nb, im.defender() == im.toPlay); done {
			continue
		}
		r, won, err := im.s.Reply(im.problemAt(nb), im.toPlay.Opponent(), false)
		if err != nil {
			return nil, im.solverErr(err, n.move.Point())
		}
		if won && !r.IsPass() {
			n.children = append(n.children, &bookNode{move: r, added: true})
		}
	}
	sort.SliceStable(book.children, func(i, j int) bool { return book.children[i].correct && !book.children[j].correct })
	return added, nil
}

func anyCorrect(n *bookNode) bool {
	for _, c := range n.children {
		if c.correct {
			return true
		}
	}
	return false
}

func (im *importer) solverErr(err error, q core.Point) error {
	if errors.Is(err, ErrTooHard) {
		return fmt.Errorf("the solver could not decide %s %v within its budget: the problem is too open or too large to prove", colorWord(im.toPlay), q)
	}
	return err
}

// check judges each of the book's player moves below n (line leads to
// n, through the positions before, which the repetition rule counts as a
// player walking the line would); a move the book calls correct that
// loses is an error with the refutation.
func (im *importer) check(n *bookNode, b *core.Board, line []core.Move, before []Position, first map[core.Point]bool) error {
	for _, c := range n.children {
		nb := b.Clone()
		if _, err := nb.Play(c.move.Color(), c.move.Point()); err != nil {
			return err
		}
		next := append(append([]core.Move(nil), line...), c.move)
		if c.move.Color() == im.toPlay {
			w, known := first[c.move.Point()]
			if !known || len(line) > 0 {
				var err error
				prob := im.problemAt(b)
				prob.Before = before
				w, err = im.s.Judge(prob, c.move, false)
				if err != nil {
					return im.solverErr(err, c.move.Point())
				}
			}
			if bookSaysCorrect(c) && !w {
				return fmt.Errorf("the book marks %s correct, but it fails: %s", movesText(next), im.refutation(nb))
			}
			c.correct = w
			if !w {
				// A wrong line's continuation is not judged further.
				continue
			}
		}
		seen := append(before[:len(before):len(before)], Position{Board: b, ToMove: c.move.Color()})
		if err := im.check(c, nb, next, seen, nil); err != nil {
			return err
		}
	}
	return nil
}

// refutation describes the opponent's winning answer after the player's
// wrong move (b is the position after it), and the line onwards while the
// solver finds it cheaply.
func (im *importer) refutation(b *core.Board) string {
	opp := im.toPlay.Opponent()
	fast := NewSolver(200_000)
	var line []core.Move
	toMove := opp
	cur := b.Clone()
	for len(line) < 7 {
		if _, done := (&state{p: im.problemAt(cur)}).terminal(cur, true); done {
			break
		}
		s := fast
		if len(line) == 0 {
			s = im.s
		}
		m, _, err := s.Reply(im.problemAt(cur), toMove, false)
		if err != nil || m.IsPass() {
			break
		}
		if _, err := cur.Play(toMove, m.Point()); err != nil {
			break
		}
		line = append(line, m)
		toMove = toMove.Opponent()
	}
	if len(line) == 0 {
		return fmt.Sprintf("%s need not even answer, and %s", colorWord(opp), im.failure())
	}
	out := fmt.Sprintf("%s answers at %v, and %s", colorWord(opp), line[0].Point(), im.failure())
	if len(line) > 1 {
		out += fmt.Sprintf(" (the line goes on %s)", movesText(line[1:]))
	}
	return out
}

func (im *importer) failure() string {
	p := Puzzle{goal: im.goal, toPlay: im.toPlay, defender: im.defender()}
	return p.failure()
}

// movesText writes a line as "B B2, W C1".
func movesText(line []core.Move) string {
	parts := make([]string, len(line))
	for i, m := range line {
		parts[i] = m.Color().Letter() + " " + m.Point().String()
	}
	return strings.Join(parts, ", ")
}

// mainLine plays the solver's line from b with toMove to play, the
// positions before being the line's so far: the opponent's strongest
// resistance and the player's winning answers, to the end or MaxLine
// moves.
func (im *importer) mainLine(b *core.Board, toMove core.Color, depth int, before []Position) ([]*bookNode, error) {
	if depth >= MaxLine {
		return nil, nil
	}
	if _, done := (&state{p: im.problemAt(b)}).terminal(b, true); done {
		return nil, nil
	}
	if im.goal == Ko && b.Ko(toMove) != core.NoPoint {
		// A ko has arisen: the goal of a ko problem.
		return nil, nil
	}
	prob := im.problemAt(b)
	prob.Before = before
	m, won, err := resist(im.s, prob, im.goal, im.toPlay, toMove)
	if err != nil {
		return nil, err
	}
	if m.IsPass() || (toMove == im.toPlay && !won) {
		return nil, nil
	}
	nb := b.Clone()
	if _, err := nb.Play(toMove, m.Point()); err != nil {
		return nil, err
	}
	n := &bookNode{move: m, added: true, correct: toMove == im.toPlay}
	kids, err := im.mainLine(nb, toMove.Opponent(), depth+1, append(before[:len(before):len(before)], Position{Board: b, ToMove: toMove}))
	if err != nil {
		return nil, err
	}
	n.children = kids
	return []*bookNode{n}, nil
}

// level estimates a difficulty for a problem without DI: from the length
// of the main line, the number of wrong first moves and the region's size.
func (im *importer) level(book *bookNode) int {
	depth := 0
	for n := book; ; depth++ {
		var next *bookNode
		for _, c := range n.children {
			if c.move.Color() != im.toPlay || c.correct {
				next = c
				break
			}
		}
		if next == nil {
			break
		}
		n = next
	}
	rightN := 0
	for _, c := range book.children {
		if c.correct {
			rightN++
		}
	}
	empty := im.region.Intersect(im.board.Stones(core.Empty)).Count()
	wrongN := empty - rightN
	d := 1
	if depth >= 3 {
		d++
	}
	if depth >= 5 {
		d++
	}
	if empty >= 8 && rightN*4 <= empty {
		d++
	}
	if wrongN >= 12 {
		d++
	}
	return min(d, 5)
}

// write writes the proved problem in gobot's format.
func (im *importer) write(book *bookNode, black, white []core.Point, di int, intro string) ([]byte, error) {
	root := core.NewNode()
	root.SetProp("SZ", strconv.Itoa(im.size))
	root.SetProp("GN", im.title)
	root.SetProp("DI", strconv.Itoa(di))
	root.SetProp("XG", im.goal.String())
	root.SetProp("XR", sgfPoints(im.region, im.size)...)
	root.SetProp("XT", sgfPoints(im.target, im.size)...)
	root.SetSetup(&core.Setup{Black: black, White: white})
	root.SetToMove(im.toPlay)
	root.SetComment(intro)
	im.writeKids(root, book)
	var buf bytes.Buffer
	if err := sgf.Write(&buf, root); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func (im *importer) writeKids(dst *core.Node, n *bookNode) {
	for _, c := range n.children {
		k := core.NewNode()
		k.SetMove(c.move)
		comment := c.comment
		if c.move.Color() == im.toPlay {
			if c.correct {
				k.SetProp("TE", "1")
			} else {
				k.SetProp("BM", "1")
			}
			if comment == "" || commentMark(comment) != 0 && (commentMark(comment) > 0) != c.correct {
				comment = im.playerComment(c)
			}
		} else if comment == "" {
			comment = im.replyComment(n, c)
		}
		k.SetComment(comment)
		dst.AddChild(k)
		im.writeKids(k, c)
	}
}

func (im *importer) playerComment(c *bookNode) string {
	switch {
	case c.correct && c.added:
		return "Correct. gobot's solver proves that this works against every defence."
	case c.correct:
		return "Correct."
	}
	return "Wrong."
}

func (im *importer) replyComment(parent, c *bookNode) string {
	who, at := colorWord(c.move.Color()), c.move.Point()
	if parent.correct {
		if c.added {
			return fmt.Sprintf("%s resists at %v, the toughest defence gobot's solver finds.", who, at)
		}
		return fmt.Sprintf("%s resists at %v.", who, at)
	}
	return fmt.Sprintf("%s answers at %v, and %s.", who, at, im.failure())
}

func sgfPoints(s core.PointSet, size int) []string {
	var out []string
	for q := range s.All() {
		out = append(out, q.SGF(size))
	}
	return out
}

// inferFight finds the fight of a problem without XG: the defender, the
// region and the target.
//
// For each colour c, the areas of c are the connected sets of points that
// hold no stone of the other colour; an area is a candidate when it holds
// stones of c and empty points and is enclosed (at most half the board,
// so not the open board outside the walls) and its empty points are
// within MaxImportRegion. Among the candidates the one holding the most
// of the book's first moves wins, then the one holding the most of the
// book's moves, then the smallest, then the one nearest a corner. Its
// colour is the defender; the target is the defender's chains of two or
// more stones in the area (its largest chain when all are single); the
// region is the area (its empty points and the defender's stones) and the
// other colour's chains shut inside it. (A book that plays outside it is
// refused: a point outside the wall would give the stones there liberties
// neither side may fill.)
func inferFight(b *core.Board, firsts, played core.PointSet) (core.Color, core.PointSet, core.PointSet, error) {
	n := b.Size()
	empty := b.Stones(core.Empty)
	type cand struct {
		c                 core.Color
		area              core.PointSet
		firsts, played    int
		empties, cornerSq int
	}
	var cands []cand
	smallest := -1
	for _, c := range []core.Color{core.Black, core.White} {
		open := empty.Union(b.Stones(c))
		for area := range open.Components() {
			if area.Intersect(b.Stones(c)).Empty() || area.Intersect(empty).Empty() || 2*area.Count() > n*n {
				continue
			}
			e := area.Intersect(empty).Count()
			if smallest < 0 || e < smallest {
				smallest = e
			}
			if e > MaxImportRegion {
				continue
			}
			corner := n * n
			for q := range area.All() {
				corner = min(corner, min(q.X(), n-1-q.X())+min(q.Y(), n-1-q.Y()))
			}
			cands = append(cands, cand{c, area, area.Intersect(firsts).Count(), area.Intersect(played).Count(), e, corner})
		}
	}
	if len(cands) == 0 {
		if smallest > MaxImportRegion {
			return 0, core.PointSet{}, core.PointSet{}, fmt.Errorf("the smallest enclosed group has %d empty points around it; the limit is %d", smallest, MaxImportRegion)
		}
		return 0, core.PointSet{}, core.PointSet{}, errors.New("no group is shut in by the other colour's wall, so the fight cannot be inferred; give XG, XR and XT, or close the wall")
	}
	sort.SliceStable(cands, func(i, j int) bool {
		a, z := cands[i], cands[j]
		if a.firsts != z.firsts {
			return a.firsts > z.firsts
		}
		if a.played != z.played {
			return a.played > z.played
		}
		if a.empties != z.empties {
			return a.empties < z.empties
		}
		return a.cornerSq < z.cornerSq
	})
	best := cands[0]
	if firsts.Any() && best.firsts == 0 && best.played == 0 {
		return 0, core.PointSet{}, core.PointSet{}, errors.New("the book's moves are not next to any group shut in by a wall, so the fight cannot be inferred; give XG, XR and XT")
	}
	d := best.c
	stones := best.area.Intersect(b.Stones(d))
	target := core.NewPointSet(n)
	var largest core.PointSet
	for chain := range stones.Components() {
		if chain.Count() >= 2 {
			target = target.Union(chain)
		}
		if chain.Count() > largest.Count() {
			largest = chain
		}
	}
	if target.Empty() {
		target = largest
	}
	region := best.area
	attacker := b.Stones(d.Opponent())
	for chain := range attacker.Components() {
		if chain.Border().Minus(best.area).Empty() {
			region = region.Union(chain)
		}
	}
	return d, region, target, nil
}

// NewCollection returns a collection of ps, sorted by ID, for a server's
// own problems (with or without the built-in ones); of puzzles sharing an
// ID the first is kept.
func NewCollection(ps ...*Puzzle) *Collection {
	c := &Collection{byID: map[string]*Puzzle{}}
	for _, p := range ps {
		if p == nil || c.byID[p.id] != nil {
			continue
		}
		c.puzzles = append(c.puzzles, p)
		c.byID[p.id] = p
	}
	sort.Slice(c.puzzles, func(i, j int) bool { return c.puzzles[i].id < c.puzzles[j].id })
	return c
}
