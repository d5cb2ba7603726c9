package main

import (
	"context"
	"errors"
)

// runGTP runs "gobot gtp". Not built yet: see the open issues.
func runGTP(ctx context.Context, m *Main, args []string) error {
	return errors.New("gobot gtp: not available yet")
}
