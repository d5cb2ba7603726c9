package commands_test

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/bot"
	"github.com/gobot-baduk/gobot/bot/bottest"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/store/memory"
	"github.com/stretchr/testify/require"
)

// People in the tests, with Discord-like ids.
var (
	alice = commands.User{ID: "600000000000000001", Name: "Alice"}
	bob   = commands.User{ID: "600000000000000002", Name: "Bob"}
	carol = commands.User{ID: "600000000000000003", Name: "Carol"}
	mod   = commands.User{ID: "600000000000000009", Name: "Mod"}
)

var people = map[string]commands.User{"alice": alice, "bob": bob, "carol": carol, "mod": mod}

// harnessGuild is the server the harness's requests come from.
const harnessGuild = "1111111111111111111"

type fixedClock struct{ t time.Time }

func (c fixedClock) Now() time.Time { return c.t }

// harness drives a Bot the way Discord would: every request is filled into
// a recorded interaction payload (bottest), decoded by the transports'
// decoder (bot) and handed to the Bot.
type harness struct {
	t       *testing.T
	bot     *commands.Bot
	store   *memory.Store
	clock   match.Clock
	channel string
	mu      sync.Mutex
	n       int
	last    []*commands.Response // messages posted, newest last
	// posted holds each channel's messages, newest last: buttons are
	// clicked in the channel of their message.
	posted map[string][]*commands.Response
	logs   *bytes.Buffer
	// guild is the server of the requests ("": harnessGuild).
	guild string
	// discord builds the payloads from the recorded interactions.
	discord bottest.Builder
}

func newHarness(t *testing.T, opts ...commands.Option) *harness {
	t.Helper()
	return newHarnessAt(t, fixedClock{time.Date(2024, 6, 1, 12, 0, 0, 0, time.UTC)}, opts...)
}

// newHarnessAt is newHarness on the clock: the Bot's, and that of the
// other Bots botOver makes, as every process of one deployment tells the
// same time.
func newHarnessAt(t *testing.T, clock match.Clock, opts ...commands.Option) *harness {
	t.Helper()
	st := memory.New()
	logs := &bytes.Buffer{}
	ids := 0
	base := []commands.Option{
		commands.WithClock(clock),
		commands.WithLogger(slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))),
		commands.WithIDs(func() string { ids++; return fmt.Sprintf("g%d", ids) }),
		commands.WithCoin(func() bool { return true }),
	}
	b, err := commands.New(match.Stores{Games: st, Interactions: st, Guilds: st, Prefs: st, Deadlines: st}, append(base, opts...)...)
	require.NoError(t, err)
	return &harness{t: t, bot: b, store: st, clock: clock, channel: "2222222222222222222", logs: logs}
}

// guildID is the server the harness's requests come from: harnessGuild
// unless the test moved to another (guild).
func (h *harness) guildID() string {
	if h.guild != "" {
		return h.guild
	}
	return harnessGuild
}

func (h *harness) nextID() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.n++
	return fmt.Sprintf("70000000000%08d", h.n)
}

// roundTrip sends req the way Discord would: filled into the recorded
// interaction it is shaped like (bottest), then decoded as the transports
// decode it.
func (h *harness) roundTrip(req *commands.Request) *commands.Request {
	h.t.Helper()
	body, err := h.discord.Payload(req)
	require.NoError(h.t, err)
	return decode(h.t, body)
}

// decode reads an interaction payload into a Request, as the transports do.
func decode(t *testing.T, body []byte) *commands.Request {
	t.Helper()
	i, err := bot.DecodeInteraction(body)
	require.NoError(t, err)
	req, err := bot.FromInteraction(i)
	require.NoError(t, err)
	return req
}

// request builds the Request for a command line typed by user.
func (h *harness) request(user commands.User, line string) *commands.Request {
	h.t.Helper()
	cl, err := bot.ParseCommandLine(line)
	require.NoError(h.t, err)
	req := &commands.Request{
		InteractionID: h.nextID(), Kind: commands.KindCommand, User: user, Admin: user == mod,
		GuildID: h.guildID(), ChannelID: h.channel,
		Command: cl.Command, Subcommand: cl.Subcommand, Options: cl.Options,
	}
	// Options that name a user (/play's opponent, /puzzle stats's user)
	// name a person of the tests.
	for _, opt := range []string{"opponent", "user"} {
		if name, ok := cl.Options[opt]; ok {
			u, known := people[name]
			require.True(h.t, known, "unknown person %s", name)
			req.Options[opt] = u.ID
			req.Users = map[string]commands.User{u.ID: u}
		}
	}
	return h.roundTrip(req)
}

// run types a command line as user and returns the response.
func (h *harness) run(user commands.User, line string) *commands.Response {
	h.t.Helper()
	return h.send(h.request(user, line))
}

func (h *harness) send(req *commands.Request) *commands.Response {
	h.t.Helper()
	resp := h.bot.Handle(context.Background(), req)
	require.NotNil(h.t, resp)
	if !resp.Ephemeral && req.Kind != commands.KindAutocomplete {
		h.mu.Lock()
		h.last = append(h.last, resp)
		if h.posted == nil {
			h.posted = map[string][]*commands.Response{}
		}
		h.posted[req.ChannelID] = append(h.posted[req.ChannelID], resp)
		h.mu.Unlock()
	}
	return resp
}

// click clicks the newest button with the label (case-insensitive) among
// the current channel's messages, or in extra (an ephemeral message's
// buttons).
func (h *harness) click(user commands.User, label string, extra ...*commands.Response) *commands.Response {
	h.t.Helper()
	id := h.findButton(label, extra...)
	require.NotEmpty(h.t, id, "no button %q", label)
	return h.clickID(user, id)
}

func (h *harness) clickID(user commands.User, customID string) *commands.Response {
	h.t.Helper()
	return h.send(h.clickRequest(user, customID))
}

// clickRequest builds the request of a click on the button with the id.
func (h *harness) clickRequest(user commands.User, customID string) *commands.Request {
	h.t.Helper()
	req := &commands.Request{InteractionID: h.nextID(), Kind: commands.KindComponent, User: user, Admin: user == mod,
		GuildID: h.guildID(), ChannelID: h.channel, CustomID: customID}
	return h.roundTrip(req)
}

func (h *harness) findButton(label string, extra ...*commands.Response) string {
	h.mu.Lock()
	msgs := append(append([]*commands.Response{}, h.posted[h.channel]...), extra...)
	h.mu.Unlock()
	for i := len(msgs) - 1; i >= 0; i-- {
		for _, c := range msgs[i].Components {
			row, ok := c.(discordgo.ActionsRow)
			if !ok {
				continue
			}
			for _, k := range row.Components {
				if b, ok := k.(discordgo.Button); ok && strings.EqualFold(b.Label, label) {
					return b.CustomID
				}
			}
		}
	}
	return ""
}

// allowAnalysis lets everyone see the analysis of games in progress in the
// harness's server (/settings fair-play analysis:everyone), for the tests
// of the analysis itself: by default nobody may until the game has ended.
func (h *harness) allowAnalysis() {
	h.t.Helper()
	r := h.run(mod, "/settings fair-play analysis:everyone")
	require.True(h.t, r.Ephemeral)
	require.Contains(h.t, r.Content, "Saved.")
}

// requireMistake asserts an ephemeral answer containing every fragment.
func requireMistake(t *testing.T, r *commands.Response, fragments ...string) {
	t.Helper()
	require.True(t, r.Ephemeral, "not ephemeral: %q", r.Content)
	for _, f := range fragments {
		require.Contains(t, r.Content, f)
	}
}

// requirePNG asserts that the response carries a decodable PNG.
func requirePNG(t *testing.T, r *commands.Response) {
	t.Helper()
	for _, f := range r.Files {
		if f.ContentType == "image/png" {
			_, err := png.Decode(bytes.NewReader(f.Data))
			require.NoError(t, err, "file %s", f.Name)
			return
		}
	}
	t.Fatalf("no PNG in response %q", r.Content)
}

// loadFixture reads a recorded interaction.
func loadFixture(t *testing.T, name string) []byte {
	t.Helper()
	b, err := bottest.Fixture(name)
	require.NoError(t, err)
	return b
}

// game returns the channel's active game from the store.
func (h *harness) game() *match.GameRecord {
	h.t.Helper()
	g, err := h.store.ActiveGame(context.Background(), h.channel)
	require.NoError(h.t, err)
	return g
}

// play plays the moves in turn, Alice (Black) first unless the game says
// otherwise, and requires each to be accepted.
func (h *harness) play(moves ...string) *commands.Response {
	h.t.Helper()
	var r *commands.Response
	for _, m := range moves {
		g := h.game()
		who := g.Player(g.Game.ToMove())
		r = h.run(who, "/move point:"+m)
		require.False(h.t, r.Ephemeral, "move %s: %s", m, r.Content)
	}
	return r
}
