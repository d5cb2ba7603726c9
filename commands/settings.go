package commands

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/practice"
)

// settingsCommand is /settings: a server's defaults for /play and where
// and when its daily puzzle is posted. Anyone may look; only those who may
// manage the server may change them.
func settingsCommand() *slashCommand {
	manage := int64(discordgo.PermissionManageGuild)
	// Only in servers: the settings are a server's (Contexts replaces the
	// deprecated DMPermission).
	guildOnly := []discordgo.InteractionContextType{discordgo.InteractionContextGuild}
	return &slashCommand{
		Def: &discordgo.ApplicationCommand{
			Name:                     "settings",
			Description:              "This server's gobot settings",
			DefaultMemberPermissions: &manage,
			Contexts:                 &guildOnly,
			Options: []*discordgo.ApplicationCommandOption{
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "show", Description: "Show this server's settings"},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "play", Description: "Defaults for new games (leave an option out to keep it)", Options: []*discordgo.ApplicationCommandOption{
					{Type: discordgo.ApplicationCommandOptionString, Name: "rules", Description: "Default rules", Choices: rulesChoices()},
					{Type: discordgo.ApplicationCommandOptionInteger, Name: "size", Description: "Default board size, 5 to 25"},
					{Type: discordgo.ApplicationCommandOptionString, Name: "komi", Description: "Default komi, e.g. 6.5, or \"rules\" for the rule set's own"},
					{Type: discordgo.ApplicationCommandOptionString, Name: "time", Description: "Default clock: time per move (1h, 1d, 3d) or main + increment (20m+30s); none"},
					{Type: discordgo.ApplicationCommandOptionString, Name: "move-limit", Description: "Time per move of games without a clock (default 7d)"},
					{Type: discordgo.ApplicationCommandOptionString, Name: "challenge-expiry", Description: "How long a challenge stays open (default 24h)"},
				}},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "daily", Description: "Post the daily puzzle in a channel", Options: []*discordgo.ApplicationCommandOption{
					{Type: discordgo.ApplicationCommandOptionChannel, Name: "channel", Description: "The channel to post in", Required: true,
						ChannelTypes: []discordgo.ChannelType{discordgo.ChannelTypeGuildText, discordgo.ChannelTypeGuildNews}},
					{Type: discordgo.ApplicationCommandOptionInteger, Name: "hour", Description: "Hour of the day in the server's time zone (0 to 23; default 12)"},
					{Type: discordgo.ApplicationCommandOptionString, Name: "timezone", Autocomplete: true,
						Description: "The server's time zone, an IANA name such as Europe/Paris (default: as before, or UTC)"},
				}},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "daily-off", Description: "Stop posting the daily puzzle"},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "daily-source", Description: "What the daily puzzle is drawn from", Options: []*discordgo.ApplicationCommandOption{
					{Type: discordgo.ApplicationCommandOptionString, Name: "from", Description: "gobot's puzzles, this server's imported problems, or both", Required: true, Choices: sourceChoices()},
				}},
				fairPlayOption(),
			},
		},
		Run:          runSettings,
		Autocomplete: settingsAutocomplete,
	}
}

func rulesChoices() []*discordgo.ApplicationCommandOptionChoice {
	var cs []*discordgo.ApplicationCommandOptionChoice
	for _, n := range []string{"japanese", "chinese", "aga", "new-zealand", "tromp-taylor"} {
		cs = append(cs, &discordgo.ApplicationCommandOptionChoice{Name: n, Value: n})
	}
	return cs
}

// defaultPuzzleHour is the hour /settings daily posts at without one.
const defaultPuzzleHour = practice.DefaultHour

func runSettings(ctx context.Context, b *Bot, req *Request) (*Response, error) {
	if req.GuildID == "" {
		return nil, userf("Settings belong to a server; use `/settings` in one.")
	}
	if req.Subcommand != "show" && !req.Admin {
		return nil, userf("Only members who may manage this server can change gobot's settings.")
	}
	set, err := b.stores.Guilds.Settings(ctx, req.GuildID)
	if err != nil {
		return nil, fmt.Errorf("loading guild settings: %w", err)
	}
	next := set
	switch req.Subcommand {
	case "show":
		return &Response{Content: describeSettings(set) + b.describeSource(ctx, req.GuildID), Ephemeral: true}, nil
	case "play":
		if len(req.Options) == 0 {
			return nil, userf("Give at least one of `rules`, `size`, `komi`, `time`, `move-limit` and `challenge-expiry`.")
		}
		if err := playDefaultsOnly(req); err != nil {
			return nil, err
		}
		if v, ok := req.Option("rules"); ok {
			r, err := parseRules(v)
			if err != nil {
				return nil, err
			}
			next.Rules = r.Name
		}
		if v, ok := req.Option("size"); ok {
			if next.Size, err = parseSize(v); err != nil {
				return nil, err
			}
		}
		if v, ok := req.Option("komi"); ok {
			if strings.EqualFold(strings.TrimSpace(v), "rules") {
				next.Komi = nil
			} else {
				k, err := parseKomi(v)
				if err != nil {
					return nil, err
				}
				next.Komi = &k
			}
		}
		if err := clockDefaults(req, &next); err != nil {
			return nil, err
		}
	case "daily":
		ch, ok := req.Option("channel")
		if !ok || !isSnowflake(ch) {
			return nil, userf("Choose the channel to post the daily puzzle in.")
		}
		hour := defaultPuzzleHour
		if v, ok := req.Option("hour"); ok {
			h, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil || h < 0 || h > 23 {
				return nil, userf("The hour must be a whole number from 0 to 23 (UTC), not %q.", clip(v))
			}
			hour = h
		}
		zone := set.PuzzleZone
		if v, ok := req.Option("timezone"); ok {
			loc, err := practice.LoadZone(v)
			if err != nil {
				return nil, userWrap(err, "%q is not a time zone gobot knows. Give an IANA name, such as Europe/Paris, America/Los_Angeles, Asia/Kolkata or UTC (the list: https://en.wikipedia.org/wiki/List_of_tz_database_time_zones).", clip(v))
			}
			zone = loc.String()
			if zone == "UTC" {
				zone = ""
			}
		}
		next.PuzzleChannel, next.PuzzleHour, next.PuzzleZone = ch, hour, zone
	case "daily-source":
		return b.setDailySource(ctx, req)
	case "daily-off":
		if set.PuzzleChannel == "" {
			return nil, userf("The daily puzzle is not being posted in this server.")
		}
		next.PuzzleChannel, next.PuzzleHour = "", 0
	case "fair-play":
		if err := fairPlay(req, &next); err != nil {
			return nil, err
		}
	default:
		return nil, userf("Use `/settings show`, `/settings play`, `/settings daily`, `/settings daily-off`, `/settings daily-source` or `/settings fair-play`.")
	}
	next.GuildID = req.GuildID
	if err := b.stores.Guilds.SaveSettings(ctx, next); err != nil {
		return nil, fmt.Errorf("saving guild settings: %w", err)
	}
	b.logger.InfoContext(ctx, "settings changed", "guild", req.GuildID, "user", req.User.ID, "subcommand", req.Subcommand)
	return &Response{Content: "Saved. " + describeSettings(next), Ephemeral: true}, nil
}

// playDefaultsOnly refuses options /settings play does not keep. Discord
// sends only the options the command declares, but the console and a
// forged request may send others, such as /play's handicap and color:
// saving the rest and answering "Saved." would say they were kept.
func playDefaultsOnly(req *Request) error {
	var other []string
	for name := range req.Options {
		switch name {
		case "rules", "size", "komi", "time", "move-limit", "challenge-expiry":
		default:
			other = append(other, "`"+clip(name)+"`")
		}
	}
	if len(other) == 0 {
		return nil
	}
	sort.Strings(other)
	return userf("Nothing was saved: a server's defaults for new games are its rules, board size and komi, not %s. Its clocks are `time`, `move-limit` and `challenge-expiry`. A game's handicap and colour are chosen when it is proposed: `/play handicap:` and `/play color:`.", strings.Join(other, " or "))
}

// describeSettings says what a server's settings are, in words.
func describeSettings(s match.Settings) string {
	rules, size := s.DefaultRules(), s.DefaultSize()
	komi := "as the rules set it"
	if r, err := core.ParseRules(rules); err == nil {
		komi = fmtNum(r.Komi) + " (the rules' own)"
	}
	if s.Komi != nil {
		komi = strconv.FormatFloat(*s.Komi, 'f', -1, 64)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "New games: %d×%d, %s rules, komi %s.", size, size, rules, komi)
	if s.PuzzleChannel == "" {
		b.WriteString(" The daily puzzle is not posted (`/settings daily` turns it on).")
	} else {
		zone := "UTC"
		if s.PuzzleZone != "" {
			zone = s.PuzzleZone + " time"
		}
		fmt.Fprintf(&b, " The daily puzzle is posted in <#%s> at %02d:00 %s.", s.PuzzleChannel, s.PuzzleHour, zone)
		if s.PuzzleZone != "" {
			fmt.Fprintf(&b, " The server's day, on which the puzzles and streaks run, is the day in %s.", s.PuzzleZone)
		}
	}
	b.WriteString(" " + describeClocks(s))
	b.WriteString(" " + describeFairPlay(s))
	return b.String()
}

// isSnowflake reports whether s looks like a Discord id.
func isSnowflake(s string) bool {
	if len(s) == 0 || len(s) > 20 {
		return false
	}
	_, err := strconv.ParseUint(s, 10, 64)
	return err == nil
}

// commonZones are the time zones /settings daily suggests as the zone is
// typed; any other IANA name is taken too.
var commonZones = []string{
	"UTC", "Europe/London", "Europe/Dublin", "Europe/Lisbon", "Europe/Paris", "Europe/Berlin", "Europe/Amsterdam",
	"Europe/Brussels", "Europe/Madrid", "Europe/Rome", "Europe/Zurich", "Europe/Vienna", "Europe/Stockholm",
	"Europe/Oslo", "Europe/Copenhagen", "Europe/Helsinki", "Europe/Warsaw", "Europe/Prague", "Europe/Budapest",
	"Europe/Bucharest", "Europe/Athens", "Europe/Kyiv", "Europe/Istanbul", "Europe/Moscow",
	"America/New_York", "America/Toronto", "America/Chicago", "America/Denver", "America/Phoenix",
	"America/Los_Angeles", "America/Vancouver", "America/Anchorage", "Pacific/Honolulu", "America/Mexico_City",
	"America/Bogota", "America/Lima", "America/Santiago", "America/Buenos_Aires", "America/Sao_Paulo",
	"Africa/Cairo", "Africa/Johannesburg", "Africa/Lagos", "Africa/Nairobi", "Asia/Dubai", "Asia/Tehran",
	"Asia/Karachi", "Asia/Kolkata", "Asia/Kathmandu", "Asia/Dhaka", "Asia/Bangkok", "Asia/Jakarta",
	"Asia/Ho_Chi_Minh", "Asia/Singapore", "Asia/Kuala_Lumpur", "Asia/Manila", "Asia/Shanghai", "Asia/Hong_Kong",
	"Asia/Taipei", "Asia/Seoul", "Asia/Tokyo", "Australia/Perth", "Australia/Adelaide", "Australia/Brisbane",
	"Australia/Sydney", "Australia/Melbourne", "Pacific/Auckland",
}

// settingsAutocomplete suggests time zones for /settings daily timezone:
// the typed name itself if it is one, then the common zones that hold
// what was typed (case and spaces aside: "los angeles" finds
// America/Los_Angeles).
func settingsAutocomplete(ctx context.Context, b *Bot, req *Request) (*Response, error) {
	choices := []*discordgo.ApplicationCommandOptionChoice{}
	if req.Focused != "timezone" {
		return &Response{Choices: choices}, nil
	}
	typed := strings.TrimSpace(req.Options["timezone"])
	norm := func(s string) string { return strings.ToLower(strings.ReplaceAll(s, " ", "_")) }
	seen := map[string]bool{}
	add := func(zone string) {
		if len(choices) < maxChoices && !seen[zone] {
			seen[zone] = true
			choices = append(choices, &discordgo.ApplicationCommandOptionChoice{Name: zoneChoice(zone, b.clock.Now()), Value: zone})
		}
	}
	if loc, err := practice.LoadZone(typed); err == nil && typed != "" {
		add(loc.String())
	}
	for _, z := range commonZones {
		if strings.Contains(norm(z), norm(typed)) {
			add(z)
		}
	}
	return &Response{Choices: choices}, nil
}

// zoneChoice names a zone with its time now: "Asia/Kolkata (now 21:30)".
func zoneChoice(zone string, now time.Time) string {
	loc, err := practice.LoadZone(zone)
	if err != nil {
		return zone
	}
	return fmt.Sprintf("%s (now %s)", zone, now.In(loc).Format("15:04"))
}
