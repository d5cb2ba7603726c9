package main

import (
	"context"
	"errors"
)

// runServe runs "gobot serve". Not built yet: see the open issues.
func runServe(ctx context.Context, m *Main, args []string) error {
	return errors.New("gobot serve: not available yet")
}
