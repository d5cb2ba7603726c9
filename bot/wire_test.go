package bot

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/stretchr/testify/require"
)

var updateWire = flag.Bool("update-wire", false, "rewrite bot/testdata/wire from the encoder's output")

// requireWire compares the JSON payload with the recorded one in
// testdata/wire (Discord's documented shape, written by hand from its
// documentation), byte for byte once indented.
func requireWire(t *testing.T, name string, payload any) {
	t.Helper()
	got, err := json.MarshalIndent(payload, "", "  ")
	require.NoError(t, err)
	got = append(got, '\n')
	path := filepath.Join("testdata", "wire", name)
	if *updateWire {
		require.NoError(t, os.WriteFile(path, got, 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err)
	require.Equal(t, string(want), string(got), "payload %s", name)
}

// encodedPayload returns the JSON part of a body encodeBody made.
func encodedPayload(t *testing.T, payload any, files []commands.File) any {
	t.Helper()
	_, body, err := encodeBody(payload, files)
	require.NoError(t, err)
	js := body
	if len(files) > 0 {
		start := bytes.Index(body, []byte("{"))
		end := bytes.Index(body[start:], []byte("\r\n--"))
		js = body[start : start+end]
	}
	var v any
	require.NoError(t, json.Unmarshal(js, &v))
	return v
}

var boardReply = &commands.Response{
	Content:    "**Black** (Alice) played E5.",
	Files:      []commands.File{{Name: "board.png", ContentType: "image/png", Description: "9×9 board after move 1", Data: []byte("png")}, {Name: "game.sgf", ContentType: "application/x-go-sgf", Data: []byte("(;)")}},
	Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{discordgo.Button{Label: "Pass", Style: discordgo.SecondaryButton, CustomID: "pass:g1:1-0"}}}},
	Mentions:   []string{"600000000000000002"},
}

// TestWireMessage pins the reply that carries files: its attachments are
// Discord's documented id, filename and description, nothing of
// discordgo's empty fields (B8).
func TestWireMessage(t *testing.T) {
	req := &commands.Request{Kind: commands.KindCommand}
	requireWire(t, "message_files.json", encodedPayload(t, interactionResponse(req, boardReply), boardReply.Files))
	eph := *boardReply
	eph.Ephemeral, eph.Files, eph.Components, eph.Mentions = true, nil, nil, nil
	requireWire(t, "message_ephemeral.json", encodedPayload(t, interactionResponse(req, &eph), nil))
}

// TestWireAutocomplete pins an autocomplete answer: its data holds only
// the choices (B8).
func TestWireAutocomplete(t *testing.T) {
	req := &commands.Request{Kind: commands.KindAutocomplete}
	r := &commands.Response{Choices: []*discordgo.ApplicationCommandOptionChoice{{Name: "D4", Value: "D4"}, {Name: "pass", Value: "pass"}}}
	requireWire(t, "autocomplete.json", encodedPayload(t, interactionResponse(req, r), nil))
	requireWire(t, "autocomplete_none.json", encodedPayload(t, interactionResponse(req, &commands.Response{}), nil))
}

// TestWireEdit pins the body of an edit of the original response and of a
// message posted in a channel: the message fields, with the attachments in
// the documented shape (B8).
func TestWireEdit(t *testing.T) {
	requireWire(t, "edit_files.json", encodedPayload(t, webhookEdit(messageData(boardReply)), boardReply.Files))
}
