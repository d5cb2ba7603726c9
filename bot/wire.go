package bot

import (
	"bytes"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/textproto"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/commands"
)

// The payloads gobot sends are its own types, in the shapes Discord
// documents, rather than discordgo's: discordgo's structs marshal every
// field they have, so an attachment would carry "size":0, "url":"" and
// the like, and an autocomplete answer content, tts, components and
// embeds, none of which Discord documents for what gobot sends.

// attachment is an uploaded file as a message payload names it: its
// index among the files sent (files[n]), its name and its alternative
// text.
type attachment struct {
	ID          string `json:"id"`
	Filename    string `json:"filename"`
	Description string `json:"description,omitempty"`
}

// message is the message part of an interaction response, a follow-up,
// an edit or a channel message.
type message struct {
	Content         string                            `json:"content"`
	Embeds          []*discordgo.MessageEmbed         `json:"embeds"`
	Components      []discordgo.MessageComponent      `json:"components"`
	AllowedMentions *discordgo.MessageAllowedMentions `json:"allowed_mentions,omitempty"`
	Flags           discordgo.MessageFlags            `json:"flags,omitempty"`
	Attachments     []attachment                      `json:"attachments,omitempty"`
}

// choices is the data of an autocomplete answer: the suggestions only.
type choices struct {
	Choices []*discordgo.ApplicationCommandOptionChoice `json:"choices"`
}

// response is an interaction response: its type and, for the types that
// have one, its data (a *message, a *choices or a *modal).
type response struct {
	Type discordgo.InteractionResponseType `json:"type"`
	Data any                               `json:"data,omitempty"`
}

// messageData is the message part of a response in Discord's shape.
func messageData(r *commands.Response) *message {
	d := &message{
		Content:         r.Content,
		Embeds:          r.Embeds,
		Components:      r.Components,
		AllowedMentions: r.AllowedMentions(),
	}
	if d.Components == nil {
		d.Components = []discordgo.MessageComponent{}
	}
	if d.Embeds == nil {
		d.Embeds = []*discordgo.MessageEmbed{}
	}
	if r.Ephemeral {
		d.Flags = discordgo.MessageFlagsEphemeral
	}
	for n, f := range r.Files {
		d.Attachments = append(d.Attachments, attachment{ID: strconv.Itoa(n), Filename: f.Name, Description: f.Description})
	}
	return d
}

// updateData is an edit of the message a component is on. An ephemeral
// Update edits the ephemeral message its button was on (a review's private
// copy): an edit cannot change whether a message is ephemeral, so the flag
// is not sent.
func updateData(r *commands.Response) *message {
	d := messageData(r)
	d.Flags &^= discordgo.MessageFlagsEphemeral
	return d
}

// modal is the data of a form's response: its custom id, its title and
// its rows.
type modal struct {
	CustomID   string                       `json:"custom_id"`
	Title      string                       `json:"title"`
	Components []discordgo.MessageComponent `json:"components"`
}

// modalData is a form in Discord's shape: each text input in an action
// row of its own.
func modalData(m *commands.Modal) *modal {
	rows := make([]discordgo.MessageComponent, 0, len(m.Inputs))
	for _, in := range m.Inputs {
		style := discordgo.TextInputShort
		if in.Paragraph {
			style = discordgo.TextInputParagraph
		}
		rows = append(rows, discordgo.ActionsRow{Components: []discordgo.MessageComponent{discordgo.TextInput{
			CustomID: in.CustomID, Label: in.Label, Placeholder: in.Placeholder, Style: style, Required: in.Required, MaxLength: in.MaxLength,
		}}})
	}
	return &modal{CustomID: m.CustomID, Title: m.Title, Components: rows}
}

// interactionResponse is the immediate answer to an interaction.
func interactionResponse(req *commands.Request, r *commands.Response) *response {
	if r.Modal != nil && (req.Kind == commands.KindCommand || req.Kind == commands.KindComponent) {
		return &response{Type: discordgo.InteractionResponseModal, Data: modalData(r.Modal)}
	}
	if req.Kind == commands.KindAutocomplete {
		c := r.Choices
		if c == nil {
			c = []*discordgo.ApplicationCommandOptionChoice{}
		}
		return &response{Type: discordgo.InteractionApplicationCommandAutocompleteResult, Data: &choices{Choices: c}}
	}
	if r.Update && req.Kind == commands.KindComponent {
		return &response{Type: discordgo.InteractionResponseUpdateMessage, Data: updateData(r)}
	}
	return &response{Type: discordgo.InteractionResponseChannelMessageWithSource, Data: messageData(r)}
}

// deferResponse is the acknowledgement of a deferred interaction.
func deferResponse(d commands.Deferral) *response {
	switch d {
	case commands.DeferUpdate:
		return &response{Type: discordgo.InteractionResponseDeferredMessageUpdate}
	case commands.DeferEphemeral:
		return &response{Type: discordgo.InteractionResponseDeferredChannelMessageWithSource,
			Data: &message{Flags: discordgo.MessageFlagsEphemeral}}
	}
	return &response{Type: discordgo.InteractionResponseDeferredChannelMessageWithSource}
}

// encodeBody encodes a JSON payload, as multipart/form-data with
// payload_json and files[n] when there are files. It returns the content
// type and the body.
func encodeBody(payload any, files []commands.File) (string, []byte, error) {
	js, err := json.Marshal(payload)
	if err != nil {
		return "", nil, fmt.Errorf("bot: encoding payload: %w", err)
	}
	if len(files) == 0 {
		return "application/json", js, nil
	}
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", `form-data; name="payload_json"`)
	h.Set("Content-Type", "application/json")
	p, err := w.CreatePart(h)
	if err != nil {
		return "", nil, err
	}
	p.Write(js)
	for n, f := range files {
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", fmt.Sprintf(`form-data; name="files[%d]"; filename="%s"`, n, quoteEscaper.Replace(f.Name)))
		ct := f.ContentType
		if ct == "" {
			ct = "application/octet-stream"
		}
		h.Set("Content-Type", ct)
		p, err := w.CreatePart(h)
		if err != nil {
			return "", nil, err
		}
		p.Write(f.Data)
	}
	if err := w.Close(); err != nil {
		return "", nil, err
	}
	return w.FormDataContentType(), buf.Bytes(), nil
}

var quoteEscaper = strings.NewReplacer("\\", "\\\\", `"`, "\\\"")
