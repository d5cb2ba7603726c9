package sqlstore

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
)

// A game's row. A match.GameRecord is kept in the columns of the games
// table: the game tree goes into SGF (package core/sgf), tagged with its
// format, with the cursor as a path of child indexes beside it (path.go,
// tree.go); the players, the proposal and the scoring state go into a
// small JSON document; the id, channel, status, version and times are
// columns of their own, so that a row whose SGF or JSON is damaged still
// yields the fields needed to end the game.

// gameRow is one game as the SQL stores keep it.
type gameRow struct {
	ID, GuildID, ChannelID string
	// Status is match.Status.String().
	Status string
	// Active is Status.Active(): the column that the unique index on
	// active games per channel covers.
	Active bool
	// Meta is the JSON document of the players and the scoring state.
	Meta []byte
	// Tree is the game tree in TreeFormat (both empty while a challenge
	// waits); Cursor is the path from the root to the cursor (see
	// encodePath).
	Tree       []byte
	TreeFormat string
	Cursor     string
	// Version is the compare-and-swap counter.
	Version int64
	// CreatedAt and UpdatedAt are Unix nanoseconds, exact in both stores.
	CreatedAt, UpdatedAt int64
	// Deadline is the game's next timed event in Unix nanoseconds (0:
	// none), a column of its own for the index the deadline scheduler
	// reads (DueGames).
	Deadline int64
}

// meta is the JSON form of the record's plain fields. Field names are
// short and stable: changing one needs a migration.
type meta struct {
	Challenger user     `json:"challenger"`
	Challenged user     `json:"challenged"`
	Black      user     `json:"black"`
	White      user     `json:"white"`
	Proposal   proposal `json:"proposal"`
	// Dead are the dead stones as [x, y] pairs, as core.Pt takes them.
	Dead         [][2]int `json:"dead,omitempty"`
	BlackAccepts bool     `json:"black_accepts,omitempty"`
	WhiteAccepts bool     `json:"white_accepts,omitempty"`
	UndoBy       string   `json:"undo_by,omitempty"`
	UndoAt       int      `json:"undo_at,omitempty"`
	ResumedAt    int      `json:"resumed_at,omitempty"`
	AbandonBy    string   `json:"abandon_by,omitempty"`
	AbandonAt    int      `json:"abandon_at,omitempty"`
	// The clock: the time control, each player's time left (Fischer),
	// when the turn started and the reminders sent in it, in nanoseconds
	// and Unix nanoseconds; and when the game ended.
	Clock     *clock `json:"clock,omitempty"`
	BlackLeft int64  `json:"black_left,omitempty"`
	WhiteLeft int64  `json:"white_left,omitempty"`
	TurnStart int64  `json:"turn_start,omitempty"`
	Reminders int    `json:"reminders,omitempty"`
	Ended     int64  `json:"ended,omitempty"`
}

// clock is a match.TimeControl in nanoseconds.
type clock struct {
	PerMove   int64 `json:"per_move,omitempty"`
	Main      int64 `json:"main,omitempty"`
	Increment int64 `json:"increment,omitempty"`
}

func clockOf(t match.TimeControl) *clock {
	if t.IsZero() {
		return nil
	}
	return &clock{PerMove: int64(t.PerMove), Main: int64(t.Main), Increment: int64(t.Increment)}
}

func (c *clock) timeControl() match.TimeControl {
	if c == nil {
		return match.TimeControl{}
	}
	return match.TimeControl{PerMove: time.Duration(c.PerMove), Main: time.Duration(c.Main), Increment: time.Duration(c.Increment)}
}

type user struct {
	ID   string `json:"id,omitempty"`
	Name string `json:"name,omitempty"`
}

type proposal struct {
	Size     int     `json:"size"`
	Komi     float64 `json:"komi"`
	Handicap int     `json:"handicap,omitempty"`
	Rules    string  `json:"rules,omitempty"`
	Color    string  `json:"color,omitempty"`
	Clock    *clock  `json:"clock,omitempty"`
	Expiry   int64   `json:"expiry,omitempty"`
	// Engine is the engine's strength in a game against it (0: none).
	Engine int `json:"engine,omitempty"`
}

// encodeRow returns the row of g. It fails only if the game tree cannot be
// written.
func encodeRow(g *match.GameRecord) (*gameRow, error) {
	m := meta{
		Challenger: user(g.Challenger),
		Challenged: user(g.Challenged),
		Black:      user(g.Black),
		White:      user(g.White),
		Proposal: proposal{Size: g.Proposal.Size, Komi: g.Proposal.Komi, Handicap: g.Proposal.Handicap, Rules: g.Proposal.Rules, Color: g.Proposal.Color.Letter(),
			Clock: clockOf(g.Proposal.Clock), Expiry: int64(g.Proposal.Expiry), Engine: g.Proposal.Engine},
		BlackAccepts: g.BlackAccepts,
		WhiteAccepts: g.WhiteAccepts,
		UndoBy:       g.UndoBy.Letter(),
		UndoAt:       g.UndoAt,
		ResumedAt:    g.ResumedAt,
		AbandonBy:    g.AbandonBy.Letter(),
		AbandonAt:    g.AbandonAt,
		Clock:        clockOf(g.Clock),
		BlackLeft:    int64(g.BlackLeft),
		WhiteLeft:    int64(g.WhiteLeft),
		TurnStart:    unixNano(g.TurnStart),
		Reminders:    g.Reminders,
		Ended:        unixNano(g.Ended),
	}
	for _, p := range g.Dead {
		m.Dead = append(m.Dead, [2]int{p.X(), p.Y()})
	}
	js, err := json.Marshal(m)
	if err != nil {
		return nil, fmt.Errorf("game %s: %w", g.ID, err)
	}
	r := &gameRow{
		ID: g.ID, GuildID: g.GuildID, ChannelID: g.ChannelID,
		Status: g.Status.String(), Active: g.Status.Active(),
		Meta: js, Version: g.Version,
		CreatedAt: unixNano(g.CreatedAt), UpdatedAt: unixNano(g.UpdatedAt),
		Deadline: unixNano(g.Deadline),
	}
	if g.Game != nil {
		r.Tree, r.TreeFormat, r.Cursor, err = encodeGame(g.Game)
		if err != nil {
			return nil, fmt.Errorf("game %s: %w", g.ID, err)
		}
	}
	return r, nil
}

// decodeRow returns the record of r. A row that cannot be read fully gives an
// error wrapping match.ErrCorrupt together with the fields it could
// read: at least ID, GuildID, ChannelID, Status (StatusPlaying for an
// active row whose status is unreadable, StatusFinished otherwise),
// Version and the times, with Game nil.
func decodeRow(r *gameRow) (*match.GameRecord, error) {
	g := &match.GameRecord{
		ID: r.ID, GuildID: r.GuildID, ChannelID: r.ChannelID,
		Version:   r.Version,
		CreatedAt: fromUnixNano(r.CreatedAt), UpdatedAt: fromUnixNano(r.UpdatedAt),
		Deadline: fromUnixNano(r.Deadline),
	}
	var problems []error
	st, ok := match.ParseStatus(r.Status)
	switch {
	case !ok:
		problems = append(problems, fmt.Errorf("status %q is not a status", r.Status))
		st = match.StatusFinished
		if r.Active {
			st = match.StatusPlaying
		}
	case st.Active() != r.Active:
		problems = append(problems, fmt.Errorf("status %q disagrees with the active flag %v", r.Status, r.Active))
	}
	g.Status = st
	var m meta
	if err := json.Unmarshal(r.Meta, &m); err != nil {
		problems = append(problems, fmt.Errorf("players: %v", err))
	} else if err := m.apply(g); err != nil {
		problems = append(problems, err)
	}
	if r.TreeFormat != formatNone {
		game, err := decodeGame(r.Tree, r.TreeFormat, r.Cursor)
		if err != nil {
			problems = append(problems, err)
		} else {
			g.Game = game
			if err := checkDead(g); err != nil {
				problems = append(problems, err)
			}
		}
	} else if st == match.StatusPlaying || st == match.StatusScoring {
		problems = append(problems, fmt.Errorf("a %s game has no game tree", st))
	}
	if len(problems) > 0 {
		return partial(g), fmt.Errorf("game %s: %w: %w", r.ID, match.ErrCorrupt, errors.Join(problems...))
	}
	return g, nil
}

// partial strips a record that failed to decode to the fields the store
// vouches for: whatever else was read may be wrong.
func partial(g *match.GameRecord) *match.GameRecord {
	return &match.GameRecord{
		ID: g.ID, GuildID: g.GuildID, ChannelID: g.ChannelID, Status: g.Status,
		Challenger: g.Challenger, Challenged: g.Challenged, Black: g.Black, White: g.White,
		Proposal: g.Proposal, Version: g.Version, CreatedAt: g.CreatedAt, UpdatedAt: g.UpdatedAt,
	}
}

func (m *meta) apply(g *match.GameRecord) error {
	g.Challenger, g.Challenged = match.User(m.Challenger), match.User(m.Challenged)
	g.Black, g.White = match.User(m.Black), match.User(m.White)
	var err error
	g.Proposal = match.Proposal{Size: m.Proposal.Size, Komi: m.Proposal.Komi, Handicap: m.Proposal.Handicap, Rules: m.Proposal.Rules,
		Clock: m.Proposal.Clock.timeControl(), Expiry: time.Duration(m.Proposal.Expiry), Engine: m.Proposal.Engine}
	if g.Proposal.Color, err = color(m.Proposal.Color); err != nil {
		return fmt.Errorf("proposal colour: %w", err)
	}
	if g.UndoBy, err = color(m.UndoBy); err != nil {
		return fmt.Errorf("undo colour: %w", err)
	}
	g.UndoAt = m.UndoAt
	g.ResumedAt = m.ResumedAt
	if g.AbandonBy, err = color(m.AbandonBy); err != nil {
		return fmt.Errorf("abandon colour: %w", err)
	}
	g.AbandonAt = m.AbandonAt
	g.Clock = m.Clock.timeControl()
	g.BlackLeft, g.WhiteLeft = time.Duration(m.BlackLeft), time.Duration(m.WhiteLeft)
	g.TurnStart, g.Reminders, g.Ended = fromUnixNano(m.TurnStart), m.Reminders, fromUnixNano(m.Ended)
	g.BlackAccepts, g.WhiteAccepts = m.BlackAccepts, m.WhiteAccepts
	for _, xy := range m.Dead {
		if xy[0] < 0 || xy[1] < 0 || xy[0] >= core.MaxSize || xy[1] >= core.MaxSize {
			return fmt.Errorf("dead stone (%d, %d) is off every board", xy[0], xy[1])
		}
		g.Dead = append(g.Dead, core.Pt(xy[0], xy[1]))
	}
	return nil
}

// checkDead checks the dead stones against the board once it is known.
func checkDead(g *match.GameRecord) error {
	for _, p := range g.Dead {
		if !p.OnBoard(g.Game.Size()) {
			return fmt.Errorf("dead stone %v is off the %d×%d board", p, g.Game.Size(), g.Game.Size())
		}
	}
	return nil
}

func color(s string) (core.Color, error) {
	if s == "" {
		return core.Empty, nil
	}
	return core.ParseColor(s)
}

func unixNano(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixNano()
}

func fromUnixNano(n int64) time.Time {
	if n == 0 {
		return time.Time{}
	}
	return time.Unix(0, n).UTC()
}
