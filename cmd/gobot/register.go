package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/gobot-baduk/gobot/bot"
)

// runRegister runs "gobot register": it overwrites the application's slash
// commands with gobot's, in GOBOT_DEV_GUILD when set, globally otherwise.
func runRegister(ctx context.Context, m *Main, args []string) error {
	if len(args) > 0 {
		return usageError{fmt.Sprintf("gobot register takes no arguments (got %q); set GOBOT_DEV_GUILD to register in one server", args[0])}
	}
	c, err := m.config()
	if err != nil {
		return err
	}
	if c.Token == "" || c.AppID == "" {
		return errors.New("gobot register needs GOBOT_TOKEN and GOBOT_APP_ID (see .env.example)")
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	rest := &bot.REST{BaseURL: c.RESTURL, Token: c.Token}
	if err := bot.Register(ctx, rest, c.AppID, c.DevGuild); err != nil {
		return err
	}
	where := "globally (new commands can take up to an hour to appear)"
	if c.DevGuild != "" {
		where = "in guild " + c.DevGuild
	}
	fmt.Fprintf(m.Stdout, "registered gobot's slash commands %s\n", where)
	return nil
}
