package commands

import (
	"context"
	"errors"
)

// Repeated deliveries. Discord redelivers an interaction when it did not
// get an answer in time, and a user may resend one; each must be applied at
// most once, and a crash must not lose one that was never applied. So the
// id is recorded as handled in the same store transaction as the game write
// it causes (GameRecord.Interaction), never before it: a delivery that dies
// before its save leaves no record, and its retry is applied; of two
// deliveries racing, the store lets one save and refuses the other with
// ErrAlreadyHandled. Before running a command the Bot asks whether the id
// was Seen, to answer an old duplicate at once; an interaction that wrote no
// game is Claimed after it succeeds (a view shown twice does no harm, but a
// puzzle answer should not be judged twice).

// handling is the interaction a handler is running for, carried in its
// context to the two places that write games.
type handling struct {
	id string
	// wrote is set once a game write recorded the id.
	wrote bool
}

type handlingKey struct{}

// withHandling returns ctx carrying h.
func withHandling(ctx context.Context, h *handling) context.Context {
	return context.WithValue(ctx, handlingKey{}, h)
}

// stamp sets g.Interaction to the id of the interaction ctx is handling.
func stamp(ctx context.Context, g *GameRecord) {
	g.Interaction = ""
	if h, ok := ctx.Value(handlingKey{}).(*handling); ok {
		g.Interaction = h.id
	}
}

// recorded notes that a game write recorded ctx's interaction.
func recorded(ctx context.Context, g *GameRecord) {
	if h, ok := ctx.Value(handlingKey{}).(*handling); ok && g.Interaction != "" && g.Interaction == h.id {
		h.wrote = true
	}
}

// errHandled is the answer to a delivery that lost the race to another
// delivery of the same interaction.
func errHandled(err error) error {
	if errors.Is(err, ErrAlreadyHandled) {
		return userWrap(err, alreadyHandled)
	}
	return err
}

const alreadyHandled = "This interaction was already handled."
