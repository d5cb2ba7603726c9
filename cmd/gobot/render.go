package main

import (
	"context"
	"errors"
)

// runRender runs "gobot render". Not built yet: see the open issues.
func runRender(ctx context.Context, m *Main, args []string) error {
	return errors.New("gobot render: not available yet")
}
