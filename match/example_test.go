package match_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/store/memory"
)

// A channel game from challenge to result: each step is taken by an Actor
// in the channel, and a step the rules refuse says why with a RuleError.
func Example() {
	ctx := context.Background()
	s := match.NewService(memory.New(), match.WithLogger(slog.New(slog.DiscardHandler)))
	alice, bob := match.User{ID: "1", Name: "Alice"}, match.User{ID: "2", Name: "Bob"}
	in := func(u match.User) match.Actor { return match.Actor{User: u, GuildID: "g", ChannelID: "c"} }

	c, _ := s.Challenge(ctx, in(alice), match.Opponent{User: bob}, match.Proposal{Size: 9, Komi: 6.5, Rules: "chinese", Color: core.Black})
	g, _ := s.Accept(ctx, in(bob), c.ID)
	fmt.Println(g.Status, g.Black.Name, "vs", g.White.Name)

	_, err := s.Play(ctx, in(bob), match.Shown{}, "E5")
	if r, ok := match.AsRuleError(err); ok && errors.Is(r, match.ErrNotYourTurn) {
		fmt.Println("refused:", r.Game.Player(r.Game.Game.ToMove()).Name, "is to move")
	}
	s.Play(ctx, in(alice), match.Shown{}, "E5")
	s.Play(ctx, in(bob), match.Shown{}, "pass")
	p, _ := s.Play(ctx, in(alice), match.Shown{}, "pass")
	fmt.Println(p.Game.Status, "with", len(p.Game.Dead), "dead stones proposed")

	s.AcceptScore(ctx, in(alice), match.Shown{})
	a, _ := s.AcceptScore(ctx, in(bob), match.Shown{})
	fmt.Println(a.Game.Status, a.Game.Game.Result())
	// Output:
	// playing Alice vs Bob
	// refused: Alice is to move
	// scoring with 0 dead stones proposed
	// finished B+74.5
}
