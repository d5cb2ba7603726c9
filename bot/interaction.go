package bot

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/commands"
)

// ErrBadInteraction is an interaction payload gobot cannot read.
var ErrBadInteraction = errors.New("bot: bad interaction")

// DecodeInteraction reads an interaction payload as Discord sends it.
func DecodeInteraction(body []byte) (*discordgo.Interaction, error) {
	var i discordgo.Interaction
	var peek struct {
		Type discordgo.InteractionType `json:"type"`
		Data json.RawMessage           `json:"data"`
	}
	if err := json.Unmarshal(body, &peek); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadInteraction, err)
	}
	if peek.Type == discordgo.InteractionModalSubmit {
		return decodeModal(body, peek.Data)
	}
	if err := json.Unmarshal(body, &i); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadInteraction, err)
	}
	return withChannel(&i, body), nil
}

// withChannel fills in the channel id of an interaction that has only
// the channel object.
func withChannel(i *discordgo.Interaction, body []byte) *discordgo.Interaction {
	if i.ChannelID == "" {
		// Discord deprecates channel_id in favour of the channel object
		// (a thread's, type 11, names its parent too), which discordgo
		// does not read: take the id from it when channel_id is missing.
		var c struct {
			Channel *struct {
				ID string `json:"id"`
			} `json:"channel"`
		}
		if json.Unmarshal(body, &c) == nil && c.Channel != nil {
			i.ChannelID = c.Channel.ID
		}
	}
	return i
}

// modalInput is a component of a modal submission: a text input with its
// value, or something that holds components (an action row's list, a
// label's one).
type modalInput struct {
	CustomID   string       `json:"custom_id"`
	Value      *string      `json:"value"`
	Components []modalInput `json:"components"`
	Component  *modalInput  `json:"component"`
}

// maxModalDepth bounds the nesting of a modal's components.
const maxModalDepth = 4

// decodeModal reads a modal submission (type 5). Its components are read
// here, not by discordgo, which knows only some of the kinds Discord
// wraps text inputs in (action rows; labels are newer): every text input
// becomes a TextInput in an ActionsRow of the interaction's data.
func decodeModal(body, data []byte) (*discordgo.Interaction, error) {
	var env map[string]json.RawMessage
	if err := json.Unmarshal(body, &env); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadInteraction, err)
	}
	var d struct {
		CustomID   string       `json:"custom_id"`
		Components []modalInput `json:"components"`
	}
	if len(data) == 0 || json.Unmarshal(data, &d) != nil {
		return nil, fmt.Errorf("%w: a modal submission without readable data", ErrBadInteraction)
	}
	// discordgo reads the rest, and the form's id without its inputs.
	bare, err := json.Marshal(map[string]any{"custom_id": d.CustomID, "components": []any{}})
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadInteraction, err)
	}
	env["data"] = bare
	rest, err := json.Marshal(env)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadInteraction, err)
	}
	var i discordgo.Interaction
	if err := json.Unmarshal(rest, &i); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadInteraction, err)
	}
	row := &discordgo.ActionsRow{}
	var walk func(cs []modalInput, depth int) error
	walk = func(cs []modalInput, depth int) error {
		if depth > maxModalDepth {
			return fmt.Errorf("%w: a modal's components nest too deep", ErrBadInteraction)
		}
		for _, c := range cs {
			if c.Value != nil && c.CustomID != "" {
				row.Components = append(row.Components, &discordgo.TextInput{CustomID: c.CustomID, Value: *c.Value})
			}
			kids := c.Components
			if c.Component != nil {
				kids = append(kids, *c.Component)
			}
			if err := walk(kids, depth+1); err != nil {
				return err
			}
		}
		return nil
	}
	if err := walk(d.Components, 0); err != nil {
		return nil, err
	}
	i.Type = discordgo.InteractionModalSubmit
	i.Data = discordgo.ModalSubmitInteractionData{CustomID: d.CustomID, Components: []discordgo.MessageComponent{row}}
	return withChannel(&i, body), nil
}

// FromInteraction turns a Discord interaction into a Request. It returns
// an error wrapping ErrBadInteraction for a kind gobot does not handle
// (PING is the transport's business) or a payload missing its user.
func FromInteraction(i *discordgo.Interaction) (*commands.Request, error) {
	r := &commands.Request{InteractionID: i.ID, GuildID: i.GuildID, ChannelID: i.ChannelID}
	switch {
	case i.Member != nil && i.Member.User != nil:
		r.User = userOf(i.Member.User, i.Member)
		r.Admin = i.Member.Permissions&(discordgo.PermissionAdministrator|discordgo.PermissionManageGuild) != 0
	case i.User != nil:
		r.User = userOf(i.User, nil)
	default:
		return nil, fmt.Errorf("%w: no user", ErrBadInteraction)
	}
	switch i.Type {
	case discordgo.InteractionApplicationCommand, discordgo.InteractionApplicationCommandAutocomplete:
		d, ok := i.Data.(discordgo.ApplicationCommandInteractionData)
		if !ok {
			return nil, fmt.Errorf("%w: command without data", ErrBadInteraction)
		}
		r.Kind = commands.KindCommand
		if i.Type == discordgo.InteractionApplicationCommandAutocomplete {
			r.Kind = commands.KindAutocomplete
		}
		r.Command = d.Name
		r.Options = map[string]string{}
		opts := d.Options
		// Descend through a subcommand group and a subcommand.
		for depth := 0; depth < 2 && len(opts) == 1 && opts[0] != nil &&
			(opts[0].Type == discordgo.ApplicationCommandOptionSubCommand || opts[0].Type == discordgo.ApplicationCommandOptionSubCommandGroup); depth++ {
			if r.Subcommand != "" {
				r.Subcommand += " "
			}
			r.Subcommand += opts[0].Name
			opts = opts[0].Options
		}
		for _, o := range opts {
			if o == nil {
				continue
			}
			r.Options[o.Name] = optionText(o.Value)
			if o.Focused {
				r.Focused = o.Name
			}
		}
		if d.Resolved != nil && len(d.Resolved.Attachments) > 0 {
			r.Attachments = map[string]commands.Attachment{}
			for id, a := range d.Resolved.Attachments {
				if a == nil {
					continue
				}
				r.Attachments[id] = commands.Attachment{ID: id, Filename: a.Filename, URL: a.URL, ContentType: a.ContentType, Size: a.Size}
			}
		}
		if d.CommandType == discordgo.MessageApplicationCommand {
			// A message command ("Review this game"): the message it was
			// used on, and that message's files as the attachments.
			r.Options["message"] = d.TargetID
			if d.Resolved != nil && d.Resolved.Messages[d.TargetID] != nil {
				for _, a := range d.Resolved.Messages[d.TargetID].Attachments {
					if a == nil {
						continue
					}
					if r.Attachments == nil {
						r.Attachments = map[string]commands.Attachment{}
					}
					r.Attachments[a.ID] = commands.Attachment{ID: a.ID, Filename: a.Filename, URL: a.URL, ContentType: a.ContentType, Size: a.Size}
				}
			}
		}
		if d.Resolved != nil && len(d.Resolved.Users) > 0 {
			r.Users = map[string]commands.User{}
			for id, u := range d.Resolved.Users {
				if u == nil {
					continue
				}
				u.ID = id
				r.Users[id] = userOf(u, d.Resolved.Members[id])
				if u.Bot {
					if r.Bots == nil {
						r.Bots = map[string]bool{}
					}
					r.Bots[id] = true
				}
			}
		}
	case discordgo.InteractionMessageComponent:
		d, ok := i.Data.(discordgo.MessageComponentInteractionData)
		if !ok {
			return nil, fmt.Errorf("%w: component without data", ErrBadInteraction)
		}
		r.Kind = commands.KindComponent
		r.CustomID = d.CustomID
		r.Values = d.Values
	case discordgo.InteractionModalSubmit:
		d, ok := i.Data.(discordgo.ModalSubmitInteractionData)
		if !ok {
			return nil, fmt.Errorf("%w: modal submission without data", ErrBadInteraction)
		}
		r.Kind = commands.KindModal
		r.CustomID = d.CustomID
		r.Fields = map[string]string{}
		for _, c := range d.Components {
			row, ok := c.(*discordgo.ActionsRow)
			if !ok {
				continue
			}
			for _, k := range row.Components {
				if in, ok := k.(*discordgo.TextInput); ok {
					r.Fields[in.CustomID] = in.Value
				}
			}
		}
	default:
		return nil, fmt.Errorf("%w: interaction type %d", ErrBadInteraction, i.Type)
	}
	return r, nil
}

func userOf(u *discordgo.User, m *discordgo.Member) commands.User {
	name := u.Username
	if u.GlobalName != "" {
		name = u.GlobalName
	}
	if m != nil && m.Nick != "" {
		name = m.Nick
	}
	return commands.User{ID: u.ID, Name: name}
}

// optionText writes an option value as text: JSON numbers in their
// shortest form.
func optionText(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case bool:
		return strconv.FormatBool(x)
	case json.Number:
		return x.String()
	}
	return fmt.Sprint(v)
}
