package e2e

import (
	"context"
	"database/sql"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/store/sqlite"
)

// TestCorruptGameSQLite damages one game's stored SGF while the bot is
// down: after the restart that channel gets a clear error and can be
// ended by an admin, and the bot keeps serving the game next door.
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
	corrupt(t, s.DB(), bad)
	s.Close()

	p = c.start()
	r := p.send(ctx, c.body(move(bob, bad, "D4")))
	if r.err != nil || !r.ephemeral || !strings.Contains(r.content, "could not be read back") {
		t.Fatalf("a move in the corrupt game: %+v, want a clear ephemeral error", r)
	}
	if r := p.send(ctx, c.body(move(bob, good, "D4"))); !played(r, "D4") {
		t.Fatalf("a move in the other game: %+v\n%s", r, p.logs)
	}
	abandon := &commands.Request{Kind: commands.KindCommand, User: commands.User{ID: "600000000000000009", Name: "admin"},
		Admin: true, ChannelID: bad, Command: "game", Subcommand: "abandon"}
	if r := p.send(ctx, c.body(abandon)); r.err != nil || r.ephemeral {
		t.Fatalf("abandoning the corrupt game: %+v\n%s", r, p.logs)
	}
	// The channel is free again.
	c.startGame(p, bad, 9)
	if r := p.send(ctx, c.body(move(alice, bad, "C3"))); !played(r, "C3") {
		t.Fatalf("a move in the new game: %+v", r)
	}
}

func corrupt(t *testing.T, db *sql.DB, channel string) {
	res, err := db.Exec(`UPDATE games SET tree = ? WHERE channel_id = ? AND active = TRUE`, []byte("(;FF[4]SZ[9];B[ee];W[ee"), channel)
	if err != nil {
		t.Fatal(err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		t.Fatalf("corrupted %d rows", n)
	}
}
