package main

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// syncBuffer is a buffer that a running subcommand writes while the test
// reads it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func envMap(kv map[string]string) func(string) string {
	return func(k string) string { return kv[k] }
}

// startServe runs gobot serve with env and returns the address of its HTTP
// endpoint, its log, and stop, which ends it and returns what it returned.
// The test's cleanup stops it too, if the test did not.
func startServe(t *testing.T, env map[string]string) (string, *syncBuffer, func() error) {
	t.Helper()
	stderr := &syncBuffer{}
	m := &Main{Stdin: strings.NewReader(""), Stdout: io.Discard, Stderr: stderr, Getenv: envMap(env)}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- m.Run(ctx, nil) }()
	var once sync.Once
	var stopErr error
	stop := func() error {
		once.Do(func() {
			cancel()
			select {
			case stopErr = <-done:
			case <-time.After(15 * time.Second):
				stopErr = errors.New("gobot serve did not stop after its context ended")
			}
		})
		return stopErr
	}
	t.Cleanup(func() { _ = stop() })
	addrRE := regexp.MustCompile(`addr=(127\.0\.0\.1:\d+)`)
	var addr string
	require.Eventually(t, func() bool {
		if mm := addrRE.FindStringSubmatch(stderr.String()); mm != nil {
			addr = mm[1]
			return true
		}
		return false
	}, 10*time.Second, 10*time.Millisecond, "the endpoint never said where it listens; log:\n%s", stderr.String())
	return addr, stderr, stop
}

// TestServeWarnsAboutShardsWithoutGateway: shard settings on an HTTP-only
// process do nothing, and serve says so.
func TestServeWarnsAboutShardsWithoutGateway(t *testing.T) {
	pub, _, err := ed25519.GenerateKey(rand.Reader)
	require.NoError(t, err)
	env := map[string]string{
		"GOBOT_ENV_FILE": "/nonexistent/.env", "GOBOT_HTTP_ADDR": "127.0.0.1:0", "GOBOT_APP_ID": "123456789012345678",
		"GOBOT_PUBLIC_KEY": hex.EncodeToString(pub), "GOBOT_STORE": "memory",
		"GOBOT_SHARD_ID": "1", "GOBOT_SHARD_COUNT": "2",
	}
	_, logs, stop := startServe(t, env)
	require.NoError(t, stop())
	assert.Regexp(t, `level=WARN msg="GOBOT_SHARD_ID and GOBOT_SHARD_COUNT are set but the gateway is off`, logs.String())

	delete(env, "GOBOT_SHARD_ID")
	delete(env, "GOBOT_SHARD_COUNT")
	_, logs, stop = startServe(t, env)
	require.NoError(t, stop())
	assert.NotContains(t, logs.String(), "GOBOT_SHARD_ID", "no warning without shard settings")
}

func TestServeHTTPAnswersSignedPingAndStopsCleanly(t *testing.T) {
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	require.NoError(t, err)
	addr, stderr, stop := startServe(t, map[string]string{
		"GOBOT_ENV_FILE":   "/nonexistent/.env",
		"GOBOT_HTTP_ADDR":  "127.0.0.1:0",
		"GOBOT_APP_ID":     "123456789012345678",
		"GOBOT_PUBLIC_KEY": hex.EncodeToString(pub),
		"GOBOT_STORE":      "memory",
		"GOBOT_TOKEN":      "",
	})

	post := func(body string, sign bool) *http.Response {
		req, err := http.NewRequest("POST", "http://"+addr+"/interactions", strings.NewReader(body))
		require.NoError(t, err)
		if sign {
			ts := strconv.FormatInt(time.Now().Unix(), 10)
			req.Header.Set("X-Signature-Timestamp", ts)
			req.Header.Set("X-Signature-Ed25519", hex.EncodeToString(ed25519.Sign(priv, []byte(ts+body))))
		}
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		t.Cleanup(func() { resp.Body.Close() })
		return resp
	}
	resp := post(`{"type":1,"id":"1","application_id":"123456789012345678"}`, true)
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	b, _ := io.ReadAll(resp.Body)
	assert.JSONEq(t, `{"type":1}`, string(b))

	resp = post(`{"type":1}`, false)
	assert.Equal(t, http.StatusUnauthorized, resp.StatusCode)

	h, err := http.Get("http://" + addr + "/healthz")
	require.NoError(t, err)
	h.Body.Close()
	assert.Equal(t, http.StatusOK, h.StatusCode)

	assert.NoError(t, stop())
	assert.Contains(t, stderr.String(), "gobot stopped")
}

func TestServeWithoutCredentialsStartsTheConsole(t *testing.T) {
	var out, errb syncBuffer
	dir := t.TempDir()
	m := &Main{
		Stdin:  strings.NewReader("as alice /play opponent:bob size:9\nas bob click accept\nquit\n"),
		Stdout: &out, Stderr: &errb,
		Getenv: envMap(map[string]string{"GOBOT_ENV_FILE": "/nonexistent/.env", "GOBOT_IMAGE_DIR": dir}),
	}
	require.NoError(t, m.Run(context.Background(), nil))
	assert.Contains(t, errb.String(), "GOBOT_TOKEN", "it explains how to configure Discord")
	assert.Contains(t, out.String(), "challenges @bob")
	assert.Contains(t, out.String(), dir+"/", "the first board image is saved and its path printed")
}

func TestConfigErrorsAreSpecific(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"GOBOT_HTTP_ADDR": ":0"}, "GOBOT_HTTP_ADDR needs GOBOT_PUBLIC_KEY"},
		{map[string]string{"GOBOT_TOKEN": "x"}, "needs GOBOT_APP_ID"},
		{map[string]string{"GOBOT_APP_ID": "app"}, "numeric id"},
		{map[string]string{"GOBOT_SHARD_ID": "2", "GOBOT_SHARD_COUNT": "2"}, "0 ≤ id < count"},
		{map[string]string{"GOBOT_SHARD_ID": "0"}, "set together"},
		{map[string]string{"GOBOT_LOG_LEVEL": "loud"}, "GOBOT_LOG_LEVEL"},
		{map[string]string{"GOBOT_STORE": "redis"}, "GOBOT_STORE"},
		{map[string]string{"GOBOT_GATEWAY": "maybe"}, "GOBOT_GATEWAY"},
	} {
		_, err := readConfig(envMap(tc.env))
		if assert.Error(t, err, "%v", tc.env) {
			assert.Contains(t, err.Error(), tc.want)
		}
	}
	c, err := readConfig(envMap(map[string]string{"GOBOT_TOKEN": "Bot abc", "GOBOT_APP_ID": "42", "GOBOT_SHARD_ID": "1", "GOBOT_SHARD_COUNT": "4"}))
	require.NoError(t, err)
	assert.Equal(t, "abc", c.Token, "a pasted Bot prefix is removed")
	assert.True(t, c.Gateway)
	assert.Equal(t, 1, c.ShardID)
	assert.Equal(t, 4, c.ShardCount)
	assert.Equal(t, "./data/gobot.db", c.DBPath)
}

func TestServePublicKeyIsChecked(t *testing.T) {
	m := &Main{Stdin: strings.NewReader(""), Stdout: io.Discard, Stderr: io.Discard, Getenv: envMap(map[string]string{
		"GOBOT_ENV_FILE": "/nonexistent/.env", "GOBOT_HTTP_ADDR": "127.0.0.1:0", "GOBOT_APP_ID": "1",
		"GOBOT_PUBLIC_KEY": "not-hex", "GOBOT_STORE": "memory",
	})}
	err := m.Run(context.Background(), nil)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "GOBOT_PUBLIC_KEY")
}
