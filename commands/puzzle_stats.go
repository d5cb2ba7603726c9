package commands

import (
	"context"
	"fmt"
	"math"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/practice"
	"github.com/gobot-baduk/gobot/puzzles"
)

// Stats, leaderboards and resets: each server's own (package practice
// keeps them per server), so nothing about a user in one server shows in
// another.

// needPractice refuses a command that needs the community's records when
// the Bot keeps none, or outside a server.
func (b *Bot) needPractice(req *Request, what string) error {
	if b.practice == nil {
		return userf("gobot keeps no puzzle records here, so there are no %s.", what)
	}
	if req.GuildID == "" {
		return userf("Puzzle %s belong to a server: use this command in one.", what)
	}
	return nil
}

// puzzleStats shows a user's standing in the server: the asker's, or the
// user option's. From the My stats button it is the clicker's, shown
// only to them.
func (b *Bot) puzzleStats(ctx context.Context, req *Request, button bool) (*Response, error) {
	if err := b.needPractice(req, "stats"); err != nil {
		return nil, err
	}
	u := req.User
	if id, ok := req.Option("user"); ok && id != "" {
		u = req.Users[id]
		if u.ID == "" {
			u = User{ID: id}
		}
		if req.Bots[id] {
			return nil, userf("Bots do not solve puzzles here.")
		}
	}
	st, err := b.practice.Stats(ctx, req.GuildID, u.ID)
	if err != nil {
		return nil, err
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "**%s's puzzles in this server**\n", mention(u))
	if st.Version == 0 && len(st.Recent) == 0 {
		fmt.Fprintf(&sb, "No puzzle answered here yet. Today's: `/puzzle today`; one near your level: `/puzzle next`.")
		return &Response{Content: sb.String(), Ephemeral: button}, nil
	}
	fmt.Fprintf(&sb, "Solved: **%d** (%d clean) · 🔥 Streak: **%d** day%s (best %d) · Rating: **%s**\n",
		st.Solved, st.Clean, st.Current, plural(st.Current), st.Best, ratingText(st.Player))
	if len(st.Recent) > 0 {
		sb.WriteString("Recent:\n")
	}
	for _, a := range st.Recent {
		name := "`" + a.PuzzleID + "`"
		p, err := b.puzzleByID(ctx, req.GuildID, a.PuzzleID)
		if err != nil {
			return nil, err
		}
		if p != nil {
			name = fmt.Sprintf("%s (`%s`, level %d)", p.Title(), p.ID(), p.Difficulty())
		}
		day := ""
		if !a.Day.IsZero() {
			day = "the daily of " + a.Day.String() + ", "
		}
		fmt.Fprintf(&sb, "• %s %s: %s%s\n", creditMark(a), name, day, creditWords(a))
	}
	return &Response{Content: strings.TrimSpace(sb.String()), Ephemeral: button}, nil
}

// ratingText writes a rating: "1623 ±71", provisional ones with a "?".
func ratingText(p *practice.Player) string {
	if p.Games == 0 {
		return "unrated"
	}
	s := fmt.Sprintf("%.0f ±%.0f", p.Rating.Rating, math.Round(p.Rating.Deviation))
	if p.Provisional() {
		s += " (provisional)"
	}
	return s
}

// creditMark is an attempt's mark in a list.
func creditMark(a *practice.Attempt) string {
	switch {
	case a.Credit == practice.Clean:
		return "✅"
	case a.Credit.Counts():
		return "☑️"
	case a.Solved():
		return "👁️"
	}
	return "❌"
}

// puzzleStatsButton is My stats under a puzzle.
func puzzleStatsButton(ctx context.Context, b *Bot, req *Request, _ string) (*Response, error) {
	return b.puzzleStats(ctx, req, true)
}

// parseOrder reads a leaderboard's order.
func parseOrder(s string) (practice.Order, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "streak", "streaks":
		return practice.ByStreak, nil
	case "solved", "solves":
		return practice.BySolved, nil
	case "rating", "ratings":
		return practice.ByRating, nil
	}
	return 0, userf("Rank by `streak`, `solved` or `rating`, not %q.", clip(s))
}

func (b *Bot) puzzleLeaderboard(ctx context.Context, req *Request) (*Response, error) {
	if err := b.needPractice(req, "leaderboards"); err != nil {
		return nil, err
	}
	order, err := parseOrder(req.Options["by"])
	if err != nil {
		return nil, err
	}
	board, err := b.practice.Leaderboard(ctx, req.GuildID, req.User.ID, order)
	if err != nil {
		return nil, err
	}
	title := map[practice.Order]string{practice.ByStreak: "streaks", practice.BySolved: "puzzles solved", practice.ByRating: "ratings"}[order]
	var sb strings.Builder
	fmt.Fprintf(&sb, "**Puzzle leaderboard: %s** (this server's members)\n", title)
	if len(board.Top) == 0 {
		switch order {
		case practice.ByStreak:
			sb.WriteString("Nobody has a streak going. Solve the daily puzzle to start one.")
		case practice.BySolved:
			sb.WriteString("Nobody has solved a puzzle here yet.")
		default:
			sb.WriteString("Nobody has a rating here yet: a first attempt at a puzzle is a rated game.")
		}
		return &Response{Content: sb.String()}, nil
	}
	for _, st := range board.Top {
		fmt.Fprintf(&sb, "%d. %s %s\n", st.Rank, mention(User{ID: st.UserID}), standingText(order, st))
	}
	switch {
	case board.You == nil:
		fmt.Fprintf(&sb, "You are not on this board yet.")
	case !onBoard(board):
		fmt.Fprintf(&sb, "You: %s, %s", ordinal(board.You.Rank), standingText(order, *board.You))
	}
	// Mentions name people without pinging them (Mentions is empty).
	return &Response{Content: strings.TrimSpace(sb.String())}, nil
}

// onBoard reports whether the asking user is among the listed.
func onBoard(b *practice.Board) bool {
	for _, st := range b.Top {
		if b.You != nil && st.UserID == b.You.UserID {
			return true
		}
	}
	return false
}

// standingText says a player's figure for order.
func standingText(order practice.Order, st practice.Standing) string {
	switch order {
	case practice.ByStreak:
		return fmt.Sprintf("🔥 %d day%s (best %d)", st.Streak, plural(st.Streak), st.Best)
	case practice.BySolved:
		return fmt.Sprintf("%d solved (%d clean)", st.Solved, st.Clean)
	}
	return ratingText(st.Player)
}

// ordinal writes 1st, 2nd, 3rd, 4th, 11th, 21st...
func ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return fmt.Sprintf("%d%s", n, suffix)
}

// puzzleReset asks to confirm deleting a user's stats in the server:
// one's own, or, for a server manager, anyone's (a member who left, or
// cheated).
func (b *Bot) puzzleReset(ctx context.Context, req *Request) (*Response, error) {
	if err := b.needPractice(req, "stats"); err != nil {
		return nil, err
	}
	target := req.User
	if id, ok := req.Option("user"); ok && id != "" && id != req.User.ID {
		if !req.Admin {
			return nil, userf("Only server managers can reset someone else's puzzle stats; `/puzzle reset` alone resets yours.")
		}
		target = req.Users[id]
		if target.ID == "" {
			target = User{ID: id}
		}
	}
	whose := "your"
	if target.ID != req.User.ID {
		whose = mention(target) + "'s"
	}
	return &Response{
		Content: fmt.Sprintf("This deletes %s puzzle stats in this server: every attempt, solved puzzle, streak and rating. It cannot be undone. Other servers are not affected.", whose),
		Components: []discordgo.MessageComponent{row(
			button("Delete the stats", "puzzle-reset", target.ID, discordgo.DangerButton),
			button("Keep them", "puzzle-keep", target.ID, discordgo.SecondaryButton),
		)},
		Ephemeral: true,
	}, nil
}

// puzzleResetButton deletes the stats the confirmation names, if the
// clicker may.
func puzzleResetButton(ctx context.Context, b *Bot, req *Request, userID string) (*Response, error) {
	if err := b.needPractice(req, "stats"); err != nil {
		return nil, err
	}
	if userID == "" || userID != req.User.ID && !req.Admin {
		return nil, userf("Only the user themselves or a server manager can reset these puzzle stats.")
	}
	if err := b.practice.Reset(ctx, req.GuildID, userID); err != nil {
		return nil, err
	}
	b.logger.InfoContext(ctx, "puzzle stats reset", "guild", req.GuildID, "user", userID, "by", req.User.ID)
	whose := "Your"
	if userID != req.User.ID {
		whose = mention(User{ID: userID}) + "'s"
	}
	return &Response{Content: whose + " puzzle stats in this server are deleted.", Ephemeral: true}, nil
}

// puzzleKeepButton cancels a reset.
func puzzleKeepButton(ctx context.Context, b *Bot, req *Request, _ string) (*Response, error) {
	return &Response{Content: "Nothing was deleted.", Ephemeral: true}, nil
}

// puzzleLevel is a puzzle's level for lists, or "" when gobot does not
// know the puzzle.
func puzzleLevel(p *puzzles.Puzzle) string {
	if p != nil {
		return fmt.Sprintf("%s %s", p.Title(), stars(p.Difficulty()))
	}
	return "a puzzle gobot no longer has"
}
