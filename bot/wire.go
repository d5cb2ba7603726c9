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

// messageData is the message part of a response in Discord's shape.
func messageData(r *commands.Response) *discordgo.InteractionResponseData {
	d := &discordgo.InteractionResponseData{
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
	if len(r.Files) > 0 {
		att := make([]*discordgo.MessageAttachment, len(r.Files))
		for n, f := range r.Files {
			att[n] = &discordgo.MessageAttachment{ID: strconv.Itoa(n), Filename: f.Name}
		}
		d.Attachments = &att
	}
	return d
}

// modalData is a form in Discord's shape: each text input in an action
// row of its own.
func modalData(m *commands.Modal) *discordgo.InteractionResponseData {
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
	return &discordgo.InteractionResponseData{CustomID: m.CustomID, Title: m.Title, Components: rows}
}

// interactionResponse is the immediate answer to an interaction.
func interactionResponse(req *commands.Request, r *commands.Response) *discordgo.InteractionResponse {
	if r.Modal != nil && (req.Kind == commands.KindCommand || req.Kind == commands.KindComponent) {
		return &discordgo.InteractionResponse{Type: discordgo.InteractionResponseModal, Data: modalData(r.Modal)}
	}
	if req.Kind == commands.KindAutocomplete {
		choices := r.Choices
		if choices == nil {
			choices = []*discordgo.ApplicationCommandOptionChoice{}
		}
		return &discordgo.InteractionResponse{Type: discordgo.InteractionApplicationCommandAutocompleteResult, Data: &discordgo.InteractionResponseData{Choices: choices}}
	}
	t := discordgo.InteractionResponseChannelMessageWithSource
	if r.Update && req.Kind == commands.KindComponent && !r.Ephemeral {
		t = discordgo.InteractionResponseUpdateMessage
	}
	return &discordgo.InteractionResponse{Type: t, Data: messageData(r)}
}

// deferResponse is the acknowledgement of a deferred interaction.
func deferResponse(d commands.Deferral) *discordgo.InteractionResponse {
	switch d {
	case commands.DeferUpdate:
		return &discordgo.InteractionResponse{Type: discordgo.InteractionResponseDeferredMessageUpdate}
	case commands.DeferEphemeral:
		return &discordgo.InteractionResponse{Type: discordgo.InteractionResponseDeferredChannelMessageWithSource,
			Data: &discordgo.InteractionResponseData{Flags: discordgo.MessageFlagsEphemeral}}
	}
	return &discordgo.InteractionResponse{Type: discordgo.InteractionResponseDeferredChannelMessageWithSource}
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
