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
	if err := json.Unmarshal(body, &i); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadInteraction, err)
	}
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
	return &i, nil
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
