package commands

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
)

// Attachment is a file a user attached to a command (Discord resolves it
// in the interaction: its CDN URL, name, type and size).
type Attachment struct {
	ID, Filename, URL, ContentType string
	Size                           int
}

// Fetcher downloads an attached file.
type Fetcher interface {
	// Fetch returns the file at url, at most max bytes. It returns an error
	// wrapping ErrTooLarge for a longer file, ErrNoFile for a file that is
	// not there, and ErrFetch for a URL it will not fetch or a download
	// that failed.
	Fetch(ctx context.Context, url string, max int64) ([]byte, error)
}

// Attachment download errors.
var (
	// ErrTooLarge is a file over the size limit.
	ErrTooLarge = errors.New("commands: file too large")
	// ErrFetch is a file that could not be downloaded.
	ErrFetch = errors.New("commands: cannot fetch file")
	// ErrNoFile is a file that is not there (any more): a local path that
	// does not exist, or an attachment the CDN no longer has. The user can
	// attach it again. Errors that wrap it wrap ErrFetch too.
	ErrNoFile = errors.New("commands: no such file")
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

// Fetch implements Fetcher.
func (f CDNFetcher) Fetch(ctx context.Context, raw string, max int64) ([]byte, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || !discordCDNHosts[strings.ToLower(u.Hostname())] || u.Port() != "" || u.User != nil {
		return nil, fmt.Errorf("%w: %q is not a file on Discord's CDN", ErrFetch, clip(raw))
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrFetch, err)
	}
	c := f.Client
	if c == nil {
		c = defaultFetchClient
	}
	resp, err := c.Do(req)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrFetch, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return nil, fmt.Errorf("%w: %w: %s", ErrFetch, ErrNoFile, resp.Status)
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%w: %s", ErrFetch, resp.Status)
	}
	return readLimited(resp.Body, max)
}

// FileFetcher reads file:// URLs from the local disk, for the console,
// where "attaching" a file means naming it.
type FileFetcher struct{}

// Fetch implements Fetcher.
func (FileFetcher) Fetch(ctx context.Context, raw string, max int64) ([]byte, error) {
	path, ok := strings.CutPrefix(raw, "file://")
	if !ok {
		return nil, fmt.Errorf("%w: %q is not a local file", ErrFetch, clip(raw))
	}
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w: %w: %v", ErrFetch, ErrNoFile, err)
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrFetch, err)
	}
	defer f.Close()
	return readLimited(f, max)
}

func readLimited(r io.Reader, max int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, max+1))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrFetch, err)
	}
	if int64(len(data)) > max {
		return nil, fmt.Errorf("%w: over %d bytes", ErrTooLarge, max)
	}
	return data, nil
}
