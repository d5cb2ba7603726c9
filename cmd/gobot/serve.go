package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/gobot-baduk/gobot/bot"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/store"
)

// shutdownGrace is how long a stopping bot waits for interactions in flight.
const shutdownGrace = 10 * time.Second

// setupHelp is printed when gobot starts with no Discord credentials.
const setupHelp = `gobot: no Discord credentials are configured, so the bot cannot connect.
To run it on Discord, copy .env.example to .env and set:
  GOBOT_TOKEN        the bot token (Developer Portal → your application → Bot → Reset Token)
  GOBOT_APP_ID       the application id (General Information → Application ID)
  GOBOT_PUBLIC_KEY   the public key, for the HTTP interactions endpoint (General Information → Public Key)
  GOBOT_HTTP_ADDR    e.g. :8080 to serve interactions over HTTP instead of (or beside) the gateway
then run "gobot register" once and "gobot" again. README.md has the full guide.

Starting the local console instead: play against yourself or a friend at this keyboard.
`

// runServe runs the bot: the gateway when a token is set, the HTTP
// interactions endpoint when GOBOT_HTTP_ADDR is set, or both. With neither,
// it explains how to configure them and starts the console.
func runServe(ctx context.Context, m *Main, args []string) error {
	if len(args) > 0 {
		return usageError{fmt.Sprintf("gobot serve takes no arguments (got %q); it is configured by the environment", args[0])}
	}
	c, err := m.config()
	if err != nil {
		return err
	}
	if c.HTTPAddr == "" && !c.Gateway {
		fmt.Fprint(m.Stderr, setupHelp)
		return m.console(ctx, c)
	}
	logger := newLogger(m.Stderr, c)
	withEngine, closeEngine := engineOption(c, logger)
	defer closeEngine()
	b, st, err := openBot(ctx, store.Config{Memory: c.Store == "memory", Path: c.DBPath, URL: c.DatabaseURL}, logger, bot.CDNFetcher{}, withEngine)
	if err != nil {
		return err
	}
	defer st.Close()
	rest := &bot.REST{BaseURL: c.RESTURL, Token: c.Token}
	logger.Info("starting gobot", "store", st.Kind, "http", c.HTTPAddr != "", "gateway", c.Gateway, "shard", c.ShardID, "shards", c.ShardCount)
	if c.ShardsSet && !c.Gateway {
		// Shards split the gateway's connections between processes; the
		// HTTP endpoint gets every interaction whatever they say.
		logger.Warn("GOBOT_SHARD_ID and GOBOT_SHARD_COUNT are set but the gateway is off, so they have no effect: shards split gateway connections; HTTP workers share the load behind a load balancer", "shard", c.ShardID, "shards", c.ShardCount)
	}

	// The first part to fail stops the others; a stop signal stops all.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	errc := make(chan error, 3)
	running := 0
	if c.HTTPAddr != "" {
		key, err := bot.ParsePublicKey(c.PublicKey)
		if err != nil {
			return fmt.Errorf("GOBOT_PUBLIC_KEY: %w", err)
		}
		ln, err := net.Listen("tcp", c.HTTPAddr)
		if err != nil {
			return fmt.Errorf("GOBOT_HTTP_ADDR: %w", err)
		}
		ep := bot.NewEndpoint(b, rest, c.AppID, key, bot.Logger(logger))
		running++
		go func() { errc <- serveHTTP(ctx, ln, ep, logger) }()
	}
	if c.Gateway {
		gw, err := bot.NewGateway(b, rest, c.Token, c.AppID, logger)
		if err != nil {
			return err
		}
		if err := gw.Shard(c.ShardID, c.ShardCount); err != nil {
			return err
		}
		running++
		go func() { errc <- gw.Run(ctx, shutdownGrace) }()
	}
	// Every process fires the games' deadlines; the store lets one of them
	// fire each. Posting their messages needs the bot token: without it
	// the events still apply (a game still ends on time) and their
	// messages are logged as not posted.
	poster := bot.RESTPoster(rest)
	if c.Token == "" {
		logger.Info("deadline messages (reminders, games ended on time) are not posted from this process: GOBOT_TOKEN is not set")
		poster = noToken{}
	}
	deadlines := bot.NewDeadlineScheduler(b, poster, logger)
	running++
	go func() { errc <- deadlines.Run(ctx) }()
	// Every process runs the daily puzzle schedule; the store lets one of
	// them post each guild's puzzle of the day. Posting needs the bot token.
	switch {
	case st.Daily == nil:
	case c.Token == "":
		logger.Info("daily puzzles are not posted from this process: GOBOT_TOKEN is not set")
	default:
		sched := bot.NewScheduler(b, rest, st.Daily, logger)
		running++
		go func() { errc <- sched.Run(ctx) }()
	}
	var first error
	for i := 0; i < running; i++ {
		if err := <-errc; err != nil && first == nil {
			first = err
			cancel()
		} else if i == 0 {
			cancel()
		}
	}
	logger.Info("gobot stopped")
	return first
}

// serveHTTP serves the interactions endpoint on ln until ctx ends, then
// stops accepting, finishes the requests in flight and waits for deferred
// work.
func serveHTTP(ctx context.Context, ln net.Listener, ep *bot.Endpoint, logger *slog.Logger) error {
	mux := http.NewServeMux()
	mux.Handle("POST /interactions", ep)
	mux.Handle("POST /{$}", ep)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) { io.WriteString(w, "ok\n") })
	srv := &http.Server{
		Handler:           mux,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      10 * time.Second,
		ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
	}
	logger.Info("HTTP interactions endpoint listening", "addr", ln.Addr().String(), "path", "/interactions")
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return fmt.Errorf("HTTP endpoint: %w", err)
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	err := srv.Shutdown(sctx)
	if werr := ep.Shutdown(sctx); err == nil {
		err = werr
	}
	if err := <-done; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return err
}

// config loads .env and reads the configuration.
func (m *Main) config() (*config, error) {
	if err := loadDotEnv(m.Getenv); err != nil {
		return nil, err
	}
	return readConfig(m.Getenv)
}

// openBot opens the store and builds the command dispatcher over it, with
// gobot's renderer, downloading attached files with fetch.
func openBot(ctx context.Context, sc store.Config, logger *slog.Logger, fetch commands.Fetcher, opts ...commands.Option) (*commands.Bot, *store.Opened, error) {
	sc.Logger = logger
	st, err := store.Open(ctx, sc)
	if err != nil {
		return nil, nil, fmt.Errorf("opening the store: %w", err)
	}
	opts = append([]commands.Option{commands.WithLogger(logger), commands.WithFetcher(fetch), commands.WithPractice(st.Practice, st.Dailies)}, opts...)
	b, err := commands.New(st.Stores, opts...)
	if err != nil {
		st.Close()
		return nil, nil, err
	}
	return b, st, nil
}

// noToken is the Poster of a process without the bot token: it posts
// nothing, and says why.
type noToken struct{}

// errNoToken is why a process without the bot token posts nothing.
var errNoToken = errors.New("no GOBOT_TOKEN to post with")

func (noToken) Post(context.Context, string, *commands.Response) (string, error) {
	return "", errNoToken
}

func (noToken) Reply(context.Context, string, string, *commands.Response) (string, error) {
	return "", errNoToken
}

func (noToken) StartThread(context.Context, string, string, string) (string, error) {
	return "", errNoToken
}
