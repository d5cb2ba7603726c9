package bot

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/gobot-baduk/gobot/commands"
)

var (
	_ commands.Fetcher = CDNFetcher{}
	_ commands.Fetcher = FileFetcher{}
)

// discordCDNHosts are the only hosts CDNFetcher downloads from: where
// Discord serves the files users attach.
var discordCDNHosts = map[string]bool{"cdn.discordapp.com": true, "media.discordapp.net": true}

// CDNFetcher downloads attachments from Discord's CDN over HTTPS, and
// from nowhere else, so that a forged interaction cannot make gobot fetch
// other URLs (an internal address, say).
type CDNFetcher struct {
	// Client sends the requests (default: one with a 15 s timeout).
	Client *http.Client
}

var defaultFetchClient = &http.Client{Timeout: 15 * time.Second}

// Fetch implements commands.Fetcher.
func (f CDNFetcher) Fetch(ctx context.Context, raw string, max int64) ([]byte, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || !discordCDNHosts[strings.ToLower(u.Hostname())] || u.Port() != "" || u.User != nil {
		return nil, fmt.Errorf("%w: %.100q is not a file on Discord's CDN", commands.ErrFetch, raw)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", commands.ErrFetch, err)
	}
	c := f.Client
	if c == nil {
		c = defaultFetchClient
	}
	resp, err := c.Do(req)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", commands.ErrFetch, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return nil, fmt.Errorf("%w: %w: %s", commands.ErrFetch, commands.ErrNoFile, resp.Status)
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%w: %s", commands.ErrFetch, resp.Status)
	}
	return readLimited(resp.Body, max)
}

// FileFetcher reads file:// URLs from the local disk, for the console,
// where "attaching" a file means naming it.
type FileFetcher struct{}

// Fetch implements commands.Fetcher.
func (FileFetcher) Fetch(ctx context.Context, raw string, max int64) ([]byte, error) {
	path, ok := strings.CutPrefix(raw, "file://")
	if !ok {
		return nil, fmt.Errorf("%w: %.100q is not a local file", commands.ErrFetch, raw)
	}
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w: %w: %v", commands.ErrFetch, commands.ErrNoFile, err)
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %v", commands.ErrFetch, err)
	}
	defer f.Close()
	return readLimited(f, max)
}

func readLimited(r io.Reader, max int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, max+1))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", commands.ErrFetch, err)
	}
	if int64(len(data)) > max {
		return nil, fmt.Errorf("%w: over %d bytes", commands.ErrTooLarge, max)
	}
	return data, nil
}
