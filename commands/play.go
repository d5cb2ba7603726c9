package commands

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/core"
)

func playCommand() *Command {
	minSize, maxSize := minMax(5, 25)
	minHandicap, maxHandicap := minMax(0, 9)
	minKomi, maxKomi := minMax(-100, 100)
	var rules []*discordgo.ApplicationCommandOptionChoice
	for _, r := range core.RulePresets {
		rules = append(rules, &discordgo.ApplicationCommandOptionChoice{Name: r.Name, Value: r.Name})
	}
	return &Command{
		Def: &discordgo.ApplicationCommand{
			Name:        "play",
			Description: "Challenge someone (or anyone) to a game of Go in this channel",
			Options: []*discordgo.ApplicationCommandOption{
				{Type: discordgo.ApplicationCommandOptionUser, Name: "opponent", Description: "Who to challenge (leave out for an open challenge anyone can accept)"},
				{Type: discordgo.ApplicationCommandOptionInteger, Name: "size", Description: "Board size: 9, 13, 19, or any from 5 to 25 (default 19)", MinValue: minSize, MaxValue: maxSize},
				{Type: discordgo.ApplicationCommandOptionNumber, Name: "komi", Description: "Points White gets for moving second (default: the rules' komi)", MinValue: minKomi, MaxValue: maxKomi},
				{Type: discordgo.ApplicationCommandOptionInteger, Name: "handicap", Description: "Black's handicap stones, 2 to 9 (default none)", MinValue: minHandicap, MaxValue: maxHandicap},
				{Type: discordgo.ApplicationCommandOptionString, Name: "rules", Description: "Rule set (default japanese)", Choices: rules},
				{Type: discordgo.ApplicationCommandOptionString, Name: "color", Description: "Your colour (default random)", Choices: []*discordgo.ApplicationCommandOptionChoice{
					{Name: "black", Value: "black"}, {Name: "white", Value: "white"}, {Name: "random", Value: "random"},
				}},
			},
		},
		Run:    runPlay,
		Writes: always,
	}
}

// proposal reads /play's options over the guild's defaults and checks that
// they make a game.
func (b *Bot) proposal(ctx context.Context, req *Request) (Proposal, error) {
	set, err := b.stores.Guilds.Settings(ctx, req.GuildID)
	if err != nil {
		return Proposal{}, fmt.Errorf("loading guild settings: %w", err)
	}
	p := Proposal{Size: 19, Rules: core.JapaneseRules.Name}
	if set.Size != 0 {
		p.Size = set.Size
	}
	if set.Rules != "" {
		p.Rules = set.Rules
	}
	if v, ok := req.Option("size"); ok {
		if p.Size, err = parseSize(v); err != nil {
			return p, err
		}
	}
	if v, ok := req.Option("rules"); ok {
		r, err := parseRules(v)
		if err != nil {
			return p, err
		}
		p.Rules = r.Name
	}
	rules, err := parseRules(p.Rules)
	if err != nil {
		return p, err
	}
	if v, ok := req.Option("handicap"); ok {
		if p.Handicap, err = parseHandicap(v, p.Size); err != nil {
			return p, err
		}
	}
	switch v, ok := req.Option("komi"); {
	case ok:
		if p.Komi, err = parseKomi(v); err != nil {
			return p, err
		}
	case p.Handicap > 0:
		p.Komi = 0.5
	case set.Komi != nil:
		p.Komi = *set.Komi
	default:
		p.Komi = rules.Komi
	}
	if v, ok := req.Option("color"); ok {
		if p.Color, err = parseColor(v); err != nil {
			return p, err
		}
	}
	if _, err := newCoreGame(p); err != nil {
		return p, userWrap(err, "Those settings do not make a game: %s.", detail(err, errors.Unwrap(err)))
	}
	return p, nil
}

// newCoreGame starts the game a proposal describes.
func newCoreGame(p Proposal) (*core.Game, error) {
	rules, err := core.ParseRules(p.Rules)
	if err != nil {
		return nil, err
	}
	return core.NewGame(core.Size(p.Size), core.Komi(p.Komi), core.WithRules(rules), core.Handicap(p.Handicap))
}

func runPlay(ctx context.Context, b *Bot, req *Request) (*Response, error) {
	if req.GuildID == "" {
		// Nobody else can see a direct message with gobot, so a challenge
		// there could never be accepted, yet it would occupy the channel.
		return nil, Userf("A game needs two players who can both see the board: use `/play` in a server channel or thread. Here you can solve `/puzzle today` or `/review start` a game record.")
	}
	p, err := b.proposal(ctx, req)
	if err != nil {
		return nil, err
	}
	var opp User
	if id, ok := req.Option("opponent"); ok && id != "" {
		opp = req.Users[id]
		opp.ID = id
		if opp.Name == "" {
			opp.Name = "player " + id
		}
		if id == req.User.ID {
			return nil, Userf("You cannot challenge yourself. Leave out `opponent` for an open challenge that anyone can accept.")
		}
		if req.Bots[id] {
			return nil, Userf("%s is a bot, and bots cannot click Accept or play moves here. Challenge a person, or leave out `opponent` for an open challenge that anyone can accept.", opp.Name)
		}
	}
	g := &GameRecord{
		ID:         b.newID(),
		GuildID:    req.GuildID,
		ChannelID:  req.ChannelID,
		Status:     StatusChallenge,
		Challenger: req.User,
		Challenged: opp,
		Proposal:   p,
		CreatedAt:  b.clock.Now(),
	}
	g.UpdatedAt = g.CreatedAt
	if err := b.create(ctx, g); err != nil {
		return nil, err
	}
	return challengeView(g), nil
}

// create stores g, a new challenge or review, as its channel's active
// game, with the interaction being handled; a channel that has one
// already is a user mistake.
func (b *Bot) create(ctx context.Context, g *GameRecord) error {
	unlock := b.locks.lock(g.ChannelID)
	defer unlock()
	if cur, err := b.stores.Games.ActiveGame(ctx, g.ChannelID); err == nil || errors.Is(err, ErrCorrupt) {
		return busyError(cur)
	} else if !errors.Is(err, ErrNotFound) {
		return fmt.Errorf("checking channel %s: %w", g.ChannelID, err)
	}
	stamp(ctx, g)
	if err := b.stores.Games.CreateGame(ctx, g); err != nil {
		if errors.Is(err, ErrChannelBusy) {
			return busyError(nil)
		}
		if errors.Is(err, ErrAlreadyHandled) {
			return errHandled(err)
		}
		return fmt.Errorf("creating game %s: %w", g.ID, err)
	}
	recorded(ctx, g)
	return nil
}

func busyError(cur *GameRecord) error {
	what := "a game"
	if cur != nil {
		switch cur.Status {
		case StatusChallenge:
			what = "an open challenge"
		case StatusScoring:
			what = "a game being scored"
		case StatusPlaying:
			what = "a game in progress"
		case StatusReview:
			what = "a game review (`/review end` ends it)"
		}
	}
	return &UserError{Message: fmt.Sprintf("This channel already has %s; only one game can run per channel. Finish it first, or start a thread and play there.", what), Err: ErrChannelBusy}
}

// challengeView is the challenge message with its Accept and Decline buttons.
func challengeView(g *GameRecord) *Response {
	p := g.Proposal
	colour := "colours are chosen at random"
	switch p.Color {
	case core.Black:
		colour = g.Challenger.Name + " plays Black"
	case core.White:
		colour = g.Challenger.Name + " plays White"
	}
	settings := fmt.Sprintf("%d×%d, %s rules, komi %s", p.Size, p.Size, p.Rules, fmtNum(p.Komi))
	if p.Handicap > 0 {
		settings += fmt.Sprintf(", %d handicap stones", p.Handicap)
	}
	var text string
	var mentions []string
	if g.Challenged.ID != "" {
		text = fmt.Sprintf("%s challenges %s to a game of Go: %s; %s.\n%s, do you accept?", g.Challenger.Mention(), g.Challenged.Mention(), settings, colour, g.Challenged.Mention())
		mentions = []string{g.Challenged.ID}
	} else {
		text = fmt.Sprintf("%s is looking for an opponent: %s; %s.\nAnyone can accept.", g.Challenger.Mention(), settings, colour)
	}
	return &Response{
		Content: text,
		Components: []discordgo.MessageComponent{row(
			button("Accept", "accept", g.ID, discordgo.SuccessButton),
			button("Decline", "decline", g.ID, discordgo.DangerButton),
		)},
		Mentions: mentions,
	}
}

// challengeFor checks that g is the challenge the button was on.
func challengeFor(g *GameRecord, gameID string) error {
	if g.ID != gameID || g.Status != StatusChallenge {
		return Userf("This challenge is no longer open.")
	}
	return nil
}

func acceptChallenge(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	g, err := b.mutate(ctx, req.ChannelID, func(g *GameRecord) error {
		if err := challengeFor(g, gameID); err != nil {
			return err
		}
		switch {
		case req.User.ID == g.Challenger.ID:
			return Userf("You cannot accept your own challenge; wait for an opponent, or Decline to withdraw it.")
		case g.Challenged.ID != "" && req.User.ID != g.Challenged.ID:
			return Userf("This challenge is for %s; only they can accept it.", g.Challenged.Name)
		}
		g.Challenged = req.User
		challengerBlack := g.Proposal.Color == core.Black || (g.Proposal.Color == core.Empty && b.coin())
		if challengerBlack {
			g.Black, g.White = g.Challenger, req.User
		} else {
			g.Black, g.White = req.User, g.Challenger
		}
		cg, err := newCoreGame(g.Proposal)
		if err != nil {
			return fmt.Errorf("starting accepted game %s: %w", g.ID, err)
		}
		cg.SetPlayerName(core.Black, g.Black.Name)
		cg.SetPlayerName(core.White, g.White.Name)
		// The record says where and when it was played, as servers' do.
		cg.Root().SetProp("DT", b.clock.Now().UTC().Format(time.DateOnly))
		cg.Root().SetProp("PC", "Discord (gobot)")
		g.Game = cg
		g.Status = StatusPlaying
		return nil
	})
	if err != nil {
		return nil, err
	}
	r, err := b.playView(g, fmt.Sprintf("%s accepted. %s — %s.", req.User.Mention(), players(g), gameLine(g.Game)))
	if err != nil {
		return nil, err
	}
	r.Update = true
	r.Mentions = appendUnique(r.Mentions, g.Challenger.ID)
	return r, nil
}

func declineChallenge(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	var withdrawn bool
	_, err := b.mutate(ctx, req.ChannelID, func(g *GameRecord) error {
		if err := challengeFor(g, gameID); err != nil {
			return err
		}
		switch {
		case req.User.ID == g.Challenger.ID:
			withdrawn = true
		case g.Challenged.ID == "":
			return Userf("Anyone may accept an open challenge, but only %s can withdraw it.", g.Challenger.Name)
		case req.User.ID != g.Challenged.ID:
			return Userf("This challenge is for %s; only they can decline it.", g.Challenged.Name)
		}
		g.Status = StatusDeclined
		return nil
	})
	if err != nil {
		return nil, err
	}
	text := req.User.Mention() + " declined the challenge."
	if withdrawn {
		text = req.User.Mention() + " withdrew the challenge."
	}
	return &Response{Content: text, Update: true, Components: []discordgo.MessageComponent{}}, nil
}

func appendUnique(ids []string, id string) []string {
	for _, x := range ids {
		if x == id {
			return ids
		}
	}
	return append(ids, id)
}
