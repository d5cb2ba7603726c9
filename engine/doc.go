// Package engine runs external Go engines that speak GTP (GNU Go, KataGo,
// Pachi, Leela Zero) as child processes, so that members can play against
// a real engine and reviews can ask one for its valuations. It is the
// client side of GTP; core/gtp is gobot's own GTP server.
//
// A Pool keeps a bounded number of engine processes (Config.Procs) and a
// bounded queue of requests waiting for one (Config.Queue): when the queue
// is full a request fails at once with ErrBusy, never waits without end.
// No process belongs to a game: every request carries its Position, which
// the process that serves it sets up by replaying the moves (boardsize,
// clear_board, komi, set_free_handicap, play), or only the new moves when
// the position extends the one it set up last.
//
// Every request has a time limit (Config.Timeout); starting a process has
// its own (Config.StartTimeout), since some engines load large networks
// first. A process that crashes, hangs past the limit or answers with
// something that is not GTP, or a move that is not legal in the position
// (checked with core), is killed with its whole process group, and the
// request is retried once on a fresh process. An engine's move is never
// returned unless core says it is legal.
//
// Besides moves, a pool asks for valuations: TopMoves and EstimateScore
// use GNU Go's top_moves_black/white and estimate_score, or KataGo's
// kata-analyze (run briefly, then interrupted; kata.go) on an engine
// that has it, and fail with ErrUnsupported on an engine with neither.
//
// Strength levels 1 to 10 map to GNU Go's own levels 1 to 10 (its level
// command; 10 is GNU Go's default and strongest). Other engines get no
// level command: their strength is whatever their command line sets.
package engine
