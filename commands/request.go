package commands

import (
	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/match"
)

// Kind is the kind of interaction a Request carries.
type Kind uint8

const (
	// KindCommand is a slash command.
	KindCommand Kind = iota + 1
	// KindComponent is a click on a button or a choice in a select menu.
	KindComponent
	// KindAutocomplete asks for suggestions for the option being typed.
	KindAutocomplete
	// KindModal is the submission of a form (a modal) gobot opened.
	KindModal
)

// String returns "command", "component", "autocomplete" or "modal".
func (k Kind) String() string {
	switch k {
	case KindCommand:
		return "command"
	case KindComponent:
		return "component"
	case KindAutocomplete:
		return "autocomplete"
	case KindModal:
		return "modal"
	}
	return "unknown"
}

// User is a Discord user as the commands see one: an id and a display
// name. It is the domain's user, so that who sent a request is who plays.
type User = match.User

// mention returns the Discord mention of the user, "<@id>"; the engine
// without a known user id of the bot (engineSelfID) is named instead.
func mention(u User) string {
	if u.ID == engineSelfID {
		return u.Name
	}
	return "<@" + u.ID + ">"
}

// Request is one interaction, stripped of its transport.
type Request struct {
	// InteractionID is Discord's id of the interaction; a repeated id is
	// answered without being applied twice.
	InteractionID string
	// Kind says whether this is a command, a component click or an
	// autocomplete request.
	Kind Kind
	// User is who acted.
	User User
	// Admin reports whether User may manage the guild (Administrator or
	// Manage Server), which lets them abandon any game.
	Admin bool
	// GuildID is the server ("" in a direct message).
	GuildID string
	// ChannelID is the channel or thread: each holds at most one game.
	ChannelID string
	// Command is the slash command's name, e.g. "play" (commands and
	// autocomplete).
	Command string
	// Subcommand is the subcommand's name, e.g. "sgf" in "/game sgf", with
	// a group's name before it and a space between ("group sub").
	Subcommand string
	// Options holds the options' values as text: numbers in Go's shortest
	// form, users as their ids, booleans as "true" or "false".
	Options map[string]string
	// Focused is the option being typed (autocomplete only).
	Focused string
	// CustomID is the custom id of the clicked component, or of the
	// submitted modal.
	CustomID string
	// Fields are a submitted modal's text inputs, by their custom ids.
	Fields map[string]string
	// Values are the values chosen in a select menu.
	Values []string
	// Users are the users named by options, by id, as Discord resolved them.
	Users map[string]User
	// Bots holds the ids among Users that Discord marks as bots (apps).
	Bots map[string]bool
	// Attachments are the files attached through options, by id (an
	// attachment option's value is its id).
	Attachments map[string]Attachment
}

// Option returns the value of the named option and whether it was given.
func (r *Request) Option(name string) (string, bool) {
	v, ok := r.Options[name]
	return v, ok
}

// Deferral says how a transport must acknowledge a request whose handler
// might not finish within Discord's three seconds.
type Deferral uint8

const (
	// NoDefer: run the handler and answer with its Response at once.
	NoDefer Deferral = iota
	// DeferMessage: acknowledge with a public "thinking..." message, then
	// edit it into the Response.
	DeferMessage
	// DeferEphemeral: the same, visible only to the user.
	DeferEphemeral
	// DeferUpdate: acknowledge a component click, then edit the message the
	// component was on.
	DeferUpdate
)

// File is an attachment: a board PNG or an SGF record.
type File struct {
	Name        string
	ContentType string
	// Description is the file's alternative text, read out by screen
	// readers ("" for none).
	Description string
	Data        []byte
}

// Response is a handler's answer, for the transport to deliver.
type Response struct {
	// Content is the message text (Discord markdown).
	Content string
	// Embeds are rich embeds.
	Embeds []*discordgo.MessageEmbed
	// Files are attachments, sent in the response itself.
	Files []File
	// Components are rows of buttons or select menus.
	Components []discordgo.MessageComponent
	// Ephemeral makes the reply visible only to the user who acted.
	Ephemeral bool
	// Update replaces the message the clicked component was on instead of
	// posting a new one (component interactions only). With Ephemeral it
	// edits the ephemeral message the component was on, and must come only
	// from components of ephemeral messages (a review's private copy).
	Update bool
	// Choices are autocomplete suggestions (autocomplete only).
	Choices []*discordgo.ApplicationCommandOptionChoice
	// Mentions are the ids of the users the message may ping; no one else
	// is pinged whatever the text says.
	Mentions []string
	// Modal, when set, answers a command or a click with a form to fill
	// in instead of a message (the other fields are then unused); its
	// submission comes back as a Request of KindModal.
	Modal *Modal
}

// Modal is a form Discord shows over the conversation: a title and up to
// five text inputs.
type Modal struct {
	// CustomID names the form; its submission carries it back.
	CustomID string
	// Title is shown at the top (at most 45 characters).
	Title string
	// Inputs are the text inputs, in order.
	Inputs []TextInput
}

// TextInput is one text field of a Modal.
type TextInput struct {
	// CustomID names the field in the submission's Fields.
	CustomID string
	// Label is shown above the field; Placeholder inside it while empty.
	Label, Placeholder string
	// Paragraph makes it a multi-line field (else one line).
	Paragraph bool
	// Required refuses an empty submission; MaxLength bounds the text
	// (0: Discord's limit).
	Required  bool
	MaxLength int
}

// AllowedMentions returns the Discord allowed-mentions object for r: only
// the users in r.Mentions, never roles or @everyone.
func (r *Response) AllowedMentions() *discordgo.MessageAllowedMentions {
	return &discordgo.MessageAllowedMentions{Parse: []discordgo.AllowedMentionType{}, Users: append([]string{}, r.Mentions...)}
}
