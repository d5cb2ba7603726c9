package bot

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/bot/bottest"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/store/memory"
	"github.com/stretchr/testify/require"
)

// restCall is a request the REST stand-in received.
type restCall struct {
	method, path string
	bottest.Message
}

// restStandIn is a local stand-in for Discord's REST API.
func restStandIn(t *testing.T) (*httptest.Server, chan restCall) {
	calls := make(chan restCall, 16)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c := restCall{method: r.Method, path: r.URL.Path}
		body, _ := io.ReadAll(r.Body)
		m, err := bottest.ReadMessage(r.Header.Get("Content-Type"), body)
		if err != nil {
			t.Errorf("%s %s: %v", r.Method, r.URL.Path, err)
		}
		c.Message = m
		if r.Method == http.MethodPost && strings.HasSuffix(r.URL.Path, "/callback") {
			w.WriteHeader(http.StatusNoContent)
		} else {
			io.WriteString(w, `{"id":"1"}`)
		}
		calls <- c
	}))
	t.Cleanup(srv.Close)
	return srv, calls
}

func nextCall(t *testing.T, calls chan restCall) restCall {
	t.Helper()
	select {
	case c := <-calls:
		return c
	case <-time.After(10 * time.Second):
		t.Fatal("nothing reached the REST stand-in")
	}
	return restCall{}
}

// TestGatewayHandle feeds the gateway's handler interactions decoded the
// way discordgo decodes an INTERACTION_CREATE event, from the recorded
// payloads, with the REST API standing in locally: fast answers go back in
// the callback (POST /interactions/{id}/{token}/callback, multipart with
// the PNG), and a slow command is deferred in its callback and then edited
// in (PATCH /webhooks/{app}/{token}/messages/@original).
func TestGatewayHandle(t *testing.T) {
	srv, calls := restStandIn(t)
	st := memory.New()
	logs := &bytes.Buffer{}
	logger := slog.New(slog.NewTextHandler(logs, nil))
	b, err := commands.New(match.Stores{Games: st, Interactions: st, Guilds: st}, commands.WithCoin(func() bool { return true }), commands.WithLogger(logger))
	require.NoError(t, err)
	// The test analyses the game in progress, which fair play forbids
	// by default.
	require.NoError(t, st.SaveSettings(context.Background(), match.Settings{GuildID: "1111111111111111111", LiveAnalysis: true}))
	const appID, botToken = "1234567890123456789", "BOT-TOKEN-never-logged"
	g, err := NewGateway(b, &REST{BaseURL: srv.URL + "/api/v10", Token: botToken}, botToken, appID, logger)
	require.NoError(t, err)
	token := func(id string) string { return "INTERACTION-TOKEN-" + id }
	discord := bottest.Builder{Token: token}
	alice := commands.User{ID: "600000000000000001", Name: "Alice"}
	bob := commands.User{ID: "600000000000000002", Name: "Bob"}
	n := 0
	deliver := func(req *commands.Request) string {
		t.Helper()
		n++
		req.InteractionID = "80000000000000000" + string(rune('0'+n/10)) + string(rune('0'+n%10))
		req.GuildID, req.ChannelID = "1111111111111111111", "2222222222222222222"
		body, err := discord.Payload(req)
		require.NoError(t, err)
		var ic discordgo.InteractionCreate
		require.NoError(t, json.Unmarshal(body, &ic))
		g.handle(ic.Interaction)
		return req.InteractionID
	}
	callback := func(id string) restCall {
		t.Helper()
		c := nextCall(t, calls)
		require.Equal(t, http.MethodPost, c.method)
		require.Equal(t, "/api/v10/interactions/"+id+"/"+token(id)+"/callback", c.path)
		return c
	}
	var resp struct {
		Type discordgo.InteractionResponseType `json:"type"`
		Data struct {
			Content     string `json:"content"`
			Attachments []struct {
				ID       string `json:"id"`
				Filename string `json:"filename"`
			} `json:"attachments"`
		} `json:"data"`
	}

	id := deliver(&commands.Request{Kind: commands.KindCommand, User: alice, Command: "play", Options: map[string]string{"opponent": bob.ID, "size": "9", "color": "black"}, Users: map[string]commands.User{bob.ID: bob}})
	c := callback(id)
	require.NoError(t, json.Unmarshal(c.JSON, &resp))
	require.Equal(t, discordgo.InteractionResponseChannelMessageWithSource, resp.Type)
	require.Contains(t, resp.Data.Content, "challenges <@"+bob.ID+">")
	require.Empty(t, c.Files)

	game, err := st.ActiveGame(context.Background(), "2222222222222222222")
	require.NoError(t, err)
	id = deliver(&commands.Request{Kind: commands.KindComponent, User: bob, CustomID: "accept:" + game.ID})
	c = callback(id)
	require.NoError(t, json.Unmarshal(c.JSON, &resp))
	require.Equal(t, discordgo.InteractionResponseUpdateMessage, resp.Type, "Accept turns the challenge into the board")
	requirePNG(t, c.Message, "board.png")
	require.Equal(t, "board.png", resp.Data.Attachments[0].Filename)

	id = deliver(&commands.Request{Kind: commands.KindCommand, User: alice, Command: "move", Options: map[string]string{"point": "E5"}})
	c = callback(id)
	require.NoError(t, json.Unmarshal(c.JSON, &resp))
	require.Equal(t, discordgo.InteractionResponseChannelMessageWithSource, resp.Type)
	require.Contains(t, resp.Data.Content, "**Black** (Alice) played E5.")
	requirePNG(t, c.Message, "board.png")

	// /analyze may be slow: deferred in the callback, then edited in.
	id = deliver(&commands.Request{Kind: commands.KindCommand, User: bob, Command: "analyze", Options: map[string]string{}})
	c = callback(id)
	require.JSONEq(t, `{"type":5}`, string(c.JSON))
	require.Empty(t, c.Files)
	c = nextCall(t, calls)
	require.Equal(t, http.MethodPatch, c.method)
	require.Equal(t, "/api/v10/webhooks/"+appID+"/"+token(id)+"/messages/@original", c.path)
	var edit struct {
		Content string `json:"content"`
	}
	require.NoError(t, json.Unmarshal(c.JSON, &edit))
	require.Contains(t, edit.Content, "**Analysis** after move 1")
	requirePNG(t, c.Message, "analysis.png")

	// A user mistake is answered in the callback, ephemerally.
	id = deliver(&commands.Request{Kind: commands.KindCommand, User: alice, Command: "move", Options: map[string]string{"point": "D4"}})
	c = callback(id)
	var mistake struct {
		Type int `json:"type"`
		Data struct {
			Content string `json:"content"`
			Flags   int    `json:"flags"`
		} `json:"data"`
	}
	require.NoError(t, json.Unmarshal(c.JSON, &mistake))
	require.Equal(t, 4, mistake.Type)
	require.Equal(t, int(discordgo.MessageFlagsEphemeral), mistake.Data.Flags)
	require.Contains(t, mistake.Data.Content, "not your turn")

	// PING and nil are the gateway's to ignore; nothing is sent.
	g.handle(nil)
	g.handle(&discordgo.Interaction{Type: discordgo.InteractionPing})
	require.NoError(t, g.d.wait(context.Background()))
	require.Empty(t, calls)
	require.NotContains(t, logs.String(), botToken)
	require.NotContains(t, logs.String(), "INTERACTION-TOKEN")
}

// requirePNG asserts that the message carries the named PNG.
func requirePNG(t *testing.T, m bottest.Message, name string) {
	t.Helper()
	_, err := m.PNG(name)
	require.NoError(t, err)
}

// TestGatewayShard: Shard makes the session identify as that shard of
// that many, and refuses a shard out of range.
func TestGatewayShard(t *testing.T) {
	st := memory.New()
	b, err := commands.New(match.Stores{Games: st, Interactions: st, Guilds: st})
	require.NoError(t, err)
	g, err := NewGateway(b, &REST{}, "token", "1", slog.New(slog.DiscardHandler))
	require.NoError(t, err)
	require.Equal(t, 0, g.session.ShardID)
	require.Equal(t, 1, g.session.ShardCount)
	require.NoError(t, g.Shard(2, 4))
	require.Equal(t, 2, g.session.ShardID)
	require.Equal(t, 4, g.session.ShardCount)
	for _, bad := range [][2]int{{4, 4}, {-1, 2}, {0, 0}} {
		require.ErrorContains(t, g.Shard(bad[0], bad[1]), "out of range")
	}
	require.Equal(t, 2, g.session.ShardID, "a refused shard changes nothing")
	require.Equal(t, 4, g.session.ShardCount)
}
