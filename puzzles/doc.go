// Package puzzles holds gobot's daily life-and-death problems: the puzzle
// model, an exhaustive solver that proves every answer, and the daily
// schedule.
//
// # Files
//
// The hand-made puzzles are SGF files in data/, one each; the generated
// supply (made by package puzzles/generate) is in supply/, gzip'd SGF
// collections with one game tree per problem and its ID in the root's XI.
// Both are embedded in the binary and make up Builtin. The root node holds
// the position and the question:
//
//	SZ  board size            GN  title
//	AB  black stones          AW  white stones
//	PL  the player to move    DI  difficulty, 1 (easy) to 5
//	XG  the goal: live or kill (for the player to move), or ko: at least a
//	    ko, to live or to kill as the target's colour says
//	XR  the region: the points where the fight takes place (points and
//	    rectangles such as [aa:ec]); the solver plays only there
//	XT  the target: the defender's stones whose fate is decided
//	C   the introduction shown with the problem
//
// The root's children are the player's first moves. Each of the player's
// moves is marked TE (correct) or BM (wrong); every move carries a comment
// (C), and the opponent's answers follow as children. XG, XR and XT are
// gobot's own properties (SGF allows private properties).
//
// Files are read by package core/sgf (with small limits) into core.Node
// trees, which FromTree turns into puzzles.
//
// # The solver's rules
//
// The solver decides a Problem by exhaustive AND/OR search over the
// region's empty points and the pass, with a transposition table. The
// defender lives when every target stone is in a pass-alive chain
// (analysis.Benson) or when both sides pass in a row with the target on the
// board (so seki is life, as problem books count it). The attacker wins by
// capturing a target stone. Ko is a failure for the side the puzzle asks to
// move first: a move of its that makes a ko loses (the opponent retakes at
// once), and any repetition of a position on the search path loses for it.
// So a "correct" answer never relies on winning a ko, and a position that
// is only ko counts as a failure for whoever needs it when that is the
// player. (The classical bent-four-in-the-corner ruling is not modelled;
// no built-in puzzle depends on it.) The positions of a player's line so
// far count as the search path's (Problem.Before): a move off the book
// that brings back one of them loses for the player as it would inside
// the search, and Puzzle.CheckTree walks a solution tree the same way.
//
// A ko problem (XG[ko]) turns the rule round: the ko and repetitions count
// against the opponent, so a correct move is one that wins if the player
// wins every ko. The player cannot win outright (that would be a live or
// kill problem), the line ends when a ko is taken, and the opponent's
// resistance is the move that leads to the ko. testdata/ko holds three;
// servers can import more.
//
// The package tests prove every built-in puzzle: each correct move wins
// against every defence, each wrong move loses, and the correct first moves
// are exactly the winning ones (the hand-made ones and a sample of the
// supply by default, all of them with GOBOT_TEST_LONG=1). They also ask GNU
// Go's owl reader, when it is installed, about the hand-made puzzles, and it
// agrees with every verdict and first move; package puzzles/generate
// measures its agreement on the supply and records where it differs.
//
// # The daily schedule
//
// Daily picks a puzzle per UTC day without state. The week climbs from
// level 1 on Monday and Tuesday to level 5 on Sunday, and the days that ask
// for a level show its puzzles in turn, in a fixed shuffled order, so the
// built-in collection repeats no puzzle within ten years.
package puzzles
