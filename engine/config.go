package engine

import (
	"fmt"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// Config says which engine to run and how many of it.
type Config struct {
	// Command is the engine's program and arguments; empty means no engine.
	Command []string
	// Procs is the number of engine processes (at least 1).
	Procs int
	// Queue is how many requests may wait for a process when all are busy;
	// one more fails at once with ErrBusy.
	Queue int
	// Timeout bounds one request once a process serves it, and the time a
	// request may wait in the queue.
	Timeout time.Duration
	// StartTimeout bounds starting a process, up to its first answer.
	StartTimeout time.Duration
	// Level is the strength, 1 to 10, of requests that give none.
	Level int
}

// The defaults of ConfigFromEnv.
const (
	DefaultProcs        = 2
	DefaultQueue        = 16
	DefaultTimeout      = 30 * time.Second
	DefaultStartTimeout = 60 * time.Second
	DefaultLevel        = 5
	// MinLevel and MaxLevel bound the strength levels.
	MinLevel = 1
	MaxLevel = 10
)

// gnugoPaths are where GNU Go is looked for: the PATH, then Debian's
// /usr/games, which is off the usual PATH.
var gnugoPaths = []string{"gnugo", "/usr/games/gnugo"}

// ConfigFromEnv reads the engine settings from the environment:
// GOBOT_ENGINE (the command; default GNU Go, "gnugo --mode gtp", when it
// is on the PATH or in /usr/games; "none" for no engine),
// GOBOT_ENGINE_PROCS, GOBOT_ENGINE_QUEUE, GOBOT_ENGINE_TIMEOUT,
// GOBOT_ENGINE_START_TIMEOUT and GOBOT_ENGINE_LEVEL. The command is split
// at white space (no quoting). A Config with no Command is valid: the
// commands that need an engine then say how to install one.
func ConfigFromEnv(getenv func(string) string) (Config, error) {
	cfg := Config{Procs: DefaultProcs, Queue: DefaultQueue, Timeout: DefaultTimeout, StartTimeout: DefaultStartTimeout, Level: DefaultLevel}
	switch v := strings.TrimSpace(getenv("GOBOT_ENGINE")); strings.ToLower(v) {
	case "":
		for _, name := range gnugoPaths {
			if p, err := exec.LookPath(name); err == nil {
				cfg.Command = []string{p, "--mode", "gtp"}
				break
			}
		}
	case "none", "off":
	default:
		cfg.Command = strings.Fields(v)
	}
	ints := []struct {
		name     string
		dst      *int
		min, max int
	}{
		{"GOBOT_ENGINE_PROCS", &cfg.Procs, 1, 64},
		{"GOBOT_ENGINE_QUEUE", &cfg.Queue, 0, 10000},
		{"GOBOT_ENGINE_LEVEL", &cfg.Level, MinLevel, MaxLevel},
	}
	for _, f := range ints {
		v := strings.TrimSpace(getenv(f.name))
		if v == "" {
			continue
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < f.min || n > f.max {
			return cfg, fmt.Errorf("engine: %s=%q: want a whole number from %d to %d", f.name, v, f.min, f.max)
		}
		*f.dst = n
	}
	durs := []struct {
		name string
		dst  *time.Duration
	}{
		{"GOBOT_ENGINE_TIMEOUT", &cfg.Timeout},
		{"GOBOT_ENGINE_START_TIMEOUT", &cfg.StartTimeout},
	}
	for _, f := range durs {
		v := strings.TrimSpace(getenv(f.name))
		if v == "" {
			continue
		}
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			return cfg, fmt.Errorf("engine: %s=%q: want a positive duration such as 30s", f.name, v)
		}
		*f.dst = d
	}
	return cfg, nil
}

// withDefaults fills the zero fields of cfg.
func (cfg Config) withDefaults() Config {
	if cfg.Procs < 1 {
		cfg.Procs = 1
	}
	if cfg.Queue < 0 {
		cfg.Queue = 0
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	if cfg.StartTimeout <= 0 {
		cfg.StartTimeout = DefaultStartTimeout
	}
	if cfg.Level < MinLevel || cfg.Level > MaxLevel {
		cfg.Level = DefaultLevel
	}
	return cfg
}
