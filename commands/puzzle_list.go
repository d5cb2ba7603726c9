package commands

import (
	"context"
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/practice"
	"github.com/gobot-baduk/gobot/puzzles"
)

// Finding puzzles: the server's earlier dailies (/puzzle list), the id
// option's suggestions, and a practice puzzle near the user's rating
// (/puzzle next).

// listPage is how many daily posts /puzzle list shows at once.
const listPage = 10

func (b *Bot) puzzleList(ctx context.Context, req *Request) (*Response, error) {
	if err := b.needPractice(req, "daily posts"); err != nil {
		return nil, err
	}
	before := practice.NoDay
	if v := strings.TrimSpace(req.Options["before"]); v != "" {
		d, err := practice.ParseDay(v)
		if err != nil {
			return nil, userWrap(err, "Give the day as YYYY-MM-DD, like 2026-03-08, not %q.", clip(v))
		}
		before = d
	}
	ds, err := b.practice.Dailies(ctx, req.GuildID, before, listPage+1)
	if err != nil {
		return nil, err
	}
	if len(ds) == 0 {
		if !before.IsZero() {
			return nil, userf("No daily puzzle was posted here before %s.", before)
		}
		return nil, userf("gobot has not posted a daily puzzle in this server yet (`/settings daily` turns it on). Any puzzle can be found by its id: the `id` option of `/puzzle today` searches as you type.")
	}
	more := len(ds) > listPage
	if more {
		ds = ds[:listPage]
	}
	var sb strings.Builder
	sb.WriteString("**This server's daily puzzles**, newest first:\n")
	for _, d := range ds {
		a, err := b.practice.Attempt(ctx, who(req), practice.Puzzle{ID: d.PuzzleID})
		if err != nil {
			return nil, err
		}
		mine := "not tried"
		if a.Version > 0 {
			mine = creditMark(a) + " " + creditWords(a)
		}
		p, err := b.puzzleByID(ctx, req.GuildID, d.PuzzleID)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&sb, "%s · %s · `%s` · %s\n", d.Day, puzzleLevel(p), d.PuzzleID, mine)
	}
	sb.WriteString("Open one with `/puzzle today id:…`; answers to an earlier day's puzzle count as practice.")
	if more {
		fmt.Fprintf(&sb, "\nOlder ones: `/puzzle list before:%s`.", ds[len(ds)-1].Day)
	}
	return &Response{Content: sb.String(), Ephemeral: true}, nil
}

// upcomingDays is how far ahead /puzzle next leaves the server's daily
// puzzles alone, so that practice does not spoil them.
const upcomingDays = 14

func (b *Bot) puzzleNext(ctx context.Context, req *Request) (*Response, error) {
	if b.practice == nil {
		return nil, userf("gobot keeps no puzzle records here, so it cannot tell which puzzles you have tried.")
	}
	c, err := b.collectionIn(ctx, req.GuildID)
	if err != nil {
		return nil, err
	}
	upcoming := b.upcoming(ctx, req.GuildID)
	var cands, all []practice.Puzzle
	for _, p := range c.All() {
		all = append(all, ref(p))
		if !upcoming[p.ID()] {
			cands = append(cands, ref(p))
		}
	}
	pz, ok, err := b.practice.Next(ctx, req.GuildID, req.User.ID, cands)
	if err == nil && !ok {
		// Every other puzzle is tried: an upcoming daily rather than none.
		pz, ok, err = b.practice.Next(ctx, req.GuildID, req.User.ID, all)
	}
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, userf("You have tried every one of gobot's %d puzzles in this server. 🎉 `/puzzle list` shows the days' puzzles to go back to.", len(all))
	}
	return b.puzzlePost(ctx, c.ByID(pz.ID), "Practice puzzle", req.User.ID, false)
}

// maxChoices is Discord's limit on autocomplete suggestions.
const maxChoices = 25

// puzzleAutocomplete suggests puzzle ids as the id option is typed: the
// server's daily puzzles first (newest first, by day), then any puzzle
// whose id or title holds what was typed.
func puzzleAutocomplete(ctx context.Context, b *Bot, req *Request) (*Response, error) {
	choices := []*discordgo.ApplicationCommandOptionChoice{}
	if req.Focused != "id" {
		return &Response{Choices: choices}, nil
	}
	c, err := b.collectionIn(ctx, req.GuildID)
	if err != nil {
		return nil, err
	}
	typed := strings.ToLower(strings.TrimSpace(req.Options["id"]))
	seen := map[string]bool{}
	add := func(p *puzzles.Puzzle, name string) {
		if len(choices) >= maxChoices || seen[p.ID()] {
			return
		}
		seen[p.ID()] = true
		if r := []rune(name); len(r) > 100 {
			name = string(r[:99]) + "…"
		}
		choices = append(choices, &discordgo.ApplicationCommandOptionChoice{Name: name, Value: p.ID()})
	}
	matches := func(p *puzzles.Puzzle, extra string) bool {
		return typed == "" || strings.Contains(p.ID(), typed) || strings.Contains(strings.ToLower(p.Title()), typed) || strings.Contains(extra, typed)
	}
	if b.practice != nil && req.GuildID != "" {
		ds, err := b.practice.Dailies(ctx, req.GuildID, practice.NoDay, 100)
		if err != nil {
			return nil, err
		}
		for _, d := range ds {
			if p := c.ByID(d.PuzzleID); p != nil && matches(p, d.Day.String()) {
				add(p, fmt.Sprintf("%s · %s (level %d) · %s", d.Day, p.Title(), p.Difficulty(), p.ID()))
			}
		}
	}
	for _, p := range c.All() {
		if matches(p, "") {
			add(p, fmt.Sprintf("%s (level %d) · %s", p.Title(), p.Difficulty(), p.ID()))
		}
	}
	return &Response{Choices: choices}, nil
}
