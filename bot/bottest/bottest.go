// Package bottest builds interaction payloads shaped exactly like
// Discord's, for tests and the load benchmark, and reads the messages gobot
// sends back. It starts from the interactions recorded in
// testdata/interactions (a /move with a string option, /score toggle,
// /game abandon, /board with an overlay, clicks carrying the message their
// button is on, a thread, a direct message, ...) and fills in the
// request's ids, user, channel, options and custom id. It is gobot's only
// interaction encoder: the transports' decoder (bot.DecodeInteraction) is
// tested against what Discord sends, never against an encoder written
// beside it, so a mistake shared by encoder and decoder cannot hide.
package bottest

import (
	"bytes"
	"embed"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math"
	"path"
	"sort"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/commands"
)

//go:embed testdata/interactions/*.json
var recordings embed.FS

// Fixture reads a recorded interaction by its file name, e.g. "move.json".
func Fixture(name string) ([]byte, error) {
	return recordings.ReadFile(path.Join("testdata", "interactions", name))
}

// Builder fills requests into the recorded interactions. The zero Builder
// is ready to use.
type Builder struct {
	// Threads maps a thread's id to its parent channel's: requests in a
	// thread carry a thread channel object (type 11, with parent_id).
	Threads map[string]string
	// AppID replaces the recorded application id when set.
	AppID string
	// Token gives an interaction's token (default: one made from its id).
	Token func(interactionID string) string
}

// Permission sets of the recorded members: a member's (neither
// Administrator nor Manage Server) and an admin's (every permission).
const (
	memberPermissions = "2248473465835073"
	adminPermissions  = "2251799813685247"
)

// template names the recorded interaction a request is built from.
// modal_answer.json, the submission of the puzzle's Answer form, is
// written after Discord's documentation of a modal submission (type 5,
// the text inputs in action rows, the message the button was on) around
// the envelope of click_pass.json, not recorded.
func template(req *commands.Request) string {
	switch req.Kind {
	case commands.KindAutocomplete:
		return "move_autocomplete.json"
	case commands.KindModal:
		return "modal_answer.json"
	case commands.KindComponent:
		action, _, _ := strings.Cut(req.CustomID, ":")
		switch action {
		case "accept", "decline":
			return "button_accept.json"
		case "pass":
			return "click_pass.json"
		case "resign", "analyze":
			return "click_resign.json"
		case "resign-confirm", "resign-cancel":
			// Both buttons are on the ephemeral confirmation.
			return "click_resign_confirm.json"
		case "undo":
			return "click_undo.json"
		case "undo-accept", "undo-decline":
			return "click_undo_accept.json"
		case "score-accept", "score-resume":
			return "click_score_accept.json"
		}
		// Buttons of puzzles and reviews: a click on a board message.
		return "click_pass.json"
	}
	if isMessageCommand(req.Command) {
		return "message_review.json"
	}
	switch req.Command {
	case "move":
		return "move.json"
	case "score":
		return "score_toggle.json"
	case "game":
		return "game_abandon.json"
	case "board":
		return "board_overlay.json"
	case "analyze":
		return "analyze.json"
	case "play":
		if len(req.Bots) > 0 {
			return "play_bot_opponent.json"
		}
		return "play_opponent.json"
	case "review":
		return "review_start.json"
	}
	// Other commands are shaped like /score toggle (a subcommand with
	// options) or /analyze (neither).
	if req.Subcommand != "" {
		return "score_toggle.json"
	}
	return "analyze.json"
}

type object = map[string]any

// Payload returns the payload Discord would send for req.
func (b *Builder) Payload(req *commands.Request) ([]byte, error) {
	name := template(req)
	tpl, err := load(name)
	if err != nil {
		return nil, err
	}
	env := tpl
	if req.GuildID == "" && !req.Admin && !isDM(tpl) {
		// A direct message: the recorded DM envelope around the
		// command's own data. (A member's permissions outside a guild
		// come only from a forged payload: they keep the member.)
		if env, err = load("dm_play.json"); err != nil {
			return nil, err
		}
		env["type"], env["data"] = tpl["type"], tpl["data"]
		if m, ok := tpl["message"]; ok {
			env["message"] = m
		}
	}
	if err := b.fillEnvelope(env, req); err != nil {
		return nil, fmt.Errorf("bottest: %s: %w", name, err)
	}
	switch req.Kind {
	case commands.KindComponent:
		err = fillComponent(env, req)
	case commands.KindModal:
		err = fillModal(env, req)
	default:
		err = fillCommand(env, req)
	}
	if err != nil {
		return nil, fmt.Errorf("bottest: %s: %w", name, err)
	}
	return json.MarshalIndent(env, "", "  ")
}

func load(name string) (object, error) {
	raw, err := Fixture(name)
	if err != nil {
		return nil, err
	}
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	var o object
	if err := d.Decode(&o); err != nil {
		return nil, fmt.Errorf("bottest: %s: %w", name, err)
	}
	return o, nil
}

func isDM(o object) bool { _, ok := o["user"]; return ok && o["member"] == nil }

func (b *Builder) fillEnvelope(env object, req *commands.Request) error {
	env["id"] = req.InteractionID
	if b.Token != nil {
		env["token"] = b.Token(req.InteractionID)
	} else {
		env["token"] = base64.RawURLEncoding.EncodeToString([]byte("interaction:" + req.InteractionID + ":" + strings.Repeat("x", 40)))
	}
	if b.AppID != "" {
		env["application_id"] = b.AppID
	}
	env["channel_id"] = req.ChannelID
	ch, _ := env["channel"].(object)
	if ch == nil {
		// Older recordings have channel_id alone; Discord sends both.
		m, err := load("move.json")
		if err != nil {
			return err
		}
		ch = m["channel"].(object)
		env["channel"] = ch
	}
	if parent, ok := b.Threads[req.ChannelID]; ok {
		th, err := load("thread_move.json")
		if err != nil {
			return err
		}
		ch = th["channel"].(object)
		ch["parent_id"] = parent
		env["channel"] = ch
	}
	ch["id"] = req.ChannelID
	u := userObject(req.User)
	if isDM(env) {
		env["user"] = u
		ch["recipients"] = []any{u}
		return nil
	}
	env["guild_id"] = req.GuildID
	if g, ok := env["guild"].(object); ok {
		g["id"] = req.GuildID
	}
	if ch["guild_id"] != nil {
		ch["guild_id"] = req.GuildID
	}
	env["authorizing_integration_owners"] = object{"0": req.GuildID}
	m, _ := env["member"].(object)
	if m == nil {
		return fmt.Errorf("no member")
	}
	m["user"], m["nick"] = u, nil
	m["permissions"] = memberPermissions
	if req.Admin {
		m["permissions"] = adminPermissions
	}
	return nil
}

// userObject fills a user the way Discord sends one: the display name is
// the global name; the username is its lower-case form.
func userObject(u commands.User) object {
	return object{"avatar": nil, "avatar_decoration_data": nil, "clan": nil, "collectibles": nil, "discriminator": "0",
		"global_name": u.Name, "id": u.ID, "primary_guild": nil, "public_flags": json.Number("0"),
		"username": strings.ToLower(strings.ReplaceAll(u.Name, " ", "_"))}
}

// fillModal sets the submitted form's custom id and its text inputs, one
// action row each, in the order of their ids.
func fillModal(env object, req *commands.Request) error {
	data, _ := env["data"].(object)
	if data == nil {
		return fmt.Errorf("no data")
	}
	data["custom_id"] = req.CustomID
	ids := make([]string, 0, len(req.Fields))
	for id := range req.Fields {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	rows := []any{}
	for n, id := range ids {
		rows = append(rows, object{"type": json.Number("1"), "id": json.Number(strconv.Itoa(2*n + 1)), "components": []any{
			object{"type": json.Number("4"), "id": json.Number(strconv.Itoa(2*n + 2)), "custom_id": id, "value": req.Fields[id]},
		}})
	}
	data["components"] = rows
	if msg, ok := env["message"].(object); ok {
		msg["channel_id"] = req.ChannelID
	}
	return nil
}

// fillComponent sets the clicked custom id, and the recorded message's
// buttons to the request's game.
func fillComponent(env object, req *commands.Request) error {
	data, _ := env["data"].(object)
	if data == nil {
		return fmt.Errorf("no data")
	}
	recorded, _ := data["custom_id"].(string)
	data["custom_id"] = req.CustomID
	if len(req.Values) > 0 {
		data["component_type"] = json.Number(strconv.Itoa(int(discordgo.SelectMenuComponent)))
		vs := make([]any, len(req.Values))
		for i, v := range req.Values {
			vs[i] = v
		}
		data["values"] = vs
	}
	msg, _ := env["message"].(object)
	if msg == nil {
		return fmt.Errorf("a click without its message")
	}
	msg["channel_id"] = req.ChannelID
	_, oldRest, _ := strings.Cut(recorded, ":")
	oldGame, _, _ := strings.Cut(oldRest, ":")
	_, newRest, _ := strings.Cut(req.CustomID, ":")
	newGame, _, _ := strings.Cut(newRest, ":")
	rows, _ := msg["components"].([]any)
	for _, r := range rows {
		row, _ := r.(object)
		cs, _ := row["components"].([]any)
		for _, c := range cs {
			comp, _ := c.(object)
			id, _ := comp["custom_id"].(string)
			switch {
			case id == recorded:
				comp["custom_id"] = req.CustomID
			case oldGame != "":
				comp["custom_id"] = strings.Replace(id, ":"+oldGame, ":"+newGame, 1)
			}
		}
	}
	return nil
}

// fillCommand sets the command's name and options in the recorded data,
// nesting them under the subcommand the way the recording does, typed as
// the command's registered definition declares.
func fillCommand(env object, req *commands.Request) error {
	data, _ := env["data"].(object)
	if data == nil {
		return fmt.Errorf("no data")
	}
	if isMessageCommand(req.Command) {
		return fillMessageCommand(data, req)
	}
	def := definition(req.Command)
	if def == nil {
		// A command gobot does not have: sent as Discord would send a
		// stale registration's, with string options.
		def = &discordgo.ApplicationCommand{Name: req.Command}
	}
	if data["name"] != req.Command {
		data["id"] = commandID(req.Command)
	}
	data["name"] = req.Command
	defOpts := def.Options
	var path []string
	if req.Subcommand != "" {
		path = strings.Split(req.Subcommand, " ")
	}
	for _, name := range path {
		for _, o := range defOpts {
			if o.Name == name && (o.Type == discordgo.ApplicationCommandOptionSubCommand || o.Type == discordgo.ApplicationCommandOptionSubCommandGroup) {
				defOpts = o.Options
			}
		}
	}
	leaves, resolved, err := options(env, data, req, defOpts)
	if err != nil {
		return err
	}
	opts := leaves
	// Wrap the leaves in the subcommand (and group), innermost first,
	// using the recording's subcommand node as the pattern.
	for i := len(path) - 1; i >= 0; i-- {
		t := discordgo.ApplicationCommandOptionSubCommand
		if i < len(path)-1 {
			t = discordgo.ApplicationCommandOptionSubCommandGroup
		}
		node := subcommandNode(data)
		node["name"], node["type"] = path[i], json.Number(strconv.Itoa(int(t)))
		_, hadOptions := node["options"]
		switch {
		case len(opts) > 0:
			node["options"] = opts
		case hadOptions:
			node["options"] = []any{}
		}
		opts = []any{node}
	}
	if len(opts) == 0 {
		delete(data, "options")
	} else {
		data["options"] = opts
	}
	if len(resolved) == 0 {
		delete(data, "resolved")
	} else {
		data["resolved"] = resolved
	}
	return nil
}

// subcommandNode returns a copy of the recording's subcommand node (a bare
// one if it has none).
func subcommandNode(data object) object {
	if opts, ok := data["options"].([]any); ok {
		for _, o := range opts {
			if n, ok := o.(object); ok && (n["type"] == json.Number("1") || n["type"] == json.Number("2")) {
				c := object{}
				for k, v := range n {
					c[k] = v
				}
				return c
			}
		}
	}
	return object{}
}

// options returns the leaf options of req in definition order, and the
// resolved users and attachments they name, shaped like the recording's.
func options(env, data object, req *commands.Request, defs []*discordgo.ApplicationCommandOption) ([]any, object, error) {
	types := map[string]discordgo.ApplicationCommandOptionType{}
	order := map[string]int{}
	for i, o := range defs {
		// An option named like a subcommand (as a forged payload may
		// send it) is an option, not a subcommand.
		if o.Type != discordgo.ApplicationCommandOptionSubCommand && o.Type != discordgo.ApplicationCommandOptionSubCommandGroup {
			types[o.Name], order[o.Name] = o.Type, i
		}
	}
	names := make([]string, 0, len(req.Options))
	for n := range req.Options {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool {
		oi, iok := order[names[i]]
		oj, jok := order[names[j]]
		switch {
		case iok && jok:
			return oi < oj
		case iok != jok:
			return iok
		}
		return names[i] < names[j]
	})
	oldResolved, _ := data["resolved"].(object)
	users, members, attachments := object{}, object{}, object{}
	var leaves []any
	for _, n := range names {
		v := req.Options[n]
		t, ok := types[n]
		if !ok {
			t = discordgo.ApplicationCommandOptionString
		}
		o := object{"name": n, "type": json.Number(strconv.Itoa(int(t))), "value": value(t, v)}
		if n == req.Focused && req.Focused != "" {
			o["focused"] = true
		}
		leaves = append(leaves, o)
		switch t {
		case discordgo.ApplicationCommandOptionUser:
			u, ok := req.Users[v]
			if !ok {
				continue
			}
			uo := userObject(u)
			if req.Bots[v] {
				uo["bot"], uo["discriminator"], uo["global_name"], uo["username"] = true, "4821", nil, u.Name
			}
			users[v] = uo
			members[v] = resolvedMember(oldResolved)
		case discordgo.ApplicationCommandOptionAttachment:
			a, ok := req.Attachments[v]
			if !ok {
				continue
			}
			ao, err := attachmentObject(a)
			if err != nil {
				return nil, nil, err
			}
			attachments[v] = ao
		}
	}
	resolved := object{}
	if len(users) > 0 {
		resolved["users"], resolved["members"] = users, members
	}
	if len(attachments) > 0 {
		resolved["attachments"] = attachments
	}
	return leaves, resolved, nil
}

// resolvedMember is a resolved member as recorded (Discord leaves its user
// out: it is under users).
func resolvedMember(old object) object {
	if ms, ok := old["members"].(object); ok {
		for _, m := range ms {
			if mo, ok := m.(object); ok {
				return mo
			}
		}
	}
	return object{"avatar": nil, "communication_disabled_until": nil, "flags": json.Number("0"), "joined_at": "2024-02-11T18:30:00.000000+00:00",
		"nick": nil, "pending": false, "permissions": memberPermissions, "premium_since": nil, "roles": []any{}}
}

// attachmentObject is a resolved attachment shaped like the recorded one.
func attachmentObject(a commands.Attachment) (object, error) {
	rec, err := load("review_start.json")
	if err != nil {
		return nil, err
	}
	var o object
	for _, v := range rec["data"].(object)["resolved"].(object)["attachments"].(object) {
		o = v.(object)
	}
	o["id"], o["filename"], o["url"], o["proxy_url"] = a.ID, a.Filename, a.URL, a.URL
	o["size"] = json.Number(strconv.Itoa(a.Size))
	if a.ContentType == "" {
		delete(o, "content_type")
	} else {
		o["content_type"] = a.ContentType
	}
	return o, nil
}

// value is an option's JSON value as Discord sends its type. Text that
// is not one (as only a forged payload could send), or not in the form the
// transports write a decoded value back in ("+5", "007", "1"), stays text:
// then it decodes to the same text again.
func value(t discordgo.ApplicationCommandOptionType, v string) any {
	switch t {
	case discordgo.ApplicationCommandOptionInteger:
		if n, err := strconv.ParseInt(v, 10, 64); err == nil && strconv.FormatInt(n, 10) == v {
			return json.Number(v)
		}
	case discordgo.ApplicationCommandOptionNumber:
		if f, err := strconv.ParseFloat(v, 64); err == nil && !math.IsInf(f, 0) && !math.IsNaN(f) && strconv.FormatFloat(f, 'f', -1, 64) == v {
			return json.Number(v)
		}
	case discordgo.ApplicationCommandOptionBoolean:
		if v == "true" || v == "false" {
			return v == "true"
		}
	}
	return v
}

func definition(name string) *discordgo.ApplicationCommand {
	for _, d := range commands.Definitions() {
		if d.Name == name {
			return d
		}
	}
	return nil
}

// commandID is a command's registered id, as the recordings have them.
func commandID(name string) string {
	ids := map[string]string{"play": "4444444444444444444", "move": "4444444444444444445", "game": "4444444444444444446",
		"board": "4444444444444444447", "analyze": "4444444444444444448", "review": "4444444444444444449",
		"score": "4444444444444444450", "puzzle": "4444444444444444451", "settings": "4444444444444444452"}
	if id, ok := ids[name]; ok {
		return id
	}
	return "4444444444444444499"
}
