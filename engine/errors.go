package engine

import "errors"

var (
	// ErrNoEngine says that no engine is configured or that its program
	// cannot be found.
	ErrNoEngine = errors.New("engine: no Go engine is installed: install GNU Go (apt-get install gnugo) or set GOBOT_ENGINE to a GTP engine's command")
	// ErrBusy says that every engine process is busy and the queue of
	// waiting requests is full, or that a request waited in the queue
	// longer than a request may take.
	ErrBusy = errors.New("engine: the engine is busy, try again in a minute")
	// ErrUnsupported says that the engine lacks the GTP command a request
	// needs (for example top_moves_black outside GNU Go).
	ErrUnsupported = errors.New("engine: the engine does not support this request")
	// ErrFailed says that the engine failed a request twice: it crashed,
	// hung past the time limit, answered something that is not GTP or
	// proposed an illegal move. The position it was given is unchanged.
	ErrFailed = errors.New("engine: the engine failed")
	// ErrRefused says that the engine refused the position itself (a GTP
	// failure to one of its moves, e.g. a suicide GNU Go does not allow).
	ErrRefused = errors.New("engine: the engine refused the position")
	// ErrClosed is returned by requests to a closed Pool.
	ErrClosed = errors.New("engine: the engine pool is closed")
)

// Faults of one process, each retried once on a fresh process and then
// reported wrapped in ErrFailed.
var (
	errTimeout = errors.New("engine: no answer in time")
	errCrashed = errors.New("engine: the engine process stopped")
	errGarbage = errors.New("engine: the answer is not GTP")
	errIllegal = errors.New("engine: the engine proposed an illegal move")
)
