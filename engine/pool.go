package engine

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/gobot-baduk/gobot/core"
)

// Pool runs up to Config.Procs engine processes and serves requests on
// them. It is safe for concurrent use.
type Pool struct {
	cfg Config
	log *slog.Logger
	// tickets bounds the requests served or waiting: Procs + Queue.
	tickets chan struct{}
	// slots holds the idle processes; nil entries are processes not
	// started yet (or killed), started on first use.
	slots chan *proc

	mu     sync.Mutex
	name   string
	closed bool
	done   chan struct{}
}

// NewPool returns a pool running cfg.Command. It returns ErrNoEngine when
// there is no command or its program cannot be found. Processes start on
// first use, so a slow engine does not hold up the bot's start.
func NewPool(cfg Config, log *slog.Logger) (*Pool, error) {
	if len(cfg.Command) == 0 {
		return nil, ErrNoEngine
	}
	if _, err := exec.LookPath(cfg.Command[0]); err != nil {
		return nil, fmt.Errorf("%w (%v)", ErrNoEngine, err)
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	cfg = cfg.withDefaults()
	p := &Pool{
		cfg:     cfg,
		log:     log,
		tickets: make(chan struct{}, cfg.Procs+cfg.Queue),
		slots:   make(chan *proc, cfg.Procs),
		name:    filepath.Base(cfg.Command[0]),
		done:    make(chan struct{}),
	}
	for range cfg.Procs {
		p.slots <- nil
	}
	return p, nil
}

// Name returns the engine's name and version as it gives them ("GNU Go
// 3.8"), or its program's name before a process has answered.
func (p *Pool) Name() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.name
}

// Level returns the strength of requests that give none.
func (p *Pool) Level() int { return p.cfg.Level }

// Close stops every idle process and makes later requests fail with
// ErrClosed; a process busy with a request stops when it is done.
func (p *Pool) Close() error {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return nil
	}
	p.closed = true
	close(p.done)
	p.mu.Unlock()
	for {
		select {
		case pr := <-p.slots:
			if pr != nil {
				pr.close()
			}
		default:
			return nil
		}
	}
}

// release puts pr back in the pool, or stops it if the pool was closed.
func (p *Pool) release(pr *proc) {
	p.mu.Lock()
	closed := p.closed
	p.mu.Unlock()
	if closed {
		if pr != nil {
			pr.close()
		}
		pr = nil
	}
	p.slots <- pr
}

// do runs fn on a process, within the request time limit, and once more
// on a fresh process when the first one fails with a fault.
func (p *Pool) do(ctx context.Context, what string, fn func(ctx context.Context, pr *proc) error) error {
	select {
	case <-p.done:
		return ErrClosed
	default:
	}
	select {
	case p.tickets <- struct{}{}:
	default:
		return ErrBusy
	}
	defer func() { <-p.tickets }()
	wait := time.NewTimer(p.cfg.Timeout)
	defer wait.Stop()
	var pr *proc
	select {
	case pr = <-p.slots:
	case <-wait.C:
		return ErrBusy
	case <-ctx.Done():
		return ctx.Err()
	case <-p.done:
		return ErrClosed
	}
	defer func() { p.release(pr) }()
	var first error
	for attempt := range 2 {
		err := p.try(ctx, &pr, fn)
		switch {
		case err == nil:
			return nil
		case ctx.Err() != nil:
			return ctx.Err()
		case !isFault(err):
			return err
		}
		p.log.Warn("engine fault; the process was killed", "request", what, "attempt", attempt+1, "err", err)
		if first == nil {
			first = err
			continue
		}
		return fmt.Errorf("%w: %v; again on a fresh process: %w", ErrFailed, first, err)
	}
	return nil
}

// try runs fn once on *pr, starting a process if there is none, and kills
// the process on any error but a GTP failure answer or ErrUnsupported
// (both leave it in step).
func (p *Pool) try(ctx context.Context, pr **proc, fn func(ctx context.Context, pr *proc) error) error {
	if *pr == nil {
		sctx, cancel := context.WithTimeout(ctx, p.cfg.StartTimeout)
		np, err := startProc(sctx, p.cfg.Command)
		cancel()
		if err != nil {
			return err
		}
		*pr = np
		p.mu.Lock()
		p.name = np.name
		p.mu.Unlock()
	}
	rctx, cancel := context.WithTimeout(ctx, p.cfg.Timeout)
	defer cancel()
	err := fn(rctx, *pr)
	if err != nil && !isGTPFailure(err) && !errors.Is(err, ErrUnsupported) {
		// A fault, or a request given up while its answer may still
		// come: the process cannot be trusted to be in step.
		(*pr).kill()
		*pr = nil
	}
	return err
}

// isFault reports whether err is a fault of the process, worth a retry.
func isFault(err error) bool {
	return errors.Is(err, errTimeout) || errors.Is(err, errCrashed) || errors.Is(err, errGarbage) || errors.Is(err, errIllegal)
}

// setup makes pr hold pos, replaying only the new moves when pos extends
// the position pr holds.
func (pr *proc) setup(ctx context.Context, pos Position) error {
	from := 0
	if pr.synced && extends(pos, pr.pos) {
		from = len(pr.pos.Moves)
	} else {
		pr.synced = false
		if err := pr.sendOK(ctx, "boardsize "+strconv.Itoa(pos.Size)); err != nil {
			return err
		}
		if err := pr.sendOK(ctx, "clear_board"); err != nil {
			return err
		}
		if err := pr.sendOK(ctx, "komi "+strconv.FormatFloat(pos.Komi, 'f', -1, 64)); err != nil {
			return err
		}
		black, white := pos.Setup.Black, pos.Setup.White
		if len(black) >= 2 && len(white) == 0 && pr.known["set_free_handicap"] {
			if err := pr.sendOK(ctx, "set_free_handicap "+points(black)); err != nil {
				return err
			}
		} else {
			for _, pt := range black {
				if err := pr.sendOK(ctx, "play black "+pt.String()); err != nil {
					return err
				}
			}
		}
		for _, pt := range white {
			if err := pr.sendOK(ctx, "play white "+pt.String()); err != nil {
				return err
			}
		}
	}
	for _, m := range pos.Moves[from:] {
		if err := pr.sendOK(ctx, "play "+colorWord(m.Color())+" "+vertex(m)); err != nil {
			return err
		}
	}
	pr.pos = Position{Size: pos.Size, Komi: pos.Komi, Rules: pos.Rules, Setup: pos.Setup, Moves: append([]core.Move(nil), pos.Moves...)}
	pr.synced = true
	return nil
}

// sendOK sends a command whose answer is empty; a GTP failure to it means
// the engine refuses the position, and leaves pr's position unknown.
func (pr *proc) sendOK(ctx context.Context, command string) error {
	_, err := pr.send(ctx, command)
	if err != nil {
		pr.synced = false
		if isGTPFailure(err) {
			return fmt.Errorf("%w: %w", ErrRefused, err)
		}
	}
	return err
}

// points lists points as GTP vertices separated by spaces.
func points(pts []core.Point) string {
	s := make([]string, len(pts))
	for i, pt := range pts {
		s[i] = pt.String()
	}
	return strings.Join(s, " ")
}
