package bot_test

import (
	"bytes"
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/gobot-baduk/gobot/bot"
	"github.com/gobot-baduk/gobot/commands"
	"github.com/stretchr/testify/require"
)

// TestCDNFetcher: the Discord transports' fetcher downloads attachments from Discord's
// CDN over HTTPS and refuses every other URL, so a forged interaction
// cannot make gobot fetch internal addresses.
func TestCDNFetcher(t *testing.T) {
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/attachments/big.sgf" {
			w.Write(bytes.Repeat([]byte("x"), 2000))
			return
		}
		if r.URL.Path != "/attachments/game.sgf" {
			http.NotFound(w, r)
			return
		}
		fmt.Fprintf(w, "(;SZ[9];B[ee]) from %s", r.Host)
	}))
	defer srv.Close()
	// Every connection goes to the local server, whatever the host asked.
	tr := &http.Transport{
		TLSClientConfig: &tls.Config{InsecureSkipVerify: true},
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			return (&net.Dialer{}).DialContext(ctx, network, srv.Listener.Addr().String())
		},
	}
	f := bot.CDNFetcher{Client: &http.Client{Transport: tr}}
	ctx := context.Background()
	for _, host := range []string{"cdn.discordapp.com", "media.discordapp.net", "CDN.DiscordApp.com"} {
		data, err := f.Fetch(ctx, "https://"+host+"/attachments/game.sgf", 1000)
		require.NoError(t, err, host)
		require.Contains(t, string(data), "(;SZ[9];B[ee]) from "+host)
	}
	_, err := f.Fetch(ctx, "https://cdn.discordapp.com/attachments/big.sgf", 1000)
	require.ErrorIs(t, err, commands.ErrTooLarge)
	_, err = f.Fetch(ctx, "https://cdn.discordapp.com/attachments/missing.sgf", 1000)
	require.ErrorIs(t, err, commands.ErrFetch)
	require.ErrorIs(t, err, commands.ErrNoFile, "a file the CDN does not have can be attached again")
	for _, bad := range []string{
		"http://cdn.discordapp.com/attachments/game.sgf",
		"https://example.com/attachments/game.sgf",
		"https://cdn.discordapp.com.evil.example/attachments/game.sgf",
		"https://cdn.discordapp.com:8443/attachments/game.sgf",
		"https://user@cdn.discordapp.com/attachments/game.sgf",
		"https://127.0.0.1/attachments/game.sgf",
		"file:///etc/passwd",
		"::not a url",
	} {
		_, err := f.Fetch(ctx, bad, 1000)
		require.True(t, errors.Is(err, commands.ErrFetch), "%s: %v", bad, err)
	}
}

// TestFileFetcher: the console's fetcher reads file:// URLs, tells a
// missing file (the user can name it again) from other failures, and
// refuses every other URL and any file over the limit.
func TestFileFetcher(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	game := filepath.Join(dir, "game.sgf")
	require.NoError(t, os.WriteFile(game, []byte("(;SZ[9];B[ee])"), 0o644))
	var f bot.FileFetcher
	data, err := f.Fetch(ctx, "file://"+game, 100)
	require.NoError(t, err)
	require.Equal(t, "(;SZ[9];B[ee])", string(data))
	_, err = f.Fetch(ctx, "file://"+game, 10)
	require.ErrorIs(t, err, commands.ErrTooLarge)
	_, err = f.Fetch(ctx, "file://"+filepath.Join(dir, "gone.sgf"), 100)
	require.ErrorIs(t, err, commands.ErrFetch)
	require.ErrorIs(t, err, commands.ErrNoFile)
	_, err = f.Fetch(ctx, "file://"+dir, 100)
	require.ErrorIs(t, err, commands.ErrFetch, "a directory is not a file")
	require.NotErrorIs(t, err, commands.ErrNoFile)
	_, err = f.Fetch(ctx, "https://cdn.discordapp.com/attachments/1/2/game.sgf", 100)
	require.ErrorIs(t, err, commands.ErrFetch)
}
