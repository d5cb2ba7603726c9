package core

// Game is a game tree with a cursor: the board at the cursor, whose turn it
// is, the rules, komi, handicap and result. Channel games, SGF review and
// puzzles are all Games. A Game is not safe for concurrent use.
type Game struct {
	size     int
	rules    Rules
	komi     float64
	handicap int
	result   Result
	root     *Node
	cursor   *Node
	board    *Board
	toMove   Color
	// path is the way from the root to the cursor and undo the colour
	// changes of its nodes (navigate.go); onPath indexes path by node
	// once GoTo has needed it.
	path   []step
	undo   []colorChange
	onPath map[*Node]int32
	counts navCounts
	// warnings lists the game information of the record that did not
	// parse (gameinfo.go).
	warnings []InfoWarning
	// defaults lists the game information the record left out (gameinfo.go).
	defaults infoDefaults
}

// Option configures NewGame.
type Option func(*gameConfig) error

type gameConfig struct {
	size      int
	rules     Rules
	komi      *float64
	handicap  int
	freeStone []Point
}

// Size sets the board size (default 19).
func Size(n int) Option {
	return func(c *gameConfig) error {
		if n < MinSize || n > MaxSize {
			return errorf(ErrBoardSize, "%d×%d (sizes go from %d to %d)", n, n, MinSize, MaxSize)
		}
		c.size = n
		return nil
	}
}

// Komi sets the komi (default: the rule set's komi, or 0.5 with a handicap).
func Komi(k float64) Option {
	return func(c *gameConfig) error {
		if k != k || k < -1000 || k > 1000 {
			return errorf(ErrRules, "komi %v is out of range", k)
		}
		c.komi = &k
		return nil
	}
}

// WithRules sets the rule set (default JapaneseRules).
func WithRules(r Rules) Option {
	return func(c *gameConfig) error { c.rules = r; return nil }
}

// Handicap gives Black n fixed handicap stones (n of 0 or 1 means none).
func Handicap(n int) Option {
	return func(c *gameConfig) error {
		if n < 0 || n > 9 {
			return errorf(ErrHandicap, "%s (a fixed handicap is 2 to 9 stones)", stoneCount(n))
		}
		c.handicap = n
		return nil
	}
}

// FreeHandicap gives Black handicap stones on the given points.
func FreeHandicap(pts ...Point) Option {
	return func(c *gameConfig) error { c.freeStone = append([]Point(nil), pts...); return nil }
}

// NewGame starts a game: by default 19×19 under Japanese rules with their komi.
func NewGame(opts ...Option) (*Game, error) {
	cfg := gameConfig{size: 19, rules: JapaneseRules}
	for _, o := range opts {
		if err := o(&cfg); err != nil {
			return nil, err
		}
	}
	g := &Game{size: cfg.size, rules: cfg.rules, root: NewNode()}
	var stones []Point
	switch {
	case len(cfg.freeStone) > 0:
		if len(cfg.freeStone) < 2 || len(cfg.freeStone) > MaxFreeHandicap(cfg.size) {
			return nil, errorf(ErrHandicap, "%d free handicap stones on %d×%d", len(cfg.freeStone), cfg.size, cfg.size)
		}
		seen := NewPointSet(cfg.size)
		for _, p := range cfg.freeStone {
			if !p.OnBoard(cfg.size) {
				return nil, errorf(ErrHandicap, "%v is not on the %d×%d board", p, cfg.size, cfg.size)
			}
			if seen.Has(p) {
				return nil, errorf(ErrHandicap, "%v is given twice", p)
			}
			seen.Add(p)
		}
		stones = cfg.freeStone
	case cfg.handicap >= 2:
		pts, err := FixedHandicap(cfg.size, cfg.handicap)
		if err != nil {
			return nil, err
		}
		stones = pts
	}
	g.handicap = len(stones)
	g.root.SetProp("RU", cfg.rules.Name)
	if len(stones) > 0 {
		g.root.SetSetup(&Setup{Black: stones})
	}
	switch {
	case cfg.komi != nil:
		g.komi = *cfg.komi
	case g.handicap > 0:
		g.komi = 0.5
	default:
		g.komi = cfg.rules.Komi
	}
	g.cursor = g.root
	if err := g.replay(); err != nil {
		return nil, err
	}
	return g, nil
}

// FromTree makes a Game of a tree read from a file. The root's SZ, KM, HA,
// RU and RE properties give the size, komi, handicap, rules and result
// (see readGameInfo): SZ, KM, HA and RE leave the root when they parse and
// stay in it, as written, when they do not, and Warnings lists those. The
// cursor starts at the root. A bad SZ is an ErrBoardSize error.
func FromTree(root *Node) (*Game, error) {
	g := &Game{size: 19, rules: JapaneseRules, root: root, cursor: root}
	if err := g.readGameInfo(); err != nil {
		return nil, err
	}
	if err := g.replay(); err != nil {
		return nil, err
	}
	return g, nil
}

// Size returns the number of lines of the board.
func (g *Game) Size() int { return g.size }

// Rules returns the rule set.
func (g *Game) Rules() Rules { return g.rules }

// Komi returns the komi.
func (g *Game) Komi() float64 { return g.komi }

// SetKomi changes the komi. A KM the record held and gobot could not read
// is dropped: the game now has a komi of its own.
func (g *Game) SetKomi(k float64) {
	g.komi = k
	g.dropRaw("KM")
}

// Handicap returns the number of handicap stones.
func (g *Game) Handicap() int { return g.handicap }

// Root returns the root node, which holds the game information.
func (g *Game) Root() *Node { return g.root }

// Cursor returns the current node.
func (g *Game) Cursor() *Node { return g.cursor }

// Board returns the position at the cursor. It belongs to the game: do not
// change it; Clone it to experiment. It is the same Board for the life of
// the game: moving the cursor, GoTo(g.Cursor()) and SetRules change it in
// place (replay), so Clone it to keep a position.
func (g *Game) Board() *Board { return g.board }

// ToMove returns the player to move at the cursor.
func (g *Game) ToMove() Color { return g.toMove }

// Result returns the recorded result (Reason NotOver while the game goes on).
func (g *Game) Result() Result { return g.result }

// SetResult records how the game ended.
func (g *Game) SetResult(r Result) {
	g.result = r
	g.dropRaw("RE")
}

// Over reports whether a result has been recorded.
func (g *Game) Over() bool { return g.result.Over() }

// PlayerName returns the name of the player of colour c (SGF PB or PW).
func (g *Game) PlayerName(c Color) string { return g.root.PropText("P" + c.Letter()) }

// SetPlayerName records the name of the player of colour c.
func (g *Game) SetPlayerName(c Color, name string) {
	if c.IsStone() {
		g.root.SetProp("P"+c.Letter(), name)
	}
}

// LastMove returns the move at the cursor, or the zero Move.
func (g *Game) LastMove() Move { return g.cursor.move }

// Moves returns the moves from the root to the cursor.
func (g *Game) Moves() []Move {
	var out []Move
	for _, n := range g.cursor.Path() {
		if n.move.IsValid() {
			out = append(out, n.move)
		}
	}
	return out
}

// Legal returns nil if m may be played now, or why not: ErrGameOver,
// ErrWrongTurn, or one of the board's rule errors.
func (g *Game) Legal(m Move) error {
	var eff moveEffect
	return g.legal(m, &eff)
}

// legal is Legal that also fills eff with what a legal stone will do, so
// that Play carries it out without working it out again.
func (g *Game) legal(m Move, eff *moveEffect) error {
	if g.result.Over() {
		return errorf(ErrGameOver, "the game has ended (%s)", g.result.Describe())
	}
	return g.legalOnBoard(m, eff)
}

// legalOnBoard is legal without the recorded result: whose turn it is and
// the board's rules.
func (g *Game) legalOnBoard(m Move, eff *moveEffect) error {
	if !m.IsValid() {
		return errorf(ErrNoMove, "empty move")
	}
	if m.color != g.toMove {
		return errorf(ErrWrongTurn, "it is %v's turn", g.toMove)
	}
	if m.pass {
		return nil
	}
	b := g.board
	return b.err(b.check(m.color, m.point, eff), m.color, m.point)
}

// Play plays m at the cursor. If the cursor already has a child with this
// move, the cursor moves there; otherwise a new variation is added. An
// illegal move changes nothing and returns the reason.
func (g *Game) Play(m Move) error {
	var eff moveEffect
	if err := g.legal(m, &eff); err != nil {
		return err
	}
	g.playAt(m, &eff)
	return nil
}

// PlayVariation plays m at the cursor as Play does, but a recorded result
// does not stop it: a game record's result (RE) tells how its main line
// ended, and a review may still try other moves anywhere in it. The result
// stays as it was, raw SGF text included. It returns ErrWrongTurn or one of
// the board's rule errors.
func (g *Game) PlayVariation(m Move) error {
	var eff moveEffect
	if err := g.legalOnBoard(m, &eff); err != nil {
		return err
	}
	g.playAt(m, &eff)
	return nil
}

// playAt moves the cursor to the child playing m, a legal move whose
// effect eff holds, adding that child if there is none.
func (g *Game) playAt(m Move, eff *moveEffect) {
	var child *Node
	for _, c := range g.cursor.children {
		if c.move == m && c.setup == nil {
			child = c
			break
		}
	}
	if child == nil {
		child = g.cursor.AddChild(&Node{move: m})
	}
	g.descendChecked(child, eff)
}

// Undo takes back the move at the cursor: the cursor goes to the parent and
// the node is deleted if it has no variations after it. It returns ErrNoMove
// at the root or when the cursor's node holds no move.
func (g *Game) Undo() error {
	n := g.cursor
	if n.parent == nil || !n.move.IsValid() {
		return errorf(ErrNoMove, "there is no move to undo")
	}
	if len(n.children) == 0 {
		n.parent.RemoveChild(n)
	}
	g.ascend(len(g.path) - 2)
	return nil
}

// force plays c at p whatever the rules say, as a record asks: a ko or
// superko is ignored (no history is searched), a suicide is carried out
// (a single stone's too), and a move onto a stone replaces it, as a setup.
func (b *Board) force(c Color, p Point) {
	if c != Black && c != White || !p.OnBoard(b.size) {
		return
	}
	if b.color[p] != Empty {
		b.Setup(c, p)
		return
	}
	var eff moveEffect
	b.effect(c, p, &eff)
	b.apply(c, p, &eff)
}
