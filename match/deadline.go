package match

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
)

// Deadlines. Every game on a clock, and every open challenge, has a next
// timed event: a reminder to the player to move when half their time for
// the move is gone and again near its end, the end of their time, the end
// of the time to agree on the count, or the expiry of a challenge. The
// Service keeps the time of that event in GameRecord.Deadline with every
// save, stores index it (Deadlines), and a scheduler asks for the games
// whose deadline has come and has the Service Fire each. A deadline fires
// once however many processes ask: Fire applies it through the game's
// versioned save, so of two processes one saves and the other, re-reading,
// finds nothing due. Any step on a game whose time is up applies the end
// of that time first (ErrTimeUp), so no move counts after the deadline,
// whether or not a scheduler has run; and a deadline that passed while no
// process ran is applied at its own time, which the result and the record
// keep.

// Event is a timed event of a game.
type Event uint8

const (
	// EventNone is the zero Event: nothing is due.
	EventNone Event = iota
	// EventHalfTime reminds the player to move that half their time for
	// the move is gone (during scoring: the players yet to accept, that
	// half the time to agree is gone).
	EventHalfTime
	// EventLastCall reminds them again near the end: a tenth of the time
	// is left.
	EventLastCall
	// EventTimeout is the end of the player to move's time: they lose on
	// time, or, before both players have moved, the game ends without a
	// result (as lichess aborts a game nobody started).
	EventTimeout
	// EventCountTimeout is the end of the time to agree on the count: the
	// count as marked stands.
	EventCountTimeout
	// EventExpiry is the end of a challenge nobody accepted.
	EventExpiry
)

// String names the event for the logs.
func (e Event) String() string {
	switch e {
	case EventHalfTime:
		return "half-time"
	case EventLastCall:
		return "last-call"
	case EventTimeout:
		return "timeout"
	case EventCountTimeout:
		return "count-timeout"
	case EventExpiry:
		return "expiry"
	}
	return "none"
}

// Reminder reports whether e is a reminder, which changes nothing but
// the count of reminders sent.
func (e Event) Reminder() bool { return e == EventHalfTime || e == EventLastCall }

// DeadlineGrace is how long after a deadline Fire ends a turn: a move
// asked for before the deadline, and still being saved when it passes,
// lands first and wins. Steps asked for after the deadline find the time
// up at once.
const DeadlineGrace = 2 * time.Second

// minReminderTime is the shortest time for a move that gets reminders:
// with less, the players are at the board.
const minReminderTime = 2 * time.Minute

// DefaultChallengeExpiry is how long a challenge stays open when its
// proposal says nothing (Proposal.Expiry).
const DefaultChallengeExpiry = 24 * time.Hour

// Due is a game whose deadline has come, as Deadlines finds it.
type Due struct {
	GameID, ChannelID string
	Deadline          time.Time
}

// Deadlines finds the games whose next timed event has come.
type Deadlines interface {
	// DueGames returns the active games whose Deadline is set and at or
	// before t, earliest first, at most limit of them.
	DueGames(ctx context.Context, t time.Time, limit int) ([]Due, error)
}

// countLimit is the time the players have to agree on the count, from the
// start of scoring or its last change: a move's time, or a Fischer clock's
// main time.
func (t TimeControl) countLimit() time.Duration {
	if t.Fischer() {
		return t.Main
	}
	return t.PerMove
}

// left returns c's time left at the start of the turn (Fischer).
func (g *GameRecord) left(c core.Color) time.Duration {
	if c == core.White {
		return g.WhiteLeft
	}
	return g.BlackLeft
}

// setLeft sets c's time left (Fischer).
func (g *GameRecord) setLeft(c core.Color, d time.Duration) {
	d = max(d, 0)
	if c == core.White {
		g.WhiteLeft = d
	} else {
		g.BlackLeft = d
	}
}

// turnTime is the time the current turn (or scoring, or the challenge) has
// from TurnStart, and the event that ends it; EventNone without one.
func (g *GameRecord) turnTime() (time.Duration, Event) {
	switch {
	case g.Status == StatusChallenge && g.Proposal.Expiry > 0:
		return g.Proposal.Expiry, EventExpiry
	case g.Clock.IsZero() || g.Game == nil:
		return 0, EventNone
	case g.EngineToMove():
		// The engine never loses on time (see engine.go).
		return 0, EventNone
	case g.Status == StatusPlaying && g.Clock.Fischer():
		return g.left(g.Game.ToMove()), EventTimeout
	case g.Status == StatusPlaying:
		return g.Clock.PerMove, EventTimeout
	case g.Status == StatusScoring:
		return g.Clock.countLimit(), EventCountTimeout
	}
	return 0, EventNone
}

// TurnEnd returns when the current turn's time (or the time to agree on
// the count, or a challenge's) runs out, and whether it does at all.
func (g *GameRecord) TurnEnd() (time.Time, bool) {
	d, ev := g.turnTime()
	if ev == EventNone {
		return time.Time{}, false
	}
	return g.TurnStart.Add(d), true
}

// next returns g's next timed event and when it is due: a reminder not
// yet sent, else the end of the time (EventNone, zero, for none).
func (g *GameRecord) next() (Event, time.Time) {
	d, end := g.turnTime()
	switch {
	case end == EventNone:
		return EventNone, time.Time{}
	case end == EventExpiry || d < minReminderTime:
	case g.Reminders == 0:
		return EventHalfTime, g.TurnStart.Add(d / 2)
	case g.Reminders == 1:
		return EventLastCall, g.TurnStart.Add(d - d/10)
	}
	return end, g.TurnStart.Add(d)
}

// nextDeadline is the time GameRecord.Deadline keeps: next's.
func (g *GameRecord) nextDeadline() time.Time {
	_, at := g.next()
	return at
}

// TimeLeft returns the time c has: for the player to move, what is left
// of their turn at now; for the other, the time their next move will
// start with (a move's time, or their Fischer bank). ok is false for a
// game without a clock, and for the engine, whose turns have none
// (engine.go). During scoring the clocks are stopped.
func (g *GameRecord) TimeLeft(c core.Color, now time.Time) (left time.Duration, ok bool) {
	if g.Clock.IsZero() || g.Game == nil || c == g.EngineColor() {
		return 0, false
	}
	full := g.Clock.PerMove
	if g.Clock.Fischer() {
		full = g.left(c)
	}
	if g.Status != StatusPlaying || g.Game.ToMove() != c {
		return full, true
	}
	return max(0, full-now.Sub(g.TurnStart)), true
}

// startClock starts g's clock at now, when its challenge is accepted.
func (g *GameRecord) startClock(now time.Time) {
	g.Clock = g.Proposal.Clock
	g.BlackLeft, g.WhiteLeft = g.Clock.Main, g.Clock.Main
	g.restartTurn(now)
	if g.Clock.IsZero() {
		return
	}
	root := g.Game.Root()
	if g.Clock.Fischer() {
		root.SetProp("TM", fmt.Sprint(int64(g.Clock.Main/time.Second)))
		root.SetProp("OT", "Fischer +"+FormatDuration(g.Clock.Increment)+" per move")
	} else {
		root.SetProp("OT", FormatDuration(g.Clock.PerMove)+" per move")
	}
}

// restartTurn starts a new turn (or a new time to agree on the count) at
// now: the reminders start again.
func (g *GameRecord) restartTurn(now time.Time) {
	g.TurnStart, g.Reminders = now, 0
}

// moved accounts for c's move at now, on the node at the cursor: a
// Fischer clock takes the time used and gives the increment, and the
// record notes the time left (SGF BL or WL, in seconds); the next turn
// starts.
func (g *GameRecord) moved(c core.Color, now time.Time) {
	if g.Clock.Fischer() {
		g.setLeft(c, g.left(c)-now.Sub(g.TurnStart)+g.Clock.Increment)
		g.Game.Cursor().SetProp(c.Letter()+"L", fmt.Sprint(int64(g.left(c)/time.Second)))
	}
	g.restartTurn(now)
}

// charge takes from the player to move the time their turn has used at
// now, when a step ends the turn without a move of theirs (an undo they
// accept), and starts the next.
func (g *GameRecord) charge(now time.Time) {
	if g.Clock.Fischer() && g.Status == StatusPlaying {
		c := g.Game.ToMove()
		g.setLeft(c, g.left(c)-now.Sub(g.TurnStart))
	}
	g.restartTurn(now)
}

// BothMoved reports whether each player has made a move (a pass counts)
// on the game's line.
func (g *GameRecord) BothMoved() bool {
	return g.Game != nil && lastMoveBy(g.Game, core.Black).IsValid() && lastMoveBy(g.Game, core.White).IsValid()
}

// Fired is a timed event applied to a game.
type Fired struct {
	// Game is the game after the event.
	Game  *GameRecord
	Event Event
	// At is when the event was due, whenever it was applied: a deadline
	// that passed while no process ran is applied at its own time.
	At time.Time
	// Player is the colour reminded, or out of time (Empty during
	// scoring, and for a challenge).
	Player core.Color
	// Left is, for a reminder, the time left when it was applied (a
	// reminder applied late, after downtime or between the scheduler's
	// ticks, says what is left then); End is when that time runs out.
	Left time.Duration
	End  time.Time
	// Void reports a timeout before both players had moved: the game
	// ended without a result.
	Void bool
	// Score and Analysis are, for EventCountTimeout, the count that stood
	// and the position's analysis (without the agreed dead stones).
	Score    analysis.Score
	Analysis *analysis.Analysis
}

// apply applies ev, due at at, to g at now and returns what it did.
func (g *GameRecord) apply(ev Event, at, now time.Time) *Fired {
	f := &Fired{Game: g, Event: ev, At: at}
	if g.Status == StatusPlaying {
		f.Player = g.Game.ToMove()
	}
	switch ev {
	case EventHalfTime, EventLastCall:
		g.Reminders++
		f.End, _ = g.TurnEnd()
		f.Left = f.End.Sub(at)
		if now.After(at) {
			f.Left = max(0, f.End.Sub(now))
		}
	case EventTimeout:
		c := f.Player
		if g.Clock.Fischer() {
			g.setLeft(c, 0)
		}
		when := at.UTC().Format("2006-01-02 15:04 UTC")
		if !g.BothMoved() {
			f.Void = true
			g.Game.SetResult(core.Result{Reason: core.Void})
			noteOnRecord(g.Game, fmt.Sprintf("%s did not make a first move in time (by %s): the game ended without a result.", colorWord(c), when))
		} else {
			g.Game.SetResult(core.Result{Winner: c.Opponent(), Reason: core.ByTime})
			noteOnRecord(g.Game, fmt.Sprintf("%s ran out of time at %s.", colorWord(c), when))
		}
		g.end(at)
	case EventCountTimeout:
		f.Analysis = analysis.Analyze(g.Game)
		f.Score = g.ScoringAnalysis(f.Analysis).Score()
		markTerritory(g.Game, deadSet(g), f.Score)
		g.Game.SetResult(f.Score.Result())
		noteOnRecord(g.Game, fmt.Sprintf("The time to agree on the count ran out at %s: the count as marked stands.", at.UTC().Format("2006-01-02 15:04 UTC")))
		g.end(at)
	case EventExpiry:
		g.Status = StatusDeclined
		g.Ended = at
	}
	return f
}

// end finishes g at at.
func (g *GameRecord) end(at time.Time) {
	g.Status = StatusFinished
	g.Ended = at
	g.UndoBy, g.UndoAt = core.Empty, 0
}

// noteOnRecord adds a line to the comment of the game's last node, where
// SGF viewers show it with the end of the game.
func noteOnRecord(g *core.Game, note string) {
	n := g.Cursor()
	if c := n.Comment(); c != "" {
		note = c + "\n" + note
	}
	n.SetComment(note)
}

// colorWord names a colour in the record's notes.
func colorWord(c core.Color) string {
	if c == core.White {
		return "White"
	}
	return "Black"
}

// overdue applies the end of g's time when it has run out at now: the
// event a step finds instead of taking place. It returns nil when the time
// has not run out.
func (g *GameRecord) overdue(now time.Time) *Fired {
	d, ev := g.turnTime()
	if ev == EventNone {
		return nil
	}
	end := g.TurnStart.Add(d)
	if now.Before(end) {
		return nil
	}
	return g.apply(ev, end, now)
}

// Fire applies the timed event due in the game due names, if it is still
// due at the Service's time: a reminder as soon as its time has come, the
// end of a time DeadlineGrace after it (reminders whose turn has run out
// are skipped for it). It returns nil, with a nil error, when nothing is
// due: the game moved on or ended, or another process fired it first.
func (s *Service) Fire(ctx context.Context, due Due) (*Fired, error) {
	var fired *Fired
	a := Actor{ChannelID: due.ChannelID, clock: true}
	_, err := s.update(ctx, a, false, func(g *GameRecord, now time.Time) error {
		fired = nil // a retry starts afresh
		if g.ID != due.GameID {
			return ErrUnchanged
		}
		ev, at := g.next()
		if ev == EventNone || now.Before(at) {
			return ErrUnchanged
		}
		if end, _ := g.TurnEnd(); ev.Reminder() && !now.Before(end) {
			_, ev = g.turnTime()
			at = end
		}
		if !ev.Reminder() && now.Before(at.Add(DeadlineGrace)) {
			return ErrUnchanged
		}
		fired = g.apply(ev, at, now)
		return nil
	})
	if errors.Is(err, ErrNotFound) {
		return nil, nil // the channel's game ended meanwhile
	}
	if err != nil {
		return nil, err
	}
	return fired, nil
}
