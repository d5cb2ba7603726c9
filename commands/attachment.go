package commands

import (
	"context"
	"errors"
)

// Attachment is a file a user attached to a command (Discord resolves it
// in the interaction: its CDN URL, name, type and size).
type Attachment struct {
	ID, Filename, URL, ContentType string
	Size                           int
}

// Fetcher downloads an attached file. The transports provide it (bot's
// CDNFetcher for Discord, its FileFetcher for the console): commands reads
// the bytes it is given and never speaks HTTP itself.
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
