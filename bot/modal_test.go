package bot_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/bot/bottest"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/stretchr/testify/require"
)

// modalResponse is an interaction response that opens a form.
type modalResponse struct {
	Type discordgo.InteractionResponseType `json:"type"`
	Data struct {
		CustomID   string `json:"custom_id"`
		Title      string `json:"title"`
		Components []struct {
			Type       discordgo.ComponentType `json:"type"`
			Components []struct {
				Type      discordgo.ComponentType  `json:"type"`
				CustomID  string                   `json:"custom_id"`
				Label     string                   `json:"label"`
				Style     discordgo.TextInputStyle `json:"style"`
				Required  bool                     `json:"required"`
				MaxLength int                      `json:"max_length"`
			} `json:"components"`
		} `json:"components"`
	} `json:"data"`
}

// editOf waits for the edit of the deferred answer to the interaction
// (or fails after a while) and returns its content.
func (e *env) editOf(t *testing.T) (string, map[string][]byte) {
	t.Helper()
	select {
	case rec := <-e.discord.got:
		require.Equal(t, http.MethodPatch, rec.method)
		require.Equal(t, "/api/v10/webhooks/"+appID+"/"+secretToken+"/messages/@original", rec.path)
		return decodeEdit(t, rec)
	case <-time.After(20 * time.Second):
		t.Fatal("no edit reached the REST stand-in")
	}
	return "", nil
}

// TestAnswerForm goes through the Answer form over HTTP with signed
// requests: the button's click is answered with a form (response type 9),
// and the form's submission (interaction type 5) is deferred privately
// and answered with the verdict, which counts.
func TestAnswerForm(t *testing.T) {
	e := newEnv(t)
	const id = "straight-three-kill"
	body := e.payload(&commands.Request{Kind: commands.KindComponent, User: alice, CustomID: "puzzle-answer:" + id})
	resp := e.post(body, e.sign)
	require.Equal(t, http.StatusOK, resp.StatusCode)
	m, err := bottest.ReadMessage(resp.Header.Get("Content-Type"), readAll(t, resp.Body))
	require.NoError(t, err)
	var form modalResponse
	require.NoError(t, json.Unmarshal(m.JSON, &form), "%s", m.JSON)
	require.Equal(t, discordgo.InteractionResponseModal, form.Type, "a form: %s", m.JSON)
	require.Equal(t, "puzzle-modal:"+id, form.Data.CustomID)
	require.Equal(t, "Answer: Straight three", form.Data.Title)
	require.Len(t, form.Data.Components, 1)
	row := form.Data.Components[0]
	require.Equal(t, discordgo.ActionsRowComponent, row.Type)
	require.Len(t, row.Components, 1)
	in := row.Components[0]
	require.Equal(t, discordgo.TextInputComponent, in.Type)
	require.Equal(t, "moves", in.CustomID)
	require.Equal(t, discordgo.TextInputShort, in.Style)
	require.True(t, in.Required)
	require.Contains(t, in.Label, "Black to play")

	submit := func(text string) string {
		t.Helper()
		r, files := e.do(&commands.Request{Kind: commands.KindModal, User: alice, CustomID: "puzzle-modal:" + id, Fields: map[string]string{"moves": text}})
		require.Equal(t, discordgo.InteractionResponseDeferredChannelMessageWithSource, r.Type, "the solver may be slow: deferred")
		require.Equal(t, discordgo.MessageFlagsEphemeral, r.Data.Flags, "only the one who answers sees the verdict")
		require.Empty(t, files)
		content, files := e.editOf(t)
		if !strings.Contains(content, "too fast") && !strings.Contains(content, "not judged") {
			requirePNG(t, files, "puzzle-"+id+".png")
		}
		return content
	}
	got := submit("D19")
	require.Contains(t, got, "❌ **D19**")
	require.Contains(t, got, "White **E19**")
	require.Contains(t, got, "rated", "the first attempt's game was decided")
	got = submit("||E19|| F19")
	require.Contains(t, got, "✅ **E19**")
	require.Contains(t, got, "Solved!")
	require.Contains(t, got, "after 1 wrong answer")
	a, err := e.store.Attempt(context.Background(), "1111111111111111111", alice.ID, id)
	require.NoError(t, err)
	require.True(t, a.Solved())
	require.Equal(t, 1, a.Wrong)
	require.Equal(t, "D19", a.First)
	require.True(t, a.FirstWrong)
	got = submit("E19")
	require.Contains(t, got, "already solved", "a solved puzzle stays solved")

	// A form's id sent as a click, or a button's as a form, is refused.
	r, _ := e.do(&commands.Request{Kind: commands.KindModal, User: bob, CustomID: "puzzle-answer:" + id, Fields: map[string]string{"moves": "E19"}})
	require.Contains(t, r.Data.Content, "not one gobot knows")
	r, _ = e.do(&commands.Request{Kind: commands.KindComponent, User: bob, CustomID: "puzzle-modal:" + id})
	require.Contains(t, r.Data.Content, "not one gobot knows")
	require.NotContains(t, e.logs.String(), secretToken)
}
