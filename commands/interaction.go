package commands

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/bwmarrin/discordgo"
)

// ErrBadInteraction is an interaction payload gobot cannot read.
var ErrBadInteraction = errors.New("commands: bad interaction")

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
func FromInteraction(i *discordgo.Interaction) (*Request, error) {
	r := &Request{InteractionID: i.ID, GuildID: i.GuildID, ChannelID: i.ChannelID}
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
		r.Kind = KindCommand
		if i.Type == discordgo.InteractionApplicationCommandAutocomplete {
			r.Kind = KindAutocomplete
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
			r.Attachments = map[string]Attachment{}
			for id, a := range d.Resolved.Attachments {
				if a == nil {
					continue
				}
				r.Attachments[id] = Attachment{ID: id, Filename: a.Filename, URL: a.URL, ContentType: a.ContentType, Size: a.Size}
			}
		}
		if d.Resolved != nil && len(d.Resolved.Users) > 0 {
			r.Users = map[string]User{}
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
		r.Kind = KindComponent
		r.CustomID = d.CustomID
		r.Values = d.Values
	default:
		return nil, fmt.Errorf("%w: interaction type %d", ErrBadInteraction, i.Type)
	}
	return r, nil
}

func userOf(u *discordgo.User, m *discordgo.Member) User {
	name := u.Username
	if u.GlobalName != "" {
		name = u.GlobalName
	}
	if m != nil && m.Nick != "" {
		name = m.Nick
	}
	return User{ID: u.ID, Name: name}
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

// Interaction builds the Discord interaction payload for req, as Discord
// would send it: the console, the tests and the load benchmark use it to
// drive the transports. Option values are typed the way the command's
// definition declares them.
func Interaction(req *Request, appID, token string) *discordgo.Interaction {
	u := &discordgo.User{ID: req.User.ID, Username: req.User.Name}
	i := &discordgo.Interaction{ID: req.InteractionID, AppID: appID, GuildID: req.GuildID, ChannelID: req.ChannelID, Token: token, Version: 1}
	if req.GuildID != "" || req.Admin {
		var perms int64
		if req.Admin {
			perms = discordgo.PermissionManageGuild
		}
		i.Member = &discordgo.Member{User: u, Permissions: perms}
	} else {
		i.User = u
	}
	switch req.Kind {
	case KindComponent:
		i.Type = discordgo.InteractionMessageComponent
		i.Data = discordgo.MessageComponentInteractionData{CustomID: req.CustomID, ComponentType: discordgo.ButtonComponent, Values: req.Values}
	default:
		i.Type = discordgo.InteractionApplicationCommand
		if req.Kind == KindAutocomplete {
			i.Type = discordgo.InteractionApplicationCommandAutocomplete
		}
		d := discordgo.ApplicationCommandInteractionData{ID: "cmd-" + req.Command, Name: req.Command, CommandType: discordgo.ChatApplicationCommand}
		types := optionTypes(req.Command, req.Subcommand)
		var opts []*discordgo.ApplicationCommandInteractionDataOption
		for name, v := range req.Options {
			t, ok := types[name]
			if !ok {
				t = discordgo.ApplicationCommandOptionString
			}
			o := &discordgo.ApplicationCommandInteractionDataOption{Name: name, Type: t, Value: typedValue(t, v), Focused: name == req.Focused && req.Focused != ""}
			opts = append(opts, o)
			if d.Resolved == nil && (t == discordgo.ApplicationCommandOptionUser || t == discordgo.ApplicationCommandOptionAttachment) {
				d.Resolved = &discordgo.ApplicationCommandInteractionDataResolved{Users: map[string]*discordgo.User{}, Attachments: map[string]*discordgo.MessageAttachment{}}
			}
			switch t {
			case discordgo.ApplicationCommandOptionUser:
				if u, ok := req.Users[v]; ok {
					d.Resolved.Users[v] = &discordgo.User{ID: v, Username: u.Name, Bot: req.Bots[v]}
				}
			case discordgo.ApplicationCommandOptionAttachment:
				if a, ok := req.Attachments[v]; ok {
					d.Resolved.Attachments[v] = &discordgo.MessageAttachment{ID: v, Filename: a.Filename, URL: a.URL, ContentType: a.ContentType, Size: a.Size}
				}
			}
		}
		if req.Subcommand != "" {
			opts = []*discordgo.ApplicationCommandInteractionDataOption{{Name: req.Subcommand, Type: discordgo.ApplicationCommandOptionSubCommand, Options: opts}}
		}
		d.Options = opts
		i.Data = d
	}
	return i
}

// optionTypes returns the declared type of each option of a command (or
// of its subcommand).
func optionTypes(command, sub string) map[string]discordgo.ApplicationCommandOptionType {
	types := map[string]discordgo.ApplicationCommandOptionType{}
	for _, c := range allCommands() {
		if c.Def.Name != command {
			continue
		}
		opts := c.Def.Options
		for _, o := range opts {
			if o.Type == discordgo.ApplicationCommandOptionSubCommand && o.Name == sub {
				opts = o.Options
			}
		}
		for _, o := range opts {
			// An option named like a subcommand (as a forged payload may
			// send it) is an option, not a subcommand.
			if o.Type != discordgo.ApplicationCommandOptionSubCommand && o.Type != discordgo.ApplicationCommandOptionSubCommandGroup {
				types[o.Name] = o.Type
			}
		}
	}
	return types
}

// typedValue returns v as the JSON value Discord sends for type t; text
// that is not a number stays text, as a forged payload might send it.
func typedValue(t discordgo.ApplicationCommandOptionType, v string) any {
	switch t {
	case discordgo.ApplicationCommandOptionInteger, discordgo.ApplicationCommandOptionNumber:
		if f, err := strconv.ParseFloat(v, 64); err == nil {
			return f
		}
	case discordgo.ApplicationCommandOptionBoolean:
		if b, err := strconv.ParseBool(v); err == nil {
			return b
		}
	}
	return v
}
