// Package gtp is a Go Text Protocol (GTP version 2) engine over gobot's
// core, so that GoGui, Sabaki, KGS's kgsGtp and GNU Go's tools can talk to
// gobot, and so that tests can compare gobot with GNU Go command by command.
//
// An Engine holds one game. Serve reads commands from a reader and writes
// the answers to a writer until "quit" or the end of the input; Handle
// answers one line. Every line is preprocessed as the GTP specification
// (section 3.1) says: control characters other than tab and newline are
// dropped (so CR-LF input works), a '#' starts a comment, tabs become
// spaces, and lines left empty are ignored. A numeric id before the
// command is echoed in the answer ("=12 ..." or "?12 ..."). A failure is
// answered "? message", in ASCII (core's 9×9 becomes 9x9); no input line
// ends the engine except "quit". As in GNU Go, arguments beyond those a
// command takes are ignored, except by printsgf, which writes a file and
// refuses a second argument rather than write to the first word of a name
// with a space.
//
// # Commands
//
// The standard commands of GTP 2: protocol_version, name, version,
// known_command, list_commands, quit, boardsize, clear_board, komi, play,
// undo, genmove, showboard, final_score, final_status_list,
// fixed_handicap, place_free_handicap, set_free_handicap, loadsgf and
// printsgf.
//
// showboard draws the board exactly as GNU Go does (star points and the
// rows of the prisoner lines included).
//
// loadsgf FILE [MOVE] reads a game record with core/sgf and sets up the
// position just before move MOVE of the main line (after its last move
// without MOVE); size, komi, handicap and rules come from the file, and the
// answer is the colour to move, as GNU Go answers. MOVE may also be a
// vertex, and GNU Go's reading of other text is kept (see cmdLoadSGF).
// printsgf [FILE] writes
// the whole game tree, variations included, to FILE or into the answer.
// An engine made with NoFiles refuses both commands' file access.
//
// GNU Go's extensions, answered in GNU Go's format so that outputs can be
// compared byte for byte: is_legal (1 or 0), all_legal and list_stones
// (vertices from the top row down, left to right on each row), captures
// (the number of stones the colour has captured) and unconditional_status
// (Benson's algorithm, in GNU Go's words alive, dead, undecided,
// black_territory and white_territory).
//
// kgs-rules japanese|chinese|aga|new_zealand sets the rule set, as KGS
// sends it. Until it is sent the rules are Japanese (simple ko, suicide
// forbidden), which are also GNU Go's.
//
// GoGui's gogui-analyze_commands lists the analysis that GoGui can show:
// influence (the electric-charge potentials of analysis.Analysis), group
// status, eye counts, territory, Benson's unconditional status, the score,
// the dead stones and the ko point (gobot-ko: the point the player to move
// may not play because it would retake a ko at once; showboard, being GNU
// Go's, has no ko mark).
//
// # Choices
//
// play accepts a move by either colour whatever the turn, as GTP requires;
// the game record then notes who is to move (SGF PL). genmove plays a
// uniformly random legal move that neither fills one of the mover's own
// eyes nor is a suicide (core.Board.PlayRandom), and passes when there is
// none; it never resigns. final_score and final_status_list use the
// static analysis (analysis.AnalyzeBoard, without the side to move, as a
// count), so they are as good as its dead-stone estimate. fixed_handicap uses GNU Go's
// points and order (core.FixedHandicap); place_free_handicap uses the
// same points while they exist and then adds each further stone on the
// empty point farthest from every stone, preferring points away from the
// edge, so the choice is deterministic.
package gtp
