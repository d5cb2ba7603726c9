package commands

import (
	"context"
	"errors"
	"fmt"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/core"
)

// Undo: a player asks to take back their last move; the opponent accepts
// or declines. Accepting takes back the requester's last move and any
// opponent move after it, so the requester is to move again.

func undoRequest(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	var c core.Color
	var last core.Move
	g, err := b.mutate(ctx, req.ChannelID, func(g *GameRecord) error {
		switch {
		case g.ID != gameID || (g.Status != StatusPlaying && g.Status != StatusScoring):
			return Userf("That button belongs to a game that is not in play.")
		case g.Status == StatusScoring:
			return Userf("Undo is not available while the game is being scored. To take back a move, click Resume play (or use `/score resume`) first, then ask to undo.")
		}
		c = g.ColorOf(req.User.ID)
		if c == core.Empty {
			return Userf("Only the players (%s and %s) can ask to undo.", g.Black.Name, g.White.Name)
		}
		if g.Black.ID == g.White.ID {
			return Userf("Undo is for two-player games.")
		}
		// One request at a time: a second would post the same question
		// again, and its opponent could answer either.
		if g.undoPending() {
			if g.UndoBy == c {
				return Userf("You already asked to take back your move; wait for %s to accept or decline.", g.Player(c.Opponent()).Name)
			}
			return Userf("%s has asked to take back a move: answer their request first (Accept undo or Decline undo).", g.Player(g.UndoBy).Name)
		}
		last = lastMoveBy(g.Game, c)
		if !last.IsValid() {
			return Userf("You have not played a move yet, so there is nothing to undo.")
		}
		g.UndoBy, g.UndoAt = c, g.Game.MoveNumber()
		return nil
	})
	if err != nil {
		return nil, err
	}
	opp := g.Player(c.Opponent())
	what := "their last move"
	if !last.IsPass() {
		what = "their last move (" + last.Point().String() + ")"
	}
	// Accepting also takes back the opponent's answer to it: say so.
	if lm := g.Game.LastMove(); lm.IsValid() && lm.Color() != c {
		what += fmt.Sprintf(" and, with it, your reply (%s)", moveName(lm))
	}
	return &Response{
		Content: fmt.Sprintf("%s asks to take back %s. %s, do you accept?", req.User.Mention(), what, opp.Mention()),
		Components: []discordgo.MessageComponent{row(
			button("Accept undo", "undo-accept", g.ID, discordgo.SuccessButton),
			button("Decline undo", "undo-decline", g.ID, discordgo.SecondaryButton),
		)},
		Mentions: []string{opp.ID},
	}, nil
}

// lastMoveBy returns c's last move on the path to the cursor.
func lastMoveBy(g *core.Game, c core.Color) core.Move {
	for n := g.Cursor(); n != nil; n = n.Parent() {
		if m := n.Move(); m.IsValid() && m.Color() == c {
			return m
		}
	}
	return core.Move{}
}

// pendingUndo checks that the game has an undo request the user may answer.
func pendingUndo(g *GameRecord, u User, gameID string) error {
	if g.ID != gameID || g.Status != StatusPlaying || g.UndoBy == core.Empty {
		return Userf("There is no undo request waiting.")
	}
	if g.UndoAt != g.Game.MoveNumber() {
		return Userf("The position changed since the undo was asked for; ask again.")
	}
	if g.ColorOf(u.ID) != g.UndoBy.Opponent() || u.ID == g.Player(g.UndoBy).ID {
		return Userf("Only %s can answer this undo request.", g.Player(g.UndoBy.Opponent()).Name)
	}
	return nil
}

func undoAccept(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	g, err := b.mutate(ctx, req.ChannelID, func(g *GameRecord) error {
		if err := pendingUndo(g, req.User, gameID); err != nil {
			return err
		}
		c := g.UndoBy
		for {
			m := g.Game.LastMove()
			if err := g.Game.Undo(); err != nil {
				if errors.Is(err, core.ErrNoMove) {
					return Userf("There is no move left to undo.")
				}
				return fmt.Errorf("undo in game %s: %w", g.ID, err)
			}
			if m.Color() == c {
				break
			}
		}
		g.UndoBy, g.UndoAt = core.Empty, 0
		return nil
	})
	if err != nil {
		return nil, err
	}
	return b.playView(g, fmt.Sprintf("%s accepted the undo.", req.User.Mention()))
}

func undoDecline(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	var requester User
	_, err := b.mutate(ctx, req.ChannelID, func(g *GameRecord) error {
		if err := pendingUndo(g, req.User, gameID); err != nil {
			return err
		}
		requester = g.Player(g.UndoBy)
		g.UndoBy, g.UndoAt = core.Empty, 0
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &Response{Content: fmt.Sprintf("%s declined %s's undo request; the game goes on.", req.User.Mention(), requester.Mention()), Update: true, Components: []discordgo.MessageComponent{}, Mentions: []string{requester.ID}}, nil
}
