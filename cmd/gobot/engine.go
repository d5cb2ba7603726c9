package main

import (
	"errors"
	"log/slog"
	"strings"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/engine"
)

// engineOption starts the engine pool the configuration names (GOBOT_ENGINE,
// default GNU Go when installed) and returns the commands' option for it,
// and the pool's Close. Without an engine the option is none, and the
// commands that need one say how to install it; that is logged, not an
// error, as the bot does everything else without.
func engineOption(c *config, logger *slog.Logger) (commands.Option, func() error) {
	pool, err := engine.NewPool(c.Engine, logger.With("part", "engine"))
	if err != nil {
		if errors.Is(err, engine.ErrNoEngine) && len(c.Engine.Command) == 0 {
			logger.Info("no Go engine: /play engine:true will say how to install one (apt-get install gnugo, or set GOBOT_ENGINE)")
		} else {
			logger.Warn("the Go engine cannot be used", "command", strings.Join(c.Engine.Command, " "), "error", err.Error())
		}
		return commands.WithEngine(nil, c.AppID), func() error { return nil }
	}
	logger.Info("Go engine", "command", strings.Join(c.Engine.Command, " "), "procs", c.Engine.Procs, "queue", c.Engine.Queue, "timeout", c.Engine.Timeout.String())
	return commands.WithEngine(pool, c.AppID), pool.Close
}
