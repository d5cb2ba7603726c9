package main

import (
	"context"
	"errors"
)

// runConsole runs "gobot console". Not built yet: see the open issues.
func runConsole(ctx context.Context, m *Main, args []string) error {
	return errors.New("gobot console: not available yet")
}
