package e2e

import (
	"context"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/store/storetest"
)

// TestRefusalFinalPostgres: two gobot processes on one PostgreSQL. An
// interaction the first refuses ("not your turn") and Discord delivers
// again to the second after the opponent has moved is refused again, not
// applied: a refusal is final for its interaction id, as an applied move
// is (B7).
func TestRefusalFinalPostgres(t *testing.T) {
	url := storetest.PostgresURL(t)
	c := newCluster(t, "GOBOT_DATABASE_URL="+url)
	a, b := c.start(), c.start()
	const ch = "3333333333333333334"
	c.startGame(a, ch, 9)
	ctx := context.Background()
	if r := a.send(ctx, c.body(move(alice, ch, "E5"))); !played(r, "E5") {
		t.Fatalf("E5: %+v", r)
	}
	early := c.body(move(alice, ch, "D4"))
	r := a.send(ctx, early)
	if r.err != nil || !r.ephemeral || !strings.Contains(r.content, "not your turn") {
		t.Fatalf("alice's early move: %+v", r)
	}
	if r := a.send(ctx, c.body(move(bob, ch, "C3"))); !played(r, "C3") {
		t.Fatalf("C3: %+v", r)
	}
	again := b.send(ctx, early)
	if played(again, "D4") {
		t.Fatalf("the refused move was applied on its second delivery:\n%s", b.logs)
	}
	if again.err != nil || !again.ephemeral || again.content != r.content {
		t.Fatalf("the second delivery got %+v, want the refusal %q", again, r.content)
	}
	if r := a.send(ctx, c.body(move(alice, ch, "D4"))); !played(r, "D4") {
		t.Fatalf("alice's move in turn, a new interaction: %+v", r)
	}
}
