package commands

import (
	"context"
	"errors"
	"fmt"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
)

func playCommand() *slashCommand {
	minSize, maxSize := minMax(5, 25)
	minHandicap, maxHandicap := minMax(0, 9)
	minKomi, maxKomi := minMax(-100, 100)
	minLevel, maxLevel := minMax(match.MinEngineLevel, match.MaxEngineLevel)
	var rules []*discordgo.ApplicationCommandOptionChoice
	for _, r := range core.RulePresets {
		rules = append(rules, &discordgo.ApplicationCommandOptionChoice{Name: r.Name, Value: r.Name})
	}
	return &slashCommand{
		Def: &discordgo.ApplicationCommand{
			Name:        "play",
			Description: "Challenge someone (or anyone) to a game of Go in this channel",
			Options: []*discordgo.ApplicationCommandOption{
				{Type: discordgo.ApplicationCommandOptionUser, Name: "opponent", Description: "Who to challenge (leave out for an open challenge anyone can accept)"},
				{Type: discordgo.ApplicationCommandOptionInteger, Name: "size", Description: "Board size: 9, 13, 19, or any from 5 to 25 (default 19)", MinValue: minSize, MaxValue: maxSize},
				{Type: discordgo.ApplicationCommandOptionNumber, Name: "komi", Description: "Points White gets for moving second (default: the rules' komi)", MinValue: minKomi, MaxValue: maxKomi},
				{Type: discordgo.ApplicationCommandOptionInteger, Name: "handicap", Description: "Black's handicap stones, 2 to 9 (default none)", MinValue: minHandicap, MaxValue: maxHandicap},
				{Type: discordgo.ApplicationCommandOptionString, Name: "rules", Description: "Rule set (default japanese)", Choices: rules},
				{Type: discordgo.ApplicationCommandOptionString, Name: "color", Description: "Your colour (default random; Black with a handicap)", Choices: []*discordgo.ApplicationCommandOptionChoice{
					{Name: "black", Value: "black"}, {Name: "white", Value: "white"}, {Name: "random", Value: "random"},
				}},
				{Type: discordgo.ApplicationCommandOptionString, Name: "time", Description: "Clock: time per move (10m, 1h, 1d, 3d) or main time + increment (20m+30s); default: the server's"},
				{Type: discordgo.ApplicationCommandOptionBoolean, Name: "engine", Description: "Play against the Go engine (GNU Go) instead of a person"},
				{Type: discordgo.ApplicationCommandOptionInteger, Name: "level", Description: "The engine's strength, 1 (weakest) to 10 (strongest); default 5", MinValue: minLevel, MaxValue: maxLevel},
			},
		},
		Run:    runPlay,
		Writes: always,
	}
}

// proposal reads /play's options over the guild's defaults, the clock and
// the challenge's expiry included.
func (b *Bot) proposal(ctx context.Context, req *Request) (match.Proposal, error) {
	set, err := b.stores.Guilds.Settings(ctx, req.GuildID)
	if err != nil {
		return match.Proposal{}, fmt.Errorf("loading guild settings: %w", err)
	}
	p := match.Proposal{Size: set.DefaultSize(), Rules: set.DefaultRules()}
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
	p.Komi = set.DefaultKomi(rules, p.Handicap)
	if v, ok := req.Option("komi"); ok {
		if p.Komi, err = parseKomi(v); err != nil {
			return p, err
		}
	}
	if v, ok := req.Option("color"); ok {
		if p.Color, err = parseColor(v); err != nil {
			return p, err
		}
		if p.Handicap > 0 && p.Color == core.Empty {
			return p, userf("%s", randomHandicap)
		}
	} else if p.Handicap > 0 {
		// The handicap is for the weaker player, who challenges.
		p.Color = core.Black
	}
	p.Clock, p.Expiry = set.DefaultClock(), set.DefaultChallengeExpiry()
	if v, ok := req.Option("time"); ok {
		if p.Clock, err = parseClock("time", v); err != nil {
			return p, err
		}
		if p.Clock.IsZero() {
			// No clock: the server's limit per move, so that the game
			// cannot block the channel for ever.
			p.Clock = match.TimeControl{PerMove: set.DefaultMoveLimit()}
		}
	}
	return p, nil
}

// randomHandicap refuses a handicap game with its colours left to chance.
const randomHandicap = "A handicap game's colours are not drawn at random: the handicap stones are for the weaker player. Use `color:black` to take Black and the stones, or `color:white` to give them to your opponent."

func runPlay(ctx context.Context, b *Bot, req *Request) (*Response, error) {
	if b.wantsEngine(req) {
		return b.playEngine(ctx, req)
	}
	if _, ok := req.Option("level"); ok {
		return nil, userf("`level:` is the engine's strength: add `engine:true` to play against the engine.")
	}
	p, err := b.proposal(ctx, req)
	if err != nil {
		return nil, err
	}
	var opp match.Opponent
	if id, ok := req.Option("opponent"); ok && id != "" {
		opp.User = req.Users[id]
		opp.ID, opp.Bot = id, req.Bots[id]
		if opp.Name == "" {
			opp.Name = "player " + id
		}
	}
	g, err := b.games.Challenge(ctx, actor(req), opp, p)
	if err != nil {
		return nil, explain(err, func(r *match.RuleError) string {
			switch {
			case errors.Is(r, match.ErrNoGuild):
				// Nobody else can see a direct message with gobot, so a
				// challenge there could never be accepted.
				return "A game needs two players who can both see the board: use `/play` in a server channel or thread. Here you can solve `/puzzle today` or `/review start` a game record."
			case errors.Is(r, match.ErrBadProposal):
				return fmt.Sprintf("Those settings do not make a game: %s.", detail(r.Cause, errors.Unwrap(r.Cause)))
			case errors.Is(r, match.ErrRandomHandicap):
				return randomHandicap
			case errors.Is(r, match.ErrBadClock):
				return fmt.Sprintf("That clock is not one gobot keeps: %s.", clockError(r.Cause))
			case errors.Is(r, match.ErrSelfChallenge):
				return "You cannot challenge yourself. Leave out `opponent` for an open challenge that anyone can accept."
			case errors.Is(r, match.ErrBotOpponent):
				return fmt.Sprintf("%s is a bot, and bots cannot click Accept or play moves here. Challenge a person, leave out `opponent` for an open challenge that anyone can accept, or play gobot's engine with `/play engine:true`.", opp.Name)
			}
			return ""
		})
	}
	return challengeView(g), nil
}

// challengeView is the challenge message with its Accept and Decline buttons.
func challengeView(g *match.GameRecord) *Response {
	p := g.Proposal
	colour := "colours are chosen at random"
	switch {
	case p.Color == core.Black && p.Handicap > 0:
		colour = g.Challenger.Name + " takes Black and the handicap stones"
	case p.Color == core.Black:
		colour = g.Challenger.Name + " plays Black"
	case p.Color == core.White:
		colour = g.Challenger.Name + " plays White"
	}
	settings := fmt.Sprintf("%d×%d, %s rules, komi %s", p.Size, p.Size, p.Rules, fmtNum(p.Komi))
	if p.Handicap > 0 {
		settings += fmt.Sprintf(", %d handicap stones", p.Handicap)
	}
	clock := ""
	if !p.Clock.IsZero() {
		clock = " Clock: " + clockWords(p.Clock) + "."
	}
	var text string
	var mentions []string
	if g.Challenged.ID != "" {
		text = fmt.Sprintf("%s challenges %s to a game of Go: %s; %s.%s\n%s, do you accept?", mention(g.Challenger), mention(g.Challenged), settings, colour, clock, mention(g.Challenged))
		mentions = []string{g.Challenged.ID}
	} else {
		text = fmt.Sprintf("%s is looking for an opponent: %s; %s.%s\nAnyone can accept.", mention(g.Challenger), settings, colour, clock)
	}
	if end, ok := g.TurnEnd(); ok {
		text += fmt.Sprintf(" The challenge is open until %s.", when(end))
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

// challengeText words the refusals of an answer to a challenge.
func challengeText(r *match.RuleError, verb string) string {
	g := r.Game
	switch {
	case errors.Is(r, match.ErrChallengeClosed):
		return "This challenge is no longer open."
	case errors.Is(r, match.ErrOwnChallenge):
		return "You cannot accept your own challenge; wait for an opponent, or Decline to withdraw it."
	case errors.Is(r, match.ErrNotAddressed):
		return fmt.Sprintf("This challenge is for %s; only they can %s it.", g.Challenged.Name, verb)
	case errors.Is(r, match.ErrOpenChallenge):
		return fmt.Sprintf("Anyone may accept an open challenge, but only %s can withdraw it.", g.Challenger.Name)
	}
	return ""
}

func acceptChallenge(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	g, err := b.games.Accept(ctx, actor(req), gameID)
	if err != nil {
		return nil, explain(err, func(r *match.RuleError) string { return challengeText(r, "accept") })
	}
	r, err := b.playView(ctx, g, fmt.Sprintf("%s accepted. %s — %s.", mention(req.User), players(g), gameLine(g.Game)))
	if err != nil {
		return nil, err
	}
	r.Update = true
	r.Mentions = appendUnique(r.Mentions, g.Challenger.ID)
	return r, nil
}

func declineChallenge(ctx context.Context, b *Bot, req *Request, gameID string) (*Response, error) {
	d, err := b.games.Decline(ctx, actor(req), gameID)
	if err != nil {
		return nil, explain(err, func(r *match.RuleError) string { return challengeText(r, "decline") })
	}
	text := mention(req.User) + " declined the challenge."
	if d.Withdrawn {
		text = mention(req.User) + " withdrew the challenge."
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
