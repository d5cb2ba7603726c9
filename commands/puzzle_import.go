package commands

import (
	"context"
	"errors"
	"fmt"
	"path"
	"strings"
	"sync"
	"time"

	"github.com/gobot-baduk/gobot/practice"
	"github.com/gobot-baduk/gobot/puzzles"
)

// A server's own problems: /puzzle import (managers), /puzzle imported,
// /puzzle remove, and the lookups that let the other /puzzle commands and
// the daily post use them in that server only.

// parsedServer caches imported puzzles read from their SGF, by id: an
// id is a hash of the server and the problem, so it never changes
// meaning.
var parsedServer sync.Map // string -> *puzzles.Puzzle

// serverPuzzle reads a stored problem.
func serverPuzzle(sp *practice.ServerPuzzle) (*puzzles.Puzzle, error) {
	if p, ok := parsedServer.Load(sp.ID); ok {
		return p.(*puzzles.Puzzle), nil
	}
	p, err := puzzles.Parse(sp.ID, []byte(sp.SGF))
	if err != nil {
		return nil, fmt.Errorf("commands: the imported problem %s of guild %s does not read: %w", sp.ID, sp.GuildID, err)
	}
	parsedServer.Store(sp.ID, p)
	return p, nil
}

// serverPuzzles returns the server's imported puzzles, in import order.
func (b *Bot) serverPuzzles(ctx context.Context, guildID string) ([]*puzzles.Puzzle, error) {
	if b.practice == nil || guildID == "" {
		return nil, nil
	}
	sps, err := b.practice.ServerPuzzles(ctx, guildID)
	if err != nil {
		return nil, err
	}
	out := make([]*puzzles.Puzzle, 0, len(sps))
	for _, sp := range sps {
		p, err := serverPuzzle(sp)
		if err != nil {
			b.logger.ErrorContext(ctx, "skipping an unreadable imported problem", "guild", guildID, "puzzle", sp.ID, "error", err.Error())
			continue
		}
		out = append(out, p)
	}
	return out, nil
}

// puzzleByID returns the built-in puzzle or the server's own with the
// given id, or nil: another server's problem is not found here.
func (b *Bot) puzzleByID(ctx context.Context, guildID, id string) (*puzzles.Puzzle, error) {
	c, err := collection()
	if err != nil {
		return nil, err
	}
	if p := c.ByID(id); p != nil {
		return p, nil
	}
	if b.practice == nil || !practice.IsServerPuzzleID(id) {
		return nil, nil
	}
	sp, err := b.practice.ServerPuzzle(ctx, guildID, id)
	if err != nil || sp == nil {
		return nil, err
	}
	return serverPuzzle(sp)
}

// collectionIn returns the puzzles a server sees: the built-in ones and
// its own.
func (b *Bot) collectionIn(ctx context.Context, guildID string) (*puzzles.Collection, error) {
	c, err := collection()
	if err != nil {
		return nil, err
	}
	own, err := b.serverPuzzles(ctx, guildID)
	if err != nil || len(own) == 0 {
		return c, err
	}
	return puzzles.NewCollection(append(append([]*puzzles.Puzzle(nil), c.All()...), own...)...), nil
}

// dailyCollection returns what the server's daily puzzle is drawn from
// (/settings daily-source): the built-in puzzles, its own, or both. A
// server set to its own problems that has none falls back to the
// built-in ones.
func (b *Bot) dailyCollection(ctx context.Context, guildID string) (*puzzles.Collection, error) {
	c, err := collection()
	if err != nil {
		return nil, err
	}
	if b.practice == nil || guildID == "" {
		return c, nil
	}
	src, err := b.practice.DailySource(ctx, guildID)
	if err != nil {
		return nil, err
	}
	if src == practice.SourceBuiltin {
		return c, nil
	}
	own, err := b.serverPuzzles(ctx, guildID)
	if err != nil {
		return nil, err
	}
	switch {
	case len(own) == 0:
		return c, nil
	case src == practice.SourceServer:
		return puzzles.NewCollection(own...), nil
	}
	return puzzles.NewCollection(append(append([]*puzzles.Puzzle(nil), c.All()...), own...)...), nil
}

// importTime bounds the proofs of one import, so that the reply comes
// while Discord still takes it.
const importTime = 10 * time.Minute

// importProgressEvery is the least time between two progress reports.
const importProgressEvery = 2 * time.Second

// maxImportReply bounds the refusals an import's reply lists.
const maxImportReply = 8

func (b *Bot) puzzleImport(ctx context.Context, req *Request) (*Response, error) {
	if req.GuildID == "" {
		return nil, userf("Imported problems belong to a server: use `/puzzle import` in one.")
	}
	if !req.Admin {
		return nil, userf("Only members who may manage this server can import problems.")
	}
	if b.practice == nil {
		return nil, userf("gobot keeps no records here, so it cannot keep imported problems.")
	}
	id, _ := req.Option("file")
	a, ok := req.Attachments[id]
	if !ok || a.URL == "" {
		return nil, userf("Attach the problems as the `file` option: an .sgf file with one problem or a collection.")
	}
	limitKB := puzzles.MaxImportBytes / 1024
	if a.Size > puzzles.MaxImportBytes {
		return nil, userf("%s is %d KB; gobot imports problem files of up to %d KB. Split the collection into smaller files.", clip(a.Filename), (a.Size+1023)/1024, limitKB)
	}
	if ext := strings.ToLower(path.Ext(a.Filename)); ext != ".sgf" && ext != "" {
		return nil, userf("%s is not an SGF file: attach problems saved as .sgf.", clip(a.Filename))
	}
	if b.fetch == nil {
		return nil, errors.New("commands: no Fetcher to download attachments (WithFetcher)")
	}
	data, err := b.fetch.Fetch(ctx, a.URL, puzzles.MaxImportBytes)
	switch {
	case errors.Is(err, ErrNoFile):
		return nil, userWrap(err, "%s is not there to read: attach the file again.", clip(a.Filename))
	case errors.Is(err, ErrTooLarge):
		return nil, userWrap(err, "%s is larger than %d KB; gobot imports problem files of up to %d KB.", clip(a.Filename), limitKB, limitKB)
	case err != nil:
		return nil, fmt.Errorf("fetching %s: %w", a.Filename, err)
	}
	have, err := b.practice.ServerPuzzles(ctx, req.GuildID)
	if err != nil {
		return nil, err
	}
	if len(have) >= practice.MaxServerPuzzles {
		return nil, userf("This server keeps %d problems already, the most it may. `/puzzle remove id:` deletes one.", len(have))
	}
	name := strings.TrimSuffix(a.Filename, path.Ext(a.Filename))
	// Discord takes the edit of a deferred reply for 15 minutes.
	// Progress is shown at most every few seconds, within Discord's
	// limits on edits.
	report, last := progressOf(ctx), time.Time{}
	res, err := puzzles.Import(data, puzzles.ImportOptions{Name: name, Deadline: time.Now().Add(importTime), Progress: func(n, total int) {
		if now := time.Now(); now.Sub(last) >= importProgressEvery {
			last = now
			report(fmt.Sprintf("Proving problem %d of %d from %s…", n, total, a.Filename))
		}
	}})
	switch {
	case errors.Is(err, puzzles.ErrSGF):
		return nil, userWrap(err, "%s could not be read as SGF: %s.", clip(a.Filename), sgfProblem(err))
	case errors.Is(err, puzzles.ErrImport):
		return nil, userWrap(err, "%s cannot be imported: %s.", clip(a.Filename), strings.TrimPrefix(err.Error(), puzzles.ErrImport.Error()+": "))
	case err != nil:
		return nil, err
	}
	now := b.clock.Now()
	var sps []*practice.ServerPuzzle
	for _, p := range res.Problems {
		sgf := string(p.SGF)
		sps = append(sps, &practice.ServerPuzzle{GuildID: req.GuildID, ID: practice.ServerPuzzleID(req.GuildID, sgf), Title: p.Puzzle.Title(),
			Level: p.Puzzle.Difficulty(), SGF: sgf, ImportedBy: req.User.ID, ImportedAt: now})
	}
	added := 0
	if len(sps) > 0 {
		added, err = b.practice.ImportServerPuzzles(ctx, req.GuildID, sps)
		if errors.Is(err, practice.ErrLibraryFull) {
			return nil, userWrap(err, "Nothing was imported: this server keeps %d problems, and the %d proved here would take it past the limit of %d. `/puzzle remove id:` deletes some.", len(have), len(sps), practice.MaxServerPuzzles)
		}
		if err != nil {
			return nil, err
		}
	}
	b.logger.InfoContext(ctx, "problems imported", "guild", req.GuildID, "user", req.User.ID, "file", a.Filename, "proved", len(res.Problems), "new", added, "refused", len(res.Refused))
	return &Response{Content: importReport(a.Filename, res, sps, added), Ephemeral: true}, nil
}

// importReport words what an import did.
func importReport(file string, res *puzzles.ImportResult, sps []*practice.ServerPuzzle, added int) string {
	total := len(res.Problems) + len(res.Refused)
	var sb strings.Builder
	fmt.Fprintf(&sb, "**%s**: %d problem%s read, %d proved by gobot's solver", clip(file), total, plural(total), len(res.Problems))
	if dup := len(sps) - added; dup > 0 {
		fmt.Fprintf(&sb, " (%d already here)", dup)
	}
	fmt.Fprintf(&sb, "; **%d imported**, %d refused.\n", added, len(res.Refused))
	for i, p := range res.Problems {
		note := ""
		if len(p.Added) > 0 {
			pts := make([]string, len(p.Added))
			for j, q := range p.Added {
				pts[j] = q.String()
			}
			note = fmt.Sprintf(" — the book missed %s: added", strings.Join(pts, ", "))
		}
		if i < maxImportReply {
			fmt.Fprintf(&sb, "✅ %d. %s (level %d, %s) `%s`%s\n", p.Index, p.Puzzle.Title(), p.Puzzle.Difficulty(), p.Puzzle.GoalText(), sps[i].ID, note)
		}
	}
	if n := len(res.Problems) - maxImportReply; n > 0 {
		fmt.Fprintf(&sb, "… and %d more (`/puzzle imported` lists them).\n", n)
	}
	for i, r := range res.Refused {
		if i == maxImportReply {
			fmt.Fprintf(&sb, "… and %d more refused.\n", len(res.Refused)-i)
			break
		}
		fmt.Fprintf(&sb, "❌ %s\n", r)
	}
	if added > 0 {
		sb.WriteString("Open one with `/puzzle today id:…` or `/puzzle random`; `/settings daily-source` lets the daily puzzle draw on them.")
	}
	return clipMessage(strings.TrimSpace(sb.String()))
}

// clipMessage cuts text to Discord's limit.
func clipMessage(s string) string {
	if r := []rune(s); len(r) > maxMessage {
		return string(r[:maxMessage-1]) + "…"
	}
	return s
}

// importedPage is how many imported problems /puzzle imported lists.
const importedPage = 15

func (b *Bot) puzzleImported(ctx context.Context, req *Request) (*Response, error) {
	if req.GuildID == "" {
		return nil, userf("Imported problems belong to a server: use `/puzzle imported` in one.")
	}
	if err := b.needPractice(req, "imported problems"); err != nil {
		return nil, err
	}
	sps, err := b.practice.ServerPuzzles(ctx, req.GuildID)
	if err != nil {
		return nil, err
	}
	if len(sps) == 0 {
		return nil, userf("This server has imported no problems. A manager can with `/puzzle import file:` (an SGF file).")
	}
	src, err := b.practice.DailySource(ctx, req.GuildID)
	if err != nil {
		return nil, err
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "**This server's problems** (%d of at most %d; the daily draws on %s):\n", len(sps), practice.MaxServerPuzzles, sourceWords(src))
	start := 0
	if v := strings.TrimSpace(req.Options["page"]); v != "" {
		var n int
		if _, err := fmt.Sscan(v, &n); err != nil || n < 1 || (n-1)*importedPage >= len(sps) {
			return nil, userf("There are %d page%s of problems; give a page from 1 to %d.", pages(len(sps)), plural(pages(len(sps))), pages(len(sps)))
		}
		start = (n - 1) * importedPage
	}
	for _, sp := range sps[start:min(len(sps), start+importedPage)] {
		fmt.Fprintf(&sb, "`%s` · %s · %s · imported %s by <@%s>\n", sp.ID, clip(sp.Title), stars(sp.Level), sp.ImportedAt.UTC().Format("2006-01-02"), sp.ImportedBy)
	}
	if start+importedPage < len(sps) {
		fmt.Fprintf(&sb, "More: `/puzzle imported page:%d`.", start/importedPage+2)
	}
	return &Response{Content: clipMessage(strings.TrimSpace(sb.String())), Ephemeral: true}, nil
}

func pages(n int) int { return (n + importedPage - 1) / importedPage }

func (b *Bot) puzzleRemove(ctx context.Context, req *Request) (*Response, error) {
	if req.GuildID == "" {
		return nil, userf("Imported problems belong to a server: use `/puzzle remove` in one.")
	}
	if !req.Admin {
		return nil, userf("Only members who may manage this server can remove its problems.")
	}
	if err := b.needPractice(req, "imported problems"); err != nil {
		return nil, err
	}
	id := strings.ToLower(strings.TrimSpace(req.Options["id"]))
	if !practice.IsServerPuzzleID(id) {
		return nil, userf("Give the id of one of this server's problems, like `srv-0123456789` (`/puzzle imported` lists them); gobot's own puzzles cannot be removed.")
	}
	err := b.practice.RemoveServerPuzzle(ctx, req.GuildID, id)
	if errors.Is(err, practice.ErrNotFound) {
		return nil, userWrap(err, "This server has no problem `%s` (`/puzzle imported` lists them).", clip(id))
	}
	if err != nil {
		return nil, err
	}
	return &Response{Content: fmt.Sprintf("Removed the problem `%s`. Attempts at it stay in everyone's history.", id), Ephemeral: true}, nil
}

// sourceWords says what a daily source draws on.
func sourceWords(src practice.Source) string {
	switch src {
	case practice.SourceServer:
		return "this server's own problems"
	case practice.SourceBoth:
		return "gobot's puzzles and this server's own together"
	}
	return "gobot's own puzzles"
}
