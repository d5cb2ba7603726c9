package main

import (
	"context"
	"errors"
)

// runRegister runs "gobot register". Not built yet: see the open issues.
func runRegister(ctx context.Context, m *Main, args []string) error {
	return errors.New("gobot register: not available yet")
}
