package main

import (
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strconv"
	"strings"

	"github.com/gobot-baduk/gobot/engine"
	"github.com/joho/godotenv"
)

// config is gobot's configuration, read from the environment after .env
// has been loaded into it (variables already set win over .env). Every
// variable is documented in .env.example.
type config struct {
	Token     string // GOBOT_TOKEN: the bot token (gateway, registration)
	AppID     string // GOBOT_APP_ID: the application id
	PublicKey string // GOBOT_PUBLIC_KEY: hex Ed25519 key (HTTP endpoint)
	HTTPAddr  string // GOBOT_HTTP_ADDR: listen address of the HTTP endpoint
	Gateway   bool   // GOBOT_GATEWAY: connect to the gateway (default on with a token)
	RESTURL   string // GOBOT_REST_URL: Discord's REST base URL
	DevGuild  string // GOBOT_DEV_GUILD: register commands in this guild only

	Store       string // GOBOT_STORE: "memory" to keep nothing; default durable
	DBPath      string // GOBOT_DB: SQLite file
	DatabaseURL string // GOBOT_DATABASE_URL: PostgreSQL URL

	ShardID, ShardCount int  // GOBOT_SHARD_ID, GOBOT_SHARD_COUNT
	ShardsSet           bool // either was set

	LogLevel  slog.Level // GOBOT_LOG_LEVEL: debug, info, warn, error
	LogFormat string     // GOBOT_LOG_FORMAT: text or json
	ImageDir  string     // GOBOT_IMAGE_DIR: where the console saves images

	Engine engine.Config // GOBOT_ENGINE and GOBOT_ENGINE_*: the Go engine to play against
}

// loadDotEnv reads .env (or GOBOT_ENV_FILE) into the process environment
// without overriding what is set. A missing file is not an error.
func loadDotEnv(getenv func(string) string) error {
	path := getenv("GOBOT_ENV_FILE")
	if path == "" {
		path = ".env"
	}
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err := godotenv.Load(path); err != nil {
		return fmt.Errorf("reading %s: %w", path, err)
	}
	return nil
}

// readConfig reads and checks the configuration.
func readConfig(getenv func(string) string) (*config, error) {
	get := func(k string) string { return strings.TrimSpace(getenv(k)) }
	c := &config{
		Token:       get("GOBOT_TOKEN"),
		AppID:       get("GOBOT_APP_ID"),
		PublicKey:   get("GOBOT_PUBLIC_KEY"),
		HTTPAddr:    get("GOBOT_HTTP_ADDR"),
		RESTURL:     get("GOBOT_REST_URL"),
		DevGuild:    get("GOBOT_DEV_GUILD"),
		Store:       strings.ToLower(get("GOBOT_STORE")),
		DBPath:      get("GOBOT_DB"),
		DatabaseURL: get("GOBOT_DATABASE_URL"),
		LogFormat:   strings.ToLower(get("GOBOT_LOG_FORMAT")),
		ImageDir:    get("GOBOT_IMAGE_DIR"),
	}
	c.Token = strings.TrimPrefix(c.Token, "Bot ")
	if c.DBPath == "" {
		c.DBPath = "./data/gobot.db"
	}
	if c.ImageDir == "" {
		c.ImageDir = "./console-images"
	}
	switch c.Store {
	case "", "durable", "memory":
	default:
		return nil, fmt.Errorf("GOBOT_STORE must be memory or empty (got %q)", c.Store)
	}
	switch v := strings.ToLower(get("GOBOT_GATEWAY")); v {
	case "", "1", "true", "yes", "on":
		c.Gateway = c.Token != ""
	case "0", "false", "no", "off":
		c.Gateway = false
	default:
		return nil, fmt.Errorf("GOBOT_GATEWAY must be on or off (got %q)", v)
	}
	switch v := strings.ToLower(get("GOBOT_LOG_LEVEL")); v {
	case "", "info":
		c.LogLevel = slog.LevelInfo
	case "debug":
		c.LogLevel = slog.LevelDebug
	case "warn", "warning":
		c.LogLevel = slog.LevelWarn
	case "error":
		c.LogLevel = slog.LevelError
	default:
		return nil, fmt.Errorf("GOBOT_LOG_LEVEL must be debug, info, warn or error (got %q)", v)
	}
	switch c.LogFormat {
	case "", "text", "json":
	default:
		return nil, fmt.Errorf("GOBOT_LOG_FORMAT must be text or json (got %q)", c.LogFormat)
	}
	var err error
	if c.ShardID, c.ShardCount, err = readShards(get("GOBOT_SHARD_ID"), get("GOBOT_SHARD_COUNT")); err != nil {
		return nil, err
	}
	c.ShardsSet = get("GOBOT_SHARD_ID") != "" || get("GOBOT_SHARD_COUNT") != ""
	if c.AppID != "" {
		if _, err := strconv.ParseUint(c.AppID, 10, 64); err != nil {
			return nil, fmt.Errorf("GOBOT_APP_ID must be the application's numeric id (got %q)", c.AppID)
		}
	}
	if c.HTTPAddr != "" && (c.PublicKey == "" || c.AppID == "") {
		return nil, errors.New("GOBOT_HTTP_ADDR needs GOBOT_PUBLIC_KEY and GOBOT_APP_ID: the endpoint verifies Discord's signatures with the public key")
	}
	if c.Gateway && c.AppID == "" {
		return nil, errors.New("the gateway needs GOBOT_APP_ID beside GOBOT_TOKEN")
	}
	if c.Engine, err = engine.ConfigFromEnv(get); err != nil {
		return nil, err
	}
	return c, nil
}

// readShards reads the shard settings: both unset means one shard.
func readShards(id, count string) (int, int, error) {
	if id == "" && count == "" {
		return 0, 1, nil
	}
	i, err1 := strconv.Atoi(id)
	n, err2 := strconv.Atoi(count)
	if err1 != nil || err2 != nil || n < 1 || i < 0 || i >= n {
		return 0, 0, fmt.Errorf("GOBOT_SHARD_ID and GOBOT_SHARD_COUNT must be set together, with 0 ≤ id < count (got %q and %q)", id, count)
	}
	return i, n, nil
}

// newLogger returns the structured logger. Tokens never reach it: nothing
// logs the configuration's secrets.
func newLogger(w io.Writer, c *config) *slog.Logger {
	opts := &slog.HandlerOptions{Level: c.LogLevel}
	if c.LogFormat == "json" {
		return slog.New(slog.NewJSONHandler(w, opts))
	}
	return slog.New(slog.NewTextHandler(w, opts))
}
