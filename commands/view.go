package commands

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/analysis"
	"github.com/gobot-baduk/gobot/core/sgf"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/render"
)

// colorName returns "Black" or "White".
func colorName(c core.Color) string {
	switch c {
	case core.Black:
		return "Black"
	case core.White:
		return "White"
	}
	return "Nobody"
}

// png renders g's position with the view and returns it as a file, in the
// look of the view's Viewer, or of g's players when it has none.
func (b *Bot) png(ctx context.Context, g *match.GameRecord, v View, name string) (File, error) {
	if v.Black == "" && v.White == "" {
		v.Black, v.White = g.Black.Name, g.White.Name
	}
	if v.Viewer != "" {
		v.Look = b.lookFor(ctx, v.Viewer)
	} else {
		v.Look = b.gameLook(ctx, g)
	}
	if g.Status == match.StatusPlaying || g.Status == match.StatusScoring {
		now := b.clock.Now()
		if left, ok := g.TimeLeft(core.Black, now); ok {
			v.BlackClock = clockText(left)
		}
		if left, ok := g.TimeLeft(core.White, now); ok {
			v.WhiteClock = clockText(left)
		}
	}
	var buf bytes.Buffer
	if err := b.render.RenderBoard(&buf, g.Game, v); err != nil {
		return File{}, fmt.Errorf("rendering game %s: %w", g.ID, err)
	}
	alt := fmt.Sprintf("%d×%d Go board after move %d", g.Game.Size(), g.Game.Size(), g.Game.MoveNumber())
	return File{Name: name, ContentType: "image/png", Description: alt, Data: buf.Bytes()}, nil
}

// sgfFile returns the game record as an SGF attachment.
func (b *Bot) sgfFile(g *match.GameRecord) (File, error) {
	var buf bytes.Buffer
	if err := sgf.WriteGame(&buf, g.Game); err != nil {
		return File{}, fmt.Errorf("writing SGF of game %s: %w", g.ID, err)
	}
	name := fmt.Sprintf("gobot-%s-%s.sgf", g.ID, matchupSlug(g.Black.Name, g.White.Name))
	return File{Name: name, ContentType: "application/x-go-sgf", Data: buf.Bytes()}, nil
}

// players describes who plays which colour.
func players(g *match.GameRecord) string {
	return fmt.Sprintf("⚫ %s vs ⚪ %s", mention(g.Black), mention(g.White))
}

// gameLine describes the settings: "9×9, japanese rules, komi 6.5".
func gameLine(g *core.Game) string {
	s := fmt.Sprintf("%d×%d, %s rules, komi %s", g.Size(), g.Size(), g.Rules().Name, fmtNum(g.Komi()))
	if g.Handicap() > 0 {
		s += fmt.Sprintf(", %d handicap stones", g.Handicap())
	}
	return s
}

func fmtNum(f float64) string { return strings.TrimSuffix(fmt.Sprintf("%.1f", f), ".0") }

// boardButtons are the buttons under a board in play.
func boardButtons(g *match.GameRecord) []discordgo.MessageComponent {
	if g.EngineToMove() {
		// The engine failed to move: ask it again (engine_play.go).
		return []discordgo.MessageComponent{row(
			engineButton(g),
			button("Resign", "resign", g.ID, discordgo.DangerButton),
			button("Analyze", "analyze", g.ID, discordgo.SecondaryButton),
		)}
	}
	return []discordgo.MessageComponent{row(
		stampedButton("Pass", "pass", g, discordgo.SecondaryButton),
		button("Resign", "resign", g.ID, discordgo.DangerButton),
		button("Undo request", "undo", g.ID, discordgo.SecondaryButton),
		button("Analyze", "analyze", g.ID, discordgo.PrimaryButton),
	)}
}

// playView answers with the board of a game in play: the headline, whose
// turn it is (mentioning them, with a ping unless they asked for quiet
// turns), the image and the board buttons.
func (b *Bot) playView(ctx context.Context, g *match.GameRecord, headline string) (*Response, error) {
	f, err := b.png(ctx, g, View{}, "board.png")
	if err != nil {
		return nil, err
	}
	c := g.Game.ToMove()
	p := g.Player(c)
	text := fmt.Sprintf("%s\n%s, your move as **%s** (move %d). Play with `/move point:`.%s", headline, mention(p), colorName(c), g.Game.MoveNumber()+1, b.turnClock(g))
	return &Response{Content: text, Files: []File{f}, Components: boardButtons(g), Mentions: b.turnMentions(ctx, p)}, nil
}

// boardView is the board as /board shows it to anyone who asks: it names
// whose move it is without addressing them, and pings nobody.
func (b *Bot) boardView(ctx context.Context, g *match.GameRecord) (*Response, error) {
	f, err := b.png(ctx, g, View{}, "board.png")
	if err != nil {
		return nil, err
	}
	c := g.Game.ToMove()
	text := fmt.Sprintf("%s — %s.\n**%s** (%s) to play, move %d.%s", players(g), gameLine(g.Game), colorName(c), mention(g.Player(c)), g.Game.MoveNumber()+1, b.turnClock(g))
	return &Response{Content: text, Files: []File{f}, Components: boardButtons(g)}, nil
}

// countText describes a count: "Black 37 (36 territory + 1 capture) –
// White 33.5 (27 territory + 6.5 komi)".
func countText(s analysis.Score) string {
	var parts [3]string
	for _, c := range []core.Color{core.Black, core.White} {
		if s.Scoring == core.AreaScoring {
			parts[c] = fmt.Sprintf("%d stone%s + %d territory", s.Stones[c], plural(s.Stones[c]), s.Territory[c])
		} else {
			parts[c] = fmt.Sprintf("%d territory + %d capture%s", s.Territory[c], s.Captures[c], plural(s.Captures[c]))
		}
		// An estimate's expectation on the points still open.
		switch o := s.Open[c]; {
		case o > 0:
			parts[c] += " + " + fmtNum(o) + " open"
		case o < 0:
			parts[c] += " − " + fmtNum(-o) + " open"
		}
		// The opening's pull towards an even game.
		switch e := s.Early[c]; {
		case e > 0:
			parts[c] += " + " + fmtNum(e) + " opening"
		case e < 0:
			parts[c] += " − " + fmtNum(-e) + " opening"
		}
	}
	extra := ""
	if s.Komi != 0 {
		extra += " + " + fmtNum(s.Komi) + " komi"
	}
	if s.Bonus != 0 {
		extra += " + " + fmtNum(s.Bonus) + " handicap compensation"
	}
	return fmt.Sprintf("Black %s (%s) – White %s (%s%s)", fmtNum(s.Black), parts[core.Black], fmtNum(s.White), parts[core.White], extra)
}

// estimateText describes the score estimate of a game in progress, which
// is no result: "White leads by 17 ± 12 (estimate): Black … – White …",
// with the estimate's range while the position is open (Score.Estimate)
// and the margin to the whole point then.
func estimateText(s analysis.Score) string {
	m := s.Margin()
	rng := ""
	if s.Range > 0 {
		m = math.Round(m)
		rng = " ± " + fmtNum(s.Range)
	}
	lead := "The position is even" + rng
	if m != 0 {
		w := core.Black
		if m < 0 {
			w, m = core.White, -m
		}
		lead = fmt.Sprintf("%s leads by %s%s", colorName(w), fmtNum(m), rng)
	}
	note := ""
	if s.Early[core.Black] != 0 || s.Early[core.White] != 0 {
		note = " In the opening the estimate is drawn towards an even game."
	}
	return fmt.Sprintf("%s (estimate): %s.%s", lead, countText(s), note)
}

// scoringView answers with the board being scored: dead stones crossed,
// territory shaded (or the overlays o, when /board asks for others), the
// count, and the Accept and Resume buttons. raw is as for match.GameRecord.ScoringAnalysis.
func (b *Bot) scoringView(ctx context.Context, g *match.GameRecord, headline string, o render.Overlay, raw *analysis.Analysis) (*Response, error) {
	a := g.ScoringAnalysis(raw)
	if o == 0 {
		o = render.OverlayStatus | render.OverlayTerritory
	}
	f, err := b.png(ctx, g, View{Overlays: o, Analysis: a, Phase: render.PhaseScoring}, "score.png")
	if err != nil {
		return nil, err
	}
	var acc []string
	for _, c := range []core.Color{core.Black, core.White} {
		mark := "not yet"
		if (c == core.Black && g.BlackAccepts) || (c == core.White && g.WhiteAccepts) {
			mark = "accepted ✅"
		}
		acc = append(acc, fmt.Sprintf("%s %s: %s", colorName(c), mention(g.Player(c)), mark))
	}
	s := a.Score()
	r := s.Result()
	marked, how := deadText(a.Dead().Count()), "Toggle a group with `/score toggle point:`; when both players accept, the result is recorded."
	if g.CountsEveryStone() {
		marked = "Tromp-Taylor rules count every stone on the board as it stands."
		how = "To capture dead stones first, click Resume play; when both players accept, the result is recorded."
	}
	text := fmt.Sprintf("%s\n**Scoring.** %s Count: %s. If both players accept, %s.%s\n%s\n%s",
		headline, marked, countText(s), r.Describe(), b.countClock(g), how, strings.Join(acc, " · "))
	var mentions []string
	for _, c := range []core.Color{core.Black, core.White} {
		if !((c == core.Black && g.BlackAccepts) || (c == core.White && g.WhiteAccepts)) {
			mentions = append(mentions, g.Player(c).ID)
		}
	}
	return &Response{
		Content: text,
		Files:   []File{f},
		Components: []discordgo.MessageComponent{row(
			stampedButton("Accept score", "score-accept", g, discordgo.SuccessButton),
			button("Resume play", "score-resume", g.ID, discordgo.SecondaryButton),
		)},
		Mentions: mentions,
	}, nil
}

// deadText says how many stones are marked dead on the scoring image.
func deadText(n int) string {
	switch n {
	case 0:
		return "No stones are marked dead."
	case 1:
		return "1 dead stone is crossed out."
	}
	return fmt.Sprintf("%d dead stones are crossed out.", n)
}

// finishedView answers with the final board, the result and the SGF. raw
// is as for match.GameRecord.ScoringAnalysis.
func (b *Bot) finishedView(ctx context.Context, g *match.GameRecord, headline string, raw *analysis.Analysis) (*Response, error) {
	v := View{}
	if g.Game.Result().Reason == core.ByScore {
		v = View{Overlays: render.OverlayStatus | render.OverlayTerritory, Analysis: g.ScoringAnalysis(raw), Phase: render.PhaseFinal}
	}
	f, err := b.png(ctx, g, v, "final.png")
	if err != nil {
		return nil, err
	}
	s, err := b.sgfFile(g)
	if err != nil {
		return nil, err
	}
	r := g.Game.Result()
	text := fmt.Sprintf("%s\n**Game over: %s** (%s). %s\nThe game record is attached.", headline, r.Describe(), r.String(), players(g))
	return &Response{Content: text, Files: []File{f, s}}, nil
}

// viewFor answers with whatever view fits the game's status. raw, when not
// nil, is the analysis of the position, which a scoring or final view
// then need not make again.
func (b *Bot) viewFor(ctx context.Context, g *match.GameRecord, headline string, raw *analysis.Analysis) (*Response, error) {
	switch g.Status {
	case match.StatusPlaying:
		return b.playView(ctx, g, headline)
	case match.StatusScoring:
		return b.scoringView(ctx, g, headline, 0, raw)
	case match.StatusFinished:
		if g.Game == nil {
			return &Response{Content: headline}, nil
		}
		return b.finishedView(ctx, g, headline, raw)
	}
	return &Response{Content: headline}, nil
}
