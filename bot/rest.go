package bot

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/commands"
)

// DefaultRESTURL is Discord's REST API.
const DefaultRESTURL = "https://discord.com/api/v10"

// REST calls the Discord REST endpoints gobot needs. Its errors never
// contain the bot token or an interaction token: URLs are redacted.
type REST struct {
	// BaseURL is the API root, e.g. DefaultRESTURL; tests point it at a
	// local server.
	BaseURL string
	// Client sends the requests (default http.DefaultClient).
	Client *http.Client
	// Token is the bot token, needed only for registration.
	Token string
}

func (r *REST) client() *http.Client {
	if r.Client != nil {
		return r.Client
	}
	return http.DefaultClient
}

// do sends a request; path is logged in place of the real path, which may
// hold a token.
func (r *REST) do(ctx context.Context, method, path, redacted string, auth bool, payload any, files []commands.File) error {
	return r.doJSON(ctx, method, path, redacted, auth, payload, files, nil)
}

// maxAnswer bounds the JSON answer doJSON reads: a message object is a few
// kilobytes.
const maxAnswer = 1 << 20

// doJSON is do, decoding a successful answer's JSON into out (nil: the
// answer is not read).
func (r *REST) doJSON(ctx context.Context, method, path, redacted string, auth bool, payload any, files []commands.File, out any) error {
	var body []byte
	ct := ""
	if payload != nil {
		var err error
		if ct, body, err = encodeBody(payload, files); err != nil {
			return err
		}
	}
	base := r.BaseURL
	if base == "" {
		base = DefaultRESTURL
	}
	for attempt := 0; ; attempt++ {
		req, err := http.NewRequestWithContext(ctx, method, strings.TrimSuffix(base, "/")+path, bytes.NewReader(body))
		if err != nil {
			return fmt.Errorf("bot: %s %s: bad request", method, redacted)
		}
		if ct != "" {
			req.Header.Set("Content-Type", ct)
		}
		req.Header.Set("User-Agent", "DiscordBot (https://github.com/gobot-baduk/gobot, 1)")
		if auth {
			req.Header.Set("Authorization", "Bot "+r.Token)
		}
		resp, err := r.client().Do(req)
		if err != nil {
			var ue *url.Error
			if errors.As(err, &ue) {
				err = ue.Err
			}
			return fmt.Errorf("bot: %s %s: %v", method, redacted, err)
		}
		limit := int64(512)
		if out != nil && resp.StatusCode < 300 {
			limit = maxAnswer
		}
		msg, _ := io.ReadAll(io.LimitReader(resp.Body, limit))
		resp.Body.Close()
		if resp.StatusCode == http.StatusTooManyRequests && attempt < 2 {
			wait, _ := strconv.ParseFloat(resp.Header.Get("Retry-After"), 64)
			if wait <= 0 || wait > 10 {
				wait = 1
			}
			select {
			case <-time.After(time.Duration(wait * float64(time.Second))):
				continue
			case <-ctx.Done():
				return fmt.Errorf("bot: %s %s: %w", method, redacted, ctx.Err())
			}
		}
		if resp.StatusCode >= 300 {
			return fmt.Errorf("bot: %s %s: %s: %s", method, redacted, resp.Status, strings.TrimSpace(string(msg)))
		}
		if out != nil {
			if err := json.Unmarshal(msg, out); err != nil {
				return fmt.Errorf("bot: %s %s: reading the answer: %v", method, redacted, err)
			}
		}
		return nil
	}
}

// Callback sends the initial response to an interaction (gateway mode).
func (r *REST) Callback(ctx context.Context, interactionID, token string, resp *response, files []commands.File) error {
	return r.do(ctx, http.MethodPost, "/interactions/"+interactionID+"/"+token+"/callback", "/interactions/"+interactionID+"/[token]/callback", false, resp, files)
}

// EditOriginal edits the original response of an interaction.
func (r *REST) EditOriginal(ctx context.Context, appID, token string, data *message, files []commands.File) error {
	return r.do(ctx, http.MethodPatch, "/webhooks/"+appID+"/"+token+"/messages/@original", "/webhooks/"+appID+"/[token]/messages/@original", false, webhookEdit(data), files)
}

// DeleteOriginal deletes the original response of an interaction.
func (r *REST) DeleteOriginal(ctx context.Context, appID, token string) error {
	return r.do(ctx, http.MethodDelete, "/webhooks/"+appID+"/"+token+"/messages/@original", "/webhooks/"+appID+"/[token]/messages/@original", false, nil, nil)
}

// Followup posts a follow-up message to an interaction.
func (r *REST) Followup(ctx context.Context, appID, token string, data *message, files []commands.File) error {
	return r.do(ctx, http.MethodPost, "/webhooks/"+appID+"/"+token, "/webhooks/"+appID+"/[token]", false, data, files)
}

// CreateMessage posts a message, with its files, in a channel, as the bot
// (it needs the bot token), and returns its id. With replyTo set it is a
// reply to that message of the channel (posted as a plain message if that
// one is gone).
func (r *REST) CreateMessage(ctx context.Context, channelID, replyTo string, data *message, files []commands.File) (string, error) {
	path := "/channels/" + channelID + "/messages"
	var payload any = webhookEdit(data)
	if replyTo != "" {
		payload = struct {
			*message
			Reference *discordgo.MessageReference `json:"message_reference"`
		}{webhookEdit(data), &discordgo.MessageReference{MessageID: replyTo, ChannelID: channelID, FailIfNotExists: new(false)}}
	}
	var m struct {
		ID string `json:"id"`
	}
	if err := r.doJSON(ctx, http.MethodPost, path, path, true, payload, files, &m); err != nil {
		return "", err
	}
	return m.ID, nil
}

// StartThread opens a public thread from a message of a channel, archived
// after a day without messages, and returns its id. It needs the Create
// Public Threads permission.
func (r *REST) StartThread(ctx context.Context, channelID, messageID, name string) (string, error) {
	path := "/channels/" + channelID + "/messages/" + messageID + "/threads"
	var ch struct {
		ID string `json:"id"`
	}
	body := struct {
		Name                string `json:"name"`
		AutoArchiveDuration int    `json:"auto_archive_duration"`
	}{name, 1440}
	if err := r.doJSON(ctx, http.MethodPost, path, path, true, body, nil, &ch); err != nil {
		return "", err
	}
	return ch.ID, nil
}

// BulkOverwrite replaces the application's commands: in one guild when
// guildID is set, globally otherwise.
func (r *REST) BulkOverwrite(ctx context.Context, appID, guildID string, defs []*discordgo.ApplicationCommand) error {
	path := "/applications/" + appID + "/commands"
	if guildID != "" {
		path = "/applications/" + appID + "/guilds/" + guildID + "/commands"
	}
	if defs == nil {
		defs = []*discordgo.ApplicationCommand{}
	}
	return r.do(ctx, http.MethodPut, path, path, true, defs, nil)
}

// webhookEdit is the body of an edit or of a channel message: the message
// fields without the flags, which neither takes.
func webhookEdit(d *message) *message {
	e := *d
	e.Flags = 0
	return &e
}
