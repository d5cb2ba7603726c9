package e2e

import (
	"context"
	"database/sql"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/store/sqlite"
)

// TestCorruptGameSQLite damages one game's stored SGF while the bot is
// down: after the restart that channel gets a clear error and can be
// ended by an admin, which frees the channel but keeps the damaged SGF and
// the players in the row for recovery by hand, and the bot keeps serving
// the game next door.
func TestCorruptGameSQLite(t *testing.T) {
	db := filepath.Join(t.TempDir(), "gobot.db")
	c := newCluster(t, "GOBOT_DB="+db)
	const bad, good = "4444444444444444441", "4444444444444444442"
	p := c.start()
	c.startGame(p, bad, 9)
	c.startGame(p, good, 9)
	ctx := context.Background()
	for _, ch := range []string{bad, good} {
		if r := p.send(ctx, c.body(move(alice, ch, "E5"))); !played(r, "E5") {
			t.Fatalf("first move in %s: %+v", ch, r)
		}
	}
	p.kill()
	s, err := sqlite.Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	id := corrupt(t, s.DB(), bad)
	meta := column(t, s.DB(), id, "meta")
	s.Close()

	p = c.start()
	r := p.send(ctx, c.body(move(bob, bad, "D4")))
	if r.err != nil || !r.ephemeral || !strings.Contains(r.content, "could not be read back") {
		t.Fatalf("a move in the corrupt game: %+v, want a clear ephemeral error", r)
	}
	if r := p.send(ctx, c.body(move(bob, good, "D4"))); !played(r, "D4") {
		t.Fatalf("a move in the other game: %+v\n%s", r, p.logs)
	}
	admin := commands.User{ID: "600000000000000009", Name: "admin"}
	abandon := &commands.Request{Kind: commands.KindCommand, User: admin, Admin: true, ChannelID: bad, Command: "game", Subcommand: "abandon"}
	// Abandon asks to confirm first.
	confirm := p.send(ctx, c.body(abandon))
	yes := ""
	for _, b := range confirm.buttons {
		if strings.HasPrefix(b, "abandon-confirm:") {
			yes = b
		}
	}
	if confirm.err != nil || !confirm.ephemeral || yes == "" {
		t.Fatalf("abandoning the corrupt game: %+v, want a confirmation\n%s", confirm, p.logs)
	}
	click := &commands.Request{Kind: commands.KindComponent, User: admin, Admin: true, ChannelID: bad, CustomID: yes}
	if r := p.send(ctx, c.body(click)); r.err != nil || r.ephemeral {
		t.Fatalf("confirming the abandon of the corrupt game: %+v\n%s", r, p.logs)
	}
	// The channel is free again.
	c.startGame(p, bad, 9)
	if r := p.send(ctx, c.body(move(alice, bad, "C3"))); !played(r, "C3") {
		t.Fatalf("a move in the new game: %+v", r)
	}
	p.kill()
	// The abandoned game's row still holds what it held, but its status.
	s, err = sqlite.Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if got := column(t, s.DB(), id, "tree"); string(got) != damaged {
		t.Errorf("the abandoned game's tree is now %q, want the damaged SGF %q kept", got, damaged)
	}
	if got := column(t, s.DB(), id, "meta"); string(got) != string(meta) || !strings.Contains(string(got), alice.ID) {
		t.Errorf("the abandoned game's players are now %q, want %q kept", got, meta)
	}
	if got := column(t, s.DB(), id, "status"); string(got) != match.StatusFinished.String() {
		t.Errorf("the abandoned game's status is %q, want %q", got, match.StatusFinished)
	}
}

// damaged is the truncated SGF that corrupt stores: its first two moves
// are still there for a human to read.
const damaged = "(;FF[4]SZ[9];B[ee];W[ee"

// corrupt truncates the SGF of the channel's active game and returns the
// game's id.
func corrupt(t *testing.T, db *sql.DB, channel string) string {
	var id string
	if err := db.QueryRow(`SELECT id FROM games WHERE channel_id = ? AND active = TRUE`, channel).Scan(&id); err != nil {
		t.Fatal(err)
	}
	res, err := db.Exec(`UPDATE games SET tree = ? WHERE id = ?`, []byte(damaged), id)
	if err != nil {
		t.Fatal(err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		t.Fatalf("corrupted %d rows", n)
	}
	return id
}

// column returns one column of a game's row as bytes.
func column(t *testing.T, db *sql.DB, id, col string) []byte {
	t.Helper()
	var v []byte
	if err := db.QueryRow(`SELECT CAST(`+col+` AS BLOB) FROM games WHERE id = ?`, id).Scan(&v); err != nil {
		t.Fatal(err)
	}
	return v
}
